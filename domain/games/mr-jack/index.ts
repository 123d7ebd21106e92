/**
 * Mr. Jack (Bruno Cathala and Ludovic Maublanc; Hurrican, 2006 and 2016) as a game of the platform
 * kernel. Rules: shared/rules/mr-jack.md, with the user's seed summary winning where they differ.
 */
import type { Game } from '../../engine/game.js';
import { MrJackCommand } from './commands.js';
import { decide } from './decide.js';
import type { MrJackEvent } from './events.js';
import { evolve } from './evolve.js';
import { legalCommands } from './legal.js';
import { MrJackOptions } from './options.js';
import { pending, type MrJackDecisionKind } from './pending.js';
import { redact, type MrJackRedactedEvent } from './redact.js';
import { result } from './result.js';
import { setup } from './setup.js';
import { initialState, roleOfSeat, type MrJackState } from './state.js';
import { perturbHidden, perturbHiddenEvent } from './secrecy.js';
import { view, type MrJackView } from './view.js';

export const mrJack: Game<MrJackState, MrJackCommand, MrJackEvent, MrJackOptions, MrJackView, MrJackRedactedEvent, MrJackDecisionKind> = {
  id: 'mr-jack',
  title: 'Mr. Jack',
  options: MrJackOptions,
  commands: MrJackCommand,
  variants: {
    '2016 board': { board: '2016', role: 'random' },
    '2006 board': { board: '2006', role: 'random' },
  },
  seats: () => ({ count: 2 }),
  initialState: (options) => initialState(options),
  setup: (options, _seatCount, rng) => setup(options, rng),
  decide,
  evolve,
  pending,
  legalCommands,
  view,
  redact,
  result,
  /** Running out of time forfeits the game (issue): the late seat resigns. */
  timeoutCommand: () => ({ type: 'resign' }),
  timeoutDescription: 'you forfeit the game (your side loses)',
  perturbHidden,
  perturbHiddenEvent,
  seatRole(state, seat) {
    const role = roleOfSeat(state, seat);
    return role === null ? null : role === 'jack' ? 'Jack' : 'Detective';
  },
};

export type { MrJackCommand, MrJackEvent, MrJackOptions, MrJackState };
export type { MrJackDecisionKind, MrJackRedactedEvent, MrJackView };
