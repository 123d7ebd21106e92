/**
 * A player's vacation days (docs/time.md), pure: a new account starts with 15, earns 2.5 more each
 * month (pro rata, a month being a twelfth of a year), never holds more than 30, and each started
 * day of a vacation costs a whole day. The balance is kept as of a moment (`budget.asOf`) and grows
 * from there; a vacation is charged once it is over (or ended), and counted while it runs.
 */
import type { PlayerRecord, PlayerTime } from '../core/model.js';

export const VACATION = {
  startDays: 15,
  daysPerMonth: 2.5,
  maxDays: 30,
  /** The furthest a vacation may be asked for ahead (POST /players/me/vacation). */
  maxAheadDays: 30,
  /** The longest vacation started instead of a passed deadline's fallback. */
  autoDays: 7,
} as const;

export const DAY_MS = 24 * 3_600_000;
const MONTH_MS = (365.2425 / 12) * DAY_MS;

/** A player's time as stored, or what a player who never took a vacation has. */
export function timeOf(player: Pick<PlayerRecord, 'time' | 'createdAt'>): PlayerTime {
  return player.time ?? { budget: { days: VACATION.startDays, asOf: player.createdAt }, vacation: null, autoVacation: true };
}

/** Days a vacation from `since` to `end` costs: each started day counts (a vacation of one minute is a day). */
export function daysCharged(since: string, end: string): number {
  const ms = Date.parse(end) - Date.parse(since);
  return ms <= 0 ? 0 : Math.ceil(ms / DAY_MS);
}

/** The vacation running at `now` (its `until` is still ahead), or null. */
export function currentVacation(time: PlayerTime, now: Date): PlayerTime['vacation'] {
  const v = time.vacation;
  return v && Date.parse(v.until) > now.getTime() && Date.parse(v.since) <= now.getTime() ? v : null;
}

/** The days left at `now`: the balance grown since it was kept, capped, less the vacation taken since (its days so far, while it runs). */
export function daysLeft(time: PlayerTime, now: Date): number {
  const grown = time.budget.days + (VACATION.daysPerMonth * Math.max(0, now.getTime() - Date.parse(time.budget.asOf))) / MONTH_MS;
  const v = time.vacation;
  const spent = v ? daysCharged(v.since, new Date(Math.min(now.getTime(), Date.parse(v.until))).toISOString()) : 0;
  return Math.max(0, Math.min(VACATION.maxDays, grown) - spent);
}

/** The days left as the API shows them: to a tenth of a day, rounded down. */
export const shownDaysLeft = (time: PlayerTime, now: Date): number => Math.floor(daysLeft(time, now) * 10 + 1e-9) / 10;

/** The player's time with the vacation over at `now` (its days charged), the balance kept as of then. */
export function settled(time: PlayerTime, now: Date): PlayerTime {
  return { ...time, budget: { days: daysLeft(time, now), asOf: now.toISOString() }, vacation: null };
}

/** The player's time with a vacation from `now` to `until` (whole days of budget it may cost: checked by the caller). */
export function withVacation(time: PlayerTime, now: Date, until: string, auto = false): PlayerTime {
  return { ...settled(time, now), vacation: { since: now.toISOString(), until, ...(auto ? { auto: true as const } : {}) } };
}

/** The player's time with the running vacation ended at `now`: charged for the days started. */
export function endedAt(time: PlayerTime, now: Date): PlayerTime {
  const v = time.vacation;
  if (!v) return time;
  const end = new Date(Math.min(now.getTime(), Date.parse(v.until))).toISOString();
  return { ...time, vacation: { ...v, until: end } };
}

/** The longest vacation an auto-vacation may start at `now`: whole days of budget left, at most VACATION.autoDays; 0 when none is left. */
export function autoVacationDays(time: PlayerTime, now: Date): number {
  if (!time.autoVacation || currentVacation(time, now)) return 0;
  return Math.min(VACATION.autoDays, Math.floor(daysLeft(time, now) + 1e-9));
}
