/**
 * Whether a game counts for the ratings (docs/ratings.md): asked at creation as `rated`, stored in
 * the game's snapshot, and kept by a rematch.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { Snapshot } from '../core/model.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems } from '../core/problems.js';

export const RatedRequest = /* @__PURE__ */ builtOnce(() =>
  z
    .boolean()
    .check(
      z.describe(
        'Whether the game counts for the players\' ratings (GET /players/{playerId}/ratings). Default: true when no bot is seated. A game with a bot seat is never rated: `rated: true` with `bots` is refused (400 invalid-bots).',
      ),
    ),
);

/** The `rated` of a new game: asked, or by default rated when every seat is for a person; a bot seat and `rated: true` together are refused. */
export function ratedAtCreation(requested: boolean | undefined, botSeats: number): Outcome<boolean> {
  if (botSeats === 0) return ok(requested ?? true);
  if (requested === true) return fail(problems.invalidBots('rated: a game with a bot seat is never rated; leave `rated` out or send false.'));
  return ok(false);
}

/** Whether a stored game counts for the ratings (games stored before ratings existed do not). */
export const isRated = (s: Pick<Snapshot, 'rated'>): boolean => s.rated === true;
