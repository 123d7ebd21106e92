/**
 * Options the platform owns for every game (the turn time limit, who plays a passed deadline), split off before the
 * game's own strict options schema sees the rest.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { PlatformOptions } from './model.js';
import { fail, ok, type Outcome } from './outcome.js';
import { problems } from './problems.js';
import { TIME_BANK_LIMITS, timeBankProblem } from '../time/time-bank.js';

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

/** Every game's `timeBank` option (docs/time.md): instead of `turnTimeLimitHours`, each seat's own bank of time. */
export const TimeBank = /* @__PURE__ */ builtOnce(() =>
  z.strictObject({
    initialHours: z.number().check(z.minimum(TIME_BANK_LIMITS.minHours), z.describe("Hours in each seat's bank at the start; at most `maxHours`.")),
    incrementHours: z.number().check(z.positive(), z.maximum(TIME_BANK_LIMITS.maxIncrementHours), z.describe("Hours added to the seat's bank after each of its decisions.")),
    maxHours: z.number().check(z.maximum(TIME_BANK_LIMITS.maxHours), z.describe('The most a bank may hold, in hours.')),
  }).check(
    z.describe(
      "A time bank instead of a fixed limit per decision (not both): each seat has its own bank; a decision's deadline is its start plus the seat's bank; after each of the seat's decisions its bank is what was left plus `incrementHours`, at most `maxHours`. When a bank runs out, the deadline has passed and `onTimeout` applies. With a time bank, `turnTimeLimitHours` reads as `initialHours`.",
    ),
  ),
);

export function splitPlatformOptions(raw: Record<string, unknown>): Outcome<{ platform: PlatformOptions; gameOptions: Record<string, unknown> }> {
  const { turnTimeLimitHours, onTimeout, timeBank, ...gameOptions } = raw;
  const timeout = OnTimeout().safeParse(onTimeout);
  if (!timeout.success) return fail(problems.invalidOptions('onTimeout: must be "fallback" (the game\'s own fallback) or "bot" (a bot plays the move).'));
  // Stored only when it is `bot`: every version carries the platform options, and absent means fallback.
  const who = timeout.data === 'bot' ? { onTimeout: timeout.data } : {};
  if (timeBank !== undefined) {
    if (turnTimeLimitHours !== undefined) return fail(problems.invalidOptions('timeBank and turnTimeLimitHours: give one or the other, not both.'));
    const bank = TimeBank().safeParse(timeBank);
    const problem = bank.success ? timeBankProblem(bank.data) : 'timeBank: must be {initialHours, incrementHours, maxHours}, numbers of hours (initialHours at least 1, incrementHours more than 0).';
    if (!bank.success || problem) return fail(problems.invalidOptions(problem ?? 'timeBank: invalid.'));
    return ok({ platform: { turnTimeLimitHours: bank.data.initialHours, ...who, timeBank: bank.data }, gameOptions });
  }
  const hours = TurnTimeLimitHours().safeParse(turnTimeLimitHours);
  if (!hours.success) {
    return fail(problems.invalidOptions(`turnTimeLimitHours: must be a number of hours from ${TURN_TIME_LIMIT.minHours} to ${TURN_TIME_LIMIT.maxHours}.`));
  }
  return ok({ platform: { turnTimeLimitHours: hours.data, ...who }, gameOptions });
}

/** Whether a bot plays this game's passed deadlines and away seats (games stored before the option: no). */
export const botPlaysTimeouts = (platform: PlatformOptions): boolean => platform.onTimeout === 'bot';
