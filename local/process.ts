/**
 * Starting `npm start`'s entry point as a child process and waiting until it serves HTTP: used by
 * the tests that check start-up, clean shutdown and crash recovery, and by the benchmark's start-up
 * timing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export interface StartedProcess {
  child: ChildProcess;
  url: string;
  dynamoEndpoint: string;
  readyMs: number;
  output(): string;
  /** Sends the signal and resolves with the exit code and everything printed. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; output: string }>;
  /** Sends the signal to the whole process group (started with `group: true`), as a crash or the OOM killer would; resolves once the child exited. */
  killGroup(signal?: NodeJS.Signals): Promise<void>;
}

export interface StartOptions {
  /** Arguments after `local/main.ts` (default `--port 0`); `--smtp-port 0` is added unless they name one, so runtimes started side by side do not all ask for 2525. */
  args?: readonly string[];
  timeoutMs?: number;
  /** Its own process group (killGroup then reaches everything it started in it). */
  group?: boolean;
  env?: NodeJS.ProcessEnv;
}

const root = resolve(import.meta.dirname, '..');

export async function startLocalProcess(options: StartOptions | number = {}): Promise<StartedProcess> {
  const opts: StartOptions = typeof options === 'number' ? { timeoutMs: options } : options;
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const started = Date.now();
  // `node --import tsx`, as `npm start` runs it: one process, so a signal reaches main.ts's own
  // handlers. Through tsx's CLI a parent relays it and exits 143 when the child has not confirmed
  // it within 30 ms, which a busy child on a loaded machine sometimes did not.
  const args = opts.args ?? ['--port', '0'];
  const smtp = args.includes('--smtp-port') || opts.env?.SMTP_PORT !== undefined ? [] : ['--smtp-port', '0'];
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'local/main.ts'), ...args, ...smtp], {
    cwd: root,
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: opts.group ?? false,
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  while (!/Ready in/.test(out)) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${out}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`npm start not ready in ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = Date.now() - started;
  const url = /HTTP API\s+(http:\/\/\S+)/.exec(out)?.[1] ?? '';
  const dynamoEndpoint = /DynamoDB Local\s+(http:\/\/\S+)/.exec(out)?.[1] ?? '';
  return {
    child,
    url,
    dynamoEndpoint,
    readyMs,
    output: () => out,
    async stop(signal = 'SIGTERM') {
      child.kill(signal);
      const code = await exited;
      return { code, output: out };
    },
    async killGroup(signal = 'SIGKILL') {
      if (!opts.group || child.pid === undefined) throw new Error('killGroup needs a process started with group: true');
      process.kill(-child.pid, signal);
      await exited;
    },
  };
}
