/**
 * The games the web draws, by id: each folder's module (web-game.ts says what one gives). Any other
 * id gets the generic one, so a game the API serves is playable here before it has a folder.
 */
import { genericGame } from './generic/index.js';
import { mrJack } from './mr-jack/index.js';
import { ripperRummy } from './ripper-rummy/index.js';
import type { WebGame } from './web-game.js';

/** In the order the pages offer them (the new-game form's first is its default, the lobby's choice). */
export const WEB_GAMES: readonly WebGame[] = [ripperRummy, mrJack];

const known = new Map<string, WebGame>(WEB_GAMES.map((g) => [g.id, g]));

export function webGame(id: string): WebGame {
  let found = known.get(id);
  if (!found) known.set(id, (found = genericGame(id)));
  return found;
}

/** A game's name as the pages show it. */
export function gameTitle(id: string): string {
  return webGame(id).title;
}
