/**
 * The ability commands, one rule set per character id (rules §5). Each check returns the events
 * of an accepted command or the Rejection naming the broken rule; legal.ts lists what they accept.
 * When an ability may be used (before or after the move, instead of it) is turn.ts's business,
 * from the timing in the character table; here: the right owner, not used yet, valid targets.
 * Holmes' draw is automatic (flow.ts); Stealthy's crossing is part of her move (move-rules.ts).
 */
import { reject, type Rejection } from '../../engine/rejection.js';
import { BOARD_HEXES, EDITIONS, EXIT_IDS, type ExitId, type Hex } from './board.js';
import { WHISTLE_POINTS, type CharacterId } from './characters.js';
import type { MrJackCommand } from './commands.js';
import type { MrJackEvent } from './events.js';
import { hexAt, hexIndex, hexType, isStreet, streetDistance, streetDistanceByIndex } from './hex.js';
import { characterName, occupant, positionOf, type MrJackState } from './state.js';

type Checked = MrJackEvent[] | Rejection;

/** The active character must be the one owning the ability, and must not have used it yet. */
function owns(state: MrJackState, character: CharacterId, what: string): Rejection | null {
  const a = state.activation;
  if (a === null) return reject('pick-a-character-first', 'Pick a character first.');
  if (a.character !== character) {
    return reject('not-this-characters-ability', `${what} is ${characterName(character)}'s ability; the active character is ${characterName(a.character)}.`);
  }
  if (a.abilityUsed) return reject('ability-already-used', `${characterName(character)} has already used his ability this activation.`);
  return null;
}

// ---- John Smith: move a lit gaslight tile ------------------------------------------------------

export function checkMoveGaslight(state: MrJackState, from: Hex, to: Hex): Checked {
  const denied = owns(state, 'smith', 'Moving a gaslight');
  if (denied) return denied;
  const tile = state.gaslights.find((g) => g.hex === from);
  if (tile === undefined) return reject('no-lit-gaslight-there', `There is no lit gaslight tile on ${from}.`);
  if (hexType(to) !== 'gaslight') return reject('not-a-gaslight-hex', `${to} is not a gaslight hex.`);
  if (state.gaslights.some((g) => g.hex === to)) return reject('gaslight-already-lit', `${to} already carries a lit gaslight.`);
  // A numbered tile keeps its number: it still goes out at the end of its round (rules §3.3).
  return [{ type: 'GaslightMoved', from, to, tile: tile.tile }];
}

// ---- Inspector Lestrade: move a police cordon ---------------------------------------------------

export function checkMoveCordon(state: MrJackState, from: ExitId, to: ExitId): Checked {
  const denied = owns(state, 'lestrade', 'Moving a cordon');
  if (denied) return denied;
  if (!state.cordons.includes(from)) return reject('no-cordon-there', `There is no police cordon on exit ${from}.`);
  if (state.cordons.includes(to)) return reject('exit-already-cordoned', `Exit ${to} already has a police cordon.`);
  return [{ type: 'CordonMoved', from, to }];
}

// ---- Jeremy Bert: move a manhole cover ----------------------------------------------------------

export function checkMoveManholeCover(state: MrJackState, from: Hex, to: Hex): Checked {
  const denied = owns(state, 'bert', 'Moving a manhole cover');
  if (denied) return denied;
  if (!state.coveredManholes.includes(from)) return reject('no-cover-there', `There is no manhole cover on ${from}.`);
  if (!EDITIONS[state.edition].manholes.includes(to)) return reject('not-a-manhole', `${to} is not a manhole.`);
  // A character standing on the open manhole does not prevent covering it (rules §5).
  if (state.coveredManholes.includes(to)) return reject('manhole-already-covered', `The manhole on ${to} is already covered.`);
  return [{ type: 'ManholeCoverMoved', from, to }];
}

// ---- Sir William Gull: swap instead of moving ---------------------------------------------------

export function checkSwap(state: MrJackState, other: CharacterId): Checked {
  const denied = owns(state, 'gull', 'Swapping');
  if (denied) return denied;
  if (state.activation?.moved) return reject('already-moved', 'Gull swaps instead of moving; he has already moved.');
  if (other === 'gull') return reject('swap-with-another-character', 'Gull must swap with another character.');
  const there = state.positions[other];
  if (there === undefined) return reject('character-not-in-play', `${characterName(other)} is not on the board.`);
  return [{ type: 'CharactersSwapped', character: 'gull', with: other, from: positionOf(state, 'gull'), to: there }];
}

// ---- Sergeant Goodley: the whistle --------------------------------------------------------------

export interface WhistleStep {
  character: CharacterId;
  to: Hex;
  points: number;
}

const GASLIGHT_HEXES: readonly Hex[] = BOARD_HEXES.filter((h) => h.type === 'gaslight').map((h) => h.label);
const STREET_INDICES: readonly number[] = BOARD_HEXES.flatMap((h, i) => (h.type === 'street' ? [i] : []));

/** Points left for the whistle now: all of them until the first step. */
export function whistlePointsLeft(state: MrJackState): number {
  return state.activation?.whistlePoints ?? WHISTLE_POINTS;
}

/**
 * One whistle step moves one other character along street hexes (no sewers, no crossing, through
 * occupied hexes) to a free street hex strictly closer to Goodley by street distance, for as many
 * points as that street distance. The same character may be whistled again by a later step.
 */
export function checkWhistle(
  state: MrJackState,
  character: CharacterId,
  to: Hex,
  spendingMost: () => readonly WhistleStep[] = () => whistleStepsSpendingMost(state),
): Checked {
  const denied = owns(state, 'goodley', 'Whistling');
  if (denied) return denied;
  if (character === 'goodley') return reject('whistle-others-only', 'Goodley whistles other characters, not himself.');
  const from = state.positions[character];
  if (from === undefined) return reject('character-not-in-play', `${characterName(character)} is not on the board.`);
  if (!isStreet(to)) return reject('must-end-on-street', `${to} is not a street hex.`);
  // Never onto an occupied hex: a whistle cannot accuse (rules §11).
  if (occupant(state, to) !== null) return reject('hex-occupied', `${to} is occupied.`);
  const goodley = positionOf(state, 'goodley');
  if (streetDistance(to, goodley) >= streetDistance(from, goodley)) {
    return reject('goodley-must-get-closer', `${characterName(character)} must end strictly closer to Goodley (street distance).`);
  }
  const points = streetDistance(from, to);
  const left = whistlePointsLeft(state);
  if (points > left) return reject('not-enough-whistle-points', `That costs ${points} whistle points; ${left} left.`);
  if (!spendingMost().some((w) => w.character === character && w.to === to)) {
    return reject(
      'whistle-must-spend-all',
      `Whistling ${characterName(character)} to ${to} would leave points that another split could spend: the whistle must spend all ${WHISTLE_POINTS} points when it can (rules §11).`,
    );
  }
  return [{ type: 'Whistled', character, from, to, points }];
}

/** The characters Goodley may whistle and where they stand (hex indices), Goodley's hex apart. */
interface WhistleBoard {
  readonly goodley: number;
  readonly characters: readonly CharacterId[];
  readonly at: readonly number[];
}

interface BoardStep {
  /** Index into WhistleBoard.characters. */
  readonly who: number;
  readonly to: number;
  readonly points: number;
}

function whistleBoard(state: MrJackState): WhistleBoard {
  const characters = state.pool.filter((c) => c !== 'goodley' && state.positions[c] !== undefined);
  return { goodley: hexIndex(positionOf(state, 'goodley')), characters, at: characters.map((c) => hexIndex(positionOf(state, c))) };
}

/** Every step of one character to a free street hex strictly closer to Goodley, for at most `left` points. */
function boardSteps(board: WhistleBoard, left: number): BoardStep[] {
  const occupied = new Set([board.goodley, ...board.at]);
  const steps: BoardStep[] = [];
  board.at.forEach((from, who) => {
    const distance = streetDistanceByIndex(from, board.goodley);
    for (const to of STREET_INDICES) {
      if (streetDistanceByIndex(to, board.goodley) >= distance || occupied.has(to)) continue;
      const points = streetDistanceByIndex(from, to);
      if (points <= left) steps.push({ who, to, points });
    }
  });
  return steps;
}

function afterStep(board: WhistleBoard, step: BoardStep): WhistleBoard {
  return { ...board, at: board.at.map((hex, who) => (who === step.who ? step.to : hex)) };
}

/** The most points a whistle can still spend from `board` with `left` points (memoised per position). */
function mostSpendable(board: WhistleBoard, left: number, memo: Map<string, number>): number {
  if (left === 0) return 0;
  const key = `${board.at.join(',')}/${left}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const steps = boardSteps(board, left);
  let best = steps.some((s) => s.points === left) ? left : 0;
  for (const step of steps) {
    if (best === left) break;
    best = Math.max(best, step.points + mostSpendable(afterStep(board, step), left - step.points, memo));
  }
  memo.set(key, best);
  return best;
}

function toWhistleStep(board: WhistleBoard, step: BoardStep): WhistleStep {
  return { character: board.characters[step.who] as CharacterId, to: hexAt(step.to).label, points: step.points };
}

/** Every whistle step that is possible now (empty when no character can get closer for the points left). */
export function whistleSteps(state: MrJackState): WhistleStep[] {
  const a = state.activation;
  if (a === null || a.character !== 'goodley' || a.abilityUsed) return [];
  const board = whistleBoard(state);
  return boardSteps(board, whistlePointsLeft(state)).map((s) => toWhistleStep(board, s));
}

/**
 * The accepted whistle steps: those after which the whistle can still spend as many points as the
 * best split from here — all 3 whenever some split of them is legal (rules §5 "spend all 3 where
 * legal", §11 "all 3 must be spent when legal"). A step that would strand points another split
 * could spend is refused.
 */
export function whistleStepsSpendingMost(state: MrJackState): WhistleStep[] {
  const a = state.activation;
  if (a === null || a.character !== 'goodley' || a.abilityUsed) return [];
  const board = whistleBoard(state);
  const left = whistlePointsLeft(state);
  const memo = new Map<string, number>();
  const valued = boardSteps(board, left).map((step) => ({ step, spent: step.points + mostSpendable(afterStep(board, step), left - step.points, memo) }));
  const best = Math.max(0, ...valued.map((v) => v.spent));
  return valued.filter((v) => v.spent === best).map((v) => toWhistleStep(board, v.step));
}

/**
 * The ability commands each character offers: every well-formed command worth asking `check`
 * about at an ability step (legal.ts keeps those it accepts). Holmes, Watson and Stealthy have
 * none: their abilities are automatic, a facing step, or part of the move. The Extension adds rows.
 */
export const ABILITY_CANDIDATES: Partial<Record<CharacterId, (state: MrJackState, whistle: () => readonly WhistleStep[]) => MrJackCommand[]>> = {
  smith: () => GASLIGHT_HEXES.flatMap((from) => GASLIGHT_HEXES.map((to): MrJackCommand => ({ type: 'move-gaslight', from, to }))),
  lestrade: () => EXIT_IDS.flatMap((from) => EXIT_IDS.map((to): MrJackCommand => ({ type: 'move-cordon', from, to }))),
  bert: (state) => {
    const manholes = EDITIONS[state.edition].manholes;
    return manholes.flatMap((from) => manholes.map((to): MrJackCommand => ({ type: 'move-manhole-cover', from, to })));
  },
  goodley: (_state, whistle) => whistle().map(({ character, to }): MrJackCommand => ({ type: 'whistle', character, to })),
  gull: (state) => state.pool.map((other): MrJackCommand => ({ type: 'swap', with: other })),
};
