/**
 * The whole service on one machine (design §6): DynamoDB Local, the table, the stream poller, and
 * every HTTP route through the same handlers as in AWS. `npm start` and the end-to-end tests use it.
 */
import type { Server } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { buildContext } from '../lambdas/app/build-context.js';
import type { AppContext } from '../lambdas/app/context.js';
import { createStreamHandler } from '../lambdas/handlers/stream.js';
import { httpLambda } from '../lambdas/http/http-lambda.js';
import { routeTable } from '../lambdas/http/route-table.js';
import { routeImpls } from '../lambdas/http/routes/index.js';
import { createTable } from '../lambdas/store/create-table.js';
import { documentClient } from '../lambdas/store/dynamo.js';
import { dynamoInboxStore } from '../lambdas/store/inbox-store.js';
import { productGames, type GameRegistry } from '../domain/games/registry.js';
import { adjustableClock, type AdjustableClock } from './clock.js';
import { startDynamoDbLocal, useLocalCredentials, type DynamoDbLocal } from './dynamodb-local.js';
import { createHttpFront, type LocalRoute } from './http-front.js';
import { startStreamPoller, type StreamPoller } from './stream-poller.js';

export interface LocalRuntimeOptions {
  /** HTTP port; 0 picks a free one. */
  port?: number;
  /** Keep DynamoDB data on disk in this folder (default: in memory). */
  dataDir?: string;
  /** Use an already running DynamoDB endpoint instead of starting one (tests). */
  dynamoEndpoint?: string;
  table?: string;
  games?: GameRegistry;
  log?: (line: string) => void;
}

export interface LocalRuntime {
  url: string;
  port: number;
  dynamoEndpoint: string;
  table: string;
  context: AppContext;
  clock: AdjustableClock;
  poller: StreamPoller;
  stop(): Promise<void>;
}

export async function startLocalRuntime(opts: LocalRuntimeOptions = {}): Promise<LocalRuntime> {
  useLocalCredentials();
  const log = opts.log ?? (() => undefined);
  let dynamo: DynamoDbLocal | undefined;
  let endpoint = opts.dynamoEndpoint;
  if (!endpoint) {
    dynamo = await startDynamoDbLocal(opts.dataDir ? { dataDir: opts.dataDir } : {});
    endpoint = dynamo.endpoint;
    log(`DynamoDB Local   ${endpoint} (${opts.dataDir ? `data in ${opts.dataDir}` : 'in memory'})`);
  }
  // Every SDK client made with `new XClient({})` now talks to the local stand-in.
  process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoint;
  const table = opts.table ?? 'whitechapel';
  process.env.TABLE_NAME = table;
  const raw = new DynamoDBClient({});
  await createTable(raw, table);
  const doc = documentClient(raw);
  log(`table            ${table} (stream NEW_IMAGE)`);

  const clock = adjustableClock();
  const context = buildContext({ doc, table, games: opts.games ?? productGames, clock });

  const inbox = dynamoInboxStore(doc, table);
  const streamHandler = createStreamHandler(() => ({ inbox }));
  const poller = await startStreamPoller({ endpoint, table, handler: streamHandler, onError: (e) => log(`stream poller error: ${String(e)}`) });
  log('stream poller    DynamoDB stream → read models');

  const routes: LocalRoute[] = routeTable.map((spec) => ({
    method: spec.method,
    path: spec.path,
    handler: httpLambda(spec, routeImpls[spec.operationId]!, () => context) as unknown as LocalRoute['handler'],
  }));
  const server: Server = createHttpFront(routes);
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 3000, '127.0.0.1', () => {
      const a = server.address();
      resolve(typeof a === 'object' && a ? a.port : 0);
    });
  });
  const url = `http://localhost:${port}`;
  log(`HTTP API         ${url}  (docs: ${url}/docs)`);

  return {
    url,
    port,
    dynamoEndpoint: endpoint,
    table,
    context,
    clock,
    poller,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await poller.stop();
      raw.destroy();
      await dynamo?.stop();
    },
  };
}
