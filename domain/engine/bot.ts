/**
 * A bot plays a seat from exactly what that seat's player is given by GET /games/{id}: the seat's
 * `view`, its `legalCommands` and the public `pending` decisions, as plain JSON. It never sees the
 * state, so it cannot read hidden information (a test hands it only the JSON a player gets).
 *
 * Bots are pure and stateless between decisions (they run in the stream consumer and the sweeper,
 * one decision per call); randomness comes from the `rng` they are given, so a decision replays.
 */
import type { Decision, Seat } from './seat.js';
import type { Rng } from './rng.js';

/** How hard a bot tries: the search budget or the noise in its heuristic. */
export const BOT_LEVELS = ['easy', 'normal', 'hard'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** What a bot decides from: the player's JSON for its seat, nothing else. */
export interface BotInput<View, Command> {
  readonly seat: Seat;
  readonly view: View;
  /** Never empty: a bot is asked only when its seat is pending. */
  readonly legalCommands: readonly Command[];
  readonly pending: readonly Decision[];
}

export interface Bot<View, Command> {
  /** One of `input.legalCommands`, chosen at `level`. */
  choose(input: BotInput<View, Command>, level: BotLevel, rng: Rng): Command;
}
