/**
 * Ripper Rummy (rules: shared/rules/ripper-rummy.md; the user's seed fragment wins where they differ),
 * a rummy game after Mike Fitzgerald's Mystery Rummy Case No. 1: Jack the Ripper (U.S. Games Systems, 1998).
 *
 *   cards.ts       the 62 cards and every card's points (data)
 *   parameters.ts  the other numbers of the rules (data)
 *   options.ts     creation options (§8)
 *   commands.ts    command shapes
 *   events.ts      what happened
 *   state.ts       the state and its small derived predicates
 *   table.ts       facts about the play areas; naming the Ripper
 *   checks.ts      legality of a command (the one source for decide and legalCommands)
 *   decide.ts      a command's effects, as events
 *   evolve.ts      applying events
 *   deal.ts        dealing a hand
 *   scoring.ts     scoring a hand; the game's end
 *   legal.ts       pending decisions, legal commands, deadline fallbacks
 *   view.ts        views and redacted history
 */
import type { Game } from '../../engine/game.js';
import { RipperRummyCommand, type Command } from './commands.js';
import { dealHand } from './deal.js';
import { decide } from './decide.js';
import type { Event } from './events.js';
import { evolve } from './evolve.js';
import { legalCommands, pending, timeoutCommand, type RipperRummyDecisionKind } from './legal.js';
import { RipperRummyOptions, type Options } from './options.js';
import { initialState, type State } from './state.js';
import { perturbHidden, perturbHiddenEvent } from './secrecy.js';
import { redact, view, type RipperRummyRedactedEvent, type RipperRummyView } from './view.js';

export const ripperRummy: Game<State, Command, Event, Options, RipperRummyView, RipperRummyRedactedEvent, RipperRummyDecisionKind> = {
  id: 'ripper-rummy',
  title: 'Ripper Rummy',
  options: RipperRummyOptions,
  commands: RipperRummyCommand,
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
  // §2.1: the first dealer is chosen at random.
  setup: (_options, seatCount, rng) => [dealHand(1, rng.int(seatCount), seatCount, rng)],
  decide,
  evolve,
  pending,
  legalCommands,
  view,
  redact,
  result(s) {
    if (s.winner === null) return null;
    const hands = s.scoredHands.length;
    return {
      winners: [s.winner],
      summary: `Seat ${s.winner} wins with ${s.scores[s.winner]} points after ${hands} hand${hands === 1 ? '' : 's'}.`,
      scores: s.scores,
      hands: s.scoredHands,
      lastReveal: s.lastReveal,
    };
  },
  timeoutCommand,
  perturbHidden,
  perturbHiddenEvent,
  timeoutDescription:
    'the game acts for you: it draws from the draw pile, discards your costliest card, abstains from a vote, ' +
    'discards your cheapest card for Commissioner Resigns, or passes a Ripper Escapes window',
};

export { CARD_CATALOGUE, CARDS, SUSPECTS } from './cards.js';
export type { Command as RipperRummyCommandType } from './commands.js';
export type { Event as RipperRummyEvent } from './events.js';
export type { Options as RipperRummyOptionsType } from './options.js';
export type { State as RipperRummyState } from './state.js';
export type { RipperRummyDecisionKind, RipperRummyRedactedEvent, RipperRummyView };
