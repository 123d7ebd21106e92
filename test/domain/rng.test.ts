import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chachaKeyAndNonce, createChaChaRng, createRng, CURRENT_RNG, rngFor, seedWords } from '../../domain/engine/rng.js';

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

describe('the cryptographic generator (chacha20)', () => {
  /** The same keystream from an independent implementation: OpenSSL's ChaCha20 through node:crypto. */
  function opensslWords(seed: string, stream: number, count: number): number[] {
    const key = createHash('sha256').update(Buffer.concat([Buffer.from('whitechapel/rng/chacha20\0'), Buffer.from(seed, 'utf8')])).digest();
    const nonce = Buffer.alloc(12);
    nonce.writeBigUInt64BE(BigInt(stream), 4);
    // OpenSSL's IV: the 32-bit block counter (little-endian, from 0), then the 96-bit nonce.
    const keystream = createCipheriv('chacha20', key, Buffer.concat([Buffer.alloc(4), nonce])).update(Buffer.alloc(count * 4));
    return Array.from({ length: count }, (_, i) => keystream.readUInt32LE(i * 4));
  }

  it('is the ChaCha20 keystream of SHA-256(prefix ‖ seed) and the stream number, as OpenSSL computes it', () => {
    for (const [seed, stream] of [['whitechapel', 0], ['whitechapel', 7], ['ü-seed', 1], ['x', 2 ** 40 + 3]] as const) {
      const { key, nonce } = chachaKeyAndNonce(seed, stream);
      expect(key).toHaveLength(32);
      expect(nonce).toHaveLength(12);
      // 300 words: across the 64-word refills, so the block counter is checked too.
      const expected = opensslWords(seed, stream, 300);
      const rng = createChaChaRng(seed, stream);
      // next() is a word / 2^32, so the words can be read back exactly.
      expect(Array.from({ length: 300 }, () => rng.next() * 2 ** 32)).toEqual(expected);
    }
  });

  it('produces known answers (changing the derivation would reshuffle every game stored since)', () => {
    const rng = createChaChaRng('whitechapel', 0);
    expect(Array.from({ length: 5 }, () => rng.int(1000))).toEqual([560, 734, 416, 648, 583]);
    expect(createChaChaRng('whitechapel', 7).shuffle([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([2, 4, 7, 5, 6, 1, 8, 3]);
    const far = createChaChaRng('whitechapel', 2 ** 40 + 3);
    expect(Array.from({ length: 3 }, () => far.int(1000))).toEqual([419, 152, 771]);
  });

  it('is chosen by the id a snapshot records; no id is the old sfc32, so stored games replay unchanged', () => {
    expect(CURRENT_RNG).toBe('chacha20');
    expect(rngFor('chacha20', 's', 3).shuffle([1, 2, 3, 4, 5, 6])).toEqual(createChaChaRng('s', 3).shuffle([1, 2, 3, 4, 5, 6]));
    expect(rngFor('sfc32', 's', 3).shuffle([1, 2, 3, 4, 5, 6])).toEqual(createRng('s', 3).shuffle([1, 2, 3, 4, 5, 6]));
    expect(rngFor(undefined, 'whitechapel', 0).int(1000)).toBe(KNOWN.ints[0]);
  });

  it('int(n) is roughly uniform and shuffle a permutation', () => {
    const rng = createChaChaRng('uniform', 3);
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]++;
    for (const c of counts) {
      expect(c).toBeGreaterThan(9_400);
      expect(c).toBeLessThan(10_600);
    }
    const input = Array.from({ length: 62 }, (_, i) => i);
    expect([...createChaChaRng('perm', 9).shuffle(input)].sort((x, y) => x - y)).toEqual(input);
  });

  it('refuses a stream that is not a non-negative safe integer', () => {
    expect(() => createChaChaRng('x', -1)).toThrow(RangeError);
    expect(() => createChaChaRng('x', 1.5)).toThrow(RangeError);
  });
});

const KNOWN = {
  words: [3749199510, 4245289149, 1645287591, 3211518544],
  ints: [608, 609, 939, 917, 734],
  shuffle: [1, 8, 4, 3, 7, 6, 5, 2],
};
