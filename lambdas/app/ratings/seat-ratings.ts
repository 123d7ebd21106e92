/**
 * Ratings beside the players of a game (docs/ratings.md, "Ratings beside names"): each person's
 * current rating in the game's kind, read when a game is read (GET /games/{gameId}), never written
 * with a move, so a command costs what it did. A player never rated shows the system's start,
 * provisional. Bots have none.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { RatingKind } from '../../../domain/engine/words.js';
import type { Seat } from '../../../domain/engine/game.js';
import type { GameRegistry } from '../../../domain/games/registry.js';
import type { GameRecord } from '../core/model.js';
import { takenSeats } from '../core/seats.js';
import type { PlayerRating, RatingStore } from './model.js';
import { initialSkill, isProvisional, shownSkill } from './shown.js';

export const SeatRatingSchema = /* @__PURE__ */ builtOnce(() =>
  z
    .object({
      rating: z.number().check(z.describe("The rating shown: Glicko-2's rating (Mr. Jack), or the ordinal μ − 3σ (Ripper Rummy); the start rating before a first rated game.")),
      provisional: z.boolean().check(z.describe('Still uncertain: a deviation over 110, or σ over 4 (always, before a first rated game).')),
      gamesRated: z.int().check(z.minimum(0)),
    })
    .check(z.describe("The player's current rating in this game's kind (GET /players/{playerId}/ratings has the details).")),
);
export type SeatRating = z.infer<ReturnType<typeof SeatRatingSchema>>;

/** The rating shown beside a player: their stored rating, or the system's start when they have none. */
export function seatRating(kind: RatingKind, stored: PlayerRating | undefined): SeatRating {
  const skill = stored?.skill ?? initialSkill(kind);
  return { rating: shownSkill(kind, skill).rating, provisional: isProvisional(kind, skill), gamesRated: stored?.gamesRated ?? 0 };
}

/** The current ratings of these players in one game kind (eventually consistent reads, together), by player id. */
export async function currentRatings(ratings: Pick<RatingStore, 'ofPlayer'>, kind: RatingKind, game: string, playerIds: readonly string[]): Promise<Map<string, SeatRating>> {
  const unique = [...new Set(playerIds)];
  const found = await Promise.all(unique.map(async (id) => [id, (await ratings.ofPlayer(id, [game]))[0]] as const));
  return new Map(found.map(([id, stored]) => [id, seatRating(kind, stored)]));
}

/** A game's seats with each person's rating beside them (a bot's seat as it was). */
export async function withSeatRatings<G extends { readonly game: string; readonly seats: readonly { readonly playerId: string; readonly bot?: unknown }[] }>(
  deps: { readonly ratings: Pick<RatingStore, 'ofPlayer'>; readonly kindOf: (game: string) => RatingKind | undefined },
  resource: G,
): Promise<G> {
  const kind = deps.kindOf(resource.game);
  const people = resource.seats.filter((s) => s.bot === undefined).map((s) => s.playerId);
  if (!kind || people.length === 0) return resource;
  const ratings = await currentRatings(deps.ratings, kind, resource.game, people);
  return { ...resource, seats: resource.seats.map((s) => (s.bot === undefined && ratings.has(s.playerId) ? { ...s, rating: ratings.get(s.playerId) } : s)) };
}

/** The lobby entry's ratings of a game's seated people, by seat (the lobby's projection reads them when it writes the entry). */
export async function seatedRatings(deps: { readonly ratings: Pick<RatingStore, 'ofPlayer'>; readonly games: GameRegistry }, record: GameRecord): Promise<Map<Seat, SeatRating>> {
  const kind = deps.games.get(record.snapshot.game)?.words.rating;
  const people = takenSeats(record.snapshot).filter(({ holder }) => !holder.bot);
  if (!kind || people.length === 0) return new Map();
  const ratings = await currentRatings(deps.ratings, kind, record.snapshot.game, people.map(({ holder }) => holder.playerId));
  return new Map(people.flatMap(({ seat, holder }) => { const r = ratings.get(holder.playerId); return r ? [[seat, r] as const] : []; }));
}
