#!/usr/bin/env node
// Runs one suite of the vitest projects and ends with the line CI reads: "N passed, N failed".
//   node scripts/test.mjs            the fast loop (npm test): unit, domain, contract, integration, in-process HTTP
//   node scripts/test.mjs --system   what starts processes, browsers or tools, and whole games over HTTP (npm run test:system)
// Other arguments go to vitest (e.g. `npm test -- test/games`, `npm test -- --project browser`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const FAST = ['unit', 'integration'];
const SYSTEM = ['system', 'whole-games', 'browser', 'infra'];

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const args = process.argv.slice(2);
const system = args.includes('--system');
const rest = args.filter((a) => a !== '--system');
// An explicit --project chooses for itself; otherwise the suite's projects.
const projects = rest.includes('--project') ? [] : (system ? SYSTEM : FAST).flatMap((p) => ['--project', p]);
const report = system ? '.vitest-report-system.json' : '.vitest-report.json';
rmSync(report, { force: true });
const started = Date.now();
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...projects, ...rest],
  { stdio: 'inherit', env: process.env },
);
let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests ?? 0;
  failed = json.numFailedTests ?? 0;
  // A file that fails to load has no test results of its own: count it as one failure.
  const brokenSuites = (json.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0).length;
  failed += brokenSuites;
} else {
  failed = 1;
}
const code = run.status ?? 1;
if (code !== 0 && failed === 0) failed = 1;
console.log(`${system ? 'system' : 'fast'} suite: ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(code);
