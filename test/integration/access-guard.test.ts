// The local runtime's check of least privilege (local/http/access-guard.ts): a call a handler does not
// declare fails as IAM would fail it in AWS, whether made with the raw or the document client;
// declared calls, and calls outside any handler, go through.
import { DynamoDBClient, ExecuteStatementCommand, GetItemCommand, QueryCommand, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTable } from '../../lambdas/store/create-table.js';
import { documentClient } from '../../lambdas/store/dynamo.js';
import { guardClient, UndeclaredAccessError, withDeclaredAccess } from '../../local/http/access-guard.js';
import { dynamoEndpoint, uniqueTableName } from '../support/dynamo.js';

describe('the access guard', () => {
  const table = uniqueTableName('guard');
  let client: DynamoDBClient;
  const key = { pk: { S: 'PLAYER#nobody' }, sk: { N: '0' } };
  const query = () => new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': { S: 'GAME#none' } } });
  const readsOnly = { table: ['GetItem'] as const, sns: [] };

  beforeAll(async () => {
    client = new DynamoDBClient({ endpoint: dynamoEndpoint() });
    await createTable(client, table);
    guardClient(client, 'dynamodb');
  });
  afterAll(() => client.destroy());

  it('refuses an action the handler does not declare, naming the handler and the action', async () => {
    const handler = withDeclaredAccess('listThings', readsOnly, async () => client.send(query()));
    const refused = await handler().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UndeclaredAccessError);
    expect(String(refused)).toMatch(/listThings called dynamodb:Query/);
  });

  it('lets a declared action through, from the raw client and from the document client', async () => {
    const doc = documentClient(client);
    const handler = withDeclaredAccess('getThing', readsOnly, async () => {
      const raw = await client.send(new GetItemCommand({ TableName: table, Key: key }));
      const viaDoc = await doc.send(new GetCommand({ TableName: table, Key: { pk: 'PLAYER#nobody', sk: 0 } }));
      return [raw.Item, viaDoc.Item];
    });
    expect(await handler()).toEqual([undefined, undefined]);
  });

  it('checks a transaction item by item, with the action of each part, as IAM does', async () => {
    const transaction = (n: number) =>
      new TransactWriteItemsCommand({
        TransactItems: [
          { Put: { TableName: table, Item: { pk: { S: `GUARD#${n}` }, sk: { N: '0' } } } },
          { ConditionCheck: { TableName: table, Key: { pk: { S: 'GUARD#absent' }, sk: { N: '0' } }, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      });
    const putsOnly = withDeclaredAccess('putThing', { table: ['PutItem'], sns: [] }, async () => client.send(transaction(1)));
    await expect(putsOnly()).rejects.toThrow(/putThing called dynamodb:ConditionCheckItem/);
    const both = withDeclaredAccess('putThing', { table: ['PutItem', 'ConditionCheckItem'] as never, sns: [] }, async () => client.send(transaction(2)));
    await expect(both()).resolves.toBeDefined();
  });

  it('checks a PartiQL statement with the action of its verb (PartiQLSelect for a SELECT), as IAM does', async () => {
    const select = () => client.send(new ExecuteStatementCommand({ Statement: `SELECT pk FROM "${table}" WHERE pk = ?`, Parameters: [{ S: 'PLAYER#nobody' }] }));
    await expect(withDeclaredAccess('findThing', { table: ['Query'], sns: [] }, select)()).rejects.toThrow(/findThing called dynamodb:PartiQLSelect/);
    await expect(withDeclaredAccess('findThing', { table: ['PartiQLSelect'], sns: [] }, select)()).resolves.toBeDefined();
  });

  it('checks the work a handler leaves running after it answers, and nothing outside any handler', async () => {
    let later: Promise<unknown> = Promise.resolve();
    const handler = withDeclaredAccess('answersFirst', readsOnly, async () => {
      later = new Promise((resolve) => setTimeout(resolve, 5)).then(() => client.send(query()));
      later.catch(() => undefined);
      return 'answered';
    });
    expect(await handler()).toBe('answered');
    await expect(later).rejects.toBeInstanceOf(UndeclaredAccessError);
    await expect(client.send(query())).resolves.toMatchObject({ Count: 0 });
  });
});
