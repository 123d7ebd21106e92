/**
 * legalCommands: every command decide would accept from `seat` now. It enumerates the well-formed
 * commands that could matter at this step and keeps those `check` accepts, so "listed ⇒ accepted"
 * holds by construction; what the checks share is computed once per call (situation.ts).
 */
import type { Seat } from '../../../engine/game.js';
import { isRejection } from '../../../engine/rejection.js';
import type { MrJackCommand } from './commands.js';
import { check } from './decide.js';
import { ABILITY_CANDIDATES } from '../rules/abilities.js';
import { EXIT_IDS, HEX_LABELS } from '../rules/board.js';
import { barricadeCandidates, fleeCandidates, keepCandidates, leapCandidates, placeCandidates } from '../rules/extension.js';
import { DIRECTIONS } from '../rules/hex.js';
import { Situation } from '../rules/situation.js';
import type { MrJackState } from './state.js';

export function legalCommands(state: MrJackState, seat: Seat): MrJackCommand[] {
  const situation = new Situation(state);
  if (state.outcome !== null || !situation.actingSeats().includes(seat)) return [];
  const accepted = (c: MrJackCommand) => !isRejection(check(situation, c, seat));
  return [...candidates(situation, seat)].filter(accepted);
}

/** Candidates in the order clients see them; a deadline fallback of the draft or placement is the first. */
function* candidates(situation: Situation, seat: Seat): Generator<MrJackCommand> {
  const { state } = situation;
  const step = situation.step();
  const active = state.activation?.character;
  if (step === 'keep') {
    yield* keepCandidates(state, seat);
  } else if (step === 'place') {
    yield* placeCandidates(state);
  } else if (step === 'pick') {
    for (const character of state.roundCards) yield { type: 'pick', character };
  } else if (step === 'face') {
    for (const direction of DIRECTIONS) yield { type: 'face', direction };
  } else if (step === 'flee') {
    yield* fleeCandidates(state);
  } else if (step !== null && active !== undefined) {
    if (step === 'move' || step === 'move-or-ability' || step === 'move-or-swap' || step === 'move-or-leap') {
      for (const to of [...HEX_LABELS, ...EXIT_IDS]) yield { type: 'move', to };
      for (const suspect of state.pool) yield { type: 'accuse', suspect };
    }
    if (step === 'move-or-leap') yield* leapCandidates();
    if (step !== 'move') yield* CANDIDATES_BY_CHARACTER[active]?.(state, situation.whistle()) ?? [];
  }
  yield { type: 'resign' };
}

/** The ability commands by character: the base game's, and Lane's barricade on every street edge (both orders). */
const CANDIDATES_BY_CHARACTER: typeof ABILITY_CANDIDATES = { ...ABILITY_CANDIDATES, lane: () => [...barricadeCandidates()] };
