/** Use cases of the lobby: a game's visibility at creation, listing the open public games, and the stream step that keeps the list. */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { AppContext } from '../core/context.js';
import { decodeCursor, encodeCursor } from '../core/cursor.js';
import { decodeMergedCursor, encodeMergedCursor, mergedLobbyPage } from './lobby-merge.js';
import type { GameRecord } from '../core/model.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import type { LobbyStore } from '../core/ports.js';
import { problems } from '../core/problems.js';
import type { LobbyEntry, LobbyRating } from '../core/read-models.js';
import type { Seat } from '../../../domain/engine/game.js';
import { isLobbyKey, lobbyEntry, movesLobby } from './project-lobby.js';

export const VisibilityRequest = /* @__PURE__ */ builtOnce(() =>
  z
    .enum(['public', 'private'])
    .check(z.describe('`public`: listed in the lobby (GET /lobby) while it has open seats; `private` (the default): found only by its link or an invitation.')),
);

export const LOBBY_PAGE = { default: 50, max: 100 } as const;

/**
 * A page of the lobby: of one `game`, or (without it) of every registered game merged into one list
 * in the same order (lobby-merge.ts). Each kind of list only takes back its own kind of cursor.
 */
export async function browseLobby(
  ctx: AppContext,
  query: { readonly game?: string; readonly limit: number; readonly cursor?: string },
): Promise<Outcome<{ games: LobbyEntry[]; cursor: string | null }>> {
  if (query.game === undefined) return browseEveryLobby(ctx, query);
  if (!ctx.gameIds.includes(query.game)) return fail(problems.unknownGame(query.game, [...ctx.gameIds]));
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, isLobbyKey);
  if (after === null) return fail(problems.invalidCursor());
  const page = await ctx.lobby.page(query.game, query.limit, after);
  return ok({ games: [...page.items], cursor: page.next ? encodeCursor(page.next) : null });
}

async function browseEveryLobby(
  ctx: AppContext,
  query: { readonly limit: number; readonly cursor?: string },
): Promise<Outcome<{ games: LobbyEntry[]; cursor: string | null }>> {
  const games = [...ctx.gameIds];
  const after = query.cursor === undefined ? {} : decodeMergedCursor(query.cursor, new Set(games));
  if (after === null) return fail(problems.invalidCursor());
  const page = await mergedLobbyPage(ctx.lobby, games, query.limit, after);
  return ok({ games: page.items, cursor: page.next ? encodeMergedCursor(page.next) : null });
}

/**
 * Stream step: a public game's lobby entry, written when its seats, invitations or status change.
 * A listed entry carries its seated players' ratings (`ratingsOf`), read here, when the entry is
 * written, so reading the lobby reads nothing more.
 */
export async function projectLobby(lobby: LobbyStore, record: GameRecord, ratingsOf?: (record: GameRecord) => Promise<ReadonlyMap<Seat, LobbyRating>>): Promise<void> {
  if (!movesLobby(record)) return;
  const first = lobbyEntry(record);
  const { entry, listed } = first.listed && ratingsOf ? lobbyEntry(record, await ratingsOf(record)) : first;
  await lobby.put(entry, listed);
}
