/**
 * How sure a ratio of two medians is, for the bench's timing targets (a cold start ÷ its baseline,
 * a command ÷ its floor): each pair of samples ran moments apart, under the same load.
 */

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * A 95% interval for median(bundle) ÷ median(baseline): the pairs resampled with replacement, each
 * pair's two samples kept together (a cold start round's bundle and baseline runs; a command and its
 * floor), 2,000 times with a fixed seed, so the same samples always give the same interval.
 */
export function ratioInterval(bundle: readonly number[], baseline: readonly number[], resamples = 2000): readonly [number, number] {
  const n = Math.min(bundle.length, baseline.length);
  if (n === 0) return [0, 0];
  let seed = 0x9e3779b9;
  // xorshift32: enough to resample, and reproducible.
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  const ratios: number[] = [];
  for (let r = 0; r < resamples; r++) {
    const picked = Array.from({ length: n }, () => Math.floor(next() * n));
    ratios.push(median(picked.map((i) => bundle[i]!)) / median(picked.map((i) => baseline[i]!)));
  }
  ratios.sort((a, b) => a - b);
  const at = (q: number) => Math.round(ratios[Math.min(resamples - 1, Math.floor(q * resamples))]! * 100) / 100;
  return [at(0.025), at(0.975)];
}

