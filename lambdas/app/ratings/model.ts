/** The ratings' read model and its store (lambdas/store/ratings/rating-store.ts implements it). */
import type { Page, PagePosition } from '../core/cursor.js';
import type { SkillState } from './shown.js';

/** How many changes a player's rating keeps, newest last. */
export const CHANGES_KEPT = 50;
/** Rated games a player needs to be on a leaderboard. */
export const LEADERBOARD_MIN_GAMES = 5;

/** One rated game's change to a player's shown rating. */
export interface RatingChange {
  readonly gameId: string;
  readonly before: number;
  readonly after: number;
  /** When the game ended (ISO). */
  readonly at: string;
}

/** A player's rating in one game kind. */
export interface PlayerRating {
  readonly game: string;
  readonly playerId: string;
  /** The name they played their last rated game under. */
  readonly name: string;
  readonly skill: SkillState;
  readonly gamesRated: number;
  readonly wins: number;
  readonly losses: number;
  /** The last CHANGES_KEPT changes, oldest first. */
  readonly changes: readonly RatingChange[];
}

/** A stored rating and the revision its next write is conditional on. */
export interface Revised<T> {
  readonly value: T;
  readonly rev: number;
}

/** A rating to write: conditional on `rev` (null: the player had none), listed on the leaderboard at `boardKey` (null: not listed). */
export interface RatingWrite {
  readonly rating: PlayerRating;
  readonly rev: number | null;
  readonly boardKey: string | null;
}

export interface RatingStore {
  /** The players' current ratings in one game kind (strongly consistent); a player never rated is absent. */
  read(game: string, playerIds: readonly string[]): Promise<ReadonlyMap<string, Revised<PlayerRating>>>;
  /** Whether a game's ratings were applied already. */
  applied(gameId: string): Promise<boolean>;
  /**
   * Writes a game's new ratings and its mark, all or none: `already` when the game's mark exists
   * (applied before), `conflict` when a rating moved since it was read (another game of that player ended).
   */
  apply(gameId: string, at: string, writes: readonly RatingWrite[]): Promise<'applied' | 'already' | 'conflict'>;
  /** A player's ratings, one per game kind they were rated in. */
  ofPlayer(playerId: string, games: readonly string[]): Promise<PlayerRating[]>;
  /** A page of a game kind's leaderboard, highest first. */
  leaderboard(game: string, limit: number, after?: PagePosition): Promise<Page<PlayerRating>>;
}
