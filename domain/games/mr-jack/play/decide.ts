/**
 * decide: judge one command of one seat, then add what it sets off (rules/flow.ts).
 * `check` is shared with legal.ts, which lists exactly the commands `check` accepts.
 */
import type { Seat } from '../../../engine/game.js';
import { CommonRejections, isRejection, reject } from '../../../engine/rejection.js';
import type { Rng } from '../../../engine/rng.js';
import type { MrJackCommand } from './commands.js';
import { checkMoveCordon, checkMoveGaslight, checkMoveManholeCover, checkSwap, checkWhistle } from '../rules/abilities.js';
import type { CharacterId } from '../rules/characters.js';
import { gameEnded } from '../rules/ending.js';
import { checkBarricade, checkFlee, checkKeep, checkLeap, checkPlace } from '../rules/extension.js';
import type { Checked } from './rejections.js';
import { withConsequences } from '../rules/flow.js';
import { checkAccuse, checkMove } from '../rules/move-rules.js';
import { Situation } from '../rules/situation.js';
import type { Step } from '../rules/turn.js';
import { whistlePointsLeft } from '../rules/whistle.js';
import { characterName, otherRole, phaseOf, roleOfSeat, type MrJackState } from './state.js';

export function decide(state: MrJackState, command: MrJackCommand, seat: Seat, rng: Rng): Checked {
  const checked = check(new Situation(state), command, seat);
  return isRejection(checked) ? checked : withConsequences(state, checked, rng);
}

/** The events of `command` alone, or why it is refused. */
export function check(situation: Situation, command: MrJackCommand, seat: Seat): Checked {
  const { state, reach } = situation;
  if (state.outcome !== null) return CommonRejections.gameOver();
  // The draft's keep is judged before the seat check: a seat that already chose hears so.
  if (command.type === 'keep') {
    return phaseOf(state) === 'draft' ? checkKeep(state, seat, command.characters) : reject('not-drafting', 'There is no draft now: the characters in play are fixed.');
  }
  if (!situation.actingSeats().includes(seat)) return CommonRejections.notYourTurn();
  if (command.type === 'resign') {
    const role = roleOfSeat(state, seat) ?? 'detective';
    return [{ type: 'Resigned', seat, role }, gameEnded(state, otherRole(role), 'resigned')];
  }
  const step = situation.step();
  // Steps that must be finished before anything else.
  if (step === 'keep') return reject('draft-unfinished', 'Choose the two characters you keep first.');
  if (step === 'place' && command.type !== 'place') return reject('placement-unfinished', 'Place the revealed characters on their start hexes first.');
  if (step === 'face' && command.type !== 'face') return reject('choose-watson-facing', "Watson was moved: choose his lantern's facing first.");
  if (step === 'whistle' && command.type !== 'whistle') {
    return reject('whistle-unfinished', `Spend the rest of Goodley's whistle first (${whistlePointsLeft(state)} points left).`);
  }
  if (step === 'flee' && command.type !== 'flee') return reject('flight-unfinished', 'Move the characters fleeing Pizer first.');
  switch (command.type) {
    case 'place':
      return checkPlace(state, seat, command.character, command.to);
    case 'barricade':
      return checkBarricade(state, command.between);
    case 'flee':
      if (step !== 'flee') return reject('flight-not-due', "Characters flee only right after Pizer's move.");
      return checkFlee(state, command.character, command.to, situation.streets);
    case 'leap':
      return checkLeap(state, command.to);
    case 'pick':
      return checkPick(state, step, command.character, seat);
    case 'move':
      return checkMove(state, seat, command.to, reach);
    case 'accuse':
      return checkAccuse(state, seat, command.suspect, reach);
    case 'face':
      if (step !== 'face') return reject('facing-not-due', "Watson's facing is chosen only right after he was moved.");
      return [{ type: 'WatsonFaced', direction: command.direction }];
    case 'swap':
      return checkSwap(state, command.with);
    case 'move-gaslight':
      return checkMoveGaslight(state, command.from, command.to);
    case 'move-cordon':
      return checkMoveCordon(state, command.from, command.to);
    case 'move-manhole-cover':
      return checkMoveManholeCover(state, command.from, command.to);
    case 'whistle':
      return checkWhistle(state, command.character, command.to, command.points, situation.whistle(), situation.streets);
  }
}

function checkPick(state: MrJackState, step: Step | null, character: CharacterId, seat: Seat): Checked {
  const a = state.activation;
  if (a !== null) {
    if (step === 'ability') {
      return reject('ability-mandatory', `${characterName(a.character)} must still use his ability: it is mandatory.`);
    }
    return reject('activation-unfinished', `Finish activating ${characterName(a.character)} first.`);
  }
  if (!state.roundCards.includes(character)) return reject('character-not-revealed', `${characterName(character)} is not among this round's characters.`);
  if (state.used.includes(character)) return reject('character-already-used', `${characterName(character)} has already been played this round.`);
  return [{ type: 'CharacterPicked', round: state.round, seat, role: roleOfSeat(state, seat) ?? 'detective', character }];
}
