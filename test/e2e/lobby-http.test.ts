// The lobby, leaving, invitations and rematches over real HTTP (local runtime → the handlers → DynamoDB Local, the stream poller feeding
// the read models): the lobby, paged game lists, invitations, leaving and cancelling, rematches.
import { describe, expect, it } from 'vitest';
import { createGame } from '../../lambdas/app/games/create-game.js';
import type { InboxEntry, LobbyEntry } from '../../lambdas/app/core/read-models.js';
import type { LocalOutbox } from '../../local/http/local-routes.js';
import { waitFor } from '../support/http/http.js';
import { useTestRuntime } from '../support/runtime.js';

const env = useTestRuntime();

type Mail = LocalOutbox['messages'][number];
type GameList = { games: InboxEntry[]; cursor: string | null };
type LobbyPage = { games: LobbyEntry[]; cursor: string | null };

const outbox = async (): Promise<readonly Mail[]> => (await env.http.outbox()).body.messages;
const mailsOf = async (gameId: string, kind: string) => (await outbox()).filter((m) => m.attributes.gameId === gameId && m.attributes.kind === kind);
const lobby = (query: string, token: string) => env.http.get<LobbyPage>(`/lobby?${query}`, token);
const list = (query: string, token: string) => env.http.get<GameList>(`/games${query}`, token);

/** Every page of a list, following `cursor` to the end. */
async function allPages<T extends { games: unknown[]; cursor: string | null }>(first: string, read: (query: string) => Promise<{ status: number; body: T }>): Promise<T['games']> {
  const out: T['games'] = [];
  let query = first;
  for (let page = 0; page < 20; page++) {
    const r = await read(query);
    expect(r.status).toBe(200);
    out.push(...r.body.games);
    if (r.body.cursor === null) return out;
    query = `${first}${first.includes('?') || first.includes('=') ? '&' : ''}cursor=${r.body.cursor}`;
  }
  throw new Error('more than 20 pages');
}

async function finishedCounterGame() {
  const ada = await env.http.register('Ada');
  const bob = await env.http.register('Bob');
  const gameId = (await env.http.createGame({ game: 'counter', options: { target: 2 } }, ada.token)).body.gameId;
  await env.http.join(gameId, bob.token);
  // Ada adds 2 and wins at once.
  const done = await env.http.command(gameId, { type: 'add', n: 2 }, ada.token);
  expect(done.body.status).toBe('finished');
  return { ada, bob, gameId };
}

describe('the lobby', () => {
  it('lists a public game with open seats, not a private one, and drops it when full', async () => {
    const ada = await env.http.register('Ada');
    const bob = await env.http.register('Bob');
    const cy = await env.http.register('Cy');
    const pub = await env.http.post<{ gameId: string; visibility: string }>('/games', { game: 'counter', options: { players: 3, onTimeout: 'bot' }, visibility: 'public' }, ada.token);
    expect(pub.status).toBe(201);
    expect(pub.body.visibility).toBe('public');
    const priv = (await env.http.createGame({ game: 'counter', options: { players: 3 } }, ada.token)).body.gameId;
    const listed = async () => (await allPages<LobbyPage>('game=counter', (q) => lobby(q, bob.token))).find((g) => g.gameId === pub.body.gameId);
    const entry = (await waitFor(listed)).value;
    expect(entry).toMatchObject({ game: 'counter', seatCount: 3, openSeats: 2, players: [{ seat: 0, name: 'Ada' }], turnTimeLimitHours: expect.any(Number), onTimeout: 'bot' });
    expect(JSON.stringify(entry)).not.toContain('seed');
    expect((await allPages<LobbyPage>('game=counter', (q) => lobby(q, bob.token))).some((g) => g.gameId === priv)).toBe(false);

    await env.http.join(pub.body.gameId, bob.token);
    await waitFor(async () => (await listed())?.openSeats === 1);
    await env.http.join(pub.body.gameId, cy.token);
    await waitFor(async () => (await listed()) === undefined);
  });

  it('refuses a bad game, limit or cursor with a 400 and no 5xx', async () => {
    const ada = await env.http.register('Ada');
    expect((await lobby('game=chess', ada.token)).problem?.code).toBe('unknown-game');
    expect((await lobby('game=Counter', ada.token)).problem?.code).toBe('unknown-game');
    expect((await lobby('game=counter&limit=101', ada.token)).problem?.code).toBe('invalid-query');
    expect((await lobby('game=counter&cursor=not-a-cursor', ada.token)).problem?.code).toBe('invalid-cursor');
    // A well-formed cursor of the wrong list (a game list's position) is refused too.
    const forged = Buffer.from(JSON.stringify({ k: '1#2026-01-01T00:00:00.000Z#gX', s: 0 })).toString('base64url');
    expect((await lobby(`game=counter&cursor=${forged}`, ada.token)).problem?.code).toBe('invalid-cursor');
    expect((await list(`?status=active&cursor=${forged.replace('MS', 'Mi')}`, ada.token)).status).toBe(400);
    expect((await list('?status=lost', ada.token)).problem?.code).toBe('invalid-status');
  });
});

describe('the lobby of every game', () => {
  it('lists the public waiting games of every game without `game`, oldest first, each once across pages', async () => {
    const ada = await env.http.register('Ada');
    const bob = await env.http.register('Bob');
    const create = async (game: string, options: Record<string, unknown>, visibility = 'public') => {
      const r = await env.http.post<{ gameId: string }>('/games', { game, options, visibility }, ada.token);
      expect(r.status).toBe(201);
      return r.body.gameId;
    };
    const mine = [
      await create('counter', { players: 2 }),
      await create('mr-jack', {}),
      await create('ripper-rummy', { players: 3 }),
      await create('counter', { players: 3 }),
      await create('mr-jack', { extension: true }),
    ];
    const hidden = await create('mr-jack', {}, 'private');

    /** Every page of the merged lobby at `limit`, as pages of game ids. */
    const pagesOf = async (limit: number) => {
      const pages: LobbyEntry[][] = [];
      let cursor: string | null = null;
      do {
        const r: { status: number; body: LobbyPage } = await lobby(`limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, bob.token);
        expect(r.status).toBe(200);
        expect(r.body.games.length).toBeLessThanOrEqual(limit);
        pages.push(r.body.games);
        cursor = r.body.cursor;
      } while (cursor !== null && pages.length < 200);
      expect(cursor).toBeNull();
      return pages;
    };
    const all = (await waitFor(async () => {
      const seen = (await pagesOf(100)).flat();
      return mine.every((id) => seen.some((g) => g.gameId === id)) ? seen : undefined;
    })).value;
    expect(all.some((g) => g.gameId === hidden)).toBe(false);
    expect(new Set(all.map((g) => g.game))).toEqual(new Set(['counter', 'mr-jack', 'ripper-rummy']));
    const order = all.map((g) => `${g.createdAt}#${g.gameId}`);
    expect(order).toEqual([...order].sort());

    // Two at a time: the page boundaries fall between games of different kinds; each listed once, in the same order.
    const pages = await pagesOf(2);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const paged = pages.flat().map((g) => g.gameId);
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged.filter((id) => mine.includes(id)).sort()).toEqual([...mine].sort());
    expect(paged).toEqual(all.map((g) => g.gameId));

    // The game's own lobby keeps working, and each kind of list refuses the other's cursor.
    const jackOnly = await lobby('game=mr-jack&limit=1', bob.token);
    expect(jackOnly.body.games.every((g) => g.game === 'mr-jack')).toBe(true);
    const merged = (await lobby('limit=1', bob.token)).body.cursor!;
    expect((await lobby(`cursor=${jackOnly.body.cursor}`, bob.token)).problem?.code).toBe('invalid-cursor');
    expect((await lobby(`game=mr-jack&cursor=${merged}`, bob.token)).problem?.code).toBe('invalid-cursor');
    const tampered = Buffer.from(JSON.stringify({ at: { chess: null } })).toString('base64url');
    expect((await lobby(`cursor=${tampered}`, bob.token)).problem?.code).toBe('invalid-cursor');
    expect((await lobby('game=&limit=1', bob.token)).status).toBe(200);
  });
});

describe('paged game lists', () => {
  it('pages over 250 games, each exactly once, in the list and in the lobby', async () => {
    const ada = await env.http.register('Pager');
    const player = (await env.rt.context.players.get(ada.playerId))!;
    // Created through the use case (no HTTP round trip each), so the stream projects 250 new games.
    const ids: string[] = [];
    for (let i = 0; i < 250; i += 25) {
      const made = await Promise.all(
        Array.from({ length: 25 }, () => createGame(env.rt.context, player, { game: 'counter', options: { players: 2 }, visibility: 'public' }, null)),
      );
      for (const m of made) {
        if (!m.ok) throw new Error(m.problem.detail);
        ids.push(m.value.resource.gameId);
      }
    }
    await waitFor(async () => (await list('?status=waiting&limit=100', ada.token)).body.games.length === 100 && (await allPages<GameList>('?status=waiting&limit=100', (q) => list(q, ada.token))).length === 250, 20_000, 250);

    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const r: { status: number; body: GameList } = await list(`?limit=100${cursor ? `&cursor=${cursor}` : ''}`, ada.token);
      expect(r.status).toBe(200);
      expect(r.body.games.length).toBeLessThanOrEqual(100);
      pages.push(r.body.games.map((g) => g.gameId));
      cursor = r.body.cursor;
    } while (cursor !== null);
    const seen = pages.flat();
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...ids].sort());

    const inLobby = (await allPages<LobbyPage>('game=counter&limit=100', (q) => lobby(q, ada.token))).map((g) => g.gameId).filter((id) => ids.includes(id));
    expect(new Set(inLobby).size).toBe(inLobby.length);
    expect(inLobby.length).toBe(250);
    // The same through every game's lobby merged, where each page reads each game's partition.
    const merged = (await allPages<LobbyPage>('limit=100', (q) => lobby(q, ada.token))).map((g) => g.gameId).filter((id) => ids.includes(id));
    expect(merged).toEqual(inLobby);
    expect((await list('?status=finished', ada.token)).body.games).toEqual([]);
  });
});

describe('invitations', () => {
  it('mails a registered invitee, lists the game for them as invited, and answers the same for any address', async () => {
    const ada = await env.http.register('Ada');
    const bob = await env.http.register('Bob');
    const gameId = (await env.http.createGame({ game: 'counter', options: { players: 3 } }, ada.token)).body.gameId;
    const path = `/games/${gameId}/invitations`;

    const toBob = await env.http.post<{ invited: boolean; mailed: boolean; joinUrl: string; joinApi: string }>(path, { email: bob.email.toUpperCase() }, ada.token);
    expect(toBob.status).toBe(200);
    // Bob's subscription is stored pending (he has not read his profile since); the local SNS confirmed it at once, and the route asks it.
    expect(toBob.body).toMatchObject({ invited: true, mailed: true, mail: 'sent', joinUrl: expect.stringContaining(`/play/games/${gameId}`), joinApi: expect.stringContaining(`/games/${gameId}/join`) });
    const mail = (await waitFor(async () => (await mailsOf(gameId, 'invitation'))[0])).value;
    expect(mail.attributes.playerId).toBe(bob.playerId);
    expect(mail.message).toContain(`/play/games/${gameId}`);
    const row = (await waitFor(async () => (await env.http.myGames(bob.token)).body.games.find((g) => g.gameId === gameId))).value;
    expect(row).toMatchObject({ invited: true, status: 'waiting', seat: null });

    // An address nobody holds: the same links, nothing invited, nothing mailed, nothing recorded.
    const before = (await env.http.game(gameId, ada.token)).body.version;
    const toNobody = await env.http.post<{ invited: boolean; mailed: boolean }>(path, { email: 'nobody-at-all@example.com' }, ada.token);
    expect(toNobody.body).toMatchObject({ invited: false, mailed: false, mail: 'not-sent' });
    expect((await env.http.game(gameId, ada.token)).body.version).toBe(before);

    // Bob joins: his row is a seat now, no longer an invitation.
    await env.http.join(gameId, bob.token);
    await waitFor(async () => (await env.http.myGames(bob.token)).body.games.find((g) => g.gameId === gameId)?.invited === false);
    expect((await env.http.myGames(bob.token)).body.games.filter((g) => g.gameId === gameId)).toHaveLength(1);
    expect((await mailsOf(gameId, 'invitation')).length).toBe(1);
  });

  it('tells someone not seated nothing about an address, and never shows an address', async () => {
    const ada = await env.http.register('Ada');
    const bob = await env.http.register('Bob');
    const eve = await env.http.register('Eve');
    const gameId = (await env.http.createGame({ game: 'counter', options: { players: 3 } }, ada.token)).body.gameId;
    const path = `/games/${gameId}/invitations`;
    const registered = await env.http.post(path, { email: bob.email }, eve.token);
    const unknown = await env.http.post(path, { email: 'nobody-either@example.com' }, eve.token);
    expect([registered.status, registered.problem?.code]).toEqual([403, 'not-a-player']);
    expect(unknown.text).toBe(registered.text);
    expect((await env.http.post(`/games/nope/invitations`, { email: bob.email }, ada.token)).status).toBe(404);
    expect((await env.http.post(path, { email: 'not an address' }, ada.token)).status).toBe(400);
    expect((await env.http.post(path, { email: bob.email, playerId: bob.playerId }, ada.token)).status).toBe(400);

    await env.http.post(path, { playerId: bob.playerId }, ada.token);
    const seenByEve = await env.http.game(gameId, eve.token);
    expect(seenByEve.body).toMatchObject({ invited: [] });
    const history = await env.http.history(gameId, ada.token);
    const everything = JSON.stringify([seenByEve.body, history.body, (await env.http.game(gameId, ada.token)).body]);
    expect(everything).not.toContain(bob.email);
    expect(everything).not.toContain('@');
  });
});

describe('leaving and cancelling', () => {
  it('frees a seat for the next joiner; the creator leaving cancels the game and tells everyone seated', async () => {
    const ada = await env.http.register('Ada');
    const bob = await env.http.register('Bob');
    const cy = await env.http.register('Cy');
    const gameId = (await env.http.createGame({ game: 'counter', options: { players: 3 } }, ada.token)).body.gameId;
    await env.http.join(gameId, bob.token);
    const left = await env.http.post<{ seats: { seat: number; name: string }[]; openSeats: number; you?: number }>(`/games/${gameId}/leave`, {}, bob.token);
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ openSeats: 2, seats: [{ seat: 0, name: 'Ada' }] });
    expect(left.body.you).toBeUndefined();
    await waitFor(async () => !(await env.http.myGames(bob.token)).body.games.some((g) => g.gameId === gameId));
    expect((await env.http.post(`/games/${gameId}/leave`, undefined, bob.token)).problem?.code).toBe('not-a-player');

    // The free seat is taken again by the next joiner (the lowest free one).
    expect((await env.http.join(gameId, cy.token)).body.you).toBe(1);
    const cancelled = await env.http.post<{ status: string }>(`/games/${gameId}/leave`, undefined, ada.token);
    expect(cancelled.body.status).toBe('cancelled');
    const told = (await waitFor(async () => (await mailsOf(gameId, 'game-cancelled')).length > 0 && (await mailsOf(gameId, 'game-cancelled')))).value;
    expect(told.map((m) => m.attributes.playerId)).toEqual([cy.playerId]);
    await waitFor(async () => (await env.http.myGames(cy.token)).body.games.find((g) => g.gameId === gameId)?.status === 'cancelled');
    expect((await list('?status=cancelled', cy.token)).body.games.find((g) => g.gameId === gameId)?.cancelledBecause).toBe('creator-left');
    expect((await env.http.join(gameId, bob.token)).problem?.code).toBe('game-full');
    expect((await env.http.post(`/games/${gameId}/leave`, undefined, cy.token)).problem?.code).toBe('game-not-waiting');
    // Nothing more happens to it: a command is a 409, never a 5xx.
    const command = await env.http.command(gameId, { type: 'add', n: 1 }, cy.token);
    expect([command.status, command.problem?.code]).toEqual([409, 'game-cancelled']);
  });

  it('does not let anyone leave a finished game (leaving one being played: bots-http.test.ts)', async () => {
    const { ada, gameId } = await finishedCounterGame();
    const refused = await env.http.post(`/games/${gameId}/leave`, undefined, ada.token);
    expect([refused.status, refused.problem?.code]).toEqual([409, 'game-over']);
  });
});

describe('rematch', () => {
  it('creates one new game with the seats rotated, invites the others, and answers the same game the second time', async () => {
    const { ada, bob, gameId } = await finishedCounterGame();
    const first = await env.http.post<{ gameId: string; seats: { seat: number; playerId: string }[]; invited: { playerId: string; seat?: number }[]; status: string; rematchOf?: string }>(
      `/games/${gameId}/rematch`,
      undefined,
      ada.token,
    );
    expect(first.status).toBe(201);
    // Seat i goes to whoever sat at seat i + 1: Ada (seat 0) now sits at seat 1; Bob's seat 0 is kept for him.
    expect(first.body).toMatchObject({ status: 'waiting', rematchOf: gameId, seats: [{ seat: 1, playerId: ada.playerId }], invited: [{ playerId: bob.playerId, seat: 0 }] });
    await waitFor(async () => (await mailsOf(first.body.gameId, 'invitation')).some((m) => m.attributes.playerId === bob.playerId));
    await waitFor(async () => (await env.http.myGames(bob.token)).body.games.find((g) => g.gameId === first.body.gameId)?.invited === true);

    // Nobody else may take the kept seat: it is not open to them.
    const eve = await env.http.register('Eve');
    expect((await env.http.game(first.body.gameId, eve.token)).body.openSeats).toBe(0);
    expect((await env.http.game(first.body.gameId, bob.token)).body.openSeats).toBe(1);
    expect((await env.http.join(first.body.gameId, eve.token)).problem?.code).toBe('game-full');

    // Asked again by Ada: the same game. By Bob: the same game, and he takes his seat (it starts).
    const again = await env.http.post<{ gameId: string }>(`/games/${gameId}/rematch`, undefined, ada.token);
    expect([again.status, again.body.gameId]).toEqual([200, first.body.gameId]);
    const [bobs, adas] = await Promise.all([
      env.http.post<{ gameId: string; you?: number; status: string }>(`/games/${gameId}/rematch`, undefined, bob.token),
      env.http.post<{ gameId: string }>(`/games/${gameId}/rematch`, undefined, ada.token),
    ]);
    expect(bobs.body).toMatchObject({ gameId: first.body.gameId, you: 0, status: 'active' });
    expect(adas.body.gameId).toBe(first.body.gameId);
    // Bob's invitation row gave way to his seat's: the game once in his list, not as an invitation.
    // (Both rows are read models: wait until the seat's is in and the invitation's gone.)
    await waitFor(async () => {
      const rows = (await env.http.myGames(bob.token)).body.games.filter((g) => g.gameId === first.body.gameId);
      return rows.length === 1 && rows[0]!.invited === false;
    });
    expect((await env.http.myGames(bob.token)).body.games.filter((g) => g.gameId === first.body.gameId)).toHaveLength(1);
    expect((await env.http.history(first.body.gameId, ada.token)).body.events[0]!.version).toBe(0);
  });

  it('is refused before the game is over and to someone not seated', async () => {
    const ada = await env.http.register('Ada');
    const eve = await env.http.register('Eve');
    const gameId = (await env.http.createGame({ game: 'counter' }, ada.token)).body.gameId;
    expect((await env.http.post(`/games/${gameId}/rematch`, undefined, ada.token)).problem?.code).toBe('game-not-finished');
    expect((await env.http.post(`/games/${gameId}/rematch`, undefined, eve.token)).problem?.code).toBe('not-a-player');
  });
});
