/**
 * The read models' types: what the stream consumer writes for the lists (a player's games, the
 * lobby) and what GET /games and GET /lobby answer from them. They live here, beside the ports
 * that store them, rather than in the projections that build them (games/project-inbox.ts,
 * lobby/project-lobby.ts), so that the ports, the stores and the readers do not import a projection.
 * The deadline index holds no type of its own (DueStore: a game id and a moment).
 */
import type { BotLevel } from '../../../domain/engine/bot.js';
import type { Seat } from '../../../domain/engine/game.js';
import type { CancelledBecause } from './cancelled.js';
import type { GameStatus, OnTimeout, TimeBankOptions } from './model.js';

/** One row of a player's game list (the inbox read model). */
export interface InboxEntry {
  readonly gameId: string;
  readonly game: string;
  readonly status: GameStatus;
  /** Present when `status` is `cancelled`: why. */
  readonly cancelledBecause?: CancelledBecause;
  /** The player's seat; for an invitation the seat kept for them, or null. */
  readonly seat: Seat | null;
  /** The player is invited and not seated yet (join to take a seat). */
  readonly invited: boolean;
  readonly yourTurn: boolean;
  /** The player's seat is away (they left, or missed two deadlines in a row): its turns are played for them. */
  readonly away: boolean;
  readonly decisions: readonly { kind: string; prompt: string; deadline: string }[];
  /** `bot` when a bot holds the seat. */
  readonly players: readonly { seat: Seat; name: string; bot?: { level: BotLevel } }[];
  readonly waitingFor: readonly Seat[];
  readonly version: number;
  readonly updatedAt: string;
  /** Present when `status` is `finished`: who won and the game's one sentence about it (its result, public). */
  readonly result?: ListedResult;
}

/** A finished game's result as its list entries show it: the winning seats and the game's sentence. */
export interface ListedResult {
  readonly winners: readonly Seat[];
  readonly summary: string;
}

/**
 * An inbox entry as stored: whose list it is in, since when the seat has been waiting, and its slot
 * in the game (the seat; INVITATION_SLOT + i for the i-th invitation, seats.ts).
 */
export type InboxRow = InboxEntry & { readonly playerId: string; readonly since: string; readonly slot: number };

/** What a game's list entry shows beyond the seat's own row: the decisions pending, as of `version`. */
export interface GameSummary {
  readonly gameId: string;
  readonly version: number;
  readonly updatedAt: string;
  readonly status: GameStatus;
  /** Pending decisions, those of several seats with the same words and clock given once. */
  readonly pending: readonly { readonly seats: readonly Seat[]; readonly kind: string; readonly prompt: string; readonly since: string; readonly deadline: string }[];
  /** The seats away (absent when none): a seat goes away and comes back without a list row being written. */
  readonly away?: readonly Seat[];
}

/**
 * A public game's entry in the lobby (GET /lobby): openapi.yaml's `LobbyGame`, all public facts
 * (never a seed, view or address). lobby/project-lobby.ts's LobbyGameSchema describes the same, and
 * a type check there keeps the two alike.
 */
export interface LobbyEntry {
  readonly gameId: string;
  readonly game: string;
  /** The game's options, every default filled in. */
  readonly options: Readonly<Record<string, unknown>>;
  /** Hours each decision may stay open. */
  readonly turnTimeLimitHours: number;
  /** Each seat's bank of time, where the game has one instead of a fixed limit per decision. */
  readonly timeBank?: TimeBankOptions;
  readonly onTimeout: OnTimeout;
  /** Whether the game counts for the ratings. */
  readonly rated: boolean;
  /** Who is seated already. */
  readonly players: readonly { readonly seat: Seat; readonly name: string; readonly rating?: LobbyRating }[];
  readonly seatCount: number;
  /** Seats anyone may take (seats kept for invited players are not counted). */
  readonly openSeats: number;
  readonly createdAt: string;
  readonly version: number;
}

/** A seated player's rating in the lobby entry, as it was when the entry was written (ratings/seat-ratings.ts). */
export interface LobbyRating {
  readonly rating: number;
  readonly provisional: boolean;
  readonly gamesRated: number;
}

/** Whether two types are the same (each assignable to the other): a read model's type against its API schema's. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Deeply writable, through optional fields too (distributes over `X | undefined`): a read-only type, compared with a schema's. */
export type Mutable<T> = T extends readonly (infer U)[] ? Mutable<U>[] : T extends object ? { -readonly [K in keyof T]: Mutable<T[K]> } : T;
