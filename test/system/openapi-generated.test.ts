// openapi.yaml and the client's types are what `npm run openapi` writes from the code, and tools
// nobody here wrote accept the document: Redocly's recommended rules, offline, 0 errors, 0 warnings.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as z from 'zod/mini';
import { createRegistry, productGames } from '../../domain/games/registry.js';
import { buildOpenApi } from '../../lambdas/http/openapi/document.js';
import { committed, generatedFiles, GENERATED } from '../../scripts/openapi.js';
import { counterGame } from '../support/fixtures/counter-game.js';

const root = resolve(import.meta.dirname, '../..');

function run(command: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

const Lint = z.looseObject({
  totals: z.looseObject({ errors: z.number(), warnings: z.number(), ignored: z.number() }),
  problems: z.array(z.looseObject({ ruleId: z.string(), message: z.string() })),
});

describe('the generated files', () => {
  it('are current: openapi.yaml and client/schema.d.ts are what `npm run openapi` writes', async () => {
    const files = await generatedFiles();
    for (const path of Object.values(GENERATED)) {
      expect(committed(path) === files[path], `${path} is stale: run \`npm run openapi\` and commit it`).toBe(true);
    }
  });

  it('pass `redocly lint` with the recommended rules: 0 errors, 0 warnings, nothing ignored', async () => {
    const out = await run(process.execPath, [join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', 'openapi.yaml', '--format=json']);
    const report = Lint.parse(JSON.parse(out.stdout));
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
    expect(out.code, out.stderr).toBe(0);
  });

  it('type legalCommands game by game, and add a game to every per-game union', () => {
    const doc = z
      .looseObject({ components: z.looseObject({ schemas: z.record(z.string(), z.looseObject({ oneOf: z.optional(z.array(z.unknown())), anyOf: z.optional(z.array(z.unknown())) })) }) })
      .parse(buildOpenApi(createRegistry([...productGames.values(), counterGame])));
    const schemas = doc.components.schemas;
    expect(schemas.Game?.oneOf).toEqual([
      { $ref: '#/components/schemas/RipperRummyGame' },
      { $ref: '#/components/schemas/MrJackGame' },
      { $ref: '#/components/schemas/CounterGame' },
    ]);
    expect(schemas.Command?.anyOf).toHaveLength(3);
    expect(schemas.CounterGame).toMatchObject({ properties: { game: { const: 'counter' }, legalCommands: { items: { $ref: '#/components/schemas/CounterCommand' } } } });
    const committedDoc = parse(committed(GENERATED.openApi));
    expect(committedDoc.components.schemas.MrJackGame.properties.legalCommands.items).toEqual({ $ref: '#/components/schemas/MrJackCommand' });
  });
});
