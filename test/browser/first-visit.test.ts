/**
 * A player's first visit, in Chromium: the first page (what Whitechapel is, sign up first), and an
 * invitation link opened on a phone that is not signed in: the game's public card says who invites
 * to what, signing up there takes the seat in one step, and the player is on the game. Every new
 * screen passes axe, does not scroll sideways at 375 px and is photographed at 375 and 1280 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedIds, useTestRuntime } from '../support/runtime.js';
import { checkScreen, clickFirstMove, launch, openPlayer, showVersion, WELCOME_HEADING, type Player } from './support.js';

const env = useTestRuntime({ ids: fixedIds('first', 'first-deal-1') });
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function visitor(width: 'phone' | 'desktop'): Promise<Player> {
  return openPlayer(browser, 'Nell', width);
}

describe('a first visit', () => {
  it('shows what Whitechapel is, sign-up first, signing in by mail second, the token folded away', async () => {
    for (const width of ['phone', 'desktop'] as const) {
      const p = await visitor(width);
      await p.page.goto(`${env.rt.url}/`);
      await p.page.getByRole('heading', { name: WELCOME_HEADING, level: 1 }).waitFor();
      const headings = await p.page.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings.slice(0, 4)).toEqual(['Ripper Rummy', 'Mr. Jack', 'A turn a day, by mail', 'Free and open source']);
      // Sign up comes before signing in; the token form is not shown until asked for.
      expect(headings.indexOf('Sign up')).toBeLessThan(headings.findIndex((h) => h.startsWith('Have an account?')));
      expect(await p.page.getByLabel('Token').isVisible()).toBe(false);
      await checkScreen(p, 'welcome');
      await p.page.getByText('For developers: sign in with an API token').click();
      expect(await p.page.getByLabel('Token').isVisible()).toBe(true);
      expect(p.errors).toEqual([]);
      await p.context.close();
    }
  });

  it('opens an invitation link on a signed-out phone: who invites to what, then signs up and joins in one step', async () => {
    const ada = await env.http.register('Ada');
    const created = await env.http.createGame({ game: 'ripper-rummy', options: { players: 2, targetScore: 10 } }, ada.token);
    const gameId = created.body.gameId;
    // Ada invites an address that has no account: she gets the link to share by hand.
    const invited = await env.http.post<{ joinUrl: string; invited: boolean }>(`/games/${gameId}/invitations`, { email: 'nell@example.com' }, ada.token);
    expect(invited.body.invited).toBe(false);

    const desk = await visitor('desktop');
    await desk.page.goto(invited.body.joinUrl);
    await desk.page.getByText('Ada invites you to a game of Ripper Rummy.').waitFor();
    await checkScreen(desk, 'game-card');
    await desk.context.close();

    const nell = await visitor('phone');
    await nell.page.goto(invited.body.joinUrl);
    await nell.page.getByRole('heading', { name: 'Ada invites you to a game of Ripper Rummy.' }).waitFor();
    const card = (await nell.page.locator('.game-card').textContent()) ?? '';
    expect(card).toContain('Target score 10');
    expect(card).toMatch(/Ada\s*Open seat/);
    expect(card).not.toContain(ada.playerId);
    await checkScreen(nell, 'game-card');

    // One form: her name and the address she was invited at.
    await nell.page.getByLabel('Your name').fill('Nell');
    await nell.page.getByLabel('E-mail address (your turns').fill('nell@example.com');
    await nell.page.getByRole('button', { name: 'Sign up and join' }).click();
    await nell.page.locator(`[data-game="${gameId}"][data-status="active"]`).waitFor();
    expect(new URL(nell.page.url()).pathname).toBe(`/play/games/${gameId}`);
    const seen = await env.http.game(gameId, ada.token);
    expect(seen.body.seats.map((s: { name: string }) => s.name)).toEqual(['Ada', 'Nell']);
    await checkScreen(nell, 'joined-from-card');

    // The whole game on her phone, by pressing cards: Ada plays her first legal move through the API.
    let cardPresses = 0;
    for (let moves = 0; ; moves++) {
      expect(moves, 'moves').toBeLessThan(400);
      const now = (await env.http.game(gameId, ada.token)).body as { version: number; status: string; pending: { seat: number }[]; legalCommands: unknown[] };
      if (now.status === 'finished') break;
      if (now.pending[0]?.seat === 0) {
        const played = await env.http.command(gameId, now.legalCommands[0], ada.token, { 'if-match': `"${now.version}"` });
        expect(played.status).toBe(200);
        continue;
      }
      await showVersion(nell, now.version);
      if ((await nell.page.locator('.actions button[data-moves~="0"]').count()) > 0) {
        // Her hand as she first plays from it: the playable cards marked, one pressed.
        if (cardPresses++ === 0) {
          await checkScreen(nell, 'ripper-rummy-cards');
          await nell.page.locator('.actions button[data-moves~="0"]').first().click();
          await checkScreen(nell, 'ripper-rummy-card-pressed');
        }
      }
      await clickFirstMove(nell, now.version);
    }
    expect(cardPresses, 'moves made by pressing a card of the hand').toBeGreaterThan(3);
    await showVersion(nell, (await env.http.game(gameId, ada.token)).body.version);
    await nell.page.getByText('Game over:').waitFor();
    await checkScreen(nell, 'ripper-rummy-cards-end');
    expect(nell.errors).toEqual([]);
    await nell.context.close();
  });

  it('signs in by the mailed code from a game link and lands on that game', async () => {
    const ada = await env.http.register('Ada');
    const bob = await env.http.register('Bob', 'bob.first@example.com');
    const gameId = (await env.http.createGame({ game: 'ripper-rummy', options: { players: 2, targetScore: 10 } }, ada.token)).body.gameId;
    const p = await visitor('phone');
    await p.page.goto(`${env.rt.url}/play/games/${gameId}`);
    await p.page.getByText('Ada invites you to a game of Ripper Rummy.').waitFor();
    await p.page.getByLabel('E-mail address', { exact: true }).fill('bob.first@example.com');
    await p.page.getByRole('button', { name: 'Mail me a sign-in link' }).click();
    await p.page.getByText('a mail with a sign-in link is on its way').waitFor();
    const linkIn = () => env.rt.sns.outbox().map((m) => /\S+\/sign-in\?code=\S+/.exec(m.message)?.[0]).filter((l) => l !== undefined).at(-1);
    await expect.poll(linkIn, { timeout: 20_000 }).toBeDefined();
    // The mail's link opens in a new tab of the same browser.
    const tab = await p.context.newPage();
    await tab.goto(linkIn()!);
    await tab.locator(`[data-game="${gameId}"]`).waitFor();
    await tab.getByRole('button', { name: 'Join this game' }).click();
    await tab.locator('[data-status="active"]').waitFor();
    expect((await env.http.game(gameId, bob.token)).body.you).toBe(1);
    await p.context.close();
  });
});
