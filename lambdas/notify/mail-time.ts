/**
 * Times as every mail says them, to the minute, in its reader's time zone: "2026-12-05 15:05
 * Europe/Berlin", or "2026-12-05 14:05 UTC" for a player who has not said where they are. A
 * deadline days away is read by a person deciding when to play: in their own hours, with the
 * zone named so it cannot be mistaken, and its day of the week ("Sun 2026-12-06 00:05
 * Europe/Berlin": mailDeadline).
 */

/** The reader's IANA time zone (PlayerRecord.timeZone), or null for UTC. */
export type MailZone = string | null;

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

/** The minute and its weekday in `zone`; in UTC when null (or when the zone is one this runtime does not know: a stored zone is never a reason not to mail). */
function inZone(iso: string, zone: MailZone): { readonly weekday: string; readonly minute: string } {
  if (zone !== null && zone !== 'UTC') {
    try {
      const parts = formatterFor(zone).formatToParts(new Date(iso));
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
      return { weekday: part('weekday'), minute: `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${zone}` };
    } catch {
      // Below: UTC.
    }
  }
  return { weekday: UTC_WEEKDAYS[new Date(iso).getUTCDay()] ?? '', minute: `${iso.slice(0, 16).replace('T', ' ')} UTC` };
}

/** An ISO time to the minute in `zone`: "2026-12-06 00:05 Europe/Berlin" (a recap's lines, a code's expiry minutes away). */
export function mailMinute(iso: string, zone: MailZone): string {
  return inZone(iso, zone).minute;
}

/** A time someone plans a day around, a deadline: with its weekday in `zone`, "Sun 2026-12-06 00:05 Europe/Berlin". */
export function mailDeadline(iso: string, zone: MailZone): string {
  const { weekday, minute } = inZone(iso, zone);
  return `${weekday} ${minute}`;
}
