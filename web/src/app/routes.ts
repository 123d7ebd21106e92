/**
 * The route table: each page once, with its path (navigation.ts), its heading (the page's h1, its
 * link in the menu, its tab's title), its screen and what it loads. The router (router.ts) draws
 * from it, the menu lists it, the link clicks it knows stay in the page.
 */
import { html } from 'lit-html';
import type { Drawn } from '../games/web-game.js';
import { gameCardScreen } from '../screens/game-card.js';
import { gameScreen } from '../screens/game.js';
import { lobbyScreen } from '../screens/lobby.js';
import { myGamesScreen } from '../screens/my-games.js';
import { newGameScreen } from '../screens/new-game.js';
import { settingsScreen } from '../screens/settings.js';
import { firstBoard, leaderboardScreen } from '../screens/leaderboard.js';
import { profileScreen } from '../screens/profile.js';
import { loadBoard, loadProfile, ratings } from './ratings.js';
import { signInScreen } from '../screens/sign-in.js';
import { welcomeScreen } from '../screens/welcome.js';
import { gamePageTitle, gamesPageTitle } from '../words/page-title.js';
import { token } from './api.js';
import { cardShown, loadGameCard } from './game-card.js';
import { loadGame } from './game-sync.js';
import { loadLobby, loadMyGames, loadSettings } from './lists.js';
import { matchPath, PATHS } from './navigation.js';
import { redeemFromLink } from './session.js';
import { store } from './store.js';

export interface Route {
  /** Its path; a `:name` stands for a part of the address (a game's id). */
  readonly path: string;
  /** The page's heading, its link's words in the menu, and its tab's title. */
  readonly heading: string;
  /** The heading once the page knows more than its kind (a game's own title). */
  readonly headingNow?: () => string;
  /** The tab's title where it says more than the heading (whose move it is; how many games wait); null: the heading's. */
  readonly title?: () => string | null;
  /** What the page's main part shows. */
  readonly screen: () => Drawn;
  /** What the page reads when it opens, with the address's parts. */
  readonly load?: (parts: Readonly<Record<string, string>>) => Promise<void>;
  /** In the menu: for a signed-in player, or for one not signed in. */
  readonly menu?: 'signed-in' | 'signed-out';
  /** Shown without signing in (every other page sends to sign in first). */
  readonly open?: boolean;
}

/** In the menu's order. */
export const ROUTES: readonly Route[] = [
  { path: PATHS.myGames, heading: 'My games', menu: 'signed-in', screen: myGamesScreen, load: loadMyGames, title: () => gamesPageTitle(store.games) },
  { path: PATHS.lobby, heading: 'Open games', menu: 'signed-in', screen: lobbyScreen, load: () => loadLobby() },
  { path: PATHS.newGame, heading: 'New game', menu: 'signed-in', screen: newGameScreen },
  { path: PATHS.leaderboards, heading: 'Leaderboards', menu: 'signed-in', screen: leaderboardScreen, load: () => loadBoard(ratings.board.game || firstBoard()) },
  { path: PATHS.settings, heading: 'Settings', menu: 'signed-in', screen: settingsScreen, load: loadSettings },
  { path: PATHS.player, heading: 'Ratings', headingNow: () => (ratings.profile?.id === 'me' ? 'Your ratings' : 'Ratings'), screen: profileScreen, load: (parts) => loadProfile(parts.id ?? 'me') },
  { path: PATHS.welcome, heading: 'Whitechapel: Jack the Ripper games, a turn a day', open: true, screen: welcomeScreen },
  { path: PATHS.signIn, heading: 'Sign in', menu: 'signed-out', open: true, screen: signInScreen, load: redeemFromLink },
  {
    path: PATHS.game,
    heading: 'Game',
    headingNow: () => store.current?.game?.title ?? (store.current ? cardShown(store.current.gameId)?.title : undefined) ?? 'Game',
    title: () => (store.current?.game ? gamePageTitle(store.current.game) : null),
    // Signed out, the page is the game's public card, with signing up and in beside it.
    open: true,
    screen: () => (token() ? gameScreen() : gameCardScreen()),
    load: (parts) => (token() ? loadGame() : loadGameCard(parts)),
  },
];

/** Any other address. */
export const NOT_FOUND: Route = { path: '', heading: 'Not found', screen: () => html`<p>No such page. <a href=${PATHS.myGames}>Your games</a>.</p>` };

/** The route of `path` and the parts of the address its pattern names; null for an address of no page. */
export function routeOf(path: string): { route: Route; parts: Readonly<Record<string, string>> } | null {
  for (const route of ROUTES) {
    const parts = matchPath(route.path, path);
    if (parts) return { route, parts };
  }
  return null;
}
