/**
 * The query values of the paged lists (GET /games, GET /lobby): one zod schema each, used to
 * validate here and by the OpenAPI generator to document them. Bad values are a 400 before any read.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../domain/engine/built-once.js';
import { problems } from '../app/core/problems.js';
import { LOBBY_PAGE } from '../app/lobby/lobby.js';
import { MERGED_CURSOR_MAX } from '../app/lobby/lobby-merge.js';
import { GAME_LIST_PAGE } from '../app/games/read-game.js';
import { HttpProblem } from './problem.js';
import type { AppContext } from '../app/core/context.js';
import { readingGameListAhead, readingLobbyAhead } from '../app/games/read-ahead.js';
import type { ReadAheadRequest } from './route.js';
import { intQuery, intQueryValue } from './validate.js';

type Values = Readonly<Record<string, string | undefined>>;

const LIST_STATUSES = ['active', 'waiting', 'finished', 'cancelled'] as const;

export const ListStatusQuery = /* @__PURE__ */ builtOnce(() =>
  z
    .enum(LIST_STATUSES)
    .check(z.describe('Only games with this status. Without it: games in play, then waiting, finished and cancelled ones.')),
);

// Long enough for the merged lobby's cursor, a position per game (app/lobby/lobby-merge.ts).
export const CursorQuery = /* @__PURE__ */ builtOnce(() =>
  z
    .string()
    .check(z.regex(new RegExp(`^[A-Za-z0-9_-]{1,${MERGED_CURSOR_MAX}}$`)), z.describe('The `cursor` of the page before, as it was (opaque). Omit it for the first page.')),
);

export const ListLimitQuery = intQueryValue('limit', 1, GAME_LIST_PAGE.max, `At most this many games (default ${GAME_LIST_PAGE.default}).`);

export const LobbyLimitQuery = intQueryValue('limit', 1, LOBBY_PAGE.max, `At most this many games (default ${LOBBY_PAGE.default}).`);

export const LobbyGameQuery = /* @__PURE__ */ builtOnce(() =>
  z
    .string()
    .check(z.regex(/^[a-z0-9-]{1,40}$/), z.describe('Only the lobby of this game (its id, as in a game\'s `game` field). Without it: the public waiting games of every game.')),
);

export function listStatus(query: Values): z.infer<ReturnType<typeof ListStatusQuery>> | undefined {
  const raw = query.status;
  if (raw === undefined || raw === '') return undefined;
  const parsed = ListStatusQuery().safeParse(raw);
  if (!parsed.success) throw new HttpProblem(problems.invalidStatus(LIST_STATUSES));
  return parsed.data;
}

/** The lobby's `game`, if one is named (empty counts as absent, like the other list filters). */
export function lobbyGame(query: Values): string | undefined {
  const raw = query.game;
  return raw === undefined || raw === '' ? undefined : raw;
}

export function cursor(query: Values): string | undefined {
  const raw = query.cursor;
  if (raw === undefined || raw === '') return undefined;
  if (!CursorQuery().safeParse(raw).success) throw new HttpProblem(problems.invalidCursor());
  return raw;
}

/**
 * GET /lobby's query, checked in this order: a game id of the wrong form, then the cursor, then the
 * page size. (An id of the right form that names no game is refused by the use case, with the same problem.)
 */
export function lobbyQuery(query: Values, gameIds: readonly string[]): { game?: string; limit: number; cursor?: string } {
  const game = lobbyGame(query);
  if (game !== undefined && !LobbyGameQuery().safeParse(game).success) throw new HttpProblem(problems.unknownGame(game, [...gameIds]));
  const after = cursor(query);
  return { ...(game ? { game } : {}), limit: intQuery(query, LobbyLimitQuery, LOBBY_PAGE.default), ...(after ? { cursor: after } : {}) };
}

/**
 * GET /lobby's read ahead: the first page of the lobby asked for (one game's, or each game's for the
 * merged lobby). Not for a later page, a game that is not one, nor when a value is bad.
 */
export function firstPageOfLobby(ctx: AppContext, request: ReadAheadRequest): AppContext {
  let page: ReturnType<typeof lobbyQuery>;
  try {
    page = lobbyQuery(request.query, ctx.gameIds);
  } catch {
    return ctx;
  }
  if (page.cursor !== undefined || (page.game !== undefined && !ctx.gameIds.includes(page.game))) return ctx;
  return readingLobbyAhead(ctx, page.game === undefined ? ctx.gameIds : [page.game], page.limit);
}

export function listLimit(query: Values): number {
  return intQuery(query, ListLimitQuery, GAME_LIST_PAGE.default);
}

/** GET /games's query, checked in this order: a bad value is a 400 before any read. */
export function gameListQuery(query: Values): { limit: number; status?: z.infer<ReturnType<typeof ListStatusQuery>>; cursor?: string } {
  const status = listStatus(query);
  const after = cursor(query);
  return { limit: listLimit(query), ...(status ? { status } : {}), ...(after ? { cursor: after } : {}) };
}

/**
 * GET /games's read ahead (RouteOptions.readAhead): the first page of the list of the player the
 * token names. Not for a later page, nor when a value is bad: the route then answers as it would.
 */
export function firstPageOfGames(ctx: AppContext, request: ReadAheadRequest): AppContext {
  let page: ReturnType<typeof gameListQuery>;
  try {
    page = gameListQuery(request.query);
  } catch {
    // A bad value: the route refuses it (400) before reading anything.
    return ctx;
  }
  if (page.cursor !== undefined) return ctx;
  return readingGameListAhead(ctx, request.claimedPlayerId, { limit: page.limit, ...(page.status ? { status: page.status } : {}) });
}
