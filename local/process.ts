/**
 * Starting `npm start`'s entry point as a child process and waiting until it serves HTTP: used by
 * the test that checks start-up and clean shutdown, and by the benchmark's start-up timing.
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
}

const root = resolve(import.meta.dirname, '..');

export async function startLocalProcess(timeoutMs = 60_000): Promise<StartedProcess> {
  const started = Date.now();
  const child = spawn(process.execPath, [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'local/main.ts'), '--port', '0'], {
    cwd: root,
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
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
  };
}
