/**
 * The games' schemas are getters built on first use (cold starts, see builtOnce). Each must still be
 * one object for the life of the process: submitting a command parses with `game.commands` on every
 * request (a getter building anew each time would rebuild the schema per request), and openapi.yaml
 * names a shared sub-schema once only when the commands, the view and `namedSchemas` hold the same one.
 */
import { describe, expect, it } from 'vitest';
import { builtOnce } from '../../domain/engine/built-once.js';
import { productGames } from '../../domain/games/registry.js';

describe('builtOnce', () => {
  it('builds on the first call only, and hands back the same value after', () => {
    let builds = 0;
    const value = builtOnce(() => ({ built: ++builds }));
    expect(builds).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(builds).toBe(1);
  });
});

describe.each([...productGames.values()].map((game) => [game.id, game] as const))('%s', (_id, game) => {
  it('hands out the same schema objects on every access', () => {
    expect(game.options).toBe(game.options);
    expect(game.commands).toBe(game.commands);
    expect(game.viewSchema).toBe(game.viewSchema);
    const named = game.namedSchemas ?? {};
    expect(Object.keys(named).length).toBeGreaterThan(0);
    for (const [name, schema] of Object.entries(named)) expect(game.namedSchemas?.[name], name).toBe(schema);
  });
});
