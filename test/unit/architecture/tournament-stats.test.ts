/** The tournament's statistics (bench/tournament/stats.ts): Wilson intervals and percentiles. */
import { describe, expect, it } from 'vitest';
import { percentile, wilson } from '../../../bench/tournament/stats.js';

describe('tournament statistics', () => {
  it('the 95% Wilson interval matches known values and stays inside [0, 1]', () => {
    const [low0, high0] = wilson(0, 10);
    expect(low0).toBe(0);
    expect(high0).toBeCloseTo(0.2775, 4);
    const [low, high] = wilson(5, 10);
    expect(low).toBeCloseTo(0.2366, 4);
    expect(high).toBeCloseTo(0.7634, 4);
    const [lowAll, highAll] = wilson(1000, 1000);
    expect(lowAll).toBeCloseTo(0.99617, 4);
    expect(highAll).toBe(1);
  });

  it('percentiles are nearest-rank over a sorted list', () => {
    const ms = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(ms, 0.5)).toBe(50);
    expect(percentile(ms, 0.99)).toBe(99);
    expect(percentile(ms, 1)).toBe(100);
    expect(percentile([], 0.99)).toBe(0);
  });
});
