/**
 * Adding a game is one folder and one registry line: everything that lists games reads the
 * registry, and these checks fail when something lists them by hand and misses one.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { productGames } from '../../domain/games/registry.js';
import { benchVariants } from '../../bench/variants.js';

const root = join(import.meta.dirname, '../..');

describe('the registry of games', () => {
  it("openapi.yaml's game list is exactly the registered games", () => {
    // GameCreation is one schema per game, told apart by `game` (the discriminator's mapping).
    const doc: { components: { schemas: { GameCreation: { discriminator: { mapping: Record<string, string> } } } } } = parse(readFileSync(join(root, 'openapi.yaml'), 'utf8'));
    expect(Object.keys(doc.components.schemas.GameCreation.discriminator.mapping).sort()).toEqual([...productGames.keys()].sort());
  });

  it('the bench plays every registered game in every variant it declares', () => {
    const played = benchVariants(productGames).map((v) => `${v.game.id}/${v.variant}`);
    const declared = [...productGames.values()].flatMap((g) => Object.keys(g.variants).map((v) => `${g.id}/${v}`));
    expect(played.sort()).toEqual(declared.sort());
    for (const id of productGames.keys()) expect(played.some((p) => p.startsWith(`${id}/`))).toBe(true);
  });
});
