/**
 * What people type that other people read: names (and token labels) and e-mail addresses.
 *
 * A name is shown to other players, in views and in their e-mails, so it must be one line of
 * visible text: NFC-normalised, trimmed, 1–60 characters (code points), and free of control and
 * format characters and of line and paragraph separators (Unicode Cc, Cf, Zl, Zp; also lone
 * surrogates, private-use and unassigned code points). That refuses line breaks (a forged extra
 * line in someone's mail), NUL, bidirectional overrides (U+202E turning text around), and names
 * made only of zero-width characters.
 *
 * An address's key — trimmed, NFC, lower case — is what "one player per address" compares.
 *
 * A time zone is an IANA name, checked against the runtime's own time-zone data.
 */
import { fail, ok, type Outcome } from './outcome.js';
import { problems } from './problems.js';

export const NAME_MAX = 60;
export const EMAIL_MAX = 254;
/** The longest IANA zone name is 32 characters ("America/Argentina/ComodRivadavia"). */
export const TIME_ZONE_MAX = 64;

/** What an IANA zone name is made of: it is echoed in a refusal only when it is. */
const ZONE_CHARACTERS = /^[A-Za-z0-9_+\-/]+$/;

/** Characters no name may hold: control, format, surrogate, private-use, unassigned; line and paragraph separators. */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u;

/** A name (or token label) as it will be stored and shown, or why it is refused (400 invalid-name). */
export function cleanName(raw: string, what: 'name' | 'label' = 'name'): Outcome<string> {
  const text = raw.normalize('NFC').trim();
  const bad = INVISIBLE_OR_CONTROL.exec(text);
  if (bad) return fail(problems.invalidName(what, `may not hold control or invisible formatting characters (found U+${codePoint(bad[0])}).`));
  const length = [...text].length;
  if (length === 0) return fail(problems.invalidName(what, 'is empty.'));
  if (length > NAME_MAX) return fail(problems.invalidName(what, `has ${length} characters; at most ${NAME_MAX}.`));
  return ok(text);
}

/**
 * A time zone as it will be stored: an IANA name the runtime's time-zone data knows, or why it is
 * refused (400 invalid-time-zone). Mails give their times in it (mail/mail-time.ts). Stored as
 * the player gave it ("Asia/Kolkata" stays, though ICU calls it "Asia/Calcutta"), with its case set
 * right where the runtime spells the name ("europe/berlin" → "Europe/Berlin"; "us/eastern", an
 * alias the runtime does not list, → its zone "America/New_York").
 */
export function cleanTimeZone(raw: string): Outcome<string> {
  const text = raw.trim();
  const plain = text.length > 0 && text.length <= TIME_ZONE_MAX && ZONE_CHARACTERS.test(text);
  if (!plain) return fail(problems.invalidTimeZone(null));
  let canonical: string;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone;
  } catch {
    return fail(problems.invalidTimeZone(text));
  }
  const listed = zoneSpellings().get(text.toLowerCase());
  if (listed) return ok(listed);
  return ok(text === text.toLowerCase() || canonical.toLowerCase() === text.toLowerCase() ? canonical : text);
}

let spellings: Map<string, string> | null = null;

/** The zone names the runtime lists, by their lower case (made on first use: about 400 names). */
function zoneSpellings(): Map<string, string> {
  spellings ??= new Map([...Intl.supportedValuesOf('timeZone'), 'UTC'].map((z) => [z.toLowerCase(), z]));
  return spellings;
}

/** The same, for replacing every one. Made once: a Unicode class this large takes about a millisecond to compile. */
const EVERY_INVISIBLE_OR_CONTROL = new RegExp(INVISIBLE_OR_CONTROL.source, 'gu');

/** The text of a name to quote in a mail: anything a stored name should not hold (from before these rules) made visible. */
export function printable(text: string): string {
  return text.replace(EVERY_INVISIBLE_OR_CONTROL, '\uFFFD');
}

/** An address as stored: trimmed and NFC-normalised (its case kept). */
export function cleanEmail(raw: string): string {
  return raw.normalize('NFC').trim();
}

/** An address's key: "one player per address" compares these (trimmed, NFC, lower case). */
export function emailKey(email: string): string {
  return cleanEmail(email).toLowerCase();
}

function codePoint(ch: string): string {
  return (ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
}
