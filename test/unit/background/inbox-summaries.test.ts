// The summaries of a player's games in play come in BatchGetItems; what DynamoDB leaves unprocessed
// (its throughput exhausted) is asked again after a pause, and after a few tries the list is
// answered 503 like any throttled read, never listed without the summaries.
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { dynamoInboxStore, SummariesThrottled } from '../../../lambdas/store/inbox-store.js';
import { keys } from '../../../lambdas/store/table-schema.js';

const TABLE = 't';
const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));
const mock = mockClient(doc);

const row = (gameId: string, gsi1sk: string) => ({
  pk: keys.member(gameId),
  sk: 0,
  gsi1sk,
  playerId: 'ann',
  gameId,
  game: 'ripper-rummy',
  status: 'active',
  seat: 0,
  yourTurn: false,
  version: 1,
  updatedAt: '2026-12-01T00:00:00.000Z',
  since: '2026-12-01T00:00:00.000Z',
});
const summary = (gameId: string) => ({ gameId, version: 3, updatedAt: '2026-12-01T01:00:00.000Z', status: 'active', pending: [{ seats: [0], kind: 'turn', prompt: 'Go.', since: '2026-12-01T01:00:00.000Z', deadline: '2026-12-04T00:00:00.000Z' }] });
const keyOf = (gameId: string) => ({ pk: keys.member(gameId), sk: -1 });

beforeEach(() => {
  mock.reset();
  mock.on(QueryCommand).resolves({ Items: [row('a', '1#x#a'), row('b', '1#y#b')] });
});

describe('the summaries of the games in play', () => {
  it('asks again for the keys DynamoDB left unprocessed, and lists every game with its summary', async () => {
    mock
      .on(BatchGetCommand)
      .resolvesOnce({ Responses: { [TABLE]: [summary('a')] }, UnprocessedKeys: { [TABLE]: { Keys: [keyOf('b')] } } })
      .resolvesOnce({ Responses: { [TABLE]: [summary('b')] } });
    const list = await dynamoInboxStore(doc, TABLE).listForPlayer('ann', { limit: 10, status: 'active' });
    expect(list.items.map((g) => [g.gameId, g.version, g.yourTurn])).toEqual([
      ['a', 3, true],
      ['b', 3, true],
    ]);
    const asked = mock.commandCalls(BatchGetCommand).map((c) => c.args[0].input.RequestItems?.[TABLE]?.Keys);
    expect(asked).toEqual([[keyOf('a'), keyOf('b')], [keyOf('b')]]);
  });

  it('gives up after five tries with an error the API answers 503', async () => {
    mock.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [] }, UnprocessedKeys: { [TABLE]: { Keys: [keyOf('a'), keyOf('b')] } } });
    const failed = await dynamoInboxStore(doc, TABLE)
      .listForPlayer('ann', { limit: 10, status: 'active' })
      .catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(SummariesThrottled);
    // The name the problem middleware maps to 503 service-busy (http-lambda.ts).
    expect((failed as Error).name).toMatch(/Throttl|ProvisionedThroughputExceeded/);
    expect(mock.commandCalls(BatchGetCommand)).toHaveLength(5);
  });
});
