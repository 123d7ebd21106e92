/**
 * The end of the game (rules §2.4): the winner, every total, how many hands, the last hand's
 * scoring and its reveal (every hand's scoring: the HandScored events of the history).
 */
import type { GameResult } from '../../../engine/game.js';
import { handsScoredOf, type State } from './state.js';

export function result(s: State, seatNames?: readonly string[]): GameResult | null {
  if (s.winner === null) return null;
  const hands = handsScoredOf(s);
  return {
    winners: [s.winner],
    summary: `${seatNames?.[s.winner] ?? `Seat ${s.winner + 1}`} wins with ${s.scores[s.winner]} points after ${hands} hand${hands === 1 ? '' : 's'}.`,
    scores: s.scores,
    hands,
    lastHand: s.scoredHands.at(-1) ?? null,
    lastReveal: s.lastReveal,
  };
}
