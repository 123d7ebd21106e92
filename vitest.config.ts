import { defineConfig } from 'vitest/config';
import LongestFirst from './test/support/longest-first.js';
import { e2eFilesOnRehearsal } from './infra/rehearse/checks/e2e-files.js';

/** A hang detector, not a speed limit (the bench measures speed): see the unit project's comment. */
const TEST_TIMEOUT_MS = 120_000;

/**
 * Two suites, chosen by project (scripts/test.mjs names which):
 * - the fast loop, `npm test`: unit, domain, games' contract, integration against one DynamoDB
 *   Local and HTTP end to end in-process (projects `unit` and `integration`);
 * - `npm run test:system`: what starts processes, browsers or tools — `npm start` and its crashes
 *   and start failures, soaks, the README's curl walk-through, tsc and redocly runs (`system`), Chromium
 *   (`browser`), CDK synth and Lambda bundles (`infra`).
 * Integration, system and browser files share one DynamoDB Local started once per run by the
 * global setup (it takes ~2 s and ~360 MB, so never per file); each file makes its own table.
 */
const withDynamo = {
  // The API reference (/docs) too, built when missing or stale, so no test waits for it.
  globalSetup: ['test/support/global-dynamodb.ts', 'test/support/global-docs.ts'],
  setupFiles: ['test/support/dynamodb-ready.ts'],
  environment: 'node' as const,
  testTimeout: TEST_TIMEOUT_MS,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Most integration, e2e and browser files wait on I/O (DynamoDB Local, the stream poller, HTTP,
    // Chromium), so one more worker than the 2 cores keeps both busy.
    maxWorkers: 3,
    // The long files start first, whatever their project (test/support/longest-first.ts says why).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          // The files of a worker share their modules (each re-imported every module otherwise).
          // None of them mocks a client or changes the environment without restoring it;
          // test/unit/http/logging.test.ts loads its handler afresh.
          isolate: false,
          include: ['test/unit/**/*.test.ts', 'test/domain/**/*.test.ts', 'test/games/**/*.test.ts'],
          environment: 'node',
          // Room for a bounded, seeded test that shares 2 cores with DynamoDB Local on a loaded
          // machine. A test that times out is not stopped: it runs on in its worker beside the
          // next tests and spoils their call counts, so the limit is 4x or more a test's time here.
          testTimeout: TEST_TIMEOUT_MS,
        },
      },
      {
        // Each file still starts its own runtime on its own table.
        test: { name: 'integration', isolate: false, include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'], ...withDynamo },
      },
      // The HTTP end-to-end files that can run against a deployment, run by `npm run rehearse` against
      // the rehearsal's API (infra/rehearse/checks/e2e-files.ts): only when E2E_BASE_URL names one, so a plain
      // `vitest` never runs them without a stack. They need no DynamoDB of their own, and run one file at
      // a time: they share the stack's one clock, which some move by days.
      ...(process.env.E2E_BASE_URL
        ? [{ test: { name: 'rehearsal', include: e2eFilesOnRehearsal(), fileParallelism: false, isolate: false, environment: 'node' as const, testTimeout: TEST_TIMEOUT_MS, hookTimeout: 60_000 } }]
        : []),
      {
        // Whole games played over HTTP on the in-process runtime (both games, the Extension, bots, the
        // typed client, rated series): minutes of DynamoDB Local round trips, too long for the fast loop.
        test: { name: 'whole-games', isolate: false, include: ['test/whole-games/**/*.test.ts'], ...withDynamo },
      },
      {
        // Whole processes (npm start, its crashes, a DynamoDB already running), soaks (the spec fuzz,
        // two API instances on one table) and tool runs (tsc, redocly, curl).
        test: { name: 'system', include: ['test/system/**/*.test.ts'], ...withDynamo, testTimeout: 240_000 },
      },
      {
        // The web client in Debian's Chromium (playwright-core): whole games by clicking.
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          ...withDynamo,
          globalSetup: ['test/support/global-dynamodb.ts', 'test/support/global-docs.ts', 'test/browser/global-web.ts'],
          testTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'infra',
          // The files of a worker share aws-cdk-lib, imported once instead of once per file.
          isolate: false,
          include: ['test/infra/**/*.test.ts'],
          setupFiles: ['test/infra/setup.ts'],
          // The stack deploys web/dist and the API reference: built first when missing or stale.
          globalSetup: ['test/browser/global-web.ts', 'test/support/global-docs.ts'],
          environment: 'node',
          testTimeout: TEST_TIMEOUT_MS,
        },
      },
    ],
  },
});
