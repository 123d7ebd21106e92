/**
 * An invitation link for an address with no account, opened in Chromium while signed out: the game's
 * card says who invites to what and to which address, the sign-up form has that address filled in,
 * and a name is all it takes to have an account, the seat and the game (no code from a mail). With
 * another address it is an ordinary sign-up. Photographed at 375 and 1280 px, axe clean, no
 * sideways scroll.
 */
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../support/runtime.js';
import { checkScreen, useChromium } from './support.js';

const env = useTestRuntime();
const open = useChromium();

async function invitation(email: string) {
  const ada = await env.http.register('Ada');
  const gameId = (await env.http.createGame({ game: 'ripper-rummy', options: { players: 2, targetScore: 10 } }, ada.token)).body.gameId;
  const invited = await env.http.post<{ joinUrl: string; invited: boolean }>(`/games/${gameId}/invitations`, { email }, ada.token);
  expect(invited.body.invited).toBe(false);
  expect(new URL(invited.body.joinUrl).searchParams.get('invitation')).toBeTruthy();
  return { ada, gameId, link: invited.body.joinUrl };
}

describe('an invitation link for an address with no account', () => {
  it('on a signed-out phone: who invites to what, the address filled in, signed up and seated with a name alone', async () => {
    const { ada, gameId, link } = await invitation('nora.invited@example.com');

    const desk = await open('Nora', 'desktop');
    await desk.page.goto(link);
    await desk.page.getByRole('heading', { name: 'Ada invites you to a game of Ripper Rummy.' }).waitFor();
    await checkScreen(desk, 'invitation-link');
    await desk.context.close();

    const nora = await open('Nora', 'phone');
    await nora.page.goto(link);
    await nora.page.getByRole('heading', { name: 'Ada invites you to a game of Ripper Rummy.' }).waitFor();
    expect(await nora.page.locator('.invited-address').textContent()).toContain('nora.invited@example.com');
    expect(await nora.page.getByLabel('E-mail address (your turns').inputValue()).toBe('nora.invited@example.com');
    await checkScreen(nora, 'invitation-link');

    await nora.page.getByLabel('Your name').fill('Nora');
    await nora.page.getByRole('button', { name: 'Sign up and join' }).click();
    await nora.page.locator(`[data-game="${gameId}"][data-status="active"]`).waitFor();
    expect(new URL(nora.page.url()).pathname).toBe(`/play/games/${gameId}`);
    expect(new URL(nora.page.url()).search).toBe('');
    const seen = await env.http.game(gameId, ada.token);
    expect(seen.body.seats.map((s: { name: string }) => s.name)).toEqual(['Ada', 'Nora']);
    await checkScreen(nora, 'invitation-link-joined');
    expect(nora.errors).toEqual([]);
    await nora.context.close();
  });

  it('signs up with another address as an ordinary registration, and still lands on the game', async () => {
    const { ada, gameId, link } = await invitation('olga.invited@example.com');
    const olga = await open('Olga', 'phone');
    await olga.page.goto(link);
    await olga.page.getByLabel('Your name').fill('Olga');
    await olga.page.getByLabel('E-mail address (your turns').fill('olga.elsewhere@example.com');
    await olga.page.getByRole('button', { name: 'Sign up and join' }).click();
    await olga.page.locator(`[data-game="${gameId}"][data-status="active"]`).waitFor();
    const seen = await env.http.game(gameId, ada.token);
    expect(seen.body.seats.map((s: { name: string }) => s.name)).toEqual(['Ada', 'Olga']);
    expect(olga.errors).toEqual([]);
    await olga.context.close();
  });
});
