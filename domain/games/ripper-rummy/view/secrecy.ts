/**
 * What each seat may not see (rules §7), as perturbations for the non-interference property:
 * other hands, the draw pile's order, sealed Commissioner Resigns discards and other seats' votes.
 */
import type { Viewer } from '../../../engine/game.js';
import type { Rng } from '../../../engine/rng.js';
import { CARD_IDS, SUSPECT_IDS } from '../rules/cards.js';
import type { Event } from '../play/events.js';
import type { State } from '../play/state.js';

/** The same state with everything `viewer` may not see drawn anew. */
export function perturbHidden(s: State, viewer: Viewer, rng: Rng): State {
  const hidden = (seat: number) => seat !== viewer;
  const sealed = s.commissioner?.chosen ?? [];
  const seats = s.hands.map((_, seat) => seat);
  const cards = rng.shuffle([...seats.filter(hidden).flatMap((x) => s.hands[x] ?? []), ...s.drawPile, ...sealed.filter((c) => hidden(c.seat)).map((c) => c.card)]);
  let k = 0;
  const take = (n: number) => cards.slice(k, (k += n));
  const hands = s.hands.map((h, x) => (hidden(x) ? take(h.length) : h));
  const drawPile = take(s.drawPile.length);
  const chosen = sealed.map((c) => (hidden(c.seat) ? { ...c, card: take(1)[0] ?? c.card } : c));
  const ballots = s.vote.ballots.map((b) => (hidden(b.seat) ? { ...b, suspect: rng.pick([...SUSPECT_IDS, null]) } : b));
  return { ...s, hands, drawPile, commissioner: s.commissioner && { ...s.commissioner, chosen }, vote: { ...s.vote, ballots } };
}

/** The same event with what `viewer` may not see in it drawn anew. */
export function perturbHiddenEvent(e: Event, viewer: Viewer, rng: Rng): Event {
  const hidden = (seat: number) => seat !== viewer;
  switch (e.type) {
    case 'HandDealt': {
      const cards = rng.shuffle([...e.hands.flatMap((h, x) => (hidden(x) ? h : [])), ...e.drawPile]);
      let k = 0;
      const take = (n: number) => cards.slice(k, (k += n));
      return { ...e, hands: e.hands.map((h, x) => (hidden(x) ? take(h.length) : h)), drawPile: take(e.drawPile.length) };
    }
    case 'CardDrawn':
      return e.from === 'deck' && hidden(e.seat) ? { ...e, card: rng.pick(CARD_IDS) } : e;
    case 'DrawPileRebuilt':
    case 'DrawPileShuffled':
      return { ...e, drawPile: rng.shuffle(e.drawPile) };
    case 'VoteCast':
      return hidden(e.seat) ? { ...e, suspect: rng.pick([...SUSPECT_IDS, null]) } : e;
    case 'CommissionerDiscardChosen':
      return hidden(e.seat) ? { ...e, card: rng.pick(CARD_IDS) } : e;
    default:
      return e;
  }
}
