/**
 * A small HTTP client for end-to-end tests against the local runtime, typed by the API's own
 * answer types: `game<typeof mrJack>(…)` gives Mr. Jack's view and commands, `history(…)` the
 * redacted events, `outbox()` the local mail. An error answer's problem document is in `problem`.
 *
 * Every answer it receives is checked against the OpenAPI document (conformance.ts): an
 * undocumented status, a body that does not match its schema or an error that is not
 * problem+json fails the request, and so the test. `client(token)` is the typed client
 * (client/) over the same checked fetch.
 */
import * as z from 'zod/mini';
import { createClient, type WhitechapelClient } from '../../../client/index.js';
import type { RegisteredPlayer, PlayerProfile } from '../../../lambdas/app/accounts/players.js';
import type { ProblemDocument } from '../../../lambdas/app/core/problems.js';
import type { GameHistory, GameHistoryOf } from '../../../lambdas/app/games/read-game.js';
import type { GameResource, GameResourceOf } from '../../../lambdas/app/games/resource.js';
import type { InboxEntry } from '../../../lambdas/app/core/read-models.js';
import type { LocalClockAnswer, LocalOutbox } from '../../../local/http/local-routes.js';
import type { Conformance } from './conformance.js';

export interface HttpAnswer<T> {
  status: number;
  headers: Headers;
  /** The JSON body, read as the type the caller expects of a success (undefined when not JSON). */
  body: T;
  /** The problem document when the answer is application/problem+json, else null. */
  problem: ProblemDocument | null;
  text: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

const ProblemJson = z.looseObject({ type: z.string(), title: z.string(), status: z.number(), detail: z.string(), code: z.string() });

/** A game's resource and history typed by the game (`typeof mrJack`), or untyped when a test names none. */
type Resource<G> = [G] extends [never] ? GameResource : GameResourceOf<G>;
type History<G> = [G] extends [never] ? GameHistory : GameHistoryOf<G>;

/** A fetch that checks every answer against the OpenAPI document and throws on what does not conform. */
export function checkedFetch(baseUrl: string, check?: Conformance): (request: Request) => Promise<Response> {
  return async (request) => {
    const res = await fetch(request);
    if (!check) return res;
    const url = new URL(request.url);
    const text = await res.clone().text();
    const found = check.violations({ method: request.method, path: url.pathname + url.search, status: res.status, headers: res.headers, text });
    if (found.length > 0) throw new Error(`the answer does not conform to openapi.yaml (${baseUrl}):\n  ${found.join('\n  ')}`);
    return res;
  };
}

/** Players registered by test clients in this process (part of their unique addresses). */
let registered = 0;

export function httpClient(baseUrl: string, check?: Conformance) {
  const send = checkedFetch(baseUrl, check);
  async function call<T = unknown>(method: string, path: string, opts: CallOptions = {}): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | Buffer | undefined;
    if (opts.raw !== undefined) body = opts.raw;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await send(new Request(baseUrl + path, { method, headers, ...(body === undefined ? {} : { body }) }));
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const problem = (res.headers.get('content-type') ?? '').includes('application/problem+json') ? ProblemJson.safeParse(json) : null;
    // The one unchecked step: the caller says which answer it expects (checked against openapi.yaml elsewhere).
    return { status: res.status, headers: res.headers, body: json as T, problem: problem?.success ? problem.data : null, text };
  }
  const auth = (token?: string, headers?: Record<string, string>): CallOptions => ({ ...(token ? { token } : {}), ...(headers ? { headers } : {}) });
  const get = <T = unknown>(path: string, token?: string, headers?: Record<string, string>) => call<T>('GET', path, auth(token, headers));
  const post = <T = unknown>(path: string, body: unknown, token?: string, headers?: Record<string, string>) => call<T>('POST', path, { body, ...auth(token, headers) });
  return {
    call,
    /** The typed client (client/), its answers checked like every other. */
    client: (token?: string): WhitechapelClient => createClient({ baseUrl, ...(token ? { token } : {}), fetch: send, networkRetries: 0 }),
    get,
    post,
    /** Registers a player; the address is made unique (one player per address) unless one is given. */
    async register(name: string, email = `${name.toLowerCase().replace(/\W/g, '')}.${++registered}.${Math.random().toString(36).slice(2, 8)}@example.com`): Promise<RegisteredPlayer> {
      const r = await post<RegisteredPlayer>('/players', { name, email });
      if (r.status !== 201) throw new Error(`register ${name}: ${r.status} ${r.text}`);
      return r.body;
    },
    me: (token: string) => get<PlayerProfile>('/players/me', token),
    updateMe: (token: string, changes: unknown) => call<PlayerProfile>('PATCH', '/players/me', { token, body: changes }),
    createGame: <G = never>(body: { game: string; options?: Record<string, unknown> }, token: string, headers?: Record<string, string>) =>
      post<Resource<G>>('/games', body, token, headers),
    join: <G = never>(gameId: string, token: string) => post<Resource<G>>(`/games/${gameId}/join`, undefined, token),
    game: <G = never>(gameId: string, token: string) => get<Resource<G>>(`/games/${gameId}`, token),
    command: <G = never>(gameId: string, command: unknown, token: string, headers?: Record<string, string>) =>
      post<Resource<G>>(`/games/${gameId}/commands`, command, token, headers),
    history: <G = never>(gameId: string, token: string, query = '') => get<History<G>>(`/games/${gameId}/events${query}`, token),
    myGames: (token: string) => get<{ games: InboxEntry[] }>('/games', token),
    outbox: () => get<LocalOutbox>('/_local/outbox'),
    advanceClock: (hours: number) => post<LocalClockAnswer>('/_local/clock', { advanceHours: hours }),
  };
}

/**
 * Polls `probe` until it returns a truthy value or the time is up; returns the value and the wait.
 * The default is generous (what is awaited usually comes within 0.1 s): a wait, not a speed limit,
 * on a CI machine that may be far busier than this one. A test that proves a bound passes its own.
 */
export async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 15_000, everyMs = 50): Promise<{ value: T; waitedMs: number }> {
  const start = Date.now();
  for (;;) {
    const v = await probe();
    if (v) return { value: v, waitedMs: Date.now() - start };
    if (Date.now() - start > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export type HttpClient = ReturnType<typeof httpClient>;
