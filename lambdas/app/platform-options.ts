/**
 * Options the platform owns for every game (today: the turn time limit), split off before the
 * game's own strict options schema sees the rest.
 */
import * as z from 'zod/mini';
import type { PlatformOptions } from './model.js';
import { fail, ok, type Outcome } from './outcome.js';
import { problems } from './problems.js';

const TURN_TIME_LIMIT = { defaultHours: 72, minHours: 1, maxHours: 24 * 30 } as const;

/** Every game's `turnTimeLimitHours` option: validated here and documented in openapi.yaml from this schema. */
export const TurnTimeLimitHours = z._default(
  z.number().check(
    z.minimum(TURN_TIME_LIMIT.minHours),
    z.maximum(TURN_TIME_LIMIT.maxHours),
    z.describe("Hours each decision may stay open before the game's fallback acts for the seat (every game has this option)."),
  ),
  TURN_TIME_LIMIT.defaultHours,
);

export function splitPlatformOptions(raw: Record<string, unknown>): Outcome<{ platform: PlatformOptions; gameOptions: Record<string, unknown> }> {
  const { turnTimeLimitHours, ...gameOptions } = raw;
  const hours = TurnTimeLimitHours.safeParse(turnTimeLimitHours);
  if (!hours.success) {
    return fail(problems.invalidOptions(`turnTimeLimitHours: must be a number of hours from ${TURN_TIME_LIMIT.minHours} to ${TURN_TIME_LIMIT.maxHours}.`));
  }
  return ok({ platform: { turnTimeLimitHours: hours.data }, gameOptions });
}
