/**
 * What leaves the server (rules §7). A seat sees its own hand and vote; everyone sees the table,
 * the whole discard pile, counts of hands and of the draw pile, who has voted, and every finished
 * hand's scoring with its revealed hands and votes. Never another hand, the draw pile order, other
 * votes before scoring, sealed Commissioner discards, or the seed (which this module never holds).
 */
import type { Viewer } from '../../engine/game.js';
import { isSeat } from '../../engine/visibility.js';
import { CARD_CATALOGUE, inCatalogueOrder, SUSPECTS } from './cards.js';
import type { Event } from './events.js';
import { pause, type State } from './state.js';
import { suspectTotals, tableFacts } from './table.js';

export function view(s: State, viewer: Viewer) {
  const me = isSeat(viewer) && viewer >= 0 && viewer < s.seatCount ? viewer : null;
  const facts = tableFacts(s);
  const totals = suspectTotals(s);
  const myBallot = me === null ? undefined : s.vote.ballots.find((b) => b.seat === me);
  return {
    game: 'ripper-rummy',
    viewer: me === null ? 'spectator' : me,
    options: s.options,
    hand: s.handNumber,
    dealer: s.dealer,
    turn: s.turn,
    /** A simultaneous decision the turn waits for, if any. */
    waitingFor: pause(s),
    scores: s.scores,
    yourHand: me === null ? null : inCatalogueOrder(s.hands[me] ?? []),
    handCounts: s.hands.map((h) => h.length),
    areas: s.areas.map((a, seat) => ({ seat, melds: a.melds, singles: a.singles })),
    discardPile: s.discardPile,
    drawPileCount: s.drawPile.length,
    reshuffles: s.reshuffles,
    victimsInPlay: facts.victimsInPlay,
    suspects: SUSPECTS.map((x) => ({ id: x.id, number: x.number, name: x.name, colour: x.colour, total: totals[x.id], alibi: facts.alibi?.suspect === x.id })),
    activeAlibi: facts.alibi,
    vote: {
      called: s.vote.calledBy !== null,
      calledBy: s.vote.calledBy,
      voted: s.vote.ballots.map((b) => b.seat).sort((a, b) => a - b),
      yourVote: myBallot ? { suspect: myBallot.suspect } : null,
    },
    commissioner: s.commissioner && {
      seat: s.commissioner.seat,
      card: s.commissioner.card,
      waiting: s.commissioner.waiting,
      discarded: s.commissioner.chosen.map((c) => c.seat).sort((a, b) => a - b),
      yourDiscard: s.commissioner.chosen.find((c) => c.seat === me)?.card ?? null,
    },
    lastCommissionerDiscards: s.lastCommissionerDiscards,
    escapeWindow: s.escapeWindow,
    lastSceneTake: s.lastSceneTake,
    scoredHands: s.scoredHands,
    lastReveal: s.lastReveal,
    winner: s.winner,
    catalogue: CARD_CATALOGUE,
  };
}

export type RipperRummyView = ReturnType<typeof view>;

/** History as `viewer` may see it: secret parts reduced to what is public (counts, who acted). */
export function redact(e: Event, viewer: Viewer) {
  const own = (seat: number) => isSeat(viewer) && viewer === seat;
  switch (e.type) {
    case 'HandDealt':
      return {
        type: e.type,
        hand: e.hand,
        dealer: e.dealer,
        handCounts: e.hands.map((h) => h.length),
        drawPileCount: e.drawPile.length,
        discardPile: e.discardPile,
        yourHand: isSeat(viewer) && e.hands[viewer] ? inCatalogueOrder(e.hands[viewer]) : null,
      };
    case 'CardDrawn':
      return e.from === 'deck' && !own(e.seat) ? { type: e.type, seat: e.seat, from: e.from, reason: e.reason } : e;
    case 'DrawPileRebuilt':
      return { type: e.type, drawPileCount: e.drawPile.length, kept: e.kept };
    case 'DrawPileShuffled':
      return { type: e.type, drawPileCount: e.drawPile.length };
    case 'VoteCast':
      return own(e.seat) ? e : { type: e.type, seat: e.seat };
    case 'CommissionerDiscardChosen':
      return own(e.seat) ? e : { type: e.type, seat: e.seat };
    default:
      return e;
  }
}

export type RipperRummyRedactedEvent = ReturnType<typeof redact>;
