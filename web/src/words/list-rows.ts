/**
 * A game's row in My games, in words: its badge (whose move, or how it ended) and the line under
 * it (what is due, who won and how, or when it last moved). Plain strings, no DOM (unit-tested).
 */
import type { GameSummary } from '../../../client/index.js';
import { ago, fromNow } from './format.js';

/** An away seat's turns are played for it (or wait for a player to come back): not "waiting for you". */
export function waitsOnMe(g: GameSummary): boolean {
  return g.yourTurn && !g.away;
}

/** The names of the winning seats (for a row where the caller holds none). */
function winnerNames(g: GameSummary, winners: readonly number[]): string {
  return winners.map((seat) => g.players.find((p) => p.seat === seat)?.name ?? `Seat ${seat + 1}`).join(' and ');
}

/**
 * "Your move", "Their move", "You won", "You lost", "Abandoned"… A finished game's badge says how
 * it ended for the caller; the line under it, the game's own sentence, says who won and how (so
 * the winner is not named twice, as "Ada won" over "Ada wins with 28 points…" would).
 */
export function rowBadge(g: GameSummary): string {
  if (g.invited) return 'Invited';
  if (g.away) return 'You are away';
  if (g.yourTurn) return 'Your move';
  if (g.status === 'waiting') return 'Waiting for players';
  if (g.status === 'finished') {
    if (!g.result || g.result.winners.length === 0) return 'Finished';
    if (g.seat !== null) return g.result.winners.includes(g.seat) ? 'You won' : 'You lost';
    return `${winnerNames(g, g.result.winners)} won`;
  }
  if (g.status === 'cancelled') return g.cancelledBecause === 'abandoned' ? 'Abandoned' : 'Cancelled';
  return 'Their move';
}

/**
 * The line under the badge, or null: the caller's decision and when it is due; how a finished game
 * ended (the game's own sentence); for a game in play waiting on others, when it last moved, since
 * a game played over days is easier to follow by that. `time`: the instant the words end with.
 */
export function rowLine(g: GameSummary, now = Date.now()): { text: string; time?: { iso: string; words: string } } | null {
  const decision = g.decisions[0];
  if (waitsOnMe(g) && decision) return { text: `${decision.prompt} — due `, time: { iso: decision.deadline, words: fromNow(decision.deadline, now) } };
  if (g.status === 'finished' && g.result) return { text: g.result.summary };
  if (g.status === 'active' && !g.invited) return { text: 'Last move ', time: { iso: g.updatedAt, words: ago(g.updatedAt, now) } };
  return null;
}
