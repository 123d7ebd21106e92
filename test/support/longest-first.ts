/**
 * The order test files start in. Vitest's own order groups files by project (browser, infra,
 * integration, unit: by name) and, within one, runs the longest first by the timings of the last
 * run on this machine — which a fresh clone, as in CI, does not have. Then the unit project's
 * long files (the contract's bot playouts, Mr. Jack's thousand-game properties) started last, and
 * the run waited on them alone for a minute and a half (CI, 1 December: the contract test started
 * at 367 s and ended at 467 s of 478).
 *
 * So the files known to be long start first, whatever their project, longest first; the others
 * follow in Vitest's order. The durations are a rough guide (seconds in an npm test run of 1
 * December, evening, 282 s in all), not a promise: a file missing from the list only starts later.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG_FILES: Readonly<Record<string, number>> = {
  'test/browser/web-client.test.ts': 70,
  'test/games/contract.test.ts': 57,
  'test/e2e/crash-restart.test.ts': 53,
  'test/e2e/readme-walkthrough.test.ts': 40,
  'test/games/mr-jack/properties.test.ts': 32,
  'test/e2e/api-fuzz.test.ts': 30,
  'test/browser/web-client-more.test.ts': 28,
  'test/e2e/start-failures.test.ts': 27,
  'test/e2e/ripper-rummy-http.test.ts': 24,
  'test/e2e/npm-start.test.ts': 22,
  'test/e2e/two-instances-http.test.ts': 21,
  'test/e2e/bots-http.test.ts': 20,
  'test/games/ripper-rummy/playouts-4-players.test.ts': 20,
  'test/games/mr-jack/bot.test.ts': 15,
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const vitestOrder = await super.sort(files);
    const expected = (spec: TestSpecification) => {
      const file = spec.moduleId.replaceAll('\\', '/');
      return Object.entries(LONG_FILES).find(([path]) => file.endsWith(`/${path}`))?.[1] ?? 0;
    };
    // Array.prototype.sort is stable: files not listed keep Vitest's order.
    return [...vitestOrder].sort((a, b) => expected(b) - expected(a));
  }
}
