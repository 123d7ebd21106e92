/**
 * evolve: pure and total. Applies one event to the state; no rule checks (decide made them),
 * no randomness (events carry every random outcome). Unknown cards are ignored rather than thrown on.
 */
import type { Seat } from '../../../engine/game.js';
import { isGavel, type CardId } from '../rules/cards.js';
import type { Event } from './events.js';
import { emptyArea, handsScoredOf, newTurn, nextSeat, type Area, type Placed, type State, type Turn } from './state.js';

const without = (list: readonly CardId[], card: CardId): CardId[] => {
  const i = list.indexOf(card);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
};

const withoutAll = (list: readonly CardId[], cards: readonly CardId[]): CardId[] => cards.reduce(without, [...list]);

function updateAt<T>(list: readonly T[], index: number, update: (item: T) => T): T[] {
  return list.map((item, i) => (i === index ? update(item) : item));
}

const removeFromHand = (s: State, seat: Seat, cards: readonly CardId[]) => updateAt(s.hands, seat, (h) => withoutAll(h, cards));
const addToHand = (s: State, seat: Seat, card: CardId) => updateAt(s.hands, seat, (h) => [...h, card]);
const addSingle = (s: State, seat: Seat, placed: Placed) => updateAt(s.areas, seat, (a) => ({ ...a, singles: [...a.singles, placed] }));
const removeSingle = (area: Area, card: CardId): Area => ({ ...area, singles: area.singles.filter((p) => p.card !== card) });

/**
 * The turn once `card` has been played (§3.3): a Gavel card uses up the turn's Gavel, or its one extra
 * when it is the Gavel card a Scene has just taken; any play ends the Scene's "at once".
 */
function afterPlaying(turn: Turn, card: CardId): Turn {
  if (!isGavel(card)) return { ...turn, sceneGavel: null };
  const extra = turn.gavelPlayed && card === turn.sceneGavel;
  return { ...turn, gavelPlayed: true, extraGavelPlayed: turn.extraGavelPlayed || extra, sceneGavel: null };
}

export function evolve(s: State, e: Event): State {
  switch (e.type) {
    case 'HandDealt':
      return {
        ...s,
        handNumber: e.hand,
        dealer: e.dealer,
        hands: e.hands,
        drawPile: e.drawPile,
        discardPile: e.discardPile,
        areas: Array.from({ length: s.seatCount }, emptyArea),
        reshuffles: 0,
        // §2.3: the player left of the dealer moves first.
        turn: newTurn(nextSeat(s, e.dealer)),
        vote: { calledBy: null, ballots: [] },
        commissioner: null,
        escapeWindow: null,
        lastSceneTake: null,
        lastCommissionerDiscards: null,
      };
    case 'VoteCalled':
      return { ...s, vote: { calledBy: e.seat, ballots: [] } };
    case 'VoteCast':
      return { ...s, vote: { ...s.vote, ballots: [...s.vote.ballots, { seat: e.seat, suspect: e.suspect }] } };
    case 'CardDrawn': {
      const drawn = {
        ...s,
        hands: addToHand(s, e.seat, e.card),
        drawPile: e.from === 'deck' ? without(s.drawPile, e.card) : s.drawPile,
        discardPile: e.from === 'discard' ? without(s.discardPile, e.card) : s.discardPile,
      };
      return e.reason === 'turn' ? { ...drawn, turn: { ...s.turn, step: 'play' } } : drawn;
    }
    case 'DrawPileRebuilt':
      return { ...s, drawPile: e.drawPile, discardPile: e.kept ? [e.kept] : [], reshuffles: s.reshuffles + 1 };
    case 'DrawPileShuffled':
      return { ...s, drawPile: e.drawPile };
    case 'MeldPlayed':
      return {
        ...s,
        hands: removeFromHand(s, e.seat, e.cards.map((p) => p.card)),
        areas: updateAt(s.areas, e.seat, (a) => ({ ...a, melds: [...a.melds, { suit: e.suit, cards: e.cards }] })),
        turn: { ...s.turn, sceneGavel: null },
      };
    case 'CardPlayed':
      return {
        ...s,
        hands: removeFromHand(s, e.seat, [e.card]),
        areas: addSingle(s, e.seat, { card: e.card, suspect: e.suspect }),
        turn: afterPlaying(s.turn, e.card),
      };
    case 'AlibisDiscarded':
      return {
        ...s,
        areas: s.areas.map((a, seat) => e.cards.filter((c) => c.seat === seat).reduce((acc, c) => removeSingle(acc, c.card), a)),
        discardPile: [...s.discardPile, ...e.cards.map((c) => c.card)],
      };
    case 'MatchingCardTaken': {
      const moved = { ...s, areas: updateAt(s.areas, e.from, (a) => removeSingle(a, e.card)) };
      return { ...moved, areas: addSingle(moved, e.seat, { card: e.card, suspect: null }) };
    }
    case 'SceneSearched':
      return {
        ...s,
        discardPile: without(s.discardPile, e.card),
        hands: addToHand(s, e.seat, e.card),
        lastSceneTake: { seat: e.seat, scene: e.scene, card: e.card },
        turn: { ...s.turn, sceneGavel: isGavel(e.card) ? e.card : null },
      };
    case 'RipperStruck': {
      let next: State = {
        ...s,
        hands: removeFromHand(s, e.seat, [e.card]),
        turn: afterPlaying(s.turn, e.card),
      };
      if (e.victim) {
        next = {
          ...next,
          drawPile: e.from === 'deck' ? without(next.drawPile, e.victim) : next.drawPile,
          discardPile: e.from === 'discard' ? without(next.discardPile, e.victim) : next.discardPile,
          areas: addSingle(next, e.seat, { card: e.victim, suspect: null }),
        };
      }
      // A 0-point Gavel card goes on the discard pile after use [F].
      return { ...next, discardPile: [...next.discardPile, e.card] };
    }
    case 'CommissionerResigned':
      return {
        ...s,
        hands: removeFromHand(s, e.seat, [e.card]),
        discardPile: [...s.discardPile, e.card],
        turn: afterPlaying(s.turn, e.card),
        commissioner: { seat: e.seat, card: e.card, waiting: e.waiting, chosen: [] },
        lastCommissionerDiscards: null,
      };
    case 'CommissionerDiscardChosen': {
      const c = s.commissioner;
      if (!c) return s;
      return {
        ...s,
        hands: removeFromHand(s, e.seat, [e.card]),
        commissioner: { ...c, waiting: c.waiting.filter((w) => w !== e.seat), chosen: [...c.chosen, { seat: e.seat, card: e.card }] },
      };
    }
    case 'CommissionerDiscardsRevealed':
      return {
        ...s,
        discardPile: [...s.discardPile, ...e.discards.map((d) => d.card)],
        commissioner: null,
        lastCommissionerDiscards: e.discards,
      };
    case 'CardDiscarded':
      return {
        ...s,
        hands: removeFromHand(s, e.seat, [e.card]),
        discardPile: [...s.discardPile, e.card],
        turn: { ...s.turn, sceneGavel: null },
      };
    case 'TurnBegan':
      return { ...s, turn: newTurn(e.seat) };
    case 'EscapeWindowOpened':
      return { ...s, escapeWindow: { cause: e.cause, trigger: e.trigger, waiting: e.waiting } };
    case 'EscapeWindowPassed':
      return s.escapeWindow ? { ...s, escapeWindow: { ...s.escapeWindow, waiting: s.escapeWindow.waiting.filter((w) => w !== e.seat) } } : s;
    case 'RipperEscapesPlayed':
      // Interpretation: the played card is laid in its player's area, so the table shows who played it.
      return {
        ...s,
        hands: removeFromHand(s, e.seat, ['ripper-escapes']),
        areas: addSingle(s, e.seat, { card: 'ripper-escapes', suspect: null }),
      };
    case 'HandScored': {
      // decide reveals Commissioner discards still sealed when the hand ends (CommissionerDiscardsRevealed)
      // before scoring; kept here so evolve stays total and every card stays accounted for.
      const sealed = s.commissioner?.chosen.map((c) => c.card) ?? [];
      return {
        ...s,
        scores: e.score.totals,
        // Only the last hand: the state stays the same size however long the game (history has every hand).
        scoredHands: [e.score],
        handsScored: handsScoredOf(s) + 1,
        lastReveal: e.reveal,
        discardPile: [...s.discardPile, ...sealed],
        commissioner: null,
        escapeWindow: null,
      };
    }
    case 'GameWon':
      return { ...s, winner: e.winner, scores: e.scores };
  }
}
