/**
 * Turn time (design §5), pure: when a pending decision gets its reminder (a quarter of the time
 * left), and when the sweeper next needs to look at a game.
 */
import type { Snapshot, TimedDecision } from './model.js';

const HOUR_MS = 3_600_000;
/** The reminder goes out when this fraction of the decision's time is left. */
export const REMINDER_AT_FRACTION_LEFT = 0.25;
/** Two deadlines in a row mark a seat away: it then plays its fallback at once. */
export const TIMEOUTS_BEFORE_AWAY = 2;

export function reminderAt(d: TimedDecision, limitHours: number): string {
  return new Date(Date.parse(d.deadline) - limitHours * HOUR_MS * REMINDER_AT_FRACTION_LEFT).toISOString();
}

export const reminderKey = (d: TimedDecision) => `${d.seat}:${d.kind}:${d.since}`;

export function isAway(s: Snapshot, seat: number): boolean {
  return (s.timeouts[seat] ?? 0) >= TIMEOUTS_BEFORE_AWAY;
}

/** The earliest moment something is due in this game, or null when nothing ever will be. */
export function nextDue(s: Snapshot, reminded: ReadonlySet<string>): string | null {
  if (s.status !== 'active') return null;
  const times: string[] = [];
  for (const d of s.pending) {
    if (isAway(s, d.seat)) times.push(d.since);
    else {
      times.push(d.deadline);
      if (!reminded.has(reminderKey(d))) times.push(reminderAt(d, s.platform.turnTimeLimitHours));
    }
  }
  return times.length ? (times.sort()[0] as string) : null;
}
