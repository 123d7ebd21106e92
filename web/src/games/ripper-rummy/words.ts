/** Ripper Rummy's words where the platform's pages speak of it (each game's README says what its fallback does). */
import type { GameWords } from '../web-game.js';

/** What the fallback does when it plays a seat's decision. */
const FALLBACK_DOES = 'draws from the pile and discards your costliest card (and abstains from a vote)';

export const RIPPER_RUMMY_WORDS: GameWords = {
  leavingFallback: `the game's fallback plays your turns: it ${FALLBACK_DOES}.`,
  missedDeadline: `The game's fallback ${FALLBACK_DOES}.`,
  switches: {
    voteCallerNeedsOwnMeld: 'Calling the vote needs a meld of your own',
    reshuffleKeepsTopDiscard: 'A reshuffle keeps the top discard',
    sceneStealsMatchingCard: 'A Scene steals a matching card',
    escapeWindowAfterGoingOut: 'Ripper Escapes may answer a player going out',
  },
};
