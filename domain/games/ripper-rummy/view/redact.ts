/**
 * What leaves the server of the history (rules §7): each event as one viewer may see it. A deal shows
 * the viewer its own hand and counts of the rest; a card drawn from the draw pile, a vote and a sealed
 * Commissioner Resigns discard only to their seat; shuffles only as counts. Everything else is public.
 */
import type { Viewer } from '../../../engine/game.js';
import { isSeat } from '../../../engine/visibility.js';
import type { Event } from '../play/events.js';
import { inCatalogueOrder } from '../rules/cards.js';

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
