/**
 * The POST /games body from the new-game form's values (new-game.ts draws the form): the game's
 * options, the platform's (turn time, who plays a missed move), visibility, and the bots.
 */
import type { GameCreation } from '../../../client/index.js';

export type Level = 'easy' | 'normal' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard'];

/** How many seats a game of this kind with these values has (the creator's included). */
export function seatCountOf(kind: string, players: string | undefined): number {
  return kind === 'mr-jack' ? 2 : Math.min(4, Math.max(2, Number(players) || 2));
}

/**
 * The POST /games body from the form's values. The creator takes seat 0; a bot chosen for seat i
 * (the form's `seat-i`) is asked for in exactly that seat, which the API allows for any seat but
 * the creator's; people who join take the lowest seats left free. The seat sets the order of play.
 */
export function creationBody(f: Record<string, string | undefined>): GameCreation {
  const kind = f.game === 'mr-jack' ? 'mr-jack' : 'ripper-rummy';
  const others = Array.from({ length: seatCountOf(kind, f.players) - 1 }, (_, i) => ({ seat: i + 1, choice: f[`seat-${i + 1}`] }));
  const bots = others.flatMap(({ seat, choice }) => (LEVELS.includes(choice as Level) ? [{ seat, level: choice as Level }] : []));
  const platform = { turnTimeLimitHours: Number(f.turnTimeLimitHours), onTimeout: f.onTimeout === 'bot' ? ('bot' as const) : ('fallback' as const) };
  // Public games are listed in Open games; private is the API's default, so it is not sent.
  const withBots = { ...(bots.length ? { bots } : {}), ...(f.visibility === 'public' ? { visibility: 'public' as const } : {}) };
  if (kind === 'mr-jack') {
    const role = f.role === 'jack' || f.role === 'detective' ? f.role : 'random';
    return { game: 'mr-jack', options: { board: f.board === '2006' ? '2006' : '2016', role, extension: f.extension === 'on', ...platform }, ...withBots };
  }
  return {
    game: 'ripper-rummy',
    options: {
      players: seatCountOf(kind, f.players),
      targetScore: Number(f.targetScore),
      voteCallerNeedsOwnMeld: f.voteCallerNeedsOwnMeld === 'on',
      reshuffleKeepsTopDiscard: f.reshuffleKeepsTopDiscard === 'on',
      sceneStealsMatchingCard: f.sceneStealsMatchingCard === 'on',
      escapeWindowAfterGoingOut: f.escapeWindowAfterGoingOut === 'on',
      ...platform,
    },
    ...withBots,
  };
}
