/**
 * Mr. Jack (Bruno Cathala and Ludovic Maublanc; Hurrican, 2006 and 2016) as a game of the platform
 * kernel. Rules: shared/rules/mr-jack.md, with the user's seed summary winning where they differ.
 * Each part of the contract lives in the file of its name; the game's own rules are in rules/.
 */
import type { Game } from '../../engine/game.js';
import { mrJackBot } from './bot.js';
import { MrJackCommand } from './commands.js';
import { decide } from './decide.js';
import type { MrJackEvent } from './events.js';
import { evolve } from './evolve.js';
import { mailCommands } from './mail-commands.js';
import { legalCommands } from './legal.js';
import { MrJackOptions, seats, variants } from './options.js';
import { pending, timeoutCommand, timeoutDescription, timeoutSummary, type MrJackDecisionKind } from './pending.js';
import { redact, type MrJackRedactedEvent } from './redact.js';
import type { MrJackRejectionCode } from './rejections.js';
import { result } from './result.js';
import { perturbHidden, perturbHiddenEvent } from './secrecy.js';
import { setup } from './setup.js';
import { initialState, seatRole, type MrJackState } from './state.js';
import { MrJackViewSchema, namedSchemas } from './view-schema.js';
import { view, type MrJackView } from './view.js';
import { mrJackWords } from './words.js';

export const mrJack: Game<
  MrJackState,
  MrJackCommand,
  MrJackEvent,
  MrJackOptions,
  MrJackView,
  MrJackRedactedEvent,
  MrJackDecisionKind,
  MrJackRejectionCode
> = {
  id: mrJackWords.id,
  title: mrJackWords.title,
  words: mrJackWords,
  get options() {
    return MrJackOptions();
  },
  get commands() {
    return MrJackCommand();
  },
  get viewSchema() {
    return MrJackViewSchema();
  },
  get namedSchemas() {
    return namedSchemas();
  },
  variants,
  seats,
  initialState,
  setup,
  decide,
  evolve,
  pending,
  legalCommands,
  mailCommands,
  view,
  redact,
  result,
  timeoutCommand,
  timeoutDescription,
  timeoutSummary,
  seatRole,
  perturbHidden,
  perturbHiddenEvent,
  bot: mrJackBot,
};

export type { MrJackCommand, MrJackDecisionKind, MrJackEvent, MrJackOptions, MrJackRedactedEvent, MrJackRejectionCode, MrJackState, MrJackView };
