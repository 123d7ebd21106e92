// client/ compiles on its own as a consumer would compile it (strict, exactOptionalPropertyTypes,
// DOM and Node), and holds no type cast: the example posts listed commands as they are typed.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

describe('client/', () => {
  it('compiles with tsc --strict on its own (client/tsconfig.json)', () => {
    const out = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'client'], { cwd: root, encoding: 'utf8' });
    expect(out.stdout + out.stderr).toBe('');
    expect(out.status).toBe(0);
  }, 60_000);

  it('has no type cast', () => {
    const out = spawnSync(process.execPath, [join(root, 'scripts/count-casts.mjs'), 'client', '--list'], { cwd: root, encoding: 'utf8' });
    expect(out.stdout.trim()).toBe('client\t0');
  });
});
