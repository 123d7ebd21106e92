/**
 * Seeded random numbers for `setup` and `decide`.
 *
 * The domain never calls Math.random: the platform derives a generator from the game's secret seed
 * and the version being decided, so a decision is reproducible on the server and unpredictable to
 * players (they never see the seed). Outcomes are written into events, so `evolve` needs no RNG.
 *
 * Two generators, named by an id the game's snapshot records (`RngId`), so a stored game keeps
 * replaying with the generator it started with:
 *
 * - `chacha20` (every game created since): a cryptographic generator. The key is
 *   SHA-256("whitechapel/rng/chacha20\0" ‖ seed), the 96-bit nonce is the stream number (the
 *   version being decided) as 8 big-endian bytes after 4 zero bytes, and the output is the
 *   ChaCha20 keystream (RFC 8439, block counter from 0) read as little-endian 32-bit words. Seeing
 *   every shuffle of a game tells nothing about the next one without the seed. ChaCha20 and SHA-256
 *   come from @noble/ciphers and @noble/hashes: audited, pure JavaScript, no I/O.
 * - `sfc32` (games stored before): the seed string and stream number are mixed into 128 bits with
 *   a MurmurHash3-style 32-bit finaliser, then drive sfc32 (Chris Doty-Humphrey's Small Fast
 *   Counter). Statistically good, but not cryptographic: kept only so old games replay as they were.
 *
 * `createRng(seed, stream)` is sfc32 (the tests' own seeded randomness uses it); the platform calls
 * `rngFor(id, seed, stream)`.
 */
import { chacha20 } from '@noble/ciphers/chacha.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** The generators a stored game may name. */
export const RNG_IDS = ['sfc32', 'chacha20'] as const;
export type RngId = (typeof RNG_IDS)[number];
/** What new games use. */
export const CURRENT_RNG: RngId = 'chacha20';

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
  return fromWords(nextU32);
}

const CHACHA_KEY_PREFIX = utf8ToBytes('whitechapel/rng/chacha20\0');
/** Keystream bytes made per refill: 4 ChaCha20 blocks, 64 words. */
const CHUNK_BYTES = 256;

function checkStream(stream: number): void {
  if (!Number.isSafeInteger(stream) || stream < 0) throw new RangeError(`stream must be a non-negative safe integer, got ${stream}`);
}

/** The ChaCha20 key and nonce of a seed and stream (exported for the known-answer tests). */
export function chachaKeyAndNonce(seed: string, stream: number): { key: Uint8Array; nonce: Uint8Array } {
  checkStream(stream);
  const seedBytes = utf8ToBytes(seed);
  const keyInput = new Uint8Array(CHACHA_KEY_PREFIX.length + seedBytes.length);
  keyInput.set(CHACHA_KEY_PREFIX);
  keyInput.set(seedBytes, CHACHA_KEY_PREFIX.length);
  const nonce = new Uint8Array(12);
  const view = new DataView(nonce.buffer);
  view.setUint32(4, Math.floor(stream / 2 ** 32));
  view.setUint32(8, stream >>> 0);
  return { key: sha256(keyInput), nonce };
}

/**
 * The cryptographic generator: the ChaCha20 keystream of (key, nonce) as 32-bit words. The key is
 * derived at the first draw, not here: most commands draw nothing (a discard, a meld, a move on
 * the board), and the platform makes a generator for every command it decides, where the SHA-256
 * was 0.06 ms of a command's time between its Query and its PutItem (bench/HISTORY.md).
 */
export function createChaChaRng(seed: string, stream = 0): Rng {
  checkStream(stream);
  let keyed: { key: Uint8Array; nonce: Uint8Array } | undefined;
  const zeros = new Uint8Array(CHUNK_BYTES);
  let counter = 0;
  let words = new Uint32Array(0);
  let i = 0;
  const nextU32 = (): number => {
    if (i >= words.length) {
      keyed ??= chachaKeyAndNonce(seed, stream);
      const bytes = chacha20(keyed.key, keyed.nonce, zeros, undefined, counter);
      counter += CHUNK_BYTES / 64;
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      words = Uint32Array.from({ length: CHUNK_BYTES / 4 }, (_, w) => view.getUint32(w * 4, true));
      i = 0;
    }
    return words[i++] as number;
  };
  return fromWords(nextU32);
}

/** The generator a game's snapshot names (`sfc32` for games stored before the id was recorded). */
export function rngFor(id: RngId | undefined, seed: string, stream: number): Rng {
  return (id ?? 'sfc32') === 'chacha20' ? createChaChaRng(seed, stream) : createRng(seed, stream);
}

/** next, int, shuffle and pick over a source of uniform 32-bit words. */
function fromWords(nextU32: () => number): Rng {
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
