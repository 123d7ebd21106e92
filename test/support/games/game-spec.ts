/**
 * Given / When / Then for every game, in the spirit of Emmett's DeciderSpecification:
 *
 *   const spec = gameSpec(ripperRummy, { options: { players: 2 } });
 *   spec.given(state).when(0, { type: 'draw', from: 'deck' }).then([{ type: 'CardDrawn', … }]);
 *   spec.given(events).when(1, command).thenRejected('not-your-turn');
 *   spec.given(state).when(0, a).when(1, b).thenView(1, (v) => expect(v.yourHand).toEqual([…]));
 *
 * A command goes through the game's command schema first, as the platform does, so a wrong shape
 * is rejected with `invalid-command`. Randomness is per scenario: the n-th command of a scenario
 * draws from `createRng(seed, n)`, so a test's outcome never depends on the tests before it.
 */
import { expect } from 'vitest';
import { fold, startGame } from '../../../domain/engine/decider.js';
import type { AnyGame, CommandOf, EventOf, OptionsOf, Seat, StateOf, ViewOf, Viewer } from '../../../domain/engine/game.js';
import { isRejection, reject, type Rejection } from '../../../domain/engine/rejection.js';
import { createRng } from '../../../domain/engine/rng.js';

export interface SpecOptions {
  /** Raw creation options, as a client posts them (the game's schema fills defaults). */
  readonly options?: Readonly<Record<string, unknown>>;
  /** Seats at the table; defaults to the count the options ask for. */
  readonly seats?: number;
  /** Seed of every scenario's random stream. */
  readonly seed?: string;
}

/** A position of the game: its state, and the events of the command that led to it (if any). */
export interface Scenario<G extends AnyGame> {
  readonly state: StateOf<G>;
  readonly events: readonly EventOf<G>[];
  when(seat: Seat, command: CommandOf<G> | Readonly<Record<string, unknown>>): When<G>;
  /** Asserts on what `viewer` sees now: a callback, or an object the view must match. */
  thenView(viewer: Viewer, expected: ((view: ViewOf<G>) => void) | Readonly<Record<string, unknown>>): Scenario<G>;
  /** Asserts on the state now. */
  thenState(check: (state: StateOf<G>) => void): Scenario<G>;
  view(viewer: Viewer): ViewOf<G>;
  legal(seat: Seat): CommandOf<G>[];
}

/** One command about to be judged, after the given position (and any accepted commands before it). */
export interface When<G extends AnyGame> {
  /** The command must be accepted; the next command is judged after it. */
  when(seat: Seat, command: CommandOf<G> | Readonly<Record<string, unknown>>): When<G>;
  /** The command is accepted and produces exactly these events (or passes the callback's checks). */
  then(expected: readonly EventOf<G>[] | ((events: EventOf<G>[], state: StateOf<G>) => void)): Scenario<G>;
  /** The command is rejected with this code. */
  thenRejected(code: string): Rejection;
  thenView(viewer: Viewer, expected: ((view: ViewOf<G>) => void) | Readonly<Record<string, unknown>>): Scenario<G>;
  thenState(check: (state: StateOf<G>) => void): Scenario<G>;
  /** The command is accepted: the position after it. */
  accepted(): Scenario<G>;
  /** The outcome without asserting: the position after it, or the rejection. */
  outcome(): Scenario<G> | Rejection;
}

export interface GameSpec<G extends AnyGame> {
  readonly options: OptionsOf<G>;
  readonly seats: number;
  /** From a state, or from events applied to the game's initial state. */
  given(start: StateOf<G> | readonly EventOf<G>[]): Scenario<G>;
  /** A new game: its setup with a seeded stream. */
  start(seed?: string): Scenario<G>;
}

export function gameSpec<G extends AnyGame>(game: G, spec: SpecOptions = {}): GameSpec<G> {
  const options: OptionsOf<G> = game.options.parse(spec.options ?? {});
  const seats = spec.seats ?? game.seats(options).count;
  const seed = spec.seed ?? 'spec';

  const judge = (state: StateOf<G>, seat: Seat, raw: unknown, step: number): { state: StateOf<G>; events: EventOf<G>[] } | Rejection => {
    const parsed = game.commands.safeParse(raw);
    if (!parsed.success) return reject('invalid-command', `not a command of ${game.id}: ${JSON.stringify(raw)}`);
    const decided: EventOf<G>[] | Rejection = game.decide(state, parsed.data, seat, createRng(seed, step));
    if (isRejection(decided)) return decided;
    return { state: fold(game, state, decided), events: decided };
  };

  const scenario = (state: StateOf<G>, events: readonly EventOf<G>[], step: number): Scenario<G> => {
    const self: Scenario<G> = {
      state,
      events,
      when: (seat, command) => when(self, seat, command, step),
      thenView(viewer, expected) {
        const v: ViewOf<G> = game.view(state, viewer);
        if (typeof expected === 'function') expected(v);
        else expect(v).toMatchObject(expected);
        return self;
      },
      thenState(check) {
        check(state);
        return self;
      },
      view: (viewer) => game.view(state, viewer),
      legal: (seat) => game.legalCommands(state, seat),
    };
    return self;
  };

  const when = (before: Scenario<G>, seat: Seat, command: unknown, step: number): When<G> => {
    const outcome = judge(before.state, seat, command, step);
    const describe = `seat ${seat} ${JSON.stringify(command)}`;
    const accepted = (): Scenario<G> => {
      if (isRejection(outcome)) throw new Error(`${describe} was rejected: ${outcome.code} (${outcome.message})`);
      return scenario(outcome.state, outcome.events, step + 1);
    };
    return {
      when: (nextSeat, next) => when(accepted(), nextSeat, next, step + 1),
      then(expected) {
        const after = accepted();
        const events = [...after.events];
        if (typeof expected === 'function') expected(events, after.state);
        else expect(events).toEqual(expected);
        return after;
      },
      thenRejected(code) {
        if (!isRejection(outcome)) throw new Error(`${describe} was accepted (${outcome.events.map((e) => e.type).join(', ')}) but expected ${code}`);
        expect(outcome.code, `${describe}: ${outcome.message}`).toBe(code);
        return outcome;
      },
      thenView: (viewer, expected) => accepted().thenView(viewer, expected),
      thenState: (check) => accepted().thenState(check),
      accepted,
      outcome: () => (isRejection(outcome) ? outcome : accepted()),
    };
  };

  return {
    options,
    seats,
    given(start) {
      const state = isEventList<G>(start) ? fold(game, game.initialState(options, seats), start) : start;
      return scenario(state, [], 0);
    },
    start(startSeed = seed) {
      const started = startGame(game, options, seats, createRng(startSeed, 0));
      return scenario(started.state, started.events, 0);
    },
  };
}

function isEventList<G extends AnyGame>(start: StateOf<G> | readonly EventOf<G>[]): start is readonly EventOf<G>[] {
  return Array.isArray(start);
}
