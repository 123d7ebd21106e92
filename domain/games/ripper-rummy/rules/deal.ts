/**
 * Dealing a hand (§2): shuffle all 62 cards, deal one at a time clockwise from the dealer's left,
 * turn the next card face up to start the discard pile; the rest is the draw pile.
 */
import type { Seat } from '../../../engine/game.js';
import type { Rng } from '../../../engine/rng.js';
import { CARD_IDS } from './cards.js';
import type { EventOf } from '../play/events.js';
import { RULES } from './parameters.js';

export function dealHand(hand: number, dealer: Seat, seatCount: number, rng: Rng): EventOf<'HandDealt'> {
  const deck = rng.shuffle(CARD_IDS); // top of the deck = last element
  const perPlayer = RULES.cardsDealt[seatCount] ?? 0;
  const hands: string[][] = Array.from({ length: seatCount }, () => []);
  for (let round = 0; round < perPlayer; round++) {
    for (let k = 1; k <= seatCount; k++) {
      const card = deck.pop();
      if (card !== undefined) hands[(dealer + k) % seatCount]?.push(card);
    }
  }
  const faceUp = deck.pop();
  return { type: 'HandDealt', hand, dealer, hands, drawPile: deck, discardPile: faceUp === undefined ? [] : [faceUp] };
}
