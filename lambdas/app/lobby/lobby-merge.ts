/**
 * GET /lobby without `game`: every game's lobby as one list, oldest first. Each game's lobby is its
 * own index partition, sorted by its position key `<createdAt>#<gameId>`; the gameId makes the key
 * unique across games, so merging the partitions by that key gives one total order, the same the
 * single-game lobby uses.
 *
 * A page reads the next `limit` entries of every partition not yet read to its end and keeps the
 * `limit` smallest keys. What it keeps of each partition is a prefix of what it read, so the cursor
 * holds, per game, the key of the last entry listed from it (absent: nothing listed yet; null: read
 * to its end). Resuming each partition after its own position lists every entry exactly once.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { LobbyStore } from '../core/ports.js';
import type { LobbyEntry } from '../core/read-models.js';
import { isLobbyKey, lobbyKey } from './project-lobby.js';

/** A lobby entry's item sort key (lobby-store.ts's LOBBY_SK, what single-game cursors carry as `s`); the store resumes by `k` alone. */
const LOBBY_ENTRY_SK = -2;

/** Per game: the key of the last entry listed (null once its partition has been read to its end). */
export type LobbyPositions = Readonly<Record<string, string | null>>;

/** The longest merged cursor accepted: a position per game, a few dozen games at most. */
export const MERGED_CURSOR_MAX = 2000;

const MergedCursorContent = /* @__PURE__ */ builtOnce(() => z.strictObject({ at: z.record(z.string(), z.nullable(z.string())) }));

export function encodeMergedCursor(positions: LobbyPositions): string {
  return Buffer.from(JSON.stringify({ at: positions }), 'utf8').toString('base64url');
}

/**
 * The positions a merged cursor names, if every game in it is one of `games` and every position has
 * the shape of a lobby key; null for anything else (another list's cursor, a tampered one).
 */
export function decodeMergedCursor(raw: string, games: ReadonlySet<string>): LobbyPositions | null {
  if (raw.length === 0 || raw.length > MERGED_CURSOR_MAX || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const content = MergedCursorContent().safeParse(parsed);
  if (!content.success) return null;
  const entries = Object.entries(content.data.at);
  const valid = entries.every(([game, key]) => games.has(game) && (key === null || isLobbyKey(key)));
  return valid ? Object.fromEntries(entries) : null;
}

/** One page of every game's lobby after `positions`, and the positions after it (null: the last page). */
export async function mergedLobbyPage(
  lobby: LobbyStore,
  games: readonly string[],
  limit: number,
  positions: LobbyPositions,
): Promise<{ items: LobbyEntry[]; next: LobbyPositions | null }> {
  const open = games.filter((g) => positions[g] !== null);
  const pages = await Promise.all(
    open.map(async (game) => {
      const at = positions[game];
      const page = await lobby.page(game, limit, typeof at === 'string' ? { k: at, s: LOBBY_ENTRY_SK } : undefined);
      return { game, items: page.items.map((entry) => ({ entry, key: lobbyKey(entry) })), ended: page.next === null };
    }),
  );
  const kept = pages
    .flatMap((p) => p.items)
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, limit);
  const keptKeys = new Set(kept.map((k) => k.key));
  const next: Record<string, string | null> = { ...positions };
  for (const p of pages) {
    const listed = p.items.filter((i) => keptKeys.has(i.key));
    if (p.ended && listed.length === p.items.length) next[p.game] = null;
    else if (listed.length > 0) next[p.game] = listed[listed.length - 1]!.key;
  }
  const done = games.every((g) => next[g] === null);
  return { items: kept.map((k) => k.entry), next: done ? null : next };
}
