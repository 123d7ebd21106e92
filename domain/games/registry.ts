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
    map.set(g.id, g);
  }
  return map;
}

export const productGames: GameRegistry = createRegistry([ripperRummy, mrJack]);
