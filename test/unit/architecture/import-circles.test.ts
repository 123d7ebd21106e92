// No import circles in the source: a circle ties its files together, so none of them can be read,
// moved, tested or bundled alone, and a module of it may run before one it needs is initialised.
// Type-only imports count (see test/support/source/import-graph.ts). Each folder is its own test, so a
// circle is reported under the folders it runs through.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chainOf, importCircles, importGraph, specifiersOf } from '../../support/source/import-graph.js';

const root = resolve(import.meta.dirname, '../../..');
const SOURCE_DIRS = ['domain', 'lambdas', 'local', 'infra', 'client', 'bench', 'scripts', 'web/src'];

const graph = importGraph(root, SOURCE_DIRS);
const circles = importCircles(graph);

describe('import circles', () => {
  it('reads the source it checks', () => {
    for (const dir of SOURCE_DIRS) expect([...graph.keys()].some((f) => f.startsWith(`${dir}/`)), dir).toBe(true);
    expect(graph.get('domain/games/registry.ts')).toContain('domain/games/mr-jack/index.ts');
  });

  for (const dir of SOURCE_DIRS) {
    it(`none runs through ${dir}/`, () => {
      expect(circles.filter((c) => c.some((f) => f.startsWith(`${dir}/`))).map(chainOf)).toEqual([]);
    });
  }

  it('would find a circle, type-only or dynamic imports included (the check itself works)', () => {
    const source = [
      "import type { A } from './a.js';",
      "export { b } from '../b.js';",
      "const c = await import('./c.js');",
      "type D = import('./d.js').D;",
      "// import { e } from './e.js';",
      "import { z } from 'zod/mini';",
    ].join('\n');
    expect(specifiersOf(source)).toEqual(['./a.js', '../b.js', './c.js', './d.js', 'zod/mini']);
    const tangled = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'a.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['d.ts']],
      ['e.ts', ['a.ts']],
    ]);
    expect(importCircles(tangled).map(chainOf)).toEqual(['d.ts → d.ts', 'a.ts → b.ts → a.ts', 'a.ts → b.ts → c.ts → a.ts']);
  });
});
