/**
 * An event as a sentence, for people: the history on a game's page, "Since your last move" and
 * the your-turn mail. Each game keeps a table of event type → sentence templates next to its events
 * (`sentences.ts`); a template names the event's fields (`{seat:seat}`, `{score.hand}`) and how to
 * word them. The first template whose every field the event carries is used, so the redacted form
 * of an event (a card drawn from the pile by someone else has no `card`) falls to the next, vaguer
 * template: the sentence never says more than the event it is given. An event type without a
 * template is written generically (its name, then its fields).
 */

/** How to word what an event names (names only: the reader's seat labels, public catalogues). */
export interface Names {
  seat(seat: number): string;
  card(id: string): string;
  suspect(id: string): string;
  character(id: string): string;
}

/** Every event type of a union gets its sentences: a new event type without one does not compile. */
export type SentenceTable<E extends { type: string }> = Readonly<Record<E['type'], readonly string[]>>;

type Wording = (value: unknown, names: Names) => string | null;

/** Equal names once, with how many: ["a", "b", "a"] → ["2 × a", "b"]. */
export function counted(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, k]) => (k > 1 ? `${k} × ${n}` : n));
}

const list = (v: unknown, each: (x: unknown) => string): string | null => (Array.isArray(v) ? (v.length ? v.map(each).join(', ') : 'none') : null);
/** A list of cards, equal ones once with how many: "3 × Evidence against Montague Druitt (on Montague Druitt)". */
const cardList = (v: unknown, each: (x: unknown) => string): string | null => (Array.isArray(v) ? (v.length ? counted(v.map(each)).join(', ') : 'none') : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** `{field:kind}` → the field's words; null when the value is not of that kind (the template is skipped). */
export const WORDINGS: Readonly<Record<string, Wording>> = {
  text: (v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null),
  seat: (v, n) => (typeof v === 'number' ? n.seat(v) : null),
  seats: (v, n) => list(v, (s) => n.seat(Number(s))),
  card: (v, n) => (typeof v === 'string' ? n.card(v) : null),
  cards: (v, n) => cardList(v, (c) => n.card(String(c))),
  suspect: (v, n) => (typeof v === 'string' ? n.suspect(v) : null),
  character: (v, n) => (typeof v === 'string' ? n.character(v) : null),
  characters: (v, n) => list(v, (c) => n.character(String(c))),
  numbers: (v) => list(v, String),
  hexes: (v) => list(v, String),
  /** Cards placed in a meld: each with the suspect it is about, when it is about one. */
  placed: (v, n) =>
    cardList(v, (p) => {
      const { card, suspect } = p as { card: string; suspect: string | null };
      return suspect ? `${n.card(card)} (on ${n.suspect(suspect)})` : n.card(card);
    }),
  /** `{seat, card}` pairs: "Alibi: Mary Kelly (Bob)". */
  seatCards: (v, n) => list(v, (p) => `${n.card(String((p as { card: unknown }).card))} (${n.seat(Number((p as { seat: unknown }).seat))})`),
  pile: (v) => ({ deck: 'draw pile', discard: 'discard pile' })[str(v) ?? ''] ?? null,
  role: (v) => ({ jack: 'Jack', detective: 'the Detective' })[str(v) ?? ''] ?? null,
  /** A role at the start of a sentence. */
  Role: (v) => ({ jack: 'Jack', detective: 'The Detective' })[str(v) ?? ''] ?? null,
  cause: (v) => ({ commissioner: 'played Commissioner Resigns', 'went-out': 'went out' })[str(v) ?? ''] ?? null,
  seen: (v) => (typeof v === 'boolean' ? (v ? 'seen' : 'not seen') : null),
  /** GameCreated's onTimeout, recorded only when it is not the game's fallback. */
  timeout: (v) => (v === 'bot' ? 'a bot plays a missed move' : null),
  right: (v) => (typeof v === 'boolean' ? (v ? 'right' : 'wrong') : null),
  reason: (v) => ({ escaped: 'Jack escaped', 'accused-right': 'the right accusation', 'accused-wrong': 'a wrong accusation', 'round-8': 'the eighth round ended', resigned: 'a resignation' })[str(v) ?? ''] ?? null,
};

export const FIELD = /\{([\w.]+):(\w+)\}/g;

function at(ev: object, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), ev);
}

/** The template with every field filled in, or null when the event lacks one of them. */
function fill(template: string, ev: object, names: Names): string | null {
  let complete = true;
  const text = template.replace(FIELD, (_, path: string, kind: string) => {
    const words = WORDINGS[kind]?.(at(ev, path), names) ?? null;
    if (words === null) complete = false;
    return words ?? '';
  });
  return complete ? text : null;
}

/** "CharacterMoved" → "Character moved". */
function typeWords(type: string): string {
  const spaced = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function plain(v: unknown, depth = 0): string {
  if (v === null || v === undefined) return '–';
  if (Array.isArray(v)) return v.length ? v.map((x) => plain(x, depth + 1)).join(', ') : 'none';
  if (typeof v === 'object') return depth > 1 ? '…' : `(${Object.entries(v).map(([k, x]) => `${typeWords(k).toLowerCase()} ${plain(x, depth + 1)}`).join('; ')})`;
  return String(v);
}

/** An event without a sentence: its name, then each field in words ("Added: seat 0, n 2"). */
function generic(ev: { type: string; [field: string]: unknown }): string {
  const { type, ...fields } = ev;
  const parts = Object.entries(fields).map(([k, v]) => `${typeWords(k).toLowerCase()} ${plain(v)}`);
  const text = parts.length ? `${typeWords(type)}: ${parts.join(', ')}` : typeWords(type);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** The event in the first of `templates` it can fill, or generically: never more than the event carries. */
export function sentenceOf(templates: readonly string[], ev: { type: string; [field: string]: unknown }, names: Names): string {
  for (const t of templates) {
    const line = fill(t, ev, names);
    if (line !== null) return line;
  }
  return generic(ev);
}
