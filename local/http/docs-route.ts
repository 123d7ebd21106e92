/**
 * The /docs route of the local runtime: the API reference Redocly builds from openapi.yaml
 * (scripts/build-docs.mjs; `npm start` and the test suites build it first). Built here on the first
 * request when it is missing or older than openapi.yaml, in a child process so the runtime keeps
 * serving meanwhile; then kept in memory, so a regenerated openapi.yaml shows after a restart.
 * Lambda serves the copy built beside its bundle (lambdas/http/routes/docs.ts).
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DOCS_PAGE, docsBuildCommand, docsBuildIsStale, finishDocs, REDOCLY_ENV, REPOSITORY_ROOT } from '../../scripts/build-docs.mjs';
import { defineRoute } from '../../lambdas/http/route.js';
import { docsAnswer } from '../../lambdas/http/routes/docs.js';

let page: Promise<string> | undefined;

async function built(): Promise<string> {
  if (docsBuildIsStale()) {
    await mkdir(dirname(DOCS_PAGE), { recursive: true });
    const [command, args] = docsBuildCommand(DOCS_PAGE);
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(command, args, { cwd: REPOSITORY_ROOT, env: REDOCLY_ENV });
      let text = '';
      child.stdout.on('data', (d) => (text += d));
      child.stderr.on('data', (d) => (text += d));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`redocly build-docs failed:\n${text}`))));
    });
    if (docsBuildIsStale()) throw new Error(`redocly build-docs wrote no page:\n${output}`);
    finishDocs(DOCS_PAGE);
  }
  return readFile(DOCS_PAGE, 'utf8');
}

export const localDocsRoute = defineRoute({ auth: false }, async () => {
  // A failed build is tried again at the next request.
  page ??= built().catch((e: unknown) => {
    page = undefined;
    throw e;
  });
  return docsAnswer(await page);
});
