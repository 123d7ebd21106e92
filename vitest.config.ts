import { defineConfig } from 'vitest/config';
import LongestFirst from './test/support/longest-first.js';

/** Unit, integration and infra tests: see the unit project's comment. A test may ask for more. */
const TEST_TIMEOUT_MS = 120_000;

// Two projects: pure tests need nothing; integration/e2e/infra tests share one DynamoDB Local
// started once per run by the global setup (it takes ~2 s and ~360 MB, so never per file).
export default defineConfig({
  test: {
    // Most integration, e2e and browser files wait on I/O (DynamoDB Local, the stream poller, HTTP,
    // Chromium), so one more worker than the 2 cores keeps both busy: the suite took 324 s with
    // 2 workers and 212 s with 3 on this machine (4: 204-215 s, with more contention).
    maxWorkers: 3,
    // The long files start first, whatever their project (test/support/longest-first.ts says why).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          // The files of a worker share their modules (each re-imported every module before: 154 s
          // of import summed over a run). None of them mocks a client or changes the environment
          // without restoring it; test/unit/logging.test.ts loads its handler afresh.
          isolate: false,
          include: ['test/unit/**/*.test.ts', 'test/domain/**/*.test.ts', 'test/games/**/*.test.ts'],
          environment: 'node',
          // A hang detector, not a speed limit (the bench measures speed): room for a bounded,
          // seeded test that shares 2 cores with Chromium and DynamoDB Local on a loaded machine.
          // At vitest's 5 s, the contract test's non-interference check of one Extension variant
          // timed out in a thorough TEST_SEED soak; at 30 s, a test that takes 12 s here timed out
          // in CI (test/integration/write-costs.test.ts, 150 Ripper Rummy versions). A test that
          // times out is not stopped: it runs on in its worker beside the next tests (there it
          // spoiled the next tests' call counts), so the limit is 4x or more a test's time here.
          testTimeout: TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'integration',
          // As above; each file still starts its own runtime on its own table.
          isolate: false,
          include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-dynamodb.ts'],
          setupFiles: ['test/support/dynamodb-ready.ts'],
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: 60_000,
        },
      },
      {
        // The web client in Debian's Chromium (playwright-core): whole games by clicking. Its own
        // project so its time stays bounded and visible; `npm run test:browser` runs it alone.
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-dynamodb.ts', 'test/browser/global-web.ts'],
          setupFiles: ['test/support/dynamodb-ready.ts'],
          testTimeout: 240_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          // The files of a worker share aws-cdk-lib, imported once instead of once per file (the
          // project alone: 56 s -> 43 s of CPU, 45 s -> 35 s). Each synth builds its own App.
          isolate: false,
          include: ['test/infra/**/*.test.ts'],
          setupFiles: ['test/infra/setup.ts'],
          // The stack deploys web/dist: built first when missing or stale.
          globalSetup: ['test/browser/global-web.ts'],
          environment: 'node',
          testTimeout: TEST_TIMEOUT_MS,
        },
      },
    ],
  },
});
