// The move path against a real DynamoDB (Local): cost per move, optimistic concurrency,
// idempotency and the token cache.
import { beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '../../lambdas/app/accounts/auth.js';
import { createGame, joinGame } from '../../lambdas/app/games/create-game.js';
import { readHistory } from '../../lambdas/app/games/read-game.js';
import { submitCommand } from '../../lambdas/app/games/submit-command.js';
import { createRegistry } from '../../domain/games/registry.js';
import { anotherProcess, freshContext } from '../support/dynamo.js';
import { counterGame } from '../support/fixtures/counter-game.js';
import { newPlayer, unwrap } from '../support/http/players.js';

const games = createRegistry([counterGame]);
let env: Awaited<ReturnType<typeof freshContext>>;

beforeAll(async () => {
  env = await freshContext(games);
});

async function twoPlayerGame(target = 1000) {
  const a = await newPlayer(env.ctx, 'Ada');
  const b = await newPlayer(env.ctx, 'Bob');
  const created = unwrap(await createGame(env.ctx, a.player, { game: 'counter', options: { target } }, null));
  unwrap(await joinGame(env.ctx, b.player, created.resource.gameId));
  return { a, b, gameId: created.resource.gameId };
}

describe('submitting a command', () => {
  it('costs one Query and one PutItem in a process that has not seen the game, however long the game already is', async () => {
    const { a, b, gameId } = await twoPlayerGame();
    const seats = [a, b];
    const costs: string[][] = [];
    for (let i = 0; i < 60; i++) {
      const who = seats[i % 2]!;
      // Authenticate first (a warm Lambda has the token cached), then count the move itself, in a
      // process that remembers nothing of the game (remembered-versions.test.ts has the other case).
      const cold = anotherProcess(env, games);
      await authenticate(cold.ctx.players, cold.ctx.tokens, who.token, Date.now());
      cold.calls.length = 0;
      unwrap(await submitCommand(cold.ctx, who.player, gameId, { command: { type: 'add', n: 1 } }));
      if (i === 0 || i === 59) costs.push([...cold.calls]);
    }
    expect(costs[0]).toEqual(['QueryCommand', 'PutItemCommand']);
    expect(costs[1]).toEqual(['QueryCommand', 'PutItemCommand']);
  });

  it('verifies a token once per process, then serves it from the cache', async () => {
    const a = await newPlayer(env.ctx, 'Cy');
    env.calls.length = 0;
    expect((await authenticate(env.ctx.players, env.ctx.tokens, a.token, Date.now()))?.player.playerId).toBe(a.player.playerId);
    expect(env.calls).toEqual(['GetItemCommand']);
    env.calls.length = 0;
    expect((await authenticate(env.ctx.players, env.ctx.tokens, a.token, Date.now()))?.player.playerId).toBe(a.player.playerId);
    expect(env.calls).toEqual([]);
    // A wrong secret for the same player is refused (and not served from the cache).
    const forged = `${a.player.playerId}.${'x'.repeat(32)}`;
    expect(await authenticate(env.ctx.players, env.ctx.tokens, forged, Date.now())).toBeNull();
    expect(await authenticate(env.ctx.players, env.ctx.tokens, 'nonsense', Date.now())).toBeNull();
  });

  it('lets exactly one of 32 concurrent posts with the same If-Match win; the rest get 412 and history has no gap or duplicate', async () => {
    const { a, gameId } = await twoPlayerGame();
    const before = unwrap(await readHistory(env.ctx, a.player, gameId, -1, 200)).lastVersion;
    const results = await Promise.all(
      Array.from({ length: 32 }, () => submitCommand(env.ctx, a.player, gameId, { command: { type: 'add', n: 1 }, ifMatch: before })),
    );
    const wins = results.filter((r) => r.ok);
    const losses = results.filter((r) => !r.ok);
    expect(wins).toHaveLength(1);
    expect(losses.map((r) => (r.ok ? 0 : r.problem.status))).toEqual(Array(31).fill(412));
    const versions = unwrap(await readHistory(env.ctx, a.player, gameId, -1, 200)).events.map((e) => e.version);
    expect(versions).toEqual(Array.from({ length: before + 2 }, (_, i) => i));
  });

  it('without If-Match, concurrent commands are re-decided and all land in order', async () => {
    const { a, b, gameId } = await twoPlayerGame();
    // Both seats call "call" then everyone must shout: shouts are simultaneous decisions.
    unwrap(await submitCommand(env.ctx, a.player, gameId, { command: { type: 'call' } }));
    const [ra, rb] = await Promise.all([
      submitCommand(env.ctx, a.player, gameId, { command: { type: 'shout' } }),
      submitCommand(env.ctx, b.player, gameId, { command: { type: 'shout' } }),
    ]);
    expect(ra.ok && rb.ok).toBe(true);
    const versions = unwrap(await readHistory(env.ctx, a.player, gameId, -1, 200)).events.map((e) => e.version);
    expect(versions).toEqual([0, 1, 2, 3, 4]);
  });

  it('reads a history page that reaches the newest version with one Query, and one that does not with two', async () => {
    const { a, b, gameId } = await twoPlayerGame();
    for (let i = 0; i < 4; i++) unwrap(await submitCommand(env.ctx, [a, b][i % 2]!.player, gameId, { command: { type: 'add', n: 1 } }));
    // Versions 0 (created), 1 (joined), 2…5 (the commands).
    const read = async (after: number, limit: number) => {
      env.calls.length = 0;
      const page = unwrap(await readHistory(env.ctx, a.player, gameId, after, limit));
      return { versions: page.events.map((e) => e.version), hasMore: page.hasMore, lastVersion: page.lastVersion, calls: [...env.calls] };
    };
    expect(await read(-1, 50)).toEqual({ versions: [0, 1, 2, 3, 4, 5], hasMore: false, lastVersion: 5, calls: ['QueryCommand'] });
    expect(await read(3, 50)).toEqual({ versions: [4, 5], hasMore: false, lastVersion: 5, calls: ['QueryCommand'] });
    // Caught up: nothing after the caller's version, and still one read.
    expect(await read(5, 50)).toEqual({ versions: [], hasMore: false, lastVersion: 5, calls: ['QueryCommand'] });
    expect(await read(-1, 6)).toEqual({ versions: [0, 1, 2, 3, 4, 5], hasMore: false, lastVersion: 5, calls: ['QueryCommand'] });
    // A page short of the end: the newest version is read apart.
    expect(await read(0, 2)).toEqual({ versions: [1, 2], hasMore: true, lastVersion: 5, calls: ['QueryCommand', 'QueryCommand'] });
    expect(await read(-1, 3)).toEqual({ versions: [0, 1, 2], hasMore: true, lastVersion: 5, calls: ['QueryCommand', 'QueryCommand'] });
    // A page that ends exactly on the newest version says there is no more (the newest, read apart, tells).
    expect(await read(3, 2)).toEqual({ versions: [4, 5], hasMore: false, lastVersion: 5, calls: ['QueryCommand', 'QueryCommand'] });
    // Past the end, and a game that does not exist.
    expect(await read(9, 50)).toEqual({ versions: [], hasMore: false, lastVersion: 5, calls: ['QueryCommand', 'QueryCommand'] });
    env.calls.length = 0;
    expect(await readHistory(env.ctx, a.player, 'no-such-game', -1, 50)).toMatchObject({ ok: false, problem: { status: 404 } });
  });

  it('reads the versions before one (for a mail\'s recap) with one Query: oldest first, at most the count, fewer near the start', async () => {
    const { a, b, gameId } = await twoPlayerGame();
    for (let i = 0; i < 4; i++) unwrap(await submitCommand(env.ctx, [a, b][i % 2]!.player, gameId, { command: { type: 'add', n: 1 } }));
    const before = async (version: number, count: number) => {
      env.calls.length = 0;
      const records = await env.ctx.events.before(gameId, version, count);
      return { versions: records.map((r) => r.version), calls: [...env.calls] };
    };
    expect(await before(5, 3)).toEqual({ versions: [2, 3, 4], calls: ['QueryCommand'] });
    expect(await before(5, 6)).toEqual({ versions: [0, 1, 2, 3, 4], calls: ['QueryCommand'] });
    expect(await before(2, 6)).toEqual({ versions: [0, 1], calls: ['QueryCommand'] });
    // Each as stored: who acted, and the events.
    const [joined] = await env.ctx.events.before(gameId, 2, 1);
    expect(joined).toMatchObject({ version: 1, actor: { kind: 'player', playerId: b.player.playerId, seat: 1 }, platformEvents: [{ type: 'PlayerJoined' }, { type: 'GameStarted' }] });
    // Nothing before the creation: no read.
    expect(await before(0, 6)).toEqual({ versions: [], calls: [] });
  });

  it('returns the first answer for a retried Idempotency-Key and appends nothing', async () => {
    const { a, b, gameId } = await twoPlayerGame();
    const first = unwrap(await submitCommand(env.ctx, a.player, gameId, { command: { type: 'add', n: 2 }, ifMatch: 1, idempotencyKey: 'k-1' }));
    // The other seat moves on meanwhile; the retry still answers with version 2.
    unwrap(await submitCommand(env.ctx, b.player, gameId, { command: { type: 'add', n: 1 } }));
    const retry = unwrap(await submitCommand(env.ctx, a.player, gameId, { command: { type: 'add', n: 2 }, ifMatch: 1, idempotencyKey: 'k-1' }));
    expect(first.appended).toBe(true);
    expect(retry.appended).toBe(false);
    expect(retry.resource).toEqual(first.resource);
    const reused = await submitCommand(env.ctx, a.player, gameId, { command: { type: 'add', n: 1 }, idempotencyKey: 'k-1' });
    expect(reused.ok ? '' : reused.problem.code).toBe('idempotency-key-reused');
    expect(unwrap(await readHistory(env.ctx, a.player, gameId, -1, 200)).lastVersion).toBe(3);
  });

  it('concurrent duplicates with one Idempotency-Key append once and all answer alike', async () => {
    const { a, gameId } = await twoPlayerGame();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => submitCommand(env.ctx, a.player, gameId, { command: { type: 'add', n: 1 }, ifMatch: 1, idempotencyKey: 'same' })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && r.value.appended)).toHaveLength(1);
    expect(new Set(results.map((r) => (r.ok ? r.value.resource.version : -1)))).toEqual(new Set([2]));
  });

  it('rejects by rule with the game code and stores nothing', async () => {
    const { b, gameId } = await twoPlayerGame();
    const out = await submitCommand(env.ctx, b.player, gameId, { command: { type: 'add', n: 1 } });
    expect(out.ok ? null : [out.problem.status, out.problem.code]).toEqual([422, 'not-your-turn']);
    const malformed = await submitCommand(env.ctx, b.player, gameId, { command: { type: 'add', n: 3 } });
    expect(malformed.ok ? null : [malformed.problem.status, malformed.problem.code]).toEqual([400, 'invalid-command']);
    expect(unwrap(await readHistory(env.ctx, b.player, gameId, -1, 200)).lastVersion).toBe(1);
  });

  it('refuses players who are not seated (403) and unknown games (404)', async () => {
    const { gameId } = await twoPlayerGame();
    const c = await newPlayer(env.ctx, 'Eve');
    const out = await submitCommand(env.ctx, c.player, gameId, { command: { type: 'add', n: 1 } });
    expect(out.ok ? null : out.problem.status).toBe(403);
    const none = await submitCommand(env.ctx, c.player, 'no-such-game', { command: { type: 'add', n: 1 } });
    expect(none.ok ? null : none.problem.status).toBe(404);
  });
});

describe('creating and joining', () => {
  it('starts the game in the version that fills the last seat, and joining twice is harmless', async () => {
    const a = await newPlayer(env.ctx, 'Ann');
    const b = await newPlayer(env.ctx, 'Ben');
    const c = await newPlayer(env.ctx, 'Cat');
    const g = unwrap(await createGame(env.ctx, a.player, { game: 'counter', options: { players: 3 } }, null)).resource;
    expect(g.status).toBe('waiting');
    expect(g.openSeats).toBe(2);
    const j1 = unwrap(await joinGame(env.ctx, b.player, g.gameId));
    expect([j1.status, j1.you]).toEqual(['waiting', 1]);
    expect(unwrap(await joinGame(env.ctx, b.player, g.gameId)).version).toBe(1);
    const j2 = unwrap(await joinGame(env.ctx, c.player, g.gameId));
    expect([j2.status, j2.you, j2.version]).toEqual(['active', 2, 2]);
    expect(j2.pending.map((p) => p.seat)).toEqual([0]);
    const d = await newPlayer(env.ctx, 'Dan');
    const full = await joinGame(env.ctx, d.player, g.gameId);
    expect(full.ok ? null : full.problem.code).toBe('game-full');
  });

  it('seats racing joiners one at a time: never more players than seats', async () => {
    const a = await newPlayer(env.ctx, 'Host');
    const g = unwrap(await createGame(env.ctx, a.player, { game: 'counter', options: { players: 4 } }, null)).resource;
    const joiners = await Promise.all(Array.from({ length: 6 }, (_, i) => newPlayer(env.ctx, `J${i}`)));
    const results = await Promise.all(joiners.map((j) => joinGame(env.ctx, j.player, g.gameId)));
    const seated = results.filter((r) => r.ok);
    expect(seated).toHaveLength(3);
    expect(new Set(seated.map((r) => (r.ok ? r.value.you : -1)))).toEqual(new Set([1, 2, 3]));
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && ['game-full', 'busy'].includes(r.problem.code))).toBe(true);
  });

  it('validates options strictly, including the platform turn limit', async () => {
    const a = await newPlayer(env.ctx, 'Opt');
    const bad: { game: string; options?: Record<string, unknown> }[] = [
      { game: 'counter', options: { target: 'x' } },
      { game: 'counter', options: { colour: 'red' } },
      { game: 'counter', options: { turnTimeLimitHours: 0 } },
      { game: 'nope' },
    ];
    for (const body of bad) {
      const out = await createGame(env.ctx, a.player, body, null);
      expect(out.ok ? null : out.problem.status, JSON.stringify(body)).toBe(400);
    }
    const good = unwrap(await createGame(env.ctx, a.player, { game: 'counter', options: { turnTimeLimitHours: 1 } }, null));
    expect(good.resource.options.turnTimeLimitHours).toBe(1);
  });

  it('an Idempotency-Key on create returns the same game on retry', async () => {
    const a = await newPlayer(env.ctx, 'Idem');
    const first = unwrap(await createGame(env.ctx, a.player, { game: 'counter' }, 'create-1'));
    const again = unwrap(await createGame(env.ctx, a.player, { game: 'counter' }, 'create-1'));
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.resource.gameId).toBe(first.resource.gameId);
    const other = await createGame(env.ctx, a.player, { game: 'counter', options: { target: 9 } }, 'create-1');
    expect(other.ok ? null : other.problem.code).toBe('idempotency-key-reused');
  });
});
