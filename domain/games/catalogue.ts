/**
 * The games this product serves, by their words only (domain/engine/words.ts): their ids, names and
 * sentences, without their rules. What needs no rule (the lobby's list of games, the web client,
 * the mails) loads this instead of the registry, so its bundle carries neither game's rules.
 * test/games/registry.test.ts checks it lists exactly the registry's games, in the same order.
 */
import type { GameWords } from '../engine/words.js';
import { mrJackWords } from './mr-jack/words.js';
import { ripperRummyWords } from './ripper-rummy/words.js';

export const productGameWords: readonly GameWords[] = [ripperRummyWords, mrJackWords];

export const PRODUCT_GAME_IDS: readonly string[] = productGameWords.map((w) => w.id);

/** A product game's words by its id, or undefined for an id the product does not serve. */
export function productWordsOf(id: string): GameWords | undefined {
  return productGameWords.find((w) => w.id === id);
}
