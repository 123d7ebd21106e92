/**
 * Everything the use cases need from outside, in one place. lambdas/store (DynamoDB),
 * lambdas/notify (SNS) and lambdas/wiring.ts implement these; tests use in-memory ones. app/ itself
 * imports no adapter and no AWS SDK, so a use case can be read and tested without either.
 */
import type { GameRecord, InboxEntry, InboxRow, PlayerRecord } from './model.js';

export interface HistoryPage {
  readonly records: readonly Pick<GameRecord, 'version' | 'at' | 'actor' | 'platformEvents' | 'events'>[];
  readonly hasMore: boolean;
}

/** The game stream: one stored version per accepted command. */
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

/** A player's game list, as read by GET /games. */
export interface InboxStore {
  listForPlayer(playerId: string, limit: number): Promise<InboxEntry[]>;
}

/** The same list, as the stream consumer writes it. */
export interface InboxProjection {
  /** Writes a seat's row unless a newer version was already projected (redelivery-safe). */
  put(row: InboxRow): Promise<'written' | 'stale'>;
}

/** The deadline index: when each active game next needs the sweeper. */
export interface DueStore {
  /** Moves the game's entry to `next` (null: out of the index) unless a newer version was seen. */
  schedule(gameId: string, version: number, next: string | null): Promise<void>;
  /** Game ids with something due at or before `nowIso`, oldest first. */
  dueGames(nowIso: string, limit: number): Promise<string[]>;
  reminded(gameId: string): Promise<Set<string>>;
  markReminded(gameId: string, reminderKey: string): Promise<void>;
}

/** Which notifications of a game version were sent already, so a redelivery sends nothing twice. */
export interface NotificationLog {
  sentFor(gameId: string, version: number): Promise<Set<string>>;
  markSent(gameId: string, version: number, key: string, nowMs: number): Promise<void>;
}

export type MessageKind = 'your-turn' | 'decision-needed' | 'game-started' | 'game-over' | 'reminder' | 'timed-out';

export interface OutgoingMessage {
  readonly playerId: string;
  readonly gameId: string;
  readonly kind: MessageKind;
  readonly subject: string;
  readonly body: string;
}

/** A message as published: with the game version it is about and an id that names it for good. */
export interface Notification extends OutgoingMessage {
  readonly version: number;
  /**
   * The same on every attempt to send this notification: `<gameId>/<version>/<kind>/<playerId>` for a
   * version's messages (what its sent-mark records), `<gameId>/reminder/<seat>:<kind>:<since>` for a
   * reminder. A publish repeated after a crash between the publish and its mark carries the same id,
   * so a receiver can drop the repeat (the local runtime's outbox does).
   */
  readonly notificationId: string;
}

/** E-mail to players (design §5): subscriptions filtered by playerId, and messages to one player. */
export interface Notifier {
  /** Subscribes an e-mail address with a filter policy on the playerId attribute; returns the subscription ARN. */
  subscribe(email: string, playerId: string): Promise<string>;
  unsubscribe(subscriptionArn: string): Promise<void>;
  /** True once the address owner confirmed the subscription (SNS sends the confirmation mail). */
  isConfirmed(subscriptionArn: string): Promise<boolean>;
  publish(message: Notification): Promise<void>;
}

/** Verified tokens a warm process remembers, keyed by a digest of the token (never the token). */
export interface TokenCache {
  get(tokenDigest: string, nowMs: number): PlayerRecord | undefined;
  set(tokenDigest: string, player: PlayerRecord, nowMs: number): void;
  /** Forget a player (after a profile change), so the next request re-reads it. */
  forget(playerId: string): void;
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

/** Where background work reports what it skipped or retries (never a token, a seed or a view). */
export type Log = (message: string, detail?: Record<string, unknown>) => void;
