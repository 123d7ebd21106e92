// Mr. Jack end to end: a whole game through the HTTP API on the local runtime, posting only
// listed legal commands, with the Detective never shown Jack's identity before the end.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createRng } from '../../domain/engine/rng.js';
import type { mrJack } from '../../domain/games/mr-jack/index.js';
import { waitFor } from '../support/http/http.js';
import { useTestRuntime } from '../support/runtime.js';

const env = useTestRuntime();
const ServerState = z.looseObject({ jack: z.string() });

async function newGame(options: Record<string, unknown>) {
  const holmes = await env.http.register('Sherlock');
  const ripper = await env.http.register('Ripper');
  // Auto-vacation off, so that a passed deadline gets the fallback these tests are about (docs/time.md).
  await Promise.all([holmes, ripper].map((p) => env.http.updateMe(p.token, { autoVacation: false })));
  const created = await env.http.createGame<typeof mrJack>({ game: 'mr-jack', options }, holmes.token);
  expect(created.status).toBe(201);
  const gameId = created.body.gameId;
  const joined = await env.http.join(gameId, ripper.token);
  expect(joined.body.status).toBe('active');
  return { detective: holmes, jack: ripper, gameId };
}

describe('Mr. Jack over HTTP', () => {
  it('plays a whole game to a result by posting listed legal commands', async () => {
    const { detective, jack, gameId } = await newGame({ role: 'detective', board: '2016' });
    const tokens = [detective.token, jack.token];
    const rng = createRng('mr-jack-e2e', 0);
    // Jack's identity as the server keeps it, to check it is revealed at the end and not before.
    const secret = ServerState.parse((await env.rt.context.events.latest(gameId))?.snapshot.state);
    let game = (await env.http.game<typeof mrJack>(gameId, detective.token)).body;
    expect(game.seats.map((s) => s.role)).toEqual(['Detective', 'Jack']);
    let posts = 0;
    while (game.status === 'active') {
      const seat = game.pending[0]!.seat;
      const mine = await env.http.game<typeof mrJack>(gameId, tokens[seat]!);
      // The Detective's view and history never name Jack before the end.
      const asDetective = seat === 0 ? mine.body : (await env.http.game<typeof mrJack>(gameId, detective.token)).body;
      expect(asDetective.view?.jack).toBeNull();
      const options = mine.body.legalCommands.filter((c) => c.type !== 'resign');
      expect(options.length).toBeGreaterThan(0);
      const command = rng.pick(options);
      const r = await env.http.command<typeof mrJack>(gameId, command, tokens[seat]!, { 'if-match': mine.headers.get('etag')! });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      game = r.body;
      posts++;
      expect(posts).toBeLessThan(600);
    }
    expect(game.status).toBe('finished');
    expect(game.result).toMatchObject({ winner: expect.stringMatching(/^(jack|detective)$/), reason: expect.any(String), jack: secret.jack });
    expect(game.legalCommands).toEqual([]);
    const history = (await env.http.history<typeof mrJack>(gameId, detective.token, '?limit=200')).body;
    const text = JSON.stringify(history.events.slice(0, -1));
    expect(text).not.toContain('"order"');
    // Before the last version, no event the Detective received carried Jack's identity draw.
    const identity = history.events.flatMap((e) => e.events).filter((e) => e.type === 'JackIdentityDrawn');
    for (const e of identity) expect(e).not.toHaveProperty('character');
    // Both players hear that the game is over (the one who made the last move sees it in the answer).
    await waitFor(async () => {
      const mail = (await env.http.outbox()).body.messages;
      return mail.some((m) => m.attributes.gameId === gameId && m.attributes.kind === 'game-over');
    }, 3_000);
  });

  it('rejects illegal moves with the rule code and forfeits a seat whose time runs out', async () => {
    const { detective, jack, gameId } = await newGame({ role: 'jack', turnTimeLimitHours: 2 });
    // The creator asked for Jack: seat 0 is Jack here, and in odd rounds the Detective picks first.
    const game = (await env.http.game(gameId, detective.token)).body;
    expect(game.seats.map((s) => s.role)).toEqual(['Jack', 'Detective']);
    const wrong = await env.http.command(gameId, { type: 'pick', character: 'holmes' }, detective.token);
    expect([wrong.status, wrong.problem?.code]).toEqual([422, 'not-your-turn']);
    const bad = await env.http.command(gameId, { type: 'pick', character: 'moriarty' }, jack.token);
    expect([bad.status, bad.problem?.code]).toEqual([400, 'invalid-command']);
    // Nobody moves: past the deadline the Detective (seat 1) forfeits. (Let the stream index the
    // deadline first, as it would long before a real deadline.)
    await env.rt.poller.drain();
    const swept = await env.http.advanceClock(3);
    expect(swept.body.sweep.fallbacks).toBeGreaterThanOrEqual(1);
    const over = (await env.http.game(gameId, jack.token)).body;
    expect(over.status).toBe('finished');
    expect(over.result).toMatchObject({ winner: 'jack', reason: 'resigned', jack: expect.any(String) });
  });

  it('creates Extension games (played through in mr-jack-extension-http.test.ts) and refuses a malformed option', async () => {
    const p = await env.http.register('Ext');
    const r = await env.http.createGame({ game: 'mr-jack', options: { extension: true } }, p.token);
    expect(r.status).toBe(201);
    expect(r.body.options).toMatchObject({ extension: true, board: '2016', role: 'random' });
    const bad = await env.http.createGame({ game: 'mr-jack', options: { extension: 'yes' } }, p.token);
    expect([bad.status, bad.problem?.code]).toEqual([400, 'invalid-options']);
  });
});
