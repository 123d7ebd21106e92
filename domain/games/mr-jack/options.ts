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
  /** The Mr. Jack Extension (rules §9): drafted characters, placed start hexes, five new characters. */
  extension: z._default(z.boolean(), false),
});
export type MrJackOptions = z.infer<typeof MrJackOptions>;

/** Always two players: Jack and the Detective. */
export function seats(): SeatRange {
  return { count: 2 };
}

/** Option sets that between them exercise every rule path (both boards, with and without the Extension; roles drawn). */
export const variants = {
  '2016 board': { board: '2016', role: 'random' },
  '2006 board': { board: '2006', role: 'random' },
  'Extension, 2016 board': { board: '2016', extension: true, role: 'random' },
  'Extension, 2006 board': { board: '2006', extension: true, role: 'random' },
} as const;
