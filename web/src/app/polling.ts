/**
 * The page re-reads what it shows while it stays open: the game every 20 s tick (every third in a
 * background tab), My games' first page every third tick, both when the tab comes back.
 */
import { refreshAndFollow } from './game-sync.js';
import { refreshGames } from './lists.js';

const REFRESH_MS = 20_000;
/** A tab in the background re-reads every third tick (a minute), so its title can say it is the player's move (page-title.ts). */
const HIDDEN_EVERY = 3;
/** My games re-reads its first page every third tick (a minute) and when the tab comes back, so a turn that came shows (and its title counts it) without a reload. */
const GAMES_EVERY = 3;

export function startPolling(): void {
  let hiddenTicks = 0;
  setInterval(() => {
    if (document.visibilityState === 'visible') {
      hiddenTicks = 0;
      refreshAndFollow();
    } else if (++hiddenTicks % HIDDEN_EVERY === 0) refreshAndFollow();
  }, REFRESH_MS);
  window.addEventListener('focus', () => (refreshAndFollow(), void refreshGames()));
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && (refreshAndFollow(), void refreshGames()));
  let gamesTicks = 0;
  setInterval(() => ++gamesTicks % GAMES_EVERY === 0 && void refreshGames(), REFRESH_MS);
}
