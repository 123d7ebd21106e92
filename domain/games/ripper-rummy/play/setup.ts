/**
 * The opening of a game (rules §2): the first dealer is chosen at random, then the first hand is dealt.
 */
import type { Seat } from '../../../engine/game.js';
import type { Rng } from '../../../engine/rng.js';
import type { Event } from './events.js';
import type { Options } from '../options.js';
import { dealHand } from '../rules/deal.js';

export function setup(_options: Options, seatCount: number, rng: Rng): Event[] {
  const dealer: Seat = rng.int(seatCount);
  return [dealHand(1, dealer, seatCount, rng)];
}
