#!/usr/bin/env node
// Builds the web client (web/ → web/dist) when the build is missing or older than its sources
// (web/, client/, the domain modules it reads: view types, each game's words). `npm start` and `npm test` run it first;
// `node scripts/build-web.mjs --force` builds anyway. Prints the bundle's gzip size.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'web/dist');
const stamp = join(dist, 'index.html');
const sources = ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'web/inline-entry.ts', 'client', 'domain', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

export function webBuildIsStale() {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return sources.some((s) => newest(join(root, s)) > built);
}

/**
 * Gzip sizes of what a browser loads: index.html (which holds the entry script and CSS) and every
 * asset loaded on demand. The entry's script and CSS as files (shell.html's, which the service worker
 * keeps) are the same code again, so they are not counted twice.
 */
export function webBundleSize() {
  const assets = join(dist, 'assets');
  const shell = join(dist, 'shell.html');
  const shellFiles = new Set(existsSync(shell) ? [...readFileSync(shell, 'utf8').matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]) : []);
  const files = [stamp, ...(existsSync(assets) ? readdirSync(assets).filter((f) => !shellFiles.has(f)).map((f) => join(assets, f)) : [])];
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const body = readFileSync(f);
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { raw, gzip, files: files.length };
}

export function buildWeb({ force = false, quiet = false } = {}) {
  if (!force && !webBuildIsStale()) return false;
  if (!quiet) console.log('Building the web client (web/ → web/dist)…');
  // Always the production build: under vitest NODE_ENV is 'test', and Vite then resolves lit-html's
  // development build (2.6 KiB gzip more, with dev-mode warnings), which is not what ships.
  const env = { ...process.env, NODE_ENV: 'production' };
  const run = (args) => spawnSync('npx', args, { cwd: root, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8', env });
  const tsc = run(['tsc', '-p', 'web']);
  if (tsc.status !== 0) throw new Error(`web/ does not compile:\n${tsc.stdout ?? ''}${tsc.stderr ?? ''}`);
  const vite = run(['vite', 'build', '--config', 'web/vite.config.ts']);
  if (vite.status !== 0) throw new Error(`vite build failed:\n${vite.stdout ?? ''}${vite.stderr ?? ''}`);
  return true;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  try {
    buildWeb({ force: process.argv.includes('--force') });
    const { raw, gzip, files } = webBundleSize();
    console.log(`web client: ${files} files, ${(raw / 1024).toFixed(1)} KiB, ${(gzip / 1024).toFixed(1)} KiB gzip (budget 100 KB)`);
  } catch (e) {
    console.error(String(e instanceof Error ? e.message : e));
    process.exit(1);
  }
}
