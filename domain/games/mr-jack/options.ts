/**
 * Creation options (rules §1, §9) and the seats they ask for. The platform strips
 * `turnTimeLimitHours` before this schema sees the options, so the schema is strict about
 * everything else.
 */
import * as z from 'zod/mini';
import type { SeatRange } from '../../engine/game.js';

export const MrJackOptions = z.strictObject({
  /** Which printed board: they differ in manholes and two start hexes. */
  board: z._default(z.enum(['2016', '2006']), '2016'),
  /** The creator's (seat 0's) wish; 'random' lets setup draw the roles. */
  role: z._default(z.enum(['jack', 'detective', 'random']), 'random'),
  /** The Mr. Jack Extension (rules §9) is not implemented: `true` is refused at creation. */
  extension: z._default(
    z.boolean().check(z.refine((on) => on === false, 'The Mr. Jack Extension is not available yet: set extension to false or leave it out.')),
    false,
  ),
});
export type MrJackOptions = z.infer<typeof MrJackOptions>;

/** Always two players: Jack and the Detective. */
export function seats(): SeatRange {
  return { count: 2 };
}

/** Option sets that between them exercise every rule path (both boards; roles drawn). */
export const variants = {
  '2016 board': { board: '2016', role: 'random' },
  '2006 board': { board: '2006', role: 'random' },
} as const;
