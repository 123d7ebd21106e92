import { it } from 'vitest';
import { whistleSteps } from '../../../domain/games/mr-jack/abilities.js';
import { BOARD_HEXES } from '../../../domain/games/mr-jack/board.js';
import { streetDistance } from '../../../domain/games/mr-jack/hex.js';
import { createRng } from '../../../domain/engine/rng.js';
import type { MrJackState } from '../../../domain/games/mr-jack/index.js';
import { roundStart } from './helpers.js';
const streets = BOARD_HEXES.filter(h => h.type === 'street').map(h => h.label);
function after(s: MrJackState, st: { character: string; to: string; points: number }): MrJackState {
  return { ...s, positions: { ...s.positions, [st.character]: st.to }, activation: { ...s.activation!, whistlePoints: (s.activation!.whistlePoints ?? 3) - st.points } };
}
function maxSpend(s: MrJackState): number {
  const left = s.activation!.whistlePoints ?? 3; if (left === 0) return 0;
  let best = 0;
  for (const st of whistleSteps(s)) { best = Math.max(best, st.points + maxSpend(after(s, st))); if (best === left) break; }
  return best;
}
it('search', () => {
  const rng = createRng('search', 0);
  const base = roundStart(['goodley', 'holmes', 'smith', 'bert']);
  let found = 0, tried = 0;
  for (let i = 0; i < 20000 && found < 5; i++) {
    const hexes = rng.shuffle(streets).slice(0, 8);
    const positions = Object.fromEntries(base.pool.map((c, k) => [c, hexes[k]]));
    const s: MrJackState = { ...base, positions, activation: { character: 'goodley', seat: 1, moved: false, abilityUsed: false, whistlePoints: null, facingDue: false } };
    const steps = whistleSteps(s); if (steps.length === 0) continue; tried++;
    const m = maxSpend(s);
    for (const st of steps) { const v = st.points + maxSpend(after(s, st)); if (v < m) { found++; console.log(JSON.stringify(positions), m, st, v); break; } }
  }
  console.log({ tried, found });
}, 200000);
