// A game's public card over real HTTP (local runtime → handlers → DynamoDB Local): read without a token,
// it names the game, its options and who is seated, counts the open and kept seats, and says nothing a
// seat may not see (no player id, address, board or hand); bad ids are 404 problem+json.
import { describe, expect, it } from 'vitest';
import type { GameCard } from '../../lambdas/app/cards/game-card.js';
import { useTestRuntime } from '../support/runtime.js';

const env = useTestRuntime();

describe("a game's public card", () => {
  it('shows a private waiting game to anyone with its link, by names only', async () => {
    const ada = await env.http.register('Ada', 'ada.card@example.com');
    const bob = await env.http.register('Bob');
    const gameId = (await env.http.createGame({ game: 'ripper-rummy', options: { players: 3, targetScore: 10 } }, ada.token)).body.gameId;
    expect((await env.http.post(`/games/${gameId}/invitations`, { playerId: bob.playerId }, ada.token)).status).toBe(200);

    const card = await env.http.get<GameCard>(`/games/${gameId}/card`);
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({
      gameId,
      game: 'ripper-rummy',
      title: 'Ripper Rummy',
      status: 'waiting',
      visibility: 'private',
      createdBy: 'Ada',
      seats: [{ seat: 0, name: 'Ada' }],
      seatCount: 3,
      openSeats: 2,
      invitedCount: 1,
      options: { players: 3, targetScore: 10 },
    });
    const text = JSON.stringify(card.body);
    for (const secret of [ada.playerId, bob.playerId, 'ada.card@example.com', 'Bob', 'seed', 'yourHand']) expect(text).not.toContain(secret);
    expect(card.headers.get('etag')).toBe(`"${card.body.version}"`);
  });

  it('says nothing of the board once the game is played, and 304s an unchanged card', async () => {
    const ada = await env.http.register('Ada');
    const bob = await env.http.register('Bob');
    const gameId = (await env.http.createGame({ game: 'ripper-rummy', options: { players: 2, targetScore: 10 } }, ada.token)).body.gameId;
    await env.http.join(gameId, bob.token);
    const card = await env.http.get<GameCard>(`/games/${gameId}/card`);
    expect(card.body).toMatchObject({ status: 'active', openSeats: 0, seats: [{ name: 'Ada' }, { name: 'Bob' }] });
    expect(Object.keys(card.body)).not.toContain('view');
    expect(JSON.stringify(card.body)).not.toMatch(/druitt-|letter-|wild-/);
    const again = await env.http.get(`/games/${gameId}/card`, undefined, { 'if-none-match': card.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
  });

  it('answers an unknown or malformed id with a 404 problem, never a 5xx', async () => {
    for (const id of ['gnothere', 'a%20b', '%00', 'x'.repeat(300)]) {
      const r = await env.http.get(`/games/${id}/card`);
      expect(r.status, id).toBe(404);
      expect(r.problem?.code).toBe('game-not-found');
    }
  });
});
