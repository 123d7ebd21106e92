#!/usr/bin/env node
// Runs the whole vitest suite and ends with the line CI reads: "N passed, N failed".
// Extra arguments go to vitest (e.g. `npm test -- test/games`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const report = '.vitest-report.json';
rmSync(report, { force: true });
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
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
console.log(`${passed} passed, ${failed} failed`);
process.exit(code);
