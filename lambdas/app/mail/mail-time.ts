/**
 * Times as every mail says them, to the minute, in its reader's time zone and on their clock:
 * "2026-12-05 15:05 Europe/Berlin", "2026-12-05 3:05 PM America/New_York", or "2026-12-05 14:05
 * UTC" for a player who has not said where they are. A deadline days away is read by a person
 * deciding when to play: in their own hours, with the zone named so it cannot be mistaken, and its
 * day of the week ("Sun 2026-12-06 00:05 Europe/Berlin": mailDeadline).
 */
import type { ClockStyle } from '../core/model.js';

/** How a reader's mails give times: their IANA time zone (null: UTC) and clock (PlayerRecord has both). */
export interface MailTime {
  readonly timeZone: string | null;
  readonly clock: ClockStyle;
}

/** For a reader we know nothing of: UTC, 24-hour. */
export const UTC_24H: MailTime = { timeZone: null, clock: '24h' };

/** Formatters by zone: one costs tens of microseconds to make, and a mail may say many times. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(zone, f);
  }
  return f;
}

const UTC_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface LocalMinute {
  readonly weekday: string;
  /** YYYY-MM-DD */
  readonly date: string;
  /** 0–23 */
  readonly hour: number;
  /** two digits */
  readonly minute: string;
  readonly zone: string;
}

/** The minute in `zone`; in UTC when null (or when the zone is one this runtime does not know: a stored zone is never a reason not to mail). */
function inZone(iso: string, zone: string | null): LocalMinute {
  if (zone !== null && zone !== 'UTC') {
    try {
      const parts = formatterFor(zone).formatToParts(new Date(iso));
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
      return { weekday: part('weekday'), date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')), minute: part('minute'), zone };
    } catch {
      // Below: UTC.
    }
  }
  return { weekday: UTC_WEEKDAYS[new Date(iso).getUTCDay()] ?? '', date: iso.slice(0, 10), hour: Number(iso.slice(11, 13)), minute: iso.slice(14, 16), zone: 'UTC' };
}

/** "00:05" on a 24-hour clock; "12:05 AM" on a 12-hour one (no leading zero: "6:30 PM"). */
function clockTime(t: LocalMinute, clock: ClockStyle): string {
  if (clock === '24h') return `${String(t.hour).padStart(2, '0')}:${t.minute}`;
  return `${((t.hour + 11) % 12) + 1}:${t.minute} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

function minuteText(t: LocalMinute, clock: ClockStyle): string {
  return `${t.date} ${clockTime(t, clock)} ${t.zone}`;
}

/** An ISO time to the minute as `reader` reads it: "2026-12-06 00:05 Europe/Berlin" (a recap's lines, a code's expiry minutes away). */
export function mailMinute(iso: string, reader: MailTime): string {
  return minuteText(inZone(iso, reader.timeZone), reader.clock);
}

/** A time someone plans a day around, a deadline: with its weekday, "Sun 2026-12-06 00:05 Europe/Berlin". */
export function mailDeadline(iso: string, reader: MailTime): string {
  const t = inZone(iso, reader.timeZone);
  return [t.weekday, minuteText(t, reader.clock)].filter(Boolean).join(' ');
}
