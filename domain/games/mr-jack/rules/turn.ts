/**
 * Whose turn it is and which step comes next (rules §3.1, §5; the Extension's draft and
 * placement, §9).
 *
 * Decision kinds (pending): 'draft' while the seats choose the characters they keep (both at
 * once), 'place' while a seat places a character on its start hex, 'pick' while a seat must
 * choose one of the round's characters, 'turn' for every step of an activation (move, ability,
 * Watson's facing, whistle steps, flight steps).
 */
import type { Seat } from '../../../engine/game.js';
import { phaseOf, seatOfRole, type MrJackState, type Role } from '../play/state.js';
import { CHARACTERS, type CharacterId } from './characters.js';
import { Flight } from './extension.js';
import { streetsUnder } from './streets.js';
import { Whistle } from './whistle.js';

/** Odd rounds: Detective, Jack, Jack, Detective; even rounds the mirror (rules §3.1). */
const PICK_ORDER: Readonly<Record<'odd' | 'even', readonly Role[]>> = {
  odd: ['detective', 'jack', 'jack', 'detective'],
  even: ['jack', 'detective', 'detective', 'jack'],
};

/** The role that picks the next character of this round, or null when all four are picked. */
function pickerRole(state: MrJackState): Role | null {
  return PICK_ORDER[state.round % 2 === 1 ? 'odd' : 'even'][state.used.length] ?? null;
}

/**
 * The role that places the next character on its start hex (rules §9.3): the first batch of four
 * in the odd-round pattern, the second in the even-round pattern [R]; null when the batch is done.
 */
export function placerRole(state: MrJackState): Role | null {
  const p = state.placement;
  if (!p) return null;
  return PICK_ORDER[p.batch === 1 ? 'odd' : 'even'][p.placed.length] ?? null;
}

/** The roles still to choose their kept pair in the Extension's draft. */
export function draftersLeft(state: MrJackState): Role[] {
  const d = state.draft;
  if (d === undefined || d.revealed) return [];
  return (['jack', 'detective'] as const).filter((r) => d.kept[r] === null);
}

/**
 * What the acting seat must do now:
 * - keep            the Extension's draft: choose the two characters kept
 * - place           the Extension's start hexes: place one revealed character
 * - pick            choose a character card of the round
 * - face            choose Watson's facing (he was just moved)
 * - whistle         spend Goodley's remaining whistle points
 * - flee            move the characters fleeing Pizer, one at a time
 * - move-or-ability before-or-after abilities not used yet: move, or use the ability first
 * - move-or-swap    Gull: move, or swap instead
 * - move-or-leap    Spring-Heeled Jack: move, or leap instead
 * - move            move the character
 * - ability         the mandatory ability after the move
 */
export type Step = 'keep' | 'place' | 'pick' | 'face' | 'whistle' | 'flee' | 'move-or-ability' | 'move-or-swap' | 'move-or-leap' | 'move' | 'ability';

/** The step offered instead of a plain move, by the character whose ability replaces moving. */
const INSTEAD_OF_MOVE_STEP: Partial<Record<CharacterId, Step>> = { gull: 'move-or-swap', springheeled: 'move-or-leap' };

/** What the step needs worked out, made once per decide or legalCommands call (situation.ts). */
export interface StepContext {
  whistle(): Whistle;
  flight(): Flight;
}

function freshContext(state: MrJackState): StepContext {
  const streets = streetsUnder(state.barricade);
  return { whistle: () => new Whistle(state, streets), flight: () => new Flight(state, streets) };
}

/** The step awaited, or null when there is none (activation complete, round over, game over). */
export function currentStep(state: MrJackState, context: StepContext = freshContext(state)): Step | null {
  if (state.outcome !== null || state.jackSeat === null) return null;
  const phase = phaseOf(state);
  if (phase === 'draft') return draftersLeft(state).length > 0 ? 'keep' : null;
  if (phase === 'placement') return placerRole(state) === null ? null : 'place';
  const a = state.activation;
  if (a === null) return pickerRole(state) === null ? null : 'pick';
  if (a.facingDue) return 'face';
  if (a.whistlePoints !== null) return 'whistle';
  // Pizer's flight: while a fleeing character can still flee (flow.ts ends it otherwise).
  if (a.fleeing !== undefined && !a.abilityUsed) return a.fleeing.length > 0 && context.flight().possible() ? 'flee' : null;
  const { timing } = CHARACTERS[a.character];
  if (!a.moved) {
    if (timing === 'before-or-after') return a.abilityUsed ? 'move' : 'move-or-ability';
    if (timing === 'instead-of-move') return INSTEAD_OF_MOVE_STEP[a.character] ?? 'move';
    return 'move';
  }
  // After the move only a before-or-after ability can still be owed. It is mandatory, so it is
  // owed whenever it is possible; Goodley's whistle may be impossible (nobody can get closer),
  // and then the activation simply ends. Holmes' draw, Abberline's questioning and the start of
  // Pizer's flight are automatic (flow.ts).
  if (timing === 'before-or-after' && !a.abilityUsed && (a.character !== 'goodley' || context.whistle().possible())) return 'ability';
  return null;
}

/** The seats that must act now: both during the draft until each has chosen, else at most one. */
export function actingSeats(state: MrJackState): Seat[] {
  if (state.outcome !== null || state.jackSeat === null) return [];
  const phase = phaseOf(state);
  if (phase === 'draft') return draftersLeft(state).map((r) => seatOfRole(state, r)).sort((x, y) => x - y);
  if (phase === 'placement') {
    const role = placerRole(state);
    return role === null ? [] : [seatOfRole(state, role)];
  }
  if (state.activation !== null) return [state.activation.seat];
  const role = pickerRole(state);
  return role === null ? [] : [seatOfRole(state, role)];
}

/** The one seat that must act now, or null when nobody must or (the draft) several may. */
export function actingSeat(state: MrJackState): Seat | null {
  const seats = actingSeats(state);
  return seats.length === 1 ? (seats[0] as Seat) : null;
}
