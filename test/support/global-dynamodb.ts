/**
 * vitest global setup for the projects that use DynamoDB (integration and e2e, browser): one
 * DynamoDB Local for the whole run, on a free port. Each test file creates its own table (see
 * test/support/dynamo.ts), so files never see each other's data.
 *
 * vitest runs every project's global setup in its main process, one after another, and starts no
 * test file before all of them are done. So this setup:
 * - shares one DynamoDB Local between the projects that list it (two used to start, one after the
 *   other: twice the Java start-up, and ~360 MB more);
 * - does not wait for it to answer. The pure tests start at once, while Java starts; each file
 *   that uses DynamoDB waits for it first (test/support/dynamodb-ready.ts, a setup file).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { DynamoDbLocal } from '../../local/dynamodb/dynamodb-local.js';
import { freePort, listen } from '../../local/net.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    /** Holds why DynamoDB Local could not start, once it is known: the waiting files fail at once with it. */
    dynamoStartFailure: string;
  }
}

interface Shared {
  endpoint: string;
  failureFile: string;
  started: Promise<DynamoDbLocal | null>;
  users: number;
}

// Global setups run in one process (vitest's main one): one module-level value per project's
// loader, but one globalThis for all.
const holder = globalThis as { whitechapelDynamoDbLocal?: Promise<Shared> };

/**
 * A free port below the kernel's ephemeral range, where no other process is handed one by bind(0)
 * or connect: Java binds it seconds after it is chosen (the module import comes first), while the
 * pure tests run. Elsewhere than Linux, any free port.
 */
async function portForDynamoDbLocal(): Promise<number> {
  let low = 0;
  try {
    low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return freePort();
  }
  for (let attempt = 0; attempt < 50 && low > 20_000; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * (low - 20_000));
    const probe = createServer();
    const free = await listen(probe, port).then(
      () => true,
      () => false,
    );
    if (free) {
      await new Promise((closed) => probe.close(closed));
      return port;
    }
  }
  return freePort();
}

async function start(): Promise<Shared> {
  const port = await portForDynamoDbLocal();
  const failureFile = join(tmpdir(), `whitechapel-dynamodb-${process.pid}-${port}.failed`);
  rmSync(failureFile, { force: true });
  // Imported here, not above: loading it (the AWS SDK through vitest's module runner) takes
  // seconds, which the pure tests would wait for.
  const started = import('../../local/dynamodb/dynamodb-local.js')
    .then(({ startDynamoDbLocal }) => startDynamoDbLocal({ port }))
    .catch((e: unknown) => {
      writeFileSync(failureFile, e instanceof Error ? e.message : String(e));
      return null;
    });
  return { endpoint: `http://127.0.0.1:${port}`, failureFile, started, users: 0 };
}

export default async function setup(project: TestProject) {
  holder.whitechapelDynamoDbLocal ??= start();
  const shared = await holder.whitechapelDynamoDbLocal;
  shared.users++;
  project.provide('dynamoEndpoint', shared.endpoint);
  project.provide('dynamoStartFailure', shared.failureFile);
  return async () => {
    if (--shared.users > 0) return;
    holder.whitechapelDynamoDbLocal = undefined;
    await (await shared.started)?.stop();
    rmSync(shared.failureFile, { force: true });
  };
}
