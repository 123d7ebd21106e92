/**
 * The state as one viewer may see it (rules §7). A seat sees its own hand and vote; everyone sees the table,
 * the whole discard pile, counts of hands and of the draw pile, who has voted, and the last scored
 * hand with its revealed hands and votes (earlier ones: the HandScored events of the history) and how
 * many hands were scored. Never another hand, the draw pile order, other
 * votes before scoring, sealed Commissioner discards, or the seed (which this module never holds).
 */
import type { Viewer } from '../../../engine/game.js';
import { isSeat } from '../../../engine/visibility.js';
import { CARD_CATALOGUE, inCatalogueOrder, SUSPECTS } from '../rules/cards.js';
import { handsScoredOf, isSeatOf, pause, type State } from '../play/state.js';
import { suspectTotals, tableFacts } from '../rules/table.js';

export function view(s: State, viewer: Viewer) {
  const me = isSeat(viewer) && isSeatOf(s, viewer) ? viewer : null;
  const facts = tableFacts(s);
  const totals = suspectTotals(s);
  const myBallot = me === null ? undefined : s.vote.ballots.find((b) => b.seat === me);
  const seen: Viewer = me ?? 'spectator';
  return {
    game: 'ripper-rummy' as const,
    viewer: seen,
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
    handsScored: handsScoredOf(s),
    lastReveal: s.lastReveal,
    winner: s.winner,
    catalogue: CARD_CATALOGUE,
  };
}

export type RipperRummyView = ReturnType<typeof view>;
