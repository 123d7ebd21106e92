// The README's curl walkthrough, run as written against the local runtime, so it stays true.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRuntime } from '../../local/runtime.js';
import { fixedIds, startTestRuntime } from '../support/runtime.js';

const root = resolve(import.meta.dirname, '../..');
let rt: LocalRuntime;

// Fixed ids and seed (fixedIds), so the walk plays the same deal every run (28 moves). With a random
// deal, the game played by the first legal command each time took 49–91 s in most runs, and once ran
// past the 240 s limit in CI: each move starts `node` four times.
beforeAll(async () => {
  rt = await startTestRuntime({ ids: fixedIds('walk', 'walkthrough-deal-3') });
});
afterAll(async () => {
  await rt?.stop();
});

function walkthroughScript(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split('<!-- walkthrough:start -->')[1]?.split('<!-- walkthrough:end -->')[0] ?? '';
  const script = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (script === undefined) throw new Error('no sh block in the README walkthrough');
  return script;
}

describe('README walkthrough', () => {
  it('plays a whole game with curl exactly as the README shows', async () => {
    const script = walkthroughScript();
    // Not spawnSync: it would block the event loop that serves the runtime the script talks to.
    const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolveRun) => {
      const child = spawn('bash', ['-euo', 'pipefail', '-c', script], { env: { ...process.env, BASE: rt.url } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('close', (status) => resolveRun({ status, stdout, stderr }));
    });
    const out = run.stdout;
    expect(run.status, run.stderr + out.slice(-2000)).toBe(0);
    const lines = out.trim().split('\n');
    expect(lines[0]).toBe('active');
    expect(out).toMatch(/etag: "1"/i);
    const moves = lines.filter((l) => /^v\d+ seat \d /.test(l));
    expect(moves.length).toBeGreaterThan(10);
    expect(moves.every((l) => l.endsWith('→ 200'))).toBe(true);
    expect(lines.slice(-8)).toEqual([expect.stringMatching(/wins|won/i), '5', 'finished', 'invalid-json', 'game-over', 'unauthorized', '204', 'unauthorized']);
    console.log(`README walkthrough: ${moves.length} moves`);
  }, 240_000);
});
