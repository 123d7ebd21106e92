// The typed client (client/) against the local runtime: the example plays whole games of both
// games posting `legalCommands[0]`, If-None-Match revalidates a game with 304, a stale If-Match is
// a 412 that `play` answers by reading again, and a network failure resends the same
// Idempotency-Key so nothing is played twice.
import { describe, expect, it } from 'vitest';
import { ApiError, createClient, unwrap } from '../../client/index.js';
import { playWholeGame } from '../../client/examples/play.js';
import { useTestRuntime } from '../support/runtime.js';

const env = useTestRuntime();

describe('the typed client', () => {
  it('plays a whole Ripper Rummy game with client/examples/play.ts', async () => {
    const played = await playWholeGame(env.rt.url, { game: 'ripper-rummy', options: { players: 2, targetScore: 10 } });
    expect(played.final).toMatchObject({ game: 'ripper-rummy', status: 'finished', legalCommands: [] });
    expect(played.final.result?.winners).toHaveLength(1);
    console.log(`client example: Ripper Rummy in ${played.posts} commands`);
  }, 240_000);

  it('plays a whole Mr. Jack game with client/examples/play.ts', async () => {
    const played = await playWholeGame(env.rt.url, { game: 'mr-jack', options: { role: 'detective' } });
    expect(played.final).toMatchObject({ game: 'mr-jack', status: 'finished', legalCommands: [] });
    console.log(`client example: Mr. Jack in ${played.posts} commands (${played.final.result?.summary})`);
  }, 240_000);

  it('revalidates with If-None-Match (304), retries a 412 by reading again, and resends the same Idempotency-Key after a network failure', async () => {
    const baseUrl = env.rt.url;
    const register = async (name: string) => unwrap(await createClient({ baseUrl }).api.POST('/players', { body: { name, email: `${name}@example.com` } })).token;
    const adaToken = await register('ClientAda');
    const bobToken = await register('ClientBob');
    // The test game counts to a target; seats alternate adding 1 or 2 (spec'd by the test runtime's registry).
    const ada = createClient({ baseUrl, token: adaToken });
    const bob = createClient({ baseUrl, token: bobToken });
    const created = await env.http.createGame({ game: 'counter', options: { target: 50 } }, adaToken);
    const gameId = created.body.gameId;
    unwrap(await bob.api.POST('/games/{gameId}/join', { params: { path: { gameId } } }));

    const seen = await ada.readGame(gameId);
    expect(seen.etag).toBe(`"${seen.game.version}"`);
    expect(await ada.readGameIfChanged(gameId, seen.etag)).toBeNull();
    expect(await ada.readGameIfChanged(gameId, `W/${seen.etag}`)).toBeNull();

    const first = seen.game.legalCommands[0];
    if (!first) throw new Error('Ada has no command');
    const moved = await ada.postCommand(gameId, first, seen.etag);
    expect(moved.game.version).toBe(seen.game.version + 1);
    expect((await ada.readGameIfChanged(gameId, seen.etag))?.game.version).toBe(moved.game.version);

    // Stale: 412 with the current version.
    const stale = await bob.postCommand(gameId, first, seen.etag).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(ApiError);
    expect(stale).toMatchObject({ status: 412, problem: { code: 'stale-version', currentVersion: moved.game.version } });

    // play: another post lands between Bob's read and his post; he reads again and decides anew.
    let sneaked = false;
    const racing = createClient({
      baseUrl,
      token: bobToken,
      fetch: async (request) => {
        if (request.method === 'POST' && !sneaked) {
          sneaked = true;
          const now = await bob.readGame(gameId);
          await bob.postCommand(gameId, now.game.legalCommands[0]!, now.etag);
        }
        return fetch(request);
      },
    });
    const decided: number[] = [];
    const afterRace = await racing.play(gameId, (g) => {
      decided.push(g.version);
      return g.legalCommands[0] ?? null;
    });
    expect(sneaked).toBe(true);
    expect(decided).toHaveLength(2);
    expect(afterRace).toBeNull(); // after the sneaked move it is Ada's turn: nothing for Bob to do

    // A network failure after the request reached the server: the retry carries the same key.
    let failOnce = true;
    const flaky = createClient({
      baseUrl,
      token: adaToken,
      fetch: async (request) => {
        const answer = await fetch(request);
        if (request.method === 'POST' && failOnce) {
          failOnce = false;
          throw new TypeError('fetch failed');
        }
        return answer;
      },
    });
    const before = await flaky.readGame(gameId);
    const posted = await flaky.postCommand(gameId, before.game.legalCommands[0]!, before.etag);
    expect(posted).toMatchObject({ replayed: true, game: { version: before.game.version + 1 } });
    expect((await ada.readGame(gameId)).game.version).toBe(before.game.version + 1);
  });
});
