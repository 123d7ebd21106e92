/**
 * Every page's path, written once: the route table (routes.ts) binds each to its screen, the links
 * and the moves from page to page use them from here. Navigating draws the new page through the
 * router, which registers itself (so a screen can navigate without importing the route table).
 */
import { setNote } from './store.js';

export const PATHS = {
  myGames: '/',
  lobby: '/lobby',
  newGame: '/games/new',
  settings: '/settings',
  signIn: '/sign-in',
  /** The first page of a visitor who is not signed in: what Whitechapel is, sign up, sign in. */
  welcome: '/welcome',
  /** The link in every mail; join from it when a seat is open. */
  game: '/play/games/:id',
  /** A player's ratings and their chart (`me` for oneself). */
  player: '/play/players/:id',
  leaderboards: '/play/leaderboards',
} as const;

/** A player's page (`me`: one's own). */
export function playerPath(playerId: string): string {
  return PATHS.player.replace(':id', encodeURIComponent(playerId));
}

/** A game's page. */
export function gamePath(gameId: string): string {
  return PATHS.game.replace(':id', encodeURIComponent(gameId));
}

/**
 * The parts of `path` a pattern's `:name`s stand for, or null when it does not match. A part runs
 * to the path's end (but a last slash), so a game id with a slash in it stays whole.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name: string) => (names.push(name), '(.*?)'));
  const found = new RegExp(names.length ? `^${source}/?$` : `^${source}$`).exec(path);
  if (!found) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]));
}

let routeNow: () => Promise<void> = async () => undefined;

/** The router: draws the page the address names, loading what it needs. */
export function onNavigate(route: () => Promise<void>): void {
  routeNow = route;
}

/** Draws the page the address names now (the address changed without navigate: the back button, a form). */
export function reroute(): Promise<void> {
  return routeNow();
}

/** Goes to `path` (a new entry in the browser's history, or in place of the current one), with no note. */
export function navigate(path: string, replace = false): void {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  setNote(null);
  void reroute();
}
