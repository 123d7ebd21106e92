/**
 * The reference web client in Chromium: two browser contexts (a desktop and a 375 px phone) sign
 * up, create and join games by clicking, and play whole games of Ripper Rummy and Mr. Jack by
 * clicking what the page offers; a deep link from a mail in the local outbox opens the right
 * game; every screen passes axe (no serious or critical violation) and is photographed under
 * test-results/web/; no page logs a console error.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedIds, useTestRuntime } from '../support/runtime.js';
import { effort } from '../support/games/effort.js';
import { CHARACTERS } from '../../domain/games/mr-jack/rules/characters.js';
import { checkScreen, clickFirstMove, launch, movedPast, openPlayer, showVersion, signUp, tokenOf, WELCOME_HEADING, type Player } from './support.js';

// A fixed deal (fixedIds), so the whole games below are the same every run: Ripper Rummy ends in 26
// moves here (50 and 59 on two other deals tried); Mr. Jack's game is ended by an accusation in its
// third round (by first moves alone it ran 85–87 moves).
const env = useTestRuntime({ ids: fixedIds('web', 'web-deal-1') });
/** From which move Mr. Jack's game ends by a clicked accusation (every round is played under thorough). */
const ACCUSE_FROM = effort(22, Infinity);
let browser: Browser;
let ada: Player;
let bob: Player;
/** The Ripper Rummy game played to the end below; its history is stepped through after it. */
let rummyGameId = '';
let jackGameId = '';

beforeAll(async () => {
  browser = await launch();
  ada = await openPlayer(browser, 'Ada', 'desktop');
  // Bob's phone is in Berlin: he signs up with its time zone, for the times his mails give.
  bob = await openPlayer(browser, 'Bob', 'phone', 'Europe/Berlin');
});

afterAll(async () => {
  await browser?.close();
});

async function gameState(gameId: string, token: string) {
  const answer = await fetch(`${env.rt.url}/games/${gameId}`, { headers: { authorization: `Bearer ${token}` } });
  return (await answer.json()) as { version: number; status: string; pending: { seat: number }[]; you?: number };
}

/** Creates a game on Ada's page, Bob joins from the shared link; returns the game id. */
async function createAndJoin(kind: 'Ripper Rummy' | 'Mr. Jack', setOptions: () => Promise<void>, screenshots: boolean): Promise<string> {
  await ada.page.getByRole('link', { name: 'New game', exact: true }).click();
  await ada.page.getByLabel('Game', { exact: true }).selectOption({ label: kind === 'Mr. Jack' ? 'Mr. Jack (2 players)' : 'Ripper Rummy (2–4 players)' });
  await setOptions();
  if (screenshots) await checkScreen(ada, `new-game-${kind === 'Mr. Jack' ? 'mr-jack' : 'ripper-rummy'}`);
  await ada.page.getByRole('button', { name: 'Create the game' }).click();
  await ada.page.waitForURL(/\/play\/games\//);
  const gameId = decodeURIComponent(new URL(ada.page.url()).pathname.split('/').pop() ?? '');
  await bob.page.goto(ada.page.url());
  // What Bob would join, before he does: its options, the time per move, who plays a missed move.
  expect(await bob.page.locator('.terms').textContent()).toMatch(/ h per move · ((from round 1, )?a missed move forfeits|the game's fallback plays missed moves|a bot plays missed moves)$/);
  if (screenshots) await checkScreen(bob, `join-${kind === 'Mr. Jack' ? 'mr-jack' : 'ripper-rummy'}`);
  await bob.page.getByRole('button', { name: 'Join this game' }).click();
  await bob.page.locator('[data-status="active"]').waitFor();
  return gameId;
}

/**
 * Whoever is pending clicks the first move their page offers, until the game is over. With
 * `accuseFrom` (Mr. Jack), from that move on the first player offered an accusation clicks it,
 * which ends the game: by first moves alone Mr. Jack runs its eight rounds (85–87 moves, a third
 * of this file's time) and shows nothing the first rounds did not.
 */
async function playToTheEnd(
  gameId: string,
  shotsAt: number[],
  label: string,
  opts: { before?: (p: Player, move: number) => Promise<void>; accuseFrom?: number } = {},
) {
  const seats = new Map<number, Player>();
  for (const p of [ada, bob]) {
    const s = await gameState(gameId, await tokenOf(p));
    seats.set(s.you ?? -1, p);
  }
  const adaToken = await tokenOf(ada);
  let moves = 0;
  for (;;) {
    const now = await gameState(gameId, adaToken);
    if (now.status === 'finished') break;
    const p = seats.get(now.pending[0]?.seat ?? -1);
    if (!p) throw new Error(`nobody to play at version ${now.version}`);
    await showVersion(p, now.version);
    // A tab left open in the background says whose move it is.
    expect(await p.page.title()).toMatch(/^Your move · (Ripper Rummy|Mr\. Jack) · Whitechapel$/);
    if (shotsAt.includes(moves)) await checkScreen(p, `${label}-move-${moves}`);
    await opts.before?.(p, moves);
    const accusation = p.page.getByRole('button', { name: /^Accuse / }).first();
    if (opts.accuseFrom !== undefined && moves >= opts.accuseFrom && (await accusation.count()) > 0) {
      await accusation.click();
      await movedPast(p, now.version);
    } else await clickFirstMove(p, now.version);
    moves++;
    expect(moves, 'moves').toBeLessThan(600);
  }
  const end = await gameState(gameId, adaToken);
  for (const p of [ada, bob]) {
    await showVersion(p, end.version);
    await p.page.getByText('Game over:').waitFor();
    expect(await p.page.title()).not.toMatch(/^Your move/);
  }
  return moves;
}

describe('the web client in Chromium', () => {
  it('signs up two players and shows the first page, the sign-in and (empty) games screens', async () => {
    await ada.page.goto(`${env.rt.url}/`);
    await ada.page.getByRole('heading', { name: WELCOME_HEADING, level: 1 }).waitFor();
    await checkScreen(ada, 'welcome');
    await ada.page.goto(`${env.rt.url}/sign-in`);
    await ada.page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await checkScreen(ada, 'sign-in');
    await signUp(ada, env.rt.url, 'ada@example.com');
    await signUp(bob, env.rt.url, 'bob@example.com');
    await checkScreen(bob, 'my-games-empty');
  });

  it('plays a whole two-player Ripper Rummy game by clicking; a mail deep link opens it', async () => {
    const gameId = await createAndJoin(
      'Ripper Rummy',
      async () => {
        await ada.page.getByLabel('Target score').fill('10');
      },
      true,
    );
    // The "game started" mail in the local outbox links to the web client's page of this game.
    // (The stream poller sends it within a few seconds.)
    const mailsOf = () => env.rt.sns.outbox().filter((m) => m.message.includes(`/play/games/${gameId}`));
    await expect.poll(() => mailsOf().length, { timeout: 20_000 }).toBeGreaterThan(0);
    const mails = mailsOf();
    const link = /Open the game: (\S+)/.exec(mails[0]!.message)?.[1];
    expect(link).toBe(`${env.rt.url}/play/games/${gameId}`);
    await bob.page.goto(link!);
    await bob.page.locator(`[data-game="${gameId}"]`).waitFor();
    await checkScreen(bob, 'ripper-rummy-start');
    await checkScreen(ada, 'ripper-rummy-start');

    rummyGameId = gameId;
    const moves = await playToTheEnd(gameId, [3, 8], 'ripper-rummy');
    expect(moves).toBeGreaterThan(5);
    await checkScreen(ada, 'ripper-rummy-end');
    await checkScreen(bob, 'ripper-rummy-end');
    // The history slider steps through the redacted events.
    await bob.page.getByRole('button', { name: 'Show the history' }).click();
    await bob.page.getByLabel(/^Step \d+ of \d+$/).waitFor();
    await checkScreen(bob, 'ripper-rummy-history');
  });

  it('shows the board of an earlier version in the history, stepped to with the keyboard', async () => {
    for (const p of [bob, ada]) {
      const token = await tokenOf(p);
      const get = async <T>(path: string) => (await (await fetch(`${env.rt.url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
      type Seen = { version: number; view: { yourHand: string[] | null; catalogue: { id: string; name: string }[] } | null };
      const handOf = (g: Seen) => (g.view?.yourHand ?? []).map((id) => g.view?.catalogue.find((c) => c.id === id)?.name ?? id);
      const history = await get<{ events: { version: number }[] }>(`/games/${rummyGameId}/events`);
      if (p === ada) await p.page.getByRole('button', { name: 'Show the history' }).click();
      // Home, then two steps right: the third version of the game (the first move after the deal).
      await p.page.getByLabel(/^Step \d+ of \d+$/).focus();
      await p.page.keyboard.press('Home');
      await p.page.keyboard.press('ArrowRight');
      await p.page.keyboard.press('ArrowRight');
      const version = history.events[2]!.version;
      await p.page.locator(`[data-past-version="${version}"]`).waitFor();
      const then = handOf(await get<Seen>(`/games/${rummyGameId}/versions/${version}`));
      const now = handOf(await get<Seen>(`/games/${rummyGameId}`));
      expect(then.length).toBeGreaterThan(0);
      expect(then).not.toEqual(now);
      // The past board shows the hand of the time, not the hand now.
      expect((await p.page.locator('.past .rr-hand .sr').allTextContents()).map((t) => t.replace(/, \d+ points?$/, ''))).toEqual(then);
      await checkScreen(p, 'ripper-rummy-history-board');
    }
  });

  it('plays a whole Mr. Jack game by clicking hexes and buttons', async () => {
    const gameId = await createAndJoin(
      'Mr. Jack',
      async () => {
        await ada.page.getByLabel('You play').selectOption('jack');
      },
      true,
    );
    await showVersion(ada, (await gameState(gameId, await tokenOf(ada))).version);
    // Jack's identity is shown to Jack only.
    await ada.page.getByText(/Jack is .*\(only you see this\)/).waitFor();
    expect(await bob.page.getByText('(only you see this)').count()).toBe(0);
    await checkScreen(ada, 'mr-jack-start');
    await checkScreen(bob, 'mr-jack-start');
    let pictured = false;
    const moves = await playToTheEnd(gameId, [1, 2, 5], 'mr-jack', {
      before: async (p, n) => {
        // The README's picture (web/screenshot.png is a copy): the desktop board mid-game.
        if (n < 4 || p.width !== 'desktop' || pictured) return;
        pictured = true;
        await p.page.screenshot({ path: 'test-results/web/readme-mr-jack.png' });
      },
      // Two whole rounds by first moves (every step of a turn, both sides), then an accusation;
      // under TEST_EFFORT=thorough all eight rounds by first moves, as the test once always played.
      accuseFrom: ACCUSE_FROM,
    });
    expect(moves).toBeGreaterThan(22);
    jackGameId = gameId;
    expect(await ada.page.locator('.result').textContent()).toMatch(
      ACCUSE_FROM === Infinity ? /Jack \(.*\) (escaped through the \w+ exit in round [1-8]|was not arrested by the end of round 8)|The Detective .* in round [1-8]/ : /The Detective (unmasked Jack|wrongly accused) .* in round 3/,
    );
    await checkScreen(ada, 'mr-jack-end');
    await checkScreen(bob, 'mr-jack-end');
    // A past board beside the live one: both pass axe (no id or label drawn twice).
    await ada.page.getByRole('button', { name: 'Show the history' }).click();
    await ada.page.getByRole('button', { name: 'Previous step' }).click();
    await ada.page.locator('[data-past-version] .board svg').waitFor();
    await checkScreen(ada, 'mr-jack-history-board');
  });

  it('shows the 2006 board and the Extension\'s draft, choosing by clicking', async () => {
    const gameId = await createAndJoin(
      'Mr. Jack',
      async () => {
        await ada.page.getByLabel('Board').selectOption('2006');
        await ada.page.getByLabel('The Mr. Jack Extension').check();
      },
      false,
    );
    const state = await gameState(gameId, await tokenOf(ada));
    await showVersion(ada, state.version);
    await ada.page.getByText('Draft:').waitFor();
    // One button per pair a player may keep, not one per order of it: Jack is dealt 5 (10 pairs),
    // the Detective 4 (6 pairs); and the resign button.
    const keepButtons = (p: Player) => p.page.locator('.actions button.action').filter({ hasText: /^Keep / });
    const adaSees = (await (await fetch(`${env.rt.url}/games/${gameId}`, { headers: { authorization: `Bearer ${await tokenOf(ada)}` } })).json()) as { view: { you: { role: string } } };
    const [jackPage, detectivePage] = adaSees.view.you.role === 'jack' ? [ada, bob] : [bob, ada];
    await showVersion(bob, state.version);
    expect(await keepButtons(jackPage).count()).toBe(10);
    expect(await keepButtons(detectivePage).count()).toBe(6);
    // Each sees their own dealt cards and the four always in play; no empty characters table yet.
    expect(await jackPage.page.locator('.panel').textContent()).toMatch(/Always in play: ([^,.]+, ){3}[^,.]+\. Dealt to you: ([^,;]+, ){4}[^,;]+; you keep two\./);
    expect(await detectivePage.page.locator('.panel').textContent()).toMatch(/Dealt to you: ([^,;]+, ){3}[^,;]+; you keep two\./);
    expect(await ada.page.locator('table.chars').count()).toBe(0);
    // The Extension's draft and placement come before round 1 (the game counts them as round 0).
    expect(await ada.page.locator('.panel h2').textContent()).toBe('Before round 1 of 8');
    // In a narrow move panel (the phone; the column beside the board on the desktop) a move's
    // choices are a list: every keep button as wide as the next, whether its label wraps or not.
    for (const p of [ada, bob]) {
      const widths = await Promise.all((await keepButtons(p).all()).map(async (b) => Math.round((await b.boundingBox())?.width ?? 0)));
      expect(widths.length).toBeGreaterThan(1);
      expect(new Set(widths).size, `keep buttons' widths (${p.width}): ${String(widths)}`).toBe(1);
    }
    // Named as in play ("Miss Stealthy", "Spring-Heeled Jack"), though none is on the board yet.
    const names = new Set(Object.values(CHARACTERS).map((c) => c.name));
    const dealtLine = /Dealt to you: ([^;]+);/.exec((await jackPage.page.locator('.panel').textContent()) ?? '')?.[1] ?? '';
    expect(dealtLine.split(', ').filter((n) => !names.has(n))).toEqual([]);
    expect(await keepButtons(jackPage).first().textContent()).toMatch(new RegExp(`^Keep (${[...names].join('|')}) and (${[...names].join('|')})$`));
    await checkScreen(ada, 'mr-jack-extension-draft');
    await checkScreen(bob, 'mr-jack-extension-draft');
    // Both seats keep two characters at once. Ada keeps first; Bob's page still shows the version
    // before, so his post is refused with 412: the page reads the game again, says so, and his
    // second click is accepted.
    const before = state.version;
    await showVersion(bob, before);
    await clickFirstMove(ada, before);
    await bob.page.locator('.actions button.action[data-index="0"]').click();
    await bob.page.getByText('The game moved on before your move arrived').waitFor();
    await clickFirstMove(bob, before + 1);
    await ada.page.getByRole('button', { name: 'Refresh' }).click();
    await ada.page.getByText(/Jack has chosen .*Detective has chosen/).waitFor();
  });

  it("plays Ripper Rummy alone against a bot: the bot's moves appear without a reload", async () => {
    const p = bob;
    await p.page.getByRole('link', { name: 'New game', exact: true }).click();
    await p.page.getByLabel('Target score').fill('10');
    await p.page.getByLabel('Opponent', { exact: true }).selectOption({ label: 'A bot, easy' });
    await p.page.getByLabel('When a player misses a deadline').selectOption({ label: 'A bot plays the missed move' });
    // The choice is the game's, for every seat, and the form says so.
    expect(await p.page.locator('#ng-timeout-help').textContent()).toContain('for every player of the game');
    await checkScreen(p, 'new-game-solo');
    await p.page.getByRole('button', { name: 'Create the game' }).click();
    await p.page.locator('[data-status="active"]').waitFor();
    const gameId = decodeURIComponent(new URL(p.page.url()).pathname.split('/').pop() ?? '');
    await p.page.getByText('Bot (easy) · bot').waitFor();
    const token = await tokenOf(p);
    const pageAt = (version: number) =>
      p.page.waitForFunction(`Number(document.querySelector('[data-version]')?.getAttribute('data-version')) >= ${version}`, undefined, { timeout: 15_000, polling: 50 });
    // Never a reload nor a Refresh click: the page re-reads by itself while the bot is to move.
    // To the end, or 16 moves of Bob's (a hand often takes 30 to 50): the browser tests' time is bounded.
    let mine = 0;
    let theirs = 0;
    for (;;) {
      const now = await gameState(gameId, token);
      if (now.status === 'finished' || mine === 16) break;
      // In a decision both seats take at once (a vote, a window) the bot answers first, so Bob's
      // post never races the bot's (that would be a 412, which the page handles, but Chromium logs).
      if (now.pending.every((d) => d.seat === now.you)) {
        await pageAt(now.version);
        if (mine === 4) {
          // Above the move: what the bot did since Bob's own last move, in words, without a reload.
          type Entry = { version: number; seat: number | null; system: boolean; bot?: unknown };
          const { events } = (await (await fetch(`${env.rt.url}/games/${gameId}/events?after=${Math.max(0, now.version - 12)}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { events: Entry[] };
          const ownLast = events.findLast((e) => e.seat === now.you && !e.system && e.bot === undefined)?.version ?? -1;
          const since = events.filter((e) => e.version > ownLast && e.version <= now.version).map((e) => String(e.version));
          expect(since.length).toBeGreaterThan(0);
          await p.page.getByRole('heading', { name: 'Since your last move' }).waitFor();
          expect(await p.page.locator('.recent-moves li').evaluateAll((items) => items.map((li) => li.getAttribute('data-recent-version')))).toEqual(since.slice(-8));
          expect((await p.page.locator('.recent-moves').textContent()) ?? '').toMatch(/Bot \(easy\) (drew|discarded|played|melded)/);
          await checkScreen(p, 'solo-ripper-rummy');
          // On a phone the latest 3 only, until asked: the move stays near the top of the page.
          const listed = Math.min(since.length, 8);
          if (listed > 3) {
            expect(await p.page.locator('.recent-moves li:visible').count()).toBe(3);
            await p.page.getByRole('button', { name: `Show the ${listed - 3} move${listed > 4 ? 's' : ''} before` }).click();
          }
          expect(await p.page.locator('.recent-moves li:visible').count()).toBe(listed);
        }
        await clickFirstMove(p, now.version);
        mine++;
      } else {
        await pageAt(now.version + 1);
        theirs++;
      }
    }
    const last = await gameState(gameId, token);
    await pageAt(last.version);
    if (last.status === 'finished') await p.page.getByText('Game over:').waitFor();
    // The history marks the bot's moves; every one of them reached the page without a click.
    const history = (await (await fetch(`${env.rt.url}/games/${gameId}/events`, { headers: { authorization: `Bearer ${token}` } })).json()) as { events: { bot?: unknown }[] };
    expect(history.events.filter((e) => e.bot !== undefined).length, 'bot moves').toBeGreaterThan(3);
    console.log(`solo Ripper Rummy: ${mine} moves of Bob's, waited ${theirs} times for the bot, ${last.status}`);
    const botStep = history.events.findIndex((e) => e.bot !== undefined);
    await p.page.getByRole('button', { name: 'Show the history' }).click();
    await p.page.getByLabel(/^Step \d+ of \d+$/).focus();
    await p.page.keyboard.press('Home');
    for (let i = 0; i < botStep; i++) await p.page.keyboard.press('ArrowRight');
    await p.page.getByText(/, by Bot \(easy\):/).waitFor();
    await checkScreen(p, 'solo-ripper-rummy-end');
  });

  it('lists a public game in Open games; its creator invites, then cancels it; a finished game offers a rematch', async () => {
    await ada.page.getByRole('link', { name: 'New game', exact: true }).click();
    await ada.page.getByLabel('Who may find it').selectOption('public');
    // Three seats, so the game still waits once Bob has joined from the lobby.
    await ada.page.getByLabel('Players', { exact: true }).selectOption('3');
    await ada.page.getByRole('button', { name: 'Create the game' }).click();
    await ada.page.waitForURL(/\/play\/games\//);
    const gameId = decodeURIComponent(new URL(ada.page.url()).pathname.split('/').pop() ?? '');
    // Every seat is listed while the game waits; Bob, invited before he joins, gets no seat kept.
    const seatRows = (p: Player) => p.page.locator('.seat-list li').allTextContents();
    await ada.page.getByLabel('E-mail address').fill('bob@example.com');
    await ada.page.getByRole('button', { name: 'Invite' }).click();
    await ada.page.getByText('bob@example.com is invited').waitFor();
    expect(await seatRows(ada)).toEqual(['Seat 1: Ada (you)', 'Seat 2: open', 'Seat 3: open', 'Invited: Bob (any open seat; none is kept for them)']);
    await checkScreen(ada, 'waiting-seats-invited');
    await bob.page.getByRole('link', { name: 'Open games' }).click();
    // The lobby is fed by the stream: look again until the game is there.
    await expect.poll(async () => (await bob.page.reload(), await bob.page.locator(`a[href="/play/games/${gameId}"]`).count()), { timeout: 10_000 }).toBe(1);
    await checkScreen(bob, 'lobby');
    await bob.page.locator(`[data-lobby-game="${gameId}"]`).getByRole('button', { name: /^Join/ }).click();
    await bob.page.waitForURL(`**/play/games/${encodeURIComponent(gameId)}`);
    await bob.page.getByRole('button', { name: 'Leave this game' }).waitFor();
    expect(await seatRows(bob)).toEqual(['Seat 1: Ada', 'Seat 2: Bob (you)', 'Seat 3: open']);
    await checkScreen(bob, 'waiting-seats');
    await ada.page.getByRole('button', { name: 'Refresh' }).click();
    await ada.page.locator('.meta .chip').filter({ hasText: /^Bob( · -?[\d.]+\??)?$/ }).waitFor();
    // Seated, Bob is no longer an invitation.
    expect(await seatRows(ada)).toEqual(['Seat 1: Ada (you)', 'Seat 2: Bob', 'Seat 3: open']);
    await ada.page.getByLabel('E-mail address').fill('nobody-here@example.com');
    await ada.page.getByRole('button', { name: 'Invite' }).click();
    await ada.page.getByText(/no mail was sent\. Share this link/).waitFor();
    await checkScreen(ada, 'waiting-game-invite');
    // Cancelling asks once more: it mails everyone seated and cannot be undone.
    await ada.page.getByRole('button', { name: 'Cancel this game…' }).click();
    await ada.page.getByText('everyone seated is told by mail, and it cannot be undone').waitFor();
    await checkScreen(ada, 'cancel-game-confirm');
    await ada.page.getByRole('button', { name: 'Keep the game' }).click();
    expect(await ada.page.locator('[data-status="waiting"]').count()).toBe(1);
    await ada.page.getByRole('button', { name: 'Cancel this game…' }).click();
    await ada.page.getByRole('button', { name: 'Cancel the game' }).click();
    await ada.page.locator('[data-status="cancelled"]').waitFor();
    // A game ended through the API (the test game: two to win), then a rematch from its page.
    const call = async (path: string, token: string, body?: unknown) =>
      (await (await fetch(`${env.rt.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) })).json()) as { gameId: string };
    const [adaToken, bobToken] = [await tokenOf(ada), await tokenOf(bob)];
    const ended = (await call('/games', adaToken, { game: 'counter', options: { target: 2 } })).gameId;
    await call(`/games/${ended}/join`, bobToken);
    await call(`/games/${ended}/commands`, adaToken, { type: 'add', n: 2 });
    await ada.page.goto(`${env.rt.url}/play/games/${encodeURIComponent(ended)}`);
    await ada.page.getByRole('button', { name: 'Rematch' }).click();
    await ada.page.waitForURL((url) => !url.pathname.endsWith(encodeURIComponent(ended)));
    // Seats rotated by one: Ada now sits second, the first seat is kept for Bob.
    await ada.page.getByText('Seat 1: kept for Bob').waitFor();
    expect(await seatRows(ada)).toEqual(['Seat 1: kept for Bob', 'Seat 2: Ada (you)']);
    await checkScreen(ada, 'rematch');
  });

  it('shows my games (waiting for me first) and the settings', async () => {
    await ada.page.getByRole('link', { name: 'My games' }).click();
    await ada.page.getByRole('heading', { name: 'My games', level: 1 }).waitFor();
    await ada.page.locator('.games li').first().waitFor();
    // The test game Ada won above: its row says so, with the game's sentence; a game being played
    // says when it last moved.
    const won = ada.page.locator('.games li').filter({ has: ada.page.locator('.when', { hasText: /^Ada reached 2$/ }) });
    expect(await won.locator('.badge').textContent()).toBe('You won');
    // The Mr. Jack game above, which Ada's Jack won or lost (Jack is dealt at random; the Detective
    // accuses the first suspect offered): the badge says which, and the game's sentence who won how.
    const jack = (await (await fetch(`${env.rt.url}/games/${jackGameId}`, { headers: { authorization: `Bearer ${await tokenOf(ada)}` } })).json()) as { you: number; result: { winners: number[]; summary: string } };
    const jackRow = ada.page.locator('.games li').filter({ has: ada.page.locator(`a[href="/play/games/${jackGameId}"]`) });
    expect(await jackRow.locator('.badge').textContent()).toBe(jack.result.winners.includes(jack.you) ? 'You won' : 'You lost');
    expect(await jackRow.locator('.when').textContent()).toBe(jack.result.summary);
    expect(jack.result.summary).toMatch(/^(The Detective|Jack)/);
    expect(await ada.page.locator('.games li').filter({ hasText: 'Their move' }).first().locator('.when').textContent()).toMatch(/^Last move (just now|\d+ minutes? ago)$/);
    await checkScreen(ada, 'my-games');
    // The tab counts the games waiting for her.
    const waiting = await ada.page.locator('.games li.yours').count();
    expect(await ada.page.title()).toBe(`${waiting > 0 ? `(${waiting}) ` : ''}My games · Whitechapel`);
    // A game that came meanwhile shows without a reload when the tab comes back (and every minute).
    const created = (await (
      await fetch(`${env.rt.url}/games`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await tokenOf(ada)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'ripper-rummy', options: { players: 2 }, bots: [{ seat: 1, level: 'easy' }] }),
      })
    ).json()) as { gameId: string };
    const newRow = ada.page.locator(`.games a[href="/play/games/${created.gameId}"]`);
    await expect
      .poll(async () => (await ada.page.evaluate('window.dispatchEvent(new Event("focus"))'), await newRow.count()), { timeout: 15_000, interval: 500 })
      .toBe(1);
    // Bob is invited to the rematch above: it is listed under its own heading.
    await bob.page.getByRole('link', { name: 'My games' }).click();
    await bob.page.getByRole('heading', { name: 'Invitations', level: 2 }).waitFor();
    await checkScreen(bob, 'my-games-invited');
    await bob.page.getByRole('link', { name: 'Settings' }).click();
    await bob.page.getByLabel('Remind me before a deadline').waitFor();
    await checkScreen(bob, 'settings');
    // He signed up on a phone set to Berlin time: his mails give their times in it.
    const bobZone = async () => ((await (await fetch(`${env.rt.url}/players/me`, { headers: { authorization: `Bearer ${await tokenOf(bob)}` } })).json()) as { timeZone: string | null }).timeZone;
    expect(await bobZone()).toBe('Europe/Berlin');
    const zoneField = bob.page.getByLabel('Times in my e-mails');
    expect(await zoneField.inputValue()).toBe('Europe/Berlin');
    await bob.page.getByLabel('Remind me before a deadline').uncheck();
    await zoneField.selectOption('Asia/Tokyo');
    await bob.page.getByLabel('Mail me game news too').uncheck();
    await bob.page.getByRole('button', { name: 'Save' }).click();
    await bob.page.getByText('Saved.').waitFor();
    expect(await bobZone()).toBe('Asia/Tokyo');
    const bobMe = (await (await fetch(`${env.rt.url}/players/me`, { headers: { authorization: `Bearer ${await tokenOf(bob)}` } })).json()) as { notifications: unknown };
    expect(bobMe.notifications).toMatchObject({ email: true, reminders: false, news: false });
    await checkScreen(bob, 'settings-time-zone');
    // Away from the device's zone: one click takes it back.
    await bob.page.getByRole('button', { name: 'Use Europe/Berlin' }).click();
    await bob.page.getByText('Your e-mails now give times in Europe/Berlin.').waitFor();
    expect(await bobZone()).toBe('Europe/Berlin');
    expect(await bob.page.getByRole('button', { name: 'Use Europe/Berlin' }).count()).toBe(0);
    // The clock he signed up with is his browser's ("6:30 PM" or "18:30"); he chooses the other.
    const bobClock = async () => ((await (await fetch(`${env.rt.url}/players/me`, { headers: { authorization: `Bearer ${await tokenOf(bob)}` } })).json()) as { clock: string }).clock;
    const browserCycle = await bob.page.evaluate(() => new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions().hourCycle);
    const signedUpWith = browserCycle === 'h12' || browserCycle === 'h11' ? '12h' : '24h';
    expect(await bobClock()).toBe(signedUpWith);
    const clockField = bob.page.getByLabel('Clock in my e-mails');
    expect(await clockField.inputValue()).toBe(signedUpWith);
    const other = signedUpWith === '12h' ? '24h' : '12h';
    await clockField.selectOption(other);
    await bob.page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(bobClock, { timeout: 10_000 }).toBe(other);
    expect(await bobZone()).toBe('Europe/Berlin');
  });

  it('signs in again from the link in the e-mailed sign-in code', async () => {
    await bob.page.getByRole('button', { name: 'Sign out of this browser' }).click();
    await bob.page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await bob.page.getByLabel('E-mail address', { exact: true }).fill('bob@example.com');
    await bob.page.getByRole('button', { name: 'Mail me a sign-in link' }).click();
    await bob.page.getByText('a mail with a sign-in link is on its way').waitFor();
    const linkIn = () => env.rt.sns.outbox().map((m) => /\S+\/sign-in\?code=\S+/.exec(m.message)?.[0]).filter((l) => l !== undefined).at(-1);
    await expect.poll(linkIn, { timeout: 20_000 }).toBeDefined();
    await bob.page.goto(linkIn()!);
    await bob.page.getByRole('heading', { name: 'My games', level: 1 }).waitFor();
    await bob.page.locator('.games li').first().waitFor();
    // Two devices now (the sign-up's token and this one): revoke the other from the settings.
    await bob.page.getByRole('link', { name: 'Settings' }).click();
    await bob.page.getByText('(this browser)').waitFor();
    await checkScreen(bob, 'settings-devices');
    await bob.page.getByRole('button', { name: /^Revoke / }).first().click();
    await bob.page.getByText(': revoked.').waitFor();
    expect(await bob.page.getByRole('button', { name: /^Revoke / }).count()).toBe(0);
  });

  it('logged no console error on any page (but the one 412 provoked above, which Chromium logs)', () => {
    expect(ada.errors).toEqual([]);
    expect(bob.errors).toEqual(['Failed to load resource: the server responded with a status of 412 (Precondition Failed)']);
  });
});

describe('the built web client', () => {
  it('weighs at most 100 KB gzip (index.html and every asset)', async () => {
    // index.html holds the entry script and CSS; assets/ what loads on demand (none, or a few screens).
    const { webBundleSize } = await import('../../scripts/build-web.mjs');
    const { gzip } = webBundleSize();
    console.log(`web client: ${(gzip / 1024).toFixed(1)} KiB gzip`);
    expect(gzip).toBeLessThanOrEqual(100 * 1024);
  });
});
