/**
 * When a player's daily digest is due: the next time the clock shows `digestHour`:00 in their time
 * zone (UTC when none, or when the zone is one this runtime does not know, as mails do:
 * mail-time.ts). Pure. On a day that skips the hour (a change to summer time) it comes an hour later;
 * on one that repeats it, at the first.
 */
const DAY_MS = 24 * 3_600_000;
/** A new digest at least this long after the last one: changing the hour does not send two in one day. */
export const MIN_DIGEST_GAP_MS = 20 * 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock time in `zone` at `ms`, read as if it were UTC (so the difference is the zone's offset). */
function wallClockMs(ms: number, zone: string | null): number {
  if (zone === null || zone === 'UTC') return ms;
  const parts = formatterFor(zone).formatToParts(new Date(ms));
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
}

/** A zone this runtime knows, or null (UTC). */
function knownZone(zone: string | null): string | null {
  if (zone === null) return null;
  try {
    formatterFor(zone);
    return zone;
  } catch {
    return null;
  }
}

/** The moment the clock in `zone` shows the wall-clock time `wall` (a UTC reading of it). */
function momentOfWallClock(wall: number, zone: string | null): number {
  const first = wall - (wallClockMs(wall, zone) - wall);
  const moment = wall - (wallClockMs(first, zone) - first);
  // A wall-clock time the day skips reads as the hour before it: the moment the clock jumps past it instead.
  const shortBy = wall - wallClockMs(moment, zone);
  return shortBy > 0 ? moment + shortBy : moment;
}

/**
 * The first moment after `after` (and not before `notBefore`, when given) at which the clock in
 * `timeZone` shows `hour`:00, as ISO.
 */
export function nextDigestAt(after: Date, hour: number, timeZone: string | null, notBefore?: string): string {
  const zone = knownZone(timeZone);
  const floor = Math.max(after.getTime() + 1, notBefore === undefined ? -Infinity : Date.parse(notBefore));
  const today = new Date(wallClockMs(after.getTime(), zone));
  for (let day = 0; ; day++) {
    const wall = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + day, hour);
    const at = momentOfWallClock(wall, zone);
    if (at >= floor) return new Date(at).toISOString();
    if (day > 3 + (floor - after.getTime()) / DAY_MS) throw new Error('no digest time found');
  }
}

/** The slot after a digest sent for `slot` at `now`: the next day's, at least MIN_DIGEST_GAP_MS later. */
export function slotAfter(slot: string, now: Date, hour: number, timeZone: string | null): string {
  return nextDigestAt(now, hour, timeZone, new Date(Date.parse(slot) + MIN_DIGEST_GAP_MS).toISOString());
}
