/**
 * Runs the latency section in a Node process of its own, as a command's Lambda runs only its route.
 *
 * By the time `npm run bench` reaches it, its own process has run the rules bench (millions of
 * steps), the HTTP bench, the bundles and the capacity games: a heap and a JIT state no command
 * Lambda carries. There, its floor (raw SDK calls) took 6.8 ms where a process of its own takes
 * 4.1–5.1, and the command, which allocates more than the floor, slowed more than it (must-read
 * 1.21 in the full bench, 1.11–1.21 alone: bench/HISTORY.md). The cold start section already times fresh
 * processes; the other sections stay in the bench's process.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { benchLatency } from './storage/latency.js';

type Latency = Awaited<ReturnType<typeof benchLatency>>;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `tsx bench/move-cost.ts --latency` in a child process; its log lines are passed to `log` as they come. */
export async function benchLatencyInOwnProcess(opts: { quick: boolean; log: (line: string) => void }): Promise<Latency> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-latency-'));
  const resultFile = join(dir, 'latency.json');
  try {
    const args = ['--import', 'tsx', join(root, 'bench/move-cost.ts'), '--latency', '--result', resultFile, ...(opts.quick ? ['--quick'] : [])];
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line) opts.log(line);
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    if (pending) opts.log(pending);
    if (code !== 0) throw new Error(`the latency section's process exited with ${code}: ${errors.slice(-2000)}`);
    return (JSON.parse(readFileSync(resultFile, 'utf8')) as { latency: Latency }).latency;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
