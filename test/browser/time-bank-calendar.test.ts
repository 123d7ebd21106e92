/**
 * A time-bank game made in the new-game form, its page and the settings' calendar link in Chromium,
 * at 375 and 1280 px: the page shows each seat's bank and the bank's terms; the settings issue a calendar link, shown once, that
 * answers the player's feed (their pending deadlines), and a new link turns the old one off.
 * Screenshots under test-results/web/.
 */
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../support/runtime.js';
import { checkScreen, signUp, tokenOf, useChromium } from './support.js';

const env = useTestRuntime();
const open = useChromium();

interface Banked {
  gameId: string;
  pending: { seat: number; deadline: string }[];
  timeBank?: { seats: { seat: number; hours: number }[] };
}

describe('the time bank on the game page, and the calendar link in the settings', () => {
  for (const width of ['phone', 'desktop'] as const) {
    it(`shows each seat's bank, and issues a calendar link that answers the deadlines (${width})`, async () => {
      const p = await open(`Banker ${width}`, width);
      try {
        await signUp(p, env.rt.url, `bank-${width}@example.com`);
        const token = await tokenOf(p);
        // The game is made in the new-game form, its clock a time bank.
        await p.page.getByRole('link', { name: 'New game', exact: true }).click();
        await p.page.getByLabel('Game', { exact: true }).selectOption({ label: 'Ripper Rummy (2–4 players)' });
        await p.page.getByLabel('Opponent', { exact: true }).selectOption({ label: 'A bot, normal' });
        await p.page.getByLabel('Time to move').selectOption({ label: 'A time bank' });
        expect(await p.page.getByLabel('Hours for each move').count(), 'the fixed time is not asked beside the bank').toBe(0);
        await p.page.getByLabel('Hours in the bank at the start').fill('72');
        await p.page.getByLabel('Hours added after each move').fill('24');
        await p.page.getByLabel('The most the bank holds, in hours').fill('120');
        await checkScreen(p, 'new-game-time-bank');
        await p.page.getByRole('button', { name: 'Create the game' }).click();
        await p.page.waitForURL(/\/play\/games\/[^/]+$/);
        const gameId = new URL(p.page.url()).pathname.split('/').pop() ?? '';
        const bank = p.page.locator('.time-bank');
        await bank.getByRole('heading', { name: 'Time bank' }).waitFor();
        expect(await bank.locator('li').count()).toBe(2);
        // The bot may have moved already and earned its increment (72 h less a moment, plus 24 h).
        expect(await bank.locator('li[data-seat="1"]').textContent()).toMatch(/\b[34] d\b|runs out/);
        expect(await p.page.locator('.terms').textContent()).toContain('time bank 3 d, +1 d a move, at most 5 d');
        await checkScreen(p, 'game-time-bank');

        await p.page.getByRole('link', { name: 'Settings' }).click();
        await p.page.getByRole('heading', { name: 'Calendar' }).waitFor();
        await p.page.getByRole('button', { name: 'Get my calendar link' }).click();
        const field = p.page.getByLabel('Your calendar link (shown once)');
        await field.waitFor();
        const url = await field.inputValue();
        expect(url).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
        await checkScreen(p, 'settings-calendar-link');

        const game = (await env.http.game(gameId, token)).body as unknown as Banked;
        const mine = game.pending.filter((d) => d.seat === 0).length;
        const feed = await fetch(url);
        expect(feed.status).toBe(200);
        expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
        expect((await feed.text()).split('BEGIN:VEVENT').length - 1).toBe(mine);

        await p.page.getByRole('button', { name: 'Get a new calendar link' }).click();
        await expect.poll(() => field.inputValue()).not.toBe(url);
        expect((await fetch(url)).status, 'the old link is off').toBe(404);
        expect(p.errors).toEqual([]);
      } finally {
        await p.context.close();
      }
    });
  }
});
