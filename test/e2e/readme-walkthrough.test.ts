// The README's curl walkthrough, run as written against the local runtime, so it stays true.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntime } from '../../local/runtime.js';
import { startTestRuntime } from '../support/runtime.js';

const root = resolve(import.meta.dirname, '../..');
let rt: LocalRuntime;

beforeAll(async () => {
  rt = await startTestRuntime();
});
afterAll(async () => {
  await rt?.stop();
});

function walkthroughScript(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split('<!-- walkthrough:start -->')[1]?.split('<!-- walkthrough:end -->')[0] ?? '';
  const block = /```sh\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('no sh block in the README walkthrough');
  return block[1] as string;
}

describe('README walkthrough', () => {
  it('plays a whole game with curl exactly as the README shows', async () => {
    const script = walkthroughScript();
    const run = await new Promise<ReturnType<typeof spawnSync>>((resolveRun) => {
      // spawnSync would block the event loop that serves the runtime; run bash asynchronously.
      import('node:child_process').then(({ spawn }) => {
        const child = spawn('bash', ['-euo', 'pipefail', '-c', script], { env: { ...process.env, BASE: rt.url } });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d) => (stdout += d));
        child.stderr.on('data', (d) => (stderr += d));
        child.on('close', (status) => resolveRun({ status, stdout, stderr } as unknown as ReturnType<typeof spawnSync>));
      });
    });
    const out = String(run.stdout);
    expect(run.status, String(run.stderr) + out.slice(-2000)).toBe(0);
    const lines = out.trim().split('\n');
    expect(lines[0]).toBe('active');
    expect(out).toMatch(/etag: "1"/i);
    const moves = lines.filter((l) => /^v\d+ seat \d /.test(l));
    expect(moves.length).toBeGreaterThan(10);
    expect(moves.every((l) => l.endsWith('→ 200'))).toBe(true);
    expect(lines.slice(-6)).toEqual([expect.stringMatching(/wins|won/i), '5', 'finished', 'invalid-json', 'game-over', 'unauthorized']);
    console.log(`README walkthrough: ${moves.length} moves`);
  }, 240_000);
});
