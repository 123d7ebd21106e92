/**
 * The browser tab's title: what a player sees of a page left open in another tab while waiting for
 * the others. The game's page says "Your move" once the page's re-read finds a decision of theirs;
 * My games counts the games waiting for them.
 */
import type { Game, GameSummary } from '../../../client/index.js';
import { waitsOnMe } from './list-rows.js';
import { youAreAway } from './seats.js';

const SITE = 'Whitechapel';

/** Whether the caller has a decision pending in this game (and is not away: then it is played for them). */
function yourMove(g: Pick<Game, 'you' | 'pending' | 'seats'>): boolean {
  return g.you !== undefined && g.pending.some((p) => p.seat === g.you) && !youAreAway(g);
}

export function gamePageTitle(g: Pick<Game, 'title' | 'you' | 'pending' | 'seats'>): string {
  return `${yourMove(g) ? 'Your move · ' : ''}${g.title} · ${SITE}`;
}

export function gamesPageTitle(games: readonly GameSummary[] | null): string {
  const waiting = games?.filter(waitsOnMe).length ?? 0;
  return `${waiting > 0 ? `(${waiting}) ` : ''}My games · ${SITE}`;
}

export function otherPageTitle(heading: string): string {
  return `${heading} · ${SITE}`;
}
