/**
 * The streets under Joseph Lane's barricade (rules §9.5): the barricade stands on the edge between
 * two adjacent street hexes, and nobody crosses that edge. Every rule that walks or looks from hex
 * to hex asks a `Streets` for its neighbours, distances and walks, so the barricade applies to
 * ordinary movement (Miss Stealthy's crossing included), Goodley's whistle, Pizer's flight, Watson's
 * beam and adjacency (visibility, questioning, flight). It does not touch the sewers (they run
 * underground), Gull's swap (not a move) or Spring-Heeled Jack's leap (over anything) [R].
 *
 * Without a barricade the precomputed tables of hex.ts answer; with one, distances and walks are
 * worked out per source hex on first use and kept per barricade edge (a pure memo: there are only
 * so many edges).
 */
import { BOARD_HEXES, type Hex } from './board.js';
import { builtOnce } from '../../../engine/built-once.js';
import { HEX_COUNT, adjacencyTable, hasStreetWalkByIndex, hexAt, hexIndex, streetAdjacencyTable, streetDistanceByIndex } from './hex.js';

/** An edge between two adjacent street hexes, its two labels in board order (as stored in the state). */
export type Edge = [Hex, Hex];

/** The edge between two hexes, written in board order (the barricade's stored form). */
export function edgeOf(a: Hex, b: Hex): Edge {
  return hexIndex(a) <= hexIndex(b) ? [a, b] : [b, a];
}

/** Every edge between two adjacent street hexes, in board order: where Lane may put the barricade. */
export const streetEdges = /* @__PURE__ */ builtOnce((): readonly Edge[] =>
  BOARD_HEXES.flatMap((h, i) =>
    h.type !== 'street' ? [] : (streetAdjacencyTable()[i] as readonly number[]).filter((n) => n > i).map((n): Edge => [h.label, hexAt(n).label]),
  ),
);

/** The longest street walk measured: a whistle step or a flight covers at most 3 hexes. */
const LONGEST_WALK = 3;

export interface Streets {
  /** Whether a step between two adjacent hexes (indices) crosses the barricade. */
  crosses(a: number, b: number): boolean;
  /** Adjacent hexes of i (any type) that a step may reach: the barricade's edge excluded. */
  adjacent(i: number): readonly number[];
  /** Adjacent street hexes of i, the barricade's edge excluded. */
  adjacentStreets(i: number): readonly number[];
  /** Fewest steps over street hexes (no sewers, no crossing, not across the barricade); Infinity if none. */
  distance(a: number, b: number): number;
  /** Whether a street walk of exactly `hexes` hexes (no hex twice, not across the barricade) leads from a to b. */
  hasWalk(a: number, b: number, hexes: number): boolean;
}

const OPEN_STREETS: Streets = {
  crosses: () => false,
  adjacent: (i) => adjacencyTable()[i] as readonly number[],
  adjacentStreets: (i) => streetAdjacencyTable()[i] as readonly number[],
  distance: streetDistanceByIndex,
  hasWalk: hasStreetWalkByIndex,
};

class BarricadedStreets implements Streets {
  private readonly adjacentMemo: (readonly number[])[];
  private readonly adjacentStreetsMemo: (readonly number[])[];
  private readonly distanceRows: (Float64Array | undefined)[] = [];
  private readonly walkRows: (Uint8Array | undefined)[] = [];

  constructor(
    private readonly a: number,
    private readonly b: number,
  ) {
    const open = (i: number, n: number) => !this.crosses(i, n);
    this.adjacentMemo = adjacencyTable().map((ns, i) => ns.filter((n) => open(i, n)));
    this.adjacentStreetsMemo = streetAdjacencyTable().map((ns, i) => ns.filter((n) => open(i, n)));
  }

  crosses(x: number, y: number): boolean {
    return (x === this.a && y === this.b) || (x === this.b && y === this.a);
  }
  adjacent(i: number): readonly number[] {
    return this.adjacentMemo[i] as readonly number[];
  }
  adjacentStreets(i: number): readonly number[] {
    return this.adjacentStreetsMemo[i] as readonly number[];
  }

  distance(from: number, to: number): number {
    let row = this.distanceRows[from];
    if (row === undefined) {
      row = new Float64Array(HEX_COUNT).fill(Infinity);
      if (hexAt(from).type === 'street') {
        row[from] = 0;
        const queue = [from];
        for (let head = 0; head < queue.length; head++) {
          const at = queue[head] as number;
          for (const n of this.adjacentStreets(at)) {
            if (row[n] === Infinity) {
              row[n] = (row[at] as number) + 1;
              queue.push(n);
            }
          }
        }
      }
      this.distanceRows[from] = row;
    }
    return row[to] as number;
  }

  hasWalk(from: number, to: number, hexes: number): boolean {
    if (hexes < 1 || hexes > LONGEST_WALK) return false;
    let row = this.walkRows[from];
    if (row === undefined) {
      const bits = new Uint8Array(HEX_COUNT);
      if (hexAt(from).type === 'street') {
        const path = [from];
        const walk = (at: number) => {
          if (path.length > LONGEST_WALK) return;
          for (const n of this.adjacentStreets(at)) {
            if (path.includes(n)) continue;
            bits[n] = (bits[n] as number) | (1 << path.length);
            path.push(n);
            walk(n);
            path.pop();
          }
        };
        walk(from);
      }
      row = bits;
      this.walkRows[from] = row;
    }
    return ((row[to] as number) & (1 << hexes)) !== 0;
  }
}

const barricaded = new Map<string, Streets>();

/** The streets as the barricade leaves them (none placed: the open board). */
export function streetsUnder(barricade: Edge | null | undefined): Streets {
  if (barricade === null || barricade === undefined) return OPEN_STREETS;
  const key = edgeOf(barricade[0], barricade[1]).join('|');
  let streets = barricaded.get(key);
  if (streets === undefined) {
    streets = new BarricadedStreets(hexIndex(barricade[0]), hexIndex(barricade[1]));
    barricaded.set(key, streets);
  }
  return streets;
}
