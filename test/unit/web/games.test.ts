// The web's games (web/src/games/): every game the product serves has a folder of its own, any
// other id gets the generic screen (its view as a list, its commands as buttons), and the rest of
// web/src neither names a game nor imports server code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Command, Game } from '../../../client/index.js';
import { productGames } from '../../../domain/games/registry.js';
import { gameTitle, webGame, WEB_GAMES } from '../../../web/src/games/registry.js';
import type { PlayContext } from '../../../web/src/games/web-game.js';
import { textOf } from '../../support/source/template-text.js';

const context = (posted: Command[]): PlayContext => ({ busy: false, group: null, chooseGroup: () => undefined, post: (c) => posted.push(c) });

describe('the registry', () => {
  it('has a folder for every game the product serves, and none for a game it does not', () => {
    expect(WEB_GAMES.map((g) => g.id).sort()).toEqual([...productGames.keys()].sort());
    for (const g of WEB_GAMES) expect(webGame(g.id)).toBe(g);
  });

  it('gives any other id the generic game: its title from the id, its view as a list, each legal command as a button', () => {
    const generic = webGame('counter-game');
    expect(gameTitle('counter-game')).toBe('Counter Game');
    expect(generic.creation).toBeUndefined();
    const legalCommands = [{ type: 'increment', by: 2 }, { type: 'resign' }] as unknown as Command[];
    const g = { game: 'counter-game', gameId: 'g1', status: 'active', version: 3, view: { count: 4, yourTurn: true, seen: [1, 2] }, legalCommands } as unknown as Game;
    const text = textOf(generic.play(g, context([])));
    expect(text).toContain('{"type":"increment","by":2}');
    expect(text).toContain('{"type":"resign"}');
    expect(text).toMatch(/Count 4 .*Your turn true/);
    expect(textOf(generic.past(g).main)).toContain('Count 4');
    expect(generic.names(g)).toEqual({});
  });
});

describe('web/src', () => {
  const root = join(import.meta.dirname, '../../../web/src');
  const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : f.endsWith('.ts') ? [join(dir, f)] : []));
  const sources = files(root).map((f) => ({ path: relative(root, f), text: readFileSync(f, 'utf8') }));

  it("writes a game's id only in that game's folder", () => {
    for (const id of productGames.keys()) {
      const naming = sources.filter((s) => s.text.includes(`'${id}'`) || s.text.includes(`"${id}"`)).map((s) => s.path);
      expect(naming.filter((p) => !p.startsWith(`games/${id}/`)), id).toEqual([]);
    }
  });

  it('imports nothing under lambdas/ but through history/lines.ts', () => {
    const importing = sources.filter((s) => /from '(\.\.\/)+lambdas\//.test(s.text)).map((s) => s.path);
    expect(importing.filter((p) => p !== 'history/lines.ts')).toEqual([]);
  });
});
