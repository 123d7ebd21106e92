/**
 * Mr. Jack's words without its rules (domain/engine/words.ts): the web client and the functions
 * that only word a history or list the games load this, not index.ts. Data and sentences only.
 */
import { namesById, type GameWords } from '../../../engine/words.js';
import type { MrJackEvent } from '../play/events.js';
import { CHARACTERS } from '../rules/characters.js';
import { MR_JACK_SENTENCES } from './sentences.js';

export const mrJackWords: GameWords<MrJackEvent> = {
  id: 'mr-jack',
  title: 'Mr. Jack',
  sentences: MR_JACK_SENTENCES,
  // A mail names characters by the character table; the events name no card or suspect of their own.
  publicNames: { character: namesById(Object.values(CHARACTERS)) },
  // One rating per player for both roles: a game is won or lost, never drawn.
  rating: { system: 'glicko2' },
  creationExamples: {
    jack: { summary: 'Mr. Jack, the creator plays the Detective', value: { game: 'mr-jack', options: { role: 'detective', board: '2016' } } },
    jackExtension: { summary: 'Mr. Jack Extension on the 2006 board, roles drawn', value: { game: 'mr-jack', options: { extension: true, board: '2006', role: 'random' } } },
  },
};
