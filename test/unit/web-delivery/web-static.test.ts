// The local runtime's web client files: index.html (which holds the whole first script) revalidated
// with an ETag, so a browser that has it gets a 304 instead of the page again.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webStatic } from '../../../local/http/web-static.js';

const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
let server: Server;
let base = '';

const page = (version: string) => `<!doctype html><html><head><script type="module">${'/* the client */'.repeat(200)}console.log(${JSON.stringify(version)})</script></head><body></body></html>`;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page('one'));
  writeFileSync(join(dist, 'assets', 'screen-abc123.js'), 'export const x = 1;');
  const web = webStatic(dist);
  server = createServer((req, res) => {
    void web(req, res, new URL(req.url ?? '/', 'http://localhost')).then((answered) => {
      if (!answered) res.writeHead(404).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

describe('index.html', () => {
  it('carries an ETag, and answers 304 with no body to a browser whose copy has it, gzipped or not', async () => {
    const first = await fetch(`${base}/play/games/g1`, { headers: { accept: 'text/html' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(await first.text()).toContain('"one"');
    for (const encoding of ['gzip', 'identity']) {
      const again = await fetch(`${base}/play/games/g2`, { headers: { accept: 'text/html', 'if-none-match': etag!, 'accept-encoding': encoding } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
  });

  it('answers the new page, with a new ETag, once a build changed it', async () => {
    const before = (await fetch(`${base}/`)).headers.get('etag')!;
    writeFileSync(join(dist, 'index.html'), page('two'));
    const after = await fetch(`${base}/`, { headers: { 'if-none-match': before } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
    expect(await after.text()).toContain('"two"');
  });

  it('answers 200 to a validator of another file or a malformed one', async () => {
    for (const tag of ['W/"not-this-one"', 'garbage', '""']) {
      expect((await fetch(`${base}/`, { headers: { 'if-none-match': tag } })).status).toBe(200);
    }
  });
});

describe('a hashed asset', () => {
  it('is cached for good, and revalidates like the page when asked', async () => {
    const first = await fetch(`${base}/assets/screen-abc123.js`);
    expect(first.headers.get('cache-control')).toContain('immutable');
    const again = await fetch(`${base}/assets/screen-abc123.js`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});
