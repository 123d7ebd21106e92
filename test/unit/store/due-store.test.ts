// The sweeper's read of the deadline index: one PartiQL statement over every shard, and, should a
// DynamoDB refuse that statement (it has run on DynamoDB Local only), a Query per shard as before,
// for the rest of the process; any other error is the sweep's to handle.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ExecuteStatementCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { dynamoDueStore } from '../../../lambdas/store/due-store.js';

const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));
const mock = mockClient(doc);
const refusal = (name: string) => Object.assign(new Error(`${name} from DynamoDB`), { name });

beforeEach(() => {
  mock.reset();
  mock.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => {
    const shard = input.ExpressionAttributeValues[':due']!;
    return { Items: shard === 'DUE#3' ? [{ gameId: 'late', gsi2sk: '2026-12-01T02:00:00.000Z#late' }, { gameId: 'later', gsi2sk: '2026-12-01T03:00:00.000Z#later' }] : shard === 'DUE#5' ? [{ gameId: 'early', gsi2sk: '2026-12-01T01:00:00.000Z#early' }] : [] };
  });
});

describe('due games', () => {
  it('come from one statement over the eight shards', async () => {
    mock.on(ExecuteStatementCommand).resolves({ Items: [{ gameId: 'b', gsi2sk: '2026-12-01T02:00:00.000Z#b' }, { gameId: 'a', gsi2sk: '2026-12-01T01:00:00.000Z#a' }] });
    expect(await dynamoDueStore(doc, 't').dueGames('2026-12-01T05:00:00.000Z', 100)).toEqual(['a', 'b']);
    const statement = mock.commandCalls(ExecuteStatementCommand)[0]!.args[0].input;
    expect(statement.Statement).toBe('SELECT gameId, gsi2sk FROM "t"."gsi2" WHERE gsi2pk IN [?, ?, ?, ?, ?, ?, ?, ?] AND gsi2sk <= ?');
    expect(statement.Parameters).toEqual(['DUE#0', 'DUE#1', 'DUE#2', 'DUE#3', 'DUE#4', 'DUE#5', 'DUE#6', 'DUE#7', '2026-12-01T05:00:00.000Z~']);
    expect(mock.commandCalls(QueryCommand)).toHaveLength(0);
  });

  for (const name of ['ValidationException', 'AccessDeniedException']) {
    it(`come from a Query per shard, oldest first, once DynamoDB refuses the statement (${name}), and the statement is not sent again`, async () => {
      mock.on(ExecuteStatementCommand).rejects(refusal(name));
      const due = dynamoDueStore(doc, 't');
      expect(await due.dueGames('2026-12-01T05:00:00.000Z', 2)).toEqual(['early', 'late']);
      expect(mock.commandCalls(QueryCommand)).toHaveLength(8);
      expect(await due.dueGames('2026-12-01T05:00:00.000Z', 100)).toEqual(['early', 'late', 'later']);
      expect(mock.commandCalls(ExecuteStatementCommand)).toHaveLength(1);
      expect(mock.commandCalls(QueryCommand)).toHaveLength(16);
    });
  }

  it('fail with any other error (throttled: the sweep tries again on its next run)', async () => {
    mock.on(ExecuteStatementCommand).rejects(refusal('ProvisionedThroughputExceededException'));
    await expect(dynamoDueStore(doc, 't').dueGames('2026-12-01T05:00:00.000Z', 100)).rejects.toThrow(/ProvisionedThroughputExceededException/);
    expect(mock.commandCalls(QueryCommand)).toHaveLength(0);
  });
});
