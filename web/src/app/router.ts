/**
 * The router: the address names a page of the route table (routes.ts); opening one draws it at
 * once, loads what it needs, and draws it again. Links to a page of the table stay in the page;
 * every other page sends a player who is not signed in to the first page (sign up or in), and back after.
 */
import { render } from 'lit-html';
import { layout } from '../screens/layout.js';
import { otherPageTitle } from '../words/page-title.js';
import { ApiError, describe, setToken, token } from './api.js';
import { navigate, onNavigate, PATHS } from './navigation.js';
import { NOT_FOUND, routeOf } from './routes.js';
import { returnAfterSignIn } from './session.js';
import { onUpdate, openGame, say, update } from './store.js';

/** Draws the page the address names, from the store. */
function draw(app: HTMLElement): void {
  const route = routeOf(location.pathname)?.route ?? NOT_FOUND;
  const heading = route.headingNow?.() ?? route.heading;
  render(layout(route.screen(), heading), app);
  document.title = route.title?.() ?? otherPageTitle(heading);
  markPlayable(app);
}

/** What a page offers once it can be played: an enabled move button or playable card. */
const PLAYABLE = '.actions button.action:not([disabled]), .actions button[data-moves]:not([disabled])';
let playableSeen = false;

/**
 * Marks (performance 'playable') the first moment a legal move is on screen and enabled, once per
 * opening of the page: the phone bench times a mail's link to it. Marked after the next paint, not
 * at the render, so the time includes drawing it.
 */
function markPlayable(app: HTMLElement): void {
  if (playableSeen || !app.querySelector(PLAYABLE)) return;
  playableSeen = true;
  requestAnimationFrame(() => setTimeout(() => performance.mark('playable')));
}

/** Opens the page the address names: drawn at once, then again with what it loaded. */
async function route(): Promise<void> {
  const path = location.pathname;
  const asked = routeOf(path);
  openGame(asked?.route.path === PATHS.game ? (asked.parts.id ?? '') : null);
  if (!token() && !asked?.route.open) {
    returnAfterSignIn(path);
    history.replaceState(null, '', PATHS.welcome);
  }
  update();
  try {
    const shown = routeOf(location.pathname);
    await shown?.route.load?.(shown.parts);
    performance.mark('page loaded');
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      setToken(null);
      say('error', 'Your sign-in is no longer valid: sign in again.');
      navigate(PATHS.signIn, true);
      return;
    }
    say('error', describe(e));
  }
  update();
  performance.mark('page drawn');
}

/** Starts drawing into `app`, and opens the page the address names. */
export async function startRouter(app: HTMLElement): Promise<void> {
  onUpdate(() => draw(app));
  onNavigate(route);
  document.addEventListener('click', (e) => {
    const a = (e.target as Element | null)?.closest?.('a');
    if (!a || a.target || e.metaKey || e.ctrlKey || e.shiftKey || a.origin !== location.origin) return;
    if (!routeOf(a.pathname)) return;
    e.preventDefault();
    navigate(a.pathname + a.search);
  });
  window.addEventListener('popstate', () => void route());
  app.replaceChildren();
  await route();
}
