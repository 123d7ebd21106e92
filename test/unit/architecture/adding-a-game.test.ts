// Adding a game is one folder and one registry line (domain/games/README.md). This holds the rest of
// the house to it: no file outside a game's own folders names a game, and a registry with a third
// game — the counter fixture, one file and one line — is served whole by what is built from the
// registry: the contract (openapi), the history's words and the web client's generic screen. The
// HTTP end-to-end tests play that registry (test/support/runtime.ts testGames), bots included.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRegistry, productGames } from '../../../domain/games/registry.js';
import { eventLine, publicNames } from '../../../domain/history/lines.js';
import { buildOpenApi } from '../../../lambdas/http/openapi/document.js';
import { webGame } from '../../../web/src/games/registry.js';
import { counterGame } from '../../support/fixtures/counter-game.js';

const root = join(import.meta.dirname, '../../..');
/** The application's source: what a new game must not make anyone edit. */
const SOURCE = ['domain', 'lambdas', 'local', 'infra', 'web/src', 'scripts', 'bench', 'client'];
/** Generated from the registry (npm run openapi), or an integrator's examples, written for one game on purpose. */
const GENERATED_OR_EXAMPLES = ['client/schema.d.ts', 'client/examples/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|mjs|html|css)$/.test(name) ? [path] : [];
  });
}

describe('adding a game', () => {
  it('touches no file outside its own folders: no other file writes a game id', () => {
    const ids = [...productGames.keys(), counterGame.id];
    const offenders: string[] = [];
    for (const file of SOURCE.flatMap(sourceFiles)) {
      const path = relative(root, join(root, file)).replaceAll('\\', '/');
      if (GENERATED_OR_EXAMPLES.some((g) => path.startsWith(g))) continue;
      const text = readFileSync(join(root, path), 'utf8');
      for (const id of ids) {
        if (path.startsWith(`domain/games/${id}/`) || path.startsWith(`web/src/games/${id}/`)) continue;
        if (text.includes(`'${id}'`) || text.includes(`"${id}"`) || text.includes(`\`${id}\``)) offenders.push(`${path} writes ${id}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('with one more registry line, the contract offers the game: its creation, options and commands', () => {
    const games = createRegistry([...productGames.values(), counterGame]);
    const doc = buildOpenApi(games) as { components: { schemas: Record<string, { discriminator?: { mapping: Record<string, string> } }> } };
    expect(Object.keys(doc.components.schemas.GameCreation?.discriminator?.mapping ?? {}).sort()).toEqual([...games.keys()].sort());
  });

  it("words its history from the game's own words, and the web plays it on the generic screen", () => {
    expect(eventLine(counterGame.words, { type: 'Added', seat: 0, n: 2 }, publicNames(counterGame.words, () => 'Ada'))).toBe('Added 2');
    const web = webGame(counterGame.id);
    expect(web.sentences).toBeUndefined();
    expect(web.creation).toBeUndefined();
    expect(web.title).toBe('Counter');
  });
});
