/**
 * What the rehearsal asks of the running stack, over HTTP only (as a client of a deployment would):
 * the docs and the web client, an account's life, a whole game of each kind between two registered
 * players, the game lists the stream consumer projects, the sweeper on its schedule, and that no
 * call was refused and no function failed on the way. Each check is a name and a function that
 * throws when it fails.
 */
import { createClient, unwrap } from '../../../client/index.js';
import { mrJackWords } from '../../../domain/games/mr-jack/words/words.js';
import { ripperRummyWords } from '../../../domain/games/ripper-rummy/words/words.js';
import { playWholeGame } from '../../../client/examples/play.js';
import type { Check } from '../rehearsal.js';
import { routeChecks } from './route-checks.js';

export type { Check } from '../rehearsal.js';

async function expectStatus(url: string, init: RequestInit, status: number): Promise<Response> {
  const res = await fetch(url, init);
  if (res.status !== status) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}, expected ${status}: ${(await res.text()).slice(0, 300)}`);
  return res;
}

async function waitUntil<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > until) throw new Error(`${what}: not so after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const json = { 'content-type': 'application/json' };

export const checks: readonly Check[] = [
  {
    name: 'the docs page and the OpenAPI document are served',
    async run(r) {
      const docs = await expectStatus(`${r.apiUrl}/docs`, {}, 200);
      if (!(await docs.text()).includes('<html')) throw new Error('/docs is no HTML page');
      await expectStatus(`${r.apiUrl}/openapi.yaml`, {}, 200);
    },
  },
  {
    name: "the web client is served from its bucket deployment, config.json naming the API",
    async run(r) {
      const index = await (await expectStatus(`${r.webUrl}/`, {}, 200)).text();
      if (!index.includes('<script')) throw new Error('the web root is not the client');
      const config = (await (await expectStatus(`${r.webUrl}/config.json`, {}, 200)).json()) as { apiUrl?: string };
      if (config.apiUrl !== r.apiUrl) throw new Error(`config.json names ${config.apiUrl}, not the API ${r.apiUrl}`);
      await expectStatus(`${r.webUrl}/play/games/some-game`, {}, 200);
    },
  },
  {
    name: 'a CORS preflight from the web client is answered by the API',
    async run(r) {
      const res = await fetch(`${r.apiUrl}/games`, { method: 'OPTIONS', headers: { origin: r.webUrl.replace('http://', 'https://'), 'access-control-request-method': 'POST' } });
      if (!res.headers.get('access-control-allow-origin')) throw new Error(`no access-control-allow-origin for the web client's origin (status ${res.status})`);
    },
  },
  {
    name: 'a player registers, reads and changes their profile, and a bad request is a 4xx problem',
    async run(r) {
      const reg = (await (await expectStatus(`${r.apiUrl}/players`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Rehearsal', email: `rehearsal-${Date.now()}@example.com` }) }, 201)).json()) as { token: string };
      const auth = { authorization: `Bearer ${reg.token}` };
      await expectStatus(`${r.apiUrl}/players/me`, { headers: auth }, 200);
      await expectStatus(`${r.apiUrl}/players/me`, { method: 'PATCH', headers: { ...auth, ...json }, body: JSON.stringify({ name: 'Rehearsed' }) }, 200);
      const bad = await fetch(`${r.apiUrl}/games`, { method: 'POST', headers: { ...auth, ...json }, body: '{"game":' });
      if (bad.status !== 400 || !bad.headers.get('content-type')?.includes('problem+json')) throw new Error(`a malformed body answered ${bad.status} ${bad.headers.get('content-type')}`);
      await expectStatus(`${r.apiUrl}/players/me`, { headers: { authorization: 'Bearer nope' } }, 401);
    },
  },
  {
    name: 'a whole game of Ripper Rummy between two registered players',
    async run(r) {
      const played = await playWholeGame(r.apiUrl, { game: ripperRummyWords.id as never, options: { players: 2, targetScore: 10 } });
      if (!played.final.result) throw new Error(`game ${played.gameId} ended without a result`);
    },
  },
  {
    name: 'a whole game of Mr. Jack between two registered players',
    async run(r) {
      const played = await playWholeGame(r.apiUrl, { game: mrJackWords.id as never });
      if (!played.final.result) throw new Error(`game ${played.gameId} ended without a result`);
    },
  },
  {
    name: "the stream consumer projects a new game into its players' game lists and the lobby",
    async run(r) {
      const register = async (name: string) => {
        const { token } = unwrap(await createClient({ baseUrl: r.apiUrl }).api.POST('/players', { body: { name, email: `${name.toLowerCase()}-${Date.now()}@example.com` } }));
        return { token, client: createClient({ baseUrl: r.apiUrl, token }) };
      };
      const ada = await register('Ada');
      const { gameId } = unwrap(await ada.client.api.POST('/games', { body: { game: mrJackWords.id, visibility: 'public' } as never }));
      await waitUntil('the new game in its creator\'s list (GET /games)', async () => {
        const list = unwrap(await ada.client.api.GET('/games', {})) as { games: { gameId: string }[] };
        return list.games.some((g) => g.gameId === gameId);
      });
      await r.drainStream();
    },
  },
  {
    name: 'the deadline sweeper runs on its schedule without failing',
    async run(r) {
      await r.fireSchedules();
    },
  },
  {
    name: 'the player deletes their account and the token stops working',
    async run(r) {
      const reg = (await (await expectStatus(`${r.apiUrl}/players`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Leaver', email: `leaver-${Date.now()}@example.com` }) }, 201)).json()) as { token: string };
      await expectStatus(`${r.apiUrl}/players/me`, { method: 'DELETE', headers: { authorization: `Bearer ${reg.token}` } }, 204);
      await expectStatus(`${r.apiUrl}/players/me`, { headers: { authorization: `Bearer ${reg.token}` } }, 401);
      await r.drainStream();
    },
  },
  {
    name: 'the template has no /_local/ route (the test routes are the rehearsal\'s own)',
    async run(r) {
      const local = r.routes.filter((route) => route.segments[0]?.startsWith('_local'));
      if (local.length > 0) throw new Error(`the template routes ${local.map((l) => l.routeKey).join(', ')}`);
    },
  },
  ...routeChecks,
];

/** Run last, after the checks and the end-to-end files: what went wrong on the way. */
export const closingCheck: Check = {
  name: 'no AWS call was refused, no function failed, no stream record was parked',
  async run(r) {
    await r.drainStream();
    const all = [...new Set([...r.aws.refused, ...r.faults])];
    if (all.length > 0) throw new Error(all.join('\n      '));
  },
};
