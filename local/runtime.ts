/**
 * The whole service on one machine (design §6): DynamoDB Local, the table, a fake SNS with an
 * outbox, the stream poller (read models and notifications), the deadline sweeper on a timer, and
 * every HTTP route through the same handlers as in AWS. `npm start` and the e2e tests use it.
 */
import type { Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SNSClient } from '@aws-sdk/client-sns';
import type { AppContext } from '../lambdas/app/context.js';
import { sweep, type SweepReport } from '../lambdas/app/sweeper.js';
import { createStreamHandler } from '../lambdas/handlers/stream.js';
import { httpLambda } from '../lambdas/http/http-lambda.js';
import { routeTable } from '../lambdas/http/route-table.js';
import { routeImpls } from '../lambdas/http/routes/index.js';
import { snsNotifier } from '../lambdas/notify/sns-notifier.js';
import { createTable } from '../lambdas/store/create-table.js';
import { documentClient } from '../lambdas/store/dynamo.js';
import { appContext, environment, streamDeps, sweepDeps } from '../lambdas/wiring.js';
import { productGames, type GameRegistry } from '../domain/games/registry.js';
import { adjustableClock, type AdjustableClock } from './clock.js';
import { startDynamoDbLocal, useLocalCredentials, type DynamoDbLocal } from './dynamodb-local.js';
import { startFakeSns, type FakeSns } from './fake-sns.js';
import { createHttpFront, type LocalRoute } from './http-front.js';
import { localRoutes } from './local-routes.js';
import { closeServer, listen } from './net.js';
import { startStreamPoller, type StreamPoller } from './stream-poller.js';

export interface LocalRuntimeOptions {
  /** HTTP port; 0 picks a free one. */
  port?: number;
  /** Keep DynamoDB data (and the outbox) on disk in this folder (default: in memory / a temp folder). */
  dataDir?: string;
  /** Use an already running DynamoDB endpoint instead of starting one (tests, `--dynamodb-endpoint`); the table is created if missing. */
  dynamoEndpoint?: string;
  /** Called with the runtime's one DynamoDB client before anything uses it (the bench meters consumed capacity with it). */
  onDynamoClient?: (client: DynamoDBClient) => void;
  table?: string;
  games?: GameRegistry;
  /** How often the sweeper runs (AWS: every minute; locally faster). */
  sweepEveryMs?: number;
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
  sns: FakeSns;
  sweepNow(): Promise<SweepReport>;
  stop(): Promise<void>;
}

export async function startLocalRuntime(opts: LocalRuntimeOptions = {}): Promise<LocalRuntime> {
  // Whatever started before a failure (say, the port is taken) is stopped again, DynamoDB Local first
  // among them, so a failed start leaves no Java process behind.
  const started: (() => Promise<unknown>)[] = [];
  try {
    return await start(opts, started);
  } catch (e) {
    for (const stop of started.reverse()) await stop().catch(() => undefined);
    throw e;
  }
}

async function start(opts: LocalRuntimeOptions, started: (() => Promise<unknown>)[]): Promise<LocalRuntime> {
  useLocalCredentials();
  const log = opts.log ?? (() => undefined);
  let dynamo: DynamoDbLocal | undefined;
  let endpoint = opts.dynamoEndpoint;
  if (!endpoint) {
    dynamo = await startDynamoDbLocal(opts.dataDir ? { dataDir: opts.dataDir } : {});
    started.push(dynamo.stop);
    endpoint = dynamo.endpoint;
    log(`DynamoDB Local   ${endpoint} (${opts.dataDir ? `data in ${opts.dataDir}` : 'in memory'})`);
  } else {
    log(`DynamoDB         ${endpoint} (already running)`);
  }
  const table = opts.table ?? 'whitechapel';
  const outboxFile = join(opts.dataDir ?? mkdtempSync(join(tmpdir(), 'whitechapel-')), `outbox-${table}.jsonl`);
  const sns = await startFakeSns({ outboxFile });
  started.push(sns.stop);
  log(`fake SNS         ${sns.endpoint} (topic ${sns.topicArn}; outbox ${outboxFile})`);

  // Every SDK client made with `new XClient({})` now talks to the local stand-ins.
  process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoint;
  process.env.AWS_ENDPOINT_URL_SNS = sns.endpoint;
  process.env.TABLE_NAME = table;
  const raw = new DynamoDBClient({});
  opts.onDynamoClient?.(raw);
  const snsClient = new SNSClient({});
  await createTable(raw, table);
  const doc = documentClient(raw);
  log(`table            ${table} (stream NEW_IMAGE)`);

  const clock = adjustableClock();
  const games = opts.games ?? productGames;
  const notifier = snsNotifier(snsClient, sns.topicArn);
  // The same wiring as in Lambda, with the local endpoints, clock and notifier in place of the
  // process environment.
  const localEnvironment = (baseUrl: string) =>
    environment({ doc, table, games, clock, notifier, baseUrl, log: (m, d) => log(`${m} ${JSON.stringify(d ?? {})}`) });
  const context = appContext(localEnvironment(''));

  const routes: LocalRoute[] = routeTable.map((spec) => ({ method: spec.method, path: spec.path, handler: httpLambda(routeImpls[spec.operationId], () => context) }));
  const deadLetters: unknown[] = [];
  // The sweeper needs the URL (for e-mail links), known only once the server listens.
  let sweepNow: () => Promise<SweepReport> = async () => ({ games: 0, fallbacks: 0, reminders: 0 });
  const server: Server = createHttpFront(routes, localRoutes({ clock, sns, sweepNow: () => sweepNow(), deadLetters: () => [...deadLetters] }));
  const port = await listen(server, opts.port ?? 3000);
  const url = `http://localhost:${port}`;
  const background = localEnvironment(process.env.PUBLIC_BASE_URL ?? url);

  const stream = streamDeps(background);
  const streamHandler = createStreamHandler(() => stream);
  const poller = await startStreamPoller({
    endpoint,
    table,
    handler: streamHandler,
    onError: (e) => log(`stream poller error: ${String(e)}`),
    onDeadLetter: (r) => {
      deadLetters.push({ at: new Date().toISOString(), eventID: r.eventID, sequenceNumber: r.dynamodb?.SequenceNumber, keys: r.dynamodb?.Keys });
      log(`stream record ${r.dynamodb?.SequenceNumber} failed too often: sent to the failure list`);
    },
  });
  log('stream poller    DynamoDB stream → read models, deadlines, notifications');

  const sweeper = sweepDeps(background);
  let sweeping: Promise<SweepReport> | null = null;
  // One sweep at a time, like a scheduled Lambda with reserved concurrency 1.
  sweepNow = async (): Promise<SweepReport> => {
    while (sweeping) await sweeping.catch(() => undefined);
    sweeping = sweep(sweeper);
    try {
      return await sweeping;
    } finally {
      sweeping = null;
    }
  };
  const sweepEvery = opts.sweepEveryMs ?? 2_000;
  const timer = setInterval(() => void sweepNow().catch((e) => log(`sweeper error: ${String(e)}`)), sweepEvery);
  log(`sweeper          every ${sweepEvery / 1000} s (deadlines, reminders, away seats)`);

  log(`HTTP API         ${url}  (docs ${url}/docs · mail ${url}/_local/mail · clock POST ${url}/_local/clock)`);

  return {
    url,
    port,
    dynamoEndpoint: endpoint,
    table,
    context,
    clock,
    poller,
    sns,
    sweepNow: () => sweepNow(),
    async stop() {
      clearInterval(timer);
      await sweeping?.catch(() => undefined);
      await closeServer(server);
      await poller.stop();
      await sns.stop();
      raw.destroy();
      snsClient.destroy();
      await dynamo?.stop();
    },
  };
}
