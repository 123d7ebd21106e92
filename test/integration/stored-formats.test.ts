// A game stored before versions were compressed (one JSON string per field, whole idempotency keys
// with the command's sha256, no VersionChanges) keeps working on DynamoDB Local: it loads, a retry
// of a remembered key answers as before, the next command appends in the new format, and the stream
// consumer rebuilds every read model from the old version.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lambdas/app/accounts/auth.js';
import { canonicalJson } from '../../lambdas/app/core/canonical.js';
import { createGame, joinGame } from '../../lambdas/app/games/create-game.js';
import type { GameRecord } from '../../lambdas/app/core/model.js';
import { readGame, readHistory } from '../../lambdas/app/games/read-game.js';
import { consumeGameVersions } from '../../lambdas/app/background/stream-consumer.js';
import { submitCommand } from '../../lambdas/app/games/submit-command.js';
import { fromItem } from '../../lambdas/store/event-store.js';
import { streamDeps, environment } from '../../lambdas/wiring.js';
import { createRegistry } from '../../domain/games/registry.js';
import { freshContext } from '../support/dynamo.js';
import { counterGame } from '../support/fixtures/counter-game.js';
import { newPlayer, unwrap } from '../support/http/players.js';

const games = createRegistry([counterGame]);
let env: Awaited<ReturnType<typeof freshContext>>;
beforeAll(async () => {
  env = await freshContext(games);
});

/** The item as the event store wrote it before compression. */
function legacyItem(r: GameRecord) {
  return {
    pk: `GAME#${r.gameId}`,
    sk: r.version,
    kind: 'version',
    gameId: r.gameId,
    game: r.snapshot.game,
    at: r.at,
    actor: JSON.stringify(r.actor),
    command: r.command === null ? undefined : JSON.stringify(r.command),
    idempotencyKey: r.idempotencyKey ?? undefined,
    platformEvents: JSON.stringify(r.platformEvents),
    events: JSON.stringify(r.events),
    snapshot: JSON.stringify(r.snapshot),
  };
}

describe('a game stored in the old format', () => {
  it('loads, replays a remembered key, takes the next command in the new format, and projects', async () => {
    const a = await newPlayer(env.ctx, 'Old');
    const b = await newPlayer(env.ctx, 'Timer');
    const gameId = unwrap(await createGame(env.ctx, a.player, { game: 'counter', options: { target: 100 } }, null)).resource.gameId;
    unwrap(await joinGame(env.ctx, b.player, gameId));
    // Version 2 as the old code wrote it: Ada's add, her key remembered whole with the command's hash.
    const v1 = (await env.ctx.events.latest(gameId))!;
    const command = { type: 'add', n: 2 };
    const next = unwrap(await submitCommand(env.ctx, a.player, gameId, { command }));
    const v2 = (await env.ctx.events.atVersion(gameId, next.resource.version))!;
    const { changes: _changes, ...old } = {
      ...v2,
      idempotencyKey: 'old-key',
      snapshot: { ...v2.snapshot, recentKeys: { 0: [{ key: 'old-key', version: 2, hash: sha256(canonicalJson(command)) }] } },
    };
    await env.doc.send(new PutCommand({ TableName: env.table, Item: legacyItem(old), ConditionExpression: 'attribute_exists(pk)' }));
    expect(v1.version).toBe(1);

    const loaded = (await env.ctx.events.latest(gameId))!;
    expect(loaded).toEqual(old);
    const retry = unwrap(await submitCommand(env.ctx, a.player, gameId, { command, idempotencyKey: 'old-key' }));
    expect([retry.appended, retry.resource.version]).toEqual([false, 2]);
    const reused = await submitCommand(env.ctx, a.player, gameId, { command: { type: 'add', n: 1 }, idempotencyKey: 'old-key' });
    expect(reused.ok ? '' : reused.problem.code).toBe('idempotency-key-reused');

    const moved = unwrap(await submitCommand(env.ctx, b.player, gameId, { command: { type: 'add', n: 1 }, idempotencyKey: 'new-key' }));
    expect(moved.resource.version).toBe(3);
    const v3 = (await env.ctx.events.latest(gameId))!;
    expect(v3.changes).toEqual({ seats: false, due: false });
    const again = unwrap(await submitCommand(env.ctx, b.player, gameId, { command: { type: 'add', n: 1 }, idempotencyKey: 'new-key' }));
    expect([again.appended, again.resource.version]).toEqual([false, 3]);

    // The old version through the stream consumer: rows, deadline and summary written from it.
    const stream = streamDeps(environment({ doc: env.doc, table: env.table, games, notifier: null }));
    const out = await consumeGameVersions([{ id: '2', record: fromItem(legacyItem(old)) }], stream);
    expect(out.failedIds).toEqual([]);
    const list = (await env.ctx.inbox.listForPlayer(b.player.playerId, { limit: 10 })).items;
    expect(list.find((e) => e.gameId === gameId)).toMatchObject({ version: 2, yourTurn: true, status: 'active' });
  });
});

describe('GameCreated stored before it recorded onTimeout', () => {
  it('reads as it was stored, while the game still plays its deadlines with the bot (its snapshot says so)', async () => {
    const a = await newPlayer(env.ctx, 'Early');
    const gameId = unwrap(await createGame(env.ctx, a.player, { game: 'counter', options: { target: 100, onTimeout: 'bot' } }, null)).resource.gameId;
    const v0 = (await env.ctx.events.atVersion(gameId, 0))!;
    expect(v0.platformEvents[0]).toMatchObject({ type: 'GameCreated', onTimeout: 'bot' });
    // Version 0 as the code before it wrote it: the same GameCreated without onTimeout.
    const oldEvents = v0.platformEvents.map((e) => {
      if (e.type !== 'GameCreated') return e;
      const { onTimeout: _recordedNow, ...before } = e;
      return before;
    });
    const { changes: _changes, ...old } = { ...v0, platformEvents: oldEvents };
    await env.doc.send(new PutCommand({ TableName: env.table, Item: legacyItem(old), ConditionExpression: 'attribute_exists(pk)' }));

    const history = unwrap(await readHistory(env.ctx, a.player, gameId, -1, 10));
    expect(history.events[0]!.events).toEqual(oldEvents);
    expect(history.events[0]!.events[0]).not.toHaveProperty('onTimeout');
    const game = unwrap(await readGame(env.ctx, a.player, gameId));
    expect(game.options).toMatchObject({ onTimeout: 'bot' });
  });
});
