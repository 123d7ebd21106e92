/**
 * A world the bot can run the rules on, rebuilt from one seat's view: everything the view shows is
 * copied, and what it hides is drawn with the bot's rng so that it stays consistent with the view.
 * The bot never receives the real state; this is its guess of one.
 *
 * Hidden, and drawn here: the order of the character and alibi decks, the other seat's Holmes
 * draws, the other seat's kept pair during the Extension's draft, and, for the Detective, Jack's
 * character (any suspect still standing: `jack` names the one the caller wants to try). Where an
 * activation stands is read from the view's `turn.step`; a detail the view does not carry (whether a
 * whistle came before the move) is set to its most common value, so a later step of a rebuilt
 * activation may differ from the real one, never the step being decided.
 */
import type { Rng } from '../../../engine/rng.js';
import { CHARACTERS, DRAFTED_CHARACTERS, type CharacterId } from '../rules/characters.js';
import { initialState, type Activation, type Draft, type MrJackState, type Role } from '../play/state.js';
import type { MrJackView } from '../view/view.js';

export function worldFromView(view: MrJackView, jack: CharacterId | null, rng: Rng): MrJackState {
  const base = initialState({ board: view.edition, extension: view.extension, role: 'random' });
  const pool = view.characters.map((c) => c.id);
  const positions: MrJackState['positions'] = {};
  for (const c of view.characters) if (c.hex !== null) positions[c.id] = c.hex;
  const known = { jack: view.alibi.jackDraws ?? [], detective: view.alibi.detectiveDraws ?? [] };
  const theJack = view.jack ?? jack;
  const unseen = pool.filter((c) => c !== theJack && !known.jack.includes(c) && !known.detective.includes(c));
  const placing = view.placement;
  return {
    ...base,
    jackSeat: view.seats?.jack ?? null,
    jack: theJack,
    pool,
    positions,
    watsonFacing: view.watson.facing,
    gaslights: view.hexes.flatMap((h) => (h.gaslight?.lit ? [{ hex: h.label, tile: h.gaslight.tile }] : [])),
    coveredManholes: view.hexes.filter((h) => h.manhole === 'covered').map((h) => h.label),
    cordons: view.exits.filter((e) => e.cordon).map((e) => e.id),
    witness: view.witness,
    cleared: [...view.cleared],
    round: view.round,
    characterDeck: rng.shuffle(pool.filter((c) => !view.roundCards.some((r) => r.character === c) && !placing?.cards.some((p) => p.character === c) && positions[c] === undefined)),
    roundCards: view.roundCards.map((r) => r.character),
    used: view.roundCards.filter((r) => r.used).map((r) => r.character),
    activation: activationOf(view),
    alibiDeck: rng.shuffle(unseen).slice(0, view.alibi.deckCount),
    draws: [...known.detective.map((card) => ({ role: 'detective' as const, card })), ...known.jack.map((card) => ({ role: 'jack' as const, card }))],
    outcome: null,
    ...(view.draft === null ? {} : { draft: draftOf(view, rng) }),
    ...(view.extension
      ? {
          placement: placing ? { batch: placing.batch, cards: placing.cards.map((c) => c.character), placed: placing.cards.filter((c) => c.placed).map((c) => c.character) } : null,
          barricade: view.barricade,
          questioned: [...view.questioned],
        }
      : {}),
  };
}

/** The activation under way, from the step the view says is awaited. */
function activationOf(view: MrJackView): Activation | null {
  const turn = view.turn;
  if (turn === null || turn.character === null || turn.step === 'pick' || turn.step === 'place' || turn.step === 'keep') return null;
  const a: Activation = { character: turn.character, seat: turn.seat, moved: false, abilityUsed: false, whistlePoints: null, facingDue: false, whistled: [] };
  switch (turn.step) {
    case 'face':
      return { ...a, moved: true, facingDue: true, abilityUsed: turn.character === 'gull', whistlePoints: turn.whistlePointsLeft, ...(turn.fleeing ? { fleeing: [...turn.fleeing] } : {}) };
    case 'whistle':
      return { ...a, whistlePoints: turn.whistlePointsLeft };
    case 'flee':
      return { ...a, moved: true, fleeing: [...(turn.fleeing ?? [])] };
    case 'move':
      return { ...a, abilityUsed: CHARACTERS[turn.character].timing === 'before-or-after' };
    case 'ability':
      return { ...a, moved: true };
    default:
      return a;
  }
}

/** The draft: this seat's own hand and pair as shown; the other hand is the rest of the nine, its pair drawn. */
function draftOf(view: MrJackView, rng: Rng): Draft {
  const d = view.draft;
  if (d === null) throw new RangeError('no draft in this view');
  const me: Role = view.you.role ?? 'jack';
  const other: Role = me === 'jack' ? 'detective' : 'jack';
  const mine = d[me].dealt ?? [];
  const theirs = d[other].dealt ?? DRAFTED_CHARACTERS.filter((c) => !mine.includes(c));
  const theirPair = d[other].kept ?? (d[other].chosen ? rng.shuffle(theirs).slice(0, 2) : null);
  const myPair = d[me].kept ? [...d[me].kept] : null;
  const dealt = me === 'jack' ? { jack: [...mine], detective: [...theirs] } : { jack: [...theirs], detective: [...mine] };
  const kept = me === 'jack' ? { jack: myPair, detective: theirPair } : { jack: theirPair, detective: myPair };
  return { dealt, kept, revealed: d.revealed };
}
