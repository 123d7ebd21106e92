/**
 * The player's lists, read into the store: My games (a page at a time, and its first page again
 * while it shows, so a turn that came shows without a reload), Open games, the profile and devices.
 */
import { loadWebhooks } from '../parts/settings/webhooks.js';
import { resetCalendarLink } from '../parts/settings/calendar-link.js';
import { api, gamesPage, PAGE_SIZE, unwrapData } from './api.js';
import { PATHS } from './navigation.js';
import { chooseLobby, countGamesPage, setGames, setMe, setTokens, showLobbyPage, store, update } from './store.js';

/** My games, a page at a time: `more` appends the page after the one shown. */
export async function loadGames(more = false): Promise<void> {
  const after = more ? store.gamesCursor : null;
  countGamesPage(more);
  const page = await gamesPage(after);
  // The API lists the games waiting for me first, oldest decision first.
  setGames(after ? [...(store.games ?? []), ...page.games] : page.games, page.cursor);
}

/** My games' page: its games, and the profile once (for the time-zone suggestion). */
export async function loadMyGames(): Promise<void> {
  await Promise.all([loadGames(), store.me ? null : loadMe()]);
}

/**
 * Re-reads My games' first page while it is the only one shown, so a turn that came shows (and the
 * tab's title counts it) without a reload.
 */
export async function refreshGames(): Promise<void> {
  const shown = () => location.pathname === PATHS.myGames && !store.current && store.gamesPages === 1;
  if (!shown() || !store.games) return;
  try {
    const before = store.games;
    const page = await gamesPage(null);
    // Not if the list moved on meanwhile (More pressed, another page opened).
    if (store.games !== before || !shown()) return;
    setGames(page.games, page.cursor);
    update();
  } catch {
    // A missed re-read is tried again at the next.
  }
}

/** Open games of another kind ('' for all): its first page, drawn when it comes. */
export async function chooseOpenGames(kind: string): Promise<void> {
  chooseLobby(kind);
  update();
  await loadLobby();
  update();
}

/** The open games of the chosen kind, a page at a time, oldest first; `more` appends the next page. */
export async function loadLobby(more = false): Promise<void> {
  const { kind } = store.lobby;
  const after = more ? store.lobby.cursor : null;
  const query = { ...(kind ? { game: kind } : {}), limit: PAGE_SIZE, ...(after ? { cursor: after } : {}) };
  const page = unwrapData(await api().api.GET('/lobby', { params: { query } }));
  showLobbyPage(kind, page.games, page.cursor, Boolean(after));
}

async function loadMe(): Promise<void> {
  setMe(unwrapData(await api().api.GET('/players/me')));
}

/** The settings' page: the profile and the devices (tokens). */
export async function loadSettings(): Promise<void> {
  await loadMe();
  setTokens(unwrapData(await api().api.GET('/players/me/tokens')).tokens);
  await loadWebhooks();
  resetCalendarLink();
}
