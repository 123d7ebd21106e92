// openapi.yaml read by a third party: a client generated with openapi-typescript's *default*
// settings (not the project's `defaultNonNullable: false`) takes the README's requests as they are
// written, with only the options the README sends: an option the server defaults stays optional.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
// Inside the repository (test-results/ is ignored), so that openapi-fetch and @types/node resolve.
const work = join(root, 'test-results/generator-defaults');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The JSON bodies the README's curl walk-through posts (`-d '{…}'`), as written. */
function readmeBodies(): { readonly players: string[]; readonly games: string[] } {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const walk = readme.split('<!-- walkthrough:start -->')[1]?.split('<!-- walkthrough:end -->')[0] ?? '';
  const posts = [...walk.matchAll(/\$BASE\/(players|games) [^\n]*?(?:\\\n[^\n]*?)?-d '(\{[^']*\})'/g)].map(([, to = '', body = '']) => ({ to, body }));
  return { players: posts.filter((p) => p.to === 'players').map((p) => p.body), games: posts.filter((p) => p.to === 'games').map((p) => p.body) };
}

function tsc(dir: string): { status: number | null; output: string } {
  const out = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', dir], { cwd: root, encoding: 'utf8' });
  return { status: out.status, output: out.stdout + out.stderr };
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2023', 'DOM'],
    types: ['node'],
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    noEmit: true,
  },
  include: ['.'],
};

describe('a client generated with openapi-typescript defaults', () => {
  it("compiles the README's requests with only the README's options", async () => {
    const bodies = readmeBodies();
    expect(bodies.players.length).toBeGreaterThan(0);
    expect(bodies.games.length).toBeGreaterThan(0);
    // Defaults as a third party gets them: no options at all.
    const schema = astToString(await openapiTS(readFileSync(join(root, 'openapi.yaml'))));
    const dir = join(work, 'readme');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'schema.d.ts'), schema);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    const calls = [
      ...bodies.players.map((b) => `await api.POST('/players', { body: ${b} });`),
      ...bodies.games.map((b) => `await api.POST('/games', { body: ${b} });`),
    ];
    writeFileSync(
      join(dir, 'requests.ts'),
      `import createClient from 'openapi-fetch';\nimport type { paths } from './schema.js';\n\nconst api = createClient<paths>({ baseUrl: 'http://localhost:3000' });\n${calls.join('\n')}\nexport {};\n`,
    );
    const out = tsc(dir);
    expect(out.output).toBe('');
    expect(out.status).toBe(0);
  });

  it('types the answers with the defaults filled in: an applied option is required there', async () => {
    const schema = astToString(await openapiTS(readFileSync(join(root, 'openapi.yaml'))));
    // The same option sent (optional) and answered (always present, the default filled in).
    const sent = /RipperRummyOptions: \{[\s\S]*?turnTimeLimitHours(\??):/.exec(schema)?.[1];
    const answered = /RipperRummyAppliedOptions: \{[\s\S]*?turnTimeLimitHours(\??):/.exec(schema)?.[1];
    expect({ sent, answered }).toEqual({ sent: '?', answered: '' });
  });

  it("compiles the project's own client and its examples over those types", async () => {
    const dir = join(work, 'client');
    mkdirSync(join(dir, 'examples'), { recursive: true });
    writeFileSync(join(dir, 'schema.d.ts'), astToString(await openapiTS(readFileSync(join(root, 'openapi.yaml')))));
    // Every source of client/ and its examples, over the schema generated here instead of its own.
    for (const sub of ['', 'examples']) {
      for (const name of readdirSync(join(root, 'client', sub))) {
        if (name.endsWith('.ts') && !name.endsWith('.d.ts')) writeFileSync(join(dir, sub, name), readFileSync(join(root, 'client', sub, name)));
      }
    }
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    const out = tsc(dir);
    expect(out.output).toBe('');
    expect(out.status).toBe(0);
  });
});
