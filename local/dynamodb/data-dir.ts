/**
 * The runtime's data directory (`npm start -- --data DIR`): DynamoDB Local's database, the fake
 * SNS's outbox and subscriptions, and the stream poller's position all live there.
 *
 * A pid file (`runtime.pid`) says which runtime uses the directory and which DynamoDB Local it
 * started. A second runtime on the same directory is refused while the first one lives; a DynamoDB
 * Local left behind by a runtime that died (its watchdog killed too, say) is stopped before a new
 * one opens the same database.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { prepareDataDir } from './dynamodb-local.js';
import { commandLine, processIdentity, stopProcess } from '../os-process.js';

export interface DataDir {
  /** The absolute path. */
  readonly path: string;
  file(name: string): string;
  /** Records the DynamoDB Local this runtime started, so the next start can stop it if it is left behind. */
  recordDynamoDb(pid: number): void;
  /** Removes the pid file (after DynamoDB Local stopped). */
  release(): void;
}

const ProcessRef = z.object({ pid: z.number(), identity: z.string() });
const PidFile = z.object({ runtime: ProcessRef, dynamodb: z.nullable(ProcessRef) });
type PidFile = z.infer<typeof PidFile>;

const PID_FILE = 'runtime.pid';

function readPidFile(path: string): PidFile | null {
  try {
    const parsed = PidFile.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writePidFile(path: string, content: PidFile, exclusive: boolean): void {
  const text = `${JSON.stringify(content)}\n`;
  if (exclusive) {
    writeFileSync(path, text, { flag: 'wx' });
    return;
  }
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

/** The data directory is used by a runtime that still runs. */
export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(`The data directory ${dir} is in use by another Whitechapel runtime (pid ${pid}). Stop it first, or use another directory`);
    this.name = 'DataDirInUseError';
  }
}

export async function openDataDir(dir: string, log: (line: string) => void = () => undefined): Promise<DataDir> {
  const path = prepareDataDir(dir);
  const pidPath = join(path, PID_FILE);
  const self = processIdentity(process.pid);
  if (self === null) throw new Error('cannot read this process identity');
  const me = { pid: process.pid, identity: self };

  const before = readPidFile(pidPath);
  if (before) {
    const r = before.runtime;
    if (r.pid !== process.pid && processIdentity(r.pid) === r.identity) throw new DataDirInUseError(path, r.pid);
    const d = before.dynamodb;
    if (d && processIdentity(d.pid) === d.identity && (commandLine(d.pid) ?? '').includes('DynamoDBLocal')) {
      log(`stopping the DynamoDB Local (pid ${d.pid}) that an earlier run left on this data directory`);
      await stopProcess(d.pid, d.identity);
    }
    rmSync(pidPath, { force: true });
  }
  try {
    writePidFile(pidPath, { runtime: me, dynamodb: null }, true);
  } catch (e) {
    // Another runtime created it between our look and our write.
    const other = readPidFile(pidPath);
    if ((e as NodeJS.ErrnoException).code === 'EEXIST' && other) throw new DataDirInUseError(path, other.runtime.pid);
    throw e;
  }
  return {
    path,
    file: (name) => join(path, name),
    recordDynamoDb(pid) {
      const identity = processIdentity(pid);
      writePidFile(pidPath, { runtime: me, dynamodb: identity === null ? null : { pid, identity } }, false);
    },
    release() {
      const now = readPidFile(pidPath);
      if (now?.runtime.pid === process.pid) rmSync(pidPath, { force: true });
    },
  };
}
