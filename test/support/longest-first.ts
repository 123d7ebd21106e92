/**
 * The order test files start in. Vitest's own order groups files by project (browser, infra,
 * integration, unit: by name) and, within one, runs the longest first by the timings of the last
 * run on this machine — which a fresh clone, as in CI, does not have. Then the unit project's
 * long files (the contract's bot playouts, Mr. Jack's thousand-game properties) started last, and
 * the run waited on them alone for a minute and a half.
 *
 * So the files known to be long start first, whatever their project, longest first; the others
 * follow in Vitest's order. The durations are a rough guide (seconds in a whole run of both suites
 * on this machine), not a promise: a file missing from the list only starts later.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONG_FILES: Readonly<Record<string, number>> = {
  'test/system/crash-restart.test.ts': 42,
  'test/system/readme-walkthrough.test.ts': 30,
  'test/system/npm-start.test.ts': 30,
  'test/system/start-failures.test.ts': 30,
  'test/browser/web-client.test.ts': 70,
  'test/browser/web-client-more.test.ts': 28,
  'test/system/api-fuzz.test.ts': 43,
  'test/whole-games/bots-http.test.ts': 40,
  'test/whole-games/ripper-rummy-http.test.ts': 37,
  'test/whole-games/client.test.ts': 35,
  'test/whole-games/ratings-http.test.ts': 45,
  'test/system/two-instances-http.test.ts': 30,
  'test/games/contract.test.ts': 28,
  'test/whole-games/mr-jack-extension-http.test.ts': 28,
  'test/infra/validation.test.ts': 26,
  'test/infra/bundle-contents.test.ts': 25,
  'test/integration/write-costs.test.ts': 22,
  'test/e2e/lobby-http.test.ts': 21,
  'test/games/mr-jack/properties.test.ts': 20,
  'test/games/mr-jack/bot.test.ts': 20,
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
