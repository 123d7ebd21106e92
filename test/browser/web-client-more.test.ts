/**
 * More of the web client in Chromium, on a runtime of its own: the history's events in words, and
 * Mr. Jack against a bot made in the create form, paging with More, a bot in a chosen seat, I'm back
 * for an away seat, leaving a game being played, a Mr. Jack game abandoned on hold, deleting an
 * account from the settings.
 * Screenshots under test-results/web/; no page logs a console error.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../support/http/http.js';
import { useTestRuntime } from '../support/runtime.js';
import { checkScreen, clickFirstMove, launch, openPlayer, seriousViolations, signUp, tokenOf, type Player } from './support.js';

const env = useTestRuntime();
let browser: Browser;
let ada: Player;

beforeAll(async () => {
  browser = await launch();
  ada = await openPlayer(browser, 'Ada', 'desktop');
  await signUp(ada, env.rt.url, 'ada-more@example.com');
});

afterAll(async () => {
  await browser?.close();
});

async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const init = body === undefined ? {} : { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const answer = await fetch(`${env.rt.url}${path}`, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
  return (await answer.json()) as T;
}

describe('the web client (more)', () => {
  it('writes the history as sentences (not JSON), with Jack\'s identity named to Jack only as the server sent it', async () => {
    const token = await tokenOf(ada);
    const { gameId } = await api<{ gameId: string }>('/games', token, { game: 'mr-jack', options: { role: 'jack' }, bots: [{ seat: 1, level: 'easy' }] });
    await ada.page.goto(`${env.rt.url}/play/games/${encodeURIComponent(gameId)}`);
    const jack = (await ada.page.locator('strong.secret').textContent()) ?? '';
    expect(jack).not.toBe('');
    await ada.page.getByRole('button', { name: 'Show the history' }).click();
    await ada.page.getByLabel(/^Step \d+ of \d+$/).focus();
    await ada.page.keyboard.press('Home');
    // The first versions: the game created, the roles, the board, the identity drawn (only Jack sees whom).
    const lines: string[] = [];
    const steps = (await api<{ events: unknown[] }>(`/games/${gameId}/events`, token)).events.length;
    for (let i = 0; i < Math.min(steps, 4); i++) {
      lines.push(...(await ada.page.locator('.past-events .events li').allTextContents()));
      if (i === 0) await checkScreen(ada, 'history-sentences');
      await ada.page.keyboard.press('ArrowRight');
    }
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.filter((l) => /[{}"]/.test(l)), 'lines with JSON in them').toEqual([]);
    expect(lines).toContain('Ada (you) plays Jack, Bot (easy) the Detective');
    expect(lines).toContain(`Ada (you) drew Jack's identity: ${jack}`);
    expect(lines.some((l) => /^The (alibi|character) deck was shuffled \(\d+ cards\)$/.test(l)), lines.join('\n')).toBe(true);
  });

  it("plays Mr. Jack against a bot made in the create form: the bot's answer reaches the board without a click", async () => {
    const p = ada;
    await p.page.getByRole('link', { name: 'New game', exact: true }).click();
    await p.page.getByLabel('Game', { exact: true }).selectOption({ label: 'Mr. Jack (2 players)' });
    // The Detective picks first in round 1, so Ada moves before the bot answers.
    await p.page.getByLabel('You play').selectOption('detective');
    await p.page.getByLabel('Opponent', { exact: true }).selectOption({ label: 'A bot, easy' });
    await p.page.getByRole('button', { name: 'Create the game' }).click();
    await p.page.locator('[data-status="active"]').waitFor();
    await p.page.getByText('Bot (easy) · Jack · bot').waitFor();
    const gameId = decodeURIComponent(new URL(p.page.url()).pathname.split('/').pop() ?? '');
    const token = await tokenOf(p);
    type Seen = { version: number; you: number; pending: { seat: number }[] };
    const pageAt = (version: number) =>
      p.page.waitForFunction(`Number(document.querySelector('[data-version]')?.getAttribute('data-version')) >= ${version}`, undefined, { timeout: 15_000, polling: 50 });
    // Click until the bot has moved after a move of Ada's (a Detective's activation is a few clicks).
    let mine = 0;
    let answered = 0;
    while (mine === 0 || answered === 0) {
      const now = await api<Seen>(`/games/${gameId}`, token);
      if (now.pending.some((d) => d.seat === now.you)) {
        await pageAt(now.version);
        await clickFirstMove(p, now.version);
        mine++;
      } else {
        // Never a reload nor a Refresh click: the page re-reads by itself while the bot is to move.
        await pageAt(now.version + 1);
        if (mine > 0) answered++;
      }
      expect(mine, 'moves of Ada\'s before the bot answered').toBeLessThan(12);
    }
    const last = (await api<{ events: { version: number; bot?: { level: string } }[] }>(`/games/${gameId}/events`, token)).events.filter((e) => e.bot).at(-1);
    expect(last?.bot).toEqual({ level: 'easy' });
    await pageAt(last!.version);
    await checkScreen(p, 'mr-jack-vs-bot');
    console.log(`Mr. Jack vs bot: ${mine} clicks of Ada's, then the bot's answer (version ${last!.version}) appeared on the page`);
  });

  it('pages My games and Open games: More shows the rest, each game exactly once', async () => {
    const token = await tokenOf(ada);
    // 27 public Mr. Jack games waiting for a second player: more than a page (25) in both lists.
    for (let i = 0; i < 27; i++) await api('/games', token, { game: 'mr-jack', options: {}, visibility: 'public' });
    await env.rt.poller.drain(20_000);
    const carol = await openPlayer(browser, 'Carol', 'phone');
    await signUp(carol, env.rt.url, 'carol-more@example.com');
    const carolToken = await tokenOf(carol);
    const ids = (hrefs: (string | null)[]) => hrefs.map((h) => decodeURIComponent(h?.split('/').pop() ?? ''));
    type Page = { games: { gameId: string }[]; cursor: string | null };

    // Open games, as Carol sees them: the first page, then More, then no More.
    const open = (await api<Page>('/lobby?game=mr-jack&limit=100', carolToken)).games.map((g) => g.gameId);
    expect(open.length).toBe(27);
    await carol.page.getByRole('link', { name: 'Open games' }).click();
    await carol.page.getByLabel('Game', { exact: true }).selectOption({ label: 'Mr. Jack' });
    const lobbyRows = carol.page.locator('[data-lobby-game]');
    await expect.poll(() => lobbyRows.count()).toBe(25);
    await carol.page.getByRole('button', { name: 'More open games' }).click();
    await expect.poll(() => lobbyRows.count()).toBe(27);
    expect(await carol.page.getByRole('button', { name: 'More open games' }).count()).toBe(0);
    const shownOpen = await lobbyRows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-lobby-game')));
    expect(shownOpen).toEqual(open);
    await checkScreen(carol, 'lobby-paged');

    // My games, as Ada sees them: the 27 waiting games and the two Mr. Jack games of the tests above.
    const mine = (await api<Page>('/games?limit=100', token)).games.map((g) => g.gameId);
    expect(mine.length).toBe(29);
    await ada.page.getByRole('link', { name: 'My games' }).click();
    const myRows = ada.page.locator('.games li a');
    await expect.poll(() => myRows.count()).toBe(25);
    await ada.page.getByRole('button', { name: 'More games' }).click();
    await expect.poll(() => myRows.count()).toBe(29);
    expect(await ada.page.getByRole('button', { name: 'More games' }).count()).toBe(0);
    const shownMine = ids(await myRows.evaluateAll((links) => links.map((a) => a.getAttribute('href'))));
    // The page groups them (waiting for me, invitations, the rest): the same games, each once.
    expect(new Set(shownMine).size).toBe(29);
    expect([...shownMine].sort()).toEqual([...mine].sort());
    await checkScreen(ada, 'my-games-paged');
    expect(carol.errors).toEqual([]);
  });

  it('lists the public waiting games of every game in Open games without choosing one, each card naming its game', async () => {
    const dan = await openPlayer(browser, 'Dan', 'desktop');
    await signUp(dan, env.rt.url, 'dan-more@example.com');
    const token = await tokenOf(dan);
    const rummy = await api<{ gameId: string }>('/games', token, { game: 'ripper-rummy', options: { players: 2 }, visibility: 'public' });
    const jack = await api<{ gameId: string }>('/games', token, { game: 'mr-jack', options: { onTimeout: 'fallback' }, visibility: 'public' });
    // The lobby is a read model the stream fills: drained before the page reads it (a drain that
    // returned early once left the rows out; local/dynamodb/stream-poller.ts's drain() waits for a whole round).
    await env.rt.poller.drain(20_000);
    await ada.page.getByRole('link', { name: 'Open games' }).click();
    expect(await ada.page.getByLabel('Game', { exact: true }).inputValue()).toBe('');
    // The games of the test above come first (oldest first): page on until the list ends.
    const rows = ada.page.locator('[data-lobby-game]');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const more = ada.page.getByRole('button', { name: 'More open games' });
    while ((await more.count()) > 0) {
      const before = await rows.count();
      await more.click();
      await expect.poll(() => rows.count()).toBeGreaterThan(before);
    }
    await expect.poll(() => ada.page.locator(`[data-lobby-game="${rummy.gameId}"] a`).textContent()).toMatch(/^Ripper Rummy with Dan/);
    expect(await ada.page.locator(`[data-lobby-game="${jack.gameId}"] a`).textContent()).toMatch(/^Mr\. Jack with Dan/);
    // Who plays a missed move, which a joiner weighs: Mr. Jack's fallback forfeits.
    expect(await ada.page.locator(`[data-lobby-game="${jack.gameId}"] .when`).textContent()).toContain('a missed move forfeits');
    expect(await ada.page.locator(`[data-lobby-game="${rummy.gameId}"] .when`).textContent()).toContain("the game's fallback plays missed moves");
    await ada.page.locator(`[data-lobby-game="${rummy.gameId}"]`).scrollIntoViewIfNeeded();
    await checkScreen(ada, 'lobby-all-games');
    expect(dan.errors).toEqual([]);
  });

  it('puts a bot in any seat but the creator\'s from the create form (seat 3, with seat 2 left for a person)', async () => {
    await ada.page.getByRole('link', { name: 'New game', exact: true }).click();
    await ada.page.getByLabel('Players', { exact: true }).selectOption('3');
    await ada.page.getByLabel('Seat 2', { exact: true }).selectOption({ label: 'A person (joins from the link)' });
    await ada.page.getByLabel('Seat 3', { exact: true }).selectOption({ label: 'A bot, easy' });
    await checkScreen(ada, 'new-game-bot-seat-3');
    await ada.page.getByRole('button', { name: 'Create the game' }).click();
    await ada.page.locator('[data-status="waiting"]').waitFor();
    await ada.page.getByText('Bot (easy) · bot').waitFor();
    const gameId = decodeURIComponent(new URL(ada.page.url()).pathname.split('/').pop() ?? '');
    const g = await api<{ seats: { seat: number; name: string; bot?: { level: string } }[] }>(`/games/${gameId}`, await tokenOf(ada));
    expect(g.seats.map((s) => [s.seat, s.bot?.level ?? s.name])).toEqual([
      [0, 'Ada'],
      [2, 'easy'],
    ]);
    await checkScreen(ada, 'waiting-bot-seat-3');
  });

  it("shows an away seat (a bot played its two passed deadlines) and takes it back with I'm back", async () => {
    const token = await tokenOf(ada);
    const bob = await env.http.register('Bob');
    type Seen = { version: number; pending: { seat: number }[]; seats: { seat: number; away: boolean }[] };
    const seen = () => api<Seen>(`/games/${gameId}`, token);
    // The test game (counter), 4 h per move, a bot for a missed move; the runtime's clock is moved
    // forward past each deadline (POST /_local/clock) and its sweeper, every 2 s, plays them.
    const { gameId } = await api<{ gameId: string }>('/games', token, { game: 'counter', options: { players: 2, target: 1000, turnTimeLimitHours: 4, onTimeout: 'bot' } });
    await env.http.join(gameId, bob.token);
    await env.rt.poller.drain(20_000);
    await env.http.advanceClock(4.5);
    await waitFor(async () => (await seen()).pending.some((d) => d.seat === 1), 10_000);
    await env.http.command(gameId, { type: 'add', n: 1 }, bob.token);
    await env.rt.poller.drain(20_000);
    await env.http.advanceClock(4.5);
    await waitFor(async () => (await seen()).seats[0]?.away, 10_000);

    await ada.page.goto(`${env.rt.url}/play/games/${encodeURIComponent(gameId)}`);
    const away = ada.page.getByText('Your seat is away');
    await away.waitFor();
    await ada.page.locator('.meta .chip').filter({ hasText: /^Ada \(you\) · away( · -?[\d.]+\??)?$/ }).waitFor();
    await checkScreen(ada, 'away-seat');
    await ada.page.getByRole('button', { name: "I'm back" }).click();
    await ada.page.getByText('Welcome back: your next turn waits for you.').waitFor();
    expect(await away.count()).toBe(0);
    expect(await ada.page.locator('.meta .chip').filter({ hasText: /^Ada \(you\)( · -?[\d.]+\??)?$/ }).count()).toBe(1);
    expect((await seen()).seats[0]?.away).toBe(false);
    await checkScreen(ada, 'away-seat-back');
  });

  it('leaves a game being played from its page, after asking once more and saying who plays the seat; the seat is away, and I\'m back is offered', async () => {
    const dora = await openPlayer(browser, 'Dora', 'phone');
    try {
      await signUp(dora, env.rt.url, 'dora-more@example.com');
      const token = await tokenOf(dora);
      const bob = await env.http.register('Bob');
      const { gameId } = await api<{ gameId: string }>('/games', token, { game: 'ripper-rummy', options: { players: 2, targetScore: 10 } });
      await env.http.join(gameId, bob.token);
      await dora.page.goto(`${env.rt.url}/play/games/${encodeURIComponent(gameId)}`);
      await dora.page.getByRole('button', { name: 'Leave this game…' }).click();
      // The warning names what plays her seat: this game's fallback, in Ripper Rummy's words.
      await dora.page.getByText('draws from the pile and discards your costliest card').waitFor();
      await checkScreen(dora, 'leave-active-game');
      await dora.page.getByRole('button', { name: 'Keep playing' }).click();
      type Seen = { version: number; seats: { seat: number; away: boolean }[] };
      const before = await api<Seen>(`/games/${gameId}`, token);
      expect(before.seats[0]?.away).toBe(false);
      await dora.page.getByRole('button', { name: 'Leave this game…' }).click();
      await dora.page.getByRole('button', { name: 'Leave the game' }).click();
      await dora.page.getByText('You left the game: your turns are played for you from now on.').waitFor();
      await dora.page.getByText('Your seat is away').waitFor();
      expect(await dora.page.getByRole('button', { name: "I'm back" }).count()).toBe(1);
      expect(await dora.page.getByRole('button', { name: 'Leave this game…' }).count()).toBe(0);
      const after = await api<Seen>(`/games/${gameId}`, token);
      expect(after.seats[0]?.away).toBe(true);
      expect(after.version).toBeGreaterThan(before.version);
      await checkScreen(dora, 'left-active-game');
      // My games says so too, not "Your move".
      await dora.page.getByRole('link', { name: 'My games' }).click();
      await dora.page.getByText('You are away').waitFor();
      expect(await dora.page.getByRole('heading', { name: 'Waiting for you' }).count()).toBe(0);
      await checkScreen(dora, 'my-games-away');
      await dora.page.goto(`${env.rt.url}/play/games/${encodeURIComponent(gameId)}`);
      // Her turn was played at once; Bob leaves too: nobody is at the table, so his turn waits for one of them.
      await waitFor(async () => (await api<{ pending: { seat: number }[] }>(`/games/${gameId}`, token)).pending.some((p) => p.seat === 1));
      await env.http.post(`/games/${gameId}/leave`, undefined, bob.token);
      await dora.page.reload();
      await dora.page.getByText('Every player has left or is away: the game waits until one of you is back, and is abandoned in 30 days if nobody is.').waitFor();
      await dora.page.getByText('waits until a player is back').waitFor();
      await checkScreen(dora, 'everyone-left');
      // She is back: Bob's turn is played for him at once, and hers waits for her.
      await dora.page.getByRole('button', { name: "I'm back" }).click();
      await dora.page.getByText('Welcome back: your next turn waits for you.').waitFor();
      await waitFor(async () => (await api<{ pending: { seat: number }[] }>(`/games/${gameId}`, token)).pending.some((p) => p.seat === 0));
      // She leaves again, and nobody comes back for 30 days: the game is abandoned.
      await dora.page.getByRole('button', { name: 'Leave this game…' }).click();
      await dora.page.getByRole('button', { name: 'Leave the game' }).click();
      await dora.page.getByText('You left the game: nobody else is at the table, so it waits until one of you is back.').waitFor();
      await env.rt.poller.drain(20_000);
      await env.http.advanceClock(24 * 30);
      await waitFor(async () => (await api<{ status: string }>(`/games/${gameId}`, token)).status === 'cancelled', 10_000);
      await dora.page.reload();
      await dora.page.getByText('This game was abandoned: every player was away from it, and nobody came back in time.').waitFor();
      expect(await dora.page.getByRole('button', { name: "I'm back" }).count()).toBe(0);
      // Nobody is "away" from a game that is over.
      expect(await dora.page.locator('.chip').filter({ hasText: /away/ }).count()).toBe(0);
      expect(await dora.page.getByText(/is to (draw|play)\./).count()).toBe(0);
      await checkScreen(dora, 'game-abandoned');
      // My games calls it abandoned, not cancelled as a creator's leaving is.
      await env.rt.poller.drain(20_000);
      await dora.page.getByRole('link', { name: 'My games' }).click();
      await dora.page.locator('.badge').filter({ hasText: /^Abandoned$/ }).waitFor();
      expect(await dora.page.locator('.badge').filter({ hasText: /^Cancelled$/ }).count()).toBe(0);
      await checkScreen(dora, 'my-games-abandoned');
      expect(dora.errors).toEqual([]);
    } finally {
      await dora.context.close();
    }
  });

  // After the test above, which moved the runtime's clock 30 days on: the web's "in 30 days" reads the browser's clock.
  it('shows an abandoned Mr. Jack game with nobody to act: no prompt, no character played now', async () => {
    const token = await tokenOf(ada);
    const bob = await env.http.register('Bob');
    type Seen = { status: string; onHold: boolean; you: number; pending: { seat: number }[]; legalCommands: unknown[] };
    const seen = () => api<Seen>(`/games/${gameId}`, token);
    const { gameId } = await api<{ gameId: string }>('/games', token, { game: 'mr-jack', options: { role: 'jack' } });
    await env.http.join(gameId, bob.token);
    const started = await seen();
    const tokenAt = (seat: number) => (seat === started.you ? token : bob.token);
    const acting = started.pending[0]!.seat;
    // The one to act picks a character (the round's first command), which is then the one played now.
    const picked = (await api<Seen>(`/games/${gameId}`, tokenAt(acting))).legalCommands[0];
    expect((await env.http.command(gameId, picked, tokenAt(acting))).status).toBe(200);
    // The player not to act leaves first (nothing is played for a seat with no decision), then the
    // one to act: nobody is at the table, so the game waits (Mr. Jack's fallback would forfeit).
    await env.http.post(`/games/${gameId}/leave`, undefined, tokenAt(1 - acting));
    await env.http.post(`/games/${gameId}/leave`, undefined, tokenAt(acting));
    expect(await seen()).toMatchObject({ status: 'active', onHold: true });
    await ada.page.goto(`${env.rt.url}/play/games/${encodeURIComponent(gameId)}`);
    await ada.page.locator('.panel .prompt').waitFor();
    await checkScreen(ada, 'mr-jack-on-hold');
    // The character picked is being played: "(now)", not "(played)" (a picked card is used and active at once).
    const now = ada.page.locator('.panel .chip').filter({ hasText: /\(now\)$/ });
    expect(await now.count()).toBe(1);
    // Not struck through as a played card is. (This file compiles without the DOM's types.)
    const style = (e: unknown) => (globalThis as unknown as { getComputedStyle(e: unknown): { textDecorationLine: string } }).getComputedStyle(e).textDecorationLine;
    expect(await now.evaluate(style)).toBe('none');
    await env.rt.poller.drain(20_000);
    await env.http.advanceClock(24 * 30);
    await waitFor(async () => (await seen()).status === 'cancelled', 10_000);
    await ada.page.reload();
    await ada.page.getByText('This game was abandoned: every player was away from it, and nobody came back in time.').waitFor();
    expect(await ada.page.locator('.panel .prompt').count()).toBe(0);
    expect(await ada.page.locator('.panel .chip').filter({ hasText: /\(now\)$/ }).count()).toBe(0);
    expect(await ada.page.locator('.panel .chip').filter({ hasText: /\(played\)$/ }).count()).toBe(1);
    expect(await ada.page.locator('.meta .chip').filter({ hasText: /^abandoned$/ }).count()).toBe(1);
    expect(await ada.page.getByRole('button', { name: "I'm back" }).count()).toBe(0);
    expect(await ada.page.locator('.meta .chip').filter({ hasText: /away/ }).count()).toBe(0);
    await checkScreen(ada, 'mr-jack-abandoned');
    expect(ada.errors).toEqual([]);
  });

  it('deletes an account from the settings, after asking once more; the browser is signed out and the token refused', async () => {
    const cleo = await openPlayer(browser, 'Cleo', 'phone');
    try {
      await signUp(cleo, env.rt.url, 'cleo-more@example.com');
      const token = await tokenOf(cleo);
      await cleo.page.getByRole('link', { name: 'Settings' }).click();
      await cleo.page.getByRole('button', { name: 'Delete my account…' }).click();
      await cleo.page.getByText('This cannot be undone.').waitFor();
      await checkScreen(cleo, 'settings-delete-account');
      // Changing her mind asks again next time; nothing was deleted.
      await cleo.page.getByRole('button', { name: 'Keep my account' }).click();
      expect((await env.http.me(token)).status).toBe(200);
      await cleo.page.getByRole('button', { name: 'Delete my account…' }).click();
      await cleo.page.getByRole('button', { name: 'Delete my account for good' }).click();
      await cleo.page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
      await cleo.page.getByText('Your account is deleted.').waitFor();
      expect(await cleo.page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem('whitechapel.token'))).toBeNull();
      expect((await env.http.me(token)).status).toBe(401);
      expect(cleo.errors).toEqual([]);
    } finally {
      await cleo.context.close();
    }
  });

  it('signs up with the browser’s time zone, and without it when the server does not know it', async () => {
    const dov = await openPlayer(browser, 'Dov', 'phone', 'Asia/Kolkata');
    try {
      // This server refuses the zone once (as one whose time-zone data lacked it would); the page signs up without.
      const asked: string[] = [];
      await dov.page.route('**/players', async (route) => {
        const body = route.request().postData() ?? '';
        asked.push(body);
        if (body.includes('timeZone') && asked.length === 1) {
          await route.fulfill({ status: 400, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Unknown time zone', status: 400, detail: 'x', code: 'invalid-time-zone' }) });
        } else await route.continue();
      });
      await signUp(dov, env.rt.url, 'dov-more@example.com');
      expect(asked.map((b) => (JSON.parse(b) as { timeZone?: string }).timeZone)).toEqual([expect.stringMatching(/^Asia\/(Kolkata|Calcutta)$/), undefined]);
      expect((await env.http.me(await tokenOf(dov))).body.timeZone).toBeNull();
      // My games then offers the device's zone; he keeps UTC, and this browser remembers it.
      const offer = dov.page.getByRole('region', { name: 'Times in your e-mails' });
      await offer.getByText(/^Your e-mails give times in UTC.*This device is set to Asia\/(Kolkata|Calcutta)/).waitFor();
      await offer.getByRole('button', { name: 'Keep UTC' }).click();
      expect(await offer.count()).toBe(0);
      await dov.page.reload();
      await dov.page.getByRole('heading', { name: 'My games', level: 1 }).waitFor();
      await dov.page.getByText('Start a new game').waitFor();
      expect(await offer.count()).toBe(0);
      expect((await env.http.me(await tokenOf(dov))).body.timeZone).toBeNull();
    } finally {
      await dov.context.close();
    }
  });

  it('offers an account from before time zones the browser’s zone and clock on My games, in one click', async () => {
    const eve = await openPlayer(browser, 'Eve', 'phone', 'America/New_York');
    try {
      // Registered without a zone or a clock, as accounts were before 3 December: UTC, 24-hour.
      const registered = await env.http.register('Eve', 'eve-more@example.com');
      await eve.page.goto(`${env.rt.url}/sign-in`);
      await eve.page.evaluate((t) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('whitechapel.token', t), registered.token);
      await eve.page.goto(`${env.rt.url}/`);
      const offer = eve.page.getByRole('region', { name: 'Times in your e-mails' });
      await offer.waitFor();
      const cycle = await eve.page.evaluate(() => new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions().hourCycle);
      const clock = cycle === 'h12' || cycle === 'h11' ? '12h' : '24h';
      await checkScreen(eve, 'my-games-time-offer');
      await offer.getByRole('button', { name: /^Use America\/New York/ }).click();
      await eve.page.getByText('Your e-mails now give times in America/New York.').waitFor();
      expect(await offer.count()).toBe(0);
      const me = (await env.http.me(registered.token)).body;
      expect([me.timeZone, me.clock]).toEqual(['America/New_York', clock]);
      expect(eve.errors).toEqual([]);
    } finally {
      await eve.context.close();
    }
  });

  it('the axe check finds what it should (a nameless button, text too faint to read) and passes a clean page', async () => {
    const page = await browser.newPage();
    try {
      await page.setContent('<html lang="en"><head><title>t</title></head><body><main><button></button><p style="color:#bbb;background:#fff">faint</p></main></body></html>');
      const found = (await seriousViolations(page)).map((v) => v.split(':')[0]).sort();
      expect(found).toEqual(['button-name', 'color-contrast']);
      await page.setContent('<html lang="en"><head><title>t</title></head><body><main><h1>Fine</h1><button>Go</button></main></body></html>');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('logged no console error on any page', () => {
    expect(ada.errors).toEqual([]);
  });
});
