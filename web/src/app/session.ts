/**
 * Signing in: with the code of a mailed link (/sign-in?code=…), a pasted token, or a new account's
 * token; then back to the page that asked for it.
 */
import { api, setToken, unwrapData } from './api.js';
import { navigate, PATHS } from './navigation.js';

/**
 * Where the page that sent the player to sign in is kept until they have: in localStorage, since the
 * mailed sign-in link opens in a new tab.
 */
const AFTER_KEY = 'whitechapel.after';

/** Remembers the page asked for before signing in. */
export function returnAfterSignIn(path: string): void {
  localStorage.setItem(AFTER_KEY, path);
}

/** The sign-in page's load: redeems the code of the link it was opened from, if any. */
export async function redeemFromLink(): Promise<void> {
  const code = new URLSearchParams(location.search).get('code');
  if (!code) return;
  const answer = await api().api.POST('/sessions/redeem', { body: { code, label: 'web browser' } });
  const issued = unwrapData(answer);
  signedIn(issued.token);
}

export function signedIn(value: string): void {
  setToken(value);
  const after = localStorage.getItem(AFTER_KEY);
  localStorage.removeItem(AFTER_KEY);
  navigate(after && after !== PATHS.signIn && after !== PATHS.welcome ? after : PATHS.myGames, true);
}
