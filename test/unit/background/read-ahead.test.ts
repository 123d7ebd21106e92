// The game read while the token is checked (lambdas/app/games/read-ahead.ts): started before the token
// check, used once by the request that started it, and never the reason for a different answer.
import { describe, expect, it, vi } from 'vitest';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import { registerPlayer } from '../../../lambdas/app/accounts/players.js';
import { encodeCursor } from '../../../lambdas/app/core/cursor.js';
import { IN_PLAY } from '../../../lambdas/app/games/project-inbox.js';
import { readingGameAhead, readingGameAheadUnlessRemembered, readingGameListAhead } from '../../../lambdas/app/games/read-ahead.js';
import { httpLambda } from '../../../lambdas/http/http-lambda.js';
import { getGameVersionRoute } from '../../../lambdas/http/routes/game-versions.js';
import { getGameRoute, getHistoryRoute, listGamesRoute, submitCommandRoute } from '../../../lambdas/http/routes/games.js';
import { productGames } from '../../../domain/games/registry.js';
import type { AnyRoute } from '../../../lambdas/http/route.js';
import { routeImpls } from '../../../lambdas/http/routes/index.js';
import { browseLobbyRoute } from '../../../lambdas/http/routes/lobby.js';
import { gameInPath, gameInPathUnlessRemembered } from '../../../lambdas/http/validate.js';
import { fakeLambdaContext } from '../../../local/http/http-front.js';
import { apiEvent } from '../../support/lambda-events.js';
import { memoryContext } from '../../support/memory-stores.js';
import { unwrap } from '../../support/http/players.js';

async function gameOfTwo() {
  const ctx = memoryContext(productGames);
  const a = unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'ada@example.com' }));
  const b = unwrap(await registerPlayer(ctx, { name: 'Bob', email: 'bob@example.com' }));
  const g = unwrap(await createGame(ctx, (await ctx.players.get(a.playerId))!, { game: 'ripper-rummy', options: {} }, null)).resource;
  unwrap(await joinGame(ctx, (await ctx.players.get(b.playerId))!, g.gameId));
  const latest = (await ctx.events.latest(g.gameId))!;
  const mover = latest.snapshot.pending[0]?.seat === 0 ? a : b;
  return { ctx, gameId: g.gameId, mover, other: mover === a ? b : a };
}

function gameEvent(method: 'GET' | 'POST', gameId: string, suffix: string, authorization: string | undefined, body?: unknown) {
  return apiEvent({
    method,
    path: `/games/${gameId}${suffix}`,
    route: `/games/{gameId}${suffix}`,
    headers: { ...(authorization ? { authorization } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    pathParameters: { gameId },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('reading the game ahead', () => {
  it('hands the read already made to the first look at that game, and reads again on the second', async () => {
    const { ctx, gameId } = await gameOfTwo();
    const latest = vi.spyOn(ctx.events, 'latest');
    const ahead = readingGameAhead(ctx, gameId);
    // Started at once, before anything asked for it.
    expect(latest).toHaveBeenCalledTimes(1);
    const first = await ahead.events.latest(gameId);
    expect(first?.gameId).toBe(gameId);
    expect(latest).toHaveBeenCalledTimes(1);
    await ahead.events.latest(gameId);
    expect(latest).toHaveBeenCalledTimes(2);
    // Another game is read as it would be.
    expect(await ahead.events.latest('nosuchgame')).toBeNull();
    expect(latest).toHaveBeenCalledTimes(3);
    // The shared context is untouched: another request reads for itself.
    expect(ctx.events.latest).toBe(latest);
  });

  it('for a command, join or leave: reads nothing ahead when the process remembers the game, and hands the remembered version to the first look, decoded once', async () => {
    const { ctx, gameId } = await gameOfTwo();
    const record = (await ctx.events.latest(gameId))!;
    const remembered = vi.spyOn(ctx.events, 'remembered').mockImplementation((id) => (id === gameId ? record : null));
    const latest = vi.spyOn(ctx.events, 'latest');
    const ahead = readingGameAheadUnlessRemembered(ctx, gameId);
    expect(latest).not.toHaveBeenCalled();
    expect(remembered).toHaveBeenCalledTimes(1);
    // The use case's first look gets what was decoded to decide; a second look asks the store.
    expect(ahead.events.remembered(gameId)).toBe(record);
    expect(remembered).toHaveBeenCalledTimes(1);
    expect(ahead.events.remembered(gameId)).toBe(record);
    expect(remembered).toHaveBeenCalledTimes(2);
    expect(ahead.events.remembered('othergame')).toBeNull();
    // Not remembered: read ahead as for any route.
    remembered.mockReturnValue(null);
    readingGameAheadUnlessRemembered(ctx, gameId);
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('for a route that reads the newest version whatever is remembered (GET /games/{id}): reads ahead even when the process remembers the game', async () => {
    const { ctx, gameId } = await gameOfTwo();
    const record = (await ctx.events.latest(gameId))!;
    const remembered = vi.spyOn(ctx.events, 'remembered').mockReturnValue(record);
    const latest = vi.spyOn(ctx.events, 'latest');
    readingGameAhead(ctx, gameId);
    expect(latest).toHaveBeenCalledTimes(1);
    // Nor does it decode the memory to find out.
    expect(remembered).not.toHaveBeenCalled();
  });

  it("hands the first page of a player's list read ahead to that player's listing of that page only", async () => {
    const { ctx, mover, other } = await gameOfTwo();
    const moverId = mover.token.split('.')[0]!;
    const otherId = other.token.split('.')[0]!;
    const list = vi.spyOn(ctx.inbox, 'listForPlayer');
    const ahead = readingGameListAhead(ctx, moverId, { limit: 20 });
    expect(list).toHaveBeenCalledTimes(1);
    // Another player, another page size or status: read for themselves.
    await ahead.inbox.listForPlayer(otherId, { limit: 20 });
    await ahead.inbox.listForPlayer(moverId, { limit: 5 });
    await ahead.inbox.listForPlayer(moverId, { limit: 20, status: 'finished' });
    expect(list).toHaveBeenCalledTimes(4);
    await ahead.inbox.listForPlayer(moverId, { limit: 20 });
    expect(list).toHaveBeenCalledTimes(4);
    await ahead.inbox.listForPlayer(moverId, { limit: 20 });
    expect(list).toHaveBeenCalledTimes(5);
  });

  it('leaves a failed read ahead to the request that uses it, and unreported when none does', async () => {
    const { ctx, gameId } = await gameOfTwo();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      vi.spyOn(ctx.events, 'latest').mockRejectedValueOnce(new Error('throttled'));
      readingGameAhead(ctx, gameId); // dropped, as by a request refused for its token
      vi.spyOn(ctx.events, 'latest').mockRejectedValueOnce(new Error('throttled again'));
      await expect(readingGameAhead(ctx, gameId).events.latest(gameId)).rejects.toThrow('throttled again');
      await new Promise((r) => setTimeout(r, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('the HTTP shell reads the game ahead', () => {
  it('for a command: the read starts before the token is checked, and the command is decided on it', async () => {
    const { ctx, gameId, mover } = await gameOfTwo();
    const order: string[] = [];
    const latest = ctx.events.latest.bind(ctx.events);
    const get = ctx.players.get.bind(ctx.players);
    vi.spyOn(ctx.events, 'latest').mockImplementation((id) => (order.push('game'), latest(id)));
    vi.spyOn(ctx.players, 'get').mockImplementation((id) => (order.push('player'), get(id)));
    const res = await httpLambda(submitCommandRoute, () => ctx)(gameEvent('POST', gameId, '/commands', `Bearer ${mover.token}`, { type: 'draw', from: 'deck' }), fakeLambdaContext('t'));
    expect(res.statusCode).toBe(200);
    // One read of each: the game's is not made again once the token is accepted.
    expect(order).toEqual(['game', 'player']);
  });

  it('for GET /games/{id} in a process that remembers the game: the read still starts before the token is checked', async () => {
    const { ctx, gameId, other } = await gameOfTwo();
    const order: string[] = [];
    const record = (await ctx.events.latest(gameId))!;
    const latest = ctx.events.latest.bind(ctx.events);
    const get = ctx.players.get.bind(ctx.players);
    vi.spyOn(ctx.events, 'remembered').mockReturnValue(record);
    vi.spyOn(ctx.events, 'latest').mockImplementation((id) => (order.push('game'), latest(id)));
    vi.spyOn(ctx.players, 'get').mockImplementation((id) => (order.push('player'), get(id)));
    const res = await httpLambda(getGameRoute, () => ctx)(gameEvent('GET', gameId, '', `Bearer ${other.token}`), fakeLambdaContext('t'));
    expect(res.statusCode).toBe(200);
    expect(order).toEqual(['game', 'player']);
  });

  it('answers as before when the token is refused, and reads nothing ahead without a well-formed token or game id', async () => {
    const { ctx, gameId, other } = await gameOfTwo();
    const latest = vi.spyOn(ctx.events, 'latest');
    const handler = httpLambda(getGameRoute, () => ctx);
    const call = (id: string, authorization?: string) => handler(gameEvent('GET', id, '', authorization), fakeLambdaContext('t'));
    // A well-formed token that is not one: refused, and the read made ahead goes unused.
    const forged = `${other.token.split('.')[0]}.${'x'.repeat(32)}`;
    expect((await call(gameId, `Bearer ${forged}`)).statusCode).toBe(401);
    expect(latest).toHaveBeenCalledTimes(1);
    for (const [id, authorization] of [[gameId, undefined], [gameId, 'Basic abc'], [gameId, 'Bearer not-a-token'], ['bad id!', `Bearer ${other.token}`]] as const) {
      latest.mockClear();
      const res = await call(id, authorization);
      expect(res.statusCode).toBe(id === gameId ? 401 : 404);
      expect(latest).not.toHaveBeenCalled();
    }
    // The token's owner sees the game, read once.
    latest.mockClear();
    expect((await call(gameId, `Bearer ${other.token}`)).statusCode).toBe(200);
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it("for the list of my games: the first page is read before the token is checked; a later page or a bad value reads nothing ahead", async () => {
    const { ctx, other } = await gameOfTwo();
    const order: string[] = [];
    const listForPlayer = ctx.inbox.listForPlayer.bind(ctx.inbox);
    const get = ctx.players.get.bind(ctx.players);
    const list = vi.spyOn(ctx.inbox, 'listForPlayer').mockImplementation((id, q) => (order.push('list'), listForPlayer(id, q)));
    vi.spyOn(ctx.players, 'get').mockImplementation((id) => (order.push('player'), get(id)));
    const handler = httpLambda(listGamesRoute, () => ctx);
    const call = (query: Record<string, string>) =>
      handler({ ...apiEvent({ method: 'GET', path: '/games', headers: { authorization: `Bearer ${other.token}` } }), queryStringParameters: query }, fakeLambdaContext('t'));
    expect((await call({ limit: '1' })).statusCode).toBe(200);
    expect(order).toEqual(['list', 'player']);
    list.mockClear();
    expect((await call({ limit: '1', cursor: encodeCursor({ k: IN_PLAY, s: 1 }) })).statusCode).toBe(200);
    expect((await call({ limit: '0' })).statusCode).toBe(400);
    expect((await call({ status: 'lost' })).statusCode).toBe(400);
    expect((await call({ cursor: '!' })).statusCode).toBe(400);
    // Only the later page's own read.
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('for a past version: that version is read before the token is checked, once; a malformed version reads nothing ahead', async () => {
    const { ctx, gameId, other } = await gameOfTwo();
    const order: string[] = [];
    const atVersion = ctx.events.atVersion.bind(ctx.events);
    const get = ctx.players.get.bind(ctx.players);
    const spy = vi.spyOn(ctx.events, 'atVersion').mockImplementation((id, v) => (order.push(`version ${v}`), atVersion(id, v)));
    vi.spyOn(ctx.players, 'get').mockImplementation((id) => (order.push('player'), get(id)));
    const handler = httpLambda(getGameVersionRoute, () => ctx);
    const call = (version: string) =>
      handler(
        { ...gameEvent('GET', gameId, `/versions/${version}`, `Bearer ${other.token}`), routeKey: 'GET /games/{gameId}/versions/{version}', pathParameters: { gameId, version } },
        fakeLambdaContext('t'),
      );
    const res = await call('1');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body ?? '{}').version).toBe(1);
    expect(order).toEqual(['version 1', 'player']);
    spy.mockClear();
    expect((await call('01')).statusCode).toBe(404);
    expect(spy).not.toHaveBeenCalled();
  });

  it("for the lobby: each first page asked for is read before the token is checked; a later page, a game that is not one or a bad value reads nothing ahead", async () => {
    const { ctx, other } = await gameOfTwo();
    const order: string[] = [];
    const page = ctx.lobby.page.bind(ctx.lobby);
    const get = ctx.players.get.bind(ctx.players);
    const pages = vi.spyOn(ctx.lobby, 'page').mockImplementation((game, limit, after) => (order.push(`lobby ${game} ${limit}`), page(game, limit, after)));
    vi.spyOn(ctx.players, 'get').mockImplementation((id) => (order.push('player'), get(id)));
    const handler = httpLambda(browseLobbyRoute, () => ctx);
    const call = (query: Record<string, string>) =>
      handler({ ...apiEvent({ method: 'GET', path: '/lobby', headers: { authorization: `Bearer ${other.token}` } }), queryStringParameters: query }, fakeLambdaContext('t'));
    expect((await call({})).statusCode).toBe(200);
    // Every game's lobby, each read once, all before the token check.
    expect(order.slice(0, -1).sort()).toEqual([...ctx.gameIds].map((g) => `lobby ${g} 50`).sort());
    expect(order.at(-1)).toBe('player');
    order.length = 0;
    expect((await call({ game: 'mr-jack', limit: '5' })).statusCode).toBe(200);
    expect(order).toEqual(['lobby mr-jack 5']);
    pages.mockClear();
    expect((await call({ game: 'chess' })).statusCode).toBe(400);
    expect((await call({ game: 'Not A Game!' })).statusCode).toBe(400);
    expect((await call({ limit: '0' })).statusCode).toBe(400);
    expect((await call({ cursor: '!' })).statusCode).toBe(400);
    expect(pages).not.toHaveBeenCalled();
  });

  it('not for the history: its token is checked before its page is read (a page is up to 200 versions: read ahead on a forged token, it would cost up to 50 read units instead of one)', async () => {
    const { ctx, gameId, other } = await gameOfTwo();
    const order: string[] = [];
    const history = ctx.events.history.bind(ctx.events);
    const get = ctx.players.get.bind(ctx.players);
    vi.spyOn(ctx.events, 'history').mockImplementation((id, after, limit) => (order.push('page'), history(id, after, limit)));
    vi.spyOn(ctx.players, 'get').mockImplementation((id) => (order.push('player'), get(id)));
    const res = await httpLambda(getHistoryRoute, () => ctx)(gameEvent('GET', gameId, '/events', `Bearer ${other.token}`), fakeLambdaContext('t'));
    expect(res.statusCode).toBe(200);
    expect(order).toEqual(['player', 'page']);
  });
});

describe("each game route's read ahead agrees with its use case", () => {
  it('a route whose use case may decide on the remembered version reads nothing ahead when the game is remembered; one whose use case always reads, always reads ahead', async () => {
    const { ctx, gameId, mover, other } = await gameOfTwo();
    const player = (await ctx.players.get(mover.token.split('.')[0]!))!;
    const gameRoutes = Object.entries(routeImpls).filter(([, r]) => r.readAhead === gameInPath || r.readAhead === gameInPathUnlessRemembered);
    // Whatever a route answers here (a refusal too), its use case shows whether it looks at the memory.
    const bodies: Record<string, unknown> = { submitCommand: { type: 'draw', from: 'deck' }, invitePlayer: { playerId: other.token.split('.')[0] } };
    const decidesOnMemory: string[] = [];
    for (const [id, route] of gameRoutes) {
      const remembered = vi.spyOn(ctx.events, 'remembered').mockReturnValue(null);
      const request = { event: apiEvent({ method: 'POST', path: `/games/${gameId}` }), headers: {}, pathParameters: { gameId }, query: {}, body: bodies[id], player, tokenId: 't', caller: { player, tokenId: 't' } };
      await (route as AnyRoute).handle(request, ctx).catch(() => undefined);
      if (remembered.mock.calls.some(([g]) => g === gameId)) decidesOnMemory.push(id);
      remembered.mockRestore();
    }
    const unlessRemembered = gameRoutes.filter(([, r]) => r.readAhead === gameInPathUnlessRemembered).map(([id]) => id);
    expect(decidesOnMemory.sort()).toEqual(unlessRemembered.sort());
    // Both kinds are there, so the comparison says something.
    expect(unlessRemembered).toContain('submitCommand');
    expect(gameRoutes.map(([id]) => id)).toContain('getGame');
  });
});

