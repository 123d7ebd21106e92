/** Per-file DynamoDB access for integration tests: a fresh table on the shared DynamoDB Local. */
import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { inject } from 'vitest';
import type { Clock } from '../../lambdas/app/core/ports.js';
import { createTable } from '../../lambdas/store/create-table.js';
import { documentClient, dynamoClient } from '../../lambdas/store/dynamo.js';
import { appContext, environment } from '../../lambdas/wiring.js';
import type { GameRegistry } from '../../domain/games/registry.js';
import { useLocalCredentials } from '../../local/dynamodb/dynamodb-local.js';

export function dynamoEndpoint(): string {
  useLocalCredentials();
  const endpoint = inject('dynamoEndpoint');
  process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoint;
  return endpoint;
}

export function uniqueTableName(prefix = 't'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}`;
}

/** A raw client that counts the commands it sends (by command name). */
function countingClient(endpoint: string): { client: DynamoDBClient; calls: string[] } {
  const client = dynamoClient({ endpoint });
  const calls: string[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      calls.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'countCalls' },
  );
  return { client, calls };
}

export async function freshContext(games: GameRegistry, opts: { clock?: Clock } = {}) {
  const endpoint = dynamoEndpoint();
  const table = uniqueTableName();
  const { client, calls } = countingClient(endpoint);
  await createTable(client, table);
  calls.length = 0;
  const doc = documentClient(client);
  const ctx = appContext(environment({ doc, table, games, notifier: null, ...(opts.clock ? { clock: opts.clock } : {}) }));
  return { ctx, doc, client, calls, table, endpoint };
}

/**
 * Another warm process on the same table (its own memory of recent versions and token cache, its own
 * counted client), as a second Lambda instance of the same function would be.
 */
export function anotherProcess(env: { table: string; endpoint: string }, games: GameRegistry, opts: { gamesRemembered?: number } = {}) {
  const { client, calls } = countingClient(env.endpoint);
  const ctx = appContext(environment({ doc: documentClient(client), table: env.table, games, notifier: null }), opts);
  return { ctx, calls };
}
