/**
 * Who must act now (rules §3, §4): the player to move, or the seats of a simultaneous decision (the
 * secret vote, Commissioner Resigns discards, the Ripper Escapes window). And what the platform posts
 * for a pending seat whose deadline passed (timeoutCommand): each decision's fallback.
 * Ripper Escapes out of turn is never pending: pending is public, and would tell who holds the card.
 */
import type { Decision, Seat } from '../../../engine/game.js';
import type { Command } from './commands.js';
import { inCatalogueOrder, type CardId } from '../rules/cards.js';
import { checkCommand } from '../rules/checks.js';
import { handCardCost } from '../rules/scoring.js';
import { tableFacts } from '../rules/table.js';
import { handLive, pause, seatsOf, type State } from './state.js';

/** The decision kinds of Ripper Rummy. */
export type RipperRummyDecisionKind = 'turn' | 'vote' | 'discard' | 'escape-window';

export function pending(s: State): Decision<RipperRummyDecisionKind>[] {
  if (!handLive(s)) return [];
  switch (pause(s)) {
    case 'escape-window':
      return (s.escapeWindow?.waiting ?? []).map((seat) => ({
        seat,
        kind: 'escape-window',
        prompt: 'The hand is about to end: play Ripper Escapes if you can, or pass.',
      }));
    case 'commissioner':
      return (s.commissioner?.waiting ?? []).map((seat) => ({ seat, kind: 'discard', prompt: 'Commissioner Resigns: choose one card to discard.' }));
    case 'vote':
      return seatsOf(s)
        .filter((seat) => !s.vote.ballots.some((b) => b.seat === seat))
        .map((seat) => ({ seat, kind: 'vote', prompt: 'Cast your secret vote: name the suspect you think is the Ripper (or abstain).' }));
    case null: {
      const seat = s.turn.seat;
      const canCall = s.turn.step === 'draw' && checkCommand(s, seat, { type: 'call-vote' }) === null;
      const prompt =
        s.turn.step === 'play' ? 'Play cards if you wish, then discard one to end your turn.' : canCall ? 'Call the secret vote, or draw a card.' : 'Draw a card.';
      return [{ seat, kind: 'turn', prompt }];
    }
  }
}

/**
 * Deadline fallback (docs/architecture.md §5): draw from the draw pile; at the play step discard the card that would
 * cost the most if the hand ended now; abstain from a vote; for Commissioner Resigns discard the
 * cheapest card; pass an escape window. Ties go to the first card in catalogue order.
 */
export function timeoutCommand(s: State, seat: Seat): Command {
  const facts = tableFacts(s);
  const hand = inCatalogueOrder(s.hands[seat] ?? []);
  const byCost = (pickHighest: boolean): CardId | undefined =>
    hand.reduce<CardId | undefined>((best, card) => {
      if (best === undefined) return card;
      const d = handCardCost(card, facts) - handCardCost(best, facts);
      return (pickHighest ? d > 0 : d < 0) ? card : best;
    }, undefined);
  if (s.escapeWindow?.waiting.includes(seat)) return { type: 'pass' };
  if (s.commissioner?.waiting.includes(seat)) return { type: 'discard', card: byCost(false) ?? '' };
  if (pause(s) === 'vote' && !s.vote.ballots.some((b) => b.seat === seat)) return { type: 'vote', suspect: null };
  if (seat === s.turn.seat && pause(s) === null) {
    return s.turn.step === 'draw' ? { type: 'draw', from: 'deck' } : { type: 'discard', card: byCost(true) ?? '' };
  }
  // Not pending: there is nothing to time out; `pass` is then refused like any unlisted command.
  return { type: 'pass' };
}
