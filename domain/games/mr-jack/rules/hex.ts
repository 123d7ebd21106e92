/**
 * Hex geometry of the board, computed once on first use: neighbours in the six directions,
 * straight lines (Watson's beam) and street distances (Goodley's whistle).
 * Internally hexes are numbered 0..85 in BOARD_HEXES order; the rest of the game speaks labels.
 */
import { builtOnce } from '../../../engine/built-once.js';
import { BOARD_HEXES, type BoardHex, type Hex, type HexType } from './board.js';

export const DIRECTIONS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Odd-q offsets (col, row): odd columns sit half a hex lower than even ones. */
const STEP: Record<'even' | 'odd', Record<Direction, readonly [number, number]>> = {
  even: { N: [0, -1], NE: [1, -1], SE: [1, 0], S: [0, 1], SW: [-1, 0], NW: [-1, -1] },
  odd: { N: [0, -1], NE: [1, 0], SE: [1, 1], S: [0, 1], SW: [-1, 1], NW: [-1, 0] },
};

export const HEX_COUNT = BOARD_HEXES.length;

/**
 * The neighbour tables, built on first use, not at import: every game route's Lambda loads these
 * rules and most cold starts serve no Mr. Jack move (they took ~0.5 ms of each cold start).
 */
const tables = /* @__PURE__ */ builtOnce(() => {
  const indexByLabel = new Map<Hex, number>(BOARD_HEXES.map((h, i) => [h.label, i]));
  const indexByCell = new Map<string, number>(BOARD_HEXES.map((h, i) => [`${h.col},${h.row}`, i]));
  /** neighbourIndex[i * 6 + d] = the hex one step from i in direction d, or -1 off the board. */
  const neighbourIndex = new Int16Array(HEX_COUNT * 6).fill(-1);
  BOARD_HEXES.forEach((h, i) => {
    const parity = h.col % 2 === 0 ? 'even' : 'odd';
    DIRECTIONS.forEach((d, di) => {
      const [dc, dr] = STEP[parity][d];
      neighbourIndex[i * 6 + di] = indexByCell.get(`${h.col + dc},${h.row + dr}`) ?? -1;
    });
  });
  const adjacent = BOARD_HEXES.map((_, i) => DIRECTIONS.map((_d, di) => neighbourIndex[i * 6 + di] as number).filter((n) => n >= 0));
  const adjacentStreets = adjacent.map((ns) => ns.filter((n) => hexAt(n).type === 'street'));
  return { indexByLabel, neighbourIndex, adjacent, adjacentStreets };
});

/** Adjacent hex indices (any type), by hex index. */
export function adjacencyTable(): readonly (readonly number[])[] {
  return tables().adjacent;
}
/** Adjacent street hex indices, by hex index. */
export function streetAdjacencyTable(): readonly (readonly number[])[] {
  return tables().adjacentStreets;
}

export function hexIndex(label: Hex): number {
  const i = tables().indexByLabel.get(label);
  if (i === undefined) throw new RangeError(`not a hex of the board: ${label}`);
  return i;
}
export function hexAt(index: number): BoardHex {
  return BOARD_HEXES[index] as BoardHex;
}
export function hexType(label: Hex): HexType {
  return hexAt(hexIndex(label)).type;
}
export function isStreet(label: Hex): boolean {
  return hexType(label) === 'street';
}

export function neighbour(label: Hex, direction: Direction): Hex | null {
  const n = tables().neighbourIndex[hexIndex(label) * 6 + DIRECTIONS.indexOf(direction)] as number;
  return n >= 0 ? hexAt(n).label : null;
}
export function neighbours(label: Hex): Hex[] {
  return (adjacencyTable()[hexIndex(label)] as readonly number[]).map((n) => hexAt(n).label);
}
export function areAdjacent(a: Hex, b: Hex): boolean {
  return (adjacencyTable()[hexIndex(a)] as readonly number[]).includes(hexIndex(b));
}

/** The hexes met walking straight from `from` (excluded) in `direction` until the board ends. */
export function straightLine(from: Hex, direction: Direction): Hex[] {
  return straightLineByIndex(hexIndex(from), direction).map((i) => hexAt(i).label);
}
export function straightLineByIndex(from: number, direction: Direction): number[] {
  const di = DIRECTIONS.indexOf(direction);
  const { neighbourIndex } = tables();
  const line: number[] = [];
  for (let i = neighbourIndex[from * 6 + di] as number; i >= 0; i = neighbourIndex[i * 6 + di] as number) line.push(i);
  return line;
}

/**
 * Street distance: fewest steps between two street hexes over street hexes only (no sewers, no
 * crossing), as Goodley's whistle counts it. Unreachable or non-street pairs are Infinity.
 * Computed on first use, not at import: every game route's Lambda loads these rules, and most
 * cold starts serve no Mr. Jack move (building both tables took ~10 ms of each cold start).
 */
let streetDistanceTable: Float64Array | undefined;
const streetDistances = (): Float64Array => (streetDistanceTable ??= computeStreetDistances());
function computeStreetDistances(): Float64Array {
  const table = new Float64Array(HEX_COUNT * HEX_COUNT).fill(Infinity);
  for (let from = 0; from < HEX_COUNT; from++) {
    if (hexAt(from).type !== 'street') continue;
    table[from * HEX_COUNT + from] = 0;
    const queue = [from];
    for (let head = 0; head < queue.length; head++) {
      const at = queue[head] as number;
      const d = table[from * HEX_COUNT + at] as number;
      for (const n of streetAdjacencyTable()[at] as readonly number[]) {
        if (table[from * HEX_COUNT + n] === Infinity) {
          table[from * HEX_COUNT + n] = d + 1;
          queue.push(n);
        }
      }
    }
  }
  return table;
}

export function streetDistance(a: Hex, b: Hex): number {
  return streetDistances()[hexIndex(a) * HEX_COUNT + hexIndex(b)] as number;
}
export function streetDistanceByIndex(a: number, b: number): number {
  return streetDistances()[a * HEX_COUNT + b] as number;
}

/** The longest street walk measured: Goodley's whistle has 3 points, so a walk of 3 hexes. */
const LONGEST_STREET_WALK = 3;

/**
 * Street walks, as Goodley's whistle moves a character: one hex per point, over street hexes
 * only (no sewers, no crossing), through occupied hexes, never entering a hex twice (nor going
 * back to the start). walkLengths[a * HEX_COUNT + b] has bit k set when such a walk of exactly
 * k hexes leads from a to b (1 ≤ k ≤ LONGEST_STREET_WALK). The shortest is the street distance.
 * Computed on first use, like the street distances.
 */
let walkLengthTable: Uint8Array | undefined;
const walkLengths = (): Uint8Array => (walkLengthTable ??= computeWalkLengths());
function computeWalkLengths(): Uint8Array {
  const table = new Uint8Array(HEX_COUNT * HEX_COUNT);
  for (let from = 0; from < HEX_COUNT; from++) {
    if (hexAt(from).type !== 'street') continue;
    const path = [from];
    const walk = (at: number) => {
      if (path.length > LONGEST_STREET_WALK) return;
      for (const n of streetAdjacencyTable()[at] as readonly number[]) {
        if (path.includes(n)) continue;
        table[from * HEX_COUNT + n] = (table[from * HEX_COUNT + n] ?? 0) | (1 << path.length);
        path.push(n);
        walk(n);
        path.pop();
      }
    };
    walk(from);
  }
  return table;
}

/** Whether a street walk of exactly `hexes` hexes (as above) leads from hex index a to b. */
export function hasStreetWalkByIndex(a: number, b: number, hexes: number): boolean {
  return hexes >= 1 && hexes <= LONGEST_STREET_WALK && ((walkLengths()[a * HEX_COUNT + b] as number) & (1 << hexes)) !== 0;
}
export function hasStreetWalk(a: Hex, b: Hex, hexes: number): boolean {
  return hasStreetWalkByIndex(hexIndex(a), hexIndex(b), hexes);
}
