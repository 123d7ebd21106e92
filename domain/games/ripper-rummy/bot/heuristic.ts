/**
 * The heuristic every level starts from (see ../bot.ts for what it values): a score for each legal
 * command, read from the seat's view alone. `normal` plays its best command; `hard`'s search
 * (search.ts) uses it to pick the candidates worth playing out, and to play every seat in a playout.
 */
import type { Seat } from '../../../engine/game.js';
import type { Rng } from '../../../engine/rng.js';
import type { Command } from '../play/commands.js';
import { cardOf, kindOf, type CardId, type Suit, type SuspectId } from '../rules/cards.js';
import { RULES } from '../rules/parameters.js';
import type { RipperRummyView } from '../view/view.js';

/** A rough cost per unseen card left in another seat's hand, for the escape comparison. */
const UNSEEN_CARD_COST = 1.5;

/** The heuristic's value of each command, in the order given. */
export function heuristicValues(view: RipperRummyView, seat: Seat, commands: readonly Command[]): number[] {
  const table = readTable(view, seat);
  return commands.map((command) => valueOf(command, table));
}

/** The heuristic's best command (`normal`'s choice); ties broken by the rng. */
export function heuristicChoice(view: RipperRummyView, seat: Seat, commands: readonly Command[], rng: Rng): Command {
  const values = heuristicValues(view, seat, commands);
  let best: Command[] = [];
  let bestValue = -Infinity;
  commands.forEach((command, i) => {
    const value = values[i] as number;
    if (value > bestValue) [best, bestValue] = [[command], value];
    else if (value === bestValue) best.push(command);
  });
  return rng.pick(best);
}

/** What the heuristic reads off the view, once per decision. */
interface Table {
  view: RipperRummyView;
  seat: Seat;
  hand: readonly CardId[];
  /** Suits with a meld anywhere on the table. */
  melded: ReadonlySet<Suit>;
  /** Suits of Evidence in this seat's own area (a Wild may copy one). */
  ownSuspects: Map<SuspectId, number>;
  /** Cards of each suit in hand (Wilds not counted). */
  suitCounts: Map<Suit, number>;
  /** The suspect the table would name now, or null (an escape). */
  ripper: SuspectId | null;
  /** Each seat's evidence points for each suspect on the table. */
  contribution: (seat: Seat, suspect: SuspectId) => number;
}

function readTable(view: RipperRummyView, seat: Seat): Table {
  const hand = view.yourHand ?? [];
  const melded = new Set<Suit>();
  const ownSuspects = new Map<SuspectId, number>();
  const points = new Map<string, number>();
  for (const area of view.areas) {
    for (const meld of area.melds) melded.add(meld.suit);
    for (const placed of [...area.melds.flatMap((m) => m.cards), ...area.singles]) {
      const kind = kindOf(placed.card);
      if ((kind === 'evidence' || kind === 'wild' || kind === 'suspect') && placed.suspect) {
        const key = `${area.seat}:${placed.suspect}`;
        points.set(key, (points.get(key) ?? 0) + (kind === 'suspect' ? 3 : 2));
        if (area.seat === seat && kind !== 'suspect') ownSuspects.set(placed.suspect, (ownSuspects.get(placed.suspect) ?? 0) + 1);
      }
    }
  }
  const suitCounts = new Map<Suit, number>();
  for (const card of hand) {
    const suit = cardOf(card).suit;
    if (suit !== null) suitCounts.set(suit, (suitCounts.get(suit) ?? 0) + 1);
  }
  return { view, seat, hand, melded, ownSuspects, suitCounts, ripper: namedNow(view), contribution: (s, x) => points.get(`${s}:${x}`) ?? 0 };
}

/** The Ripper the table names now (rules §5): the eligible suspect with the highest total, ties to the lowest number. */
function namedNow(view: RipperRummyView): SuspectId | null {
  let best: { id: SuspectId; total: number } | null = null;
  for (const s of view.suspects) {
    if (s.alibi || s.total <= 0) continue;
    if (best === null || s.total > best.total) best = { id: s.id, total: s.total };
  }
  return best?.id ?? null;
}

function valueOf(command: Command, t: Table): number {
  switch (command.type) {
    case 'ripper-escapes':
      return escapeGain(t) > 0 ? 1_000 : -1_000;
    case 'pass':
      return 0;
    case 'vote':
      return command.suspect === null ? 0 : command.suspect === t.ripper ? 10 : -1;
    case 'call-vote':
      // Everybody gets +10 for a right vote; the bot votes from what the table shows, so it gains.
      return t.ripper === null ? -1 : 5;
    case 'draw':
      return command.from === 'deck' ? 2 : usableNow(t.view.discardPile.at(-1), t) ? 8 : 0;
    case 'meld':
      return meldValue(command.cards, t);
    case 'play':
      return playValue(command, t);
    case 'discard':
      return discardValue(command.card, t);
  }
}

function meldValue(cards: readonly CardId[], t: Table): number {
  const wilds = cards.filter((c) => kindOf(c) === 'wild').length;
  const suit = cards.map((c) => cardOf(c).suit).find((s) => s !== null);
  // Bigger melds empty the hand faster; a Wild kept back can still copy later.
  return 60 + 3 * (cards.length - wilds) + wilds + (suit === t.ripper ? 2 : 0);
}

function playValue(command: Extract<Command, { type: 'play' }>, t: Table): number {
  const kind = kindOf(command.card);
  const victimsOnTable = t.view.victimsInPlay;
  switch (kind) {
    case 'evidence':
    case 'letter':
      return 40 + (cardOf(command.card).suit === t.ripper ? 2 : 0);
    case 'wild':
      return command.suspect ? 30 + (t.ownSuspects.get(command.suspect) ?? 0) + (command.suspect === t.ripper ? 3 : 0) : -50;
    case 'suspect':
      return 35 + (cardOf(command.card).suspects[0] === t.ripper ? 5 : 0);
    case 'alibi': {
      const named = command.suspect ?? cardOf(command.card).suspects[0];
      if (named === undefined || named !== t.ripper) return -20;
      const mine = t.contribution(t.seat, named);
      const theirs = Math.max(0, ...t.view.areas.filter((a) => a.seat !== t.seat).map((a) => t.contribution(a.seat, named)));
      return theirs > mine ? 25 + theirs - mine : -20;
    }
    case 'victim':
      return victimsOnTable === 0 ? 50 : 12;
    case 'ripper-strikes':
      return victimsOnTable === 0 ? 45 : 8;
    case 'scene':
      return 10 + (command.take === undefined ? 0 : keepValue(command.take, t) / 2);
    case 'commissioner-resigns':
      // 0 points either way; playing it empties the hand by one.
      return t.hand.length <= 3 ? 6 : 1;
    case 'ripper-escapes':
      return -1_000;
  }
}

/**
 * Whether the top discard could leave the hand this turn (a meld or a single, or a Victim that opens
 * the table). Only such a card is worth taking: two bots swapping a merely "nice" card through
 * the discard pile would never draw the deck down, and the hand would never end.
 */
function usableNow(card: CardId | undefined, t: Table): boolean {
  if (card === undefined) return false;
  const def = cardOf(card);
  if (def.kind === 'victim') return t.view.victimsInPlay === 0;
  if (t.view.victimsInPlay === 0) return false;
  if (def.kind === 'wild') return t.ownSuspects.size > 0;
  if (def.suit === null) return false;
  return t.melded.has(def.suit) || (t.suitCounts.get(def.suit) ?? 0) >= 2;
}

/** Discarding: going out ends the hand in the bot's favour; otherwise lose the least wanted card. */
function discardValue(card: CardId, t: Table): number {
  const duringTurn = t.view.turn.seat === t.seat && t.view.commissioner?.waiting.includes(t.seat) !== true;
  if (duringTurn && t.hand.length === 1) return 500;
  return -keepValue(card, t);
}

/** How much the bot wants to hold `card` (more = keep); 0 for an unknown card. */
function keepValue(card: CardId, t: Table): number {
  if (card === '') return 0;
  const def = cardOf(card);
  switch (def.kind) {
    case 'ripper-escapes':
      return 100;
    case 'wild':
      return 12;
    case 'evidence':
    case 'letter': {
      const suit = def.suit as Suit;
      if (t.melded.has(suit)) return 10;
      const same = t.suitCounts.get(suit) ?? 0;
      // Letters cost 3 and Evidence 2 when stuck in hand at scoring.
      return 3 * same - def.points;
    }
    case 'suspect':
    case 'alibi':
      return def.suspects.some((s) => t.melded.has(s)) ? 6 : (t.suitCounts.get(def.suspects[0] as Suit) ?? 0) - 1;
    case 'victim':
      return t.view.victimsInPlay === 0 ? 9 : 2;
    case 'ripper-strikes':
      return t.view.victimsInPlay === 0 ? 7 : 0;
    case 'scene':
      return 2;
    case 'commissioner-resigns':
      return 0;
  }
}

/**
 * Escape scoring against normal scoring, as seen from the view (rules §6): the bot's lead over the
 * best other seat under each; positive means the escape serves it better.
 */
function escapeGain(t: Table): number {
  const { view, seat } = t;
  const escapeScore = (s: Seat) => view.areas[s]?.singles.filter((p) => ['victim', 'scene'].includes(kindOf(p.card))).length ?? 0;
  const normalScore = (s: Seat) => {
    const area = view.areas[s];
    if (!area) return 0;
    let total = 0;
    for (const placed of [...area.melds.flatMap((m) => m.cards), ...area.singles]) {
      const points = kindOf(placed.card) === 'wild' ? 2 : cardOf(placed.card).points;
      const counts = ['evidence', 'wild', 'suspect'].includes(kindOf(placed.card)) && placed.suspect === t.ripper;
      total += counts ? points * RULES.ripperMultiplier : points;
    }
    const inHand = s === seat ? t.hand.reduce((sum, c) => sum + (c === 'ripper-escapes' ? 0 : handCost(c, t)), 0) : (view.handCounts[s] ?? 0) * UNSEEN_CARD_COST;
    return total - inHand;
  };
  const others = view.areas.map((a) => a.seat).filter((s) => s !== seat);
  const lead = (score: (s: Seat) => number, bonus: number) => score(seat) + bonus - Math.max(...others.map(score));
  const holderPenalty = RULES.escapeHolderPenaltyPerVictim * view.victimsInPlay;
  return lead(escapeScore, 35) - lead(normalScore, -holderPenalty);
}

/** What a card left in hand costs at normal scoring (rules §6.3–6.4), read from the table. */
function handCost(card: CardId, t: Table): number {
  const def = cardOf(card);
  const related =
    (def.suit !== null && t.melded.has(def.suit)) ||
    (def.kind === 'wild' && [...t.melded].some((s) => s !== 'letters')) ||
    ((def.kind === 'suspect' || def.kind === 'alibi') && def.suspects.some((s) => t.melded.has(s)));
  return related ? 0 : def.points;
}
