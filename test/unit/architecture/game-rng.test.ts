// Which generator shuffles a game: new games record `chacha20` in their snapshot and are dealt from
// it; a game stored before the id existed (no `rng`) keeps being dealt and decided by sfc32, so its
// replay is unchanged.
import { describe, expect, it } from 'vitest';
import { createChaChaRng, createRng } from '../../../domain/engine/rng.js';
import { createRegistry } from '../../../domain/games/registry.js';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import type { GameRecord } from '../../../lambdas/app/core/model.js';
import { registerPlayer } from '../../../lambdas/app/accounts/players.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { memoryContext } from '../../support/memory-stores.js';
import { unwrap } from '../../support/http/players.js';

const games = createRegistry([counterGame]);

async function twoPlayers() {
  const ctx = memoryContext(games);
  const ada = (await ctx.players.get(unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'ada@example.com' })).playerId))!;
  const bob = (await ctx.players.get(unwrap(await registerPlayer(ctx, { name: 'Bob', email: 'bob@example.com' })).playerId))!;
  return { ctx, ada, bob };
}

const dealt = (r: GameRecord) => r.events.find((e) => e.type === 'TokensDealt');

describe('the generator of a game', () => {
  it('is chacha20 for a new game: recorded in the snapshot, and the deal is its output', async () => {
    const { ctx, ada, bob } = await twoPlayers();
    const { gameId } = unwrap(await createGame(ctx, ada, { game: 'counter' }, null)).resource;
    unwrap(await joinGame(ctx, bob, gameId));
    const started = (await ctx.events.latest(gameId))!;
    expect(started.snapshot.rng).toBe('chacha20');
    const rng = createChaChaRng(started.snapshot.seed, started.version);
    expect(dealt(started)).toEqual({ type: 'TokensDealt', tokens: [rng.int(1_000_000), rng.int(1_000_000)] });
  });

  it('stays sfc32 for a game stored before the id was recorded', async () => {
    const { ctx, ada, bob } = await twoPlayers();
    const { gameId } = unwrap(await createGame(ctx, ada, { game: 'counter' }, null)).resource;
    const { rng: _rng, ...legacySnapshot } = (await ctx.events.atVersion(gameId, 0))!.snapshot;
    const legacy: GameRecord = { ...(await ctx.events.atVersion(gameId, 0))!, gameId: 'legacy', snapshot: legacySnapshot };
    expect(await ctx.events.append(legacy)).toBe('appended');
    unwrap(await joinGame(ctx, bob, 'legacy'));
    const started = (await ctx.events.latest('legacy'))!;
    expect(started.snapshot.rng).toBeUndefined();
    const rng = createRng(started.snapshot.seed, started.version);
    expect(dealt(started)).toEqual({ type: 'TokensDealt', tokens: [rng.int(1_000_000), rng.int(1_000_000)] });
  });
});
