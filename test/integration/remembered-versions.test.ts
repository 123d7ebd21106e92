// A warm process remembers the newest version of the games it served (recent-versions.ts) and
// decides the next command on it without a Query. Against DynamoDB Local with several processes on
// one table: the Query is skipped only when the memory is current, and a stale memory never
// accepts, rejects or answers anything the stored game would not.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../lambdas/app/core/context.js';
import { createGame, joinGame } from '../../lambdas/app/games/create-game.js';
import { leaveGame } from '../../lambdas/app/games/leave-game.js';
import { readGame } from '../../lambdas/app/games/read-game.js';
import { submitCommand } from '../../lambdas/app/games/submit-command.js';
import { createRng } from '../../domain/engine/rng.js';
import { createRegistry } from '../../domain/games/registry.js';
import { anotherProcess, freshContext } from '../support/dynamo.js';
import { counterGame } from '../support/fixtures/counter-game.js';
import { newPlayer, unwrap } from '../support/http/players.js';

const games = createRegistry([counterGame]);
let env: Awaited<ReturnType<typeof freshContext>>;

beforeAll(async () => {
  env = await freshContext(games);
});

async function twoPlayerGame(ctx: AppContext = env.ctx) {
  const a = await newPlayer(ctx, 'Ada');
  const b = await newPlayer(ctx, 'Bob');
  const gameId = unwrap(await createGame(ctx, a.player, { game: 'counter', options: { target: 1000 } }, null)).resource.gameId;
  unwrap(await joinGame(ctx, b.player, gameId));
  return { a, b, gameId };
}

const add = (n: 1 | 2 = 1) => ({ command: { type: 'add', n } });
const names = (calls: string[]) => calls.map((c) => c.replace(/Command$/, ''));

describe('a process that remembers the newest version', () => {
  it('appends the next one with one PutItem and no Query, at version 3 and at version 60; a fresh process needs the Query', async () => {
    const { a, b, gameId } = await twoPlayerGame();
    const costs: string[][] = [];
    for (let i = 0; i < 60; i++) {
      env.calls.length = 0;
      unwrap(await submitCommand(env.ctx, [a, b][i % 2]!.player, gameId, add()));
      if (i === 1 || i === 58) costs.push(names(env.calls));
    }
    expect(costs).toEqual([['PutItem'], ['PutItem']]);
    const fresh = anotherProcess(env, games);
    const read = unwrap(await submitCommand(fresh.ctx, a.player, gameId, add()));
    const remembered = unwrap(await submitCommand(fresh.ctx, b.player, gameId, add()));
    expect(names(fresh.calls)).toEqual(['Query', 'PutItem', 'PutItem']);
    // What the command's log line reports (read: queried / remembered).
    expect([read.remembered, remembered.remembered]).toEqual([false, true]);
  });

  it('keeps its memory to itself: another process has none until it reads or writes the game', async () => {
    const { gameId } = await twoPlayerGame();
    expect(env.ctx.events.remembered(gameId)?.version).toBe(1);
    const other = anotherProcess(env, games);
    expect(other.ctx.events.remembered(gameId)).toBeNull();
    await other.ctx.events.latest(gameId);
    expect(other.ctx.events.remembered(gameId)).toEqual(await env.ctx.events.latest(gameId));
  });

  it('decides again on a read when the memory is stale and the rules refuse the command on it (not your turn there)', async () => {
    const { a, b, gameId } = await twoPlayerGame();
    unwrap(await submitCommand(env.ctx, a.player, gameId, add())); // this process: v2, Bob to play
    const other = anotherProcess(env, games);
    unwrap(await submitCommand(other.ctx, b.player, gameId, add())); // the other: v3, Ada to play
    env.calls.length = 0;
    const out = unwrap(await submitCommand(env.ctx, a.player, gameId, add(2)));
    expect(out.resource.version).toBe(4);
    expect(out.remembered).toBe(false);
    expect(names(env.calls)).toEqual(['Query', 'PutItem']);
  });

  it('loses the append when the memory is stale and the rules accept the command on it, then decides again on a read', async () => {
    const { a, b, gameId } = await twoPlayerGame();
    unwrap(await submitCommand(env.ctx, a.player, gameId, { command: { type: 'call' } })); // v2: both must shout
    const other = anotherProcess(env, games);
    unwrap(await submitCommand(other.ctx, b.player, gameId, { command: { type: 'shout' } })); // v3
    env.calls.length = 0;
    const out = unwrap(await submitCommand(env.ctx, a.player, gameId, { command: { type: 'shout' } }));
    expect(out.resource.version).toBe(4);
    expect(out.remembered).toBe(false);
    expect(names(env.calls)).toEqual(['PutItem', 'Query', 'PutItem']);
    // With If-Match at the version it remembered, the lost append is a 412 naming the current version.
    unwrap(await submitCommand(other.ctx, a.player, gameId, add()));
    const stale = await submitCommand(env.ctx, b.player, gameId, { ...add(), ifMatch: 4 });
    expect(stale.ok ? null : { status: stale.problem.status, code: stale.problem.code, extra: stale.problem.extra }).toEqual({
      status: 412,
      code: 'stale-version',
      extra: { currentVersion: 5 },
    });
  });

  it('checks a refusal decided on a current memory with one Query, and answers it unchanged', async () => {
    const { b, gameId } = await twoPlayerGame();
    env.calls.length = 0;
    const out = await submitCommand(env.ctx, b.player, gameId, add());
    expect(out.ok ? null : out.problem.code).toBe('not-your-turn');
    expect(names(env.calls)).toEqual(['Query']);
    const { player: stranger } = await newPlayer(env.ctx, 'Cy');
    const notSeated = await submitCommand(env.ctx, stranger, gameId, add());
    expect(notSeated.ok ? null : notSeated.problem.code).toBe('not-a-player');
  });

  it('uses the memory for join and leave too, and a join decided on a stale memory of a full game is refused only after a read', async () => {
    const a = await newPlayer(env.ctx, 'Di');
    const gameId = unwrap(await createGame(env.ctx, a.player, { game: 'counter', options: { target: 1000, players: 3 } }, null)).resource.gameId;
    const b = await newPlayer(env.ctx, 'Ed');
    env.calls.length = 0;
    unwrap(await joinGame(env.ctx, b.player, gameId));
    expect(names(env.calls)).toEqual(['PutItem']);
    env.calls.length = 0;
    unwrap(await leaveGame(env.ctx, b.player, gameId));
    expect(names(env.calls)).toEqual(['PutItem']);
    // Another process fills the game; this one still remembers two free seats.
    const other = anotherProcess(env, games);
    for (const name of ['Flo', 'Gus']) unwrap(await joinGame(other.ctx, (await newPlayer(other.ctx, name)).player, gameId));
    const late = await joinGame(env.ctx, b.player, gameId);
    expect(late.ok ? null : late.problem.code).toBe('game-full');
    expect(unwrap(await readGame(env.ctx, a.player, gameId)).status).toBe('active');
  });

  it('answers every command as one process holding the whole game would, however the commands are spread over four processes, one remembering nothing (seeded)', async () => {
    const processes = [{ ctx: env.ctx }, anotherProcess(env, games), anotherProcess(env, games), anotherProcess(env, games, { gamesRemembered: 0 })];
    const { a, b, gameId } = await twoPlayerGame();
    const rng = createRng('remembered-versions', 0);
    // The model: the counter game's turn alternates on every accepted add.
    let turn = 0;
    let counter = 0;
    let version = 1;
    for (let i = 0; i < 80; i++) {
      const seat = rng.int(2);
      const n = (1 + rng.int(2)) as 1 | 2;
      const withIfMatch = rng.int(3) === 0;
      const ifMatch = version - rng.int(2); // the current version, or one behind
      const out = await submitCommand(processes[rng.int(processes.length)]!.ctx, [a, b][seat]!.player, gameId, { ...add(n), ...(withIfMatch ? { ifMatch } : {}) });
      if (withIfMatch && ifMatch !== version) {
        expect(out.ok ? 'accepted' : out.problem.code, `step ${i}`).toBe('stale-version');
      } else if (seat !== turn) {
        expect(out.ok ? 'accepted' : out.problem.code, `step ${i}`).toBe('not-your-turn');
      } else {
        expect(out.ok ? out.value.resource.version : out.problem.code, `step ${i}`).toBe(version + 1);
        version++;
        counter += n;
        turn = 1 - turn;
      }
    }
    const stored = unwrap(await readGame(env.ctx, a.player, gameId));
    expect(stored.version).toBe(version);
    expect((stored.view as { counter: number }).counter).toBe(counter);
  });
});
