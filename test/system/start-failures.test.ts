// When `npm start` cannot start, it says why (Java missing or too old, a data directory it cannot
// use, a data directory another runtime uses) and leaves nothing running; and a DynamoDB Local
// orphaned by a runtime whose watchdog was killed too is stopped by the next start on that data.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalProcess } from '../../local/process.js';
import { jvmsOn } from '../support/crash-soak.js';

const root = mkdtempSync(join(tmpdir(), 'start-failures-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What `npm start` printed when it exited before "Ready". */
async function failedStart(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  try {
    const p = await startLocalProcess({ args, env, timeoutMs: 60_000 });
    await p.stop();
  } catch (e) {
    return String(e);
  }
  throw new Error('npm start started');
}

/** Every descendant of a process (the watchdog of a DynamoDB Local is its child). */
function descendants(pid: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone while we looked.
    }
  }
  const walk = (p: number): number[] => [...parent].filter(([, pp]) => pp === p).flatMap(([child]) => [child, ...walk(child)]);
  return walk(pid);
}

describe('npm start failures', () => {
  it('says that Java is missing', async () => {
    const out = await failedStart(['--port', '0'], { PATH: join(root, 'no-bin'), JAVA_HOME: '' });
    expect(out).toContain('Java was not found');
    expect(out).not.toMatch(/\n\s+at /); // a sentence, not a stack trace
  });

  it('says that Java is too old, with what Java said', async () => {
    const home = join(root, 'old-java');
    mkdirSync(join(home, 'bin'), { recursive: true });
    writeFileSync(join(home, 'bin', 'java'), '#!/bin/sh\necho "java.lang.UnsupportedClassVersionError: class file version 61.0, this Java recognizes up to 52.0" >&2\nexit 1\n');
    chmodSync(join(home, 'bin', 'java'), 0o755);
    const out = await failedStart(['--port', '0'], { JAVA_HOME: home });
    expect(out).toContain('Java is too old');
    expect(out).toContain('UnsupportedClassVersionError');
  });

  it('says that the data directory cannot be used', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a directory');
    expect(await failedStart(['--port', '0', '--data', file])).toContain(`The data directory ${file} cannot be created`);
    expect(await failedStart(['--port', '0', '--data', join(file, 'below')])).toContain('cannot be created: ENOTDIR');
  });

  it('refuses a data directory in use, and stops a DynamoDB Local a dead runtime left on it', async () => {
    const data = join(root, 'club');
    const first = await startLocalProcess({ args: ['--port', '0', '--data', data], group: true });
    try {
      expect(await failedStart(['--port', '0', '--data', data])).toContain('is in use by another Whitechapel runtime');
      // The worst case: the runtime and DynamoDB Local's watchdog die, DynamoDB Local does not.
      const [jvm] = jvmsOn(data);
      expect(jvm).toBeDefined();
      for (const pid of descendants(jvm!)) process.kill(pid, 'SIGKILL');
      await first.killGroup('SIGKILL');
      await new Promise((r) => setTimeout(r, 500));
      expect(jvmsOn(data)).toEqual([jvm]);

      const second = await startLocalProcess({ args: ['--port', '0', '--data', data] });
      expect(second.output()).toContain(`stopping the DynamoDB Local (pid ${jvm}) that an earlier run left on this data directory`);
      expect(jvmsOn(data)).not.toContain(jvm);
      expect((await second.stop()).code).toBe(0);
      expect(jvmsOn(data)).toEqual([]);
    } finally {
      if (first.child.exitCode === null && first.child.signalCode === null) await first.killGroup('SIGKILL').catch(() => undefined);
      for (const pid of jvmsOn(data)) process.kill(pid, 'SIGKILL');
    }
  }, 120_000);
});
