// openapi.yaml is a valid OpenAPI 3.1 document, and what the API really answers matches it: every
// status an operation returns is documented for it, with a body that validates against its schema.
// The shared test HTTP client checks every answer of every e2e test (test/support/http/conformance.ts);
// this file shows the checker works and walks every operation, successes and failures.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { RegisteredPlayer } from '../../lambdas/app/accounts/players.js';
import type { GameResource } from '../../lambdas/app/games/resource.js';
import type { CallOptions } from '../support/http/http.js';
import { testConformance, useTestRuntime } from '../support/runtime.js';

const root = resolve(import.meta.dirname, '../..');
const raw = () => parse(readFileSync(join(root, 'openapi.yaml'), 'utf8'));
const env = useTestRuntime();
const checker = testConformance();

describe('openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(raw());
    expect(result.valid, JSON.stringify(result)).toBe(true);
  });

  it('catches an answer that does not match (the checker itself works)', () => {
    const fake = (method: string, path: string, status: number, body: unknown, type = 'application/json', headers: Record<string, string> = {}) =>
      checker.violations({ method, path, status, text: body === undefined ? '' : JSON.stringify(body), headers: new Headers({ 'content-type': type, ...headers }) });
    expect(fake('GET', '/players/me', 200, { playerId: 7 })).toEqual([expect.stringMatching(/body does not match/)]);
    expect(fake('GET', '/players/me', 418, {})).toEqual([expect.stringMatching(/not documented/)]);
    expect(fake('GET', '/games/g1', 404, { code: 'x' }, 'text/plain').join()).toMatch(/problem\+json/);
    expect(fake('GET', '/games/g1', 404, { type: 'https://x.dev/p/nope', title: 't', status: 404, detail: 'd', code: 'no-such-code' }, 'application/problem+json').join()).toMatch(/code/);
    expect(fake('GET', '/games/g1', 304, { version: 1 }).join()).toMatch(/body where none/);
    expect(fake('GET', '/games/g1', 304, undefined, '', { etag: 'W/12' }).join()).toMatch(/header ETag/);
    expect(fake('DELETE', '/games/g1', 405, {}, 'application/json').join()).toMatch(/not application\/problem\+json/);
    expect(fake('DELETE', '/games/g1', 405, { code: 'method-not-allowed' }, 'application/problem+json')).toEqual([]);
  });

  it('describes what the API really answers, successes and failures', async () => {
    const http = env.http;
    // The checker is shared by the integration files (vitest.config.ts, isolate: false): this walk counts its own answers only.
    const walkStart = checker.checked.length;
    // env.http checks every answer against the document; this walk makes sure each operation and status is seen.
    const call = <T = unknown>(method: string, path: string, opts: CallOptions = {}) => http.call<T>(method, path, opts);
    const register = async (name: string) => (await call<RegisteredPlayer>('POST', '/players', { body: { name, email: `${name.toLowerCase()}@example.com` } })).body;
    const [ada, bob, eve] = [await register('Ada'), await register('Bob'), await register('Eve')];
    await call('POST', '/players', { body: { name: 'X' } });
    await call('POST', '/players', { raw: 'x'.repeat(70_000), headers: { 'content-type': 'application/json' } });
    await call('POST', '/players', { raw: 'name=x', headers: { 'content-type': 'text/plain' } });
    await call('GET', '/players/me', { token: ada.token });
    await call('GET', '/players/me');
    await call('PATCH', '/players/me', { token: ada.token, body: { notifications: { reminders: false } } });
    await call('PATCH', '/players/me', { token: ada.token, body: {} });

    for (const [game, options] of [['ripper-rummy', { players: 2 }], ['mr-jack', { role: 'jack' }]] as const) {
      const created = await call<GameResource>('POST', '/games', { token: ada.token, body: { game, options } });
      const gameId = created.body.gameId;
      await call('POST', '/games', { token: ada.token, body: { game, options }, headers: { 'idempotency-key': `k-${game}` } });
      await call('POST', '/games', { token: ada.token, body: { game, options }, headers: { 'idempotency-key': `k-${game}` } });
      await call('POST', '/games', { token: ada.token, body: { game: 'chess' } });
      await call('GET', `/games/${gameId}`, { token: bob.token });
      await call('POST', `/games/${gameId}/commands`, { token: ada.token, body: { type: 'resign' } });
      await call('POST', `/games/${gameId}/join`, { token: bob.token });
      await call('POST', `/games/${gameId}/join`, { token: eve.token });
      await call('POST', `/games/${gameId}/join`, { token: eve.token, body: { seat: 1 } });
      const seen = await call<GameResource>('GET', `/games/${gameId}`, { token: ada.token });
      const unchanged = await call('GET', `/games/${gameId}`, { token: ada.token, headers: { 'if-none-match': seen.headers.get('etag')! } });
      expect([unchanged.status, unchanged.text]).toEqual([304, '']);
      const pending = seen.body.pending[0]?.seat;
      const mover = pending === 0 ? ada : bob;
      const other = pending === 0 ? bob : ada;
      const mine = await call<GameResource>('GET', `/games/${gameId}`, { token: mover.token });
      const etag = mine.headers.get('etag')!;
      await call('POST', `/games/${gameId}/commands`, { token: mover.token, body: mine.body.legalCommands[0], headers: { 'if-match': etag, 'idempotency-key': 'm1' } });
      await call('POST', `/games/${gameId}/commands`, { token: mover.token, body: mine.body.legalCommands[0], headers: { 'if-match': etag, 'idempotency-key': 'm1' } });
      await call('POST', `/games/${gameId}/commands`, { token: mover.token, body: mine.body.legalCommands[0], headers: { 'if-match': etag } });
      await call('POST', `/games/${gameId}/commands`, { token: other.token, body: mine.body.legalCommands[0] });
      await call('POST', `/games/${gameId}/commands`, { token: eve.token, body: { type: 'resign' } });
      await call('POST', `/games/${gameId}/commands`, { token: mover.token, body: { type: 'nonsense' } });
      await call('POST', `/games/${gameId}/commands`, { token: mover.token, raw: '{', headers: { 'content-type': 'application/json' } });
      await call('GET', `/games/${gameId}/events`, { token: eve.token });
      await call('GET', `/games/${gameId}/events?after=1&limit=2`, { token: ada.token });
      await call('GET', `/games/${gameId}/events?limit=0`, { token: ada.token });
    }
    await call('GET', '/games/nope', { token: ada.token });
    await call('POST', '/games/nope/commands', { token: ada.token, body: { type: 'x' } });
    await call('GET', '/games', { token: ada.token });
    await call('GET', '/openapi.yaml');
    await call('GET', '/docs');
    const walked = checker.checked.slice(walkStart);
    const statuses = new Set(walked.map((c) => c.split(' ').pop()));
    for (const s of ['200', '201', '304', '400', '401', '403', '404', '409', '412', '413', '415', '422']) expect(statuses, `no ${s} was exercised`).toContain(s);
    const operations = new Set(walked.map((c) => c.split(' ').slice(0, 2).join(' ')));
    expect(operations.size, [...operations].join(', ')).toBe(11);
  });
});
