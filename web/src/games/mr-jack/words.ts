/** Mr. Jack's words where the platform's pages speak of it (each game's README says what its fallback does). */
import type { GameWords } from '../web-game.js';

/** What the fallback does when it plays a seat's decision. */
const FALLBACK_DOES = 'forfeits: your side loses';

export const MR_JACK_WORDS: GameWords = {
  leavingFallback: `the game's fallback plays your turns, and in Mr. Jack it ${FALLBACK_DOES} at your next move.`,
  missedDeadline: `In Mr. Jack the fallback ${FALLBACK_DOES} at a missed move (only the opening draft and placement are played for you).`,
  // The Extension's draft and placement are played for you: only from round 1 does a missed move forfeit.
  missedMoveInShort: (options) => (options.extension === true ? 'from round 1, a missed move forfeits' : 'a missed move forfeits'),
  switches: { extension: 'The Mr. Jack Extension (a draft of characters)' },
  option(key, value) {
    if (key === 'role') return value === 'random' ? 'roles drawn at random' : `its creator plays ${value === 'jack' ? 'Jack' : 'the Detective'}`;
    if (key === 'board') return `${String(value)} board`;
    return null;
  },
};
