/**
 * Where the API is and who we are: `/config.json` (written by the deploy, served by the local
 * runtime) gives the API's URL (empty: this origin); the bearer token lives in localStorage.
 * Everything else goes through client/ — the same typed client the tests and the bench use; the
 * reads more than one screen makes are here too.
 */
import { ApiError, createClient, type Game, type WhitechapelClient } from '../../../client/index.js';
import { earlyConfig } from './early-read.js';
import { shareSessionWithWorker } from './worker-session.js';

export { ApiError };
const TOKEN_KEY = 'whitechapel.token';

let apiUrl = '';

const API_URL_KEY = 'whitechapel.apiUrl';

/**
 * Where the API is. A device that has read config.json before keeps its answer (localStorage), and
 * starts from it at once: on a phone's slow network config.json is a round trip the page need not
 * wait for. It is read again behind the page, and a changed address is taken from then on.
 */
export async function loadConfig(): Promise<void> {
  const known = localStorage.getItem(API_URL_KEY);
  if (known === null) await readConfig();
  else {
    apiUrl = known;
    // Once the page is drawn, out of its way.
    if ('requestIdleCallback' in globalThis) requestIdleCallback(() => void readConfig(), { timeout: 5000 });
    else setTimeout(() => void readConfig(), 2000);
  }
  shareSessionWithWorker(token(), apiUrl);
}

async function readConfig(): Promise<void> {
  try {
    // Read already by index.html's inline script (early-read.ts), while this code loaded.
    const config: { apiUrl?: unknown } = await (earlyConfig() ?? fetch('/config.json', { headers: { accept: 'application/json' } }).then((r) => (r.ok ? r.json() : {})));
    const read = typeof config.apiUrl === 'string' ? config.apiUrl.replace(/\/+$/, '') : '';
    // For index.html's early read of a game next time (a stale one only costs that early read).
    localStorage.setItem(API_URL_KEY, read);
    if (read !== apiUrl) {
      apiUrl = read;
      cached = null;
      shareSessionWithWorker(token(), apiUrl);
    }
  } catch {
    // No config: the API is on this origin.
  }
}

export const baseUrl = (): string => apiUrl || location.origin;

export function token(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(value: string | null): void {
  if (value === null) localStorage.removeItem(TOKEN_KEY);
  else localStorage.setItem(TOKEN_KEY, value.trim());
  shareSessionWithWorker(value === null ? null : value.trim(), apiUrl);
  cached = null;
}

let cached: WhitechapelClient | null = null;

/** The client for the signed-in player (or an anonymous one). */
export function api(): WhitechapelClient {
  cached ??= createClient({ baseUrl: baseUrl(), ...(token() ? { token: token() ?? '' } : {}) });
  return cached;
}

/** A sentence for any failure: the problem's detail when the API sent one. */
export function describe(e: unknown): string {
  if (e instanceof ApiError) return e.problem?.detail ?? `The server answered ${e.status}.`;
  if (e instanceof Error) return `Could not reach the server (${e.message}).`;
  return String(e);
}

/** An answer's body; an error answer throws its problem (as ApiError). */
export function unwrapData<T>(r: { data?: T; error?: unknown; response: Response }): T {
  if (r.data === undefined) {
    const p = r.error as { detail?: string; code?: string; status?: number } | undefined;
    throw new ApiError(r.response.status, p?.code ? ({ type: '', title: '', status: r.response.status, detail: p.detail ?? '', code: p.code } as never) : null);
  }
  return r.data;
}

/** An answer that has no body when it succeeds (204): an error answer throws its problem, as unwrapData does. */
export function expectNoContent(r: { error?: unknown; response: Response }): void {
  if (!r.response.ok) unwrapData({ error: r.error, response: r.response });
}

/**
 * How many games a page of My games or Open games shows: about two phone screens, so the first
 * answer stays small; More brings the next page (the API's cursor lists each game once).
 */
export const PAGE_SIZE = 25;

/** A page of My games: the first, or the one after `after`. */
export async function gamesPage(after: string | null) {
  return unwrapData(await api().api.GET('/games', { params: { query: after ? { limit: PAGE_SIZE, cursor: after } : { limit: PAGE_SIZE } } }));
}

/** A page of the game's history, redacted for the caller (the history panel, Since your last move). */
export async function eventsPage(gameId: string, query: { after?: number; limit?: number }) {
  return unwrapData(await api().api.GET('/games/{gameId}/events', { params: { path: { gameId }, query } }));
}

const versions = new Map<string, Promise<Game>>();

/** The game as the caller saw it at `version`, fetched at most once: a version never changes (a failed fetch may be retried). */
export function pastVersion(gameId: string, version: number): Promise<Game> {
  const key = `${gameId}@${version}`;
  let found = versions.get(key);
  if (!found) {
    found = api()
      .api.GET('/games/{gameId}/versions/{version}', { params: { path: { gameId, version: String(version) } } })
      .then((r) => {
        if (r.data === undefined) throw new ApiError(r.response.status, null);
        return r.data;
      });
    found.catch(() => versions.delete(key));
    versions.set(key, found);
  }
  return found;
}
