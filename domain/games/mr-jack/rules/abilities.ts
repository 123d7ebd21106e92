/**
 * The ability commands, one rule set per character id (rules §5). Each check returns the events
 * of an accepted command or the Rejection naming the broken rule; legal.ts lists what they accept.
 * When an ability may be used (before or after the move, instead of it) is turn.ts's business,
 * from the timing in the character table; here: the right owner, not used yet, valid targets.
 * Holmes' draw is automatic (flow.ts); Stealthy's crossing is part of her move (move-rules.ts).
 */
import { reject } from '../../../engine/rejection.js';
import type { MrJackCommand } from '../play/commands.js';
import type { Checked, MrJackRejection } from '../play/rejections.js';
import { characterName, isQuestioned, occupant, positionOf, type MrJackState } from '../play/state.js';
import { BOARD_HEXES, EDITIONS, EXIT_IDS, type ExitId, type Hex } from './board.js';
import { QUESTIONED_MOVE_LIMIT, WHISTLE_POINTS, type CharacterId } from './characters.js';
import { hexAt, hexIndex, hexType, isStreet } from './hex.js';
import type { Streets } from './streets.js';
import type { Whistle } from './whistle.js';

const GASLIGHT_HEXES: readonly Hex[] = BOARD_HEXES.filter((h) => h.type === 'gaslight').map((h) => h.label);

/** The active character must be the one owning the ability, and must not have used it yet. */
export function owns(state: MrJackState, character: CharacterId, what: string): MrJackRejection | null {
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

// ---- Sergeant Goodley: one step of the whistle --------------------------------------------------

/**
 * One step of Goodley's whistle (whistle.ts): `points` absent means the fewest points that make
 * the step legal, which is its street distance whenever that is accepted. Distances and walks go
 * around Lane's barricade; a character Abberline questioned moves 1 point at most (Extension).
 */
export function checkWhistle(state: MrJackState, character: CharacterId, to: Hex, points: number | undefined, whistle: Whistle, streets: Streets): Checked {
  const denied = owns(state, 'goodley', 'Whistling');
  if (denied) return denied;
  if (character === 'goodley') return reject('whistle-others-only', 'Goodley whistles other characters, not himself.');
  const from = state.positions[character];
  if (from === undefined) return reject('character-not-in-play', `${characterName(character)} is not on the board.`);
  if (!isStreet(to)) return reject('must-end-on-street', `${to} is not a street hex.`);
  // Never onto an occupied hex: a whistle cannot accuse (rules §11).
  if (occupant(state, to) !== null) return reject('hex-occupied', `${to} is occupied.`);
  const goodley = hexIndex(positionOf(state, 'goodley'));
  const [i, j] = [hexIndex(from), hexIndex(to)];
  if (streets.distance(j, goodley) >= streets.distance(i, goodley)) {
    return reject('goodley-must-get-closer', `${characterName(character)} must end strictly closer to Goodley (street distance).`);
  }
  const shortest = streets.distance(i, j);
  if (shortest === Infinity) return reject('no-street-walk', `No street walk leads ${characterName(character)} from ${from} to ${to}: Lane's barricade is in the way.`);
  const cost = points ?? shortest;
  if (cost > whistle.left) return reject('not-enough-whistle-points', `That step costs ${cost} whistle points; ${whistle.left} left.`);
  if (isQuestioned(state, character) && (cost > QUESTIONED_MOVE_LIMIT || (state.activation?.whistled ?? []).includes(character))) {
    return reject('questioned-moves-one', `${characterName(character)} was questioned by Abberline: the whistle may move him ${QUESTIONED_MOVE_LIMIT} hex at most this round.`);
  }
  if (!streets.hasWalk(i, j, cost)) {
    return reject(
      'no-street-walk',
      `No street walk of exactly ${cost} hexes leads ${characterName(character)} from ${from} to ${to} (street hexes only, no sewers, no crossing, no hex twice; the shortest is ${shortest}).`,
    );
  }
  const spent = points ?? cheapestSpendingMost(whistle, streets, character, i, j, shortest);
  if (spent === undefined || !whistle.spendsMost({ character, to, points: spent })) {
    return reject(
      'whistle-must-spend-all',
      `Whistling ${characterName(character)} to ${to}${points === undefined ? '' : ` for ${points} points`} would leave points that another split could spend: the whistle must spend all ${WHISTLE_POINTS} points when it can (rules §11).`,
    );
  }
  return [{ type: 'Whistled', character, from, to, points: spent }];
}

/** The fewest points, from the street distance up, for which the step exists and spends the most. */
function cheapestSpendingMost(whistle: Whistle, streets: Streets, character: CharacterId, from: number, to: number, shortest: number): number | undefined {
  for (let points = shortest; points <= whistle.left; points++) {
    if (streets.hasWalk(from, to, points) && whistle.spendsMost({ character, to: hexAt(to).label, points })) return points;
  }
  return undefined;
}

/**
 * The ability commands each character offers: every well-formed command worth asking `check`
 * about at an ability step (legal.ts keeps those it accepts). Holmes, Watson and Stealthy have
 * none: their abilities are automatic, a facing step, or part of the move. The Extension's rows
 * are in extension.ts.
 */
export const ABILITY_CANDIDATES: Partial<Record<CharacterId, (state: MrJackState, whistle: Whistle) => MrJackCommand[]>> = {
  smith: () => GASLIGHT_HEXES.flatMap((from) => GASLIGHT_HEXES.map((to): MrJackCommand => ({ type: 'move-gaslight', from, to }))),
  lestrade: () => EXIT_IDS.flatMap((from) => EXIT_IDS.map((to): MrJackCommand => ({ type: 'move-cordon', from, to }))),
  bert: (state) => {
    const manholes = EDITIONS[state.edition].manholes;
    return manholes.flatMap((from) => manholes.map((to): MrJackCommand => ({ type: 'move-manhole-cover', from, to })));
  },
  // Each step that spends the most, in both forms: without `points`, and with it.
  // (Steps come grouped by character and destination, fewest points first.)
  goodley: (_state, whistle) =>
    whistle
      .steps()
      .filter((step) => whistle.spendsMost(step))
      .flatMap(({ character, to, points }, i, accepted): MrJackCommand[] => {
        const previous = accepted[i - 1];
        const first = previous === undefined || previous.character !== character || previous.to !== to;
        return [...(first ? [{ type: 'whistle' as const, character, to }] : []), { type: 'whistle', character, to, points }];
      }),
  gull: (state) => state.pool.map((other): MrJackCommand => ({ type: 'swap', with: other })),
};
