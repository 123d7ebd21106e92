/**
 * Light and visibility (rules §6). A street hex is lit when it is next to a gaslight hex carrying
 * a lit tile, or in Watson's beam. A character is visible on a lit hex or next to another
 * character, even in darkness.
 */
import type { MrJackState } from '../state.js';
import type { Hex } from './board.js';
import type { CharacterId } from './characters.js';
import { ADJACENT_STREETS, areAdjacent, hexAt, hexIndex, isStreet, straightLine } from './hex.js';

/**
 * Watson's beam: the street hexes straight ahead of him up to the first hex that is not a street
 * (obstacle, gaslight lit or not) or the board's edge; not his own hex; characters do not stop it.
 */
export function watsonBeam(state: MrJackState): Hex[] {
  const watson = state.positions.watson;
  if (watson === undefined) return [];
  const beam: Hex[] = [];
  for (const hex of straightLine(watson, state.watsonFacing)) {
    if (!isStreet(hex)) break;
    beam.push(hex);
  }
  return beam;
}

/** Street hexes lit by the lit gaslight tiles. */
function gaslitHexes(state: MrJackState): Hex[] {
  const lit = new Set<Hex>();
  for (const { hex } of state.gaslights) {
    for (const n of ADJACENT_STREETS[hexIndex(hex)] as readonly number[]) lit.add(hexAt(n).label);
  }
  return [...lit];
}

/** Every lit street hex, sorted in board order for stable views. */
export function litHexes(state: MrJackState): Hex[] {
  const lit = new Set<Hex>([...gaslitHexes(state), ...watsonBeam(state)]);
  return [...lit].sort((a, b) => hexIndex(a) - hexIndex(b));
}

export function visibleCharacters(state: MrJackState): CharacterId[] {
  const lit = new Set(litHexes(state));
  const placed = state.pool.flatMap((c) => {
    const hex = state.positions[c];
    return hex === undefined ? [] : [{ c, hex }];
  });
  return placed.filter(({ c, hex }) => lit.has(hex) || placed.some((other) => other.c !== c && areAdjacent(hex, other.hex))).map(({ c }) => c);
}
