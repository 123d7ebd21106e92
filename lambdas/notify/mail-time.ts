/**
 * Times as every mail says them, to the minute, in its reader's time zone: "2026-12-05 15:05
 * Europe/Berlin", or "2026-12-05 14:05 UTC" for a player who has not said where they are. A
 * deadline days away is read by a person deciding when to play: in their own hours, with the
 * zone named so it cannot be mistaken.
 */

/** The reader's IANA time zone (PlayerRecord.timeZone), or null for UTC. */
export type MailZone = string | null;

/** Formatters by zone: one costs tens of microseconds to make, and a mail may say many times. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(zone, f);
  }
  return f;
}

/** An ISO time to the minute in `zone`; UTC when null (or when the zone is one this runtime does not know: a stored zone is never a reason not to mail). */
export function mailMinute(iso: string, zone: MailZone): string {
  if (zone === null || zone === 'UTC') return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatterFor(zone).formatToParts(new Date(iso));
  } catch {
    return mailMinute(iso, null);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} ${zone}`;
}
