/**
 * What each viewer may not see before the end (rules §8, seed), as perturbations for the
 * non-interference property: `view(·, viewer)` and `redact(·, viewer)` must not tell a state or
 * an event from its perturbation.
 *
 * - Everyone, always (the end included): the order of the character deck and of the alibi deck.
 * - All but Jack's seat, until the end: Jack's character and the alibi cards Jack drew with Holmes.
 * - All but the Detective's seat, until the end: the alibi cards the Detective drew with Holmes
 *   (seed: "Only the player activating Holmes sees that draw"; each of them is a cleared
 *   character, since his draw clears the character it names).
 *
 * The cards a viewer cannot place are dealt anew among the places it cannot see, keeping what it
 * does see true: Jack is never a cleared character, a Detective's draw always is one.
 */
import type { Viewer } from '../../engine/game.js';
import type { Rng } from '../../engine/rng.js';
import type { MrJackEvent } from './events.js';
import { BASE_CHARACTERS, type CharacterId } from './rules/characters.js';
import { drawsOf, roleOfSeat, type MrJackState } from './state.js';

/** The same state with everything `viewer` may not see drawn anew. */
export function perturbHidden(s: MrJackState, viewer: Viewer, rng: Rng): MrJackState {
  const characterDeck = rng.shuffle(s.characterDeck);
  if (s.outcome !== null || s.jack === null) return { ...s, characterDeck, alibiDeck: rng.shuffle(s.alibiDeck) };
  const role = typeof viewer === 'number' ? roleOfSeat(s, viewer) : null;
  const hidesJack = role !== 'jack';
  const hidesDetectiveDraws = role !== 'detective';

  const pile = rng.shuffle([...s.alibiDeck, ...(hidesJack ? [s.jack, ...drawsOf(s, 'jack')] : []), ...(hidesDetectiveDraws ? drawsOf(s, 'detective') : [])]);
  /** A card of the pile that fits (any card if none does: a hand-made state may break the rules). */
  const take = (fits: (c: CharacterId) => boolean): CharacterId => {
    const i = Math.max(0, pile.findIndex(fits));
    const [card] = pile.splice(i, 1);
    if (card === undefined) throw new RangeError('the secret pile ran out');
    return card;
  };
  const cleared = (c: CharacterId) => s.cleared.includes(c);

  // Detective draws first (cleared cards), then Jack (not cleared), then Jack's draws (any card).
  const withDetectiveDraws = s.draws.map((d) => (d.role === 'detective' && hidesDetectiveDraws ? { ...d, card: take(cleared) } : d));
  const jack = hidesJack ? take((c) => !cleared(c)) : s.jack;
  const draws = withDetectiveDraws.map((d) => (d.role === 'jack' && hidesJack ? { ...d, card: take(() => true) } : d));
  return { ...s, jack, draws, alibiDeck: pile, characterDeck };
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
