// The stream consumer's order within a version: the seats' rows and the `alongside` steps together,
// then `afterProjection`; a failure anywhere retries the version and the rest of the batch. And a
// deleted account's farewell, in the batch's order, retried the same way.
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../../domain/games/registry.js';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import type { GameRecord } from '../../../lambdas/app/core/model.js';
import { consumeGameVersions, type StreamDeps } from '../../../lambdas/app/background/stream-consumer.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { memoryContext, memoryInbox, noFarewellExpected } from '../../support/memory-stores.js';
import { newPlayer, unwrap } from '../../support/http/players.js';

const games = createRegistry([counterGame]);

async function twoVersions(): Promise<GameRecord[]> {
  const ctx = memoryContext(games);
  const ada = await newPlayer(ctx, 'Ada');
  const bob = await newPlayer(ctx, 'Bob');
  const { resource } = unwrap(await createGame(ctx, ada.player, { game: counterGame.id }, null));
  unwrap(await joinGame(ctx, bob.player, resource.gameId));
  return ctx.events.all(resource.gameId);
}

/** A step that records when it started and finished, and waits for `release` before finishing. */
function gatedStep(log: string[], name: string, gate: Promise<void>, fail = false) {
  return async (r: GameRecord) => {
    log.push(`${name} start v${r.version}`);
    await gate;
    log.push(`${name} end v${r.version}`);
    if (fail) throw new Error(`${name} failed`);
  };
}

describe('the stream consumer', () => {
  it('runs the alongside steps together, and the bots step only once all of them have finished', async () => {
    const [created] = await twoVersions();
    const log: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    const deps: StreamDeps = {
      games,
      inbox: memoryInbox(),
      alongside: [gatedStep(log, 'deadline', gate), gatedStep(log, 'notify', gate)],
      afterProjection: [async (r) => void log.push(`bots v${r.version}`)],
      farewell: noFarewellExpected,
    };
    const done = consumeGameVersions([{ id: '1', record: created! }], deps);
    await new Promise((ok) => setTimeout(ok, 10));
    // Both started before either finished: they ran together.
    expect(log).toEqual(['deadline start v0', 'notify start v0']);
    release();
    expect(await done).toEqual({ failedIds: [] });
    expect(log.slice(2, 4).sort()).toEqual(['deadline end v0', 'notify end v0']);
    expect(log.slice(4)).toEqual(['bots v0']);
  });

  it('waits for every step even when one fails, then reports this version and the rest of the batch as failed', async () => {
    const [v0, v1] = await twoVersions();
    const log: string[] = [];
    const bots: number[] = [];
    const deps: StreamDeps = {
      games,
      inbox: memoryInbox(),
      alongside: [gatedStep(log, 'quick-failure', Promise.resolve(), true), gatedStep(log, 'slow', new Promise((ok) => setTimeout(ok, 20)))],
      afterProjection: [async (r) => void bots.push(r.version)],
      farewell: noFarewellExpected,
    };
    const out = await consumeGameVersions([{ id: 'a', record: v0! }, { id: 'b', record: v1! }], deps);
    expect(out.failedIds).toEqual(['a', 'b']);
    expect(String(out.error)).toContain('quick-failure failed');
    // The slow step had finished before the batch was answered; no bot moved on a failed version.
    expect(log).toContain('slow end v0');
    expect(bots).toEqual([]);
  });

  it("hands a deleted account's farewell to its step in the batch's order; a failure there retries it and the rest", async () => {
    const [v0, v1] = await twoVersions();
    const log: string[] = [];
    let failFarewell = true;
    const deps: StreamDeps = {
      games,
      inbox: memoryInbox(),
      afterProjection: [async (r) => void log.push(`v${r.version}`)],
      farewell: async (f) => {
        log.push(`farewell ${f.playerId}`);
        if (failFarewell) throw new Error('SNS is down');
      },
    };
    const farewell = { playerId: 'p9', subscriptionArns: [], at: '2026-12-02T09:00:00.000Z' };
    const items = [
      { id: 'a', record: v0! },
      { id: 'b', record: null, farewell },
      { id: 'c', record: v1! },
      { id: 'd', record: null },
    ];
    const out = await consumeGameVersions(items, deps);
    expect([out.failedIds, log]).toEqual([['b', 'c', 'd'], ['v0', 'farewell p9']]);
    failFarewell = false;
    expect(await consumeGameVersions(items.slice(1), deps)).toEqual({ failedIds: [] });
    expect(log.slice(2)).toEqual(['farewell p9', 'v1']);
  });
});
