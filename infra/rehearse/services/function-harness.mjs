// The process one function runs in during a rehearsal: what Lambda's Node.js runtime does for it,
// reduced to what the rehearsal needs. It imports the handler from the function's own asset folder
// (the bundle `cdk synth` built) and answers invocations over a local HTTP socket, one JSON event in,
// the handler's result (or its error, as Lambda reports it) out. Plain JavaScript, so nothing but
// the bundle and Node is loaded into the function's process.
//   node function-harness.mjs <asset folder> <Handler, e.g. index.handler>
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// The rehearsal's clock: real time plus the offset the rehearsal sends with each invocation (its
// POST /_local/clock moves it, as the local runtime's does). Only the no-argument forms read the
// time, so only they are shifted; the function's own deadline stays on the real clock.
const RealDate = Date;
let clockOffsetMs = 0;
class RehearsalDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + clockOffsetMs);
    else super(...args);
  }
  static now() {
    return RealDate.now() + clockOffsetMs;
  }
}
globalThis.Date = RehearsalDate;

const [dir, handlerSpec] = process.argv.slice(2);
const dot = handlerSpec.lastIndexOf('.');
const moduleName = handlerSpec.slice(0, dot);
const exportName = handlerSpec.slice(dot + 1);
const file = ['.mjs', '.js', '.cjs'].map((ext) => join(dir, moduleName + ext)).find((f) => existsSync(f));
if (!file) {
  console.error(`Runtime.ImportModuleError: no ${moduleName}.mjs/.js/.cjs in ${dir}`);
  process.exit(2);
}
// The handler's folder is the working directory, as LAMBDA_TASK_ROOT is in Lambda.
process.chdir(dir);
const loaded = await import(pathToFileURL(file).href);
const handler = loaded[exportName];
if (typeof handler !== 'function') {
  console.error(`Runtime.HandlerNotFound: ${file} exports no function ${exportName}`);
  process.exit(2);
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', async () => {
    const { event, requestId, deadline, clockOffsetMs: offset } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    clockOffsetMs = Number(offset ?? 0);
    const context = {
      functionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
      functionVersion: process.env.AWS_LAMBDA_FUNCTION_VERSION,
      invokedFunctionArn: `arn:aws:lambda:${process.env.AWS_REGION}:000000000000:function:${process.env.AWS_LAMBDA_FUNCTION_NAME}`,
      memoryLimitInMB: process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE,
      awsRequestId: requestId,
      logGroupName: process.env.AWS_LAMBDA_LOG_GROUP_NAME,
      logStreamName: process.env.AWS_LAMBDA_LOG_STREAM_NAME,
      callbackWaitsForEmptyEventLoop: true,
      getRemainingTimeInMillis: () => Math.max(0, deadline - RealDate.now()),
      done() {},
      fail() {},
      succeed() {},
    };
    let answer;
    try {
      answer = { result: (await handler(event, context)) ?? null };
    } catch (e) {
      answer = { error: { errorType: e?.name ?? 'Error', errorMessage: String(e?.message ?? e) } };
      console.error(`invocation ${requestId} failed: ${e?.stack ?? e}`);
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer));
  });
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
