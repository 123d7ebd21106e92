/**
 * Ripper Rummy on the web: the moves above the table (the hand and every play area below them),
 * its words and its part of the new-game form.
 */
import { html, nothing } from 'lit-html';
import type { Game } from '../../../../client/index.js';
import type { RipperRummyView } from '../../../../domain/games/ripper-rummy/view/view.js';
import { ripperRummyWords } from '../../../../domain/games/ripper-rummy/words/words.js';
import { seatLabel } from '../../words/seats.js';
import type { WebGame } from '../web-game.js';
import { RIPPER_RUMMY_CREATION } from './creation.js';
import { cardName, suspectName } from './labels.js';
import { movesSection } from './moves.js';
import { rummyTable } from './table.js';
import { RIPPER_RUMMY_WORDS } from './words.js';

const viewOf = (g: Game) => g.view as unknown as RipperRummyView | null;

export const ripperRummy: WebGame = {
  id: ripperRummyWords.id,
  title: ripperRummyWords.title,
  sentences: ripperRummyWords.sentences,
  play(g, ctx) {
    const v = viewOf(g);
    const moves = g.legalCommands.length ? movesSection(v, g.legalCommands, ctx) : nothing;
    const table = v ? rummyTable(v, (s) => seatLabel(g, s), '', g.status === 'cancelled', g.legalCommands.length > 0) : nothing;
    return html`${moves}${table}`;
  },
  past: (g) => ({ main: rummyTable(g.view as unknown as RipperRummyView, (s) => seatLabel(g, s), 'past-'), side: null }),
  names(g) {
    const v = viewOf(g);
    return { card: (id) => cardName(v, id), suspect: (id) => suspectName(v, id) };
  },
  words: RIPPER_RUMMY_WORDS,
  creation: RIPPER_RUMMY_CREATION,
};
