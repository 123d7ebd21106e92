/**
 * The move, the escape and the accusation of the active character (rules §4, §7).
 * Costs are computed once per state by `Reach` and shared by every candidate legal.ts checks.
 */
import type { Seat } from '../../../engine/game.js';
import { isRejection, reject } from '../../../engine/rejection.js';
import type { Checked, MrJackRejection } from '../play/rejections.js';
import { characterName, isQuestioned, occupant, positionOf, roleOfSeat, type MrJackState } from '../play/state.js';
import { EXIT_IDS, isExit, type ExitId, type Hex } from './board.js';
import { CHARACTERS, QUESTIONED_MOVE_LIMIT, type CharacterId } from './characters.js';
import { gameEnded } from './ending.js';
import { hexAt, isStreet } from './hex.js';
import { costTo, exitCost, movementCosts, type MoveCosts } from './movement.js';
import { streetsUnder, type Streets } from './streets.js';

/** The most movement points `character` may spend now: its card's, or 1 once Abberline questioned it. */
export function movePoints(state: MrJackState, character: CharacterId): number {
  const { moves } = CHARACTERS[character];
  return isQuestioned(state, character) ? Math.min(moves, QUESTIONED_MOVE_LIMIT) : moves;
}

/** Movement costs of the active character, computed on first use. */
export class Reach {
  private own: MoveCosts | null = null;
  private crossing: MoveCosts | null = null;
  constructor(
    private readonly state: MrJackState,
    private readonly streets: Streets,
  ) {}

  get character(): CharacterId {
    const a = this.state.activation;
    if (a === null) throw new RangeError('no character is being activated');
    return a.character;
  }
  get maxPoints(): number {
    return movePoints(this.state, this.character);
  }
  get from(): Hex {
    return positionOf(this.state, this.character);
  }
  /** Costs with the character's own powers (Stealthy crosses obstacles, Madame avoids the sewers). */
  costs(): MoveCosts {
    const card = CHARACTERS[this.character];
    this.own ??= movementCosts(this.state, this.from, this.maxPoints, { crossing: card.crossesObstacles, sewers: card.usesSewers }, this.streets);
    return this.own;
  }
  /** Costs as if the character could cross obstacles: tells "blocked" from "too far". */
  costsIfCrossing(): MoveCosts {
    this.crossing ??= movementCosts(this.state, this.from, this.maxPoints, { crossing: true, sewers: CHARACTERS[this.character].usesSewers }, this.streets);
    return this.crossing;
  }
  /** Costs with the character's own powers, other points and streets (to name the rule a move breaks). */
  costsWith(points: number, streets: Streets): MoveCosts {
    const card = CHARACTERS[this.character];
    return movementCosts(this.state, this.from, points, { crossing: card.crossesObstacles, sewers: card.usesSewers }, streets);
  }
}

function unreachable(state: MrJackState, reach: Reach, target: Hex | ExitId): MrJackRejection {
  const within = (costs: MoveCosts, points: number) => (isExit(target) ? exitCost(costs, target, points) >= 0 : costTo(costs, target) >= 0);
  const who = characterName(reach.character);
  const card = CHARACTERS[reach.character];
  // The Extension's hindrances first, when they are what stands in the way.
  if (isQuestioned(state, reach.character) && within(reach.costsWith(card.moves, streetsUnder(state.barricade)), card.moves)) {
    return reject('questioned-moves-one', `${who} was questioned by Abberline: at most ${QUESTIONED_MOVE_LIMIT} hex this round.`);
  }
  if (state.barricade && within(reach.costsWith(reach.maxPoints, streetsUnder(null)), reach.maxPoints)) {
    return reject('blocked-by-barricade', `${who} cannot get to ${target}: nobody crosses Lane's barricade.`);
  }
  if (within(reach.costsIfCrossing(), reach.maxPoints)) {
    return reject('blocked-by-obstacle', `${who} cannot get to ${target}: buildings and gaslights are in the way.`);
  }
  return reject('out-of-reach', `${target} is more than ${reach.maxPoints} movement points away for ${who}.`);
}

/** The active character may still make its ordinary move. */
function canMove(state: MrJackState): MrJackRejection | null {
  const a = state.activation;
  if (a === null) return reject('pick-a-character-first', 'Pick a character first.');
  if (a.moved) return reject('already-moved', `${characterName(a.character)} has already moved this activation.`);
  return null;
}

export function checkMove(state: MrJackState, seat: Seat, to: Hex | ExitId, reach: Reach): Checked {
  const denied = canMove(state);
  if (denied) return denied;
  if (isExit(to)) return checkEscape(state, seat, to, reach);
  const from = reach.from;
  if (to === from) {
    // A character boxed in by others (possible in the dead end at b7) would leave its player
    // nothing to do; the rules are silent, so [R] it then stays put and its activation goes on.
    if (hasDestination(state, seat, reach)) return reject('must-leave-start-hex', 'A moving character must leave its starting hex.');
    return [{ type: 'CharacterStayed', character: reach.character, hex: from }];
  }
  if (!isStreet(to)) return reject('must-end-on-street', `${to} is not a street hex.`);
  if (occupant(state, to) !== null) {
    const hint = roleOfSeat(state, seat) === 'detective' ? ' To accuse that character, use accuse.' : '';
    return reject('hex-occupied', `${to} is occupied: a move cannot end on another character.${hint}`);
  }
  const cost = costTo(reach.costs(), to);
  if (cost < 1) return unreachable(state, reach, to);
  return [{ type: 'CharacterMoved', character: reach.character, from, to }];
}

/** Whether the active character has any hex (or, for Jack's player, any exit) to move to. */
function hasDestination(state: MrJackState, seat: Seat, reach: Reach): boolean {
  const costs = reach.costs();
  for (let i = 0; i < costs.length; i++) {
    const hex = hexAt(i);
    if ((costs[i] as number) >= 1 && hex.type === 'street' && occupant(state, hex.label) === null) return true;
  }
  return EXIT_IDS.some((exit) => !isRejection(checkEscape(state, seat, exit, reach)));
}

/**
 * Escape (rules §4): only Jack's player, only Jack's character, only through an exit without a
 * cordon, only while the Witness card shows Invisible. The Detective's attempt is refused before
 * anything about Jack is looked at, so the answer reveals nothing.
 */
function checkEscape(state: MrJackState, seat: Seat, exit: ExitId, reach: Reach): Checked {
  if (roleOfSeat(state, seat) !== 'jack' || reach.character !== state.jack) {
    return reject('only-jack-escapes', "Only Jack's player can take Jack's own character off the board.");
  }
  if (state.cordons.includes(exit)) return reject('cordon-blocks-exit', `A police cordon blocks exit ${exit}.`);
  if (state.witness === 'visible') return reject('witness-visible-no-escape', 'Jack cannot escape while the Witness card shows Visible.');
  if (exitCost(reach.costs(), exit, reach.maxPoints) < 0) return unreachable(state, reach, exit);
  return [
    { type: 'CharacterEscaped', character: reach.character, exit },
    gameEnded(state, 'jack', 'escaped', { exit }),
  ];
}

/**
 * Accusation (rules §7): the Detective moves the active character onto the suspect's hex by an
 * ordinary move (sewers and Stealthy's crossing allowed). Right: the Detective wins; wrong: Jack.
 */
export function checkAccuse(state: MrJackState, seat: Seat, suspect: CharacterId, reach: Reach): Checked {
  if (roleOfSeat(state, seat) !== 'detective') return reject('only-detective-accuses', 'Only the Detective can accuse.');
  const denied = canMove(state);
  if (denied) return denied;
  if (suspect === reach.character) return reject('accuse-another-character', 'The moving character cannot accuse itself.');
  const at = state.positions[suspect];
  if (at === undefined) return reject('character-not-in-play', `${characterName(suspect)} is not on the board.`);
  if (costTo(reach.costs(), at) < 1) return unreachable(state, reach, at);
  const right = suspect === state.jack;
  return [
    { type: 'Accused', character: reach.character, suspect, from: reach.from, to: at, right },
    gameEnded(state, right ? 'detective' : 'jack', right ? 'accused-right' : 'accused-wrong', { suspect, accuser: reach.character }),
  ];
}
