/**
 * How good a position is for one role, as a number (higher is better), from the rules' terms:
 * what the next witness call would clear (rules §3.2), Jack's way out (§7) and the Detective's
 * reach towards the last suspect. A finished game is worth ±WIN.
 *
 * - Jack knows who he is: he wants as many suspects as possible left standing with him after the
 *   call (the call clears the group he is not in), to be unseen (an "invisible" call opens the
 *   exits to him next round), to stand near an exit without a cordon, and away from the characters
 *   that could be moved onto him to accuse him.
 * - The Detective does not: every suspect is equally likely, so he wants the split that leaves the
 *   fewest suspects on average, (|seen|² + |unseen|²) / |suspects|; once one suspect is left, his
 *   other characters near him, so that one of them can reach him and accuse.
 */
import { EXITS } from '../rules/board.js';
import type { CharacterId } from '../rules/characters.js';
import { streetDistance } from '../rules/hex.js';
import { visibleCharacters } from '../rules/visibility.js';
import type { MrJackState, Role } from '../play/state.js';

export const WIN = 1_000_000;
/** Most characters move up to 3 hexes: within that street distance of Jack, one may reach him. */
const ACCUSER_REACH = 3;

export function evaluate(state: MrJackState, role: Role): number {
  const o = state.outcome;
  if (o !== null) return o.winner === role ? WIN : -WIN;
  const suspects = state.pool.filter((c) => !state.cleared.includes(c));
  const seen = new Set(visibleCharacters(state));
  const visibleCount = suspects.filter((c) => seen.has(c)).length;
  const hiddenCount = suspects.length - visibleCount;
  return role === 'jack' ? forJack(state, seen, visibleCount, hiddenCount) : forDetective(state, suspects, visibleCount, hiddenCount);
}

function forJack(state: MrJackState, seen: Set<CharacterId>, visibleCount: number, hiddenCount: number): number {
  const jack = state.jack;
  const at = jack === null ? undefined : state.positions[jack];
  if (jack === null || at === undefined) return 0;
  const jackSeen = seen.has(jack);
  const standing = jackSeen ? visibleCount : hiddenCount;
  const open = EXITS.filter((e) => !state.cordons.includes(e.id));
  const toExit = Math.min(...open.map((e) => streetDistance(at, e.gateway)), 12);
  // Any character that can reach Jack's hex can accuse him: fewer of them close by, fewer chances.
  const close = state.pool.filter((c) => {
    const hex = c === jack ? undefined : state.positions[c];
    return hex !== undefined && streetDistance(hex, at) <= ACCUSER_REACH;
  }).length;
  return 100 * standing + (jackSeen ? 0 : 40) - 4 * toExit - 8 * close;
}

function forDetective(state: MrJackState, suspects: CharacterId[], visibleCount: number, hiddenCount: number): number {
  const n = Math.max(1, suspects.length);
  const expectedLeft = (visibleCount * visibleCount + hiddenCount * hiddenCount) / n;
  let score = -100 * expectedLeft;
  const only = suspects.length === 1 ? suspects[0] : undefined;
  const last = only === undefined ? undefined : state.positions[only];
  if (last !== undefined) {
    const near = state.pool.filter((c) => c !== only).map((c) => state.positions[c]).filter((h) => h !== undefined);
    score -= 3 * Math.min(...near.map((h) => streetDistance(h, last)), 12);
  }
  return score;
}
