/**
 * The 62 cards of Ripper Rummy (rules §1), as data.
 *
 * Points and counts live in CARD_KINDS (one row per kind of card); the named cards of each kind are
 * listed below it. `CARDS` expands both into the 62 physical cards, each with a unique, readable id
 * (`druitt-3`, `letter-2`, `wild-1`, `victim-nichols`, `scene-bucks-row`, …). Nothing else in the
 * game hard-codes a card's points or a kind's count.
 *
 * Tags follow the spec: [F] fragment, [S] public sources, [R] our reconstruction.
 */

/** The six suspects, in tie-break order (the number printed at lower left). [names S; numbers, colours R] */
export const SUSPECTS = [
  { id: 'druitt', number: 1, name: 'Montague Druitt', colour: 'green' },
  { id: 'eddy', number: 2, name: 'Prince Eddy (Prince Albert Victor)', colour: 'purple' },
  { id: 'gull', number: 3, name: 'Sir William Gull', colour: 'blue' },
  { id: 'chapman', number: 4, name: 'George Chapman', colour: 'brown' },
  { id: 'jill', number: 5, name: '"Jill the Ripper"', colour: 'red' },
  { id: 'pedachenko', number: 6, name: 'Dr. Alexander Pedachenko', colour: 'yellow' },
] as const;

export type SuspectId = (typeof SUSPECTS)[number]['id'];
export const SUSPECT_IDS: readonly SuspectId[] = SUSPECTS.map((s) => s.id);

/** An Evidence suit: one per suspect, plus the Letters, which are a suit of their own. */
export type Suit = SuspectId | 'letters';
export const SUITS: readonly Suit[] = [...SUSPECT_IDS, 'letters'];

export type Family = 'evidence' | 'gavel' | 'neither';
export type CardKind =
  | 'evidence'
  | 'letter'
  | 'wild'
  | 'suspect'
  | 'alibi'
  | 'victim'
  | 'scene'
  | 'ripper-strikes'
  | 'commissioner-resigns'
  | 'ripper-escapes';

interface KindRow {
  readonly family: Family;
  /** Points in the upper right corner. */
  readonly points: number;
  /** 0-point Gavel cards go to the discard pile after use instead of staying in an area. [F] */
  readonly discardedAfterUse: boolean;
}

/** One row per kind of card: the only place points live. */
export const CARD_KINDS: Readonly<Record<CardKind, KindRow>> = {
  evidence: { family: 'evidence', points: 2, discardedAfterUse: false }, // [R] 5 per suspect, see EVIDENCE_PER_SUSPECT
  letter: { family: 'evidence', points: 3, discardedAfterUse: false }, // [S]
  // [R] A Wild scores as the suspect Evidence it stands for (never a Letter), so on the table it is
  // worth `evidence.points`; left in hand it costs the same, the value of the card it could have been.
  wild: { family: 'evidence', points: 2, discardedAfterUse: false },
  suspect: { family: 'gavel', points: 3, discardedAfterUse: false }, // [R]
  alibi: { family: 'gavel', points: 3, discardedAfterUse: false }, // [R]
  victim: { family: 'gavel', points: 1, discardedAfterUse: false }, // [S]
  scene: { family: 'gavel', points: 1, discardedAfterUse: false }, // [S]
  'ripper-strikes': { family: 'gavel', points: 0, discardedAfterUse: true }, // [S] count, [F] discarded
  'commissioner-resigns': { family: 'gavel', points: 0, discardedAfterUse: true }, // [S] count, [F] discarded
  'ripper-escapes': { family: 'neither', points: 35, discardedAfterUse: false }, // [F,S]
};

/** [R] Evidence cards per suspect (6 × 5 = 30). */
const EVIDENCE_PER_SUSPECT = 5;

const LETTERS = ['"Dear Boss" letter', '"Saucy Jacky" postcard', '"From Hell" letter', 'Openshaw letter'] as const; // [S] 4
const WILD_COUNT = 2; // [S]
const RIPPER_STRIKES_COUNT = 2; // [S]
const COMMISSIONER_RESIGNS_COUNT = 2; // [S]

/** The five Victims, each paired with the Scene of her murder. [S] */
const VICTIMS = [
  { id: 'victim-nichols', name: 'Mary Ann Nichols', scene: 'scene-bucks-row', sceneName: "Buck's Row" },
  { id: 'victim-chapman', name: 'Annie Chapman', scene: 'scene-hanbury-street', sceneName: 'Hanbury Street' },
  { id: 'victim-stride', name: 'Elizabeth Stride', scene: 'scene-dutfields-yard', sceneName: "Dutfield's Yard" },
  { id: 'victim-eddowes', name: 'Catherine Eddowes', scene: 'scene-mitre-square', sceneName: 'Mitre Square' },
  { id: 'victim-kelly', name: 'Mary Jane Kelly', scene: 'scene-millers-court', sceneName: "Miller's Court" },
] as const;

/** The five Alibis; the royal one names Prince Eddy or Sir Gull when played. [S,F] */
const ALIBIS: readonly { id: string; name: string; names: readonly SuspectId[] }[] = [
  { id: 'alibi-druitt', name: 'Alibi: Montague Druitt', names: ['druitt'] },
  { id: 'alibi-royal', name: 'Alibi: Prince Eddy / Sir William Gull', names: ['eddy', 'gull'] },
  { id: 'alibi-chapman', name: 'Alibi: George Chapman', names: ['chapman'] },
  { id: 'alibi-jill', name: 'Alibi: "Jill the Ripper"', names: ['jill'] },
  { id: 'alibi-pedachenko', name: 'Alibi: Dr. Alexander Pedachenko', names: ['pedachenko'] },
];

export interface Card {
  readonly id: string;
  readonly kind: CardKind;
  readonly family: Family;
  readonly name: string;
  /** The Evidence suit (Evidence and Letters only; a Wild takes its suit when played). */
  readonly suit: Suit | null;
  /** The suspects this card can be about: its own suspect, or the Alibi's choices. */
  readonly suspects: readonly SuspectId[];
  readonly points: number;
  /** Victim ↔ Scene pairing (used by the `sceneStealsMatchingCard` option). */
  readonly pairedWith: string | null;
}

function card(id: string, kind: CardKind, name: string, extra: Partial<Pick<Card, 'suit' | 'suspects' | 'pairedWith'>> = {}): Card {
  const row = CARD_KINDS[kind];
  return { id, kind, family: row.family, name, points: row.points, suit: null, suspects: [], pairedWith: null, ...extra };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** All 62 cards, in catalogue order (the order used to list cards canonically). */
export const CARDS: readonly Card[] = [
  ...SUSPECTS.flatMap((s) =>
    range(EVIDENCE_PER_SUSPECT).map((n) => card(`${s.id}-${n}`, 'evidence', `Evidence against ${s.name}`, { suit: s.id, suspects: [s.id] })),
  ),
  ...LETTERS.map((name, i) => card(`letter-${i + 1}`, 'letter', name, { suit: 'letters' })),
  ...range(WILD_COUNT).map((n) => card(`wild-${n}`, 'wild', 'Wild evidence', { suspects: SUSPECT_IDS })),
  ...SUSPECTS.map((s) => card(`suspect-${s.id}`, 'suspect', `Suspect: ${s.name}`, { suspects: [s.id] })),
  ...ALIBIS.map((a) => card(a.id, 'alibi', a.name, { suspects: a.names })),
  ...VICTIMS.map((v) => card(v.id, 'victim', `Victim: ${v.name}`, { pairedWith: v.scene })),
  ...VICTIMS.map((v) => card(v.scene, 'scene', `Scene: ${v.sceneName}`, { pairedWith: v.id })),
  ...range(RIPPER_STRIKES_COUNT).map((n) => card(`ripper-strikes-${n}`, 'ripper-strikes', 'Ripper Strikes')),
  ...range(COMMISSIONER_RESIGNS_COUNT).map((n) => card(`commissioner-resigns-${n}`, 'commissioner-resigns', 'Commissioner Resigns')),
  card('ripper-escapes', 'ripper-escapes', 'Ripper Escapes'),
];

export type CardId = string;
export const CARD_IDS: readonly CardId[] = CARDS.map((c) => c.id);

const byId = new Map(CARDS.map((c, i) => [c.id, { card: c, order: i }] as const));

/** The card with this id. Ids come from the command schema or our own state, so they always exist. */
export function cardOf(id: CardId): Card {
  const found = byId.get(id);
  if (!found) throw new RangeError(`unknown card ${id}`);
  return found.card;
}

export const kindOf = (id: CardId): CardKind => cardOf(id).kind;
/** Never throws (evolve relies on it and must be total). */
export const isGavel = (id: CardId): boolean => byId.get(id)?.card.family === 'gavel';

/** Sorts ids into catalogue order (a stable, canonical order for listing cards). */
export function inCatalogueOrder(ids: readonly CardId[]): CardId[] {
  return [...ids].sort((a, b) => (byId.get(a)?.order ?? 0) - (byId.get(b)?.order ?? 0));
}

/** The public card catalogue a client renders from: id → name, family, kind, suit, points. */
export const CARD_CATALOGUE = CARDS.map((c) => ({
  id: c.id,
  name: c.name,
  family: c.family,
  kind: c.kind,
  suit: c.suit,
  suspects: c.suspects,
  points: c.points,
}));
