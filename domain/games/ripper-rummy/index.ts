/**
 * Ripper Rummy (rules: shared/rules/ripper-rummy.md; the user's seed fragment wins where they differ),
 * a rummy game after Mike Fitzgerald's Mystery Rummy Case No. 1: Jack the Ripper (U.S. Games Systems, 1998).
 * This file only wires the parts of the contract together; README.md says where each one lives.
 */
import type { Game } from '../../engine/game.js';
import { ripperRummyBot } from './bot/bot.js';
import { RipperRummyCommand, type Command } from './play/commands.js';
import { decide } from './play/decide.js';
import type { Event } from './play/events.js';
import { evolve } from './play/evolve.js';
import { mailCommands } from './words/mail-commands.js';
import { legalCommands } from './play/legal.js';
import { RipperRummyOptions, type Options } from './options.js';
import { pending, timeoutCommand, type RipperRummyDecisionKind } from './play/pending.js';
import { redact, type RipperRummyRedactedEvent } from './view/redact.js';
import type { RipperRummyRejectionCode } from './play/rejections.js';
import { result } from './play/result.js';
import { perturbHidden, perturbHiddenEvent } from './view/secrecy.js';
import { setup } from './play/setup.js';
import { initialState, type State } from './play/state.js';
import { RipperRummyViewSchema, namedSchemas } from './view/view-schema.js';
import { view, type RipperRummyView } from './view/view.js';
import { ripperRummyWords } from './words/words.js';

export const ripperRummy: Game<
  State,
  Command,
  Event,
  Options,
  RipperRummyView,
  RipperRummyRedactedEvent,
  RipperRummyDecisionKind,
  RipperRummyRejectionCode
> = {
  id: ripperRummyWords.id,
  title: ripperRummyWords.title,
  words: ripperRummyWords,
  get options() {
    return RipperRummyOptions();
  },
  get commands() {
    return RipperRummyCommand();
  },
  get viewSchema() {
    return RipperRummyViewSchema();
  },
  get namedSchemas() {
    return namedSchemas();
  },
  variants: {
    '2 players': { players: 2 },
    '3 players': { players: 3 },
    '4 players, every optional rule': {
      players: 4,
      voteCallerNeedsOwnMeld: false,
      reshuffleKeepsTopDiscard: true,
      sceneStealsMatchingCard: true,
      escapeWindowAfterGoingOut: true,
    },
  },
  seats: (options) => ({ count: options.players }),
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
  timeoutDescription: () =>
    'the game acts for you: it draws from the draw pile, discards your costliest card, abstains from a vote, ' +
    'discards your cheapest card for Commissioner Resigns, or passes a Ripper Escapes window',
  perturbHidden,
  perturbHiddenEvent,
  bot: ripperRummyBot,
};

export { CARD_CATALOGUE, CARDS, SUSPECTS } from './rules/cards.js';
export type { Command as RipperRummyCommandType } from './play/commands.js';
export type { Event as RipperRummyEvent } from './play/events.js';
export type { Options as RipperRummyOptionsType } from './options.js';
export type { State as RipperRummyState } from './play/state.js';
export type { RipperRummyDecisionKind, RipperRummyRedactedEvent, RipperRummyRejectionCode, RipperRummyView };
