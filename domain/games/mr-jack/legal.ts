/**
 * legalCommands: every command decide would accept from `seat` now. It enumerates the whole
 * space of well-formed commands that could matter at this step and keeps those `check` accepts,
 * so "listed ⇒ accepted" holds by construction; movement costs are computed once per call.
 */
import type { Seat } from '../../engine/game.js';
import { isRejection } from '../../engine/rejection.js';
import { whistleSteps } from './abilities.js';
import { BOARD_HEXES, EDITIONS, EXIT_IDS, HEX_LABELS } from './board.js';
import type { MrJackCommand } from './commands.js';
import { check } from './decide.js';
import { DIRECTIONS } from './hex.js';
import { Reach } from './move-rules.js';
import type { MrJackState } from './state.js';
import { actingSeat, currentStep } from './turn.js';

const GASLIGHT_HEXES = BOARD_HEXES.filter((h) => h.type === 'gaslight').map((h) => h.label);

export function legalCommands(state: MrJackState, seat: Seat): MrJackCommand[] {
  if (state.outcome !== null || seat !== actingSeat(state)) return [];
  const reach = new Reach(state);
  const accepted = (c: MrJackCommand) => !isRejection(check(state, c, seat, reach));
  return [...candidates(state)].filter(accepted);
}

/** The well-formed commands worth asking `check` about at the current step. */
function* candidates(state: MrJackState): Generator<MrJackCommand> {
  const step = currentStep(state);
  if (step === 'pick') {
    for (const character of state.roundCards) yield { type: 'pick', character };
  } else if (step === 'face') {
    for (const direction of DIRECTIONS) yield { type: 'face', direction };
  } else if (step === 'whistle') {
    yield* whistleCommands(state);
  } else if (step !== null) {
    const active = state.activation?.character;
    if (step !== 'ability') {
      for (const to of [...HEX_LABELS, ...EXIT_IDS]) yield { type: 'move', to };
      for (const suspect of state.pool) yield { type: 'accuse', suspect };
    }
    if (step === 'move-or-swap') for (const other of state.pool) yield { type: 'swap', with: other };
    if (step === 'move-or-ability' || step === 'ability') {
      if (active === 'smith') for (const from of GASLIGHT_HEXES) for (const to of GASLIGHT_HEXES) yield { type: 'move-gaslight', from, to };
      if (active === 'lestrade') for (const from of EXIT_IDS) for (const to of EXIT_IDS) yield { type: 'move-cordon', from, to };
      if (active === 'bert') {
        const manholes = EDITIONS[state.edition].manholes;
        for (const from of manholes) for (const to of manholes) yield { type: 'move-manhole-cover', from, to };
      }
      if (active === 'goodley') yield* whistleCommands(state);
    }
  }
  yield { type: 'resign' };
}

function* whistleCommands(state: MrJackState): Generator<MrJackCommand> {
  for (const { character, to } of whistleSteps(state)) yield { type: 'whistle', character, to };
}
