// No secret in logs: the handlers' log lines never carry a token, a seed, a hand or a body.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import { registerPlayer } from '../../../lambdas/app/accounts/players.js';
import { productGames } from '../../../domain/games/registry.js';
import { fakeLambdaContext } from '../../../local/http/http-front.js';
import { apiEvent } from '../../support/lambda-events.js';
import { memoryContext } from '../../support/memory-stores.js';
import { unwrap } from '../../support/http/players.js';

// The logger takes its level when its module loads; outside Lambda it defaults to WARN. The unit
// files share their modules (vitest.config.ts, isolate: false), so the handler and its logger are
// loaded afresh here, after LOG_LEVEL is set.
const previousLevel = vi.hoisted(() => {
  const before = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'DEBUG';
  return before;
});

async function freshHandlerModules() {
  vi.resetModules();
  const [{ httpLambda }, { submitCommandRoute }] = await Promise.all([import('../../../lambdas/http/http-lambda.js'), import('../../../lambdas/http/routes/games.js')]);
  return { httpLambda, submitCommandRoute };
}

afterAll(() => {
  if (previousLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = previousLevel;
});

afterEach(() => {
  vi.restoreAllMocks();
});

function event(gameId: string, token: string, body: unknown) {
  return apiEvent({
    method: 'POST',
    path: `/games/${gameId}/commands`,
    route: '/games/{gameId}/commands',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    pathParameters: { gameId },
    body: JSON.stringify(body),
  });
}

describe('logs', () => {
  it('name the outcome of a command with ids and codes, and never a token, the seed or a hand', async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    for (const m of ['log', 'info', 'warn', 'error', 'debug'] as const) vi.spyOn(console, m).mockImplementation(capture);
    for (const stream of [process.stdout, process.stderr]) vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => (lines.push(String(chunk)), true));

    const ctx = memoryContext(productGames);
    const a = unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'ada@example.com' }));
    const b = unwrap(await registerPlayer(ctx, { name: 'Bob', email: 'bob@example.com' }));
    const ada = (await ctx.players.get(a.playerId))!;
    const g = unwrap(await createGame(ctx, ada, { game: 'ripper-rummy', options: {} }, null)).resource;
    unwrap(await joinGame(ctx, (await ctx.players.get(b.playerId))!, g.gameId));
    const latest = (await ctx.events.latest(g.gameId))!;
    // The hands as the server keeps them: the secrets the log must never show.
    const { hands } = z.looseObject({ hands: z.array(z.array(z.string())) }).parse(latest.snapshot.state);
    const mover = latest.snapshot.pending[0]?.seat === 0 ? a : b;
    const { httpLambda, submitCommandRoute } = await freshHandlerModules();
    const handler = httpLambda(submitCommandRoute, () => ctx);

    expect((await handler(event(g.gameId, mover.token, { type: 'draw', from: 'deck' }), fakeLambdaContext('t'))).statusCode).toBe(200);
    expect((await handler(event(g.gameId, mover.token, { type: 'draw', from: 'deck' }), fakeLambdaContext('t'))).statusCode).toBe(422);
    // A fault inside the handler is logged (as an error), still without secrets.
    vi.spyOn(ctx.events, 'latest').mockRejectedValueOnce(new Error('store down'));
    expect((await handler(event(g.gameId, mover.token, { type: 'draw', from: 'deck' }), fakeLambdaContext('t'))).statusCode).toBe(500);

    const text = lines.join('\n');
    expect(text).toContain('command accepted');
    // The in-memory store keeps no versions: the command read its game.
    expect(text).toContain('"read":"queried"');
    expect(text).toContain('command refused');
    expect(text).toContain('store down');
    for (const secret of [a.token, b.token, a.token.split('.')[1]!, latest.snapshot.seed, ...hands.flat()]) expect(text).not.toContain(secret);
  });
});
