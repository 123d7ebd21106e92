/**
 * The games this product serves, by id. Only real games are registered here;
 * the platform's test-only game is wired in by the tests themselves.
 */
import type { AnyGame } from '../engine/game.js';
import { mrJack } from './mr-jack/index.js';
import { ripperRummy } from './ripper-rummy/index.js';

export type GameRegistry = ReadonlyMap<string, AnyGame>;

export function createRegistry(games: readonly AnyGame[]): GameRegistry {
  const map = new Map<string, AnyGame>();
  for (const g of games) {
    if (map.has(g.id)) throw new Error(`duplicate game id ${g.id}`);
    // What loads a game's words and not the game (the lobby, the web client) must find it by the same id.
    if (g.words.id !== g.id || g.words.title !== g.title) throw new Error(`game ${g.id} is not what its words say (${g.words.id}, ${g.words.title})`);
    map.set(g.id, g);
  }
  return map;
}

export const productGames: GameRegistry = createRegistry([ripperRummy, mrJack]);
