/**
 * End of a hand (§5–§6): naming the Ripper, normal scoring, Ripper Escapes scoring, and the game's end.
 */
import type { Seat } from '../../../engine/game.js';
import { CARD_KINDS, cardOf, kindOf, type CardId } from './cards.js';
import { RULES } from './parameters.js';
import { emptyArea, seatsOf, type HandEnding, type HandScore, type PlayerScore, type Reveal, type State } from '../play/state.js';
import { countsFor, nameRipper, placedIn, placedPoints, suspectTotals, tableFacts, type TableFacts } from './table.js';

/**
 * §6.3: a card left in hand is "related to evidence on the table" (discarded without score) when it is
 * Evidence of a melded suit, a Letter with a Letters meld, a Wild with any suspect meld, or a Suspect
 * or Alibi card whose suspect (either of the royal Alibi's) has a meld.
 */
function relatedToTable(card: CardId, facts: TableFacts): boolean {
  const def = cardOf(card);
  switch (def.kind) {
    case 'evidence':
    case 'letter':
      return def.suit !== null && facts.meldedSuits.has(def.suit);
    case 'wild':
      return [...facts.meldedSuits].some((suit) => suit !== 'letters');
    case 'suspect':
    case 'alibi':
      return def.suspects.some((s) => facts.meldedSuits.has(s));
    default:
      return false;
  }
}

/** What a card left in hand would cost at a normal scoring now (§6.3–6.5); 0 when it would be excused. */
export function handCardCost(card: CardId, facts: TableFacts): number {
  if (relatedToTable(card, facts)) return 0;
  if (kindOf(card) === 'ripper-escapes') return RULES.escapeHolderPenaltyPerVictim * facts.victimsInPlay;
  return cardOf(card).points;
}

/** Ripper Escapes scoring applies when the card was played, the deck ran out twice, or nobody can be named. */
export function scoreHand(s: State, ending: HandEnding): { score: HandScore; reveal: Reveal } {
  const facts = tableFacts(s);
  const ripper = nameRipper(s);
  const escaped = ending.reason === 'ripper-escapes' || ending.reason === 'deck-exhausted' || ripper === null;
  const seats = seatsOf(s);
  const players = seats.map((seat) => (escaped ? escapeScore(s, seat, ending) : normalScore(s, seat, ripper, facts)));
  const score: HandScore = {
    hand: s.handNumber,
    dealer: s.dealer,
    ending,
    scoring: escaped ? 'ripper-escapes' : 'normal',
    ripper: escaped ? null : ripper,
    suspectTotals: suspectTotals(s),
    players,
    totals: seats.map((seat) => (s.scores[seat] ?? 0) + (players[seat]?.total ?? 0)),
  };
  const reveal: Reveal = { hand: s.handNumber, hands: s.hands.map((h) => [...h]), votes: [...s.vote.ballots] };
  return { score, reveal };
}

/** §6 normal scoring, steps 1–6 in order. */
function normalScore(s: State, seat: Seat, ripper: string | null, facts: TableFacts): PlayerScore {
  const placed = placedIn(s.areas[seat] ?? emptyArea());
  const cards = sum(placed.map(placedPoints));
  const doubles = (RULES.ripperMultiplier - 1) * sum(placed.filter((p) => countsFor(p) === ripper).map(placedPoints));
  const hand = s.hands[seat] ?? [];
  const excused = hand.filter((card) => relatedToTable(card, facts));
  const deductions = -sum(hand.filter((card) => !relatedToTable(card, facts)).map((card) => handCardCost(card, facts)));
  const ballot = s.vote.ballots.find((b) => b.seat === seat);
  const voteBonus = ballot && ballot.suspect !== null && ballot.suspect === ripper ? RULES.correctVoteBonus : 0;
  return { seat, cards, doubles, excused, deductions: deductions || 0, voteBonus, escapeBonus: 0, total: cards + doubles + deductions + voteBonus };
}

/** §6 Ripper Escapes scoring: only Victims and Scenes in your area; the player of Ripper Escapes adds its points. */
function escapeScore(s: State, seat: Seat, ending: HandEnding): PlayerScore {
  const placed = placedIn(s.areas[seat] ?? emptyArea());
  const cards = sum(placed.filter((p) => ['victim', 'scene'].includes(kindOf(p.card))).map(placedPoints));
  const escapeBonus = ending.reason === 'ripper-escapes' && ending.seat === seat ? CARD_KINDS['ripper-escapes'].points : 0;
  return { seat, cards, doubles: 0, excused: [], deductions: 0, voteBonus: 0, escapeBonus, total: cards + escapeBonus };
}

/** §2.4: the game ends when someone has reached the target and one player alone has the highest total. */
export function gameWinner(totals: readonly number[], targetScore: number): Seat | null {
  const best = Math.max(...totals);
  if (best < targetScore) return null;
  const leaders = totals.flatMap((t, seat) => (t === best ? [seat] : []));
  return leaders.length === 1 ? (leaders[0] ?? null) : null;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
