/**
 * A world the bot can run the rules on, rebuilt from one seat's view: everything the view shows is
 * copied, and what it hides is drawn with the bot's rng so that it stays consistent with the view.
 * The bot never receives the real state; this is one guess of it (a determinization).
 *
 * Hidden, and drawn here: the other seats' hands (their sizes are public), the draw pile (its size
 * is public), the other seats' sealed Commissioner Resigns discards, all dealt from the cards the
 * seat cannot see (the catalogue less its own hand, the play areas, the discard pile and its own
 * sealed discard). Other seats' sealed votes are taken to name the suspect the table names now (a
 * vote is worth the most for that suspect). What the view does not carry at all (which cards an
 * opponent took from the discard pile earlier) is not guessed at: their hands are drawn uniformly.
 */
import type { Seat } from '../../../engine/game.js';
import type { Rng } from '../../../engine/rng.js';
import { CARD_IDS, type CardId, type SuspectId } from '../rules/cards.js';
import type { Ballot, State } from '../play/state.js';
import type { RipperRummyView } from '../view/view.js';

/** The cards `seat` cannot see: in other hands, in the draw pile, or sealed as others' Commissioner discards. */
export function unseenCards(view: RipperRummyView): CardId[] {
  const seen = new Map<CardId, number>();
  const see = (card: CardId) => seen.set(card, (seen.get(card) ?? 0) + 1);
  for (const card of view.yourHand ?? []) see(card);
  for (const area of view.areas) for (const placed of [...area.melds.flatMap((m) => m.cards), ...area.singles]) see(placed.card);
  for (const card of view.discardPile) see(card);
  const mine = view.commissioner?.yourDiscard;
  if (mine) see(mine);
  return CARD_IDS.filter((card) => {
    const n = seen.get(card) ?? 0;
    if (n > 0) seen.set(card, n - 1);
    return n === 0;
  });
}

export function worldFromView(view: RipperRummyView, seat: Seat, rng: Rng): State {
  const cards = rng.shuffle(unseenCards(view));
  let k = 0;
  const take = (n: number): CardId[] => cards.slice(k, (k += n));
  const hands = view.handCounts.map((count, s) => (s === seat ? [...(view.yourHand ?? [])] : take(count)));
  const c = view.commissioner;
  const commissioner = c && {
    seat: c.seat,
    card: c.card,
    waiting: [...c.waiting],
    chosen: c.discarded.map((s) => ({ seat: s, card: s === seat ? (c.yourDiscard ?? '') : (take(1)[0] ?? '') })),
  };
  const drawPile = take(view.drawPileCount);
  return {
    options: view.options,
    seatCount: view.handCounts.length,
    handNumber: view.hand,
    dealer: view.dealer,
    scores: [...view.scores],
    hands,
    drawPile,
    discardPile: [...view.discardPile],
    areas: view.areas.map((a) => ({ melds: a.melds, singles: a.singles })),
    reshuffles: view.reshuffles,
    turn: view.turn,
    vote: { calledBy: view.vote.calledBy, ballots: view.vote.voted.map((s) => ballotOf(view, seat, s)) },
    commissioner,
    escapeWindow: view.escapeWindow,
    lastSceneTake: view.lastSceneTake,
    lastCommissionerDiscards: view.lastCommissionerDiscards,
    scoredHands: view.scoredHands,
    handsScored: view.handsScored,
    lastReveal: view.lastReveal,
    winner: view.winner,
  };
}

function ballotOf(view: RipperRummyView, seat: Seat, voter: Seat): Ballot {
  if (voter === seat) return { seat: voter, suspect: view.vote.yourVote?.suspect ?? null };
  return { seat: voter, suspect: namedNow(view) };
}

/** The suspect the table names now (rules §5): the highest total without an Alibi, ties to the lowest number. */
function namedNow(view: RipperRummyView): SuspectId | null {
  let best: { id: SuspectId; total: number } | null = null;
  for (const s of view.suspects) if (!s.alibi && s.total > 0 && (best === null || s.total > best.total)) best = { id: s.id, total: s.total };
  return best?.id ?? null;
}
