/**
 * Whose turn it is and which step of an activation comes next (rules §3.1, §5).
 *
 * Decision kinds (pending): 'pick' while a seat must choose one of the round's characters,
 * 'turn' for every step of an activation (move, ability, Watson's facing, whistle steps).
 */
import type { Seat } from '../../../engine/game.js';
import { seatOfRole, type MrJackState, type Role } from '../state.js';
import { CHARACTERS } from './characters.js';
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
 * What the acting seat must do now:
 * - pick            choose a character card of the round
 * - face            choose Watson's facing (he was just moved)
 * - whistle         spend Goodley's remaining whistle points
 * - move-or-ability before-or-after abilities not used yet: move, or use the ability first
 * - move-or-swap    Gull: move, or swap instead
 * - move            move the character
 * - ability         the mandatory ability after the move
 */
export type Step = 'pick' | 'face' | 'whistle' | 'move-or-ability' | 'move-or-swap' | 'move' | 'ability';

/** The step awaited, or null when there is none (activation complete, round over, game over). */
export function currentStep(state: MrJackState, whistle: () => Whistle = () => new Whistle(state)): Step | null {
  if (state.outcome !== null || state.jackSeat === null) return null;
  const a = state.activation;
  if (a === null) return pickerRole(state) === null ? null : 'pick';
  if (a.facingDue) return 'face';
  if (a.whistlePoints !== null) return 'whistle';
  const { timing } = CHARACTERS[a.character];
  if (!a.moved) {
    if (timing === 'before-or-after') return a.abilityUsed ? 'move' : 'move-or-ability';
    if (timing === 'instead-of-move') return 'move-or-swap';
    return 'move';
  }
  // After the move only a before-or-after ability can still be owed. It is mandatory, so it is
  // owed whenever it is possible; Goodley's whistle may be impossible (nobody can get closer),
  // and then the activation simply ends. Holmes' draw is automatic (flow.ts).
  if (timing === 'before-or-after' && !a.abilityUsed && (a.character !== 'goodley' || whistle().possible())) return 'ability';
  return null;
}

/** The seat that must act now, or null when nobody must (between rounds inside decide, or over). */
export function actingSeat(state: MrJackState): Seat | null {
  if (state.outcome !== null || state.jackSeat === null) return null;
  if (state.activation !== null) return state.activation.seat;
  const role = pickerRole(state);
  return role === null ? null : seatOfRole(state, role);
}
