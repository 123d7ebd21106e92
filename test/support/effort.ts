/**
 * How many seeded games and cases the heavy property tests run. `npm test` runs the bounded
 * counts, so the whole suite stays close to the 5-minute aim on a 2-core machine; `npm run
 * test:thorough` (TEST_EFFORT=thorough) runs the larger counts the suite used to run every time
 * (1.5–3× as many), as a longer soak before a release. Both are seeded: a failure names its
 * seed and repeats.
 */
const THOROUGH = process.env.TEST_EFFORT === 'thorough';

/** `bounded` in `npm test`, `thorough` under TEST_EFFORT=thorough. */
export function effort(bounded: number, thorough: number): number {
  return THOROUGH ? thorough : bounded;
}
