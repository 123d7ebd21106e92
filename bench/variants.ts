/** What the bench plays: every registered game in every variant it declares (no per-game lists here). */
import type { AnyGame } from '../domain/engine/game.js';
import type { GameRegistry } from '../domain/games/registry.js';

export interface BenchVariant {
  readonly game: AnyGame;
  readonly variant: string;
  readonly options: Readonly<Record<string, unknown>>;
}

export function benchVariants(games: GameRegistry): BenchVariant[] {
  return [...games.values()].flatMap((game) => Object.entries(game.variants).map(([variant, options]) => ({ game, variant, options })));
}
