/**
 * The versions that start and end a seat's vacation in a game (docs/time.md); see seat-vacation.ts.
 */
import type { AnyGame, Seat } from '../../../domain/engine/game.js';
import { changesBetween, nextRecord } from '../games/evolve-record.js';
import type { Actor, GameRecord, SeatVacation, Snapshot } from '../core/model.js';
import { movedDeadline, vacationOf } from './seat-vacation.js';

const HOUR_MS = 3_600_000;

const system = (reason: string): Actor => ({ kind: 'system', reason });

/** The version that puts `seat` on vacation from `since` until `until` (null when it already is, to that moment). */
export function vacationStartedRecord(game: AnyGame, latest: GameRecord, seat: Seat, v: SeatVacation, at: Date, auto: boolean): GameRecord | null {
  const s = latest.snapshot;
  const before = vacationOf(s, seat);
  if (before && before.until === v.until) return null;
  // A vacation already running in this game keeps its start: the time since then is vacation too.
  const vacation = before ? { since: before.since, until: v.until } : v;
  const record = nextRecord(game, latest, {
    actor: system(auto ? 'auto-vacation' : 'vacation'),
    at,
    platformEvents: [{ type: 'VacationStarted', seat, until: v.until, ...(auto ? { auto: true as const } : {}) }],
    changes: { vacations: { ...s.vacations, [String(seat)]: vacation } },
  });
  // The deadline index moves to the vacation's end (nextDue), which may be later than it was.
  return { ...record, changes: { ...record.changes!, due: true } };
}

/**
 * The version that ends `seat`'s vacation at `end` (its planned end, or earlier when the player
 * ended it): each of its pending decisions' deadline moved by the vacation time it was open for.
 * Null when the seat is not on vacation.
 */
export function vacationEndedRecord(game: AnyGame, latest: GameRecord, seat: Seat, end: Date, at: Date): GameRecord | null {
  const s = latest.snapshot;
  const v = vacationOf(s, seat);
  if (!v) return null;
  const endIso = new Date(Math.min(end.getTime(), Date.parse(v.until))).toISOString();
  const { [String(seat)]: _ended, ...others } = s.vacations ?? {};
  const movedHours = Math.round(((Date.parse(endIso) - Date.parse(v.since)) / HOUR_MS) * 10) / 10;
  const record = nextRecord(game, latest, {
    actor: system('vacation-ended'),
    at,
    platformEvents: [{ type: 'VacationEnded', seat, movedHours: Math.max(0, movedHours) }],
    changes: Object.keys(others).length ? { vacations: others } : { vacations: undefined },
  });
  // settle() kept each decision's clock from the version before; the seat's deadlines move here.
  const pending = record.snapshot.pending.map((d) => (d.seat === seat ? { ...d, deadline: movedDeadline(d, v, endIso) } : d));
  const snapshot: Snapshot = { ...record.snapshot, pending };
  if (snapshot.vacations === undefined) delete (snapshot as { vacations?: unknown }).vacations;
  return { ...record, snapshot, changes: { ...changesBetween(s, snapshot), due: true } };
}
