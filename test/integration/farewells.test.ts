// A deleted account's farewell against DynamoDB Local, when the stream does not finish it (no
// stream runs here, as when it gave up): listed for the sweeper an hour after the deletion, not
// before; taken over by the sweep from then on, run after run until done (the games let go, the
// subscriptions removed, the farewell gone).
import { beforeAll, describe, expect, it } from 'vitest';
import { createGame, joinGame } from '../../lambdas/app/games/create-game.js';
import { deleteAccount } from '../../lambdas/app/accounts/delete-account.js';
import { inboxRows } from '../../lambdas/app/games/project-inbox.js';
import { registerPlayer } from '../../lambdas/app/accounts/players.js';
import { sweep } from '../../lambdas/app/background/sweeper.js';
import type { AppContext } from '../../lambdas/app/core/context.js';
import { dynamoFarewells } from '../../lambdas/store/accounts/farewell-store.js';
import { dynamoInboxStore } from '../../lambdas/store/inbox-store.js';
import { environment, sweepDeps } from '../../lambdas/wiring.js';
import { createRegistry } from '../../domain/games/registry.js';
import { freshContext } from '../support/dynamo.js';
import { counterGame } from '../support/fixtures/counter-game.js';
import { recordingNotifier, settableClock } from '../support/memory-stores.js';
import { unwrap } from '../support/http/players.js';

const games = createRegistry([counterGame]);
const clock = settableClock('2026-12-02T09:00:00.000Z');
let env: Awaited<ReturnType<typeof freshContext>>;
let ctx: AppContext;
const notifier = recordingNotifier();

beforeAll(async () => {
  env = await freshContext(games, { clock });
  // Registration subscribes each address: the farewell then has a subscription to remove.
  ctx = { ...env.ctx, notifier };
});

async function player(name: string) {
  const out = unwrap(await registerPlayer(ctx, { name, email: `${name.toLowerCase()}@example.com` }));
  const record = (await ctx.players.get(out.playerId))!;
  return { record, caller: { player: record, tokenId: out.tokenId } };
}

describe("a deleted account's farewell the stream did not finish", () => {
  it('is taken over by the sweeper an hour after the deletion, tried again while it fails, and gone once done', async () => {
    const ada = await player('Ada');
    const bob = await player('Bob');
    const gameId = unwrap(await createGame(ctx, ada.record, { game: counterGame.id, options: { target: 100 } }, null)).resource.gameId;
    unwrap(await joinGame(ctx, bob.record, gameId));
    // The game in Ada's list, as the stream would have written it.
    const inbox = dynamoInboxStore(env.doc, env.table);
    for (const row of inboxRows(ctx.games, (await ctx.events.latest(gameId))!)) await inbox.put(row);

    unwrap(await deleteAccount(ctx, ada.caller));
    const farewells = dynamoFarewells(env.doc, env.table);
    const farewell = { playerId: ada.record.playerId, subscriptionArns: [ada.record.subscription.arn], at: '2026-12-02T09:00:00.000Z' };
    expect(await farewells.due('2026-12-02T09:59:59.999Z', 25)).toEqual([]);
    expect(await farewells.due('2026-12-02T10:00:00.000Z', 25)).toEqual([farewell]);

    // A sweep within the hour leaves it to the stream.
    const down = { ...notifier, unsubscribe: async () => Promise.reject(new Error('SNS is down')) };
    const logged: unknown[] = [];
    const sweeping = (n: typeof notifier) => sweepDeps(environment({ doc: env.doc, table: env.table, games, notifier: n, clock, log: (_m, detail) => void logged.push(detail) }));
    clock.set('2026-12-02T09:30:00.000Z');
    expect(await sweep(sweeping(down))).toMatchObject({ games: 0, fallbacks: 0, reminders: 0, farewells: 0 });
    expect((await ctx.events.latest(gameId))!.platformEvents).toEqual([{ type: 'PlayerJoined', seat: 1, name: 'Bob', playerId: bob.record.playerId }, { type: 'GameStarted' }]);

    // After it, with SNS down: the game is let go, the farewell stays and the failure is logged.
    clock.set('2026-12-02T10:05:00.000Z');
    expect((await sweep(sweeping(down))).farewells).toBe(0);
    const away = (await ctx.events.latest(gameId))!;
    expect(away.platformEvents).toEqual([{ type: 'SeatAway', seat: 0 }]);
    expect(logged).toEqual([{ playerId: ada.record.playerId, error: 'Error: SNS is down' }]);
    expect(await farewells.due(clock.now().toISOString(), 25)).toEqual([farewell]);

    // The next run, SNS up: finished, the game not touched again, nothing left.
    expect((await sweep(sweeping(notifier))).farewells).toBe(1);
    expect(notifier.unsubscribed).toEqual([ada.record.subscription.arn]);
    expect((await ctx.events.latest(gameId))!.version).toBe(away.version);
    expect(await farewells.due(clock.now().toISOString(), 25)).toEqual([]);
  });
});
