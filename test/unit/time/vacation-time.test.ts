// The vacation budget and a vacation's effect on one game's deadlines, pure (lambdas/app/time/).
import { describe, expect, it } from 'vitest';
import type { PlayerTime, Snapshot, TimedDecision } from '../../../lambdas/app/core/model.js';
import { nextDue, playedAtOnce } from '../../../lambdas/app/core/deadlines.js';
import { movedDeadline, shownDeadline } from '../../../lambdas/app/time/seat-vacation.js';
import { autoVacationDays, currentVacation, daysCharged, daysLeft, endedAt, settled, shownDaysLeft, timeOf, withVacation } from '../../../lambdas/app/time/vacation-budget.js';

const DAY = 24 * 3_600_000;
const t0 = Date.parse('2026-01-01T00:00:00.000Z');
const at = (days: number) => new Date(t0 + days * DAY);
const iso = (days: number) => at(days).toISOString();
const fresh = timeOf({ createdAt: iso(0) });

describe('vacation days', () => {
  it('start at 15, grow 2.5 a month, and stop at 30', () => {
    expect(daysLeft(fresh, at(0))).toBe(15);
    expect(daysLeft(fresh, at(365.2425 / 12))).toBeCloseTo(17.5, 6);
    expect(daysLeft(fresh, at(3650))).toBe(30);
  });

  it('count each started day of a vacation as a whole day, while it runs and once it is over', () => {
    expect(daysCharged(iso(0), new Date(t0 + 60_000).toISOString())).toBe(1);
    expect(daysCharged(iso(0), iso(2))).toBe(2);
    expect(daysCharged(iso(0), new Date(t0 + 2 * DAY + 1).toISOString())).toBe(3);
    const away = withVacation(fresh, at(0), iso(3));
    expect(currentVacation(away, at(1))).toEqual({ since: iso(0), until: iso(3) });
    expect(Math.floor(daysLeft(away, at(1.5)))).toBe(13);
    // Over: charged its three days, and no longer running.
    expect(currentVacation(away, at(4))).toBeNull();
    expect(Math.floor(daysLeft(away, at(4)))).toBe(12);
  });

  it('an early end charges the days started, and a settled balance keeps growing from then', () => {
    const away = withVacation(fresh, at(0), iso(10));
    const back = settled(endedAt(away, at(1.2)), at(1.2));
    expect(back.vacation).toBeNull();
    expect(Math.floor(daysLeft(back, at(1.2)))).toBe(13);
    expect(shownDaysLeft(back, at(1.2))).toBeLessThan(13.2);
  });

  it('auto-vacation lasts up to 7 days, no longer than the whole days left, and not at all when off or with none left', () => {
    expect(autoVacationDays(fresh, at(0))).toBe(7);
    const low: PlayerTime = { ...fresh, budget: { days: 2.4, asOf: iso(0) } };
    expect(autoVacationDays(low, at(0))).toBe(2);
    expect(autoVacationDays({ ...fresh, budget: { days: 0.9, asOf: iso(0) } }, at(0))).toBe(0);
    expect(autoVacationDays({ ...fresh, autoVacation: false }, at(0))).toBe(0);
  });
});

describe('a vacation in one game', () => {
  const decision = (since: number, deadline: number): TimedDecision => ({ seat: 0, kind: 'turn', prompt: 'Your turn', since: iso(since), deadline: iso(deadline) });
  const vacation = { since: iso(1), until: iso(4) };

  it('moves a deadline by the vacation time its decision was open, never before the vacation ends', () => {
    // Open before the vacation: moved by all 3 days.
    expect(movedDeadline(decision(0, 2), vacation, iso(4))).toBe(iso(5));
    // Opened during it: moved by the time since it opened.
    expect(movedDeadline(decision(2, 3), vacation, iso(4))).toBe(iso(5));
    // Ended early: moved by the time spent.
    expect(movedDeadline(decision(0, 2), vacation, iso(2))).toBe(iso(3));
    // Already passed when the vacation began (an auto-vacation): due at its end.
    expect(movedDeadline(decision(0, 0.5), vacation, iso(4))).toBe(iso(4));
  });

  it('stops the seat\'s clock: the sweeper looks next at the vacation\'s end, and nothing plays for it at once', () => {
    const s = {
      status: 'active',
      seats: [{ playerId: 'a', name: 'Ada' }, { playerId: 'b', name: 'Bob' }],
      timeouts: [2, 0],
      platform: { turnTimeLimitHours: 24 },
      pending: [decision(0, 2)],
      vacations: { '0': vacation },
    } as unknown as Snapshot;
    expect(nextDue(s, new Set())).toBe(iso(4));
    expect(shownDeadline(s, s.pending[0]!)).toBe(iso(5));
    // Away (two timeouts) yet on vacation: not played at once.
    expect(playedAtOnce(s, 0)).toBe(false);
    expect(playedAtOnce({ ...s, vacations: undefined } as Snapshot, 0)).toBe(true);
  });
});
