/**
 * The game contract (design §2): every game is a Decider.
 *
 *   state₀ = initialState(options, seatCount)
 *   events = setup(options, seatCount, rng)            — shuffles, deals, secret picks
 *   events = decide(state, command, seat, rng)         — or a Rejection
 *   state' = evolve(state, event)                      — pure, total, no randomness
 *
 * Everything that leaves the server goes through `view` (state) or `redact` (history).
 * The platform never looks inside State, Command or Event beyond `type`.
 */
import type { ZodMiniType } from 'zod/mini';
import type { Rejection } from './rejection.js';
import type { Rng } from './rng.js';

/** A seat index, 0-based, in the order players joined (seat 0 created the game). */
export type Seat = number;

/** Who is looking: a seat of the game, or anybody else. */
export type Viewer = Seat | 'spectator';

export interface GameCommand {
  readonly type: string;
}

export interface GameEvent {
  readonly type: string;
}

/**
 * An open decision: `seat` must (or may, when several seats are pending at once) act now.
 * `kind` is a stable word clients and notifications switch on; games use:
 *   'turn' (an ordinary turn or turn step), 'vote', 'discard', 'escape-window', 'pick', 'place' …
 * `prompt` is a short human sentence for e-mails and UIs ("Draw a card", "Cast your secret vote").
 * A decision must never reveal hidden information: pending() is public.
 */
export interface Decision {
  readonly seat: Seat;
  readonly kind: string;
  readonly prompt: string;
}

/** The outcome of a finished game; public once it exists. */
export interface GameResult {
  /** Winning seats (one normally; several only when a game allows a shared win). */
  readonly winners: readonly Seat[];
  /** One human sentence, e.g. "Jack escaped in round 6" or "Ada wins with 112 points". */
  readonly summary: string;
  /** Game-specific public detail: final scores, winning role, reason, revealed secrets… */
  readonly [detail: string]: unknown;
}

export interface SeatRange {
  /** The game starts when this many players have joined. */
  readonly count: number;
}

export interface Game<
  State = unknown,
  Command extends GameCommand = GameCommand,
  Event extends GameEvent = GameEvent,
  Options = unknown,
> {
  /** Stable id used in the API: 'ripper-rummy' | 'mr-jack'. */
  readonly id: string;
  readonly title: string;

  /** Validates creation options and fills defaults. Strict: unknown keys are errors. */
  readonly options: ZodMiniType<Options, unknown>;
  /** Validates the *shape* of a posted command (strict); `decide` judges its legality. */
  readonly commands: ZodMiniType<Command, unknown>;

  seats(options: Options): SeatRange;

  /** The empty state before `setup`'s events are applied. */
  initialState(options: Options, seatCount: number): State;
  /** Initial events: shuffles, deals, role assignments, secret picks. */
  setup(options: Options, seatCount: number, rng: Rng): Event[];

  decide(state: State, command: Command, seat: Seat, rng: Rng): Event[] | Rejection;
  evolve(state: State, event: Event): State;

  /** Which seats must act now. Empty once the game is over. */
  pending(state: State): Decision[];
  /** Every command `decide` would accept from `seat` now, each complete, ready to post as is. */
  legalCommands(state: State, seat: Seat): Command[];

  /** The ONLY way state leaves the server: what `viewer` may see, as plain JSON. */
  view(state: State, viewer: Viewer): unknown;
  /** The ONLY way history leaves the server: the event as `viewer` may see it, or null to hide it. */
  redact(event: Event, viewer: Viewer): unknown;

  /** Non-null exactly when the game is over. */
  result(state: State): GameResult | null;

  /**
   * The command the platform posts for `seat` when its decision's deadline passes (design §5):
   * an ordinary command, recorded in the history like any other. Must be one of legalCommands.
   */
  timeoutCommand(state: State, seat: Seat): Command;

  /** What the deadline fallback means for a player, for e-mails ("you forfeit the game"). */
  readonly timeoutDescription?: string;

  /** A public label for a seat when the game gives seats roles ("Jack", "Detective"); else null. */
  seatRole?(state: State, seat: Seat): string | null;
}

/** A Game with its type parameters erased, as the platform's registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any>;
