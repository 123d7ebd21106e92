/** The tournament's statistics: Wilson score intervals for win rates, percentiles of timings. */

/** The 95% Wilson score interval of `wins` in `n` trials (sound near 0% and 100%, unlike the normal one). */
export function wilson(wins: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The nearest-rank percentile of ascending `sorted` (q in 0..1); 0 for an empty list. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}
