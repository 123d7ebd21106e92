import { describe, expect, it } from 'vitest';
import { createRng, seedWords } from '../../domain/engine/rng.js';

describe('seeded RNG', () => {
  it('produces known answers (changing the algorithm would reshuffle every stored game)', () => {
    expect(seedWords('whitechapel', 0)).toEqual(KNOWN.words);
    const rng = createRng('whitechapel', 0);
    expect(Array.from({ length: 5 }, () => rng.int(1000))).toEqual(KNOWN.ints);
    expect(createRng('whitechapel', 7).shuffle([1, 2, 3, 4, 5, 6, 7, 8])).toEqual(KNOWN.shuffle);
  });

  it('is deterministic per (seed, stream) and differs across streams and seeds', () => {
    const a = Array.from({ length: 20 }, createRng('s', 1).next);
    const b = Array.from({ length: 20 }, createRng('s', 1).next);
    const c = Array.from({ length: 20 }, createRng('s', 2).next);
    const d = Array.from({ length: 20 }, createRng('t', 1).next);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a).not.toEqual(d);
  });

  it('int(n) stays in range and is roughly uniform', () => {
    const rng = createRng('uniform', 3);
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]++;
    for (const c of counts) {
      expect(c).toBeGreaterThan(9_400);
      expect(c).toBeLessThan(10_600);
    }
  });

  it('next() is in [0, 1)', () => {
    const rng = createRng('range', 0);
    for (let i = 0; i < 10_000; i++) {
      const x = rng.next();
      expect(x >= 0 && x < 1).toBe(true);
    }
  });

  it('shuffle is a permutation and leaves its input alone', () => {
    const input = Array.from({ length: 62 }, (_, i) => i);
    const out = createRng('perm', 9).shuffle(input);
    expect(out).not.toEqual(input);
    expect([...out].sort((x, y) => x - y)).toEqual(input);
  });

  it('rejects nonsense bounds', () => {
    expect(() => createRng('x').int(0)).toThrow(RangeError);
    expect(() => createRng('x').pick([])).toThrow(RangeError);
  });
});

const KNOWN = {
  words: [3749199510, 4245289149, 1645287591, 3211518544],
  ints: [608, 609, 939, 917, 734],
  shuffle: [1, 8, 4, 3, 7, 6, 5, 2],
};
