/**
 * What each seat may not see (rules §8, seed), as perturbations for the non-interference property:
 * deck orders (from everyone), Jack's identity and Jack's Holmes draws (from all but Jack's seat),
 * a Holmes draw of the other seat. Once the game is over everything is public.
 */
import type { Viewer } from '../../engine/game.js';
import type { Rng } from '../../engine/rng.js';
import type { MrJackEvent } from './events.js';
import { BASE_CHARACTERS } from './rules/characters.js';
import type { MrJackState } from './state.js';

/** The same state with everything `viewer` may not see drawn anew (consistently with what it does see). */
export function perturbHidden(s: MrJackState, viewer: Viewer, rng: Rng): MrJackState {
  if (s.outcome !== null) return s;
  const orders = { alibiDeck: rng.shuffle(s.alibiDeck), characterDeck: rng.shuffle(s.characterDeck) };
  if (viewer === s.jackSeat || s.jack === null) return { ...s, ...orders };
  // Jack's card, the alibi deck and Jack's draws are one secret pile to the others: any of its
  // cards not yet cleared could be Jack.
  const jackDraws = s.draws.flatMap((d, i) => (d.role === 'jack' ? [i] : []));
  const pile = rng.shuffle([s.jack, ...s.alibiDeck, ...jackDraws.map((i) => s.draws[i]!.card)]);
  const candidates = pile.filter((c) => !s.cleared.includes(c));
  const jack = candidates.length > 0 ? rng.pick(candidates) : s.jack;
  const rest = [...pile];
  rest.splice(rest.indexOf(jack), 1);
  const draws = s.draws.map((d) => (d.role === 'jack' ? { ...d, card: rest.pop()! } : d));
  return { ...s, jack, alibiDeck: rest, draws, characterDeck: orders.characterDeck };
}

/** The same event with what `viewer` may not see in it drawn anew. */
export function perturbHiddenEvent(e: MrJackEvent, viewer: Viewer, rng: Rng): MrJackEvent {
  switch (e.type) {
    case 'AlibiDeckShuffled':
    case 'CharacterDeckShuffled':
      return { ...e, order: rng.shuffle(e.order) };
    case 'JackIdentityDrawn':
      return viewer === e.seat ? e : { ...e, character: rng.pick(BASE_CHARACTERS) };
    case 'AlibiDrawn':
      return viewer === e.seat ? e : { ...e, card: rng.pick(BASE_CHARACTERS) };
    default:
      return e;
  }
}
