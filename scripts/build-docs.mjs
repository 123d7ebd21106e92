#!/usr/bin/env node
// Builds the API reference (/docs) from openapi.yaml with Redocly (`redocly build-docs`): every
// operation and schema, their examples, and a search box, in one HTML file with the Redoc bundle
// inlined (--inlineBundle), so the page loads nothing from elsewhere. `npm start` and the test
// suites build it first (into dist/docs/index.html) when it is missing or older than openapi.yaml;
// infra builds its own copy beside the /docs function and uploads one beside the web client.
//
//   node scripts/build-docs.mjs                 dist/docs/index.html, when stale
//   node scripts/build-docs.mjs --force         the same, always
//   node scripts/build-docs.mjs --out FILE      FILE, always
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: where the page is built from (and the command runs). */
export const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url));
const root = REPOSITORY_ROOT;

/** Where the page is built for the local runtime and the web client's deployment. */
export const DOCS_PAGE = join(root, 'dist/docs/index.html');

/** What the page is made from: the document, Redocly's settings, and the renderer's version. */
const SOURCES = ['openapi.yaml', 'redocly.yaml', 'package-lock.json', 'scripts/build-docs.mjs'];

export function docsBuildIsStale(out = DOCS_PAGE) {
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return SOURCES.some((s) => existsSync(join(root, s)) && statSync(join(root, s)).mtimeMs > built);
}

/** The command that writes the page to `out` (node and its arguments, run from the repository root). */
export function docsBuildCommand(out) {
  return [
    process.execPath,
    [join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'build-docs', 'openapi.yaml', '--inlineBundle', '--title', 'Whitechapel API reference', '--output', out],
  ];
}

/** Redocly quiet: no telemetry, no update notice (nothing leaves this machine while building). */
export const REDOCLY_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

/**
 * Redoc's sidebar shows Redocly's logo from their CDN (the one thing --inlineBundle leaves outside):
 * the same words, drawn here instead. Any other CDN address left in the page fails the build.
 */
const CDN = 'https://cdn.redoc.ly/';
const LOGO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="16"><text x="0" y="12" font-family="sans-serif" font-size="12" fill="#808080">Redocly</text></svg>')}`;

export function keptOffline(html) {
  const page = html.replaceAll(`${CDN}redoc/logo-mini-full.svg`, LOGO).replaceAll(`${CDN}redoc/logo-mini.svg`, LOGO);
  if (page.includes(CDN)) throw new Error(`the API reference still loads from ${CDN}: ${page.slice(page.indexOf(CDN), page.indexOf(CDN) + 80)}`);
  return page;
}

/** Builds the page into `out` (a file `docsBuildCommand` wrote, made offline by `keptOffline`). */
export function finishDocs(out) {
  writeFileSync(out, keptOffline(readFileSync(out, 'utf8')));
}

export function buildDocs({ out = DOCS_PAGE, force = false, quiet = false } = {}) {
  if (!force && !docsBuildIsStale(out)) return false;
  mkdirSync(dirname(out), { recursive: true });
  const [command, args] = docsBuildCommand(out);
  const run = spawnSync(command, args, { cwd: root, env: REDOCLY_ENV, encoding: 'utf8' });
  if (run.status !== 0 || !existsSync(out)) throw new Error(`redocly build-docs failed:\n${run.stdout}${run.stderr}`);
  finishDocs(out);
  if (!quiet) console.log(`API reference: ${out} (${(statSync(out).size / 1024).toFixed(0)} KiB)`);
  return true;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  try {
    const at = process.argv.indexOf('--out');
    if (at >= 0) {
      const out = process.argv[at + 1];
      if (!out) throw new Error('usage: node scripts/build-docs.mjs [--force] [--out FILE]');
      buildDocs({ out, force: true });
    } else buildDocs({ force: process.argv.includes('--force'), quiet: true });
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
