// Two HTTP processes on one table, as two warm Lambda instances of the API would be: each remembers
// the newest versions it served (lambdas/store/recent-versions.ts), so each is often behind the
// other. A whole Ripper Rummy game, every GET and POST sent to either at random, must play exactly
// as through one: every listed command accepted, versions one after another with none lost or
// doubled, a stale If-Match refused with the current version, and both answering alike at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRng } from '../../domain/engine/rng.js';
import { startLocalRuntime, type LocalRuntime } from '../../local/runtime.js';
import { dynamoEndpoint } from '../support/dynamo.js';
import { httpClient, type HttpClient } from '../support/http/http.js';
import { fixedIds, startTestRuntime, testConformance, testGames } from '../support/runtime.js';

let first: LocalRuntime;
let second: LocalRuntime;
let apis: HttpClient[];

beforeAll(async () => {
  // A fixed deal (fixedIds): the game below takes the same 154 versions every run (random deals: 150–600).
  first = await startTestRuntime({ ids: fixedIds('two', 'two-deal-3') });
  // The second serves HTTP only: one stream consumer per table, as in AWS.
  second = await startLocalRuntime({ port: 0, dynamoEndpoint: dynamoEndpoint(), table: first.table, games: testGames });
  await second.poller.stop();
  apis = [httpClient(first.url, testConformance()), httpClient(second.url, testConformance())];
});

afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

describe('two API processes on one table', () => {
  it('play a whole Ripper Rummy game as one would, whichever answers each request', async () => {
    const [a, b] = apis as [HttpClient, HttpClient];
    const players = [await a.register('Abberline'), await b.register('Godley')];
    const gameId = (await a.createGame({ game: 'ripper-rummy', options: { players: 2, targetScore: 10 } }, players[0]!.token)).body.gameId;
    expect((await b.join(gameId, players[1]!.token)).body.status).toBe('active');
    const rng = createRng('two-instances', 0);
    const either = () => apis[rng.int(2)]!;
    let version = 1;
    let status = 'active';
    let stale = 0;
    while (status === 'active') {
      const seen = (await either().game(gameId, players[0]!.token)).body;
      expect(seen.version).toBe(version);
      const seat = rng.pick(seen.pending).seat;
      const mine = await either().game(gameId, players[seat]!.token);
      const command = rng.pick(mine.body.legalCommands);
      const etag = mine.headers.get('etag')!;
      // Every seventh version, a stale If-Match first: refused with the current version, nothing appended.
      if (version > 2 && version % 7 === 0) {
        const refused = await either().command(gameId, command, players[seat]!.token, { 'if-match': `"${version - 1}"` });
        expect({ status: refused.status, code: refused.problem?.code, current: refused.problem?.currentVersion }).toEqual({ status: 412, code: 'stale-version', current: version });
        stale++;
      }
      const answer = await either().command(gameId, command, players[seat]!.token, rng.int(2) === 0 ? { 'if-match': etag } : {});
      expect(answer.status, JSON.stringify({ command, answer: answer.body })).toBe(200);
      expect(answer.body.version).toBe(++version);
      status = answer.body.status;
    }
    expect(stale).toBeGreaterThan(0);
    expect(version).toBeGreaterThan(20); // so the history below takes more than one page
    const history = (await b.history(gameId, players[0]!.token, '?limit=20')).body;
    const versions: number[] = [];
    let page = history;
    for (;;) {
      versions.push(...page.events.map((e) => e.version));
      if (!page.hasMore) break;
      // The next page starts after the last version this one holds (lastVersion is the game's newest).
      page = (await a.history(gameId, players[0]!.token, `?after=${page.events.at(-1)!.version}&limit=20`)).body;
    }
    expect([...new Set(versions)]).toEqual(Array.from({ length: version + 1 }, (_, i) => i));
    const ends = await Promise.all(apis.map(async (api) => (await api.game(gameId, players[1]!.token)).body));
    expect(ends.map((g) => [g.version, g.status])).toEqual([
      [version, 'finished'],
      [version, 'finished'],
    ]);
    // A whole game takes ~10 s alone, several times that beside the rest of the suite.
  }, 240_000);
});
