// The local runtime's own routes (/_local/*: the outbox with every player's address, the clock that
// forces deadline fallbacks) are not an open door for web pages in the host's browser: no CORS
// answer (so no other origin reads them or passes a preflight), JSON-only POSTs (a page's form or
// text/plain post gets 415), and only a Host naming this machine (DNS rebinding gets 403).
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../support/runtime.js';

const env = useTestRuntime();

/** A GET with any Host header (fetch does not let a caller pick it). */
function getWithHost(url: string, host: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('/_local/* routes', () => {
  const origin = { origin: 'https://evil.example' };

  it('answer no CORS headers, preflights included', async () => {
    for (const path of ['/_local/outbox', '/_local/mail', '/_local/clock']) {
      const r = await fetch(env.rt.url + path, { headers: origin });
      expect(r.status).toBe(200);
      expect(r.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await fetch(env.rt.url + path, {
        method: 'OPTIONS',
        headers: { ...origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    }
    // The API itself keeps its CORS (bearer tokens, no cookies).
    const api = await fetch(`${env.rt.url}/openapi.yaml`, { headers: origin });
    expect(api.headers.get('access-control-allow-origin')).not.toBeNull();
  });

  it('take only application/json on POST /_local/clock', async () => {
    const before = (await env.http.get<{ now: string }>('/_local/clock')).body.now;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const r = await fetch(`${env.rt.url}/_local/clock`, { method: 'POST', headers: { ...origin, 'content-type': type }, body: '{"advanceHours": 100}' });
      expect(r.status, type).toBe(415);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(r.headers.get('access-control-allow-origin')).toBeNull();
    }
    const noType = await fetch(`${env.rt.url}/_local/clock`, { method: 'POST', body: new Blob(['{"advanceHours": 100}']) });
    expect(noType.status).toBe(415);
    const after = (await env.http.get<{ now: string }>('/_local/clock')).body.now;
    // Nothing moved the clock (real time passes, 100 hours did not).
    expect(Date.parse(after) - Date.parse(before)).toBeLessThan(60_000);
    const json = await env.http.post('/_local/clock', { advanceHours: 1 });
    expect(json.status).toBe(200);
  });

  it('answer only requests to this machine by name', async () => {
    const port = new URL(env.rt.url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) expect((await getWithHost(`${env.rt.url}/_local/outbox`, host)).status, host).toBe(200);
    const rebound = await getWithHost(`${env.rt.url}/_local/outbox`, `evil.example:${port}`);
    expect(rebound.status).toBe(403);
    expect(rebound.headers['access-control-allow-origin']).toBeUndefined();
    // The API is not tied to a host name (it sits behind proxies).
    expect((await getWithHost(`${env.rt.url}/openapi.yaml`, 'play.example.org')).status).toBe(200);
  });

  it('may not be framed, sniffed or cached', async () => {
    const page = await fetch(`${env.rt.url}/_local/mail`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).toBe('no-store');
  });
});
