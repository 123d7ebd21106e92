/**
 * Creation options (rules §1, §9) and the seats they ask for. The platform strips
 * `turnTimeLimitHours` before this schema sees the options, so the schema is strict about
 * everything else.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../engine/built-once.js';
import type { SeatRange } from '../../engine/game.js';

/**
 * Built on first use (a creation, openapi.yaml, the tests), not when the game is loaded: only the
 * create-game Lambda parses options, and the others would build this schema on every cold start.
 */
export const MrJackOptions = /* @__PURE__ */ builtOnce(() =>
  z.strictObject({
    /** Which printed board: they differ in manholes and two start hexes. */
    board: z._default(z.enum(['2016', '2006']), '2016').check(z.describe('Which printed board: the two differ in manholes and two start hexes.')),
    /** The creator's (seat 0's) wish; 'random' lets setup draw the roles. */
    role: z._default(z.enum(['jack', 'detective', 'random']), 'random').check(z.describe("The creator's (seat 0's) role; `random` draws it.")),
    /** The Mr. Jack Extension (rules §9): drafted characters, placed start hexes, five new characters. */
    extension: z._default(z.boolean(), false).check(
      z.describe(
        'The Mr. Jack Extension, on either board: Holmes, Lestrade, Smith and Bert are always in play; the other nine (Watson, Stealthy, Goodley, Gull, Madame, Lane, Abberline, Pizer, Spring-Heeled Jack) are dealt 5 to Jack and 4 to the Detective, ' +
          'and each keeps two (decision `draft`, both seats at once, sealed until both chose: command `keep`). Jack then draws his identity among the 8 in play, and the players place them on free street hexes ' +
          '(decision `place`: command `place`). New commands in play: `barricade` (Lane), `flee` (Pizer), `leap` (Spring-Heeled Jack). A deadline in the draft or the placement plays the late seat\'s first legal option; from round 1 on it forfeits.',
      ),
    ),
  }),
);
export type MrJackOptions = z.infer<ReturnType<typeof MrJackOptions>>;

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
