/**
 * The platform's own model of a game: what one stored version holds. The game's State is
 * opaque here; only the game definition looks inside it.
 */
import type { GameEvent, Seat } from '../../../domain/engine/game.js';
import type { BotLevel } from '../../../domain/engine/bot.js';
import type { RngId } from '../../../domain/engine/rng.js';

/**
 * `cancelled`: its creator left while it was waiting, or the platform abandoned it on
 * hold (CancelledBecause, cancelled.ts); nothing more happens to it.
 */
export type GameStatus = 'waiting' | 'active' | 'finished' | 'cancelled';

/** Who may find a waiting game: `public` games are listed in the lobby; `private` ones only by their link or an invitation. */
export type Visibility = 'public' | 'private';

/**
 * A player invited to a waiting game (by a seated player, or by a rematch). `seat`: the seat kept
 * for them (a rematch), which nobody else may take; absent for an ordinary invitation. Never an
 * e-mail address: invitations by address are resolved to the player first.
 */
export interface Invitation {
  readonly playerId: string;
  readonly name: string;
  readonly seat?: Seat;
  /**
   * The invitee's account was deleted (InvitationWithdrawn): no longer open, and a seat kept for them
   * is free. Kept in the list rather than removed, so the other invitations keep their list slots.
   */
  readonly withdrawn?: true;
}

export interface SeatHolder {
  readonly playerId: string;
  readonly name: string;
  /** Present when a bot holds the seat: it has no inbox row, gets no mail, is never away. */
  readonly bot?: { readonly level: BotLevel };
}

/** A pending decision with its deadline (ISO time), as the platform tracks it. */
export interface TimedDecision {
  readonly seat: Seat;
  readonly kind: string;
  readonly prompt: string;
  /** When the decision opened (ISO); kept while the same seat keeps the same kind of decision. */
  readonly since: string;
  readonly deadline: string;
}

/**
 * An Idempotency-Key a seat used recently (its last 4), so a retried POST returns the first answer:
 * a short digest of the key and the version the command made. The version's own item holds the key and
 * the command, so a match is confirmed there (a digest collision is then only an extra read).
 */
export interface RememberedKey {
  /** keyDigest(key) (evolve-record.ts). */
  readonly k: string;
  readonly v: number;
}

/** How games stored before remembered keys: the whole key and sha256 of the canonical command. */
export interface LegacyRememberedKey {
  readonly key: string;
  readonly version: number;
  readonly hash: string;
}

/** What plays a passed deadline: the game's own fallback, or a bot for the seat. */
export type OnTimeout = 'fallback' | 'bot';

export interface PlatformOptions {
  /** Hours each pending decision may stay open before the game's fallback (or the bot) acts. */
  readonly turnTimeLimitHours: number;
  /** Absent in games stored before the option existed: `fallback`. */
  readonly onTimeout?: OnTimeout;
  /** Each seat's own bank of time instead of a fixed limit (lambdas/app/time/time-bank.ts); `turnTimeLimitHours` is then its initial hours. */
  readonly timeBank?: TimeBankOptions;
}

/** A time bank: what each seat starts with, gets after each of its decisions, and may hold at most (hours). */
export interface TimeBankOptions {
  readonly initialHours: number;
  readonly incrementHours: number;
  readonly maxHours: number;
}

/** Everything needed to decide the next command, stored with every version (1 read per move). */
export interface Snapshot {
  readonly game: string;
  readonly status: GameStatus;
  readonly createdAt: string;
  readonly createdBy: string;
  /** The game's own options after validation and defaults (an object: every game's options schema is one). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly platform: PlatformOptions;
  readonly seatCount: number;
  /**
   * Seat i's holder, or null (or absent, past the end) while seat i is free. Games stored before a
   * seat could be freed (seats were then only ever taken in order) hold a shorter list without
   * nulls. Read it through seats.ts, the one place that knows which seat is free, taken or kept for someone.
   */
  readonly seats: readonly (SeatHolder | null)[];
  /** Absent: `private` (every game stored before visibility existed). */
  readonly visibility?: Visibility;
  /** The game counts for its players' ratings (app/ratings/rated.ts); absent: not rated (and every game stored before ratings). */
  readonly rated?: true;
  /** Players invited while the game waits, in the order invited (at most MAX_INVITATIONS); absent: none. */
  readonly invited?: readonly Invitation[];
  /** The game this one is a rematch of. */
  readonly rematchOf?: string;
  /** Secret: seeds the game's RNG. Never in a view, an event sent out, or a log line. */
  readonly seed: string;
  /** The generator `seed` drives (domain/engine/rng.ts); absent in games stored before it was recorded: sfc32. */
  readonly rng?: RngId;
  /** The game's state; null until every seat is taken and setup has run. */
  readonly state: unknown;
  readonly pending: readonly TimedDecision[];
  readonly recentKeys: Readonly<Record<string, readonly (RememberedKey | LegacyRememberedKey)[]>>;
  /** Consecutive deadline fallbacks per seat; two in a row marks the seat away. */
  readonly timeouts: readonly number[];
  /** Seats whose player is on vacation, by seat number (lambdas/app/time/): their deadlines do not run. Absent: none. */
  readonly vacations?: Readonly<Record<string, SeatVacation>>;
  /** With a time bank: each seat's bank in milliseconds, for its next decision or as its open decision started. Absent: every seat holds the initial bank. */
  readonly banks?: readonly number[];
}

/** A seat's player on vacation in this game: from `since` until `until` (ISO), unless ended earlier (VacationEnded). */
export interface SeatVacation {
  readonly since: string;
  readonly until: string;
}

/** Platform events are public; they never carry anything a seat may not see. */
export type PlatformEvent =
  | {
      readonly type: 'GameCreated';
      readonly game: string;
      readonly options: unknown;
      readonly turnTimeLimitHours: number;
      readonly seatCount: number;
      /**
       * Who plays a passed deadline, recorded only when not the default (`fallback`), like the snapshot's
       * platform options; absent also in games created before it was recorded (their snapshot says).
       */
      readonly onTimeout?: Exclude<OnTimeout, 'fallback'>;
      /** The game's time bank, when it has one. */
      readonly timeBank?: TimeBankOptions;
    }
  | { readonly type: 'PlayerJoined'; readonly seat: Seat; readonly name: string; readonly playerId: string }
  | { readonly type: 'GameStarted' }
  | { readonly type: 'DeadlinePassed'; readonly seat: Seat; readonly kind: string; readonly deadline: string }
  | { readonly type: 'SeatAway'; readonly seat: Seat }
  | { readonly type: 'SeatBack'; readonly seat: Seat }
  /** A seated player left a waiting game: the seat is free again. */
  | { readonly type: 'PlayerLeft'; readonly seat: Seat; readonly playerId: string }
  /** The creator left a waiting game: it is over before it began. */
  | { readonly type: 'GameCancelled' }
  /** A game being played was on hold (every player away) for `days` days: the platform ends it (status `cancelled`). */
  | { readonly type: 'GameAbandoned'; readonly days: number }
  /** A player was invited (by id only: never the address the inviter typed); `seat` when one is kept for them. */
  | { readonly type: 'PlayerInvited'; readonly playerId: string; readonly seat?: Seat }
  /** The invited player's account was deleted: the invitation is closed, a seat kept for them free. */
  | { readonly type: 'InvitationWithdrawn'; readonly playerId: string }
  /** Version 0 of a rematch names the game it follows. */
  | { readonly type: 'RematchOf'; readonly gameId: string }
  /** The seat's player went on vacation until `until` (`auto`: instead of a passed deadline's fallback): their deadlines wait. */
  | { readonly type: 'VacationStarted'; readonly seat: Seat; readonly until: string; readonly auto?: true }
  /** The seat's player is back from vacation: their pending deadlines moved by the time spent away (`movedHours`, at most). */
  | { readonly type: 'VacationEnded'; readonly seat: Seat; readonly movedHours: number };

/** Who caused a version: a player at a seat, a player joining, a bot, or the platform itself. */
export type Actor =
  | { readonly kind: 'player'; readonly playerId: string; readonly seat: Seat | null }
  | { readonly kind: 'system'; readonly reason: string }
  /** A bot played the seat: a bot's own seat, or a player's after a deadline (onTimeout "bot") or while away. */
  | { readonly kind: 'bot'; readonly seat: Seat; readonly level: BotLevel };

export interface GameRecord {
  readonly gameId: string;
  readonly version: number;
  readonly at: string;
  readonly actor: Actor;
  /** The command as posted (game commands), or null for platform actions (create, join). */
  readonly command: unknown;
  readonly idempotencyKey: string | null;
  /** What the platform itself recorded (GameCreated, PlayerJoined, GameStarted, SeatTimedOut …), first. */
  readonly platformEvents: readonly PlatformEvent[];
  /** What the game's Decider produced (setup or decide); leaves the server only through `redact`. */
  readonly events: readonly GameEvent[];
  readonly snapshot: Snapshot;
  /**
   * What this version changed that the read models show, against the version before it. Absent in
   * versions stored before it was recorded: the stream consumer then rewrites every read model.
   */
  readonly changes?: VersionChanges;
}

/** What a version changed, for the stream consumer to write only what moved (stream-consumer.ts). */
export interface VersionChanges {
  /** The seats or the status: each seat's row in its player's game list. */
  readonly seats: boolean;
  /** The deadline index must move: the game started or ended, a seat went away or came back, or the next due moment came earlier. */
  readonly due: boolean;
  /** The invitations shown in the invitees' lists (an invitation added, taken, or closed by the status). */
  readonly invited?: boolean;
  /** List slots (seats, and INVITATION_SLOT + i) whose row must leave its player's list: a seat freed, an invitation taken or closed. */
  readonly vacated?: readonly number[];
}

/** How times of day are written for a player: a 24-hour clock ("18:30") or a 12-hour one ("6:30 PM"). */
export const CLOCK_STYLES = ['24h', '12h'] as const;
export type ClockStyle = (typeof CLOCK_STYLES)[number];
/** A player's clock until they choose one (and of players stored before it could be chosen). */
export const DEFAULT_CLOCK: ClockStyle = '24h';

export interface PlayerRecord {
  readonly playerId: string;
  readonly name: string;
  /** The confirmed address: notifications and sign-in mails go here. One player per address. */
  readonly email: string;
  readonly createdAt: string;
  readonly notifications: NotificationPrefs;
  /** The IANA time zone the player's mails give times in (canonical, see inputs.ts); null: UTC. */
  readonly timeZone: string | null;
  /** The clock the player's mails give times on: "18:30" or "6:30 PM". */
  readonly clock: ClockStyle;
  readonly subscription: SubscriptionState;
  /** One bearer token per device: `<playerId>.<secret>`, only sha256(secret) kept. */
  readonly tokens: readonly DeviceToken[];
  /**
   * How the tokens are stored: `map`, one entry per device; or `legacy`, the single `tokenHash` of a
   * player registered before devices existed (read as one token, `t0`, and rewritten as a map by
   * the first change to it).
   */
  readonly tokenStorage: 'map' | 'legacy';
  /** A change of address waiting for the code mailed to the new address; null when none. */
  readonly pendingEmail: PendingEmail | null;
  /** Vacation and its budget (lambdas/app/time/vacation-budget.ts); absent: never on vacation, auto-vacation on. */
  readonly time?: PlayerTime;
  /** Games whose turn mails the player muted (lambdas/app/notifications/mute.ts); absent: none. */
  readonly mutedGames?: readonly string[];
}

/** A player's vacation days: the balance `days` as of `asOf` (it grows from there), the vacation taken now or last, and auto-vacation. */
export interface PlayerTime {
  readonly budget: { readonly days: number; readonly asOf: string };
  /** The vacation now or last taken (it is over once `until` passed); null: none since the budget was last settled. */
  readonly vacation: { readonly since: string; readonly until: string; readonly auto?: true } | null;
  /** False: a passed deadline is never replaced by a vacation. */
  readonly autoVacation: boolean;
}

/**
 * What deleting an account leaves the stream consumer to finish (farewell.ts): written in the same
 * transaction that deletes the player, and removed once its work is done.
 */
export interface AccountFarewell {
  readonly playerId: string;
  /** The address's SNS subscriptions to remove: the current one, and a pending change's. */
  readonly subscriptionArns: readonly string[];
  /** When the account was deleted (ISO). */
  readonly at: string;
}

export interface DeviceToken {
  readonly tokenId: string;
  /** sha256 of the token's secret, hex. */
  readonly hash: string;
  readonly label: string;
  readonly createdAt: string;
  /** The hour it was last used (ISO, minutes and seconds zero), written at most once an hour; null if not since recorded. */
  readonly lastUsedAt: string | null;
}

export interface PendingEmail {
  readonly email: string;
  /** sha256 of the code mailed to `email`, hex: only the newest request's code confirms. */
  readonly codeHash: string;
  /** Until when (ISO) the code is valid. */
  readonly expiresAt: string;
  /** The new address's SNS subscription, made when the change was asked (SNS sends it a confirmation mail). */
  readonly subscriptionArn: string | null;
}

export interface SubscriptionState {
  readonly arn: string | null;
  /** The address `arn` delivers to (so an e-mail change is noticed). */
  readonly email: string | null;
  readonly state: 'none' | 'pending' | 'confirmed' | 'unsubscribed' | 'failed';
}

export interface NotificationPrefs {
  /** Game e-mail at all. */
  readonly email: boolean;
  /** A reminder when a quarter of a decision's time is left. */
  readonly reminders: boolean;
  /** Mails of news only, nothing to do: a game started (before your turn), ended, was cancelled or abandoned, a player left. */
  readonly news: boolean;
  /** `each`: a mail per turn; `digest`: one mail a day at `digestHour` instead (lambdas/app/notifications/). Absent: `each`. */
  readonly mode?: NotificationMode;
  /** The hour of the day (0–23, in the player's time zone) the digest comes at. Absent: 8. */
  readonly digestHour?: number;
  /** Mail a turn even when it was answered at once after the player's own move. Absent: false. */
  readonly whenJustPlayed?: boolean;
}

export const NOTIFICATION_MODES = ['each', 'digest'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];
