// The bench's interval for a cold-start ratio (bench/cold-start.ts): how sure a reading is.
import { describe, expect, it } from 'vitest';
import { ratioInterval } from '../../../bench/interval.js';

/** Round r's time: a base, a slow drift shared by both bundles of the round, and some jitter. */
const rounds = (n: number, base: number, jitter: (r: number) => number) => Array.from({ length: n }, (_, r) => base + 20 * Math.sin(r / 5) + jitter(r));

describe('the cold-start ratio interval', () => {
  it('holds 1 for two bundles alike, and lies above 1.2 for one 30% slower', () => {
    const baseline = rounds(31, 150, (r) => ((r * 37) % 11) - 5);
    const alike = rounds(31, 150, (r) => ((r * 53) % 11) - 5);
    const [lo, hi] = ratioInterval(alike, baseline);
    expect(lo).toBeLessThanOrEqual(1);
    expect(hi).toBeGreaterThanOrEqual(1);
    const slower = baseline.map((x, r) => x * 1.3 + (((r * 7) % 5) - 2));
    const [slo, shi] = ratioInterval(slower, baseline);
    expect(slo).toBeGreaterThan(1.2);
    expect(shi).toBeLessThan(1.4);
  });

  it('is the same for the same samples (a fixed seed), and wider for fewer rounds', () => {
    const baseline = rounds(31, 150, (r) => ((r * 37) % 23) - 11);
    const bundle = rounds(31, 190, (r) => ((r * 53) % 23) - 11);
    expect(ratioInterval(bundle, baseline)).toEqual(ratioInterval(bundle, baseline));
    const width = ([lo, hi]: readonly [number, number]) => hi - lo;
    expect(width(ratioInterval(bundle.slice(0, 7), baseline.slice(0, 7)))).toBeGreaterThan(width(ratioInterval(bundle, baseline)));
  });
});
