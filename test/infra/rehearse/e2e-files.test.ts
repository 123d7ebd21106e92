// The end-to-end files and the rehearsal: every file of test/e2e is either run against the
// rehearsal or listed with the reason it cannot be, and each test left out by name exists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_IN_PROCESS_ONLY, E2E_ON_REHEARSAL, testNamePatternOnRehearsal } from '../../../infra/rehearse/checks/e2e-files.js';
import { paths } from '../../../infra/paths.js';

const e2eFiles = ['e2e', 'whole-games']
  .flatMap((dir) => readdirSync(join(paths.repoRoot, 'test', dir), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.test.ts')).map((f) => `test/${dir}/${f.replaceAll('\\', '/')}`))
  .sort();

describe('the end-to-end files against the rehearsal', () => {
  it('lists every file of test/e2e and test/whole-games exactly once: run there, or in-process only with a reason', () => {
    const listed = [...E2E_ON_REHEARSAL.map((f) => f.file), ...Object.keys(E2E_IN_PROCESS_ONLY)].sort();
    expect(listed).toEqual(e2eFiles);
    for (const why of Object.values(E2E_IN_PROCESS_ONLY)) expect(why.length).toBeGreaterThan(10);
  });

  it('leaves out by name only tests the file has, and no other', () => {
    const pattern = new RegExp(testNamePatternOnRehearsal()!);
    for (const f of E2E_ON_REHEARSAL) {
      const text = readFileSync(join(paths.repoRoot, f.file), 'utf8');
      const titles = [...text.matchAll(/\bit\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g)].map((m) => m[2]!.replace(/\\(.)/g, '$1'));
      for (const name of Object.keys(f.inProcessOnly ?? {})) {
        expect(titles.some((t) => t.startsWith(name)), `${f.file}: no test starts with "${name}"`).toBe(true);
        expect(pattern.test(`some describe ${name} and more`)).toBe(false);
      }
      const kept = titles.filter((t) => !Object.keys(f.inProcessOnly ?? {}).some((name) => t.startsWith(name)));
      for (const t of kept) expect(pattern.test(`some describe ${t}`), `${f.file}: "${t}" is left out`).toBe(true);
    }
  });
});
