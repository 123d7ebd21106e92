// The platform over real HTTP (local runtime → the Lambda handlers → DynamoDB Local): a game from
// registration to moves with ETag/If-Match and Idempotency-Key, every client mistake a 4xx
// problem+json that changes nothing, no 5xx for any input, races, secrecy of the seed, CORS, docs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { waitFor, type HttpAnswer } from '../support/http/http.js';
import { counterGame } from '../support/fixtures/counter-game.js';
import { useTestRuntime } from '../support/runtime.js';
import { seeded } from '../support/games/effort.js';

const env = useTestRuntime();

async function startedGame(options: Record<string, unknown> = { target: 1000 }) {
  const ada = await env.http.register('Ada');
  const bob = await env.http.register('Bob');
  const created = await env.http.createGame({ game: 'counter', options }, ada.token);
  expect(created.status).toBe(201);
  const gameId = created.body.gameId;
  expect(created.headers.get('location')).toBe(`/games/${gameId}`);
  const joined = await env.http.join(gameId, bob.token);
  expect(joined.status).toBe(200);
  return { ada, bob, gameId };
}

describe('a game over HTTP', () => {
  it('registers, creates, joins, shows ETag/pending/legalCommands, and moves with If-Match', async () => {
    const { ada, bob, gameId } = await startedGame();
    const seen = await env.http.game(gameId, ada.token);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('etag')).toBe(`"${seen.body.version}"`);
    expect(seen.body).toMatchObject({ gameId, game: 'counter', status: 'active', you: 0 });
    expect(seen.body.pending).toEqual([expect.objectContaining({ seat: 0, kind: 'turn', deadline: expect.any(String) })]);
    expect(seen.body.legalCommands.length).toBeGreaterThan(0);
    expect((await env.http.game(gameId, bob.token)).body.legalCommands).toEqual([]);

    const etag = seen.headers.get('etag')!;
    const cmd = seen.body.legalCommands[0];
    const moved = await env.http.command(gameId, cmd, ada.token, { 'if-match': etag, 'idempotency-key': 'move-1' });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('etag')).toBe(`"${seen.body.version + 1}"`);
    expect(moved.body.version).toBe(seen.body.version + 1);

    // The same request again: the same answer, nothing appended.
    const again = await env.http.command(gameId, cmd, ada.token, { 'if-match': etag, 'idempotency-key': 'move-1' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(moved.body);
    const history = await env.http.history(gameId, ada.token);
    expect(history.body.events.map((e) => e.version)).toEqual([0, 1, 2]);

    // A stale If-Match is refused with the current version.
    const stale = await env.http.command(gameId, { type: 'add', n: 1 }, bob.token, { 'if-match': etag });
    expect(stale.status).toBe(412);
    expect(stale.headers.get('content-type')).toContain('application/problem+json');
    expect(stale.problem).toMatchObject({ code: 'stale-version', currentVersion: 2 });
  });

  it('answers every client mistake with a 4xx problem+json and changes nothing', async () => {
    const { ada, bob, gameId } = await startedGame();
    const eve = await env.http.register('Eve');
    const path = `/games/${gameId}/commands`;
    const before = (await env.http.game(gameId, ada.token)).body.version;
    const cases: [string, Promise<HttpAnswer<unknown>>, number, string][] = [
      ['no token', env.http.post(path, { type: 'add', n: 1 }), 401, 'unauthorized'],
      ['bad token', env.http.post(path, { type: 'add', n: 1 }, 'pX.yyyyyyyyyyyyyyyyyyyy'), 401, 'unauthorized'],
      ['not a Bearer header', env.http.call('POST', path, { body: { type: 'add', n: 1 }, headers: { authorization: 'Basic abc' } }), 401, 'unauthorized'],
      ['not seated', env.http.post(path, { type: 'add', n: 1 }, eve.token), 403, 'not-a-player'],
      ['malformed JSON', env.http.call('POST', path, { raw: '{"type": "add",', token: ada.token, headers: { 'content-type': 'application/json' } }), 400, 'invalid-json'],
      ['wrong type', env.http.post(path, { type: 'add', n: '1' }, ada.token), 400, 'invalid-command'],
      ['unknown field', env.http.post(path, { type: 'add', n: 1, extra: true }, ada.token), 400, 'invalid-command'],
      ['unknown command', env.http.post(path, { type: 'teleport' }, ada.token), 400, 'invalid-command'],
      ['no body', env.http.call('POST', path, { token: ada.token }), 400, 'invalid-command'],
      ['JSON array', env.http.post(path, [1, 2], ada.token), 400, 'invalid-command'],
      ['huge body', env.http.call('POST', path, { raw: JSON.stringify({ type: 'add', n: 1, pad: 'x'.repeat(200_000) }), token: ada.token, headers: { 'content-type': 'application/json' } }), 413, 'payload-too-large'],
      ['not JSON media type', env.http.call('POST', path, { raw: 'type=add', token: ada.token, headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415, 'unsupported-media-type'],
      ['deep JSON', env.http.call('POST', path, { raw: '['.repeat(5000) + ']'.repeat(5000), token: ada.token, headers: { 'content-type': 'application/json' } }), 400, 'invalid-json'],
      ['bad If-Match', env.http.post(path, { type: 'add', n: 1 }, ada.token, { 'if-match': 'yesterday' }), 400, 'invalid-if-match'],
      ['bad Idempotency-Key', env.http.post(path, { type: 'add', n: 1 }, ada.token, { 'idempotency-key': 'x'.repeat(300) }), 400, 'invalid-idempotency-key'],
      ['not your turn', env.http.post(path, { type: 'add', n: 1 }, bob.token), 422, 'not-your-turn'],
      ['unknown game', env.http.get('/games/does-not-exist', ada.token), 404, 'game-not-found'],
      ['unknown game id shape', env.http.get('/games/%24%24%24', ada.token), 404, 'game-not-found'],
      ['unknown route', env.http.get('/nowhere', ada.token), 404, 'not-found'],
      ['wrong method', env.http.call('PATCH', `/games/${gameId}`, { token: ada.token, body: {} }), 405, 'method-not-allowed'],
      ['bad history query', env.http.get(`/games/${gameId}/events?after=-1`, ada.token), 400, 'invalid-query'],
      ['register: unknown field', env.http.post('/players', { name: 'X', email: 'x@example.com', admin: true }), 400, 'invalid-body'],
      ['register: bad email', env.http.post('/players', { name: 'X', email: 'not-an-email' }), 400, 'invalid-body'],
      ['register: empty name', env.http.post('/players', { name: '   ', email: 'x@example.com' }), 400, 'invalid-name'],
      ['create: unknown game', env.http.post('/games', { game: 'chess' }, ada.token), 400, 'unknown-game'],
      ['create: options not an object', env.http.post('/games', { game: 'counter', options: 3 }, ada.token), 400, 'invalid-body'],
      ['join with a body', env.http.post(`/games/${gameId}/join`, { seat: 3 }, eve.token), 400, 'invalid-body'],
      ['join a full game', env.http.post(`/games/${gameId}/join`, undefined, eve.token), 409, 'game-full'],
    ];
    for (const [name, pending, status, code] of cases) {
      const r = await pending;
      expect([name, r.status, r.problem?.code], name).toEqual([name, status, code]);
      expect(r.headers.get('content-type'), name).toContain('application/problem+json');
      expect(r.problem, name).toMatchObject({ type: expect.stringContaining(code), title: expect.any(String), status, detail: expect.any(String) });
    }
    expect((await env.http.game(gameId, ada.token)).body.version).toBe(before);
  });

  it('never answers random bodies and headers with a 5xx, and never changes the game', async () => {
    const { ada, gameId } = await startedGame();
    const before = (await env.http.game(gameId, ada.token)).body.version;
    const body = fc.oneof(
      fc.json(),
      fc.string(),
      fc.record({ type: fc.constantFrom('add', 'call', 'shout', 'x'), n: fc.anything() }, { requiredKeys: [] }),
      fc.dictionary(fc.string(), fc.jsonValue()),
    );
    const header = fc.option(fc.stringMatching(/^[\x21-\x7e]{0,40}$/), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(body, header, header, fc.constantFrom('/commands', '/join', ''), async (b, ifMatch, key, suffix) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (ifMatch !== undefined) headers['if-match'] = `"${Number(before) + 1}"`.slice(0, 2) + ifMatch;
        if (key !== undefined && key.length > 0) headers['idempotency-key'] = key;
        const raw = typeof b === 'string' ? b : JSON.stringify(b);
        const r = await env.http.call('POST', `/games/${gameId}${suffix}`, { raw, token: ada.token, headers });
        expect(r.status, `${suffix} ${raw.slice(0, 80)}`).toBeLessThan(500);
        if (r.status >= 400) expect(r.problem?.code, raw.slice(0, 80)).toEqual(expect.any(String));
      }),
      { seed: seeded(2026), numRuns: 150 },
    );
    // Only a legal add at the right version could have moved the game; check nothing else did.
    const after = (await env.http.history<typeof counterGame>(gameId, ada.token)).body.events;
    for (const e of after.slice(before + 1)) expect(e.events.every((x) => ['Added', 'Called', 'Shouted'].includes(x.type))).toBe(true);
  });

  it('never answers a 5xx on any route, whatever the method, path, query, headers or body', async () => {
    const { ada, gameId } = await startedGame();
    const paths = ['/players', '/players/me', '/games', `/games/${gameId}`, `/games/${gameId}/join`, `/games/${gameId}/commands`, `/games/${gameId}/events`, '/openapi.yaml', '/docs', '/games/%00', '/games/../players'];
    const body = fc.oneof(fc.constant(undefined), fc.json(), fc.string(), fc.dictionary(fc.constantFrom('name', 'email', 'game', 'options', 'notifications', 'type', 'x'), fc.jsonValue()));
    const query = fc.dictionary(fc.constantFrom('after', 'limit', 'x'), fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String)), { maxKeys: 2 });
    const headerValue = fc.stringMatching(/^[\x21-\x7e]{0,30}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE'),
        fc.constantFrom(...paths),
        query,
        body,
        fc.record({ auth: fc.boolean(), contentType: fc.option(fc.constantFrom('application/json', 'text/plain', 'application/merge-patch+json', ''), { nil: undefined }), ifMatch: fc.option(headerValue, { nil: undefined }) }),
        async (method, path, q, b, h) => {
          const headers: Record<string, string> = {};
          if (h.contentType !== undefined) headers['content-type'] = h.contentType;
          if (h.ifMatch !== undefined) headers['if-match'] = h.ifMatch;
          const qs = new URLSearchParams(q).toString();
          const raw = b === undefined || method === 'GET' ? undefined : typeof b === 'string' ? b : JSON.stringify(b);
          const r = await env.http.call(method, path + (qs ? `?${qs}` : ''), { ...(raw === undefined ? {} : { raw }), ...(h.auth ? { token: ada.token } : {}), headers });
          expect(r.status, `${method} ${path}?${qs} ${String(raw).slice(0, 60)}`).toBeLessThan(500);
          if (r.status >= 400) expect(r.headers.get('content-type')).toContain('application/problem+json');
        },
      ),
      { seed: seeded(1888), numRuns: 250 },
    );
  });

  it('lets one of 32 concurrent HTTP posts with the same If-Match win; 31 get 412; history has no gap', async () => {
    const { ada, gameId } = await startedGame();
    const seen = await env.http.game(gameId, ada.token);
    const etag = seen.headers.get('etag')!;
    const answers = await Promise.all(Array.from({ length: 32 }, () => env.http.command(gameId, { type: 'add', n: 1 }, ada.token, { 'if-match': etag })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 412)).toHaveLength(31);
    const versions = (await env.http.history(gameId, ada.token)).body.events.map((e) => e.version);
    expect(versions).toEqual([0, 1, 2]);
  });

  it('never sends the game seed, in any answer, to anyone', async () => {
    const { ada, bob, gameId } = await startedGame({ target: 6 });
    const eve = await env.http.register('Spectator');
    const seed = (await env.rt.context.events.latest(gameId))!.snapshot.seed;
    expect(seed.length).toBeGreaterThan(16);
    const texts: string[] = [];
    for (let i = 0; i < 6; i++) {
      const token = i % 2 === 0 ? ada.token : bob.token;
      const r = await env.http.command(gameId, { type: 'add', n: 1 }, token);
      texts.push(r.text);
    }
    for (const t of [ada.token, bob.token, eve.token]) {
      texts.push((await env.http.get(`/games/${gameId}`, t)).text, (await env.http.get(`/games/${gameId}/events`, t)).text, (await env.http.get('/games', t)).text);
    }
    texts.push((await env.http.outbox()).text);
    expect(texts.filter((t) => t.includes(seed))).toEqual([]);
  });

  it('serves CORS headers, OpenAPI and the docs page', async () => {
    const pre = await env.http.call('OPTIONS', '/games', { headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')).toContain('If-Match');
    const me = await env.http.register('Cors');
    const r = await env.http.get('/players/me', me.token, { origin: 'https://app.example' });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBeTruthy();
    const y = await env.http.get('/openapi.yaml');
    expect(y.status).toBe(200);
    expect(y.text).toContain('openapi: 3.1.0');
    // Game views are gzipped for clients that ask (fetch does, and decompresses transparently).
    const jackGame = (await env.http.createGame({ game: 'mr-jack' }, me.token)).body.gameId;
    await env.http.join(jackGame, (await env.http.register('Joiner')).token);
    const gz = await fetch(`${env.rt.url}/games/${jackGame}`, { headers: { authorization: `Bearer ${me.token}`, 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.json()).toMatchObject({ game: 'mr-jack' });
    const d = await env.http.get('/docs');
    expect(d.headers.get('content-type')).toContain('text/html');
    expect(d.text).toContain('/games/{gameId}/commands');
  });
});

describe('the read model behind GET /games', () => {
  // How soon is the bench's to measure (npm run bench: stream lag), not a test's to assert.
  it('shows a new game and whose turn it is once the change is projected', async () => {
    const { ada, bob, gameId } = await startedGame();
    const { waitedMs } = await waitFor(async () => {
      const list = await env.http.myGames(ada.token);
      const row = list.body.games.find((g) => g.gameId === gameId);
      return row?.yourTurn === true && row;
    });
    console.log(`game list showed the new game ${waitedMs} ms after it started`);
    await env.http.command(gameId, { type: 'add', n: 1 }, ada.token);
    const bobs = await waitFor(async () => {
      const list = await env.http.myGames(bob.token);
      const row = list.body.games.find((g) => g.gameId === gameId);
      return row?.yourTurn === true && row;
    }, 2_000);
    expect(bobs.value).toMatchObject({ status: 'active', seat: 1, waitingFor: [1], decisions: [expect.objectContaining({ kind: 'turn' })] });
  });

  it('lists games waiting for the caller first', async () => {
    const ada = await env.http.register('Lister');
    const bob = await env.http.register('Other');
    const mk = async () => (await env.http.createGame({ game: 'counter', options: { target: 50 } }, ada.token)).body.gameId;
    const [g1, g2, g3] = [await mk(), await mk(), await mk()];
    await env.http.join(g1, bob.token);
    await env.http.join(g2, bob.token);
    await env.http.command(g2, { type: 'add', n: 1 }, ada.token); // now Bob's turn in g2
    const { value } = await waitFor(async () => {
      const games = (await env.http.myGames(ada.token)).body.games;
      const settled = games.map((g) => `${g.gameId}:${g.status}:${g.yourTurn}`).join();
      return settled === `${g1}:active:true,${g2}:active:false,${g3}:waiting:false` && games;
    }, 3_000);
    expect(value.map((g) => g.gameId)).toEqual([g1, g2, g3]);
    expect(value.map((g) => g.status)).toEqual(['active', 'active', 'waiting']);
  });
});
