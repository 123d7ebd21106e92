/** Small formatting helpers: relative deadlines, names of seats and cards. */

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "in 3 days", "in 5 hours", "2 minutes ago". */
export function fromNow(iso: string, now = Date.now()): string {
  const ms = Date.parse(iso) - now;
  for (const [unit, size] of UNITS) if (Math.abs(ms) >= size || unit === 'minute') return relative.format(Math.round(ms / size), unit);
  return iso;
}

const DAY_MS = 86_400_000;

/**
 * A deadline as this browser's clock says it, for a player planning when to play: "15:05" today,
 * "Sat 15:05" within the week, "Sat 5 Dec 15:05" beyond (each in the browser's own conventions,
 * 12- or 24-hour). `timeZone` for tests; the browser's own otherwise.
 */
export function exactly(iso: string, now = Date.now(), timeZone?: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const sameDay = day.format(at) === day.format(now);
  const withinWeek = Math.abs(at.getTime() - now) < 6 * DAY_MS;
  const format: Intl.DateTimeFormatOptions = sameDay
    ? { hour: 'numeric', minute: '2-digit' }
    : withinWeek
      ? { weekday: 'short', hour: 'numeric', minute: '2-digit' }
      : { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
  return new Intl.DateTimeFormat(undefined, { ...format, timeZone }).format(at);
}

/**
 * A moment in the past: "3 days ago". One within the last minute, or ahead of this browser's clock
 * (a server's clock running ahead of it), reads "just now", never "in 2 minutes".
 */
export function ago(iso: string, now = Date.now()): string {
  return Date.parse(iso) > now - 60_000 ? 'just now' : fromNow(iso, now);
}

/**
 * When a token was last used, as the API records it: to the hour (`lastUsedAt` is the hour's start),
 * so a use in the current hour reads "this hour", not "2 minutes ago".
 */
export function lastUsed(hourIso: string, now = Date.now()): string {
  return now - Date.parse(hourIso) < 3_600_000 ? 'this hour' : fromNow(hourIso, now);
}

/** An id in words, each part capitalised: "counter-game" → "Counter Game", "move-gaslight" → "Move Gaslight". */
export function title(word: string): string {
  return word.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());
}

/** Equal names once, with how many (shared with the event sentences). */
export { counted } from '../../../domain/engine/sentences.js';

/** The first letter upper case, the rest as it is: "the platform" → "The platform". */
export function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** An option's or a field's key in words: `targetScore` → "Target score". */
export function keyWords(key: string): string {
  return capitalised(key.replace(/([A-Z])/g, ' $1').toLowerCase());
}
