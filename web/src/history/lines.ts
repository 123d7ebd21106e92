/**
 * The history in words (an event's sentence, who acted, whether a version is the caller's own
 * move), the server's own (domain/history/lines.ts), so that a page and a mail tell a move alike. The web's only door
 * to them: every web module that needs them imports this file, so their source is named once.
 */
import { eventLine as lineOf, type Names } from '../../../domain/history/lines.js';
import type { WebGame } from '../games/web-game.js';

export { actorBefore, actorWords, isOwnMove, type Names, type SeatWords } from '../../../domain/history/lines.js';

/** One event as a sentence, in the game's own words (its web module's `sentences`) where it has them. */
export function eventLine(sentences: WebGame['sentences'], ev: { type: string; [field: string]: unknown }, names: Names): string {
  return lineOf(sentences ? { sentences } : undefined, ev, names);
}
