/**
 * The game shown, kept up to date: read when the page opens, re-read with If-None-Match (a game
 * that has not moved is not drawn again), soon and often while a move played at once is due, and
 * the history and "Since your last move" read as far as the page shows them.
 */
import type { components } from '../../../client/index.js';
import { nextOpeningRead, RECENT_WINDOW, withEarlier, withNewer, type RecentVersions, type VersionsRead } from '../history/recent-moves.js';
import { moveAtOnceDue } from '../words/seats.js';
import { api, describe, eventsPage, pastVersion } from './api.js';
import { takeEarlyGame } from './early-read.js';
import { patchGame, say, store, update } from './store.js';

type HistoryEntry = components['schemas']['HistoryEntry'];

export async function loadGame(): Promise<void> {
  const c = store.current;
  if (!c) return;
  const asked = performance.now();
  const early = await takeEarlyGame(c.gameId);
  const { game, etag } = early ?? (await api().readGame(c.gameId));
  // An early read may have come in before this code ran (or from the service worker): its own
  // time, and how the last opening's "Since your last move" read went, tell the network.
  const slow = (early ? early.readMs : performance.now() - asked) > SLOW_READ_MS || localStorage.getItem(SLOW_NETWORK_KEY) === 'yes';
  performance.mark('game read');
  patchGame(c, { game, etag });
  followMovesAtOnce();
  // Waited for a moment, here and in refresh: the section sits above the move, so it is drawn with
  // the game rather than pushing the move's buttons down a moment later, under a finger about to
  // tap one. On a slow network (a phone on 3G) the move is not held back for it: it is drawn once in.
  const recent = loadRecent();
  const inTime = await Promise.race([recent.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), slow ? 0 : RECENT_GRACE_MS))]);
  if (!inTime) void recent.then(update, () => undefined);
}

/** How long the game's first drawing waits for "Since your last move" (see loadGame)… */
const RECENT_GRACE_MS = 150;
/** …unless the game's own read took longer than this, or the section's own read did last time: on such a network it cannot come in time. */
const SLOW_READ_MS = 300;
const SLOW_NETWORK_KEY = 'whitechapel.slowNetwork';

/**
 * Reads the versions "Since your last move" has not seen yet: when the page opens (or fell far
 * behind), the last few and, while the caller's own move is not among them, a few more before
 * (recent-moves.ts); after that only the newer ones. A failed read leaves the section as it was;
 * the next change of the game tries again.
 */
async function loadRecent(): Promise<void> {
  const c = store.current;
  const g = c?.game;
  if (!c || !g || g.you === undefined || g.status === 'waiting' || g.status === 'cancelled') return;
  const you = g.you;
  const before = c.recent;
  const known = before?.gameId === g.gameId ? before : null;
  const last = known ? (known.entries.at(-1)?.version ?? known.after) : null;
  if (last !== null && last >= g.version) return;
  // Only up to the version the page shows: the next refresh draws the rest with its game.
  const read = async ({ after, limit }: VersionsRead) => {
    const query = { ...(after >= 0 ? { after } : {}), limit };
    const started = performance.now();
    const page = await eventsPage(g.gameId, query);
    localStorage.setItem(SLOW_NETWORK_KEY, performance.now() - started > RECENT_GRACE_MS ? 'yes' : 'no');
    return page.events.filter((e) => e.version <= g.version);
  };
  try {
    let recent: RecentVersions;
    if (known && last !== null && g.version - last <= RECENT_WINDOW) recent = withNewer(known, await read({ after: last, limit: g.version - last }));
    else {
      const first = nextOpeningRead(null, g.version, you)!;
      recent = { gameId: g.gameId, after: first.after, entries: await read(first) };
      for (let more = nextOpeningRead(recent, g.version, you); more; more = nextOpeningRead(recent, g.version, you)) recent = withEarlier(recent, more.after, await read(more));
    }
    // Not over what a post of the caller's set meanwhile (afterOwnMove): that is newer.
    if (store.current === c && c.recent === before) patchGame(c, { recent });
  } catch {
    // Told at the next change of the game.
  }
}

/** Re-read with If-None-Match: nothing is drawn again while the game has not moved (304). True when it moved. */
export async function refresh(): Promise<boolean> {
  const asked = store.current;
  if (!asked?.game || asked.busy) return false;
  try {
    const now = await api().readGameIfChanged(asked.gameId, asked.etag);
    const c = store.current;
    if (now && c && now.game.gameId === c.gameId) {
      patchGame(c, { game: now.game, etag: now.etag, group: null });
      if (c.history) await loadHistory();
      await loadRecent();
      update();
      return true;
    }
  } catch {
    // A missed refresh is retried at the next tick.
  }
  return false;
}

/** A re-read, and a closer watch if it brought a move played at once. */
export const refreshAndFollow = (): void => void refresh().then((moved) => moved && followMovesAtOnce());

/**
 * While a move played at once is due (a bot's, an away seat's), re-read soon rather than at the
 * 20 s tick: it comes through the stream within a second or two. Backs off (0.5, 1, 2, 4, 8 s) while
 * nothing moves, starts again after each move, and stops when no such move is due (or after the
 * last wait; the tick goes on).
 */
const FOLLOW_FIRST_MS = 500;
const FOLLOW_LAST_MS = 8_000;
/** The one pending re-read: a new watch replaces it (a timer, not the page's state). */
let followTimer: ReturnType<typeof setTimeout> | undefined;

export function followMovesAtOnce(delay = FOLLOW_FIRST_MS): void {
  clearTimeout(followTimer);
  const game = store.current?.game;
  if (!game || !moveAtOnceDue(game) || delay > FOLLOW_LAST_MS) return;
  followTimer = setTimeout(() => void refresh().then((moved) => followMovesAtOnce(moved ? FOLLOW_FIRST_MS : delay * 2)), delay);
}

/** The whole history (every page); the slider stays where it was unless it was at the end, which it follows. */
export async function loadHistory(): Promise<void> {
  const c = store.current;
  if (!c) return;
  const events: HistoryEntry[] = [];
  let after: number | undefined;
  for (;;) {
    const query = after === undefined ? {} : { after };
    const page = await eventsPage(c.gameId, query);
    events.push(...page.events);
    if (!page.hasMore || page.events.length === 0) break;
    after = page.events.at(-1)?.version;
  }
  const atEnd = !c.history || c.step >= c.history.length - 1;
  patchGame(c, { history: events });
  if (atEnd) void showStep(events.length - 1);
}

/** Moves the history to `step` and fetches that version's board (once: versions never change). */
export async function showStep(step: number): Promise<void> {
  const c = store.current;
  const entry = c?.history?.[step];
  if (!c || !entry) return;
  patchGame(c, { step });
  update();
  try {
    const past = await pastVersion(c.gameId, entry.version);
    // Drawn only if the slider is still there (keys and drags move faster than the answers).
    if (store.current === c && c.history?.[c.step]?.version === past.version) {
      patchGame(c, { past });
      update();
    }
  } catch (e) {
    say('error', describe(e));
  }
}
