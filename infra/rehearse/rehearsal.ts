/**
 * The stack, run from its cloud assembly alone on this machine: tables in DynamoDB Local, topics in
 * local SNS stand-ins, secrets generated, every function in its own process behind the IAM-checking
 * AWS front, the HTTP API and the web client on local ports, the stream mapping and the schedule
 * running. What it found wrong is collected in `faults`; `stop()` ends every process it started.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startDynamoDbLocal, useLocalCredentials } from '../../local/dynamodb/dynamodb-local.js';
import { startFakeSns, type FakeSns } from '../../local/aws/fake-sns.js';
import { freePort } from '../../local/net.js';
import { startStreamPoller, type StreamPoller } from '../../local/dynamodb/stream-poller.js';
import { resolveAssembly, type Assembly, type Resolved } from './template/assembly.js';
import { generateSecret, startAwsFront, type AwsFront } from './services/aws-front.js';
import { functionSpec, startFunction, type InvokeResult, type RunningFunction } from './services/function-host.js';
import { boundRoutes, startHttpApi, type BoundRoute } from './services/http-api.js';
import { rolePolicies, type RolePolicies } from './iam/roles.js';
import { scheduleEveryMs } from './services/schedule.js';
import { REHEARSAL_REGION } from './template/stand-ins.js';
import { mappingHandler } from './services/stream-mapping.js';
import { deployedFiles, startWebFront } from './services/web-front.js';
import { adjustableClock, type AdjustableClock } from '../../local/clock.js';
import { rehearsalTestRoutes } from './services/test-routes.js';
import { createTableInput, readableLogLine, readErrors } from './rehearsal-parts.js';

export { readableLogLine } from './rehearsal-parts.js';

export interface Rehearsal {
  readonly apiUrl: string;
  readonly webUrl: string;
  readonly resolved: Resolved;
  readonly routes: readonly BoundRoute[];
  readonly roles: ReadonlyMap<string, RolePolicies>;
  readonly aws: AwsFront;
  /** Everything found wrong while running (failed invocations, refused calls, dead letters). */
  readonly faults: string[];
  /** Functions invoked at least once, and by whom (route key, mapping, schedule). */
  readonly invoked: Map<string, Set<string>>;
  readonly logFile: string;
  /** Lines of a function's log that look like errors, newest last. */
  errorsOf(functionId: string): string[];
  /** Runs the schedule's targets now (the checks do, rather than wait for the compressed clock); their results. */
  fireSchedules(): Promise<unknown[]>;
  /** The rehearsal's clock, which every function reads: real time until POST /_local/clock moves it. */
  readonly clock: AdjustableClock;
  /** Waits until the stream mapping has handled every record written so far. */
  drainStream(timeoutMs?: number): Promise<void>;
  readonly deadLetters: unknown[];
  /** Every message published to the template's topics (the local SNS stand-ins' outboxes). */
  outbox(): { subject: string; message: string; to: string[] }[];
  stop(): Promise<void>;
}

export interface RehearsalOptions {
  readonly dynamoEndpoint?: string;
  readonly log?: (line: string) => void;
}

export async function startRehearsal(assembly: Assembly, opts: RehearsalOptions = {}): Promise<Rehearsal> {
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    return await start(assembly, opts, stops, stopAll);
  } catch (e) {
    await stopAll();
    throw e;
  }
}

async function start(assembly: Assembly, opts: RehearsalOptions, stops: (() => Promise<unknown>)[], stopAll: () => Promise<void>): Promise<Rehearsal> {
  const log = opts.log ?? (() => undefined);
  useLocalCredentials();
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const resolved = resolveAssembly(assembly, { apiHost: `127.0.0.1:${apiPort}`, webHost: `127.0.0.1:${webPort}` });
  const scratch = mkdtempSync(join(tmpdir(), 'rehearsal-'));
  stops.push(async () => rmSync(scratch, { recursive: true, force: true }));
  const logFile = join(tmpdir(), `rehearsal-${Date.now()}.log`);
  writeFileSync(logFile, '');
  const faults: string[] = [];

  let dynamoEndpoint = opts.dynamoEndpoint;
  if (!dynamoEndpoint) {
    const db = await startDynamoDbLocal({ log });
    stops.push(db.stop);
    dynamoEndpoint = db.endpoint;
  }
  const ddb = new DynamoDBClient({ endpoint: dynamoEndpoint });
  stops.push(async () => ddb.destroy());
  const partitionKeys = new Map<string, string>();
  const tables = [...resolved.ofType('AWS::DynamoDB::GlobalTable'), ...resolved.ofType('AWS::DynamoDB::Table')];
  for (const id of tables) {
    const name = resolved.standIns.get(id)!.values.ref;
    const p = resolved.properties(id);
    await ddb.send(new CreateTableCommand(createTableInput(name, p)));
    const hash = (k: unknown) => ((k ?? []) as { AttributeName: string; KeyType: string }[]).find((x) => x.KeyType === 'HASH')?.AttributeName;
    partitionKeys.set(name, hash(p.KeySchema)!);
    for (const g of (p.GlobalSecondaryIndexes ?? []) as { IndexName: string; KeySchema: unknown }[]) partitionKeys.set(`${name}/${g.IndexName}`, hash(g.KeySchema)!);
    log(`table      ${name} (${id}) in DynamoDB Local ${dynamoEndpoint}`);
  }

  const topics = new Map<string, FakeSns>();
  for (const id of resolved.ofType('AWS::SNS::Topic')) {
    const arn = resolved.standIns.get(id)!.values.ref;
    const sns = await startFakeSns({ outboxFile: join(scratch, `outbox-${id}.jsonl`), topicName: arn.split(':').at(-1)! });
    stops.push(sns.stop);
    topics.set(arn, sns);
    log(`topic      ${arn} → local SNS ${sns.endpoint}`);
  }
  const secretValues = new Map<string, string>();
  const secrets = new Map<string, string>();
  for (const id of resolved.ofType('AWS::SecretsManager::Secret')) {
    const arn = resolved.standIns.get(id)!.values.ref;
    secretValues.set(arn, generateSecret(resolved.properties(id).GenerateSecretString as never));
    secrets.set(arn, arn);
    secrets.set(arn.split(':secret:')[1]!.replace(/-\w{6}$/, ''), arn);
  }

  const routes = boundRoutes(resolved);
  const mappings = resolved.ofType('AWS::Lambda::EventSourceMapping');
  const rules = resolved.ofType('AWS::Events::Rule');
  const deployments = resolved.ofType('Custom::CDKBucketDeployment');
  // Which functions run, and why: each must be reached by something the rehearsal runs.
  const reachedBy = new Map<string, string[]>();
  const reach = (fnValue: string, by: string) => {
    const id = resolved.idOf(fnValue);
    if (!id || resolved.standIns.get(id)?.type !== 'AWS::Lambda::Function') throw new Error(`${by} names ${fnValue}, which is no function of the template`);
    reachedBy.set(id, [...(reachedBy.get(id) ?? []), by]);
    return id;
  };
  for (const r of routes) reachedBy.set(r.functionId, [...(reachedBy.get(r.functionId) ?? []), r.routeKey]);
  const bucketDeployers = new Set(deployments.map((d) => resolved.idOf(String(resolved.properties(d).ServiceToken))));
  // Functions only SES's receipt rules invoke: reached, though a rehearsal receives no mail (stand-ins.ts).
  const mailReceivers = new Set(
    resolved.ofType('AWS::SES::ReceiptRule').flatMap((r) =>
      ((resolved.properties(r).Rule as { Actions?: { LambdaAction?: { FunctionArn?: string } }[] } | undefined)?.Actions ?? []).flatMap((a) => {
        const fn = a.LambdaAction?.FunctionArn;
        return fn ? [resolved.idOf(String(fn))] : [];
      }),
    ),
  );
  for (const id of resolved.ofType('AWS::Lambda::Function')) {
    if (!reachedBy.has(id) && !bucketDeployers.has(id) && !mailReceivers.has(id) && !mappings.some((m) => resolved.idOf(String(resolved.properties(m).FunctionName)) === id) && !rules.some((r) => JSON.stringify(resolved.properties(r).Targets).includes(resolved.standIns.get(id)!.values.attributes.Arn!))) {
      // A function nothing invokes is a fault of the template (a route bound elsewhere, say), not of the rehearsal.
      faults.push(`function ${id} ("${String(resolved.properties(id).Description ?? '')}") is reached by no route, event source mapping, schedule or bucket deployment`);
    }
  }

  const roles = rolePolicies(resolved);
  const functionOfRole = new Map<string, string>();
  const specs = new Map(
    resolved
      .ofType('AWS::Lambda::Function')
      .filter((id) => !bucketDeployers.has(id))
      .map((id) => {
        const spec = functionSpec(resolved, id);
        functionOfRole.set(spec.roleId, id);
        return [id, spec] as const;
      }),
  );
  const aws = await startAwsFront({
    roles,
    known: { partitionKeys, secrets },
    secretValues,
    dynamoEndpoint,
    snsEndpoint: [...topics.values()][0]?.endpoint ?? 'http://127.0.0.1:9',
    snsEndpointOf: (arn) => [...topics].find(([topic]) => arn === topic || arn.startsWith(`${topic}:`))?.[1].endpoint,
    functionOfRole: (roleId) => functionOfRole.get(roleId) ?? roleId,
  });
  stops.push(aws.stop);
  log(`AWS front  ${aws.endpoint} (IAM-checked: DynamoDB → DynamoDB Local, SNS → local SNS, Secrets Manager)`);

  const clock = adjustableClock();
  const running = new Map<string, Promise<RunningFunction>>();
  const invoked = new Map<string, Set<string>>();
  const invoke = async (id: string, event: unknown, by: string): Promise<InvokeResult> => {
    const spec = specs.get(id);
    if (!spec) throw new Error(`no runnable function ${id}`);
    invoked.set(id, (invoked.get(id) ?? new Set()).add(by));
    let fn = running.get(id);
    if (!fn) {
      // Started on its first invocation, as Lambda starts a sandbox: a cold start.
      fn = startFunction(spec, aws.endpoint, logFile);
      running.set(id, fn);
      fn.catch(() => running.delete(id));
    }
    try {
      return await (await fn).invoke(event, clock.now().getTime() - Date.now());
    } catch (e) {
      return { error: { errorType: 'Runtime.InitError', errorMessage: String(e) } };
    }
  };
  stops.push(async () => Promise.all([...running.values()].map(async (f) => (await f.catch(() => null))?.stop())));

  const api = resolved.ofType('AWS::ApiGatewayV2::Api')[0];
  const http = await startHttpApi({
    port: apiPort,
    routes,
    cors: api ? (resolved.properties(api).CorsConfiguration as never) : undefined,
    apiId: api ?? 'api',
    invoke: (id, event) => invoke(id, event, (event as { routeKey: string }).routeKey),
    onFailure: (line) => faults.push(`${line}${lastError(id(line))}`),
    // The rehearsal's own test routes, in front of the template's (which has none under /_local/).
    testRoutes: (req, res, url) => testRoutes(req, res, url),
  });
  stops.push(http.stop);
  const lastError = (fnId: string | undefined) => {
    const e = fnId ? errorsOf(fnId).at(-1) : undefined;
    return e ? ` — its log: ${readableLogLine(e)}` : '';
  };
  const id = (line: string) => /: (\w+) (?:failed|answered)/.exec(line)?.[1];
  log(`HTTP API   ${http.url} (${routes.length} routes)`);

  const distribution = resolved.ofType('AWS::CloudFront::Distribution')[0];
  const dist = distribution ? ((resolved.properties(distribution).DistributionConfig ?? {}) as { DefaultRootObject?: string; CustomErrorResponses?: { ResponsePagePath?: string }[] }) : {};
  const web = await startWebFront({ port: webPort, files: deployedFiles(resolved), rootObject: dist.DefaultRootObject ?? 'index.html', errorPage: dist.CustomErrorResponses?.[0]?.ResponsePagePath });
  stops.push(web.stop);
  log(`web        ${web.url} (bucket deployment ${deployments.join(', ')})`);

  const deadLetters: unknown[] = [];
  const pollers: StreamPoller[] = [];
  for (const m of mappings) {
    const p = resolved.properties(m);
    const fnId = reach(String(p.FunctionName), `event source mapping ${m}`);
    const tableId = tables.find((t) => resolved.standIns.get(t)!.values.attributes.StreamArn === p.EventSourceArn);
    if (!tableId) throw new Error(`event source mapping ${m} reads ${String(p.EventSourceArn)}, which is no table stream of the template`);
    const settings = {
      batchSize: Number(p.BatchSize ?? 100),
      filters: ((p.FilterCriteria as { Filters?: unknown[] } | undefined)?.Filters ?? []) as unknown[],
      bisect: p.BisectBatchOnFunctionError === true,
      reportBatchItemFailures: ((p.FunctionResponseTypes ?? []) as string[]).includes('ReportBatchItemFailures'),
      maximumRetryAttempts: Number(p.MaximumRetryAttempts ?? 10_000),
      eventSourceArn: String(p.EventSourceArn),
    };
    const handler = mappingHandler(settings, REHEARSAL_REGION, (event) => invoke(fnId, event, `mapping ${m}`), (line) => faults.push(`${fnId}: ${line}${lastError(fnId)}`));
    const poller = await startStreamPoller({
      endpoint: dynamoEndpoint,
      table: resolved.standIns.get(tableId)!.values.ref,
      handler,
      batchSize: settings.batchSize,
      maxAttempts: settings.maximumRetryAttempts + 1,
      onError: (e) => faults.push(`stream mapping ${m}: ${String(e)}`),
      onDeadLetter: (r) => {
        deadLetters.push(r);
        const destination = (p.DestinationConfig as { OnFailure?: { Destination?: string } } | undefined)?.OnFailure?.Destination ?? 'nowhere (no OnFailure destination)';
        faults.push(`stream record ${r.dynamodb?.SequenceNumber} (${JSON.stringify(r.dynamodb?.Keys)}) failed ${settings.maximumRetryAttempts + 1} times and went to ${destination}`);
      },
    });
    pollers.push(poller);
    stops.push(() => poller.stop());
    log(`stream     ${m} → ${fnId} (batch ${settings.batchSize}, ${settings.filters.length} filter(s), bisect ${settings.bisect}, partial failures ${settings.reportBatchItemFailures})`);
  }

  const schedules: (() => Promise<unknown>)[] = [];
  for (const r of rules) {
    const p = resolved.properties(r);
    if (p.State !== undefined && p.State !== 'ENABLED') continue;
    const everyMs = scheduleEveryMs(String(p.ScheduleExpression ?? ''), r);
    for (const target of (p.Targets ?? []) as { Arn: string; Id: string }[]) {
      const fnId = reach(target.Arn, `schedule ${r}`);
      const fire = async () => {
        const out = await invoke(fnId, { version: '0', id: 'rehearsal', 'detail-type': 'Scheduled Event', source: 'aws.events', account: '000000000000', time: new Date().toISOString(), region: REHEARSAL_REGION, resources: [resolved.standIns.get(r)!.values.attributes.Arn], detail: {} }, `schedule ${r}`);
        if (out.error) faults.push(`schedule ${r} → ${fnId} failed: ${out.error.errorType}: ${out.error.errorMessage}${lastError(fnId)}`);
        return out.result;
      };
      schedules.push(fire);
      const timer = setInterval(() => void fire(), everyMs);
      stops.push(async () => clearInterval(timer));
      log(`schedule   ${r} (${String(p.ScheduleExpression)}) → ${fnId}, every ${everyMs / 1000} s here`);
    }
  }

  const errorsOf = (fnId: string) => readErrors(logFile, fnId);
  const outbox = () => [...topics.values()].flatMap((t) => t.outbox());
  const fireSchedules = () => Promise.all(schedules.map((f) => f()));
  const drainStream = async (timeoutMs = 20_000) => void (await Promise.all(pollers.map((p) => p.drain(timeoutMs))));
  const testRoutes = rehearsalTestRoutes({ clock, outbox, deadLetters: () => deadLetters, fireSchedules, drainStream });
  return {
    apiUrl: http.url,
    webUrl: web.url,
    resolved,
    routes,
    roles,
    aws,
    faults,
    invoked,
    logFile,
    deadLetters,
    outbox,
    errorsOf,
    fireSchedules,
    clock,
    drainStream,
    stop: stopAll,
  };
}

/** One thing the rehearsal asks of the running stack: a name, and a function that throws when it fails. */
export interface Check {
  readonly name: string;
  run(r: Rehearsal): Promise<void>;
}
