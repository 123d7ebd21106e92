/**
 * Vacation in words and dates (docs/time.md): the end a chosen "last day away" gives, and what the
 * game page says of a seat whose clock waits for its player's vacation.
 */

const DAY_MS = 86_400_000;
/** The API's limit: a vacation ends at most this many days ahead. */
export const VACATION_MAX_AHEAD_DAYS = 30;

/** A date as an `<input type="date">` value (the browser's own day). */
export function dateValue(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The days a vacation may end on: from today to 30 days ahead, as date inputs take them. */
export function vacationDateRange(now = Date.now()): { min: string; max: string } {
  return { min: dateValue(new Date(now)), max: dateValue(new Date(now + VACATION_MAX_AHEAD_DAYS * DAY_MS)) };
}

/**
 * When a vacation whose last day away is `lastDay` (YYYY-MM-DD) ends: the start of the next day on
 * this browser's clock, never later than the API allows (30 days from now, a minute spare for the
 * request's way). Null for a day already past or not a date.
 */
export function vacationEnd(lastDay: string, now = Date.now()): Date | null {
  const [y, m, d] = lastDay.split('-').map(Number);
  if (!y || !m || !d) return null;
  const nextMidnight = new Date(y, m - 1, d + 1).getTime();
  if (!Number.isFinite(nextMidnight) || nextMidnight <= now) return null;
  return new Date(Math.min(nextMidnight, now + VACATION_MAX_AHEAD_DAYS * DAY_MS - 60_000));
}

/** How many vacation days a vacation from now until `end` costs: each started day counts. */
export function daysCharged(end: Date, now = Date.now()): number {
  return Math.max(1, Math.ceil((end.getTime() - now) / DAY_MS));
}

/** "12.5 vacation days left", "1 vacation day left". */
export function daysLeftText(days: number): string {
  return `${days} vacation day${days === 1 ? '' : 's'} left`;
}
