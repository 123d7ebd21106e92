/**
 * Where the API is and who we are: `/config.json` (written by the deploy, served by the local
 * runtime) gives the API's URL (empty: this origin); the bearer token lives in localStorage.
 * Everything else goes through client/ — the same typed client the tests and the bench use.
 */
import { ApiError, createClient, type WhitechapelClient } from '../../../client/index.js';

export { ApiError };
const TOKEN_KEY = 'whitechapel.token';

let apiUrl = '';

export async function loadConfig(): Promise<void> {
  try {
    const answer = await fetch('/config.json', { headers: { accept: 'application/json' } });
    if (answer.ok) {
      const config = (await answer.json()) as { apiUrl?: unknown };
      if (typeof config.apiUrl === 'string') apiUrl = config.apiUrl.replace(/\/+$/, '');
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
