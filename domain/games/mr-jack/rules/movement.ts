/**
 * Ordinary movement (rules §4): 1..N points over street hexes, through occupied hexes; Stealthy
 * may also cross obstacles and gaslight hexes; one point takes a character from an open manhole
 * (stood on or reached) to any other open manhole (never for Madame, rules §9.5); one point
 * leaves the board from an exit's gateway hex. Nobody steps across Lane's barricade (`streets`).
 * Where a move may END (free street hex, not the start) is judged by the callers.
 */
import { openManholes, type MrJackState } from '../play/state.js';
import { gatewayOf, type ExitId, type Hex } from './board.js';
import { HEX_COUNT, hexIndex } from './hex.js';
import type { Streets } from './streets.js';

/** Movement points needed to reach a hex, or -1 when more than `maxPoints`. */
export type MoveCosts = Int16Array;

/** How a character moves: crossing obstacles (Stealthy), using the sewers (all but Madame). */
export interface MoveWays {
  readonly crossing: boolean;
  readonly sewers: boolean;
}

export function movementCosts(state: MrJackState, from: Hex, maxPoints: number, ways: MoveWays, streets: Streets): MoveCosts {
  const cost = new Int16Array(HEX_COUNT).fill(-1);
  // A covered manhole is not among `sewers`: it can be neither entered nor left underground.
  const sewers = ways.sewers ? openManholes(state).map(hexIndex) : [];
  const start = hexIndex(from);
  cost[start] = 0;
  const queue = [start];
  const reach = (n: number, points: number) => {
    if (cost[n] === -1) {
      cost[n] = points;
      queue.push(n);
    }
  };
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head] as number;
    const points = cost[at] as number;
    if (points >= maxPoints) continue;
    for (const n of ways.crossing ? streets.adjacent(at) : streets.adjacentStreets(at)) reach(n, points + 1);
    if (sewers.includes(at)) for (const n of sewers) reach(n, points + 1);
  }
  return cost;
}

export function costTo(costs: MoveCosts, hex: Hex): number {
  return costs[hexIndex(hex)] as number;
}

/** Points to leave through an exit: reach its gateway, then one more; -1 when out of reach. */
export function exitCost(costs: MoveCosts, exit: ExitId, maxPoints: number): number {
  const toGateway = costTo(costs, gatewayOf(exit));
  return toGateway >= 0 && toGateway + 1 <= maxPoints ? toGateway + 1 : -1;
}
