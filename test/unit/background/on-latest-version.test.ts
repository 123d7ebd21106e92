// The optimistic loop's answer to an appended version (lambdas/app/games/on-latest-version.ts): made
// while the PutItem is in flight, used only once the append landed.
import { describe, expect, it } from 'vitest';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import type { GameRecord } from '../../../lambdas/app/core/model.js';
import { onLatestVersion } from '../../../lambdas/app/games/on-latest-version.js';
import { problems } from '../../../lambdas/app/core/problems.js';
import { comeBack } from '../../../lambdas/app/games/come-back.js';
import { leaveGame } from '../../../lambdas/app/games/leave-game.js';
import { submitCommand, type CommandAnswer } from '../../../lambdas/app/games/submit-command.js';
import { createRegistry } from '../../../domain/games/registry.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { memoryContext } from '../../support/memory-stores.js';
import { newPlayer, unwrap } from '../../support/http/players.js';

const games = createRegistry([counterGame]);

async function startedGame() {
  const ctx = memoryContext(games);
  const a = await newPlayer(ctx, 'Ada');
  const b = await newPlayer(ctx, 'Bob');
  const gameId = unwrap(await createGame(ctx, a.player, { game: 'counter', options: {} }, null)).resource.gameId;
  unwrap(await joinGame(ctx, b.player, gameId));
  return { ctx, gameId, ada: a.player, bob: b.player };
}

/** An append held until `release` settles it: what happens while the PutItem is in flight. */
function heldAppends(ctx: Awaited<ReturnType<typeof startedGame>>['ctx']) {
  const append = ctx.events.append.bind(ctx.events);
  const held: { record: GameRecord; release: (outcome?: 'conflict' | Error) => void }[] = [];
  ctx.events.append = (record) =>
    new Promise((resolve, reject) => {
      held.push({ record, release: (outcome) => (outcome instanceof Error ? reject(outcome) : outcome === 'conflict' ? resolve('conflict') : append(record).then(resolve, reject)) });
    });
  return held;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setImmediate(r));
  expect(check()).toBe(true);
};

/** Appends the version after the newest (a copy of it, one higher), answering with `answerAppended`. */
function appendingNext<T>(ctx: Awaited<ReturnType<typeof startedGame>>['ctx'], gameId: string, answerAppended: (record: GameRecord, remembered: boolean) => T) {
  return onLatestVersion(ctx, gameId, { attempts: 2, busy: problems.busy('deciding') }, (latest) => ({ append: { ...latest, version: latest.version + 1 }, answerAppended }));
}

describe('the answer to an appended version', () => {
  it('is made while the append is in flight, and returned once it landed', async () => {
    const { ctx, gameId } = await startedGame();
    const held = heldAppends(ctx);
    const order: string[] = [];
    const done = appendingNext(ctx, gameId, (record, remembered) => (order.push(`answer ${record.version}${remembered ? ' (remembered)' : ''}`), record.version)).then((out) => (order.push('returned'), out));
    await until(() => order.length === 1);
    expect([order, held.length]).toEqual([['answer 2'], 1]);
    held[0]!.release();
    expect(await done).toEqual({ ok: true, value: 2 });
    expect(order).toEqual(['answer 2', 'returned']);
  });

  it('is not used when the append conflicted: the next look decides and answers again', async () => {
    const { ctx, gameId } = await startedGame();
    const held = heldAppends(ctx);
    const answers: number[] = [];
    const done = appendingNext(ctx, gameId, (record) => (answers.push(record.version), `answer ${answers.length}`));
    await until(() => held.length === 1);
    held[0]!.release('conflict');
    await until(() => held.length === 2);
    held[1]!.release();
    expect(await done).toEqual({ ok: true, value: 'answer 2' });
  });

  it("that fails is the request's failure, raised only once the append settled; a failed append is raised as itself", async () => {
    const { ctx, gameId } = await startedGame();
    const held = heldAppends(ctx);
    const broken = appendingNext(ctx, gameId, () => {
      throw new Error('view failed');
    });
    let settled = false;
    void broken.catch(() => undefined).finally(() => (settled = true));
    await until(() => held.length === 1);
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    held[0]!.release();
    await expect(broken).rejects.toThrow('view failed');
    const throttled = appendingNext(ctx, gameId, () => 'unused');
    await until(() => held.length === 2);
    held[1]!.release(new Error('ProvisionedThroughputExceededException'));
    await expect(throttled).rejects.toThrow('ProvisionedThroughputExceededException');
  });
});

describe("a command's answer, as its channel presents it", () => {
  it('is presented while the append is in flight (the HTTP route encodes its JSON there), and a replay is presented too', async () => {
    const { ctx, gameId, ada } = await startedGame();
    const held = heldAppends(ctx);
    const order: string[] = [];
    const present = (a: CommandAnswer) => (order.push(`present v${a.resource.version}${a.appended ? '' : ' (replay)'}`), JSON.stringify(a.resource));
    const done = submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 }, idempotencyKey: 'k1' }, present);
    await until(() => order.length === 1);
    expect([order, held.length]).toEqual([['present v2'], 1]);
    held[0]!.release();
    const first = unwrap(await done);
    expect(JSON.parse(first).version).toBe(2);
    const again = unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 }, idempotencyKey: 'k1' }, present));
    expect([again, order]).toEqual([first, ['present v2', 'present v2 (replay)']]);
    expect(held).toHaveLength(1);
  });
});

describe('joining, leaving and coming back, as their channel presents them', () => {
  it('are presented while the append is in flight, as a command is; an answer without an append is presented too', async () => {
    const { ctx, gameId, ada, bob } = await startedGame();
    const waiting = unwrap(await createGame(ctx, ada, { game: 'counter', options: {} }, null)).resource.gameId;
    const held = heldAppends(ctx);
    const order: string[] = [];
    const present = (what: string) => (resource: { version: number; status: string }) => (order.push(`${what} v${resource.version}`), `${what}: ${resource.status}`);
    /** Runs `act` with the append held: the presenter has run before the append is released. */
    const whileHeld = async <T>(act: () => Promise<T>) => {
      const before = held.length;
      const done = act();
      await until(() => held.length === before + 1 && order.length === before + 1);
      held[before]!.release();
      return unwrap((await done) as never);
    };
    expect(await whileHeld(() => joinGame(ctx, bob, waiting, present('join')))).toBe('join: active');
    expect(await whileHeld(() => leaveGame(ctx, bob, gameId, present('leave')))).toBe('leave: active');
    expect(await whileHeld(() => comeBack(ctx, bob, gameId, ({ resource }) => present('back')(resource)))).toBe('back: active');
    expect(order).toEqual(['join v1', 'leave v2', 'back v3']);
    // Back again, not away: nothing to append, the answer is presented all the same.
    expect(unwrap(await comeBack(ctx, bob, gameId, ({ appended, resource }) => `${appended} v${resource.version}`))).toBe('false v3');
    expect(held).toHaveLength(3);
  });
});
