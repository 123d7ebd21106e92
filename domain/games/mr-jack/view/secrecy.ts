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
 * - The Extension's draft, until the end: the other seat's dealt cards (a spectator: both seats'),
 *   and until the reveal the other seat's kept pair. All nine drafted cards are dealt, so a seat
 *   knows the other's hand as a set (the complement of its own); only the pair kept from it is
 *   drawn anew. A spectator's view fits any deal of the nine into 5 and 4 (after the reveal: any
 *   deal of the five cards not kept, the kept pairs staying).
 *
 * The cards a viewer cannot place are dealt anew among the places it cannot see, keeping what it
 * does see true: Jack is never a cleared character, a Detective's draw always is one.
 */
import type { Viewer } from '../../../engine/game.js';
import type { Rng } from '../../../engine/rng.js';
import type { MrJackEvent } from '../play/events.js';
import { ALL_CHARACTERS, DRAFTED_CHARACTERS, DRAFT_KEPT, type CharacterId } from '../rules/characters.js';
import { drawsOf, roleOfSeat, type Draft, type MrJackState, type Role } from '../play/state.js';

/** The same state with everything `viewer` may not see drawn anew. */
export function perturbHidden(state: MrJackState, viewer: Viewer, rng: Rng): MrJackState {
  const role = typeof viewer === 'number' ? roleOfSeat(state, viewer) : null;
  const s = state.draft === undefined || state.outcome !== null ? state : { ...state, draft: perturbDraft(state.draft, role, rng) };
  const characterDeck = rng.shuffle(s.characterDeck);
  if (s.outcome !== null || s.jack === null) return { ...s, characterDeck, alibiDeck: rng.shuffle(s.alibiDeck) };
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

/** The draft with what a viewer playing `viewer` (null: a spectator) may not see drawn anew. */
function perturbDraft(d: Draft, viewer: Role | null, rng: Rng): Draft {
  const hidden: Role[] = viewer === null ? ['jack', 'detective'] : [viewer === 'jack' ? 'detective' : 'jack'];
  // The dealt cards the viewer cannot tell apart: all but its own hand's and, once revealed, the kept pairs.
  const keptShown = (r: Role) => (d.revealed ? (d.kept[r] ?? []) : []);
  const pile = rng.shuffle(hidden.flatMap((r) => d.dealt[r].filter((c) => !keptShown(r).includes(c))));
  const dealt = { ...d.dealt };
  const kept = { ...d.kept };
  for (const r of hidden) {
    const hand = [...keptShown(r), ...pile.splice(0, d.dealt[r].length - keptShown(r).length)];
    dealt[r] = inTableOrder(hand);
    if (!d.revealed && d.kept[r] !== null) kept[r] = rng.shuffle(hand).slice(0, DRAFT_KEPT);
  }
  return { ...d, dealt, kept };
}

function inTableOrder(cards: readonly CharacterId[]): CharacterId[] {
  return ALL_CHARACTERS.filter((c) => cards.includes(c));
}

/** The same event with what `viewer` may not see in it drawn anew. */
export function perturbHiddenEvent(e: MrJackEvent, viewer: Viewer, rng: Rng): MrJackEvent {
  switch (e.type) {
    case 'AlibiDeckShuffled':
    case 'CharacterDeckShuffled':
      return { ...e, order: rng.shuffle(e.order) };
    case 'JackIdentityDrawn':
      return viewer === e.seat ? e : { ...e, character: rng.pick(ALL_CHARACTERS) };
    case 'AlibiDrawn':
      return viewer === e.seat ? e : { ...e, card: rng.pick(ALL_CHARACTERS) };
    case 'CharactersDealt':
      return viewer === e.seat ? e : { ...e, cards: inTableOrder(rng.shuffle(DRAFTED_CHARACTERS).slice(0, e.cards.length)) };
    case 'CharactersKept':
      return viewer === e.seat ? e : { ...e, characters: rng.shuffle(DRAFTED_CHARACTERS).slice(0, e.characters.length) };
    default:
      return e;
  }
}
