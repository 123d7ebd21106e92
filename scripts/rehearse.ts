/**
 * `npm run rehearse [-- --assembly DIR] [--plant missing-action|missing-env|wrong-route] [--dynamodb-endpoint URL] [--no-e2e] [--verbose]`
 *
 * Synthesises the stack (or reads the cloud assembly in DIR), runs it on this machine from the
 * assembly alone (infra/rehearse/), runs the checks and the HTTP end-to-end files that can run
 * against a deployment (infra/rehearse/checks/e2e-files.ts) against it over HTTP, and prints which
 * permissions were granted but never used. The last line is `N passed, N failed`; the exit code is
 * non-zero on any failure. docs/deploy.md describes what is rehearsed and what is not.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readAssembly, synthesise } from '../infra/rehearse/template/assembly.js';
import { checks, closingCheck, type Check } from '../infra/rehearse/checks/checks.js';
import { runE2eAgainst } from '../infra/rehearse/checks/e2e.js';
import { E2E_IN_PROCESS_ONLY, E2E_ON_REHEARSAL } from '../infra/rehearse/checks/e2e-files.js';
import { FAULTS, plant, type FaultName } from '../infra/rehearse/template/faults.js';
import { startRehearsal } from '../infra/rehearse/rehearsal.js';
import { unusedPermissionLines } from '../infra/rehearse/iam/report.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const { values } = parseArgs({
  options: {
    assembly: { type: 'string' },
    plant: { type: 'string' },
    'dynamodb-endpoint': { type: 'string' },
    'no-e2e': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
if (values.plant !== undefined && !FAULTS.includes(values.plant as FaultName)) {
  console.error(`--plant takes one of ${FAULTS.join(', ')}`);
  process.exit(2);
}

const started = Date.now();
let dir = values.assembly;
let scratch: string | undefined;
if (!dir) {
  scratch = mkdtempSync(join(tmpdir(), 'rehearsal-assembly-'));
  dir = scratch;
  console.log(`synthesising the stack into ${dir} (npx cdk synth)…`);
  synthesise(dir);
}
let assembly = readAssembly(dir);
if (values.plant) {
  const planted = plant(assembly.template, values.plant as FaultName);
  assembly = readAssembly(dir, planted.template);
  console.log(`PLANTED FAULT ${values.plant}: ${planted.description}`);
}

let passed = 0;
let failed = 0;
const rehearsal = await startRehearsal(assembly, { ...(values['dynamodb-endpoint'] ? { dynamoEndpoint: values['dynamodb-endpoint'] } : {}), log: (l) => console.log(l) });
try {
  const types = new Map<string, string>();
  for (const s of rehearsal.resolved.standIns.values()) if (!types.has(s.type)) types.set(s.type, s.runs ? `runs: ${s.runs}` : `left out: ${s.leftOutBecause}`);
  if (values.verbose) for (const [t, how] of types) console.log(`  ${t}: ${how}`);
  console.log(`rehearsing ${rehearsal.resolved.standIns.size} resources of ${assembly.stackName} (functions' logs: ${rehearsal.logFile})`);
  const runCheck = async (check: Check) => {
    const t0 = Date.now();
    try {
      await check.run(rehearsal);
      passed++;
      console.log(`  ✓ ${check.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    } catch (e) {
      failed++;
      console.log(`  ✗ ${check.name}\n      ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  for (const check of checks) await runCheck(check);
  if (!values['no-e2e']) {
    const t0 = Date.now();
    console.log(`the HTTP end-to-end files that can run against a deployment (${E2E_ON_REHEARSAL.length}), against ${rehearsal.apiUrl}:`);
    const e2e = await runE2eAgainst(rehearsal.apiUrl, (l) => console.log(l));
    passed += e2e.passed;
    failed += e2e.failed;
    console.log(`  ${e2e.failed === 0 ? '✓' : '✗'} end to end: ${e2e.passed} passed, ${e2e.failed} failed, ${e2e.skipped} left out as in-process only (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    for (const f of e2e.failures) console.log(`      ✗ ${f}`);
    if (values.verbose) {
      for (const f of E2E_ON_REHEARSAL) for (const [test, why] of Object.entries(f.inProcessOnly ?? {})) console.log(`  in-process only: ${f.file} "${test}…": ${why}`);
      for (const [file, why] of Object.entries(E2E_IN_PROCESS_ONLY)) console.log(`  in-process only: ${file}: ${why}`);
    }
  }
  await runCheck(closingCheck);
  const faults = [...new Set([...rehearsal.aws.refused, ...rehearsal.faults])];
  if (faults.length > 0) {
    console.log('faults found:');
    for (const f of faults) console.log(`  - ${f}`);
  }
  const never = rehearsal.resolved.ofType('AWS::Lambda::Function').filter((id) => !rehearsal.invoked.has(id) && rehearsal.resolved.properties(id).Runtime !== undefined && String(rehearsal.resolved.properties(id).Runtime).startsWith('nodejs'));
  if (never.length > 0) console.log(`functions never invoked by the checks: ${never.join(', ')}`);
  const unused = unusedPermissionLines(rehearsal);
  console.log(unused.length === 0 ? 'granted but never used: none' : 'granted but never used:');
  for (const line of unused) console.log(`  - ${line}`);
} finally {
  await rehearsal.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
console.log(`rehearsal took ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
