// Signing up from an invitation link over HTTP (local runtime → handlers → DynamoDB Local): the link an
// invitation to an address with no account gives, registering with it and that address in one step
// (the answer names the game, the new token joins it), and every forged, expired, cut or
// other-address link refused with `invalid-invitation`, creating nothing.
import { describe, expect, it } from 'vitest';
import type { RegisteredPlayer } from '../../../lambdas/app/accounts/players.js';
import { useTestRuntime } from '../../support/runtime.js';

const env = useTestRuntime();

const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;
type Invited = { joinUrl: string; invited: boolean; mail: string };

async function invitationTo(email: string) {
  const ada = await env.http.register('Ada');
  const gameId = (await env.http.createGame({ game: 'counter', options: { players: 2 } }, ada.token)).body.gameId;
  const answer = await env.http.post<Invited>(`/games/${gameId}/invitations`, { email }, ada.token);
  expect(answer.status).toBe(200);
  const url = new URL(answer.body.joinUrl);
  return { ada, gameId, url, invitation: url.searchParams.get('invitation') ?? '' };
}

/** Nobody holds the address: a registration that was refused created nothing. */
async function addressIsFree(email: string) {
  const again = await env.http.post<RegisteredPlayer>('/players', { name: 'Later', email });
  expect(again.status).toBe(201);
}

describe('an invitation link for an address with no account', () => {
  it('signs up in one step with that address, names the game, and the new token joins it', async () => {
    const email = unique('nell');
    const { gameId, url, invitation } = await invitationTo(email);
    expect(url.pathname).toBe(`/play/games/${gameId}`);
    expect(invitation).not.toBe('');

    const nell = await env.http.post<RegisteredPlayer & { invitedTo?: string }>('/players', { name: 'Nell', email: ` ${email.toUpperCase()} `, invitation });
    expect(nell.status).toBe(201);
    expect(nell.body).toMatchObject({ name: 'Nell', invitedTo: gameId, token: expect.any(String) });
    const joined = await env.http.join(gameId, nell.body.token);
    expect(joined.status).toBe(200);
    expect((await env.http.game(gameId, nell.body.token)).body.status).toBe('active');
  });

  it('gives a plain link for an address a player holds (their invitation is mailed)', async () => {
    const bob = await env.http.register('Bob');
    const { url } = await invitationTo(bob.email);
    expect(url.search).toBe('');
  });

  it('refuses a link for another address, forged, cut short, or expired with invalid-invitation, creating nothing', async () => {
    const email = unique('nell');
    const { invitation } = await invitationTo(email);
    const other = unique('eve');
    const otherAddress = await env.http.post('/players', { name: 'Eve', email: other, invitation });
    expect([otherAddress.status, otherAddress.problem?.code]).toEqual([400, 'invalid-invitation']);
    expect(otherAddress.problem?.detail).toContain('another address');
    await addressIsFree(other);

    const [gameId, address, expiry, mac] = invitation.split('.');
    const forgeries = [
      // Someone else's address put in, the signature kept.
      [gameId, Buffer.from(other).toString('base64url'), expiry, mac].join('.'),
      // Another game, or a later expiry.
      ['g-other', address, expiry, mac].join('.'),
      [gameId, address, (parseInt(expiry!, 36) + 86_400).toString(36), mac].join('.'),
      invitation.slice(0, -3),
      'not a link',
    ];
    for (const forged of forgeries) {
      const r = await env.http.post('/players', { name: 'Eve', email: forged.includes(Buffer.from(other).toString('base64url')) ? other : email, invitation: forged });
      expect([r.status, r.problem?.code], forged).toEqual([400, 'invalid-invitation']);
    }
    const tooLong = await env.http.post('/players', { name: 'Eve', email, invitation: 'x'.repeat(601) });
    expect(tooLong.status).toBe(400);

    // Fifteen days on, the link has expired.
    await env.http.advanceClock(15 * 24);
    const late = await env.http.post('/players', { name: 'Nell', email, invitation });
    expect([late.status, late.problem?.code]).toEqual([400, 'invalid-invitation']);
    expect(late.problem?.detail).toContain('expired');
    await addressIsFree(email);
  });
});
