/** What the use cases need from the outside world; lambdas/store and lambdas/notify implement it. */
import type { GameRecord, InboxEntry, PlayerRecord } from './model.js';

export interface HistoryPage {
  readonly records: readonly Pick<GameRecord, 'version' | 'at' | 'actor' | 'platformEvents' | 'events'>[];
  readonly hasMore: boolean;
}

export interface EventStore {
  /** The newest version of a game (strongly consistent), or null if there is no such game. */
  latest(gameId: string): Promise<GameRecord | null>;
  atVersion(gameId: string, version: number): Promise<GameRecord | null>;
  /** Writes `record` only if its version does not exist yet (optimistic concurrency). */
  append(record: GameRecord): Promise<'appended' | 'conflict'>;
  /** Versions after `after`, oldest first, at most `limit`. */
  history(gameId: string, after: number, limit: number): Promise<HistoryPage>;
}

export interface PlayerStore {
  /** Inserts a new player; false if the id is taken. */
  create(player: PlayerRecord): Promise<boolean>;
  get(playerId: string): Promise<PlayerRecord | null>;
  update(playerId: string, changes: Partial<Pick<PlayerRecord, 'name' | 'email' | 'notifications' | 'subscription'>>): Promise<PlayerRecord | null>;
}

export interface InboxStore {
  listForPlayer(playerId: string, limit: number): Promise<InboxEntry[]>;
}

export interface Clock {
  now(): Date;
}

export interface IdSource {
  gameId(): string;
  playerId(): string;
  /** A token secret: high entropy, URL-safe. */
  secret(): string;
  /** A game's RNG seed. */
  seed(): string;
}
