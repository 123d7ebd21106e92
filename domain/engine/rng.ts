/**
 * Seeded pseudo-random numbers for `setup` and `decide`.
 *
 * The domain never calls Math.random: the platform derives a generator from the game's secret seed
 * and the version being decided, so a decision is reproducible on the server and unpredictable to
 * players (they never see the seed). Outcomes are written into events, so `evolve` needs no RNG.
 *
 * Algorithm: the seed string and stream number are mixed into 128 bits with a MurmurHash3-style
 * 32-bit finaliser, then drive sfc32 (Chris Doty-Humphrey's Small Fast Counter), which passes
 * PractRand to large sizes and is trivial to implement identically everywhere.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). `n` must be a positive integer. */
  int(n: number): number;
  /** A new array with the items in a uniformly random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** One item, uniformly. `items` must not be empty. */
  pick<T>(items: readonly T[]): T;
}

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Mixes a string and a stream number into four 32-bit words. */
export function seedWords(seed: string, stream: number): [number, number, number, number] {
  let h1 = 0x9e3779b9 ^ seed.length;
  let h2 = 0x243f6a88 ^ stream;
  let h3 = 0xb7e15162;
  let h4 = 0xdeadbeef ^ Math.imul(stream, 0x27d4eb2d);
  for (let i = 0; i < seed.length; i++) {
    const c = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ c, 0x85ebca6b);
    h2 = h3 ^ Math.imul(h2 ^ c, 0xcc9e2d51);
    h3 = h4 ^ Math.imul(h3 ^ c, 0x1b873593);
    h4 = h1 ^ Math.imul(h4 ^ c, 0xe6546b64);
  }
  return [fmix32(h1 ^ h2), fmix32(h2 ^ h3), fmix32(h3 ^ h4), fmix32(h4 ^ h1)];
}

export function createRng(seed: string, stream = 0): Rng {
  let [a, b, c, d] = seedWords(seed, stream);
  const nextU32 = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  // Warm up: the first outputs of sfc32 are correlated with the seed words.
  for (let i = 0; i < 12; i++) nextU32();

  const next = () => nextU32() / 4294967296;
  const int = (n: number): number => {
    if (!Number.isInteger(n) || n <= 0) throw new RangeError(`int(n) needs a positive integer, got ${n}`);
    // Rejection sampling keeps the result unbiased for any n.
    const limit = 4294967296 - (4294967296 % n);
    let x = nextU32();
    while (x >= limit) x = nextU32();
    return x % n;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  };
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick() from an empty list');
    return items[int(items.length)] as T;
  };
  return { next, int, shuffle, pick };
}
