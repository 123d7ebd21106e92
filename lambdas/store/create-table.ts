import { CreateTableCommand, DescribeTableCommand, ResourceInUseException, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tableSchema } from './table-schema.js';

/** Creates the table from the shared schema (local runtime and tests; AWS gets it from infra/). */
export async function createTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const s = tableSchema;
  const attrs = new Map<string, 'S' | 'N'>();
  for (const k of [s.partitionKey, s.sortKey, ...s.globalIndexes.flatMap((g) => [g.partitionKey, g.sortKey])]) attrs.set(k.name, k.type);
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...attrs].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
        KeySchema: [
          { AttributeName: s.partitionKey.name, KeyType: 'HASH' },
          { AttributeName: s.sortKey.name, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: s.globalIndexes.map((g) => ({
          IndexName: g.name,
          KeySchema: [
            { AttributeName: g.partitionKey.name, KeyType: 'HASH' },
            { AttributeName: g.sortKey.name, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        StreamSpecification: { StreamEnabled: true, StreamViewType: s.stream },
      }),
    );
  } catch (e) {
    if (!(e instanceof ResourceInUseException)) throw e;
  }
  for (let i = 0; i < 100; i++) {
    const d = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (d.Table?.TableStatus === 'ACTIVE') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`table ${tableName} did not become ACTIVE`);
}
