/**
 * Running a Game: the few pure steps the platform (and the tests) need, written once.
 */
import type { AnyGame, GameEvent, Seat } from './game.js';
import { isRejection, type Rejection } from './rejection.js';
import type { Rng } from './rng.js';

export function fold<S>(game: AnyGame, state: S, events: readonly GameEvent[]): S {
  let s = state;
  for (const e of events) s = game.evolve(s, e) as S;
  return s;
}

/** The state right after `setup`, plus the events that produced it. */
export function startGame(game: AnyGame, options: unknown, seatCount: number, rng: Rng): { state: unknown; events: GameEvent[] } {
  const events = game.setup(options, seatCount, rng) as GameEvent[];
  return { state: fold(game, game.initialState(options, seatCount), events), events };
}

export interface Accepted {
  readonly events: GameEvent[];
  readonly state: unknown;
}

/** decide, then evolve: the state after an accepted command, or the Rejection. */
export function applyCommand(game: AnyGame, state: unknown, seat: Seat, command: unknown, rng: Rng): Accepted | Rejection {
  const decided = game.decide(state, command, seat, rng) as GameEvent[] | Rejection;
  if (isRejection(decided)) return decided;
  return { events: decided, state: fold(game, state, decided) };
}

/** Rebuilds a state from the full history, as a replay or an audit would. */
export function replay(game: AnyGame, options: unknown, seatCount: number, events: readonly GameEvent[]): unknown {
  return fold(game, game.initialState(options, seatCount), events);
}
