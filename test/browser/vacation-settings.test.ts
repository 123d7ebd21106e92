/**
 * Vacation on the web, in Chromium at 375 and 1280 px: the settings show the days left, start a
 * vacation from a last day away (the server holds it, ending the next midnight), switch
 * auto-vacation off, and end the vacation (gone on the server too); an opponent's game page says the
 * pending player is on vacation. Screenshots under test-results/web/.
 */
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../support/runtime.js';
import { checkScreen, signUp, tokenOf, useChromium } from './support.js';

const env = useTestRuntime();
const open = useChromium();

type Me = { vacation: { until: string } | null; vacationDaysLeft: number; autoVacation: boolean };
const DAY_MS = 86_400_000;

describe('vacation in the settings', () => {
  for (const width of ['phone', 'desktop'] as const) {
    it(`starts one from a last day away, switches auto-vacation off, and ends it (${width})`, async () => {
      const p = await open(`Vera ${width}`, width);
      try {
        await signUp(p, env.rt.url, `vacation-${width}@example.com`);
        const token = await tokenOf(p);
        await p.page.getByRole('link', { name: 'Settings' }).click();
        await p.page.getByRole('heading', { name: 'Vacation' }).waitFor();
        expect(await p.page.locator('.vacation .days-left').textContent()).toContain('15 vacation days left');
        expect(await p.page.getByLabel(/^Auto-vacation/).isChecked()).toBe(true);

        // Three days on, on this browser's clock: the vacation ends at the start of the day after.
        const lastDay = await p.page.evaluate(`(() => { const d = new Date(Date.now() + ${3 * DAY_MS}); return d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0'); })()`);
        const expectedEnd = Number(await p.page.evaluate(`(() => { const [y, m, d] = ${JSON.stringify(lastDay)}.split('-').map(Number); return new Date(y, m - 1, d + 1).getTime(); })()`));
        await p.page.getByLabel('Last day away').fill(String(lastDay));
        await p.page.getByText(/vacation days\.$/).waitFor();
        await checkScreen(p, 'settings-vacation');
        await p.page.getByRole('button', { name: 'Start my vacation now' }).click();
        await p.page.locator('.vacation .on-vacation').waitFor();
        const away = (await env.http.me(token)).body as unknown as Me;
        expect(Date.parse(away.vacation?.until ?? '')).toBe(expectedEnd);
        await checkScreen(p, 'settings-on-vacation');

        await p.page.getByLabel(/^Auto-vacation/).uncheck();
        await p.page.getByText('Auto-vacation is off').waitFor();
        expect(((await env.http.me(token)).body as unknown as Me).autoVacation).toBe(false);

        await p.page.getByRole('button', { name: 'End my vacation now' }).click();
        await p.page.getByRole('button', { name: 'Start my vacation now' }).waitFor();
        const back = (await env.http.me(token)).body as unknown as Me;
        expect(back.vacation).toBeNull();
        // Charged for the day it started.
        expect(back.vacationDaysLeft).toBeLessThanOrEqual(14.1);
        expect(await p.page.locator('.vacation .days-left').textContent()).toContain(`${back.vacationDaysLeft} vacation days left`);
        expect(p.errors).toEqual([]);
      } finally {
        await p.context.close();
      }
    });
  }

  it('shows an opponent on vacation on the game page (phone and desktop)', async () => {
    const ada = await env.http.register('Ada');
    const bob = await env.http.register('Bob');
    const gameId = (await env.http.createGame({ game: 'ripper-rummy', options: { players: 2, targetScore: 10 } }, ada.token)).body.gameId;
    await env.http.join(gameId, bob.token);
    // Bob's turn, whoever began.
    let g = (await env.http.game(gameId, ada.token)).body as { version: number; pending: { seat: number }[]; legalCommands: unknown[] };
    // Ada's turn may take several decisions (draw, then meld or discard): her first legal ones until it is Bob's.
    for (let i = 0; i < 10 && g.pending[0]?.seat === 0; i++) {
      expect((await env.http.command(gameId, g.legalCommands[0], ada.token, { 'if-match': `"${g.version}"` })).status).toBe(200);
      g = (await env.http.game(gameId, ada.token)).body as typeof g;
    }
    expect(g.pending[0]?.seat).toBe(1);
    const until = new Date(Date.now() + 5 * DAY_MS).toISOString();
    expect((await env.http.post('/players/me/vacation', { until }, bob.token)).status).toBe(200);

    for (const width of ['phone', 'desktop'] as const) {
      const p = await open('Ada', width);
      try {
        await p.context.addInitScript(`localStorage.setItem('whitechapel.token', ${JSON.stringify(ada.token)})`);
        await p.page.goto(`${env.rt.url}/play/games/${gameId}`);
        const note = p.page.locator('.on-vacation');
        await note.waitFor();
        expect(await note.textContent()).toContain('on vacation until');
        expect(await note.locator('time').getAttribute('datetime')).toBe(until);
        await checkScreen(p, 'game-opponent-on-vacation');
        expect(p.errors).toEqual([]);
      } finally {
        await p.context.close();
      }
    }
  });
});
