/**
 * Mr. Jack (Bruno Cathala and Ludovic Maublanc; Hurrican, 2006 and 2016) as a game of the platform
 * kernel. Rules: shared/rules/mr-jack.md, with the user's seed summary winning where they differ.
 * Each part of the contract lives in the file of its name; the game's own rules are in rules/.
 */
import type { Game } from '../../engine/game.js';
import { mrJackBot } from './bot/bot.js';
import { MrJackCommand } from './play/commands.js';
import { decide } from './play/decide.js';
import type { MrJackEvent } from './play/events.js';
import { evolve } from './play/evolve.js';
import { mailCommands } from './words/mail-commands.js';
import { legalCommands } from './play/legal.js';
import { MrJackOptions, seats, variants } from './options.js';
import { pending, timeoutCommand, timeoutDescription, timeoutSummary, type MrJackDecisionKind } from './play/pending.js';
import { redact, type MrJackRedactedEvent } from './view/redact.js';
import type { MrJackRejectionCode } from './play/rejections.js';
import { result } from './play/result.js';
import { perturbHidden, perturbHiddenEvent } from './view/secrecy.js';
import { setup } from './play/setup.js';
import { initialState, seatRole, type MrJackState } from './play/state.js';
import { MrJackViewSchema, namedSchemas } from './view/view-schema.js';
import { view, type MrJackView } from './view/view.js';
import { mrJackWords } from './words/words.js';

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
