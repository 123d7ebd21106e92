/** The real clock and id source (Lambda); tests and local/ may inject others. */
import { randomBytes } from 'node:crypto';
import type { Clock, IdSource } from './ports.js';

export const systemClock: Clock = { now: () => new Date() };

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

export const randomIds: IdSource = {
  gameId: () => `g${random(12)}`,
  playerId: () => `p${random(12)}`,
  secret: () => random(24),
  tokenId: () => `t${random(9)}`,
  seed: () => random(24),
};
