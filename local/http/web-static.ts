/**
 * Serves the reference web client (web/, built into web/dist by `npm run build:web`) from the local
 * runtime, on the same port as the API: `/` and the client's own routes (`/play/games/{id}`, `/play/players/{id}`, `/play/leaderboards`,
 * `/sign-in`, `/welcome`, `/settings`, `/games/new`, `/lobby`) answer index.html, `/assets/*` the built files,
 * `/shell.html` the page with its script as a file (what the service worker keeps), and `/sw.js` its service worker, `/config.json` tells the client where the API is (here: the same origin). `GET /games/new` is an
 * API path too (a game called "new"): only a browser asking for HTML gets the page there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_DIST = resolve(fileURLToPath(new URL('../../web/dist', import.meta.url)));

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};

const SECURITY = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Whitechapel</title></head>
<body><h1>Whitechapel</h1><p>The web client is not built: run <code>npm run build:web</code> (npm start does it for you). The API's docs are at <a href="/docs">/docs</a>.</p></body></html>`;

/** Each hashed asset gzipped once (its name changes with its content), as CloudFront serves it compressed: a phone on a slow network gets a third of the bytes. */
const gzipped = new Map<string, Buffer>();

/**
 * A weak validator of `body` (weak: the gzipped and plain answers are the same content). index.html
 * holds the whole first script (web/inline-entry.ts), so a browser that has it asks again with
 * If-None-Match and gets a 304 of a few hundred bytes instead of the page.
 */
export function entityTag(body: Buffer | string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** True when the request's If-None-Match names `etag` (or is "*"). */
export function notModified(req: IncomingMessage, etag: string): boolean {
  const asked = req.headers['if-none-match'];
  if (!asked) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return asked.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Ends the answer with `body`, gzipped when the browser takes gzip; a 304 when the browser's copy is this one. */
function send(req: IncomingMessage, res: ServerResponse, key: string | null, headers: Record<string, string>, body: Buffer | string, head: boolean): void {
  const etag = entityTag(body);
  if (notModified(req, etag)) {
    res.writeHead(304, { ...headers, etag, vary: 'Accept-Encoding' });
    res.end();
    return;
  }
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 1024;
  let out: Buffer | string = body;
  if (gzip) {
    out = (key === null ? undefined : gzipped.get(key)) ?? gzipSync(body);
    if (key !== null) gzipped.set(key, out);
  }
  res.writeHead(200, { ...headers, etag, vary: 'Accept-Encoding', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
  res.end(head ? undefined : out);
}

function isClientRoute(path: string, wantsHtml: boolean): boolean {
  if (path === '/' || path === '/index.html' || path === '/sign-in' || path === '/welcome' || path === '/settings') return true;
  if (/^\/play\/games\/[^/]+\/?$/.test(path)) return true;
  if (/^\/play\/players\/[^/]+\/?$/.test(path) || /^\/play\/leaderboards\/?$/.test(path)) return true;
  // API paths too (a game called "new"; the lobby's JSON): only a browser asking for HTML gets the page.
  return (path === '/games/new' || path === '/lobby') && wantsHtml;
}

/** The runtime's extra routes for the web client: true when it answered. */
export function webStatic(dist: string = WEB_DIST) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    const method = (req.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') return false;
    const path = url.pathname;
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    if (path === '/config.json') {
      // The API is on this origin.
      res.writeHead(200, { ...SECURITY, 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(method === 'HEAD' ? undefined : JSON.stringify({ apiUrl: '' }));
      return true;
    }
    if (isClientRoute(path, wantsHtml)) {
      const index = join(dist, 'index.html');
      const page = existsSync(index) ? readFileSync(index) : NOT_BUILT;
      // Gzipped at each answer (a rebuild changes it); revalidated at each opening (no-cache, its ETag).
      send(req, res, null, { ...SECURITY, 'content-type': TYPES['.html']!, 'cache-control': 'no-cache' }, page, method === 'HEAD');
      return true;
    }
    if (path.startsWith('/assets/') || path === '/favicon.svg' || path === '/sw.js' || path === '/shell.html') {
      const file = normalize(join(dist, decodeURIComponent(path)));
      if (!file.startsWith(dist + sep) || !existsSync(file)) return false;
      const body = readFileSync(file);
      // Built assets carry a content hash in their names: cache them for good.
      const headers = {
        ...SECURITY,
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      send(req, res, path.startsWith('/assets/') ? file : null, headers, body, method === 'HEAD');
      return true;
    }
    return false;
  };
}
