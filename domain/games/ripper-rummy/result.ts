/**
 * The end of the game (rules §2.4): the winner, every total, each hand's scoring and the last reveal.
 */
import type { GameResult } from '../../engine/game.js';
import type { State } from './state.js';

export function result(s: State): GameResult | null {
  if (s.winner === null) return null;
  const hands = s.scoredHands.length;
  return {
    winners: [s.winner],
    summary: `Seat ${s.winner} wins with ${s.scores[s.winner]} points after ${hands} hand${hands === 1 ? '' : 's'}.`,
    scores: s.scores,
    hands: s.scoredHands,
    lastReveal: s.lastReveal,
  };
}
