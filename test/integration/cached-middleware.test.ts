// The event store sends its raw commands through a view of the process's client whose middleware
// is resolved once per command class (lambdas/store/dynamo.ts withCachedMiddleware). Against
// DynamoDB Local: each call still carries its own input (many at once, on many games), what the
// process adds to the client's stack still sees every call, and the stack is resolved once.
import { PutItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTable } from '../../lambdas/store/create-table.js';
import { documentClient, dynamoClient, withCachedMiddleware } from '../../lambdas/store/dynamo.js';
import { dynamoEventStore } from '../../lambdas/store/event-store.js';
import type { GameRecord } from '../../lambdas/app/core/model.js';
import { dynamoEndpoint, uniqueTableName } from '../support/dynamo.js';

let table: string;
const seen: string[] = [];
const client = (() => {
  const c = dynamoClient({ endpoint: dynamoEndpoint() });
  c.middlewareStack.add((next, context) => async (args) => (seen.push(String(context.commandName)), next(args)), { step: 'initialize', name: 'seeCalls' });
  return c;
})();
const doc = documentClient(client);

beforeAll(async () => {
  table = uniqueTableName('cache');
  await createTable(client, table);
});

afterEach(() => vi.restoreAllMocks());

function version(gameId: string, v: number): GameRecord {
  return {
    gameId,
    version: v,
    at: new Date(Date.UTC(2026, 11, 3, 0, 0, v)).toISOString(),
    actor: { kind: 'system', reason: 'created' },
    command: null,
    idempotencyKey: null,
    platformEvents: [],
    events: [{ type: 'Counted', n: v }] as never,
    snapshot: { game: 'counter', marker: `${gameId}@${v}` } as never,
  };
}

describe('the event store’s cached middleware', () => {
  it('keeps every call’s own input: 40 games appended and read at once each get their own items', async () => {
    const store = dynamoEventStore(doc, table);
    const ids = Array.from({ length: 40 }, (_, i) => `cache-${i}`);
    for (const v of [1, 2, 3]) expect(await Promise.all(ids.map((id) => store.append(version(id, v))))).toEqual(ids.map(() => 'appended'));
    // A second append of a version is refused by its condition, each on its own game.
    expect(await Promise.all(ids.map((id) => store.append(version(id, 3))))).toEqual(ids.map(() => 'conflict'));
    const latest = await Promise.all(ids.map((id) => store.latest(id)));
    expect(latest.map((r) => [r?.gameId, r?.version, (r?.snapshot as unknown as { marker: string }).marker])).toEqual(ids.map((id) => [id, 3, `${id}@3`]));
    const earlier = await Promise.all(ids.map((id) => store.before(id, 3, 5)));
    expect(earlier.map((rs) => rs.map((r) => r.at))).toEqual(ids.map(() => [version('x', 1).at, version('x', 2).at]));
    const pages = await Promise.all(ids.map((id) => store.history(id, 1, 10)));
    expect(pages.map((p) => [p.records.map((r) => r.version), p.newest?.version])).toEqual(ids.map(() => [[2, 3], 3]));
  });

  it('goes through the client’s own middleware stack, resolved once per command class', async () => {
    const view = withCachedMiddleware(doc);
    const resolved = vi.spyOn(QueryCommand.prototype, 'resolveMiddleware');
    seen.length = 0;
    for (let i = 0; i < 5; i++) await view.send(new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': { S: `GAME#cache-${i}` } }, Limit: 1 }));
    expect(resolved).toHaveBeenCalledTimes(1);
    // The process's middleware (here a counter; in the runtime the access guard and the bench's meter) sees every call.
    expect(seen).toEqual(Array(5).fill('QueryCommand'));
    // The client itself still resolves per call (the document client cannot be cached), and is unchanged.
    await doc.send(new PutItemCommand({ TableName: table, Item: { pk: { S: 'X#1' }, sk: { N: '0' } } }));
    expect(client.config.cacheMiddleware).toBeUndefined();
    expect(seen.at(-1)).toBe('PutItemCommand');
  });
});
