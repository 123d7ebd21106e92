// A game's words (domain/games/<game>/words/words.ts) are what the web client and the Lambda functions
// that run no rule load: they must stay light, agree with the game, and be the one place outside the
// game's index where its id is written.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../domain/engine/game.js';
import { createRegistry, productGames } from '../../domain/games/registry.js';
import { counterGame } from '../support/fixtures/counter-game.js';
import { importGraph, reachableFrom } from '../support/source/import-graph.js';

const root = resolve(import.meta.dirname, '../..');
// What runs: `import type` is erased, so only the imports that load code count here.
const loads = importGraph(root, ['domain'], { typeOnly: false });

describe("the games' words", () => {
  it('load no rules: only the sentences and the public tables they name things by', () => {
    const words = ['domain/engine/built-once.ts', 'domain/engine/words.ts'];
    expect(reachableFrom(loads, 'domain/games/ripper-rummy/words/words.ts')).toEqual([
      ...words,
      'domain/games/ripper-rummy/rules/cards.ts',
      'domain/games/ripper-rummy/words/sentences.ts',
      'domain/games/ripper-rummy/words/words.ts',
    ]);
    expect(reachableFrom(loads, 'domain/games/mr-jack/words/words.ts')).toEqual([
      ...words,
      'domain/games/mr-jack/rules/characters.ts',
      'domain/games/mr-jack/words/sentences.ts',
      'domain/games/mr-jack/words/words.ts',
    ]);
    expect(reachableFrom(loads, 'domain/history/lines.ts')).toEqual(['domain/engine/sentences.ts', 'domain/history/lines.ts']);
  });

  it.each([...productGames.values(), counterGame].map((g) => [g.id, g] as const))('of %s are its own: the same id and title', (_id, game: AnyGame) => {
    expect(game.words.id).toBe(game.id);
    expect(game.words.title).toBe(game.title);
    expect(Object.keys(game.words.sentences).length).toBeGreaterThan(0);
  });

  it('the registry refuses a game whose words name another game', () => {
    expect(() => createRegistry([{ ...counterGame, id: 'renamed' }])).toThrow(/renamed/);
    expect(() => createRegistry([{ ...counterGame, title: 'Renamed' }])).toThrow(/counter/);
    expect(createRegistry([counterGame]).get('counter')).toBe(counterGame);
  });

  it("write a game's id only in the game's own folder (domain/)", () => {
    for (const file of [...loads.keys()]) {
      const source = readFileSync(resolve(root, file), 'utf8');
      for (const id of productGames.keys()) {
        if (file.startsWith(`domain/games/${id}/`)) continue;
        expect(source.includes(`'${id}'`) || source.includes(`"${id}"`), `${file} writes '${id}'`).toBe(false);
      }
    }
  });
});
