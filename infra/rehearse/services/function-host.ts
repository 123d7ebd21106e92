/**
 * Each AWS::Lambda::Function of the template in its own Node process (function-harness.mjs), from
 * its own asset folder, with exactly the template's environment plus what Lambda itself sets
 * (region, name, memory size, handler, the role's credentials), and nothing of the rehearsal's own
 * environment. Two additions are "the network", not the template: AWS_ENDPOINT_URL points every SDK
 * client at the rehearsal's IAM-checking front (in AWS the same SDK finds the real endpoints), and
 * PATH. Memory is approximated by V8's heap limit (--max-old-space-size = MemorySize); the timeout is
 * enforced by ending the process, as Lambda ends a timed-out sandbox. Node here is the machine's
 * (20), while Lambda runs the template's Runtime (nodejs22.x).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Resolved } from '../template/assembly.js';
import { REHEARSAL_REGION } from '../template/stand-ins.js';

const HARNESS = fileURLToPath(new URL('./function-harness.mjs', import.meta.url));

export interface FunctionSpec {
  readonly id: string;
  readonly name: string;
  readonly assetDir: string;
  readonly handler: string;
  readonly runtime: string;
  readonly memoryMb: number;
  readonly timeoutS: number;
  /** The role's logical id: the access key the function signs its calls with. */
  readonly roleId: string;
  readonly environment: Readonly<Record<string, string>>;
}

export class FunctionSpecError extends Error {
  override readonly name = 'FunctionSpecError';
}

/** A function as the template defines it, intrinsics resolved. */
export function functionSpec(resolved: Resolved, id: string): FunctionSpec {
  const p = resolved.properties(id);
  const runtime = String(p.Runtime ?? '');
  if (!runtime.startsWith('nodejs')) throw new FunctionSpecError(`function ${id} has runtime "${runtime}": the rehearsal runs Node.js functions only`);
  const code = p.Code as { S3Key?: string; ZipFile?: string } | undefined;
  if (!code?.S3Key) throw new FunctionSpecError(`function ${id} has no S3Key asset (inline ZipFile code is not rehearsed)`);
  const role = String(p.Role ?? '');
  const roleId = resolved.idOf(role);
  if (!roleId) throw new FunctionSpecError(`function ${id}: its Role ${role} is no role of this template`);
  return {
    id,
    name: resolved.standIns.get(id)!.values.ref,
    assetDir: resolved.asset(code.S3Key, `function ${id}`),
    handler: String(p.Handler ?? 'index.handler'),
    runtime,
    memoryMb: Number(p.MemorySize ?? 128),
    timeoutS: Number(p.Timeout ?? 3),
    roleId,
    environment: ((p.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {}) as Record<string, string>,
  };
}

/** The whole environment of the function's process. */
export function processEnvironment(spec: FunctionSpec, awsEndpoint: string): Record<string, string> {
  return {
    ...Object.fromEntries(Object.entries(spec.environment).map(([k, v]) => [k, String(v)])),
    // What Lambda sets in every Node.js function.
    AWS_REGION: REHEARSAL_REGION,
    AWS_DEFAULT_REGION: REHEARSAL_REGION,
    AWS_LAMBDA_FUNCTION_NAME: spec.name,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(spec.memoryMb),
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${spec.name}`,
    AWS_LAMBDA_LOG_STREAM_NAME: 'rehearsal',
    AWS_EXECUTION_ENV: `AWS_Lambda_${spec.runtime}`,
    LAMBDA_TASK_ROOT: spec.assetDir,
    _HANDLER: spec.handler,
    TZ: ':UTC',
    LANG: 'en_US.UTF-8',
    // The role's session credentials: the front reads the role from the access key.
    AWS_ACCESS_KEY_ID: spec.roleId,
    AWS_SECRET_ACCESS_KEY: 'rehearsal',
    AWS_SESSION_TOKEN: 'rehearsal',
    // The network (see the comment at the top).
    AWS_ENDPOINT_URL: awsEndpoint,
    PATH: process.env.PATH ?? '/usr/bin:/bin',
  };
}

export interface InvokeResult {
  readonly result?: unknown;
  readonly error?: { errorType: string; errorMessage: string };
}

export interface RunningFunction {
  readonly spec: FunctionSpec;
  /** `clockOffsetMs`: how far the rehearsal's clock is ahead of real time (POST /_local/clock). */
  invoke(event: unknown, clockOffsetMs?: number): Promise<InvokeResult>;
  stop(): Promise<void>;
}

export async function startFunction(spec: FunctionSpec, awsEndpoint: string, logFile: string): Promise<RunningFunction> {
  let child: ChildProcess | undefined;
  let port: Promise<number> | undefined;
  let stopped = false;
  const log = (line: string) => appendFileSync(logFile, `${spec.id} ${line}\n`);
  const boot = () => {
    const proc = fork(HARNESS, [spec.assetDir, spec.handler], {
      env: processEnvironment(spec, awsEndpoint),
      execArgv: [`--max-old-space-size=${spec.memoryMb}`],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child = proc;
    proc.stdout?.on('data', (d: Buffer) => log(d.toString('utf8').trimEnd()));
    proc.stderr?.on('data', (d: Buffer) => log(d.toString('utf8').trimEnd()));
    return new Promise<number>((resolve, reject) => {
      proc.once('message', (m: { port: number }) => resolve(m.port));
      proc.once('exit', (code) => {
        if (child === proc) port = undefined;
        reject(new Error(`function ${spec.id} exited during init (code ${code}); see ${logFile}`));
      });
    });
  };
  const restart = () => {
    child?.kill('SIGKILL');
    child = undefined;
    port = undefined;
  };
  port = boot();
  await port;
  return {
    spec,
    async invoke(event, clockOffsetMs = 0) {
      if (stopped) throw new Error(`function ${spec.id} is stopped`);
      port ??= boot();
      const p = await port;
      const requestId = randomUUID();
      const deadline = Date.now() + spec.timeoutS * 1000;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), spec.timeoutS * 1000);
      try {
        const res = await fetch(`http://127.0.0.1:${p}/invoke`, { method: 'POST', body: JSON.stringify({ event, requestId, deadline, clockOffsetMs }), signal: controller.signal });
        return (await res.json()) as InvokeResult;
      } catch (e) {
        if (controller.signal.aborted) {
          log(`invocation ${requestId} timed out after ${spec.timeoutS} s: the process is ended`);
          restart();
          return { error: { errorType: 'Sandbox.Timedout', errorMessage: `Task timed out after ${spec.timeoutS} seconds` } };
        }
        restart();
        return { error: { errorType: 'Runtime.ExitError', errorMessage: String(e) } };
      } finally {
        clearTimeout(timer);
      }
    },
    async stop() {
      stopped = true;
      const proc = child;
      if (!proc || proc.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      });
    },
  };
}
