/** Use cases that only read: a game as the caller sees it, its history, the caller's games. */
import { historyEntryOf } from '../core/history-entry.js';
import * as z from 'zod/mini';
import { BOT_LEVELS } from '../../../domain/engine/bot.js';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { RedactedOf, Viewer } from '../../../domain/engine/game.js';
import type { AppContext } from '../core/context.js';
import { seatOf } from './evolve-record.js';
import { decodeCursor, encodeCursor } from '../core/cursor.js';
import type { GameStatus as GameStatusValue, PlatformEvent, PlayerRecord } from '../core/model.js';
import type { InboxEntry, Mutable, Same } from '../core/read-models.js';
import { isListKey } from './project-inbox.js';
import { isMuted } from '../notifications/settings.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems } from '../core/problems.js';
import { CancelledBecauseSchema, GameStatus, gameResource, type GameResource } from './resource.js';

export async function readGame(ctx: AppContext, player: PlayerRecord, gameId: string): Promise<Outcome<GameResource>> {
  const latest = await ctx.events.latest(gameId);
  const game = latest && ctx.games.get(latest.snapshot.game);
  if (!latest || !game) return fail(problems.gameNotFound(gameId));
  const resource = gameResource(game, latest, player.playerId);
  return ok(resource.you === undefined ? resource : { ...resource, muted: isMuted(player, gameId) });
}

/*
 * The answers' schemas below document openapi.yaml and type the answers; no route parses them, so
 * they are built on first use, not at every cold start (see builtOnce).
 */

/** One version of a game's history as the API shows it (the events' own shapes are the game's). */
export const HistoryEntrySchema = /* @__PURE__ */ builtOnce(() =>
  z.object({
    version: z.int().check(z.minimum(0)),
    at: z.iso.datetime(),
    seat: z.nullable(z.int().check(z.minimum(0))).check(z.describe('The seat that acted; null for the platform and for a player joining before the game started.')),
    system: z.boolean().check(z.describe("True for the platform's own actions (deadline fallbacks).")),
    bot: z.optional(z.object({ level: z.enum(BOT_LEVELS) }).check(z.describe('Present when a bot made this move for `seat`: a bot seat, or a player\'s seat after a deadline (onTimeout "bot") or while it was away.'))),
    events: z
      .array(z.looseObject({ type: z.string() }))
      .check(
        z.describe(
          "The platform's events (public), then the game's, each redacted for the caller: another seat's cards, the deck order and secrets never appear. " +
            'Version 0 starts with `GameCreated` {game, options, turnTimeLimitHours, seatCount, onTimeout}: `onTimeout` is present (`"bot"`) when a bot ' +
            "plays missed deadlines, absent when the game's own fallback does (and in games created before it was recorded).",
        ),
      ),
  }),
);

/** The body of GET /games/{gameId}/events: openapi.yaml's `HistoryPage`. */
export const HistoryPageSchema = /* @__PURE__ */ builtOnce(() =>
  z.object({
    events: z.array(HistoryEntrySchema()).check(z.describe('One entry per version, oldest first.')),
    hasMore: z.boolean().check(z.describe('More versions follow: ask again with `after` set to the last version here.')),
    lastVersion: z.int().check(z.minimum(0), z.describe("The game's newest version.")),
  }),
);

/** One version in a game's history as a viewer may see it; `Redacted` is the game's redacted event type. */
export type HistoryEntry<Redacted = unknown> = Omit<z.infer<ReturnType<typeof HistoryEntrySchema>>, 'events'> & {
  /** The platform's events (public), then the game's, each through the game's `redact`. */
  events: (PlatformEvent | Redacted)[];
};

/** The body of GET /games/{gameId}/events. */
export type GameHistory<Redacted = unknown> = Omit<z.infer<ReturnType<typeof HistoryPageSchema>>, 'events'> & { events: HistoryEntry<Redacted>[] };

/** One row of GET /games: openapi.yaml's `GameSummary` (the inbox read model's entry). */
export const GameSummarySchema = /* @__PURE__ */ builtOnce(() =>
  z.object({
    gameId: z.string(),
    game: z.string(),
    status: GameStatus(),
    cancelledBecause: z.optional(CancelledBecauseSchema()),
    seat: z.nullable(z.int().check(z.minimum(0))).check(z.describe("The caller's seat; for an invitation the seat kept for the caller (a rematch), or null.")),
    invited: z.boolean().check(z.describe('The caller is invited and not seated yet: join the game to take a seat.')),
    yourTurn: z.boolean().check(z.describe('A decision of the caller is pending.')),
    away: z.boolean().check(z.describe("The caller's seat is away while the game is played (they left it, or missed two deadlines in a row): its turns are played for them, or the game waits when every player is away. POST /games/{gameId}/back ends it.")),
    decisions: z.array(z.object({ kind: z.string(), prompt: z.string(), deadline: z.iso.datetime() })).check(z.describe("The caller's pending decisions.")),
    players: z.array(z.object({ seat: z.int().check(z.minimum(0)), name: z.string(), bot: z.optional(z.object({ level: z.enum(BOT_LEVELS) }).check(z.describe('Present when a bot holds the seat.'))) })),
    waitingFor: z.array(z.int().check(z.minimum(0))).check(z.describe('The seats that must act now.')),
    version: z.int().check(z.minimum(0)),
    updatedAt: z.iso.datetime(),
    result: z.optional(
      z
        .object({ winners: z.array(z.int().check(z.minimum(0))).check(z.describe('The winning seats (several only when the game allows a shared win).')), summary: z.string().check(z.describe('One sentence, e.g. "Jack escaped in round 6".')) })
        .check(z.describe("Present when `status` is `finished`: who won, and the game's sentence about it (the game's page, GET /games/{gameId}, has the whole result).")),
    ),
  }),
);

/** The body of GET /games. */
export const GameListSchema = /* @__PURE__ */ builtOnce(() =>
  z.object({
    games: z.array(GameSummarySchema()),
    cursor: z.nullable(z.string()).check(z.describe('Pass as `cursor` (with the same `status`) for the next page; null on the last page.')),
  }),
);
export type GameList = { games: InboxEntry[]; cursor: string | null };
// The read model's entry is what the API shows: a field added to one must be added to the other.
// (The keys are compared too: an optional field on one side only would pass the first check.)
const inboxEntryIsGameSummary: Same<Mutable<InboxEntry>, z.infer<ReturnType<typeof GameSummarySchema>>> = true;
const inboxEntryHasGameSummaryKeys: Same<keyof InboxEntry, keyof z.infer<ReturnType<typeof GameSummarySchema>>> = true;
void inboxEntryIsGameSummary;
void inboxEntryHasGameSummaryKeys;

/** The history of a game whose type is known (typed clients and tests): `GameHistoryOf<typeof mrJack>`. */
export type GameHistoryOf<G> = GameHistory<RedactedOf<G>>;

export const HISTORY_PAGE = { default: 50, max: 200 } as const;

export async function readHistory(
  ctx: AppContext,
  player: PlayerRecord,
  gameId: string,
  after: number,
  limit: number,
): Promise<Outcome<GameHistory>> {
  // The page first: when it reaches the newest version (a client catching up), that is the only read.
  const page = await ctx.events.history(gameId, after, limit);
  const latest = page.newest ?? (await ctx.events.latest(gameId));
  const game = latest && ctx.games.get(latest.snapshot.game);
  if (!latest || !game) return fail(problems.gameNotFound(gameId));
  const viewer: Viewer = seatOf(latest.snapshot, player.playerId) ?? 'spectator';
  const events = page.records.map((r) => historyEntryOf(game, r, viewer));
  // DynamoDB cannot tell a page that ends on the newest version from one with more after it; the newest version can.
  const hasMore = page.hasMore && (page.records.at(-1)?.version ?? after) < latest.version;
  return ok({ events, hasMore, lastVersion: latest.version });
}

export const GAME_LIST_PAGE = { default: 100, max: 100 } as const;

/**
 * A page of the caller's games: in play (those waiting for the caller first), then waiting,
 * finished and cancelled ones (or one status); paging with the cursor lists each game once.
 */
export async function listMyGames(
  ctx: AppContext,
  player: PlayerRecord,
  query: { readonly limit: number; readonly status?: GameStatusValue; readonly cursor?: string },
): Promise<Outcome<GameList>> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, (k) => isListKey(k, query.status));
  if (after === null) return fail(problems.invalidCursor());
  const page = await ctx.inbox.listForPlayer(player.playerId, { limit: query.limit, ...(query.status ? { status: query.status } : {}), ...(after ? { after } : {}) });
  return ok({ games: [...page.items], cursor: page.next ? encodeCursor(page.next) : null });
}
