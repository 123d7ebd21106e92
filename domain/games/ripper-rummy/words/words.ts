/**
 * Ripper Rummy's words without its rules (domain/engine/words.ts): the web client and the functions
 * that only word a history or list the games load this, not index.ts. Data and sentences only.
 */
import { namesById, type GameWords } from '../../../engine/words.js';
import type { Event } from '../play/events.js';
import { CARD_CATALOGUE, SUSPECTS } from '../rules/cards.js';
import { RIPPER_RUMMY_SENTENCES } from './sentences.js';

export const ripperRummyWords: GameWords<Event> = {
  id: 'ripper-rummy',
  title: 'Ripper Rummy',
  sentences: RIPPER_RUMMY_SENTENCES,
  // A mail names cards and suspects as the public catalogue does.
  publicNames: { card: namesById(CARD_CATALOGUE), suspect: namesById(SUSPECTS) },
  // 2 to 4 players: ranked by their final scores, ties sharing a place.
  rating: { system: 'weng-lin', rankBy: 'scores' },
  creationExamples: {
    rummy: { summary: 'Ripper Rummy for three', value: { game: 'ripper-rummy', options: { players: 3, targetScore: 100, turnTimeLimitHours: 48 } } },
    solo: { summary: 'Ripper Rummy alone against two bots; a bot plays your late moves too', value: { game: 'ripper-rummy', options: { players: 3, onTimeout: 'bot' }, bots: [{ seat: 1, level: 'normal' }, { seat: 2, level: 'hard' }] } },
  },
};
