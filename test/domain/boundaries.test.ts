// Rules of the house (design §1): domain/ is pure. It imports nothing outside domain/ except zod,
// and never reads the clock or Math.random.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('domain/ boundaries', () => {
  const domainFiles = files(join(root, 'domain'));

  it('has source files to check', () => expect(domainFiles.length).toBeGreaterThan(3));

  for (const file of domainFiles) {
    const rel = relative(root, file);
    it(`${rel} stays pure`, () => {
      const src = readFileSync(file, 'utf8');
      const imports = [...src.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1] as string);
      for (const spec of imports) {
        if (spec.startsWith('.')) {
          expect(resolve(file, '..', spec).startsWith(join(root, 'domain')), `${rel} imports ${spec}`).toBe(true);
        } else {
          expect(['zod/mini'], `${rel} imports ${spec}`).toContain(spec);
        }
      }
      const code = src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      expect(code).not.toMatch(/Math\.random|Date\.now|new Date\(|performance\.now|process\./);
    });
  }
});
