/**
 * The HTTP end-to-end files that can run against a deployment (e2e-files.ts), run by vitest's
 * `rehearsal` project against the rehearsal's API (E2E_BASE_URL), in a child process: the
 * rehearsal's servers stay in this one and keep answering. Its counts join the rehearsal's own.
 */
import { spawn } from 'node:child_process';
import { testNamePatternOnRehearsal } from './e2e-files.js';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface E2eCounts {
  readonly passed: number;
  readonly failed: number;
  /** Tests left out by name (e2e-files.ts says why). */
  readonly skipped: number;
  /** Each failed test's file and name, or a file that did not load. */
  readonly failures: readonly string[];
}

interface VitestJson {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  testResults?: { name: string; status: string; assertionResults?: { fullName: string; status: string }[] }[];
}

export async function runE2eAgainst(apiUrl: string, log: (line: string) => void): Promise<E2eCounts> {
  const dir = mkdtempSync(join(tmpdir(), 'rehearsal-e2e-'));
  const report = join(dir, 'report.json');
  try {
    const code = await new Promise<number>((resolve) => {
      const pattern = testNamePatternOnRehearsal();
      const args = ['vitest', 'run', '--project', 'rehearsal', '--reporter=dot', '--reporter=json', `--outputFile.json=${report}`, ...(pattern ? ['--testNamePattern', pattern] : [])];
      const child = spawn('npx', args, {
        env: { ...process.env, E2E_BASE_URL: apiUrl, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const forward = (d: Buffer) => {
        // The dot reporter's progress marks say nothing the counts below do not.
        for (const line of d.toString('utf8').split('\n')) if (line.trim() && !/^[\s·\-×x*]+$/.test(line)) log(`    ${line}`);
      };
      child.stdout.on('data', forward);
      child.stderr.on('data', forward);
      child.on('close', (c) => resolve(c ?? 1));
    });
    if (!existsSync(report)) return { passed: 0, failed: 1, skipped: 0, failures: [`vitest ended (exit ${code}) without a report`] };
    const json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
    const failures: string[] = [];
    for (const file of json.testResults ?? []) {
      const name = file.name.replace(`${process.cwd()}/`, '');
      const results = file.assertionResults ?? [];
      if (file.status === 'failed' && results.length === 0) failures.push(`${name} did not load`);
      for (const t of results) if (t.status === 'failed') failures.push(`${name}: ${t.fullName}`);
    }
    const broken = failures.filter((f) => f.endsWith(' did not load')).length;
    const failed = (json.numFailedTests ?? 0) + broken;
    return { passed: json.numPassedTests ?? 0, skipped: json.numPendingTests ?? 0, failed: failed === 0 && code !== 0 ? 1 : failed, failures };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
