/**
 * Options the platform owns for every game (today: the turn time limit), split off before the
 * game's own strict options schema sees the rest.
 */
import type { PlatformOptions } from './model.js';
import { fail, ok, type Outcome } from './outcome.js';
import { problems } from './problems.js';

const TURN_TIME_LIMIT = { defaultHours: 72, minHours: 1, maxHours: 24 * 30 } as const;

export function splitPlatformOptions(raw: Record<string, unknown>): Outcome<{ platform: PlatformOptions; gameOptions: Record<string, unknown> }> {
  const { turnTimeLimitHours, ...gameOptions } = raw;
  const hours = turnTimeLimitHours ?? TURN_TIME_LIMIT.defaultHours;
  if (typeof hours !== 'number' || !Number.isFinite(hours) || hours < TURN_TIME_LIMIT.minHours || hours > TURN_TIME_LIMIT.maxHours) {
    return fail(problems.invalidOptions(`turnTimeLimitHours: must be a number of hours from ${TURN_TIME_LIMIT.minHours} to ${TURN_TIME_LIMIT.maxHours}.`));
  }
  return ok({ platform: { turnTimeLimitHours: hours }, gameOptions });
}
