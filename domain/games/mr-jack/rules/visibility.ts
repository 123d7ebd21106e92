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
import type { MrJackState } from '../play/state.js';
import type { Hex } from './board.js';
import type { CharacterId } from './characters.js';
import { HEX_COUNT, hexAt, hexIndex, straightLineByIndex, streetAdjacencyTable } from './hex.js';
import { streetsUnder } from './streets.js';

// Worked out on hex indices (hex.ts numbers the board) rather than labels: these run for every
// rule application of a bot's search, and label lookups and sets were most of its time.

/**
 * Watson's beam: the street hexes straight ahead of him up to the first hex that is not a street
 * (obstacle, gaslight lit or not), the barricade's edge or the board's edge; not his own hex;
 * characters do not stop it. No Watson in play (Extension): no beam.
 */
export function watsonBeam(state: MrJackState): Hex[] {
  return watsonBeamIndices(state).map((i) => hexAt(i).label);
}

function watsonBeamIndices(state: MrJackState): number[] {
  const watson = state.positions.watson;
  if (watson === undefined) return [];
  const streets = streetsUnder(state.barricade);
  const beam: number[] = [];
  let previous = hexIndex(watson);
  for (const next of straightLineByIndex(previous, state.watsonFacing)) {
    if (hexAt(next).type !== 'street' || streets.crosses(previous, next)) break;
    beam.push(next);
    previous = next;
  }
  return beam;
}

/** Lit street hexes, by hex index (1 = lit): next to a lit gaslight tile, or in Watson's beam. */
function litMask(state: MrJackState): Uint8Array {
  const lit = new Uint8Array(HEX_COUNT);
  const streetAdjacency = streetAdjacencyTable();
  for (const { hex } of state.gaslights) for (const n of streetAdjacency[hexIndex(hex)] as readonly number[]) lit[n] = 1;
  for (const i of watsonBeamIndices(state)) lit[i] = 1;
  return lit;
}

/** Every lit street hex, in board order (stable views). */
export function litHexes(state: MrJackState): Hex[] {
  const lit = litMask(state);
  const hexes: Hex[] = [];
  for (let i = 0; i < HEX_COUNT; i++) if (lit[i] === 1) hexes.push(hexAt(i).label);
  return hexes;
}

/** Whether two hexes are next to each other: adjacent, and not on the two sides of the barricade. */
export function nextTo(state: MrJackState, a: Hex, b: Hex): boolean {
  return streetsUnder(state.barricade).adjacent(hexIndex(a)).includes(hexIndex(b));
}

/** The characters on the board next to `hex` (in table order), whoever stands on it excluded. */
export function charactersNextTo(state: MrJackState, hex: Hex): CharacterId[] {
  return state.pool.filter((c) => {
    const at = state.positions[c];
    return at !== undefined && at !== hex && nextTo(state, hex, at);
  });
}

/** The characters seen: on a lit hex, or next to another character (in table order). */
export function visibleCharacters(state: MrJackState): CharacterId[] {
  const lit = litMask(state);
  const streets = streetsUnder(state.barricade);
  const placed: { c: CharacterId; at: number }[] = [];
  for (const c of state.pool) {
    const hex = state.positions[c];
    if (hex !== undefined) placed.push({ c, at: hexIndex(hex) });
  }
  return placed.filter(({ c, at }) => lit[at] === 1 || placed.some((other) => other.c !== c && streets.adjacent(at).includes(other.at))).map(({ c }) => c);
}
