/**
 * Turn time (design §5), pure: each pending decision's clock (`since`, `deadline`), when it gets
 * its reminder (a quarter of the time left), when a seat counts as away, and when the sweeper next
 * needs to look at a game.
 */
import type { Decision } from '../../domain/engine/game.js';
import type { Snapshot, TimedDecision } from './model.js';

export const HOUR_MS = 3_600_000;
/** The reminder goes out when this fraction of the decision's time is left. */
const REMINDER_AT_FRACTION_LEFT = 0.25;
/** Two deadlines in a row mark a seat away: it then plays its fallback at once. */
export const TIMEOUTS_BEFORE_AWAY = 2;

/**
 * Gives each open decision its clock. A decision that stays with the same seat and kind keeps its
 * clock (a multi-step turn is one decision); a new one starts a fresh clock.
 */
export function scheduleDecisions(decisions: readonly Decision[], previous: readonly TimedDecision[], now: Date, limitHours: number): TimedDecision[] {
  return decisions.map((d) => {
    const before = previous.find((p) => p.seat === d.seat && p.kind === d.kind);
    if (before) return { seat: d.seat, kind: d.kind, prompt: d.prompt, since: before.since, deadline: before.deadline };
    return { seat: d.seat, kind: d.kind, prompt: d.prompt, since: now.toISOString(), deadline: new Date(now.getTime() + limitHours * HOUR_MS).toISOString() };
  });
}

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
      // A bot seat gets no reminder (it has no mail): only its deadline, should its bot not have moved.
      if (!reminded.has(reminderKey(d)) && !s.seats[d.seat]?.bot) times.push(reminderAt(d, s.platform.turnTimeLimitHours));
    }
  }
  return times.sort()[0] ?? null;
}
