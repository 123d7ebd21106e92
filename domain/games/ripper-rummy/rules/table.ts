/**
 * Facts about the table (all play areas), derived from state: what is in play decides what may be played.
 */
import type { Seat } from '../../../engine/game.js';
import { CARD_KINDS, cardOf, kindOf, SUSPECT_IDS, type CardId, type Suit, type SuspectId } from './cards.js';
import type { Area, Placed, State } from '../play/state.js';

export function placedIn(area: Area): Placed[] {
  return [...area.melds.flatMap((m) => m.cards), ...area.singles];
}

export function allPlaced(s: State): { seat: Seat; placed: Placed }[] {
  return s.areas.flatMap((area, seat) => placedIn(area).map((placed) => ({ seat, placed })));
}

export interface TableFacts {
  /** "Table empty": no card in any play area. */
  readonly empty: boolean;
  readonly victimsInPlay: number;
  /** Suits with at least one meld on the table (anyone's area). */
  readonly meldedSuits: ReadonlySet<Suit>;
  /** The active Alibi (at most one is on the table), with the suspect it names. */
  readonly alibi: { seat: Seat; card: CardId; suspect: SuspectId } | null;
}

export function tableFacts(s: State): TableFacts {
  let empty = true;
  let victimsInPlay = 0;
  const meldedSuits = new Set<Suit>();
  let alibi: TableFacts['alibi'] = null;
  s.areas.forEach((area, seat) => {
    for (const m of area.melds) {
      meldedSuits.add(m.suit);
      empty = false;
    }
    for (const p of area.singles) {
      empty = false;
      const kind = kindOf(p.card);
      if (kind === 'victim') victimsInPlay++;
      if (kind === 'alibi' && p.suspect) alibi = { seat, card: p.card, suspect: p.suspect };
    }
  });
  return { empty, victimsInPlay, meldedSuits, alibi };
}

/** Suits of the Evidence in one seat's own area (a Wild copies one of these). */
export function ownEvidenceSuspects(s: State, seat: Seat): Set<SuspectId> {
  const out = new Set<SuspectId>();
  const area = s.areas[seat];
  if (!area) return out;
  for (const p of placedIn(area)) {
    const kind = kindOf(p.card);
    if ((kind === 'evidence' || kind === 'wild') && p.suspect) out.add(p.suspect);
  }
  return out;
}

/** A card counts towards a suspect's case: his Evidence, Wilds standing for him, his Suspect card (§5.1). */
export function countsFor(p: Placed): SuspectId | null {
  const kind = kindOf(p.card);
  return kind === 'evidence' || kind === 'wild' || kind === 'suspect' ? p.suspect : null;
}

/** The points a placed card scores; a Wild scores as the Evidence it stands for. */
export function placedPoints(p: Placed): number {
  return kindOf(p.card) === 'wild' ? CARD_KINDS.evidence.points : cardOf(p.card).points;
}

/** Each suspect's total on the table (§5.1). */
export function suspectTotals(s: State): Record<SuspectId, number> {
  const totals = Object.fromEntries(SUSPECT_IDS.map((id) => [id, 0])) as Record<SuspectId, number>;
  for (const { placed } of allPlaced(s)) {
    const who = countsFor(placed);
    if (who) totals[who] += placedPoints(placed);
  }
  return totals;
}

/**
 * Naming the Ripper (§5): among eligible suspects (some card on the table counts for him, and no
 * active Alibi names him), the one with the highest total; ties go to the lowest number.
 */
export function nameRipper(s: State): SuspectId | null {
  const totals = suspectTotals(s);
  const onTable = new Set(allPlaced(s).map(({ placed }) => countsFor(placed)));
  const alibied = tableFacts(s).alibi?.suspect ?? null;
  let best: SuspectId | null = null;
  // SUSPECT_IDS is in tie-break order, so a strict ">" keeps the lowest number on ties.
  for (const id of SUSPECT_IDS) {
    if (id === alibied || !onTable.has(id)) continue;
    if (best === null || totals[id] > totals[best]) best = id;
  }
  return best;
}
