// The lobby's pure parts and use cases on in-memory stores: the cursor codec, seats (free, kept,
// bots), the rematch's rotation, what a version changes for the lists and the lobby, and its mails.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mrJack } from '../../../domain/games/mr-jack/index.js';
import { createRegistry } from '../../../domain/games/registry.js';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import { decodeCursor, encodeCursor } from '../../../lambdas/app/core/cursor.js';
import { invitePlayer } from '../../../lambdas/app/games/invite-player.js';
import { leaveGame } from '../../../lambdas/app/games/leave-game.js';
import type { GameRecord, SeatHolder, Snapshot } from '../../../lambdas/app/core/model.js';
import { IN_PLAY, isListKey, inboxRows } from '../../../lambdas/app/games/project-inbox.js';
import { gameResource } from '../../../lambdas/app/games/resource.js';
import { isLobbyKey, lobbyEntry } from '../../../lambdas/app/lobby/project-lobby.js';
import { rematchId, requestRematch, rotatedSeats } from '../../../lambdas/app/games/rematch.js';
import { submitCommand } from '../../../lambdas/app/games/submit-command.js';
import { INVITATION_SLOT, seatForJoiner } from '../../../lambdas/app/core/seats.js';
import { messagesFor } from '../../../lambdas/app/mail/messages.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { memoryContext } from '../../support/memory-stores.js';
import { newPlayer, unwrap } from '../../support/http/players.js';
import { seeded } from '../../support/games/effort.js';

const games = createRegistry([counterGame]);

describe('page cursors', () => {
  it('decode to the position they encode, and nothing else decodes', () => {
    fc.assert(
      fc.property(fc.constantFrom('2', '3', '4'), fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }), fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), fc.nat(200), (rank, at, gameId, s) => {
        const k = `${rank}#${at.toISOString()}#${gameId}`;
        expect(decodeCursor(encodeCursor({ k, s }), (key) => isListKey(key))).toEqual({ k, s });
      }),
      { seed: seeded(16), numRuns: 200 },
    );
    const good = encodeCursor({ k: '3#0000000000042#g1', s: 0 });
    expect(decodeCursor(good, (k) => isListKey(k, 'finished'))).not.toBeNull();
    // Games in play page by offset: only that cursor is one of theirs.
    expect(decodeCursor(encodeCursor({ k: IN_PLAY, s: 100 }), (k) => isListKey(k, 'active'))).toEqual({ k: IN_PLAY, s: 100 });
    expect(decodeCursor(encodeCursor({ k: IN_PLAY, s: 100 }), (k) => isListKey(k, 'waiting'))).toBeNull();
    expect(decodeCursor(encodeCursor({ k: '1#2026-12-01T00:00:00.000Z#g1', s: 0 }), (k) => isListKey(k))).toBeNull();
    // Another status's list, the lobby, garbage, extra members, a non-integer slot: all refused.
    expect(decodeCursor(good, (k) => isListKey(k, 'cancelled'))).toBeNull();
    expect(decodeCursor(good, isLobbyKey)).toBeNull();
    for (const raw of ['', '!!', 'e30', encodeCursor({ k: '1#x#g1', s: 0 }), Buffer.from('{"k":"2#2026-12-01T00:00:00.000Z#g1","s":0,"x":1}').toString('base64url'), Buffer.from('{"k":"2#2026-12-01T00:00:00.000Z#g1","s":0.5}').toString('base64url'), 'A'.repeat(500)]) {
      expect(decodeCursor(raw, (k) => isListKey(k))).toBeNull();
    }
  });
});

const holder = (id: string, bot = false): SeatHolder => ({ playerId: id, name: id, ...(bot ? { bot: { level: 'normal' as const } } : {}) });

function snapshot(over: Partial<Snapshot>): Snapshot {
  return {
    game: 'counter',
    status: 'waiting',
    createdAt: '2026-12-01T12:00:00.000Z',
    createdBy: 'a',
    options: { players: 4, target: 10 },
    platform: { turnTimeLimitHours: 24 },
    seatCount: 4,
    seats: [holder('a')],
    seed: 'secret-seed',
    state: null,
    pending: [],
    recentKeys: {},
    timeouts: [0, 0, 0, 0],
    ...over,
  };
}

describe('seats', () => {
  it('a joiner takes the seat kept for them, else the lowest free seat kept for nobody', () => {
    const s = snapshot({ seats: [holder('a'), null, holder('bot:2', true)], invited: [{ playerId: 'b', name: 'b', seat: 1 }] });
    expect(seatForJoiner(s, 'b')).toBe(1);
    expect(seatForJoiner(s, 'c')).toBe(3);
    expect(seatForJoiner({ ...s, seats: [holder('a'), null, holder('bot:2', true), holder('d')] }, 'c')).toBeNull();
    // Games stored before free seats: a short list without nulls.
    expect(seatForJoiner(snapshot({ seats: [holder('a'), holder('b')] }), 'c')).toBe(2);
  });

  it('a rematch gives seat i to whoever sat at seat i + 1, under an id derived from the game', () => {
    expect(rotatedSeats({ seatCount: 3, seats: [holder('a'), holder('b'), holder('c')] }).map((h) => h?.playerId)).toEqual(['b', 'c', 'a']);
    expect(rematchId('g1')).toBe(rematchId('g1'));
    expect(rematchId('g1')).not.toBe(rematchId('g2'));
  });
});

describe('leave, invite and what the read models see', () => {
  async function table() {
    const ctx = memoryContext(games);
    const [ada, bob, cy] = await Promise.all(['Ada', 'Bob', 'Cy'].map((n) => newPlayer(ctx, n)));
    const created = unwrap(await createGame(ctx, ada!.player, { game: 'counter', options: { players: 3 }, visibility: 'public' }, null));
    return { ctx, ada: ada!.player, bob: bob!.player, cy: cy!.player, gameId: created.resource.gameId };
  }

  it('a leaver frees their seat and their row leaves their list; the lobby lists the game again', async () => {
    const { ctx, ada, bob, cy, gameId } = await table();
    unwrap(await joinGame(ctx, bob, gameId));
    unwrap(await leaveGame(ctx, bob, gameId));
    const left = ctx.events.all(gameId).at(-1)!;
    expect(left.platformEvents).toEqual([{ type: 'PlayerLeft', seat: 1, playerId: bob.playerId }]);
    expect(left.changes).toMatchObject({ seats: true, vacated: [1] });
    expect(inboxRows(ctx.games, left).map((r) => r.playerId)).toEqual([ada.playerId]);
    expect(lobbyEntry(left)).toMatchObject({ listed: true, entry: { openSeats: 2, onTimeout: 'fallback' } });
    const withBot = { ...left, snapshot: { ...left.snapshot, platform: { ...left.snapshot.platform, onTimeout: 'bot' as const } } };
    expect(lobbyEntry(withBot).entry.onTimeout).toBe('bot');
    expect(unwrap(await joinGame(ctx, cy, gameId)).you).toBe(1);
  });

  it('an invitation is a row in the invitee\'s list only, until they join; its mail goes to them alone', async () => {
    const { ctx, ada, bob, gameId } = await table();
    expect(unwrap(await invitePlayer(ctx, ada, gameId, { playerId: bob.playerId }))).toMatchObject({ invited: true });
    const invited = ctx.events.all(gameId).at(-1)!;
    expect(invited.platformEvents).toEqual([{ type: 'PlayerInvited', playerId: bob.playerId }]);
    expect(invited.changes).toMatchObject({ seats: false, invited: true });
    expect(inboxRows(ctx.games, invited).filter((r) => r.invited)).toEqual([expect.objectContaining({ playerId: bob.playerId, slot: INVITATION_SLOT, seat: null })]);
    const mails = messagesFor(counterGame, invited, 'https://play.example');
    expect(mails.map((m) => [m.kind, m.playerId])).toEqual([['invitation', bob.playerId]]);
    expect(mails[0]!.body).toContain(`https://play.example/play/games/${gameId}`);
    expect(mails[0]!.body).toContain(`Each decision has ${invited.snapshot.platform.turnTimeLimitHours} h; if its deadline passes, the game's fallback applies: `);
    // Mr. Jack's terms say what a missed move costs there (a forfeit), or that a bot plays it.
    expect(messagesFor(mrJack, invited, 'https://play.example')[0]!.body).toContain("if its deadline passes, the game's fallback applies: you forfeit the game (your side loses).");
    // With the Extension, the opening draft and placement come first, and they are played for you.
    const extension = { ...invited, snapshot: { ...invited.snapshot, options: { board: '2016', role: 'random', extension: true } } };
    expect(messagesFor(mrJack, extension, 'https://play.example')[0]!.body).toContain(
      "if its deadline passes, the game's fallback applies: in the opening draft and placement, a default choice is made for you; from round 1 on, you forfeit the game (your side loses).",
    );
    const withBot = { ...extension, snapshot: { ...extension.snapshot, platform: { ...invited.snapshot.platform, onTimeout: 'bot' as const } } };
    expect(messagesFor(mrJack, withBot, 'https://play.example')[0]!.body).toContain('if its deadline passes, a bot plays this move for you (nobody forfeits for lateness).');
    expect(JSON.stringify(invited.platformEvents)).not.toContain('@');

    unwrap(await joinGame(ctx, bob, gameId));
    const joined = ctx.events.all(gameId).at(-1)!;
    expect(joined.changes).toMatchObject({ seats: true, invited: true, vacated: [INVITATION_SLOT] });
    expect(inboxRows(ctx.games, joined).some((r) => r.invited)).toBe(false);
  });

  it('the join that starts the game closes every open invitation (their rows leave the invitees\' lists)', async () => {
    const ctx = memoryContext(games);
    const [ada, bob, cy] = await Promise.all(['Ada', 'Bob', 'Cy'].map(async (n) => (await newPlayer(ctx, n)).player));
    const gameId = unwrap(await createGame(ctx, ada!, { game: 'counter' }, null)).resource.gameId;
    for (const p of [bob!, cy!]) unwrap(await invitePlayer(ctx, ada!, gameId, { playerId: p.playerId }));
    unwrap(await joinGame(ctx, bob!, gameId));
    const started = ctx.events.all(gameId).at(-1)!;
    expect(started.snapshot.status).toBe('active');
    expect(started.changes).toMatchObject({ seats: true, due: true, invited: true, vacated: [INVITATION_SLOT, INVITATION_SLOT + 1] });
    expect(inboxRows(ctx.games, started).some((r) => r.invited)).toBe(false);
  });

  it('the creator leaving cancels: status cancelled, one mail to each other seated player (not to bots)', async () => {
    const { ctx, ada, bob, gameId } = await table();
    unwrap(await joinGame(ctx, bob, gameId));
    expect(unwrap(await leaveGame(ctx, ada, gameId)).status).toBe('cancelled');
    const cancelled: GameRecord = ctx.events.all(gameId).at(-1)!;
    expect(cancelled.platformEvents).toEqual([{ type: 'GameCancelled' }]);
    expect(messagesFor(counterGame, cancelled, 'https://play.example').map((m) => [m.kind, m.playerId])).toEqual([['game-cancelled', bob.playerId]]);
    expect(lobbyEntry(cancelled).listed).toBe(false);
    expect(inboxRows(ctx.games, cancelled).map((r) => [r.status, r.cancelledBecause])).toEqual([
      ['cancelled', 'creator-left'],
      ['cancelled', 'creator-left'],
    ]);
    expect(gameResource(counterGame, cancelled, bob.playerId)).toMatchObject({ status: 'cancelled', cancelledBecause: 'creator-left', view: null });
    // Nothing more happens to it.
    expect((await leaveGame(ctx, bob, gameId)).ok).toBe(false);
    const withBot = { ...cancelled, snapshot: { ...cancelled.snapshot, seats: [...cancelled.snapshot.seats.slice(0, 2), holder('bot:2', true)] } };
    expect(messagesFor(counterGame, withBot, 'https://play.example').map((m) => m.playerId)).toEqual([bob.playerId]);
  });

  it('only a seated player of a waiting game invites, at most 20 players', async () => {
    const { ctx, ada, bob, cy, gameId } = await table();
    expect(await invitePlayer(ctx, bob, gameId, { playerId: cy.playerId })).toMatchObject({ ok: false, problem: { code: 'not-a-player' } });
    expect(unwrap(await invitePlayer(ctx, ada, gameId, { email: 'nobody@example.com' }))).toMatchObject({ invited: false, mailed: false });
    for (let i = 0; i < 20; i++) unwrap(await invitePlayer(ctx, ada, gameId, { playerId: (await newPlayer(ctx, `P${i}`)).player.playerId }));
    expect(await invitePlayer(ctx, ada, gameId, { playerId: cy.playerId })).toMatchObject({ ok: false, problem: { code: 'too-many-invitations' } });
  });
});

describe('a finished game in its players\' lists', () => {
  it('each seat\'s row carries the result (winners and sentence); rows of a game in play carry none', async () => {
    const ctx = memoryContext(games);
    const [ada, bob] = await Promise.all(['Ada', 'Bob'].map(async (n) => (await newPlayer(ctx, n)).player));
    const gameId = unwrap(await createGame(ctx, ada!, { game: 'counter', options: { target: 3 } }, null)).resource.gameId;
    unwrap(await joinGame(ctx, bob!, gameId));
    unwrap(await submitCommand(ctx, ada!, gameId, { command: { type: 'add', n: 1 } }));
    expect(inboxRows(ctx.games, ctx.events.all(gameId).at(-1)!).some((r) => 'result' in r)).toBe(false);
    unwrap(await submitCommand(ctx, bob!, gameId, { command: { type: 'add', n: 2 } }));
    const finished = ctx.events.all(gameId).at(-1)!;
    expect(finished.snapshot.status).toBe('finished');
    expect(finished.changes).toMatchObject({ seats: true });
    expect(inboxRows(ctx.games, finished).map((r) => [r.playerId, r.result])).toEqual([
      [ada!.playerId, { winners: [1], summary: 'Bob reached 3' }],
      [bob!.playerId, { winners: [1], summary: 'Bob reached 3' }],
    ]);
    // A game the registry does not know (rules since removed) lists without a result.
    expect(inboxRows(createRegistry([]), finished).some((r) => 'result' in r)).toBe(false);
  });
});

describe('rematch', () => {
  it('keeps the bots playing, seats rotated, and starts at once when only the requester and bots sit', async () => {
    const ctx = memoryContext(games);
    const ada = (await newPlayer(ctx, 'Ada')).player;
    const gameId = unwrap(await createGame(ctx, ada, { game: 'counter', options: { target: 2 }, bots: [{ seat: 1, level: 'easy' }] }, null)).resource.gameId;
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 2 } }));
    const first = unwrap(await requestRematch(ctx, ada, gameId));
    expect(first.created).toBe(true);
    expect(first.resource).toMatchObject({ status: 'active', you: 1, rematchOf: gameId, invited: [] });
    expect(first.resource.seats.map((s) => [s.seat, s.bot?.level ?? s.name])).toEqual([[0, 'easy'], [1, 'Ada']]);
    const again = unwrap(await requestRematch(ctx, ada, gameId));
    expect([again.created, again.resource.gameId]).toEqual([false, first.resource.gameId]);
  });

  it("gives each Mr. Jack role to the other player, a role drawn at random included", async () => {
    const ctx = memoryContext(createRegistry([mrJack]));
    const [ada, bob] = [(await newPlayer(ctx, 'Ada')).player, (await newPlayer(ctx, 'Bob')).player];
    const gameId = unwrap(await createGame(ctx, ada, { game: 'mr-jack', options: { role: 'random' } }, null)).resource.gameId;
    const played = unwrap(await joinGame(ctx, bob, gameId));
    const roleOf = (g: { seats: { playerId: string; role: string | null }[] }, p: { playerId: string }) => g.seats.find((s) => s.playerId === p.playerId)?.role;
    // The end of the game, as the platform records it (playing it out is the game's own tests' job).
    const last = (await ctx.events.latest(gameId))!;
    await ctx.events.append({ ...last, version: last.version + 1, snapshot: { ...last.snapshot, status: 'finished' } });
    const rematch = unwrap(await requestRematch(ctx, ada, gameId)).resource;
    const started = unwrap(await joinGame(ctx, bob, rematch.gameId));
    expect(started.status).toBe('active');
    expect([roleOf(played, ada), roleOf(played, bob)].sort()).toEqual(['Detective', 'Jack']);
    expect(roleOf(started, ada)).toBe(roleOf(played, bob));
    expect(roleOf(started, bob)).toBe(roleOf(played, ada));
  });
});
