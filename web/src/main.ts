/**
 * Whitechapel's reference web client. Every screen is a function of the API's answers: the game
 * screen draws the view and offers exactly the game's `legalCommands`, posted as they are with
 * If-Match and an Idempotency-Key (client/postCommand). No rule of either game runs here.
 *
 * Routes: /                  my games (waiting for me first)
 *         /play/games/{id}   a game (the link in every mail; join from it when a seat is open)
 *         /sign-in?code=…    sign in (by e-mail code, or by pasting a token), or sign up
 *         /games/new         create a game of either kind
 *         /lobby             public games waiting for players
 *         /settings          e-mail and reminders, devices (tokens)
 */
import { html, nothing, render, type TemplateResult } from 'lit-html';
import type { Command, Game, GameSummary, Player, components } from '../../client/index.js';
import { api, ApiError, describe, loadConfig, setToken, token } from './app/api.js';
import { confirmBox } from './parts/confirm.js';
import { ago, exactly, fromNow, lastUsed } from './words/format.js';
import { creatable, creationBody } from './games/creation.js';
import { gameTitle, webGame } from './games/registry.js';
import { actionButton } from './parts/action-button.js';
import { historyPanel, namesOf, pastVersion } from './history/panel.js';
import { afterOwnMove, nextOpeningRead, RECENT_WINDOW, recentMovesPanel, withEarlier, withNewer, type RecentVersions, type VersionsRead } from './history/recent-moves.js';
import { invitationMessage } from './words/invitation-message.js';
import { leaveActiveGame } from './parts/leaving.js';
import { gameControls, lobbyList, type LobbyGame } from './parts/lobby-list.js';
import { gameTerms } from './words/terms.js';
import { newGameForm } from './parts/new-game-form.js';
import { rowBadge, rowLine, waitsOnMe } from './words/list-rows.js';
import { moveAtOnceDue, playedAtOnce, seatLabel, seatTags, waitsForReturn, youAreAway } from './words/seats.js';
import { gamePageTitle, gamesPageTitle, otherPageTitle } from './words/page-title.js';
import { clockField, deviceClock, deviceTimeZone, timeSuggestion, timeSuggestionNote, timeZoneField, type TimeSuggestion } from './parts/time-zone.js';
import { waitingSeats } from './words/waiting-seats.js';
import './style.css';

type HistoryEntry = components['schemas']['HistoryEntry'];
type TokenInfo = components['schemas']['TokenList']['tokens'][number];

const app = document.getElementById('app') as HTMLElement;
const REFRESH_MS = 20_000;

// ---------------------------------------------------------------- state
let note: { kind: 'info' | 'error'; text: string } | null = null;
let games: GameSummary[] | null = null;
let me: Player | null = null;
let tokens: TokenInfo[] | null = null;
/** Settings: the account's deletion asked for once and waiting to be confirmed. */
let confirmingDeletion = false;
/** The game page asks once more before leaving a game being played (in Mr. Jack the fallback forfeits) or cancelling one's own. */
let confirmingLeave = false;
// `kind` '' is every game's lobby in one list (GET /lobby without `game`), the page's default.
let lobby: { kind: string; games: LobbyGame[] | null; cursor: string | null } = { kind: '', games: null, cursor: null };
let gamesCursor: string | null = null;
let current: {
  gameId: string;
  game: Game | null;
  etag: string;
  group: string | null;
  busy: boolean;
  history: HistoryEntry[] | null;
  step: number;
  past: Game | null;
  /** The latest versions, for "Since your last move" (recent-moves.ts). */
  recent: RecentVersions | null;
  /** The caller asked to see every move of that section on a phone. */
  recentExpanded?: boolean;
} | null = null;

function say(kind: 'info' | 'error', text: string) {
  note = { kind, text };
  update();
}

// ---------------------------------------------------------------- router
export function navigate(path: string, replace = false) {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  note = null;
  void route();
}

async function route() {
  const path = location.pathname;
  confirmingLeave = false;
  current = path.startsWith('/play/games/') ? { gameId: decodeURIComponent(path.slice('/play/games/'.length).replace(/\/$/, '')), game: null, etag: '', group: null, busy: false, history: null, step: 0, past: null, recent: null } : null;
  if (!token() && path !== '/sign-in') {
    sessionStorage.setItem('whitechapel.after', path);
    history.replaceState(null, '', '/sign-in');
  }
  update();
  try {
    if (location.pathname === '/sign-in') await redeemFromLink();
    else if (current) await loadGame();
    else if (location.pathname === '/settings') await loadSettings();
    else if (location.pathname === '/lobby') await loadLobby();
    else if (location.pathname === '/') await Promise.all([loadGames(), me ? null : loadMe()]);
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) {
      setToken(null);
      say('error', 'Your sign-in is no longer valid: sign in again.');
      navigate('/sign-in', true);
      return;
    }
    say('error', describe(e));
  }
  update();
}

document.addEventListener('click', (e) => {
  const a = (e.target as Element | null)?.closest?.('a');
  if (!a || a.target || e.metaKey || e.ctrlKey || e.shiftKey || a.origin !== location.origin) return;
  if (!/^\/($|play\/|sign-in|settings|games\/new|lobby)/.test(a.pathname)) return;
  e.preventDefault();
  navigate(a.pathname + a.search);
});
window.addEventListener('popstate', () => void route());

// ---------------------------------------------------------------- data
/**
 * How many games a page of My games or Open games shows: about two phone screens, so the first
 * answer stays small; More brings the next page (the API's cursor lists each game once).
 */
const PAGE_SIZE = 25;

/** My games, a page at a time: `more` appends the page after the one shown. */
/** A page of My games: the first, or the one after `after`. */
async function gamesPage(after: string | null) {
  return unwrapData(await api().api.GET('/games', { params: { query: after ? { limit: PAGE_SIZE, cursor: after } : { limit: PAGE_SIZE } } }));
}

/** Pages of My games shown: its own re-reads (refreshGames) replace the first page only while it is the only one. */
let gamesPages = 0;

async function loadGames(more = false) {
  const after = more ? gamesCursor : null;
  gamesPages = more ? gamesPages + 1 : 1;
  const page = await gamesPage(after);
  // The API lists the games waiting for me first, oldest decision first.
  games = after ? [...(games ?? []), ...page.games] : page.games;
  gamesCursor = page.cursor;
}

/** The open games of the chosen kind, a page at a time, oldest first; `more` appends the next page. */
async function loadLobby(more = false) {
  const { kind } = lobby;
  const after = more ? lobby.cursor : null;
  const query = { ...(kind ? { game: kind } : {}), limit: PAGE_SIZE, ...(after ? { cursor: after } : {}) };
  const page = unwrapData(await api().api.GET('/lobby', { params: { query } }));
  if (lobby.kind === kind) lobby = { kind, games: after ? [...(lobby.games ?? []), ...page.games] : page.games, cursor: page.cursor };
}

async function loadMe() {
  me = unwrapData(await api().api.GET('/players/me'));
}

async function loadSettings() {
  await loadMe();
  tokens = unwrapData(await api().api.GET('/players/me/tokens')).tokens;
}

async function loadGame() {
  if (!current) return;
  const { game, etag } = await api().readGame(current.gameId);
  Object.assign(current, { game, etag });
  followMovesAtOnce();
  // Awaited, here and in refresh: the section sits above the move, so it is drawn with the game
  // rather than pushing the move's buttons down a moment later, under a finger about to tap one.
  await loadRecent();
}

/**
 * Reads the versions "Since your last move" has not seen yet: when the page opens (or fell far
 * behind), the last few and, while the caller's own move is not among them, a few more before
 * (recent-moves.ts); after that only the newer ones. A failed read leaves the section as it was;
 * the next change of the game tries again.
 */
async function loadRecent() {
  const c = current;
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
    const page = await eventsPage(g.gameId, query);
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
    if (current === c && c.recent === before) c.recent = recent;
  } catch {
    // Told at the next change of the game.
  }
}

/** Re-read with If-None-Match: nothing is drawn again while the game has not moved (304). True when it moved. */
async function refresh(): Promise<boolean> {
  if (!current?.game || current.busy) return false;
  try {
    const now = await api().readGameIfChanged(current.gameId, current.etag);
    if (now && current && now.game.gameId === current.gameId) {
      Object.assign(current, { game: now.game, etag: now.etag, group: null });
      if (current.history) await loadHistory();
      await loadRecent();
      update();
      return true;
    }
  } catch {
    // A missed refresh is retried at the next tick.
  }
  return false;
}
const refreshAndFollow = () => void refresh().then((moved) => moved && followMovesAtOnce());
/** A tab in the background re-reads every third tick (a minute), so its title can say it is the player's move (page-title.ts). */
const HIDDEN_EVERY = 3;
let hiddenTicks = 0;
setInterval(() => {
  if (document.visibilityState === 'visible') {
    hiddenTicks = 0;
    refreshAndFollow();
  } else if (++hiddenTicks % HIDDEN_EVERY === 0) refreshAndFollow();
}, REFRESH_MS);
window.addEventListener('focus', () => (refreshAndFollow(), void refreshGames()));
document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && (refreshAndFollow(), void refreshGames()));

/** My games re-reads its first page every third tick (a minute) and when the tab comes back, so a turn that came shows (and its title counts it) without a reload. */
const GAMES_EVERY = 3;
let gamesTicks = 0;
setInterval(() => ++gamesTicks % GAMES_EVERY === 0 && void refreshGames(), REFRESH_MS);
async function refreshGames() {
  if (location.pathname !== '/' || current || !games || gamesPages !== 1) return;
  try {
    const before = games;
    const page = await gamesPage(null);
    // Not if the list moved on meanwhile (More pressed, another page opened).
    if (games !== before || gamesPages !== 1 || location.pathname !== '/' || current) return;
    games = page.games;
    gamesCursor = page.cursor;
    update();
  } catch {
    // A missed re-read is tried again at the next.
  }
}

/**
 * While a move played at once is due (a bot's, an away seat's), re-read soon rather than at the
 * 20 s tick: it comes through the stream within a second or two. Backs off (0.5, 1, 2, 4, 8 s) while
 * nothing moves, starts again after each move, and stops when no such move is due (or after the
 * last wait; the tick goes on).
 */
const FOLLOW_FIRST_MS = 500;
const FOLLOW_LAST_MS = 8_000;
let followTimer: ReturnType<typeof setTimeout> | undefined;
function followMovesAtOnce(delay = FOLLOW_FIRST_MS) {
  clearTimeout(followTimer);
  if (!current?.game || !moveAtOnceDue(current.game) || delay > FOLLOW_LAST_MS) return;
  followTimer = setTimeout(() => void refresh().then((moved) => followMovesAtOnce(moved ? FOLLOW_FIRST_MS : delay * 2)), delay);
}

function unwrapData<T>(r: { data?: T; error?: unknown; response: Response }): T {
  if (r.data === undefined) {
    const p = r.error as { detail?: string; code?: string; status?: number } | undefined;
    throw new ApiError(r.response.status, p?.code ? ({ type: '', title: '', status: r.response.status, detail: p.detail ?? '', code: p.code } as never) : null);
  }
  return r.data;
}

/** An answer that has no body when it succeeds (204): an error answer throws its problem, as unwrapData does. */
function expectNoContent(r: { error?: unknown; response: Response }): void {
  if (!r.response.ok) unwrapData({ error: r.error, response: r.response });
}

async function post(command: Command) {
  if (!current?.game || current.busy) return;
  current.busy = true;
  note = null;
  update();
  try {
    const posted = await api().postCommand(current.gameId, command, current.etag);
    Object.assign(current, { game: posted.game, etag: posted.etag, group: null });
    // The newest version is this move: nothing to tell until someone else moves.
    current.recent = afterOwnMove(current.gameId, posted.game.version);
    if (current.history) await loadHistory();
    followMovesAtOnce();
  } catch (e) {
    if (e instanceof ApiError && e.status === 412) {
      await loadGame();
      note = { kind: 'info', text: 'The game moved on before your move arrived: here it is now. Choose again.' };
    } else if (e instanceof ApiError && e.status === 422) {
      note = { kind: 'error', text: e.problem?.detail ?? 'That move is not allowed now.' };
    } else note = { kind: 'error', text: describe(e) };
  } finally {
    if (current) current.busy = false;
    update();
  }
}

/** A page of the game's history, redacted for the caller (the history panel, Since your last move). */
async function eventsPage(gameId: string, query: { after?: number; limit?: number }) {
  return unwrapData(await api().api.GET('/games/{gameId}/events', { params: { path: { gameId }, query } }));
}

async function loadHistory() {
  if (!current) return;
  const events: HistoryEntry[] = [];
  let after: number | undefined;
  for (;;) {
    const query = after === undefined ? {} : { after };
    const page = await eventsPage(current.gameId, query);
    events.push(...page.events);
    if (!page.hasMore || page.events.length === 0) break;
    after = page.events.at(-1)?.version;
  }
  const atEnd = !current.history || current.step >= current.history.length - 1;
  current.history = events;
  if (atEnd) void showStep(events.length - 1);
}

/** Moves the history to `step` and fetches that version's board (once: versions never change). */
async function showStep(step: number) {
  const c = current;
  const entry = c?.history?.[step];
  if (!c || !entry) return;
  c.step = step;
  update();
  try {
    const past = await pastVersion(c.gameId, entry.version);
    // Drawn only if the slider is still there (keys and drags move faster than the answers).
    if (current === c && c.history?.[c.step]?.version === past.version) {
      c.past = past;
      update();
    }
  } catch (e) {
    say('error', describe(e));
  }
}

async function redeemFromLink() {
  const code = new URLSearchParams(location.search).get('code');
  if (!code) return;
  const answer = await api().api.POST('/sessions/redeem', { body: { code, label: 'web browser' } });
  const issued = unwrapData(answer);
  signedIn(issued.token);
}

function signedIn(value: string) {
  setToken(value);
  const after = sessionStorage.getItem('whitechapel.after');
  sessionStorage.removeItem('whitechapel.after');
  navigate(after && after !== '/sign-in' ? after : '/', true);
}

// ---------------------------------------------------------------- screens
/** The heading of the screen drawn last: its tab title (a game's page and My games have titles of their own: update()). */
let shownHeading = 'Whitechapel';

function layout(main: TemplateResult | typeof nothing, heading: string): TemplateResult {
  const signed = token() !== null;
  shownHeading = heading;
  return html`<header class="top">
      <a href="/" class="brand">Whitechapel</a>
      <nav aria-label="Main">${signed ? html`<a href="/">My games</a> <a href="/lobby">Open games</a> <a href="/games/new">New game</a> <a href="/settings">Settings</a>` : html`<a href="/sign-in">Sign in</a>`}</nav>
    </header>
    <main id="main">
      <h1>${heading}</h1>
      <div role="status" aria-live="polite" class=${note ? `note ${note.kind}` : 'note-empty'}>${note?.text ?? ''}</div>
      ${main}
    </main>`;
}

function formValues(e: Event): Record<string, string> {
  e.preventDefault();
  return Object.fromEntries([...new FormData(e.target as HTMLFormElement)].map(([k, v]) => [k, String(v)]));
}

async function attempt(run: () => Promise<void>) {
  try {
    await run();
  } catch (e) {
    say('error', describe(e));
  }
}

function signInScreen(): TemplateResult {
  return layout(
    html`<section aria-labelledby="by-mail">
        <h2 id="by-mail">By e-mail</h2>
        <form @submit=${(e: Event) => {
          const { email } = formValues(e);
          void attempt(async () => {
            unwrapData(await api().api.POST('/sessions', { body: { email: email ?? '' } }));
            say('info', `If ${email} has an account, a mail with a sign-in link is on its way.`);
          });
        }}>
          <label for="si-email">E-mail address</label>
          <input id="si-email" name="email" type="email" autocomplete="email" required />
          <button type="submit">Mail me a sign-in link</button>
        </form>
        <form @submit=${(e: Event) => {
          const { code } = formValues(e);
          history.replaceState(null, '', `/sign-in?code=${encodeURIComponent(code ?? '')}`);
          void route();
        }}>
          <label for="si-code">Or the code from the mail</label>
          <input id="si-code" name="code" autocomplete="one-time-code" required />
          <button type="submit">Sign in with the code</button>
        </form>
      </section>
      <section aria-labelledby="by-token">
        <h2 id="by-token">With a token</h2>
        <form @submit=${(e: Event) => {
          const { token: value } = formValues(e);
          if (value) signedIn(value);
        }}>
          <label for="si-token">Token</label>
          <input id="si-token" name="token" autocomplete="off" required />
          <button type="submit">Sign in with the token</button>
        </form>
      </section>
      <section aria-labelledby="sign-up">
        <h2 id="sign-up">New here? Sign up</h2>
        <form @submit=${(e: Event) => {
          const { name, email } = formValues(e);
          void attempt(async () => {
            // Mails give times in this device's zone, on its clock; a zone the server does not know is no reason not to sign up.
            const who = { name: name ?? '', email: email ?? '', clock: deviceClock() };
            const zone = deviceTimeZone();
            let answer = await api().api.POST('/players', { body: zone ? { ...who, timeZone: zone } : who });
            if (zone && (answer.error as { code?: string } | undefined)?.code === 'invalid-time-zone') answer = await api().api.POST('/players', { body: who });
            signedIn(unwrapData(answer).token);
          });
        }}>
          <label for="su-name">Your name (shown to other players)</label>
          <input id="su-name" name="name" autocomplete="nickname" required maxlength="60" />
          <label for="su-email">E-mail address (your turns are mailed here)</label>
          <input id="su-email" name="email" type="email" autocomplete="email" required />
          <button type="submit">Sign up</button>
        </form>
      </section>`,
    'Sign in',
  );
}

function gamesScreen(): TemplateResult {
  if (!games) return layout(html`<p>Loading your games…</p>`, 'My games');
  const row = (g: GameSummary) => {
    const others = g.players.filter((p) => p.seat !== g.seat).map((p) => p.name);
    const line = rowLine(g);
    return html`<li class=${waitsOnMe(g) ? 'game yours' : 'game'}>
      <a href=${`/play/games/${encodeURIComponent(g.gameId)}`}>${gameTitle(g.game)}${others.length ? ` with ${others.join(', ')}` : ''}</a>
      <span class="badge">${rowBadge(g)}</span>
      ${line ? html`<span class="when">${line.text}${line.time ? html`<time datetime=${line.time.iso} title=${exactly(line.time.iso)}>${line.time.words}</time>` : nothing}</span>` : nothing}
    </li>`;
  };
  const mine = games.filter(waitsOnMe);
  const suggestion = me ? timeSuggestion(me, { zone: deviceTimeZone(), clock: deviceClock() }, localStorage.getItem(keptUtcKey(me.playerId)) !== null) : null;
  const invitations = games.filter((g) => g.invited && !g.yourTurn);
  const rest = games.filter((g) => !waitsOnMe(g) && !g.invited);
  return layout(
    html`${suggestion && me ? timeSuggestionNote(suggestion, me.clock, () => useSuggestedTime(suggestion), keepUtc) : nothing}
      <p><a class="button" href="/games/new">Start a new game</a></p>
      ${games.length === 0 ? html`<p>No games yet. Start one, or open a link a friend shared.</p>` : nothing}
      ${mine.length ? html`<h2>Waiting for you</h2><ul class="games">${mine.map(row)}</ul>` : nothing}
      ${invitations.length ? html`<h2>Invitations</h2><ul class="games">${invitations.map(row)}</ul>` : nothing}
      ${rest.length ? html`<h2>Other games</h2><ul class="games">${rest.map(row)}</ul>` : nothing}
      ${gamesCursor ? html`<p><button type="button" @click=${() => void attempt(async () => (await loadGames(true), update()))}>More games</button></p>` : nothing}`,
    'My games',
  );
}

/** Where this browser remembers that a player chose to keep UTC (My games then stops offering the device's zone). */
const keptUtcKey = (playerId: string) => `whitechapel.keepUtc.${playerId}`;

function useSuggestedTime(s: TimeSuggestion) {
  void attempt(async () => {
    me = unwrapData(await api().api.PATCH('/players/me', { body: { timeZone: s.zone, clock: s.clock } }));
    say('info', `Your e-mails now give times in ${s.zone.replaceAll('_', ' ')}.`);
  });
}

function keepUtc() {
  if (me) localStorage.setItem(keptUtcKey(me.playerId), '1');
  update();
}

function newGameScreen(): TemplateResult {
  const kind = (document.getElementById('ng-game') as HTMLSelectElement | null)?.value ?? creatable(undefined).id;
  const players = (document.getElementById('ng-players') as HTMLSelectElement | null)?.value ?? '2';
  const create = (e: Event) => {
    const body = creationBody(formValues(e));
    void attempt(async () => {
      const created = unwrapData(await api().api.POST('/games', { body }));
      navigate(`/play/games/${encodeURIComponent(created.gameId)}`);
    });
  };
  return layout(newGameForm({ kind, players, changed: () => update(), create }), 'New game');
}

function settingsScreen(): TemplateResult {
  if (!me) return layout(html`<p>Loading…</p>`, 'Settings');
  const save = (e: Event) => {
    const f = formValues(e);
    void attempt(async () => {
      const timeZone = f.timeZone === undefined || f.timeZone === 'UTC' ? null : f.timeZone;
      const clock = f.clock === '12h' ? '12h' : '24h';
      me = unwrapData(await api().api.PATCH('/players/me', { body: { notifications: { email: f.email === 'on', reminders: f.reminders === 'on', news: f.news === 'on' }, timeZone, clock } }));
      say('info', 'Saved.');
    });
  };
  const useDeviceZone = (zone: string) =>
    void attempt(async () => {
      me = unwrapData(await api().api.PATCH('/players/me', { body: { timeZone: zone } }));
      say('info', `Your e-mails now give times in ${zone.replaceAll('_', ' ')}.`);
    });
  return layout(
    html`<p>Signed in as <strong>${me.name}</strong> (${me.email}); e-mail subscription ${me.subscription.state}.</p>
      <form @submit=${save}>
        <div class="check"><input type="checkbox" id="st-email" name="email" ?checked=${me.notifications.email} /><label for="st-email">E-mail me about my games: my turns, invitations</label></div>
        <div class="check"><input type="checkbox" id="st-rem" name="reminders" ?checked=${me.notifications.reminders} /><label for="st-rem">Remind me before a deadline</label></div>
        <div class="check"><input type="checkbox" id="st-news" name="news" ?checked=${me.notifications.news} /><label for="st-news">Mail me game news too: a game starts or ends, a player leaves</label></div>
        ${timeZoneField(me.timeZone, deviceTimeZone(), useDeviceZone)}
        ${clockField(me.clock)}
        <button type="submit">Save</button>
      </form>
      ${tokens
        ? html`<h2>Devices</h2>
            <p class="muted">Each device you signed in on holds a token of its own; revoke one you lost.</p>
            <ul class="devices">
              ${tokens.map(
                (t) => html`<li>
                  ${t.label}${t.current ? ' (this browser)' : ''} — added ${ago(t.createdAt)}${t.lastUsedAt ? `, last used ${lastUsed(t.lastUsedAt)}` : ''}
                  ${t.current
                    ? nothing
                    : html`<button type="button" class="small danger" aria-label=${`Revoke ${t.label}`} @click=${() =>
                        void attempt(async () => {
                          expectNoContent(await api().api.DELETE('/players/me/tokens/{tokenId}', { params: { path: { tokenId: t.tokenId } } }));
                          await loadSettings();
                          say('info', `${t.label}: revoked.`);
                        })}>Revoke</button>`}
                </li>`,
              )}
            </ul>`
        : nothing}
      <p><button type="button" @click=${() => (setToken(null), navigate('/sign-in'))}>Sign out of this browser</button></p>
      <h2>Delete your account</h2>
      ${confirmingDeletion
        ? confirmBox({
            id: 'del-warning',
            warning: html`<strong>This cannot be undone.</strong> You leave every game that is waiting for players (the ones you created are cancelled, invitations to you are withdrawn);
              in games being played your seat is marked away, so your turns are played for you. Your address is forgotten and every device is signed out.
              The games keep the name you played them under.`,
            doIt: 'Delete my account for good',
            confirm: deleteAccount,
            keep: 'Keep my account',
            cancel: () => ((confirmingDeletion = false), update()),
          })
        : html`<p><button type="button" class="danger" @click=${() => ((confirmingDeletion = true), update())}>Delete my account…</button></p>`}`,
    'Settings',
  );
}

function deleteAccount(): void {
  void attempt(async () => {
    expectNoContent(await api().api.DELETE('/players/me'));
    confirmingDeletion = false;
    me = null;
    tokens = null;
    games = null;
    setToken(null);
    navigate('/sign-in');
    say('info', 'Your account is deleted.');
  });
}

const seatName = seatLabel;

function gameScreen(): TemplateResult {
  const c = current;
  if (!c?.game) return layout(html`<p>Loading the game…</p>`, 'Game');
  const g = c.game;
  const disabled = c.busy;
  const canJoin = g.you === undefined && g.openSeats > 0;
  // Cancelling one's own waiting game and leaving one being played both ask once more.
  const askLeave = () => ((confirmingLeave = true), update());
  const keepPlaying = () => ((confirmingLeave = false), update());
  const pending = g.pending.map((d) => {
    const due = waitsForReturn(g, d.seat)
      ? 'waits until a player is back'
      : playedAtOnce(g, d.seat)
        ? 'played at once'
        : html`due <time datetime=${d.deadline}>${fromNow(d.deadline)}</time> (${exactly(d.deadline)})`;
    return html`<li>${seatName(g, d.seat)}: ${d.prompt} — ${due}</li>`;
  });

  const play = webGame(g.game).play(g, {
    busy: disabled,
    group: c.group,
    chooseGroup: (key) => ((c.group = key), update()),
    post: (command) => void post(command),
  });

  const h = c.history;
  return layout(
    html`<p class="meta" data-game=${g.gameId} data-version=${g.version} data-status=${g.status}>
        ${g.seats.map((s) => html`<span class=${s.bot ? 'chip bot' : 'chip'}>${[seatName(g, s.seat), ...seatTags(s, g.status)].join(' · ')}</span> `)}
        <span class="chip">${g.cancelledBecause === 'abandoned' ? 'abandoned' : g.status}</span> <span class="chip">version ${g.version}</span>
        <button type="button" class="small" @click=${() => void refresh().then((moved) => (moved && followMovesAtOnce(), say('info', 'Up to date.')))}>Refresh</button>
      </p>
      <p class="muted terms">${gameTerms(g)}</p>
      ${canJoin ? html`<p>${g.openSeats} seat${g.openSeats > 1 ? 's are' : ' is'} open. ${actionButton('Join this game', () => void joinGame(), disabled, 'primary')}</p>` : nothing}
      ${g.status === 'waiting' && g.you !== undefined
        ? html`<p>Waiting for players. Share this page's link: <code>${location.href}</code></p>
            <section aria-labelledby="seats-h">
              <h2 id="seats-h">Seats</h2>
              <ul class="seat-list">${waitingSeats(g).map((r) => html`<li class=${`seat-row ${r.kind}`}>${r.text}</li>`)}</ul>
            </section>`
        : nothing}
      ${g.status === 'cancelled'
        ? html`<p role="status">
            ${g.cancelledBecause === 'abandoned' ? 'This game was abandoned: every player was away from it, and nobody came back in time.' : 'This game was cancelled by its creator before it began.'}
          </p>`
        : nothing}
      ${gameControls(g, {
        disabled,
        invite: (address: string) => void invite(address),
        leave: () => void leave(),
        rematch: () => void rematch(),
        confirmingCancel: confirmingLeave,
        askCancel: askLeave,
        keepGame: keepPlaying,
      })}
      ${g.status === 'active' && youAreAway(g)
        ? html`<p role="status" class="away">
            ${g.onHold
              ? `Every player has left or is away: the game waits until one of you is back${g.abandonAt ? `, and is abandoned ${fromNow(g.abandonAt)} if nobody is` : ''}.`
              : 'Your seat is away: your turns are played for you at once.'}
            ${actionButton("I'm back", () => void comeBack(), disabled, 'primary')}
          </p>`
        : nothing}
      ${g.result ? html`<p class="result" role="status"><strong>Game over:</strong> ${g.result.summary}</p>` : nothing}
      ${recentMovesPanel(g, c.recent, namesOf(g), { expanded: c.recentExpanded === true, expand: () => ((c.recentExpanded = true), update()) })}
      ${pending.length ? html`<h2>Waiting for</h2><ul>${pending}</ul>` : nothing}
      ${play}
      ${leaveActiveGame(g, { confirming: confirmingLeave, ask: askLeave, keep: keepPlaying, leave: () => void leave(), disabled })}
      <section class="history" aria-labelledby="hist-h">
        <h2 id="hist-h">History</h2>
        ${h
          ? historyPanel(g, { entries: h, step: c.step, past: c.past }, (step) => void showStep(step))
          : html`<button type="button" @click=${() => void attempt(async () => (await loadHistory(), update()))}>Show the history</button>`}
      </section>`,
    g.title,
  );
}

async function invite(email: string) {
  const gameId = current?.gameId ?? '';
  await attempt(async () => {
    const answer = unwrapData(await api().api.POST('/games/{gameId}/invitations', { params: { path: { gameId } }, body: { email } }));
    await loadGame();
    say('info', invitationMessage(email, answer));
  });
}

/** Ends the seat's away status (POST /games/{id}/back): the next turn waits for the player again. */
async function comeBack() {
  const gameId = current?.gameId ?? '';
  await attempt(async () => {
    unwrapData(await api().api.POST('/games/{gameId}/back', { params: { path: { gameId } } }));
    await loadGame();
    say('info', 'Welcome back: your next turn waits for you.');
  });
}

async function leave() {
  const gameId = current?.gameId ?? '';
  await attempt(async () => {
    const after = unwrapData(await api().api.POST('/games/{gameId}/leave', { params: { path: { gameId } } }));
    confirmingLeave = false;
    if (after.status === 'active') {
      await loadGame();
      say('info', after.onHold ? 'You left the game: nobody else is at the table, so it waits until one of you is back.' : 'You left the game: your turns are played for you from now on.');
    } else if (after.status === 'cancelled') {
      await loadGame();
      say('info', 'The game is cancelled; the other players are told.');
    } else {
      navigate('/');
      say('info', 'You left the game.');
    }
  });
}

async function rematch() {
  const gameId = current?.gameId ?? '';
  await attempt(async () => {
    const next = unwrapData(await api().api.POST('/games/{gameId}/rematch', { params: { path: { gameId } } }));
    navigate(`/play/games/${encodeURIComponent(next.gameId)}`);
  });
}

function lobbyScreen(): TemplateResult {
  const choose = (kind: string) => {
    lobby = { kind, games: null, cursor: null };
    update();
    void attempt(async () => (await loadLobby(), update()));
  };
  const join = (gameId: string) =>
    void attempt(async () => {
      unwrapData(await api().api.POST('/games/{gameId}/join', { params: { path: { gameId } } }));
      navigate(`/play/games/${encodeURIComponent(gameId)}`);
      say('info', 'You joined the game.');
    });
  const more = lobby.cursor ? () => void attempt(async () => (await loadLobby(true), update())) : null;
  return layout(
    html`<p class="muted">Public games that still have a seat for you, oldest first. Join one, or open it first.</p>${lobbyList(lobby.kind, lobby.games, choose, { join, more, disabled: false })}`,
    'Open games',
  );
}

async function joinGame() {
  if (!current) return;
  await attempt(async () => {
    unwrapData(await api().api.POST('/games/{gameId}/join', { params: { path: { gameId: current?.gameId ?? '' } } }));
    await loadGame();
    say('info', 'You joined the game.');
  });
}

function update() {
  const path = location.pathname;
  const screen =
    path === '/sign-in' ? signInScreen() : current ? gameScreen() : path === '/games/new' ? newGameScreen() : path === '/settings' ? settingsScreen() : path === '/lobby' ? lobbyScreen() : path === '/' ? gamesScreen() : layout(html`<p>No such page. <a href="/">Your games</a>.</p>`, 'Not found');
  render(screen, app);
  document.title = current?.game ? gamePageTitle(current.game) : path === '/' && token() !== null ? gamesPageTitle(games) : otherPageTitle(shownHeading);
}

await loadConfig();
app.replaceChildren();
await route();
