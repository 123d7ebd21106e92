/**
 * The game contract (docs/architecture.md §2): every game is a Decider.
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
import type { Bot } from './bot.js';
import type { CommonRejectionCode, Rejection } from './rejection.js';
import type { Rng } from './rng.js';
import type { Decision, Seat, Viewer } from './seat.js';
import type { MailCommand } from './mail-commands.js';
import type { GameWords } from './words.js';

export type { Decision, Seat, Viewer } from './seat.js';

export interface GameCommand {
  readonly type: string;
}

export interface GameEvent {
  readonly type: string;
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
  State,
  Command extends GameCommand,
  Event extends GameEvent,
  Options,
  View,
  Redacted,
  Kind extends string = string,
  Code extends string = string,
> {
  /** Stable id used in the API and the store, the name of the game's folder: `words.id`. */
  readonly id: string;
  /** The game's public name: `words.title`. */
  readonly title: string;
  /**
   * The game's words: its id and name, its events as sentences, and how a mail names what they
   * name. They are a module of their own (words.ts), which code that only words a game's history
   * loads without the rules.
   */
  readonly words: GameWords<Event>;

  /*
   * The schemas (options, commands, viewSchema, namedSchemas) are getters in the real games that
   * build them on first use (builtOnce): most Lambdas never parse options or commands, and every
   * schema built at import is paid again on each cold start.
   */

  /** Validates creation options and fills defaults. Strict: unknown keys are errors. */
  readonly options: ZodMiniType<Options, unknown>;
  /** Validates the *shape* of a posted command (strict); `decide` judges its legality. */
  readonly commands: ZodMiniType<Command, unknown>;
  /**
   * The shape of `view` (build it with `describesView<View>()`): documents `view` in openapi.yaml,
   * and the contract test parses every view of its playouts with it.
   */
  readonly viewSchema: ZodMiniType;
  /** Sub-schemas of the commands and the view (card ids, hex labels…) openapi.yaml shows once, by these names, and refers to. */
  readonly namedSchemas?: Readonly<Record<string, ZodMiniType>>;
  /**
   * Named option sets (as a client would post them) that between them exercise every rule path:
   * the contract test plays each to the end, and the bench measures each.
   */
  readonly variants: Readonly<Record<string, Readonly<Record<string, unknown>>>>;

  seats(options: Options): SeatRange;

  /** The empty state before `setup`'s events are applied. */
  initialState(options: Options, seatCount: number): State;
  /** Initial events: shuffles, deals, role assignments, secret picks. */
  setup(options: Options, seatCount: number, rng: Rng): Event[];

  decide(state: State, command: Command, seat: Seat, rng: Rng): Event[] | Rejection<Code | CommonRejectionCode>;
  evolve(state: State, event: Event): State;

  /** Which seats must act now. Empty once the game is over. */
  pending(state: State): Decision<Kind>[];
  /** Every command `decide` would accept from `seat` now, each complete, ready to post as is. */
  legalCommands(state: State, seat: Seat): Command[];

  /**
   * How the seat's legal commands are written in a mail (mail-commands.ts): one entry per command
   * of `commands` (what legalCommands listed for the seat), in that order, from those commands and
   * the seat's own `view` only. The words of each name it alone (the contract test checks it).
   */
  mailCommands(commands: readonly Command[], view: View): MailCommand[];

  /** The ONLY way state leaves the server: what `viewer` may see, as plain JSON. */
  view(state: State, viewer: Viewer): View;
  /** The ONLY way history leaves the server: the event as `viewer` may see it, or null to hide it. */
  redact(event: Event, viewer: Viewer): Redacted | null;

  /**
   * Non-null exactly when the game is over. `seatNames`: each seat's name as the players know it
   * (public), for a summary that names a seat ("Ada wins with 112 points"); without them a seat is
   * "Seat 1", "Seat 2"… as the players count them.
   */
  result(state: State, seatNames?: readonly string[]): GameResult | null;

  /**
   * The command the platform posts for `seat` when its decision's deadline passes (docs/architecture.md §5):
   * an ordinary command, recorded in the history like any other. Must be one of legalCommands.
   */
  timeoutCommand(state: State, seat: Seat): Command;

  /**
   * What the deadline fallback of a decision of this kind means for the player, for e-mails ("you
   * forfeit the game"). By kind, not by state: the e-mail after a fallback is written from the
   * state that followed it, and the kind of the decision that timed out is what it knows.
   */
  timeoutDescription?(kind: Kind): string;

  /**
   * What a missed deadline costs over the whole game, for an invitation: before the game starts
   * there is no decision yet, and which kinds of decision it will ask depends on its options (the
   * Mr. Jack Extension's draft and placement are played for you; a later turn forfeits). Absent:
   * the invitation says what `timeoutDescription` says of a turn.
   */
  timeoutSummary?(options: Options): string;

  /**
   * The game's bot: plays a seat from that seat's view and legal commands only (bot seats, and
   * the `onTimeout: "bot"` fallback).
   */
  readonly bot: Bot<View, Command>;

  /** A public label for a seat when the game gives seats roles ("Jack", "Detective"); else null. */
  seatRole?(state: State, seat: Seat): string | null;

  /**
   * For the non-interference property: a state that differs from `state` only in what `viewer`
   * may not see (other hands, deck order, a secret identity…), drawn with `rng`. `view(·, viewer)`
   * must not tell the two apart.
   */
  perturbHidden(state: State, viewer: Viewer, rng: Rng): State;
  /** Likewise for history: the event with what `viewer` may not see in it drawn anew. */
  perturbHiddenEvent(event: Event, viewer: Viewer, rng: Rng): Event;
}

/** A Game with its type parameters erased, as the platform's registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any, any, any, any, any>;

/* The parts of a game's type, read back from the game object (`StateOf<typeof mrJack>`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Part<G, K extends keyof Parts> = G extends Game<infer S, infer C, infer E, infer O, infer V, infer R, infer D, any> ? Parts<S, C, E, O, V, R, D>[K] : never;
interface Parts<S = unknown, C = unknown, E = unknown, O = unknown, V = unknown, R = unknown, D = unknown> {
  state: S;
  command: C;
  event: E;
  options: O;
  view: V;
  redacted: R;
  kind: D;
}
export type StateOf<G> = Part<G, 'state'>;
export type CommandOf<G> = Part<G, 'command'>;
export type EventOf<G> = Part<G, 'event'>;
export type OptionsOf<G> = Part<G, 'options'>;
export type ViewOf<G> = Part<G, 'view'>;
export type RedactedOf<G> = Part<G, 'redacted'>;
export type DecisionKindOf<G> = Part<G, 'kind'>;
