/**
 * legalCommands: every command decide would accept from `seat` now. It enumerates the whole
 * space of well-formed commands that could matter at this step and keeps those `check` accepts,
 * so "listed ⇒ accepted" holds by construction; movement costs are computed once per call.
 */
import type { Seat } from '../../engine/game.js';
import { isRejection } from '../../engine/rejection.js';
import { BOARD_HEXES, EDITIONS, EXIT_IDS, HEX_LABELS } from './board.js';
import type { MrJackCommand } from './commands.js';
import { check } from './decide.js';
import { DIRECTIONS } from './hex.js';
import { Situation } from './situation.js';
import type { MrJackState } from './state.js';

const GASLIGHT_HEXES = BOARD_HEXES.filter((h) => h.type === 'gaslight').map((h) => h.label);

export function legalCommands(state: MrJackState, seat: Seat): MrJackCommand[] {
  const situation = new Situation(state);
  if (state.outcome !== null || seat !== situation.actingSeat()) return [];
  const accepted = (c: MrJackCommand) => !isRejection(check(situation, c, seat));
  return [...candidates(situation)].filter(accepted);
}

/** The well-formed commands worth asking `check` about at the current step. */
function* candidates(situation: Situation): Generator<MrJackCommand> {
  const { state } = situation;
  const step = situation.step();
  if (step === 'pick') {
    for (const character of state.roundCards) yield { type: 'pick', character };
  } else if (step === 'face') {
    for (const direction of DIRECTIONS) yield { type: 'face', direction };
  } else if (step === 'whistle') {
    yield* whistleCommands(situation);
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
      if (active === 'goodley') yield* whistleCommands(situation);
    }
  }
  yield { type: 'resign' };
}

function* whistleCommands(situation: Situation): Generator<MrJackCommand> {
  for (const { character, to } of situation.whistleSteps()) yield { type: 'whistle', character, to };
}
