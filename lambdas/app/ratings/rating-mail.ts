/**
 * The rating line of the game-over mail ("Your rating in Mr. Jack: 1523 → 1541."), from the rating
 * step's own result (docs/ratings.md, "The game-over mail").
 *
 * The rating step runs before the mails of the version that ends a rated game, in the same stream
 * step, so one game-over mail carries the line (no second mail). A redelivered version finds its
 * game rated already: the lines are then read back from the stored ratings, whose last changes name
 * the game, so a mail sent on the retry says the same as the first attempt would have.
 */
import type { AnyGame } from '../../../domain/engine/game.js';
import type { RatingKind } from '../../../domain/engine/words.js';
import type { GameRegistry } from '../../../domain/games/registry.js';
import type { GameRecord } from '../core/model.js';
import { takenSeats } from '../core/seats.js';
import { isRated } from './rated.js';
import { rateFinishedGame, type AppliedChange, type RatingDeps } from './rate-game.js';

/** A shown rating as people read it: Glicko-2's to the unit, Weng–Lin's ordinal (a small number) to one decimal. */
export function formatRating(kind: RatingKind, rating: number): string {
  const text = kind.system === 'glicko2' ? String(Math.round(rating)) : rating.toFixed(1);
  // -0 and -0.0 read as 0.
  return /^-0(\.0)?$/.test(text) ? text.slice(1) : text;
}

/** Each rated player's mail line, by player id: their shown rating before and after the game. */
export function ratingMailLines(game: AnyGame, changes: readonly Pick<AppliedChange, 'playerId' | 'before' | 'after'>[]): Map<string, string> {
  const kind = game.words.rating;
  return new Map(changes.map((c) => [c.playerId, `Your rating in ${game.title}: ${formatRating(kind, c.before)} → ${formatRating(kind, c.after)}.`]));
}

/**
 * Rates a finished rated game (rate-game.ts) and answers each rated player's change from it: the
 * changes just applied, or, when the game was rated already (a redelivered version), the changes
 * stored for it. Any other version answers none, without a read.
 */
export async function rateAndTell(deps: RatingDeps, record: GameRecord): Promise<readonly AppliedChange[]> {
  const applied = await rateFinishedGame(deps, record);
  if (applied) return applied;
  const s = record.snapshot;
  if (s.status !== 'finished' || !isRated(s)) return [];
  const seated = takenSeats(s).filter(({ holder }) => !holder.bot);
  if (seated.length === 0) return [];
  const stored = await deps.ratings.read(s.game, seated.map(({ holder }) => holder.playerId));
  return seated.flatMap(({ seat, holder }) => {
    const change = stored.get(holder.playerId)?.value.changes.find((c) => c.gameId === record.gameId);
    return change ? [{ seat, playerId: holder.playerId, before: change.before, after: change.after }] : [];
  });
}

/** The mail lines of a version's rating changes (none for a game not in the registry). */
export function ratingMailLinesOf(games: GameRegistry, record: GameRecord, changes: readonly AppliedChange[]): Map<string, string> {
  const game = changes.length > 0 ? games.get(record.snapshot.game) : undefined;
  return game ? ratingMailLines(game, changes) : new Map();
}
