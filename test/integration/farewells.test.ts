// A deleted account's farewell against DynamoDB Local: written with the deletion, found by the
// operator's scan when the stream gave up on it, and finished from there (the games let go, the
// subscriptions removed, the farewell gone); one that fails again is reported and stays.
import { beforeAll, describe, expect, it } from 'vitest';
import { createGame, joinGame } from '../../lambdas/app/create-game.js';
import { deleteAccount } from '../../lambdas/app/delete-account.js';
import { finishFarewellsLeft } from '../../lambdas/app/farewell.js';
import { inboxRows } from '../../lambdas/app/project-inbox.js';
import { registerPlayer } from '../../lambdas/app/players.js';
import type { AppContext } from '../../lambdas/app/context.js';
import { farewellsLeft } from '../../lambdas/store/farewell-store.js';
import { dynamoInboxStore } from '../../lambdas/store/inbox-store.js';
import { environment, farewellDeps } from '../../lambdas/wiring.js';
import { createRegistry } from '../../domain/games/registry.js';
import { freshContext } from '../support/dynamo.js';
import { counterGame } from '../support/fixtures/counter-game.js';
import { recordingNotifier } from '../support/memory-stores.js';
import { unwrap } from '../support/players.js';

const games = createRegistry([counterGame]);
let env: Awaited<ReturnType<typeof freshContext>>;
let ctx: AppContext;
const notifier = recordingNotifier();

beforeAll(async () => {
  env = await freshContext(games);
  // Registration subscribes each address: the farewell then has a subscription to remove.
  ctx = { ...env.ctx, notifier };
});

async function player(name: string) {
  const out = unwrap(await registerPlayer(ctx, { name, email: `${name.toLowerCase()}@example.com` }));
  const record = (await ctx.players.get(out.playerId))!;
  return { record, caller: { player: record, tokenId: out.tokenId } };
}

describe("a deleted account's farewell", () => {
  it('is found in the table while not done, finished by the operator\'s tool, and gone afterwards', async () => {
    const ada = await player('Ada');
    const bob = await player('Bob');
    const gameId = unwrap(await createGame(ctx, ada.record, { game: counterGame.id, options: { target: 100 } }, null)).resource.gameId;
    unwrap(await joinGame(ctx, bob.record, gameId));
    // The game in Ada's list, as the stream would have written it.
    const inbox = dynamoInboxStore(env.doc, env.table);
    for (const row of inboxRows((await ctx.events.latest(gameId))!)) await inbox.put(row);

    unwrap(await deleteAccount(ctx, ada.caller));
    const left = [];
    for await (const f of farewellsLeft(env.doc, env.table)) left.push(f);
    expect(left).toEqual([{ playerId: ada.record.playerId, subscriptionArns: [ada.record.subscription.arn], at: expect.any(String) }]);

    // SNS is still down: reported, and the farewell stays (its game was let go already: that part is done).
    const down = { ...notifier, unsubscribe: async () => Promise.reject(new Error('SNS is down')) };
    const base = farewellDeps(environment({ doc: env.doc, table: env.table, games, notifier: null }));
    const failing = await finishFarewellsLeft({ ...base, notifier: down }, farewellsLeft(env.doc, env.table));
    expect(failing).toEqual({ finished: [], failed: [{ playerId: ada.record.playerId, error: 'Error: SNS is down' }] });
    const away = await ctx.events.latest(gameId);
    expect(away!.platformEvents).toEqual([{ type: 'SeatAway', seat: 0 }]);

    // Up again: finished, the game not touched twice.
    const done = await finishFarewellsLeft({ ...base, notifier }, farewellsLeft(env.doc, env.table));
    expect(done).toEqual({ finished: [ada.record.playerId], failed: [] });
    expect(notifier.unsubscribed).toEqual([ada.record.subscription.arn]);
    expect((await ctx.events.latest(gameId))!.version).toBe(away!.version);
    const after = [];
    for await (const f of farewellsLeft(env.doc, env.table)) after.push(f);
    expect(after).toEqual([]);
  });
});
