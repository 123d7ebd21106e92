/**
 * An EventBridge schedule on the rehearsal's compressed clock: `rate(N minutes)` fires every N
 * seconds here (a minute of the schedule is a second of the rehearsal), so a run of a few minutes
 * sees the sweeper run many times; the checks also fire it at once when they need it.
 */
const UNIT_MS: Readonly<Record<string, number>> = { minute: 1_000, minutes: 1_000, hour: 60_000, hours: 60_000, day: 1_440_000, days: 1_440_000 };

export class UnsupportedScheduleError extends Error {
  override readonly name = 'UnsupportedScheduleError';
}

export function scheduleEveryMs(expression: string, rule: string): number {
  const rate = /^rate\((\d+) (minutes?|hours?|days?)\)$/.exec(expression.trim());
  if (!rate) throw new UnsupportedScheduleError(`rule ${rule}: schedule "${expression}" is not rehearsed (rate(N minutes|hours|days) only)`);
  return Number(rate[1]) * UNIT_MS[rate[2]!]!;
}
