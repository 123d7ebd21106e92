// The read-model stores on a real DynamoDB (Local): the deadline index, the inbox rows and the
// games' summaries with their sent-marks, invitation rows, freed seats, paging, and the lobby.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { IN_PLAY } from '../../lambdas/app/games/project-inbox.js';
import type { GameSummary, InboxRow } from '../../lambdas/app/core/read-models.js';
import { lobbyKey } from '../../lambdas/app/lobby/project-lobby.js';
import { dynamoDueStore } from '../../lambdas/store/due-store.js';
import { dynamoInboxStore } from '../../lambdas/store/inbox-store.js';
import { dynamoLobbyStore, LOBBY_SK } from '../../lambdas/store/lobby-store.js';
import { keys } from '../../lambdas/store/table-schema.js';
import { createRegistry } from '../../domain/games/registry.js';
import { freshContext } from '../support/dynamo.js';

let env: Awaited<ReturnType<typeof freshContext>>;
beforeAll(async () => {
  env = await freshContext(createRegistry([]));
});

describe('deadline index', () => {
  it('finds due games across shards, oldest first, and forgets finished ones', async () => {
    const due = dynamoDueStore(env.doc, env.table);
    const ids = Array.from({ length: 20 }, (_, i) => `due-game-${i}`);
    for (const [i, id] of ids.entries()) await due.schedule(id, 1, `2026-12-01T${String(i).padStart(2, '0')}:00:00.000Z`);
    expect(await due.dueGames('2026-12-01T04:00:00.000Z', 100)).toEqual(ids.slice(0, 5));
    expect(await due.dueGames('2026-12-02T00:00:00.000Z', 3)).toEqual(ids.slice(0, 3));
    await due.schedule(ids[0]!, 2, null);
    expect(await due.dueGames('2026-12-01T04:00:00.000Z', 100)).toEqual(ids.slice(1, 5));
  });

  it('reads every shard with one request while few are due, and each shard apart (oldest first) when more are due than asked for', async () => {
    const fresh = await freshContext(createRegistry([]));
    const due = dynamoDueStore(fresh.doc, fresh.table);
    const ids = Array.from({ length: 12 }, (_, i) => `backlog-${i}`);
    for (const [i, id] of ids.entries()) await due.schedule(id, 1, `2026-12-01T${String(i).padStart(2, '0')}:30:00.000Z`);
    fresh.calls.length = 0;
    expect(await due.dueGames('2026-12-01T09:00:00.000Z', 100)).toEqual(ids.slice(0, 9));
    expect(fresh.calls).toEqual(['ExecuteStatementCommand']);
    fresh.calls.length = 0;
    // Twelve due, four asked for: the statement's page ends early, so every shard's oldest four are read.
    expect(await due.dueGames('2026-12-02T00:00:00.000Z', 4)).toEqual(ids.slice(0, 4));
    expect(fresh.calls).toEqual(['ExecuteStatementCommand', ...Array(8).fill('QueryCommand')]);
    fresh.calls.length = 0;
    expect(await due.dueGames('2026-11-30T00:00:00.000Z', 100)).toEqual([]);
    expect(fresh.calls).toEqual(['ExecuteStatementCommand']);
  });

  it('ignores an older version and keeps reminder marks', async () => {
    const due = dynamoDueStore(env.doc, env.table);
    await due.schedule('ordered', 5, '2026-12-01T05:00:00.000Z');
    await due.schedule('ordered', 4, '2026-12-01T01:00:00.000Z');
    expect(await due.dueGames('2026-12-01T02:00:00.000Z', 100)).not.toContain('ordered');
    await due.markReminded('ordered', '0:turn:x');
    await due.markReminded('ordered', '0:turn:x');
    await due.schedule('ordered', 6, '2026-12-01T06:00:00.000Z');
    expect(await due.reminded('ordered')).toEqual(new Set(['0:turn:x']));
    expect(await due.reminded('never-seen')).toEqual(new Set());
  });
});

describe('inbox', () => {
  const row = (over: Partial<InboxRow>): InboxRow => ({
    playerId: 'ann',
    gameId: 'g',
    game: 'counter',
    status: 'active',
    seat: 0,
    slot: 0,
    invited: false,
    yourTurn: false,
    away: false,
    decisions: [],
    players: [],
    waitingFor: [],
    version: 1,
    updatedAt: '2026-12-01T00:00:00.000Z',
    since: '2026-12-01T00:00:00.000Z',
    ...over,
  });

  const summary = (over: Partial<GameSummary>): GameSummary => ({ gameId: 'g', version: 1, updatedAt: '2026-12-01T00:00:00.000Z', status: 'active', pending: [], ...over });
  const turn = (seat: number, since: string) => ({ seats: [seat], kind: 'turn', prompt: 'Go.', since, deadline: '2026-12-04T00:00:00.000Z' });

  it('orders: your decision (oldest first), in play, open seats, finished (newest first)', async () => {
    const inbox = dynamoInboxStore(env.doc, env.table);
    await inbox.put(row({ gameId: 'fin-old', status: 'finished', updatedAt: '2026-11-01T00:00:00.000Z' }));
    await inbox.put(row({ gameId: 'fin-new', status: 'finished', updatedAt: '2026-11-20T00:00:00.000Z' }));
    await inbox.put(row({ gameId: 'open', status: 'waiting' }));
    for (const gameId of ['theirs', 'mine-late', 'mine-early']) await inbox.put(row({ gameId, status: 'active' }));
    // Whose turn it is comes from each game's summary, newer than the rows.
    await inbox.putSummary(summary({ gameId: 'theirs', version: 2, pending: [turn(1, '2026-12-01T01:00:00.000Z')] }), []);
    await inbox.putSummary(summary({ gameId: 'mine-late', version: 2, pending: [turn(0, '2026-12-01T10:00:00.000Z')] }), []);
    await inbox.putSummary(summary({ gameId: 'mine-early', version: 5, pending: [turn(0, '2026-12-01T08:00:00.000Z')] }), []);
    const list = (await inbox.listForPlayer('ann', { limit: 100 })).items;
    expect(list.map((g) => g.gameId)).toEqual(['mine-early', 'mine-late', 'theirs', 'open', 'fin-new', 'fin-old']);
    expect(list[0]).toMatchObject({ yourTurn: true, version: 5, waitingFor: [0], decisions: [{ kind: 'turn', prompt: 'Go.', deadline: '2026-12-04T00:00:00.000Z' }] });
    expect(list[2]).toMatchObject({ yourTurn: false, waitingFor: [1], decisions: [] });
    expect((await inbox.listForPlayer('ann', { limit: 2 })).items.map((g) => g.gameId)).toEqual(['mine-early', 'mine-late']);
    // Paged: the games in play by offset (yours first), then the rest in index order; each once.
    const pages: string[][] = [];
    let after: Parameters<typeof inbox.listForPlayer>[1]['after'];
    do {
      const page = await inbox.listForPlayer('ann', { limit: 2, ...(after ? { after } : {}) });
      pages.push(page.items.map((g) => g.gameId));
      after = page.next ?? undefined;
    } while (after);
    expect(pages.flat()).toEqual(['mine-early', 'mine-late', 'theirs', 'open', 'fin-new', 'fin-old']);
    expect((await inbox.listForPlayer('ann', { limit: 10, status: 'active' })).items.map((g) => g.gameId)).toEqual(['mine-early', 'mine-late', 'theirs']);
  });

  it("says when the player's seat is away, from the newest summary: a seat goes away and comes back without its row being written", async () => {
    const inbox = dynamoInboxStore(env.doc, env.table);
    await inbox.put(row({ playerId: 'fay', gameId: 'left', status: 'active', seat: 1, slot: 1 }));
    const away = async () => (await inbox.listForPlayer('fay', { limit: 10 })).items[0]!.away;
    expect(await away()).toBe(false);
    await inbox.putSummary(summary({ gameId: 'left', version: 2, away: [1] }), []);
    expect(await away()).toBe(true);
    await inbox.putSummary(summary({ gameId: 'left', version: 3, away: [0] }), []);
    expect(await away()).toBe(false);
    // A row written while the seat was away says so until a newer summary comes (rows stored before the field: not away).
    await inbox.put(row({ playerId: 'fay', gameId: 'left', status: 'active', seat: 1, slot: 1, version: 3, away: true }));
    expect(await away()).toBe(true);
  });

  it('says why a cancelled game was cancelled; a row stored before the reason was recorded reads as its creator leaving', async () => {
    const inbox = dynamoInboxStore(env.doc, env.table);
    await inbox.put(row({ playerId: 'gil', gameId: 'gone-on-hold', status: 'cancelled', cancelledBecause: 'abandoned', updatedAt: '2026-12-03T00:00:00.000Z' }));
    await inbox.put(row({ playerId: 'gil', gameId: 'creator-gone', status: 'cancelled', cancelledBecause: 'creator-left', updatedAt: '2026-12-02T00:00:00.000Z' }));
    await inbox.put(row({ playerId: 'gil', gameId: 'before-reasons', status: 'cancelled', updatedAt: '2026-12-01T00:00:00.000Z' }));
    await inbox.put(row({ playerId: 'gil', gameId: 'done', status: 'finished' }));
    const list = (await inbox.listForPlayer('gil', { limit: 10 })).items;
    expect(list.map((g) => [g.gameId, g.cancelledBecause])).toEqual([
      ['done', undefined],
      ['gone-on-hold', 'abandoned'],
      ['creator-gone', 'creator-left'],
      ['before-reasons', 'creator-left'],
    ]);
    expect('cancelledBecause' in list[0]!).toBe(false);
  });

  it('reads the summaries of the games in play in one BatchGetItem per 100 games, not one GetItem each', async () => {
    const inbox = dynamoInboxStore(env.doc, env.table);
    const ids = Array.from({ length: 130 }, (_, i) => `many-${String(i).padStart(3, '0')}`);
    for (const gameId of ids) await inbox.put(row({ playerId: 'dee', gameId, status: 'active' }));
    // Every third game has a summary saying it is Dee's turn; the others have none yet.
    for (const gameId of ids.filter((_, i) => i % 3 === 0)) await inbox.putSummary(summary({ gameId, version: 2, pending: [turn(0, '2026-12-01T01:00:00.000Z')] }), []);
    env.calls.length = 0;
    const list = (await inbox.listForPlayer('dee', { limit: 200, status: 'active' })).items;
    expect(env.calls.filter((c) => c !== 'QueryCommand')).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand']);
    expect(list).toHaveLength(130);
    const mine = list.filter((g) => g.yourTurn).map((g) => g.gameId);
    expect(mine.sort()).toEqual(ids.filter((_, i) => i % 3 === 0));
    expect(list.find((g) => g.gameId === 'many-003')).toMatchObject({ version: 2, waitingFor: [0] });
    expect(list.find((g) => g.gameId === 'many-001')).toMatchObject({ version: 1, yourTurn: false, waitingFor: [] });
    // One game in play: a GetItem, the call a cold Lambda has already made once (the token check).
    await inbox.put(row({ playerId: 'eve', gameId: 'single', status: 'active' }));
    await inbox.putSummary(summary({ gameId: 'single', version: 4, pending: [turn(0, '2026-12-01T01:00:00.000Z')] }), []);
    env.calls.length = 0;
    expect((await inbox.listForPlayer('eve', { limit: 20 })).items).toMatchObject([{ gameId: 'single', version: 4, yourTurn: true }]);
    // And the first page of the whole list is one Query: the games in play and what follows them.
    expect(env.calls).toEqual(['QueryCommand', 'GetItemCommand']);
    // More games in play than that Query's rows: a second Query reads the rest of them.
    env.calls.length = 0;
    const first = await inbox.listForPlayer('dee', { limit: 50 });
    expect(env.calls).toEqual(['QueryCommand', 'QueryCommand', 'BatchGetItemCommand', 'BatchGetItemCommand']);
    expect(first.items.slice(0, 44).every((g) => g.yourTurn)).toBe(true);
    expect(first.items).toHaveLength(50);
    expect(first.next).toEqual({ k: IN_PLAY, s: 50 });
  });

  it('never goes back to an older version (redelivered or out-of-order records)', async () => {
    const inbox = dynamoInboxStore(env.doc, env.table);
    expect(await inbox.put(row({ playerId: 'bo', gameId: 'v', version: 3, yourTurn: true }))).toBe('written');
    expect(await inbox.put(row({ playerId: 'bo', gameId: 'v', version: 2, yourTurn: false }))).toBe('stale');
    expect(await inbox.put(row({ playerId: 'bo', gameId: 'v', version: 3, yourTurn: false }))).toBe('stale');
    expect((await inbox.listForPlayer('bo', { limit: 10 })).items.map((g) => [g.version, g.yourTurn])).toEqual([[3, true]]);
    expect(await inbox.putSummary(summary({ gameId: 'v', version: 4 }), [])).toBe('written');
    expect(await inbox.putSummary(summary({ gameId: 'v', version: 3, pending: [turn(0, '2026-12-01T00:00:00.000Z')] }), [])).toBe('stale');
    expect((await inbox.listForPlayer('bo', { limit: 10 })).items.map((g) => [g.version, g.yourTurn])).toEqual([[4, false]]);
  });

  it('takes a freed seat\'s or closed invitation\'s row out of the list for good, and filters and pages by status', async () => {
    const inbox = dynamoInboxStore(env.doc, env.table);
    await inbox.put(row({ playerId: 'cy', gameId: 'w', status: 'waiting', version: 2 }));
    await inbox.put(row({ playerId: 'cy', gameId: 'inv', status: 'waiting', slot: 100, seat: null, invited: true, version: 1 }));
    for (const gameId of ['f1', 'f2', 'f3']) await inbox.put(row({ playerId: 'cy', gameId, status: 'finished' }));
    expect((await inbox.listForPlayer('cy', { limit: 10, status: 'waiting' })).items.map((g) => [g.gameId, g.invited])).toEqual([['inv', true], ['w', false]]);
    expect(await inbox.vacate('w', 0, 3)).toBe('written');
    // A redelivered older version does not bring the row back.
    expect(await inbox.put(row({ playerId: 'cy', gameId: 'w', status: 'waiting', version: 2 }))).toBe('stale');
    expect((await inbox.listForPlayer('cy', { limit: 10, status: 'waiting' })).items.map((g) => g.gameId)).toEqual(['inv']);
    const first = await inbox.listForPlayer('cy', { limit: 2, status: 'finished' });
    expect(first.next).not.toBeNull();
    const second = await inbox.listForPlayer('cy', { limit: 2, status: 'finished', after: first.next! });
    expect([...first.items, ...second.items].map((g) => g.gameId).sort()).toEqual(['f1', 'f2', 'f3']);
    expect(second.next).toBeNull();
  });

  it('lists a lobby entry while it is listed, oldest first, and forgets it for good once not', async () => {
    const lobby = dynamoLobbyStore(env.doc, env.table);
    const entry = (gameId: string, createdAt: string, version = 0) => ({ gameId, game: 'lobby-test', options: {}, turnTimeLimitHours: 24, onTimeout: 'bot' as const, rated: true, players: [{ seat: 0, name: 'Ada' }], seatCount: 2, openSeats: 1, createdAt, version });
    await lobby.put(entry('late', '2026-12-01T02:00:00.000Z'), true);
    await lobby.put(entry('early', '2026-12-01T01:00:00.000Z'), true);
    expect((await lobby.page('lobby-test', 10)).items.map((e) => [e.gameId, e.onTimeout])).toEqual([
      ['early', 'bot'],
      ['late', 'bot'],
    ]);
    const one = await lobby.page('lobby-test', 1);
    expect((await lobby.page('lobby-test', 10, one.next!)).items.map((e) => e.gameId)).toEqual(['late']);
    expect(await lobby.put(entry('early', '2026-12-01T01:00:00.000Z', 1), false)).toBe('written');
    expect(await lobby.put(entry('early', '2026-12-01T01:00:00.000Z', 0), true)).toBe('stale');
    expect((await lobby.page('lobby-test', 10)).items.map((e) => e.gameId)).toEqual(['late']);
    // An entry stored before onTimeout was listed reads as the game's fallback.
    const { onTimeout: _bot, ...before } = entry('older', '2026-12-01T00:30:00.000Z');
    await env.doc.send(new PutCommand({ TableName: env.table, Item: { pk: keys.member('older'), sk: LOBBY_SK, kind: 'lobby', gsi1pk: keys.lobby('lobby-test'), gsi1sk: lobbyKey(before), ...before } }));
    expect((await lobby.page('lobby-test', 10)).items.map((e) => [e.gameId, e.onTimeout])).toEqual([
      ['older', 'fallback'],
      ['late', 'bot'],
    ]);
  });

  it("keeps the notifications sent for the summarised version; an older version counts as all sent", async () => {
    const inbox = dynamoInboxStore(env.doc, env.table);
    expect(await inbox.sentFor('s', 3)).toEqual(new Set());
    await inbox.putSummary(summary({ gameId: 's', version: 3 }), ['your-turn:p1']);
    await inbox.putSummary(summary({ gameId: 's', version: 3 }), ['your-turn:p1', 'game-started:p2']);
    expect(await inbox.sentFor('s', 3)).toEqual(new Set(['your-turn:p1', 'game-started:p2']));
    expect(await inbox.sentFor('s', 4)).toEqual(new Set());
    expect(await inbox.sentFor('s', 2)).toBe('all');
  });
});
