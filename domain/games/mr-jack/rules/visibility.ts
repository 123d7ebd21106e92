/**
 * Light and visibility (rules §6). A street hex is lit when it is next to a gaslight hex carrying
 * a lit tile, or in Watson's beam. A character is visible on a lit hex or next to another
 * character, even in darkness.
 *
 * The Extension's barricade (rules §9.5) stands between two street hexes: characters on its two
 * sides are not next to each other, and Watson's beam does not pass it [R: a lantern does not
 * shine through the barricade]. `nextTo` is the one notion of "next to" for visibility,
 * Abberline's questioning and Pizer's flight [R: the barricade separates them for all three].
 */
import type { MrJackState } from '../state.js';
import type { Hex } from './board.js';
import type { CharacterId } from './characters.js';
import { areAdjacent, hexAt, hexIndex, isStreet, straightLine, streetAdjacencyTable } from './hex.js';
import { streetsUnder } from './streets.js';

/**
 * Watson's beam: the street hexes straight ahead of him up to the first hex that is not a street
 * (obstacle, gaslight lit or not), the barricade's edge or the board's edge; not his own hex;
 * characters do not stop it. No Watson in play (Extension): no beam.
 */
export function watsonBeam(state: MrJackState): Hex[] {
  const watson = state.positions.watson;
  if (watson === undefined) return [];
  const streets = streetsUnder(state.barricade);
  const beam: Hex[] = [];
  let previous = hexIndex(watson);
  for (const hex of straightLine(watson, state.watsonFacing)) {
    const next = hexIndex(hex);
    if (!isStreet(hex) || streets.crosses(previous, next)) break;
    beam.push(hex);
    previous = next;
  }
  return beam;
}

/** Street hexes lit by the lit gaslight tiles. */
function gaslitHexes(state: MrJackState): Hex[] {
  const lit = new Set<Hex>();
  for (const { hex } of state.gaslights) {
    for (const n of streetAdjacencyTable()[hexIndex(hex)] as readonly number[]) lit.add(hexAt(n).label);
  }
  return [...lit];
}

/** Every lit street hex, sorted in board order for stable views. */
export function litHexes(state: MrJackState): Hex[] {
  const lit = new Set<Hex>([...gaslitHexes(state), ...watsonBeam(state)]);
  return [...lit].sort((a, b) => hexIndex(a) - hexIndex(b));
}

/** Whether two hexes are next to each other: adjacent, and not on the two sides of the barricade. */
export function nextTo(state: MrJackState, a: Hex, b: Hex): boolean {
  return areAdjacent(a, b) && !streetsUnder(state.barricade).crosses(hexIndex(a), hexIndex(b));
}

/** The characters on the board next to `hex` (in table order), whoever stands on it excluded. */
export function charactersNextTo(state: MrJackState, hex: Hex): CharacterId[] {
  return state.pool.filter((c) => {
    const at = state.positions[c];
    return at !== undefined && at !== hex && nextTo(state, hex, at);
  });
}

export function visibleCharacters(state: MrJackState): CharacterId[] {
  const lit = new Set(litHexes(state));
  const placed = state.pool.flatMap((c) => {
    const hex = state.positions[c];
    return hex === undefined ? [] : [{ c, hex }];
  });
  return placed.filter(({ c, hex }) => lit.has(hex) || placed.some((other) => other.c !== c && nextTo(state, hex, other.hex))).map(({ c }) => c);
}
