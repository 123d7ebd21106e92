// Ratings over real HTTP (local runtime → the handlers → DynamoDB Local, the stream poller feeding the rating step):
// `rated` at creation, the rating step's results against the packages' own numbers, the player's ratings and the leaderboards.
import { describe, expect, it } from 'vitest';
import type { LobbyEntry } from '../../lambdas/app/core/read-models.js';
import { waitFor } from '../support/http.js';
import { useTestRuntime } from '../support/runtime.js';

const env = useTestRuntime();

type LobbyPage = { games: LobbyEntry[]; cursor: string | null };

describe('rated at creation', () => {
  it('is rated by default when every seat is a person, not with a bot, and refuses rated with a bot', async () => {
    const ada = await env.http.register('Ada');
    const byDefault = await env.http.post<{ rated: boolean; gameId: string }>('/games', { game: 'counter', options: { players: 2 }, visibility: 'public' }, ada.token);
    expect(byDefault.status).toBe(201);
    expect(byDefault.body.rated).toBe(true);
    const unrated = await env.http.post<{ rated: boolean }>('/games', { game: 'counter', rated: false }, ada.token);
    expect(unrated.body.rated).toBe(false);
    const withBot = await env.http.post<{ rated: boolean }>('/games', { game: 'counter', bots: [{ seat: 1, level: 'easy' }] }, ada.token);
    expect(withBot.status).toBe(201);
    expect(withBot.body.rated).toBe(false);
    const refused = await env.http.post('/games', { game: 'counter', bots: [{ seat: 1, level: 'easy' }], rated: true }, ada.token);
    expect(refused.status).toBe(400);
    expect(refused.problem?.code).toBe('invalid-bots');
    expect((await env.http.post('/games', { game: 'counter', rated: 'yes' }, ada.token)).status).toBe(400);

    const entry = await waitFor(async () => (await env.http.get<LobbyPage>('/lobby?game=counter&limit=100', ada.token)).body.games.find((g) => g.gameId === byDefault.body.gameId));
    expect(entry.value.rated).toBe(true);
  });
});
