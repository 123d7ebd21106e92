// A seeded, bounded fuzz driven by the OpenAPI document: 1,000 requests (2,000 thorough) over every
// operation, built from each operation's own parameters and body schema (valid instances, broken
// ones, random JSON, wrong media types), with a seated player's token, a spectator's, a bad one or
// none, on games waiting, active, finished and cancelled of every game. Every answer passes through the
// shared conformance check (documented status, schema-valid body, problem+json errors); none may
// be a 5xx. Then every route with a path parameter, with ids that name nothing: a documented 404.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import Ajv2020 from 'ajv/dist/2020.js';
import { buildOpenApi } from '../../lambdas/http/openapi/document.js';
import { routeTable } from '../../lambdas/http/route-table.js';
import { effort, seeded } from '../support/games/effort.js';
import { testGames, useTestRuntime } from '../support/runtime.js';

const env = useTestRuntime();
const REQUESTS = effort(1_000, 2_000);
const SEED = seeded(1888);

type Schema = { readonly [key: string]: unknown };
const SchemaObject = z.record(z.string(), z.unknown());
const Parameter = z.looseObject({ name: z.string(), in: z.string(), schema: z.optional(SchemaObject) });
const Operation = z.looseObject({
  operationId: z.string(),
  parameters: z.optional(z.array(z.looseObject({ $ref: z.string() }))),
  requestBody: z.optional(z.looseObject({ content: z.record(z.string(), z.looseObject({ schema: SchemaObject })) })),
});
const raw = buildOpenApi(testGames);
const doc = z
  .looseObject({
    paths: z.record(z.string(), z.record(z.string(), Operation)),
    components: z.looseObject({ schemas: z.record(z.string(), SchemaObject), parameters: z.record(z.string(), Parameter) }),
  })
  .parse(raw);

const pascalOf = (id: string) => id.replace(/(^|-)([a-z])/g, (_, _d: string, c: string) => c.toUpperCase());
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** Valid instances of a JSON Schema (the subset the generator emits), as fast-check arbitraries. */
function valid(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const ref = str(schema.$ref);
  if (ref) return valid(doc.components.schemas[ref.split('/').pop() ?? ''] ?? {}, depth + 1);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) return fc.oneof(...options.map((o) => valid(SchemaObject.parse(o), depth + 1)));
  }
  const type = Array.isArray(schema.type) ? fc.constantFrom(...schema.type) : fc.constant(schema.type);
  return type.chain((t): fc.Arbitrary<unknown> => {
    switch (t) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return fc.integer({ min: num(schema.minimum) ?? -1000, max: Math.min(num(schema.maximum) ?? 1000, 2 ** 31) });
      case 'number':
        return fc.double({ min: num(schema.minimum) ?? -1000, max: num(schema.maximum) ?? 1000, noNaN: true });
      case 'string': {
        if (schema.format === 'email') return fc.stringMatching(/^[a-z]{1,8}$/).map((s) => `${s}@example.com`);
        const pattern = str(schema.pattern);
        if (pattern) return fc.stringMatching(new RegExp(pattern)).filter((s) => s.length <= (num(schema.maxLength) ?? 1e9));
        return fc.string({ minLength: num(schema.minLength) ?? 0, maxLength: Math.min(num(schema.maxLength) ?? 20, 20) }).filter((s) => s.trim().length > 0 || !schema.minLength);
      }
      case 'array':
        return fc.array(valid(SchemaObject.parse(schema.items ?? {}), depth + 1), { minLength: num(schema.minItems) ?? 0, maxLength: Math.min(num(schema.maxItems) ?? 4, 4) });
      case 'object': {
        const props = SchemaObject.parse(schema.properties ?? {});
        const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
        const shape = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valid(SchemaObject.parse(v), depth + 1)]));
        return fc.record(shape, { requiredKeys: required });
      }
      default:
        return fc.jsonValue();
    }
  });
}

/** A body the schema refuses, or close to it: a member dropped, an unknown one added, a wrong type. */
function broken(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof(
    valid(schema).map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...v, unexpected: 1 } : [v])),
    valid(schema).map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).slice(1)) : null)),
    valid(schema).map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? 7 : 'x'])) : 'x')),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

interface Fixture {
  readonly tokens: Record<'seated' | 'other' | 'spectator', string>;
  readonly games: readonly { readonly id: string; readonly state: string; readonly version: number }[];
}

async function fixture(): Promise<Fixture> {
  const http = env.http;
  const [ada, bob, eve] = [await http.register('FuzzAda'), await http.register('FuzzBob'), await http.register('FuzzEve')];
  const games: { id: string; state: string; version: number }[] = [];
  const create = async (game: string, options: Record<string, unknown>) => (await http.createGame({ game, options }, ada.token)).body.gameId;
  for (const [game, options] of [['ripper-rummy', { players: 2, targetScore: 10 }], ['mr-jack', {}], ['counter', { target: 2 }]] as const) {
    games.push({ id: await create(game, options), state: `${game} waiting`, version: 0 });
    const active = await create(game, options);
    await http.join(active, bob.token);
    games.push({ id: active, state: `${game} active`, version: 1 });
    // Finished: played to the end through the typed client, first listed command each time.
    const done = await create(game, options);
    await http.join(done, bob.token);
    const players = [http.client(ada.token), http.client(bob.token)];
    for (let g = await players[0]!.readGame(done); g.game.status !== 'finished'; ) {
      const seat = g.game.pending[0]!.seat;
      const mover = players[seat]!;
      const moved = await mover.play(done, (mine) => mine.legalCommands.find((c) => c.type === 'resign') ?? mine.legalCommands[0] ?? null);
      g = moved ?? (await mover.readGame(done));
    }
    games.push({ id: done, state: `${game} finished`, version: (await players[0]!.readGame(done)).game.version });
    // Cancelled: Bob joined a three-seat table (a two-seat game starts at once), then its creator left.
    const seats = game === 'mr-jack' ? null : { ...options, players: 3 };
    const cancelled = await create(game, seats ?? options);
    if (seats) await http.join(cancelled, bob.token);
    await http.post(`/games/${cancelled}/leave`, undefined, ada.token);
    games.push({ id: cancelled, state: `${game} cancelled`, version: seats ? 2 : 1 });
  }
  return { tokens: { seated: ada.token, other: bob.token, spectator: eve.token }, games };
}

/** A fresh player's token, with a seat in a new waiting game when asked. */
async function disposablePlayer(seated: boolean): Promise<string> {
  const p = await env.http.register('FuzzGone');
  if (seated) await env.http.createGame({ game: 'counter', options: { target: 2 } }, p.token);
  return p.token;
}

interface Request {
  readonly operation: string;
  readonly method: string;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly raw?: string;
  readonly token: string;
  readonly note: string;
}

function requests(f: Fixture): fc.Arbitrary<Request> {
  const ops = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));
  const gameId = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...f.games).map((g) => ({ id: g.id, state: g.state, version: g.version })) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/).map((id) => ({ id, state: 'unknown game', version: 0 })) },
    { weight: 1, arbitrary: fc.constantFrom('%24%24', 'x'.repeat(65), '%00', 'a%2Fb').map((id) => ({ id, state: 'not a game id', version: 0 })) },
  );
  const token = fc.constantFrom<[string, string]>(
    ['seated', f.tokens.seated],
    ['seated', f.tokens.other],
    ['spectator', f.tokens.spectator],
    ['no token', ''],
    ['bad token', 'pNope.notARealSecretAtAll'],
  );
  // The docs routes take nothing to vary: fewer of them; the games' routes, with their states, more.
  const weighted = ops.map((o) => ({ weight: o.path === '/docs' || o.path === '/openapi.yaml' ? 1 : o.path.includes('{gameId}') ? 6 : 3, arbitrary: fc.constant(o) }));
  return fc.oneof(...weighted).chain(({ path, method, op }) => {
    const params = (op.parameters ?? []).map((p) => doc.components.parameters[p.$ref.split('/').pop() ?? '']!);
    // What a header can carry at all: visible ASCII, spaces and tabs inside (fetch trims the ends).
    const sendable = (v: string) => /^[\x20-\x7e\t]*$/.test(v);
    const header = (p: z.infer<typeof Parameter>) =>
      fc.oneof(
        fc.constant(undefined),
        valid(p.schema ?? {}).map(String).filter(sendable),
        fc.stringMatching(/^[\x21-\x7e]{0,20}$/),
      );
    const headerValues = fc.tuple(...params.filter((p) => p.in !== 'path').map((p) => header(p).map((v) => [p, v] as const)));
    // Path parameters other than the game's: a value of their schema, or anything.
    const pathValues = fc.tuple(
      ...params
        .filter((p) => p.in === 'path' && p.name !== 'gameId')
        .map((p) => fc.oneof(valid(p.schema ?? {}).map(String), fc.string({ minLength: 1, maxLength: 12 })).map((v) => [p.name, v] as const)),
    );
    const bodyFor = (gameState: string): fc.Arbitrary<{ raw?: string; type?: string; kind: string }> => {
    // A command is best drawn from the game's own commands (the union of every game's mostly fails its schema).
    const own = op.operationId === 'submitCommand' && doc.components.schemas[`${pascalOf(gameState.split(' ')[0] ?? '')}Command`];
    const media = own ? { schema: { $ref: `#/components/schemas/${pascalOf(gameState.split(' ')[0] ?? '')}Command` } } : op.requestBody?.content['application/json'];
    return media
      ? fc.oneof(
          { weight: 5, arbitrary: valid(media.schema).map((v) => ({ raw: JSON.stringify(v), type: 'application/json', kind: 'valid body' })) },
          { weight: 3, arbitrary: broken(media.schema).map((v) => ({ raw: JSON.stringify(v), type: 'application/json', kind: 'broken body' })) },
          { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((s) => ({ raw: s, type: 'application/json', kind: 'not JSON' })) },
          { weight: 1, arbitrary: fc.constant({ raw: 'a=1', type: 'text/plain', kind: 'not JSON media type' }) },
          { weight: 1, arbitrary: fc.constant({ kind: 'no body' }) },
        )
      : method === 'GET'
        ? fc.constant({ kind: 'no body' })
        : fc.oneof(fc.constant({ kind: 'no body' }), fc.constant({ raw: '{}', type: 'application/json', kind: 'empty object' }), fc.jsonValue({ maxDepth: 2 }).map((v) => ({ raw: JSON.stringify(v), type: 'application/json', kind: 'random JSON' })));
    };
    const withBody = gameId.chain((game) => bodyFor(game.state).map((body) => ({ game, body })));
    return fc.record({ gb: withBody, token, headerValues, pathValues }).map(({ gb: { game, body: b }, token: [who, t], headerValues: hv, pathValues: pv }): Request => {
      const headers: Record<string, string> = {};
      for (const [p, v] of hv) if (v !== undefined) headers[p.name.toLowerCase()] = p.name === 'If-Match' || p.name === 'If-None-Match' ? (v.length % 3 === 0 ? `"${game.version}"` : v) : v;
      const query = hv.filter(([p, v]) => p.in === 'query' && v !== undefined).map(([p, v]) => `${p.name}=${encodeURIComponent(v ?? '')}`);
      for (const [p] of hv) if (p.in === 'query') delete headers[p.name.toLowerCase()];
      if (b.type) headers['content-type'] = b.type;
      const filled = pv.reduce((at, [name, v]) => at.replace(`{${name}}`, encodeURIComponent(v)), path.replace('{gameId}', game.id));
      const concrete = filled + (query.length ? `?${query.join('&')}` : '');
      return {
        operation: op.operationId,
        method,
        path: concrete,
        headers,
        ...(b.raw === undefined ? {} : { raw: b.raw }),
        token: t,
        note: `${who}, ${path.includes('{gameId}') ? game.state : 'no game'}, ${b.kind}`,
      };
    });
  });
}

describe('a spec-driven fuzz of the whole API', () => {
  it(`answers ${REQUESTS} generated requests over every operation with documented statuses only, and no 5xx`, async () => {
    const setupStart = Date.now();
    const f = await fixture();
    const setupMs = Date.now() - setupStart;
    const fuzzStart = Date.now();
    const sample = fc.sample(requests(f), { seed: SEED, numRuns: REQUESTS });
    const byOperation = new Map<string, Map<number, number>>();
    const states = new Map<string, number>();
    const failures: string[] = [];
    let withToken = 0;
    let deleted = 0;
    for (const r of sample) {
      try {
        // Deleting the fixture's players would leave every later request with a dead token: a
        // deletion with a real token deletes a player of its own (seated in a waiting game one time in four).
        const own = r.operation === 'deleteMe' && Object.values(f.tokens).includes(r.token) ? await disposablePlayer(deleted++ % 4 === 0) : null;
        const token = own ?? r.token;
        const a = await env.http.call(r.method, r.path, { headers: r.headers, ...(r.raw === undefined ? {} : { raw: r.raw }), ...(token ? { token } : {}) });
        const counts = byOperation.get(r.operation) ?? new Map<number, number>();
        counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
        byOperation.set(r.operation, counts);
        if (a.status >= 500) failures.push(`${r.method} ${r.path} (${r.note}) → ${a.status} ${a.text.slice(0, 200)}`);
      } catch (e) {
        failures.push(`${r.method} ${r.path} (${r.note}): ${e instanceof Error ? e.message : String(e)}`);
      }
      if (r.token) withToken++;
      const state = r.note.split(', ')[1] ?? '';
      states.set(state, (states.get(state) ?? 0) + 1);
    }
    const table = [...byOperation].map(([op, counts]) => `${op}: ${[...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ')}`);
    console.log(`fuzz: ${sample.length} requests (${withToken} with a token) over ${byOperation.size} operations in ${Date.now() - fuzzStart} ms (games set up in ${setupMs} ms)\n  ${table.join('\n  ')}\n  games: ${[...states].map(([s, n]) => `${s} ${n}`).join(', ')}`);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(byOperation.size).toBe(Object.values(doc.paths).flatMap((p) => Object.keys(p)).length);
    for (const state of ['waiting', 'active', 'finished', 'cancelled']) expect([...states.keys()].some((s) => s.endsWith(state)), state).toBe(true);
  }, 300_000);

  // Every route with a path parameter, with ids that name nothing: a game, token or version that
  // does not exist (each answer checked by the shared conformance check: a documented status and a
  // code in its enum), and a parameter left empty, so that the path names no route at all (checked
  // here against the operation's documented 404, as a client generated from the document reads it).
  it('answers 404 with a documented problem for unknown ids on every route with a path parameter', async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema({ ...raw, $id: 'openapi' });
    const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
    const owner = await env.http.register('FuzzIds');
    const known = (await env.http.createGame({ game: 'counter', options: { target: 2 } }, owner.token)).body.gameId;
    const withParameter = routeTable.filter((r) => r.path.includes('{'));
    expect(withParameter.length).toBeGreaterThan(5);
    const failures: string[] = [];
    const answered: string[] = [];
    for (const route of withParameter) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()];
      const media = op?.requestBody?.content['application/json'];
      const body = media ? JSON.stringify(fc.sample(valid(media.schema), { seed: SEED, numRuns: 1 })[0]) : route.method === 'GET' ? undefined : '{}';
      const unknownIds: Record<string, string> = { gameId: 'gNoSuchGame0000', tokenId: 'tNoSuchToken000', version: '1' };
      const cases: [string, Record<string, string>][] = [
        ['unknown ids', unknownIds],
        ...(route.path.includes('{version}') ? [['a version the game never had', { gameId: known, version: '999999' }] as [string, Record<string, string>]] : []),
        ...[...route.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']): [string, Record<string, string>] => [`${name} empty`, { ...unknownIds, gameId: known, [name]: '' }]),
      ];
      for (const [what, ids] of cases) {
        const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(ids[name] ?? ''));
        const where = `${route.method} ${path} (${route.operationId}, ${what})`;
        try {
          const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
          const a = await env.http.call(route.method, path, { headers, token: owner.token, ...(body === undefined ? {} : { raw: body }) });
          answered.push(`${route.operationId} ${what} → ${a.status} ${a.problem?.code ?? ''}`);
          if (a.status !== 404) failures.push(`${where} → ${a.status} ${a.text.slice(0, 200)}`);
          const pointer = `/paths/${escape(route.path)}/${route.method.toLowerCase()}/responses/404/content/${escape('application/problem+json')}/schema`;
          const check = ajv.getSchema(`openapi#${pointer}`) ?? ajv.compile({ $ref: `openapi#${pointer}` });
          if (!check(JSON.parse(a.text))) failures.push(`${where}: not its documented 404: ${ajv.errorsText(check.errors)} — ${a.text.slice(0, 200)}`);
        } catch (e) {
          failures.push(`${where}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
    }
    console.log(`fuzz, unknown ids:\n  ${answered.join('\n  ')}`);
    expect(failures).toEqual([]);
  });
});
