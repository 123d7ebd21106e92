/**
 * The other tests skip bundling; this one bundles three functions for real with the same construct
 * the stack uses (local esbuild, ESM, minified, source maps) and runs the bundles in a plain Node.js
 * process, the way Lambda loads them: it catches ESM/CommonJS interop breakage and a forgotten
 * openapi.yaml, which no template assertion can see.
 */
import { execFile, execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { promisify } from 'node:util';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BundledFunction } from '../../infra/constructs/bundled-function.js';
import { paths } from '../../infra/paths.js';
import { routeTable } from '../../lambdas/http/route-table.js';
import { assemblyDir, cdkJson, logicalId } from './support.js';

const outdir = assemblyDir('bundle');
const app = new App({ outdir, builtinCloudFormationValidation: false, context: cdkJson().context });
const stack = new Stack(app, 'BundleCheck');
const common = { description: 'bundle check', memoryMb: 256, timeout: Duration.seconds(10), environment: {}, logRetention: RetentionDays.ONE_DAY, logRemovalPolicy: RemovalPolicy.DESTROY };
const docs = new BundledFunction(stack, 'Docs', { ...common, entry: paths.httpHandler('getDocs'), extraFiles: ['docs.html'] });
const openApi = new BundledFunction(stack, 'OpenApi', { ...common, entry: paths.httpHandler('getOpenApi'), extraFiles: ['openapi.yaml'] });
const consumer = new BundledFunction(stack, 'Consumer', { ...common, entry: paths.streamHandler });
const command = new BundledFunction(stack, 'Command', { ...common, entry: paths.httpHandler('submitCommand') });
const sweeper = new BundledFunction(stack, 'Sweeper', { ...common, entry: paths.sweeperHandler });
const unsubscribe = new BundledFunction(stack, 'Unsubscribe', { ...common, entry: paths.httpHandler('unsubscribe') });
const assembly = app.synth();
const functionCode = z.looseObject({ Properties: z.looseObject({ Code: z.looseObject({ S3Key: z.string() }) }) });
const resources = z.looseObject({ Resources: z.record(z.string(), z.unknown()) }).parse(assembly.getStackByName('BundleCheck').template).Resources;

function bundleDir(f: BundledFunction): string {
  const key = functionCode.parse(resources[logicalId(f.function)]).Properties.Code.S3Key;
  return join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
}

/** Loads a bundle in a fresh `node` and calls its handler, from a directory with no repository files. */
function invoke(dir: string, event: unknown): { statusCode: number; headers: Record<string, string>; body: string } {
  const script = `
    const { handler } = await import(${JSON.stringify(pathToFileURL(join(dir, 'index.mjs')).href)});
    const context = { awsRequestId: 'bundle-check', functionName: 'bundle-check', getRemainingTimeInMillis: () => 5000 };
    process.stdout.write(JSON.stringify(await handler(${JSON.stringify(event)}, context)));`;
  let out: string;
  try {
    // As Lambda runs them: no --enable-source-maps (infra/constructs/bundled-function.ts).
    out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: tmpdir(),
      env: { PATH: process.env.PATH, TABLE_NAME: 'unused', AWS_REGION: 'eu-west-1', LOG_LEVEL: 'ERROR', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      // The API reference is a few MB of HTML (Redoc inlined).
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (e) {
    // Keep the error readable: Node echoes the offending (minified, very long) source line.
    const stderr = String(e instanceof Error && 'stderr' in e ? e.stderr : e);
    throw new Error(`the bundle in ${dir} failed:\n${stderr.split('\n').filter((l) => l.length < 300).slice(-12).join('\n')}`);
  }
  return JSON.parse(out);
}

function httpGet(path: string) {
  return {
    version: '2.0',
    routeKey: `GET ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { accept: '*/*' },
    requestContext: { http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' }, requestId: 'r', routeKey: `GET ${path}`, stage: '$default' },
    isBase64Encoded: false,
  };
}

describe('bundles', () => {
  it('are one minified ES module with a source map, and openapi.yaml (or the docs page rendered from it) only where it is read', () => {
    for (const f of [docs, openApi, consumer]) {
      const dir = bundleDir(f);
      expect(existsSync(join(dir, 'index.mjs')), dir).toBe(true);
      expect(existsSync(join(dir, 'index.mjs.map')), dir).toBe(true);
      const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
      // Minified code runs to thousands of characters a line, unminified to about 40; the mails' and
      // webhooks' multi-line template texts keep their line breaks, so the bar sits well between.
      expect(code.length / code.split('\n').length, `characters per line (minified): ${dir}`).toBeGreaterThan(300);
    }
    expect(existsSync(join(bundleDir(docs), 'docs.html'))).toBe(true);
    expect(existsSync(join(bundleDir(openApi), 'openapi.yaml'))).toBe(true);
    expect(existsSync(join(bundleDir(consumer), 'openapi.yaml'))).toBe(false);
  });

  it('GET /openapi.yaml serves the copy bundled beside the code', () => {
    const res = invoke(bundleDir(openApi), httpGet('/openapi.yaml'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/yaml/);
    expect(res.body).toBe(readFileSync(paths.openApi, 'utf8'));
  });

  it('GET /docs serves the reference Redocly built from openapi.yaml at bundle time, and its bundle has no YAML parser', () => {
    const res = invoke(bundleDir(docs), httpGet('/docs'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toBe(readFileSync(join(bundleDir(docs), 'docs.html'), 'utf8'));
    // Redoc's page carries the whole document it renders: every operation is in it.
    expect(res.body).toContain('Whitechapel API reference');
    for (const route of routeTable) expect(res.body).toContain(`"operationId":"${route.operationId}"`);
    // The YAML parser's own error text: in the bundle only if the parser is.
    expect(readFileSync(join(bundleDir(docs), 'index.mjs'), 'utf8')).not.toContain('Implicit map keys need to be');
  });

  it('the stream consumer loads and answers an empty batch', () => {
    expect(invoke(bundleDir(consumer), { Records: [] })).toEqual({ batchItemFailures: [] });
  });

  it('the command route loads the rules engine and the whole middy stack, and refuses a missing token', () => {
    const event = { ...httpGet('/games/g1/commands'), routeKey: 'POST /games/{gameId}/commands', pathParameters: { gameId: 'g1' }, body: '{"type":"draw"}' };
    const res = invoke(bundleDir(command), event);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toBe('application/problem+json');
    expect(JSON.parse(res.body)).toMatchObject({ code: 'unauthorized' });
  });

  it("the HTTP routes do not load Node's web streams at cold start (middy's streamed responses, unused, would load them on use)", () => {
    const script = `
      await import(${JSON.stringify(pathToFileURL(join(bundleDir(command), 'index.mjs')).href)});
      process.stdout.write(JSON.stringify(process.moduleLoadList.filter((m) => /stream\\/web|webstreams\\/readablestream/.test(m))));`;
    const env = { PATH: process.env.PATH, TABLE_NAME: 'unused', AWS_REGION: 'eu-west-1', LOG_LEVEL: 'ERROR', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
    const loaded = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir(), env, encoding: 'utf8' })) as string[];
    expect(loaded).toEqual([]);
    // The same check sees them when they are loaded.
    const direct = execFileSync(process.execPath, ['-e', "require('node:stream/web'); process.stdout.write(String(process.moduleLoadList.includes('NativeModule stream/web')))"], { env, encoding: 'utf8' });
    expect(direct).toBe('true');
  });

  it("a route's first DynamoDB call does not load Node's web streams either (the SDK reads the body as a Node.js stream: lambdas/store/sdk-stream-collector.ts)", () => {
    // A stand-in DynamoDB in the same process, answering every call with an empty item: the token is unknown.
    const event = { ...httpGet('/games/g1/commands'), routeKey: 'POST /games/{gameId}/commands', pathParameters: { gameId: 'g1' }, body: '{"type":"draw"}', headers: { accept: '*/*', authorization: `Bearer p1.${'s'.repeat(32)}` } };
    const script = `
      const { createServer } = await import('node:http');
      const calls = [];
      const server = createServer((req, res) => { calls.push(req.headers['x-amz-target']); req.resume(); req.on('end', () => { res.setHeader('content-type', 'application/x-amz-json-1.0'); res.end('{}'); }); });
      await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
      process.env.AWS_ENDPOINT_URL_DYNAMODB = 'http://127.0.0.1:' + server.address().port;
      const { handler } = await import(${JSON.stringify(pathToFileURL(join(bundleDir(command), 'index.mjs')).href)});
      const res = await handler(${JSON.stringify(event)}, { awsRequestId: 'r', functionName: 'f', getRemainingTimeInMillis: () => 5000 });
      process.stdout.write(JSON.stringify({ status: res.statusCode, calls, loaded: process.moduleLoadList.filter((m) => /stream\\/web|webstreams\\/readablestream/.test(m)) }));
      process.exit(0);`;
    const env = { PATH: process.env.PATH, TABLE_NAME: 't', AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'x', LOG_LEVEL: 'ERROR', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
    const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir(), env, encoding: 'utf8' })) as { status: number; calls: string[]; loaded: string[] };
    expect(out.calls).toContain('DynamoDB_20120810.GetItem');
    expect(out.status).toBe(401);
    expect(out.loaded).toEqual([]);
  });

  it('the unsubscribe route loads (with the Secrets Manager client for the link key) and refuses a link it did not sign', () => {
    const res = invoke(bundleDir(unsubscribe), { ...httpGet('/unsubscribe'), rawQueryString: 't=nope', queryStringParameters: { t: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'invalid-link' });
  });

  it('log stacks that name the TypeScript sources, read from the map beside the bundle only when a stack is formatted', () => {
    // The sweeper of a process without TABLE_NAME fails building its stores (lambdas/store/dynamo.ts: tableName).
    // Every file the process reads (node:fs's readFileSync, as the bundle imports it), to see when the map is read.
    const script = `
      import fs from 'node:fs';
      import { syncBuiltinESMExports } from 'node:module';
      const reads = [];
      const readFileSync = fs.readFileSync;
      fs.readFileSync = (file, ...rest) => (reads.push(String(file)), readFileSync(file, ...rest));
      syncBuiltinESMExports();
      const { handler } = await import(${JSON.stringify(pathToFileURL(join(bundleDir(sweeper), 'index.mjs')).href)});
      try {
        await handler({}, {});
      } catch (e) {
        const before = reads.filter((f) => f.endsWith('index.mjs.map')).length;
        const stack = e.stack;
        process.stdout.write(JSON.stringify({ before, after: reads.filter((f) => f.endsWith('index.mjs.map')).length, stack }));
      }`;
    const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir(), env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-1', LOG_LEVEL: 'ERROR' }, encoding: 'utf8' })) as { before: number; after: number; stack: string };
    expect([out.before, out.after]).toEqual([0, 1]);
    const lines = out.stack.split('\n');
    expect(lines[0]).toBe('Error: TABLE_NAME is not set');
    expect(lines[1]).toMatch(/^ {4}at (\S+ \()?lambdas\/store\/dynamo\.ts:\d+:\d+\)?$/);
    expect(out.stack).toMatch(/lambdas\/handlers\/sweeper\.ts:\d+:\d+/);
    expect(out.stack).not.toMatch(/index\.mjs:1:\d+/);
  });

  it('carry the environment-only credential provider in place of the SDK default chain (no config-file, SSO or web-identity code)', () => {
    for (const f of [consumer, command, sweeper, unsubscribe]) {
      const code = readFileSync(join(bundleDir(f), 'index.mjs'), 'utf8');
      // Each provider's own debug text ("@aws-sdk/credential-provider-sso - fromSSO", …): present only with its code.
      for (const gone of ['credential-provider-ini', 'credential-provider-sso', 'credential-provider-web-identity', 'credential-provider-process']) expect(code, gone).not.toContain(gone);
      expect(code).toContain('credential-provider-env');
    }
  });

  it('signs its DynamoDB calls with the role credentials Lambda puts in the environment', async () => {
    // A stand-in DynamoDB endpoint that records the request's Authorization header and answers "no such item".
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(String(req.headers.authorization ?? ''));
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' });
        res.end('{}');
      });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const event = { ...httpGet('/games/g1/commands'), routeKey: 'POST /games/{gameId}/commands', pathParameters: { gameId: 'g1' }, headers: { authorization: 'Bearer pk_nobody.secret0123456789abcdef' }, body: '{"type":"draw"}' };
      const script = `
        const { handler } = await import(${JSON.stringify(pathToFileURL(join(bundleDir(command), 'index.mjs')).href)});
        const res = await handler(${JSON.stringify(event)}, { awsRequestId: 'creds', functionName: 'creds', getRemainingTimeInMillis: () => 5000 });
        process.stdout.write(JSON.stringify(res));`;
      const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
        cwd: tmpdir(),
        env: {
          PATH: process.env.PATH,
          TABLE_NAME: 't',
          AWS_REGION: 'eu-west-1',
          AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${port}`,
          AWS_ACCESS_KEY_ID: 'ASIAROLEFROMENV00001',
          AWS_SECRET_ACCESS_KEY: 'secret-from-env',
          AWS_SESSION_TOKEN: 'session-from-env',
          LOG_LEVEL: 'ERROR',
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        },
      });
      // The token's lookup found nothing: a 401 (not a 5xx for credentials it could not find).
      expect(JSON.parse(stdout)).toMatchObject({ statusCode: 401 });
      expect(seen.length).toBeGreaterThan(0);
      for (const header of seen) expect(header).toMatch(/^AWS4-HMAC-SHA256 Credential=ASIAROLEFROMENV00001\//);
    } finally {
      await new Promise<void>((ok) => server.close(() => ok()));
    }
  });

  it('the sweeper bundle loads', () => {
    const script = `const m = await import(${JSON.stringify(pathToFileURL(join(bundleDir(sweeper), 'index.mjs')).href)}); process.stdout.write(typeof m.handler);`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir(), env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-1' }, encoding: 'utf8' });
    expect(out).toBe('function');
  });
});
