/**
 * The ratings' pages' state and loaders: a player's ratings (the profile page) and a game's
 * leaderboard, a page at a time. Kept here, beside the store, and drawn with its `update()`.
 * Seats' ratings come with GET /games/{gameId} only (not with a command's answer): the last ones
 * seen are remembered, so a seat keeps its rating between reads.
 */
import type { components } from '../../../client/index.js';
import { api, unwrapData } from './api.js';

export type PlayerRatings = components['schemas']['PlayerRatings'];
export type LeaderboardRow = components['schemas']['LeaderboardPage']['players'][number];
type SeatRating = NonNullable<components['schemas']['Seat']['rating']>;

export interface RatingsState {
  /** The profile shown: whose (the address's id, `me` for oneself) and what was read. */
  profile: { readonly id: string; readonly ratings: PlayerRatings | null } | null;
  /** The leaderboard shown: its game, its rows so far, the cursor of the next page. */
  board: { readonly game: string; readonly rows: readonly LeaderboardRow[] | null; readonly cursor: string | null };
}

export const ratings: RatingsState = { profile: null, board: { game: '', rows: null, cursor: null } };

/** The profile page: a player's ratings (`me` for the caller). */
export async function loadProfile(id: string): Promise<void> {
  ratings.profile = { id, ratings: null };
  const read = unwrapData(await api().api.GET('/players/{playerId}/ratings', { params: { path: { playerId: id } } }));
  if (ratings.profile?.id === id) ratings.profile = { id, ratings: read };
}

/** The leaderboard of `game`: its first page, or (`more`) the next one appended. */
export async function loadBoard(game: string, more = false): Promise<void> {
  const after = more && ratings.board.game === game ? ratings.board.cursor : null;
  if (!after) ratings.board = { game, rows: null, cursor: null };
  const page = unwrapData(await api().api.GET('/leaderboards/{game}', { params: { path: { game }, query: { limit: BOARD_PAGE, ...(after ? { cursor: after } : {}) } } }));
  if (ratings.board.game !== game) return;
  ratings.board = { game, rows: [...(after ? (ratings.board.rows ?? []) : []), ...page.players], cursor: page.cursor };
}

/** Rows per leaderboard page. */
export const BOARD_PAGE = 20;

const seen = new Map<string, SeatRating>();

/** A seat's rating: the one its game's read brought, else the last seen for that player in that game kind. */
export function seatRating(game: string, seat: { readonly playerId: string; readonly rating?: SeatRating }): SeatRating | undefined {
  const key = `${game}#${seat.playerId}`;
  if (seat.rating) seen.set(key, seat.rating);
  return seat.rating ?? seen.get(key);
}
