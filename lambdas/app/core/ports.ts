/**
 * Everything the use cases need from outside, in one place. lambdas/store (DynamoDB, SNS) and
 * lambdas/wiring.ts implement these; tests use in-memory ones. app/ itself imports no adapter and
 * no AWS SDK, so a use case can be read and tested without either.
 */
import type { AccountFarewell, DeviceToken, GameRecord, PlayerRecord, SubscriptionState } from './model.js';
import type { Page, PagePosition } from './cursor.js';
import type { GameSummary, InboxEntry, InboxRow, LobbyEntry } from './read-models.js';

/** One version as a history tells it: who acted when, and what was recorded. */
export type HistoryRecord = Pick<GameRecord, 'version' | 'at' | 'actor' | 'platformEvents' | 'events'>;

export interface HistoryPage {
  readonly records: readonly HistoryRecord[];
  readonly hasMore: boolean;
  /** The game's newest version when this page reached it (no more after it), else null (read it with `latest`). */
  readonly newest: GameRecord | null;
}

/** The game stream: one stored version per accepted command. */
export interface EventStore {
  /** The newest version of a game (strongly consistent), or null if there is no such game. */
  latest(gameId: string): Promise<GameRecord | null>;
  /**
   * The newest version this process appended or loaded, from memory and without a read; null when
   * it keeps none. It may be stale (another process appended since), so only a caller about to
   * append on it may use it — the append then conflicts — and an answer decided on it without an
   * append must be decided again on `latest` (see onLatestVersion).
   */
  remembered(gameId: string): GameRecord | null;
  atVersion(gameId: string, version: number): Promise<GameRecord | null>;
  /** Writes `record` only if its version does not exist yet (optimistic concurrency). */
  append(record: GameRecord): Promise<'appended' | 'conflict'>;
  /** Versions after `after`, oldest first, at most `limit`; and the newest version, when the page reaches it. */
  history(gameId: string, after: number, limit: number): Promise<HistoryPage>;
  /** The `count` versions before `version` (fewer near the game's start), oldest first: one Query, strongly consistent. */
  before(gameId: string, version: number, count: number): Promise<readonly HistoryRecord[]>;
}

export interface PlayerStore {
  /**
   * Inserts a new player and claims its e-mail address (`emailKey`, see emailKey()), both or
   * neither: `email-taken` when another player holds the address, `id-taken` when the id exists.
   */
  create(player: PlayerRecord, emailKey: string): Promise<'created' | 'email-taken' | 'id-taken'>;
  get(playerId: string): Promise<PlayerRecord | null>;
  /** The id of the player holding an address, by its key; null when nobody does. */
  findByEmail(emailKey: string): Promise<string | null>;
  update(playerId: string, changes: Partial<Pick<PlayerRecord, 'name' | 'notifications' | 'timeZone' | 'clock' | 'subscription' | 'pendingEmail' | 'time'>>): Promise<PlayerRecord | null>;
  /**
   * Adds a device token and drops `evict` (ids), while the player's tokens are still as `player`
   * holds them (its storage) and fewer than `limit` after the change; false when they changed
   * meanwhile or the player is gone (read the player again and retry).
   */
  addToken(player: PlayerRecord, token: DeviceToken, evict: readonly string[], limit: number): Promise<boolean>;
  /** Removes tokens; the player as changed, or null when the tokens changed meanwhile or the player is gone. */
  removeTokens(player: PlayerRecord, tokenIds: readonly string[]): Promise<PlayerRecord | null>;
  /** Records that a token was used in `hour` (ISO); a no-op when it already was, or is gone. */
  touchToken(player: PlayerRecord, tokenId: string, hour: string): Promise<void>;
  /**
   * Completes a change of address, all at once: the player takes `change.email`, its key is
   * claimed and the old one released, the pending change is cleared; only while the pending
   * change is still the one with `codeHash`. `email-taken` when another player holds the new
   * address; `stale` when the pending change is not that one any more (or the player is gone).
   */
  changeEmail(
    player: PlayerRecord,
    change: { readonly email: string; readonly emailKey: string; readonly oldEmailKey: string; readonly codeHash: string; readonly subscription: SubscriptionState },
  ): Promise<'changed' | 'email-taken' | 'stale'>;
  /**
   * Deletes the player (its tokens with it), releases its address's claim (`emailKey`, when this
   * player holds it) and leaves `farewell` for the stream consumer, all at once; false when the
   * player is already gone (and nothing is written).
   */
  remove(player: PlayerRecord, emailKey: string, farewell: AccountFarewell): Promise<boolean>;
}

/** Deleted accounts' farewells (farewell.ts): each is written with its deletion (PlayerStore.remove) and done once. */
export interface Farewells {
  /** Its work is done: it goes (a no-op when it went already). */
  done(playerId: string): Promise<void>;
  /** Farewells not done whose time for the sweeper to take them over has come by `nowIso` (at most `limit`). */
  due(nowIso: string, limit: number): Promise<AccountFarewell[]>;
}

/** One-time sign-in codes, kept by their hash until they expire (docs/architecture.md §3). */
export interface SignInCodes {
  put(codeHash: string, playerId: string, expiresAtMs: number): Promise<void>;
  /** Takes a code once: its player if it exists and has not expired at `nowMs` (it is gone afterwards); else null, and nothing changes. */
  take(codeHash: string, nowMs: number): Promise<{ readonly playerId: string } | null>;
}

/** Counts events per key over a sliding window. */
export interface RateLimiter {
  /** Counts one more event under `key` unless `limit` happened within the last `windowMs`; then says how long until one more is allowed. */
  hit(key: string, limit: number, windowMs: number, nowMs: number): Promise<{ readonly ok: true } | { readonly ok: false; readonly retryAfterMs: number }>;
}

/** Which page of a player's game list to read. */
export interface ListQuery {
  readonly limit: number;
  /** Only games with this status; absent: all, in play first, then waiting, finished, cancelled. */
  readonly status?: InboxEntry['status'];
  /** The end of the page before; absent: the first page. */
  readonly after?: PagePosition;
}

/** A player's game list, as read by GET /games: pages in index order, the games waiting for the player first within each page. */
export interface InboxStore {
  listForPlayer(playerId: string, query: ListQuery): Promise<Page<InboxEntry>>;
  /** The games of the player's list that are waiting or in play (seats and invitations), every page, rows only: no summaries read. */
  openGameIds(playerId: string): Promise<string[]>;
}

/** The lobby (GET /lobby): public waiting games with open seats, per game, oldest first; written by the stream consumer. */
export interface LobbyStore {
  /** Lists the game (or, with `listed: false`, takes it out) as of `entry.version`, unless a newer version was projected. */
  put(entry: LobbyEntry, listed: boolean): Promise<'written' | 'stale'>;
  page(game: string, limit: number, after?: PagePosition): Promise<Page<LobbyEntry>>;
}

/** The same list, as the stream consumer writes it: each seat's row. */
export interface InboxProjection {
  /** Writes a seat's (or an invitation's) row unless a newer version was already projected (redelivery-safe). */
  put(row: InboxRow): Promise<'written' | 'stale'>;
  /** Takes a slot's row out of its player's list as of `version` (a seat freed, an invitation taken or closed), unless a newer version was projected. */
  vacate(gameId: string, slot: number, version: number): Promise<'written' | 'stale'>;
}

/**
 * Each game's summary for the list (its version and pending decisions), kept with the notifications
 * sent for the version it summarises: one small item, without an index entry, per game.
 */
export interface SummaryStore {
  /** Writes the summary and the keys (`<kind>:<playerId>`) sent for its version so far, unless a newer version is stored. */
  putSummary(summary: GameSummary, sent: readonly string[]): Promise<'written' | 'stale'>;
  /**
   * The notifications of `version` already sent: 'all' once a newer version is summarised (records
   * of a game are handled in order, so that version was done before).
   */
  sentFor(gameId: string, version: number): Promise<ReadonlySet<string> | 'all'>;
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

/**
 * Which notifications of a game version were sent, as versions stored before summaries held it
 * (NOTIFY# items): read only when such a version is redelivered, so it sends nothing twice.
 */
export interface LegacyNotificationLog {
  sentFor(gameId: string, version: number): Promise<Set<string>>;
}

/** Game mails (from the stream and the sweeper), and account mails (sent directly by a route). */
export type MessageKind = 'your-turn' | 'decision-needed' | 'game-started' | 'game-over' | 'reminder' | 'timed-out' | 'invitation' | 'game-cancelled' | 'game-abandoned' | 'player-left' | 'vacation' | 'auto-vacation' | 'digest' | 'reply-answer' | AccountMessageKind;
export type AccountMessageKind = 'sign-in' | 'email-change-code' | 'email-change-requested' | 'webhook-failing';

/** A game mail as messages.ts renders it. */
export interface OutgoingMessage {
  readonly playerId: string;
  readonly gameId: string;
  readonly kind: MessageKind;
  readonly subject: string;
  readonly body: string;
  /** The reader's legal commands, numbered, for answering by mail (inbound/); written into the mail only where replies are accepted. */
  readonly moves?: MailMoves;
}

/** A seat's numbered commands at one version, as a mail lists them (domain/engine/mail-commands.ts). */
export interface MailMoves {
  readonly gameId: string;
  readonly seat: number;
  readonly version: number;
  /** The seat's holder at that version: the reply address is signed for them. */
  readonly playerId: string;
  readonly commands: readonly { readonly number: number; readonly group: string; readonly words: string }[];
}

/** A message as published: to one player at one address, with an id that names it for good. */
export interface Notification {
  readonly playerId: string;
  /** The address it is for: of the player's subscriptions, only the one at this address gets it. */
  readonly to: string;
  readonly kind: MessageKind;
  readonly subject: string;
  readonly body: string;
  /** The game and version a game mail is about. */
  readonly gameId?: string;
  readonly version?: number;
  /** The reader's numbered commands (OutgoingMessage.moves). */
  readonly moves?: MailMoves;
  /**
   * The same on every attempt to send this notification: `<gameId>/<version>/<kind>/<playerId>` for a
   * version's messages (what its sent-mark records), `<gameId>/reminder/<seat>:<kind>:<since>` for a
   * reminder, `<kind>/<hash of its code>` for an account mail. A publish repeated after a crash
   * between the publish and its mark carries the same id, so a receiver can drop the repeat (the
   * local runtime's outbox does).
   */
  readonly notificationId: string;
}

/** E-mail to players (docs/architecture.md §5): subscriptions filtered by playerId, and messages to one player. */
export interface Notifier {
  /**
   * Subscribes an e-mail address with a filter policy on the playerId and recipient attributes (so
   * it gets only this player's mail to this address); returns the subscription ARN.
   */
  subscribe(email: string, playerId: string): Promise<string>;
  /** Removes a subscription; resolves also when it was gone already. */
  unsubscribe(subscriptionArn: string): Promise<void>;
  /** True once the address owner confirmed the subscription (SNS sends the confirmation mail). */
  isConfirmed(subscriptionArn: string): Promise<boolean>;
  publish(message: Notification): Promise<void>;
}

/** Who a verified token belongs to: the player, and which of its tokens it is. */
export interface Caller {
  readonly player: PlayerRecord;
  readonly tokenId: string;
  /**
   * The record was read from the store while this request's token was checked (not taken from a warm
   * process's token cache, where it may be up to a minute old): a use case that must judge on the
   * stored record may use it as it is (auth.ts: storedRecordOf). It holds for that request only: a
   * use case that changes the record does not update it.
   */
  readonly fresh?: boolean;
}

/** Verified tokens a warm process remembers for a bounded time, keyed by a digest of the token (never the token). */
export interface TokenCache {
  get(tokenDigest: string, nowMs: number): Caller | undefined;
  set(tokenDigest: string, caller: Caller, nowMs: number): void;
  /** Forget a player (after a change to it), so the next request re-reads it. */
  forget(playerId: string): void;
}

/** The one-click unsubscribe links mails end with: `t` signed with a key of the deployment (HMAC). */
export const UNSUBSCRIBE_KINDS = ['email', 'reminders', 'news'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];
export interface UnsubscribeLinks {
  /** The link's `t` value for a player and what it turns off. */
  token(playerId: string, kind: UnsubscribeKind): Promise<string>;
  /** What a `t` value says, if it was signed with this deployment's key; else null. */
  verify(token: string): Promise<{ readonly playerId: string; readonly kind: UnsubscribeKind } | null>;
}

export interface Clock {
  now(): Date;
}

export interface IdSource {
  gameId(): string;
  playerId(): string;
  /** A token secret, or a sign-in or confirmation code: high entropy, URL-safe. */
  secret(): string;
  /** A device token's id (not secret). */
  tokenId(): string;
  /** A game's RNG seed. */
  seed(): string;
}

/** Where background work reports what it skipped or retries (never a token, a seed or a view). */
export type Log = (message: string, detail?: Record<string, unknown>) => void;
