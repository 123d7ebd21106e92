/**
 * The whole service on one machine (docs/architecture.md §6): DynamoDB Local, the table, a fake SNS with an
 * outbox, the stream poller (read models and notifications), the deadline sweeper on a timer, and
 * every HTTP route through the same handlers as in AWS. `npm start` and the e2e tests use it.
 */
import type { Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { AppContext } from '../lambdas/app/core/context.js';
import type { IdSource } from '../lambdas/app/core/ports.js';
import { sweep, type SweepReport } from '../lambdas/app/background/sweeper.js';
import { streamConsumerAccess, sweeperAccess } from '../lambdas/handlers/access.js';
import { createStreamHandler } from '../lambdas/handlers/stream.js';
import { httpLambda } from '../lambdas/http/http-lambda.js';
import { routeTable } from '../lambdas/http/route-table.js';
import { routeImpls } from '../lambdas/http/routes/index.js';
import { localDocsRoute } from './http/docs-route.js';
import { snsClient as newSnsClient, snsNotifier } from '../lambdas/store/sns-notifier.js';
import { createTable } from '../lambdas/store/create-table.js';
import { documentClient, dynamoClient } from '../lambdas/store/dynamo.js';
import { appContext, environment, streamDeps, sweepDeps } from '../lambdas/wiring.js';
import { productGames, type GameRegistry } from '../domain/games/registry.js';
import { guardClient, withDeclaredAccess } from './http/access-guard.js';
import { adjustableClock, type AdjustableClock } from './clock.js';
import { openDataDir } from './dynamodb/data-dir.js';
import { prepareSdkEnvironment } from './aws/aws-endpoint.js';
import { startDynamoDbLocal, type DynamoDbLocal } from './dynamodb/dynamodb-local.js';
import { startFakeSns, type FakeSns } from './aws/fake-sns.js';
import { createHttpFront, type LocalRoute } from './http/http-front.js';
import { localRoutes } from './http/local-routes.js';
import { closeServer, listen } from './net.js';
import { startStreamPoller, type StreamPoller } from './dynamodb/stream-poller.js';
import { filePositionStore } from './dynamodb/stream-position.js';
import { localLinkKey } from './aws/link-key.js';
import { webStatic } from './http/web-static.js';
import type { HostResolver } from '../lambdas/app/webhooks/model.js';
import { systemResolver } from '../lambdas/store/webhooks/dns-resolver.js';
import { startLocalInbound, type LocalInbound } from './inbound/start-inbound.js';

/** Where the local runtime's mails say to reply: any name under .localhost stays on this machine. */
export const LOCAL_REPLY_DOMAIN = 'reply.localhost';

/** The calls that can write to the table (PartiQL ones included, whatever their verb). */
const WAKING_CALLS = new Set(
  ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems', 'ExecuteStatement', 'BatchExecuteStatement', 'ExecuteTransaction'].map((n) => `${n}Command`),
);

export interface LocalRuntimeOptions {
  /** HTTP port; 0 picks a free one. */
  port?: number;
  /**
   * Keep everything on disk in this folder, created if missing (relative: to the current directory):
   * DynamoDB Local's database, the outbox, the fake SNS's subscriptions and the stream poller's
   * position. Default: in memory (the outbox in a temporary folder).
   */
  dataDir?: string;
  /** Use an already running DynamoDB endpoint instead of starting one (tests, `--dynamodb-endpoint`); the table is created if missing. */
  dynamoEndpoint?: string;
  /** Called with the runtime's one DynamoDB client before anything uses it (the bench meters consumed capacity with it). */
  onDynamoClient?: (client: DynamoDBClient) => void;
  table?: string;
  games?: GameRegistry;
  /** How often the sweeper runs (AWS: every minute; locally faster). */
  sweepEveryMs?: number;
  /** The stream poller's waits while idle (stream-poller.ts; default 100 ms, doubling up to 1 s). A test lengthens them to see that the runtime's writes wake it. */
  streamIdleWaits?: { readonly intervalMs?: number; readonly idleMaxMs?: number };
  /** How many games' newest versions the HTTP side keeps in memory (default as in Lambda; the bench sets 0 to time the read). */
  gamesRemembered?: number;
  /** The built web client it serves (default web/dist); the phone bench compares two builds with it. */
  webDist?: string;
  /** Where the ids and seeds of new players, tokens and games come from (default: random). A test fixes them to replay the same deal. */
  ids?: IdSource;
  log?: (line: string) => void;
  /**
   * Webhook URLs (docs/webhooks.md): by default the local runtime also takes http://127.0.0.1:<port>
   * and http://localhost:<port>, so a receiver on this machine gets deliveries; `allowLoopback: false`
   * behaves as deployed. `resolve`: the DNS used to check host names (default: the system's).
   */
  webhooks?: { readonly allowLoopback?: boolean; readonly resolve?: HostResolver };
  /** The domain mails list reply addresses at (default reply.localhost; null: mails say nothing about replying). */
  replyDomain?: string | null;
  /** The SMTP port replies are taken on (docs/play-by-mail.md; default 0: a free one; null: none). */
  smtpPort?: number | null;
}

export interface LocalRuntime {
  url: string;
  port: number;
  dynamoEndpoint: string;
  /** The data directory's absolute path, when there is one. */
  dataDir?: string;
  table: string;
  context: AppContext;
  clock: AdjustableClock;
  poller: StreamPoller;
  sns: FakeSns;
  /** The port replies are taken on by SMTP, or null when there is none. */
  smtpPort: number | null;
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
  // A local DynamoDB takes any credentials; DynamoDB in AWS gets the caller's own, in its region.
  prepareSdkEnvironment(opts.dynamoEndpoint);
  const log = opts.log ?? (() => undefined);
  // The data directory first: it may hold a DynamoDB Local that an earlier run left behind.
  const data = opts.dataDir === undefined ? undefined : await openDataDir(opts.dataDir, log);
  if (data) started.push(async () => data.release());
  let dynamo: DynamoDbLocal | undefined;
  let endpoint = opts.dynamoEndpoint;
  if (!endpoint) {
    const db = await startDynamoDbLocal({ ...(data ? { dataDir: data.path } : {}), log });
    dynamo = db;
    started.push(db.stop);
    data?.recordDynamoDb(db.pid);
    endpoint = db.endpoint;
    log(`DynamoDB Local   ${endpoint} (${data ? `data in ${data.path}` : 'in memory'})`);
  } else {
    log(`DynamoDB         ${endpoint} (already running)`);
  }
  const table = opts.table ?? 'whitechapel';
  const scratch = data ? undefined : mkdtempSync(join(tmpdir(), 'whitechapel-'));
  if (scratch) started.push(async () => rmSync(scratch, { recursive: true, force: true }));
  const fileIn = (name: string) => (data ? data.file(name) : join(scratch ?? tmpdir(), name));
  const outboxFile = fileIn(`outbox-${table}.jsonl`);
  const sns = await startFakeSns({ outboxFile, ...(data ? { subscriptionsFile: data.file(`subscriptions-${table}.json`) } : {}) });
  started.push(sns.stop);
  log(`fake SNS         ${sns.endpoint} (topic ${sns.topicArn}; outbox ${outboxFile})`);

  // Every SDK client made with `new XClient({})` now talks to the local stand-ins.
  process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoint;
  process.env.AWS_ENDPOINT_URL_SNS = sns.endpoint;
  process.env.TABLE_NAME = table;
  const raw = dynamoClient();
  opts.onDynamoClient?.(raw);
  const snsClient = newSnsClient();
  // Each handler may call only what its role in AWS would allow (access-guard.ts).
  guardClient(raw, 'dynamodb');
  guardClient(snsClient, 'sns');
  // The stream poller waits longer and longer while idle (stream-poller.ts); every write made here
  // wakes it, so what this runtime writes is read within 0.1 s, as before the idle waits grew.
  let wakePoller = (): void => undefined;
  raw.middlewareStack.add(
    (next, context) => async (args) => {
      const out = await next(args);
      if (WAKING_CALLS.has(String(context.commandName ?? ''))) wakePoller();
      return out;
    },
    { step: 'initialize', name: 'whitechapelWakeStreamPoller' },
  );
  await createTable(raw, table);
  const doc = documentClient(raw);
  log(`table            ${table} (stream NEW_IMAGE)`);

  const clock = adjustableClock();
  const games = opts.games ?? productGames;
  const notifier = snsNotifier(snsClient, sns.topicArn);
  // The same wiring as in Lambda, with the local endpoints, clock and notifier in place of the
  // process environment.
  // Unsubscribe links are signed with a key kept in the data directory (or made for this run).
  const linkKey = localLinkKey(data ? data.file('link-key') : undefined);
  const replyDomain = opts.replyDomain === undefined ? LOCAL_REPLY_DOMAIN : opts.replyDomain;
  const localEnvironment = (baseUrl: string, apiUrl: string) =>
    environment({
      doc,
      table,
      games,
      clock,
      notifier,
      baseUrl,
      apiUrl,
      linkKey,
      ...(opts.ids ? { ids: opts.ids } : {}),
      log: (m, d) => log(`${m} ${JSON.stringify(d ?? {})}`),
      webhookPolicy: { allowLoopback: opts.webhooks?.allowLoopback ?? true, resolve: opts.webhooks?.resolve ?? systemResolver },
      replyDomain,
    });
  // Built once the server listens: the routes' mails link to its URL (sign-in, unsubscribe).
  let context: AppContext | undefined;
  const currentContext = (): AppContext => {
    if (!context) throw new Error('a request arrived before the runtime was ready');
    return context;
  };

  // The docs page is rendered here from openapi.yaml (in Lambda, at bundle time: see local/http/docs-route.ts).
  const impls = { ...routeImpls, getDocs: localDocsRoute };
  // A route that does not read the rules gets none, as its Lambda does (see readsRules), and only
  // the games' ids if it reads those: one that read more would fail here, not only once deployed.
  const limited = new Map<boolean | 'ids', AppContext>();
  const contextReading = (reads: boolean | 'ids') => (): AppContext => {
    if (reads === true) return currentContext();
    const full = currentContext();
    const made = limited.get(reads) ?? { ...full, games: new Map(), gameIds: reads === 'ids' ? full.gameIds : [] };
    limited.set(reads, made);
    return made;
  };
  const routes: LocalRoute[] = routeTable.map((spec) => ({
    method: spec.method,
    path: spec.path,
    handler: withDeclaredAccess(spec.operationId, spec, httpLambda(impls[spec.operationId], contextReading(spec.readsRules))),
  }));
  const deadLetters: unknown[] = [];
  // The sweeper needs the URL (for e-mail links), known only once the server listens.
  let sweepNow: () => Promise<SweepReport> = async () => ({ games: 0, fallbacks: 0, reminders: 0, farewells: 0 });
  // The reply routes need the context, made once the server listens.
  let inbound: LocalInbound | null = null;
  const local = localRoutes({ clock, sns, sweepNow: () => sweepNow(), deadLetters: () => [...deadLetters], replyDomain, inbound: async (...a) => (inbound ? inbound.routes(...a) : false) });
  // Then the web client's files and routes (web-static.ts), before the API's.
  const web = webStatic(opts.webDist);
  const server: Server = createHttpFront(routes, async (req, res, url) => (await local(req, res, url)) || web(req, res, url));
  const port = await listen(server, opts.port ?? 3000);
  started.push(() => closeServer(server));
  const url = `http://localhost:${port}`;
  const background = localEnvironment(process.env.PUBLIC_BASE_URL ?? url, url);
  context = appContext(background, opts.gamesRemembered === undefined ? {} : { gamesRemembered: opts.gamesRemembered });
  inbound = await startLocalInbound({ env: background, context, sns, smtpPort: opts.smtpPort === undefined ? 0 : opts.smtpPort, log });
  const smtp = inbound?.smtp ?? null;
  if (smtp) started.push(smtp.stop);
  if (smtp) log(`SMTP (replies)   127.0.0.1:${smtp.port} (mail to play+…@${replyDomain}; also POST ${url}/_local/inbound)`);

  const stream = streamDeps(background);
  const streamHandler = withDeclaredAccess('the stream consumer', streamConsumerAccess, createStreamHandler(() => stream));
  const poller = await startStreamPoller({
    endpoint,
    table,
    handler: streamHandler,
    ...(data ? { positions: filePositionStore(data.file(`stream-position-${table}.json`)) } : {}),
    // Several games at once, each game's versions in order (as Lambda with ParallelizationFactor):
    // most of a record's time is waiting for DynamoDB Local and the fake SNS.
    parallel: 8,
    // Most records are the consumer's own writes (read-model rows, marks), skipped at once; a large
    // batch gives the parallel keys more games to work on.
    batchSize: 1000,
    ...opts.streamIdleWaits,
    onCaughtUp: (records, ms) => log(`stream poller    caught up: ${records} stream records in ${ms} ms`),
    log,
    onError: (e) => log(`stream poller error: ${String(e)}`),
    onDeadLetter: (r) => {
      deadLetters.push({ at: new Date().toISOString(), eventID: r.eventID, sequenceNumber: r.dynamodb?.SequenceNumber, keys: r.dynamodb?.Keys });
      log(`stream record ${r.dynamodb?.SequenceNumber} failed too often: sent to the failure list`);
    },
  });
  started.push(() => poller.stop());
  wakePoller = poller.wake;
  log(`stream poller    DynamoDB stream → read models, deadlines, notifications${data ? ' (resumes where it stopped)' : ''}`);

  const sweeper = sweepDeps(background);
  let sweeping: Promise<SweepReport> | null = null;
  // One sweep at a time, like a scheduled Lambda with reserved concurrency 1.
  sweepNow = async (): Promise<SweepReport> => {
    while (sweeping) await sweeping.catch(() => undefined);
    sweeping = withDeclaredAccess('the sweeper', sweeperAccess, sweep)(sweeper);
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
    ...(data ? { dataDir: data.path } : {}),
    table,
    context,
    clock,
    poller,
    sns,
    smtpPort: smtp?.port ?? null,
    sweepNow: () => sweepNow(),
    async stop() {
      clearInterval(timer);
      await sweeping?.catch(() => undefined);
      await closeServer(server);
      await smtp?.stop();
      // What was written is handled before stopping (the poller resumes from its position anyway,
      // but DynamoDB Local keeps stream records for 24 hours only).
      await poller.drain(10_000).catch(() => log('stream poller: stopped with records left; they are handled at the next start'));
      await poller.stop();
      await sns.stop();
      raw.destroy();
      snsClient.destroy();
      await dynamo?.stop();
      if (scratch) rmSync(scratch, { recursive: true, force: true });
      data?.release();
    },
  };
}
