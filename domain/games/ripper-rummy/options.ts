/**
 * Creation options (rules §8), validated strictly with defaults. The platform removes its own
 * `turnTimeLimitHours` before this schema sees the options.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../engine/built-once.js';

/**
 * Built on first use (a creation, openapi.yaml, the tests), not when the game is loaded: only the
 * create-game Lambda parses options, and the others would build this schema on every cold start.
 */
export const RipperRummyOptions = /* @__PURE__ */ builtOnce(() =>
  z.strictObject({
    /** 2–4; the game starts when this many players have joined. */
    players: z._default(z.int().check(z.minimum(2), z.maximum(4)), 2).check(z.describe('Seats, 2–4: the game starts when this many players have joined.')),
    /** A game ends after the hand in which someone reaches this total (§2.4). [S] 100; bounds are ours. */
    targetScore: z._default(z.int().check(z.minimum(10), z.maximum(1000)), 100).check(
      z.describe('The game ends after the hand in which someone reaches this total with the single highest score (rules §2.4).'),
    ),
    /** true: the vote caller needs an Evidence meld in their own area; false: any meld on the table will do. */
    voteCallerNeedsOwnMeld: z._default(z.boolean(), true).check(
      z.describe('true: the player calling the vote needs an Evidence meld in their own area; false: any meld on the table will do.'),
    ),
    /** true: a reshuffle leaves the top discard face up and shuffles only the cards under it. */
    reshuffleKeepsTopDiscard: z._default(z.boolean(), false).check(
      z.describe('true: a reshuffle leaves the top discard face up and shuffles only the cards under it.'),
    ),
    /** true: playing a Scene (Victim) also takes its paired Victim (Scene) from another player's area. */
    sceneStealsMatchingCard: z._default(z.boolean(), false).check(
      z.describe('true: playing a Scene (Victim) also takes its paired Victim (Scene) from another player\'s area.'),
    ),
    /** true: when someone goes out with all five Victims in play, the others get a Ripper Escapes window. */
    escapeWindowAfterGoingOut: z._default(z.boolean(), false).check(
      z.describe('true: when someone goes out with all five Victims in play, the others get a Ripper Escapes window.'),
    ),
  }),
);

export type Options = z.infer<ReturnType<typeof RipperRummyOptions>>;
