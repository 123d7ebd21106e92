// openapi.yaml is a valid OpenAPI 3.1 document, and what the API really answers matches it: every
// status an operation returns is documented for it, with a body that validates against its schema.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dereference, validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as z from 'zod/mini';
import type { RegisteredPlayer } from '../../lambdas/app/players.js';
import type { GameResource } from '../../lambdas/app/resource.js';
import { matchPath, routeTable } from '../../lambdas/http/route-table.js';
import type { CallOptions, HttpAnswer } from '../support/http.js';
import { useTestRuntime } from '../support/runtime.js';

const root = resolve(import.meta.dirname, '../..');
const raw = () => parse(readFileSync(join(root, 'openapi.yaml'), 'utf8'));
const env = useTestRuntime();

// What the check reads of the dereferenced document: each operation's responses by status and media type.
const Responses = z.record(z.string(), z.looseObject({ content: z.optional(z.record(z.string(), z.looseObject({ schema: z.optional(z.looseObject({})) }))) }));
const Doc = z.looseObject({ paths: z.record(z.string(), z.record(z.string(), z.looseObject({ responses: Responses }))) });
let doc: z.infer<typeof Doc>;
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
const checked: string[] = [];

beforeAll(async () => {
  doc = Doc.parse(await dereference(raw()));
});

/** Asserts that an answer is documented for its operation and matches the documented schema. */
function conforms(method: string, path: string, answer: Pick<HttpAnswer<unknown>, 'status' | 'headers' | 'body'>) {
  const [pathOnly = path] = path.split('?');
  const route = routeTable.find((r) => r.method === method && matchPath(r.path, pathOnly));
  expect(route, `${method} ${path} is not a documented route`).toBeDefined();
  const op = doc.paths[route!.path]![method.toLowerCase()]!;
  const documented = op.responses[String(answer.status)];
  expect(documented, `${method} ${route!.path} answered ${answer.status}, which openapi.yaml does not list`).toBeDefined();
  const type = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const media = documented!.content?.[type];
  expect(media, `${method} ${route!.path} ${answer.status} answered ${type}, not documented`).toBeDefined();
  if (media?.schema && type.endsWith('json')) {
    const check = ajv.compile(media.schema);
    expect(check(answer.body), `${method} ${route!.path} ${answer.status}: ${JSON.stringify(check.errors?.slice(0, 3))}`).toBe(true);
  }
  checked.push(`${method} ${route!.path} ${answer.status}`);
}

describe('openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(raw());
    expect(result.valid, JSON.stringify(result)).toBe(true);
  });

  it('catches an answer that does not match (the checker itself works)', () => {
    const fake = (status: number, body: unknown, type = 'application/json') => ({ status, body, text: JSON.stringify(body), headers: new Headers({ 'content-type': type }) });
    expect(() => conforms('GET', '/players/me', fake(200, { playerId: 7 }))).toThrow();
    expect(() => conforms('GET', '/players/me', fake(418, {}))).toThrow(/does not list/);
    expect(() => conforms('GET', '/games/g1', fake(404, { code: 'x' }, 'text/plain'))).toThrow();
    expect(() => conforms('DELETE', '/games/g1', fake(200, {}))).toThrow(/not a documented route/);
  });

  it('describes what the API really answers, successes and failures', async () => {
    const http = env.http;
    const call = async <T = unknown>(method: string, path: string, opts: CallOptions = {}) => {
      const a = await http.call<T>(method, path, opts);
      conforms(method, path, a);
      return a;
    };
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
    const statuses = new Set(checked.map((c) => c.split(' ').pop()));
    for (const s of ['200', '201', '400', '401', '403', '404', '409', '412', '413', '415', '422']) expect(statuses, `no ${s} was exercised`).toContain(s);
  });
});
