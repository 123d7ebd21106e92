// Rules of the house (docs/architecture.md §1), checked on the import lines of the sources:
//  - domain/ is pure: it imports nothing outside domain/ except zod and the audited, pure-JavaScript
//    @noble primitives of the game RNG (ChaCha20, SHA-256: no I/O, no clock), and never reads the
//    clock or Math.random;
//  - lambdas/app/ holds the use cases over ports: it imports no adapter (lambdas/store, the SNS
//    notifier), nothing of the HTTP edge or the Lambda entry points, not the wiring, and no AWS SDK.
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

function importsOf(src: string): string[] {
  return [...src.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].flatMap((m) => {
    const spec = m[1] ?? m[2];
    return spec === undefined ? [] : [spec];
  });
}

/** The only packages the RNG may use besides zod: computation only. */
const NOBLE = ['@noble/ciphers/chacha.js', '@noble/hashes/sha2.js', '@noble/hashes/utils.js'];

describe('domain/ boundaries', () => {
  const domainFiles = files(join(root, 'domain'));

  it('has source files to check', () => expect(domainFiles.length).toBeGreaterThan(3));

  for (const file of domainFiles) {
    const rel = relative(root, file);
    it(`${rel} stays pure`, () => {
      const src = readFileSync(file, 'utf8');
      for (const spec of importsOf(src)) {
        if (spec.startsWith('.')) {
          expect(resolve(file, '..', spec).startsWith(join(root, 'domain')), `${rel} imports ${spec}`).toBe(true);
        } else {
          expect(['zod/mini', ...NOBLE], `${rel} imports ${spec}`).toContain(spec);
        }
      }
      const code = src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      expect(code).not.toMatch(/Math\.random|Date\.now|new Date\(|performance\.now|process\./);
    });
  }
});

describe('lambdas/app/ boundaries', () => {
  const appFiles = files(join(root, 'lambdas/app'));
  const forbidden = ['lambdas/store/', 'lambdas/store/sns-notifier.ts', 'lambdas/http/', 'lambdas/handlers/', 'lambdas/wiring.ts'];

  it('has source files to check', () => expect(appFiles.length).toBeGreaterThan(3));

  for (const file of appFiles) {
    const rel = relative(root, file);
    it(`${rel} imports no adapter, edge, entry point or AWS SDK`, () => {
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        if (spec.startsWith('.')) {
          const target = relative(root, resolve(file, '..', spec)).replace(/\.js$/, '.ts');
          for (const part of forbidden) expect(target.startsWith(part), `${rel} imports ${spec}`).toBe(false);
        } else {
          expect(spec.startsWith('@aws-sdk/'), `${rel} imports ${spec}`).toBe(false);
        }
      }
    });
  }

  it('would catch a forbidden import (the check itself works)', () => {
    const target = relative(root, resolve(join(root, 'lambdas/app/x.ts'), '..', '../store/dynamo.js'));
    expect(forbidden.some((part) => target.replace(/\.js$/, '.ts').startsWith(part))).toBe(true);
    expect(importsOf("import type { X } from '../store/dynamo.js';\nimport { Y } from '@aws-sdk/client-sns';")).toEqual(['../store/dynamo.js', '@aws-sdk/client-sns']);
  });
});
