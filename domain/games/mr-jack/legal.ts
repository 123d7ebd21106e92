/**
 * legalCommands: every command decide would accept from `seat` now. It enumerates the well-formed
 * commands that could matter at this step and keeps those `check` accepts, so "listed ⇒ accepted"
 * holds by construction; what the checks share is computed once per call (situation.ts).
 */
import type { Seat } from '../../engine/game.js';
import { isRejection } from '../../engine/rejection.js';
import type { MrJackCommand } from './commands.js';
import { check } from './decide.js';
import { ABILITY_CANDIDATES } from './rules/abilities.js';
import { EXIT_IDS, HEX_LABELS } from './rules/board.js';
import { DIRECTIONS } from './rules/hex.js';
import { Situation } from './rules/situation.js';
import type { MrJackState } from './state.js';

export function legalCommands(state: MrJackState, seat: Seat): MrJackCommand[] {
  const situation = new Situation(state);
  if (state.outcome !== null || seat !== situation.actingSeat()) return [];
  const accepted = (c: MrJackCommand) => !isRejection(check(situation, c, seat));
  return [...candidates(situation)].filter(accepted);
}

function* candidates(situation: Situation): Generator<MrJackCommand> {
  const { state } = situation;
  const step = situation.step();
  const active = state.activation?.character;
  if (step === 'pick') {
    for (const character of state.roundCards) yield { type: 'pick', character };
  } else if (step === 'face') {
    for (const direction of DIRECTIONS) yield { type: 'face', direction };
  } else if (step !== null && active !== undefined) {
    if (step === 'move' || step === 'move-or-ability' || step === 'move-or-swap') {
      for (const to of [...HEX_LABELS, ...EXIT_IDS]) yield { type: 'move', to };
      for (const suspect of state.pool) yield { type: 'accuse', suspect };
    }
    if (step !== 'move') yield* ABILITY_CANDIDATES[active]?.(state, situation.whistle()) ?? [];
  }
  yield { type: 'resign' };
}
