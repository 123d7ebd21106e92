/**
 * Running a Game: the few pure steps the platform (and the tests) need, written once.
 * Generic over the game, so a caller holding `mrJack` gets Mr. Jack's states and events back.
 */
import type { AnyGame, CommandOf, EventOf, OptionsOf, Seat, StateOf } from './game.js';
import { isRejection, type Rejection } from './rejection.js';
import type { Rng } from './rng.js';

export function fold<G extends AnyGame>(game: G, state: StateOf<G>, events: readonly EventOf<G>[]): StateOf<G> {
  let s = state;
  for (const e of events) s = game.evolve(s, e);
  return s;
}

/** The state right after `setup`, plus the events that produced it. */
export function startGame<G extends AnyGame>(game: G, options: OptionsOf<G>, seatCount: number, rng: Rng): { state: StateOf<G>; events: EventOf<G>[] } {
  const events: EventOf<G>[] = game.setup(options, seatCount, rng);
  return { state: fold(game, game.initialState(options, seatCount), events), events };
}

export interface Accepted<State, Event> {
  readonly events: Event[];
  readonly state: State;
}

/** decide, then evolve: the state after an accepted command, or the Rejection. */
export function applyCommand<G extends AnyGame>(
  game: G,
  state: StateOf<G>,
  seat: Seat,
  command: CommandOf<G>,
  rng: Rng,
): Accepted<StateOf<G>, EventOf<G>> | Rejection {
  const decided: EventOf<G>[] | Rejection = game.decide(state, command, seat, rng);
  if (isRejection(decided)) return decided;
  return { events: decided, state: fold(game, state, decided) };
}
