/**
 * vitest global setup for integration and e2e tests: one DynamoDB Local for the whole run, on a
 * free port. Each test file creates its own table (see test/support/dynamo.ts), so files never
 * see each other's data.
 */
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../local/dynamodb-local.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const db = await startDynamoDbLocal();
  project.provide('dynamoEndpoint', db.endpoint);
  return async () => {
    await db.stop();
  };
}
