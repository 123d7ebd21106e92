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

/**
 * TEST_SEED varies every seeded run at once — fast-check's seeds and the playouts' seeds — so a
 * soak explores cases `npm test` never reaches: `TEST_SEED=7 npm run test:thorough`. Unset (as in
 * `npm test` and CI), every seed is the one written in the test. A failure under it repeats with
 * the same TEST_SEED.
 */
const SALT = process.env.TEST_SEED ?? '';

/** A fast-check seed: `base` itself, or mixed with TEST_SEED. */
export function seeded(base: number): number {
  if (SALT === '') return base;
  // FNV-1a over the salt, folded into the base: any string gives a different 32-bit seed.
  let h = 0x811c9dc5;
  for (const c of SALT) h = Math.imul(h ^ (c.codePointAt(0) ?? 0), 0x01000193);
  return (base ^ h) | 0;
}

/** A playout's seed label: `label` itself, or with TEST_SEED appended. */
export function seededLabel(label: string): string {
  return SALT === '' ? label : `${label}~${SALT}`;
}
