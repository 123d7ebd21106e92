/**
 * Vacation in one game (docs/time.md), pure and free of imports but the model's: which seats are on
 * vacation, and the deadline a decision of theirs will have once their vacation is over. While a
 * seat is on vacation its deadlines do not run (deadlines.ts: no reminder, no fallback, no bot
 * plays for it); when it ends, each of its pending decisions' deadline moves by the time spent on
 * vacation while the decision was open (vacation-clock.ts).
 */
import type { Seat } from '../../../domain/engine/game.js';
import type { SeatVacation, Snapshot, TimedDecision } from '../core/model.js';
export function vacationOf(s: Pick<Snapshot, 'vacations'>, seat: Seat): SeatVacation | null {
  return s.vacations?.[String(seat)] ?? null;
}

/** Every seat on vacation in the game, with its vacation. */
export function seatsOnVacation(s: Pick<Snapshot, 'vacations'>): { seat: Seat; vacation: SeatVacation }[] {
  return Object.entries(s.vacations ?? {}).map(([seat, vacation]) => ({ seat: Number(seat), vacation }));
}

/** The deadline `d` has once a vacation ending at `end` is over: moved by the time it spent open on vacation, and never before `end`. */
export function movedDeadline(d: Pick<TimedDecision, 'since' | 'deadline'>, vacation: SeatVacation, end: string): string {
  const from = Math.max(Date.parse(vacation.since), Date.parse(d.since));
  const moved = Date.parse(d.deadline) + Math.max(0, Date.parse(end) - from);
  return new Date(Math.max(moved, Date.parse(end))).toISOString();
}

/** A decision's deadline as players are shown it: for a seat on vacation, where it will be when the vacation ends as planned. */
export function shownDeadline(s: Pick<Snapshot, 'vacations'>, d: TimedDecision): string {
  const v = vacationOf(s, d.seat);
  return v ? movedDeadline(d, v, v.until) : d.deadline;
}

