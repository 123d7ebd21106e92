/**
 * The notification modes in Chromium, at 375 and 1280 px (docs/notifications.md): the settings'
 * daily digest and its hour, saved on the server and shown again after a reload; and a game's
 * "Mute turn mails" switch, muting and unmuting on the server. Screenshots under test-results/web/.
 */
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../support/runtime.js';
import { checkScreen, signUp, tokenOf, useChromium } from './support.js';

const env = useTestRuntime();
const open = useChromium();

async function asPlayer<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${env.rt.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
  expect(answer.status).toBeLessThan(300);
  return (await answer.json()) as T;
}

describe('notification modes in the web client', () => {
  for (const width of ['phone', 'desktop'] as const) {
    it(`sets a daily digest in the settings and mutes a game (${width})`, async () => {
      const p = await open(`Modes ${width}`, width);
      try {
        await signUp(p, env.rt.url, `modes-${width}@example.com`);
        const token = await tokenOf(p);
        await p.page.getByRole('link', { name: 'Settings' }).click();
        await p.page.getByLabel('One mail a day').check();
        await p.page.getByLabel('The daily mail comes at').selectOption('19');
        await p.page.getByLabel('Mail me even when a bot answers my move at once').check();
        await p.page.getByRole('button', { name: 'Save' }).click();
        await p.page.getByText('Saved.').waitFor();
        const me = await asPlayer<{ playerId: string; notifications: object }>(token, 'GET', '/players/me');
        // As stored (a read through the API may come from a warm process's memory of the caller, for up to a minute).
        const mutedGames = async () => (await env.rt.context.players.get(me.playerId))?.mutedGames ?? [];
        expect(me.notifications).toMatchObject({ mode: 'digest', digestHour: 19, whenJustPlayed: true });
        await checkScreen(p, 'settings-notification-modes');
        await p.page.reload();
        expect(await p.page.getByLabel('One mail a day').isChecked()).toBe(true);
        expect(await p.page.getByLabel('The daily mail comes at').inputValue()).toBe('19');

        // A game against a bot: the switch on its page.
        const { gameId } = await asPlayer<{ gameId: string }>(token, 'POST', '/games', { game: 'ripper-rummy', options: { players: 2 }, bots: [{ seat: 1, level: 'easy' }] });
        await p.page.goto(`${env.rt.url}/play/games/${gameId}`);
        await p.page.getByRole('button', { name: 'Mute turn mails', exact: true }).click();
        await p.page.getByRole('button', { name: 'Unmute turn mails', exact: true }).waitFor();
        expect(await mutedGames()).toEqual([gameId]);
        await checkScreen(p, 'game-muted');
        // After a reload the page reads it from the game.
        await p.page.reload();
        await p.page.getByRole('button', { name: 'Unmute turn mails', exact: true }).click();
        await p.page.getByRole('button', { name: 'Mute turn mails', exact: true }).waitFor();
        expect(await mutedGames()).toEqual([]);
        expect(p.errors).toEqual([]);
      } finally {
        await p.context.close();
      }
    });
  }
});
