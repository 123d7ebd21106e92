/**
 * Options the platform owns for every game (the turn time limit, who plays a passed deadline), split off before the
 * game's own strict options schema sees the rest.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { PlatformOptions } from './model.js';
import { fail, ok, type Outcome } from './outcome.js';
import { problems } from './problems.js';

const TURN_TIME_LIMIT = { defaultHours: 72, minHours: 1, maxHours: 24 * 30 } as const;

/** Every game's `turnTimeLimitHours` option: validated here and documented in openapi.yaml from this schema. */
export const TurnTimeLimitHours = /* @__PURE__ */ builtOnce(() =>
  z._default(
    z.number().check(
      z.minimum(TURN_TIME_LIMIT.minHours),
      z.maximum(TURN_TIME_LIMIT.maxHours),
      z.describe("Hours each decision may stay open before the game's fallback acts for the seat (every game has this option)."),
    ),
    TURN_TIME_LIMIT.defaultHours,
  ),
);

/** Every game's `onTimeout` option: who plays a passed deadline. */
export const OnTimeout = /* @__PURE__ */ builtOnce(() =>
  z._default(
    z.enum(['fallback', 'bot']).check(
      z.describe(
        "Who plays a decision whose deadline passed: `fallback`, the game's own fallback (in Mr. Jack it forfeits the game); `bot`, a bot (level normal) plays that move for the seat instead, and at once while the seat is away, until its player acts again. With `bot` no game ends by forfeit for lateness (every game has this option).",
      ),
    ),
    'fallback',
  ),
);

export function splitPlatformOptions(raw: Record<string, unknown>): Outcome<{ platform: PlatformOptions; gameOptions: Record<string, unknown> }> {
  const { turnTimeLimitHours, onTimeout, ...gameOptions } = raw;
  const hours = TurnTimeLimitHours().safeParse(turnTimeLimitHours);
  if (!hours.success) {
    return fail(problems.invalidOptions(`turnTimeLimitHours: must be a number of hours from ${TURN_TIME_LIMIT.minHours} to ${TURN_TIME_LIMIT.maxHours}.`));
  }
  const timeout = OnTimeout().safeParse(onTimeout);
  if (!timeout.success) return fail(problems.invalidOptions('onTimeout: must be "fallback" (the game\'s own fallback) or "bot" (a bot plays the move).'));
  // Stored only when it is `bot`: every version carries the platform options, and absent means fallback.
  return ok({ platform: { turnTimeLimitHours: hours.data, ...(timeout.data === 'bot' ? { onTimeout: timeout.data } : {}) }, gameOptions });
}

/** Whether a bot plays this game's passed deadlines and away seats (games stored before the option: no). */
export const botPlaysTimeouts = (platform: PlatformOptions): boolean => platform.onTimeout === 'bot';
