// GET /games/{gameId}/versions/{version}: a past version as the caller saw it then — the view each
// seat was given at that version, nothing more, nothing to post — and every mistake a 404.
import { describe, expect, it } from 'vitest';
import type { GameResource } from '../../lambdas/app/games/resource.js';
import { useTestRuntime } from '../support/runtime.js';
import type { ripperRummy } from '../../domain/games/ripper-rummy/index.js';
import type { GameResourceOf } from '../../lambdas/app/games/resource.js';

const env = useTestRuntime();
type Rummy = GameResourceOf<typeof ripperRummy>;

describe('a past version of a game', () => {
  it("shows each seat exactly the view it was given at that version, with nothing to post, and is cached for good", async () => {
    const [ada, bob, eve] = [await env.http.register('Ada'), await env.http.register('Bob'), await env.http.register('Eve')];
    const created = await env.http.createGame<typeof ripperRummy>({ game: 'ripper-rummy', options: { players: 2 } }, ada.token);
    const gameId = created.body.gameId;
    await env.http.join(gameId, bob.token);
    const tokens = [ada.token, bob.token];
    // What each seat was shown at each version, as the game moves on.
    const shown = new Map<number, Rummy[]>();
    const record = async () => {
      const seen = await Promise.all(tokens.map((t) => env.http.game<typeof ripperRummy>(gameId, t)));
      shown.set(seen[0]!.body.version, seen.map((s) => s.body));
      return seen;
    };
    for (let i = 0; i < 6; i++) {
      const seen = await record();
      const seat = seen[0]!.body.pending[0]!.seat;
      const mine = seen[seat]!.body;
      const moved = await env.http.command(gameId, mine.legalCommands[0], tokens[seat]!, { 'if-match': `"${mine.version}"` });
      expect(moved.status).toBe(200);
    }
    await record();

    for (const [version, views] of shown) {
      for (const [seat, token] of tokens.entries()) {
        const past = await env.http.get<GameResource>(`/games/${gameId}/versions/${version}`, token);
        expect(past.status).toBe(200);
        expect(past.headers.get('etag')).toBe(`"${version}"`);
        expect(past.headers.get('cache-control')).toContain('immutable');
        expect(past.body.legalCommands).toEqual([]);
        expect(past.body.view, `seat ${seat} at version ${version}`).toEqual(views[seat]!.view);
        expect(past.body.pending).toEqual(views[seat]!.pending);
      }
    }
    // The two seats' hands differ, and a spectator sees none of them.
    const [first] = [...shown.keys()];
    const spectator = await env.http.get<Rummy>(`/games/${gameId}/versions/${first}`, eve.token);
    expect(spectator.status).toBe(200);
    expect(spectator.body.you).toBeUndefined();
    expect(spectator.body.view?.yourHand).toBeNull();
    expect(shown.get(first!)![0]!.view?.yourHand).not.toEqual(shown.get(first!)![1]!.view?.yourHand);

    // Version 0 is the creation: waiting, no view yet.
    const creation = await env.http.get<GameResource>(`/games/${gameId}/versions/0`, ada.token);
    expect(creation.body).toMatchObject({ version: 0, status: 'waiting', view: null });
  });

  it('answers 404 for a version that does not exist, a malformed one and an unknown game, and 401 without a token', async () => {
    const ada = await env.http.register('Ada');
    const created = await env.http.createGame({ game: 'counter', options: {} }, ada.token);
    const gameId = created.body.gameId;
    const beyond = await env.http.get(`/games/${gameId}/versions/7`, ada.token);
    expect(beyond.status).toBe(404);
    expect(beyond.problem).toMatchObject({ code: 'version-not-found' });
    expect(beyond.problem?.detail).toContain('0 to 0');
    for (const bad of ['-1', 'abc', '01', '1.5', '9999999999999']) {
      const r = await env.http.get(`/games/${gameId}/versions/${bad}`, ada.token);
      expect(r.status, bad).toBe(404);
      expect(r.problem?.code, bad).toBe('version-not-found');
    }
    const unknown = await env.http.get('/games/nosuchgame/versions/0', ada.token);
    expect(unknown.problem).toMatchObject({ status: 404, code: 'game-not-found' });
    expect((await env.http.get(`/games/${gameId}/versions/0`)).status).toBe(401);
  });
});
