/** What the API shows and takes of vacations (docs/time.md): zod schemas, documented in openapi.yaml from here. */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import { VACATION } from './vacation-budget.js';

/** The fields GET /players/me (and the vacation routes) show. */
export const VacationFields = /* @__PURE__ */ builtOnce(() => ({
  vacation: z.nullable(z.object({ until: z.iso.datetime() })).check(z.describe('Your vacation while it runs: your deadlines in every game wait until `until`. Null when you are not on vacation.')),
  vacationDaysLeft: z.number().check(
    z.describe(
      `Vacation days you may still take (to a tenth, rounded down): ${VACATION.startDays} at the start, ${VACATION.daysPerMonth} more each month, at most ${VACATION.maxDays}; each started day of a vacation counts as a whole day.`,
    ),
  ),
  autoVacation: z.boolean().check(
    z.describe(`When a deadline of yours passes and you have a whole vacation day left, a vacation of up to ${VACATION.autoDays} days starts instead of the game's fallback (you are mailed). On unless you turned it off.`),
  ),
}));

export const VacationAnswer = /* @__PURE__ */ builtOnce(() => z.object(VacationFields()));

export const VacationBody = /* @__PURE__ */ builtOnce(() =>
  z.strictObject({
    until: z.iso.datetime({ offset: true }).check(
      z.describe(`When the vacation ends (ISO 8601 with a time zone): after now and at most ${VACATION.maxAheadDays} days ahead. It starts now; each started day counts against your vacation days.`),
    ),
  }),
);

export const AutoVacationField = /* @__PURE__ */ builtOnce(() =>
  z.boolean().check(z.describe(`False: a passed deadline gets the game's fallback, never a vacation. True (the default): a vacation of up to ${VACATION.autoDays} days starts instead while you have vacation days.`)),
);
