// GET /lobby without `game`: every game's lobby merged oldest first, paged with one cursor that
// carries each game's position. Pure parts on the in-memory lobby (DynamoDB's paging: test/e2e/lobby-http).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../../../lambdas/app/core/cursor.js';
import { decodeMergedCursor, encodeMergedCursor, mergedLobbyPage, type LobbyPositions } from '../../../lambdas/app/lobby/lobby-merge.js';
import { lobbyKey } from '../../../lambdas/app/lobby/project-lobby.js';
import type { LobbyEntry } from '../../../lambdas/app/core/read-models.js';
import { memoryLobby } from '../../support/memory-stores.js';
import { seeded } from '../../support/games/effort.js';

const GAMES = ['ripper-rummy', 'mr-jack', 'counter'] as const;
const known = new Set<string>(GAMES);

const entry = (gameId: string, game: string, createdAt: string): LobbyEntry => ({
  gameId,
  game,
  options: {},
  turnTimeLimitHours: 24,
  onTimeout: 'fallback',
  rated: false,
  players: [{ seat: 0, name: 'Ada' }],
  seatCount: 2,
  openSeats: 1,
  createdAt,
  version: 0,
});

/** Every page from the start, following the positions to the end; the page sizes too. */
async function pageThrough(lobby: ReturnType<typeof memoryLobby>, limit: number): Promise<{ ids: string[]; sizes: number[] }> {
  const ids: string[] = [];
  const sizes: number[] = [];
  let at: LobbyPositions = {};
  for (let n = 0; n < 500; n++) {
    const page = await mergedLobbyPage(lobby, GAMES, limit, at);
    ids.push(...page.items.map((e) => e.gameId));
    sizes.push(page.items.length);
    if (page.next === null) return { ids, sizes };
    // Through the cursor, as a client would hand it back.
    at = decodeMergedCursor(encodeMergedCursor(page.next), known)!;
    expect(at).not.toBeNull();
  }
  throw new Error('no last page');
}

describe('the merged lobby', () => {
  it('lists every listed entry of every game exactly once, oldest first, in full pages', async () => {
    const time = fc.integer({ min: 0, max: 30 }).map((m) => new Date(Date.UTC(2026, 10, 30, 12, m)).toISOString());
    const entries = fc.array(fc.record({ game: fc.constantFrom(...GAMES), at: time, listed: fc.boolean() }), { maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(entries, fc.integer({ min: 1, max: 7 }), async (rows, limit) => {
        const lobby = memoryLobby();
        const all = rows.map((r, i) => ({ ...r, e: entry(`g${String(i).padStart(3, '0')}`, r.game, r.at) }));
        for (const r of all) await lobby.put(r.e, r.listed);
        const expected = all
          .filter((r) => r.listed)
          .map((r) => r.e)
          .sort((a, b) => (lobbyKey(a) < lobbyKey(b) ? -1 : 1))
          .map((e) => e.gameId);
        const { ids, sizes } = await pageThrough(lobby, limit);
        expect(ids).toEqual(expected);
        // Every page but the last is full (the last may be empty when the end falls on a boundary).
        expect(sizes.slice(0, -1).every((s) => s === limit)).toBe(true);
      }),
      { seed: seeded(20261130), numRuns: 150 },
    );
  });

  it('reads no more from a game whose lobby it has read to its end', async () => {
    const lobby = memoryLobby();
    await lobby.put(entry('gOld', 'mr-jack', '2026-11-30T10:00:00.000Z'), true);
    for (let i = 0; i < 3; i++) await lobby.put(entry(`gNew${i}`, 'ripper-rummy', `2026-11-30T11:0${i}:00.000Z`), true);
    const asked: string[] = [];
    const counting = { ...lobby, page: (game: string, limit: number, after?: Parameters<typeof lobby.page>[2]) => (asked.push(game), lobby.page(game, limit, after)) };
    const first = await mergedLobbyPage(counting, GAMES, 2, {});
    expect(first.items.map((e) => e.gameId)).toEqual(['gOld', 'gNew0']);
    expect(first.next).toEqual({ 'mr-jack': null, counter: null, 'ripper-rummy': lobbyKey(first.items[1]!) });
    asked.length = 0;
    const second = await mergedLobbyPage(counting, GAMES, 2, first.next!);
    expect(asked).toEqual(['ripper-rummy']);
    expect(second.items.map((e) => e.gameId)).toEqual(['gNew1', 'gNew2']);
    expect(second.next).toBeNull();
  });
});

describe('the merged lobby cursor', () => {
  const key = '2026-11-30T12:00:00.000Z#gAbc';

  it('decodes to the positions it encodes', () => {
    const at = { 'mr-jack': key, counter: null };
    expect(decodeMergedCursor(encodeMergedCursor(at), known)).toEqual(at);
  });

  it('refuses another list, an unknown game, a position of another shape, extra fields and garbage', () => {
    const raw = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    expect(decodeMergedCursor(encodeCursor({ k: key, s: -2 }), known)).toBeNull();
    expect(decodeMergedCursor(encodeMergedCursor({ chess: key }), known)).toBeNull();
    expect(decodeMergedCursor(encodeMergedCursor({ 'mr-jack': `3#${key}` }), known)).toBeNull();
    expect(decodeMergedCursor(raw({ at: { 'mr-jack': 12 } }), known)).toBeNull();
    expect(decodeMergedCursor(raw({ at: {}, more: 1 }), known)).toBeNull();
    expect(decodeMergedCursor(raw([key]), known)).toBeNull();
    expect(decodeMergedCursor('not+base64', known)).toBeNull();
    expect(decodeMergedCursor('bm90IGpzb24', known)).toBeNull();
    expect(decodeMergedCursor('', known)).toBeNull();
    expect(decodeMergedCursor('A'.repeat(2001), known)).toBeNull();
  });
});
