// client/ compiles on its own as a consumer would compile it (strict, exactOptionalPropertyTypes,
// DOM and Node), and holds no type cast: the example posts listed commands as they are typed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

describe('client/', () => {
  it('compiles with tsc --strict on its own (client/tsconfig.json)', () => {
    const out = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'client'], { cwd: root, encoding: 'utf8' });
    expect(out.stdout + out.stderr).toBe('');
    expect(out.status).toBe(0);
  });

  it("shows in the README exactly the example that compiles (client/examples/readme.ts)", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const block = readme.split('<!-- client-example:start -->')[1]?.split('<!-- client-example:end -->')[0] ?? '';
    expect(block).toBe(`\n\`\`\`ts\n${readFileSync(join(root, 'client/examples/readme.ts'), 'utf8')}\`\`\`\n`);
  });

  it('has no type cast', () => {
    const out = spawnSync(process.execPath, [join(root, 'scripts/count-casts.mjs'), 'client', '--list'], { cwd: root, encoding: 'utf8' });
    expect(out.stdout.trim()).toBe('client\t0');
  });
});
