// `npm start -- --dynamodb-endpoint URL` (or DYNAMODB_ENDPOINT): the local runtime on a DynamoDB
// that is already running (here the test run's DynamoDB Local), creating the table when it is
// missing and using it as it is when it exists.
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { startLocalProcess } from '../../local/process.js';
import { dynamoEndpoint } from '../support/dynamo.js';

describe('npm start on an existing DynamoDB', () => {
  it('creates the table there when it is missing, keeps it when it exists, and starts no DynamoDB Local', async () => {
    const endpoint = dynamoEndpoint();
    const first = await startLocalProcess({ args: ['--port', '0', '--dynamodb-endpoint', endpoint] });
    let token: string;
    try {
      expect(first.output()).toContain(`DynamoDB         ${endpoint} (already running)`);
      expect(first.output()).not.toContain('DynamoDB Local');
      const registered = await fetch(`${first.url}/players`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Ext', email: 'ext@example.com' }) });
      expect(registered.status).toBe(201);
      token = String(((await registered.json()) as { token: string }).token);
    } finally {
      expect((await first.stop()).code).toBe(0);
    }
    const client = new DynamoDBClient({ endpoint });
    try {
      expect((await client.send(new DescribeTableCommand({ TableName: 'whitechapel' }))).Table?.TableStatus).toBe('ACTIVE');
    } finally {
      client.destroy();
    }
    // Again, through the environment variable: the table and the player are there.
    const second = await startLocalProcess({ args: ['--port', '0'], env: { DYNAMODB_ENDPOINT: endpoint } });
    try {
      const me = await fetch(`${second.url}/players/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { name: string }).name).toBe('Ext');
    } finally {
      expect((await second.stop()).code).toBe(0);
    }
  }, 120_000);
});
