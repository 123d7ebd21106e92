// client/ as an outside project gets it: `npm pack` builds the package, which is unpacked into a
// project of its own in a temporary directory (openapi-fetch, its one dependency, linked in as npm
// would install it), compiled against by name under Node's own module resolution (exports, types),
// and run there by Node. Its README shows the bot that compiles (client/examples/bot.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { API_VERSION } from '../../lambdas/http/openapi/document.js';

const root = resolve(import.meta.dirname, '../..');
const project = mkdtempSync(join(tmpdir(), 'whitechapel-client-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const Packed = z.array(z.looseObject({ name: z.string(), version: z.string(), filename: z.string(), files: z.array(z.looseObject({ path: z.string() })) }));

const CONSUMER = `import { ApiError, createClient, signWebhook, verifyWebhook, type Command, type Game, type paths } from '@whitechapel/client';
import { WebhookVerificationError } from '@whitechapel/client/webhooks';

const client = createClient({ baseUrl: 'http://127.0.0.1:9', token: 'p.t' });
const firstListed = (game: Game): Command | null => game.legalCommands[0] ?? null;
type GameRoute = paths['/games/{gameId}']['get'];
const operation: GameRoute['parameters']['path'] = { gameId: 'g1' };

const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const signature = await signWebhook(secret, 'msg_1', 1614265330, '{}');
const checked = await verifyWebhook(secret, { 'webhook-id': 'msg_1', 'webhook-timestamp': '1614265330', 'webhook-signature': signature }, '{}', { now: 1614265330_000 });
let refused = '';
try {
  await verifyWebhook(secret, { 'webhook-id': 'msg_1', 'webhook-timestamp': '1614265330', 'webhook-signature': signature }, '{ }', { now: 1614265330_000 });
} catch (e) {
  if (e instanceof WebhookVerificationError) refused = e.reason;
}
console.log(JSON.stringify({ play: typeof client.play, firstListed: typeof firstListed, operation, checked, refused, error: new ApiError(404, null).name }));
`;

describe('client/ as a package', () => {
  it('packs with npm, installs into another project, compiles there by its name and runs in Node', () => {
    const packed = Packed.parse(JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', project], { cwd: join(root, 'client'), encoding: 'utf8' })))[0];
    expect(packed?.name).toBe('@whitechapel/client');
    expect(packed?.version).toBe(API_VERSION);
    const files = packed?.files.map((f) => f.path).sort();
    expect(files).toEqual(['README.md', 'dist/index.d.ts', 'dist/index.js', 'dist/schema.d.ts', 'dist/webhooks.d.ts', 'dist/webhooks.js', 'package.json']);

    const installed = join(project, 'node_modules/@whitechapel/client');
    mkdirSync(installed, { recursive: true });
    execFileSync('tar', ['-xzf', join(project, packed?.filename ?? ''), '-C', installed, '--strip-components=1']);
    symlinkSync(join(root, 'node_modules/openapi-fetch'), join(project, 'node_modules/openapi-fetch'), 'dir');
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'a-bot', private: true, type: 'module' }));
    writeFileSync(join(project, 'bot.ts'), CONSUMER);
    // Node's own resolution (NodeNext): only what `exports` and `types` offer is found.
    const tsconfig = { compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2023', 'DOM'], types: [], strict: true, outDir: 'out', skipLibCheck: false } };
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(tsconfig));
    const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', project], { cwd: project, encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);

    const run = spawnSync(process.execPath, [join(project, 'out/bot.js')], { cwd: project, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ play: 'function', firstListed: 'function', operation: { gameId: 'g1' }, checked: { id: 'msg_1', timestamp: 1614265330 }, refused: 'no-matching-signature', error: 'ApiError' });
  });

  it('leaves no build behind in client/ (dist/ exists only while packing)', () => {
    expect(spawnSync('ls', [join(root, 'client/dist')]).status).not.toBe(0);
  });

  it("shows in its README exactly the bot that compiles (client/examples/bot.ts), importing the package by name", () => {
    const readme = readFileSync(join(root, 'client/README.md'), 'utf8');
    const block = readme.split('<!-- bot:start -->')[1]?.split('<!-- bot:end -->')[0] ?? '';
    const bot = readFileSync(join(root, 'client/examples/bot.ts'), 'utf8').replace("from '../index.js'", "from '@whitechapel/client'");
    expect(block).toBe(`\n\`\`\`ts\n${bot}\`\`\`\n`);
  });
});
