/** Ripper Rummy's "Your move": the hand as cards to press and the other legal commands as buttons (cards/hand.ts). */
import { nothing } from 'lit-html';
import type { Command } from '../../../../client/index.js';
import type { RipperRummyView } from '../../../../domain/games/ripper-rummy/view/view.js';
import type { Drawn, PlayContext } from '../web-game.js';
import { handAndMoves } from './cards/hand.js';

/** Nothing before the deal: a game has legal commands only once its view is there. */
export function movesSection(v: RipperRummyView | null, commands: readonly Command[], ctx: PlayContext): Drawn {
  return v ? handAndMoves(v, commands, ctx) : nothing;
}
