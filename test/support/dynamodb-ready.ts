/**
 * Setup file of the projects that use DynamoDB: waits until the run's DynamoDB Local answers
 * (test/support/global-dynamodb.ts starts it without waiting, so the pure tests need not). Once per
 * worker: the wait is remembered, and later files pass at once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { inject } from 'vitest';
import { dynamoDbAnswers, useLocalCredentials } from '../../local/dynamodb/dynamodb-local.js';

const holder = globalThis as { whitechapelDynamoDbReady?: Promise<void> };

async function waitForDynamoDbLocal(endpoint: string, failureFile: string): Promise<void> {
  useLocalCredentials();
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', maxAttempts: 1 });
  try {
    // The global setup's own start gives up after 180 s and says why in failureFile.
    const until = Date.now() + 200_000;
    while (!(await dynamoDbAnswers(client))) {
      if (existsSync(failureFile)) throw new Error(`DynamoDB Local did not start: ${readFileSync(failureFile, 'utf8')}`);
      if (Date.now() > until) throw new Error(`DynamoDB Local at ${endpoint} did not answer within 200 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    client.destroy();
  }
}

holder.whitechapelDynamoDbReady ??= waitForDynamoDbLocal(inject('dynamoEndpoint'), inject('dynamoStartFailure'));
await holder.whitechapelDynamoDbReady;
