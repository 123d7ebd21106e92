/**
 * How many seeded games and cases the heavy property tests run. `npm test` runs the bounded
 * counts, so the whole suite stays near the 5-minute aim on a 2-core machine; `npm run
 * test:thorough` (TEST_EFFORT=thorough) runs the larger counts the suite used to run every time
 * (2–4× as many games), as a longer soak before a release. Both are seeded: a failure names its
 * seed and repeats.
 */
export const THOROUGH = process.env.TEST_EFFORT === 'thorough';

/** `bounded` in `npm test`, `thorough` under TEST_EFFORT=thorough. */
export function effort(bounded: number, thorough: number): number {
  return THOROUGH ? thorough : bounded;
}
