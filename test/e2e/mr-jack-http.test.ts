// Mr. Jack end to end: a whole game through the HTTP API on the local runtime, posting only
// listed legal commands, with the Detective never shown Jack's identity before the end.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../domain/engine/rng.js';
import { waitFor } from '../support/http.js';
import { useTestRuntime } from '../support/runtime.js';

const env = useTestRuntime();

async function newGame(options: Record<string, unknown>) {
  const holmes = await env.http.register('Sherlock');
  const ripper = await env.http.register('Ripper');
  const created = await env.http.post('/games', { game: 'mr-jack', options }, holmes.token);
  expect(created.status).toBe(201);
  const gameId = created.body.gameId as string;
  const joined = await env.http.post(`/games/${gameId}/join`, undefined, ripper.token);
  expect(joined.body.status).toBe('active');
  return { detective: holmes, jack: ripper, gameId };
}

describe('Mr. Jack over HTTP', () => {
  it('plays a whole game to a result by posting listed legal commands', async () => {
    const { detective, jack, gameId } = await newGame({ role: 'detective', board: '2016' });
    const tokens = [detective.token, jack.token];
    const rng = createRng('mr-jack-e2e', 0);
    const secret = (await env.rt.context.events.latest(gameId))!.snapshot.state as { jack: string };
    let game = (await env.http.get(`/games/${gameId}`, detective.token)).body;
    expect(game.seats.map((s: { role: string }) => s.role)).toEqual(['Detective', 'Jack']);
    let posts = 0;
    while (game.status === 'active') {
      const seat = game.pending[0].seat as number;
      const mine = await env.http.get(`/games/${gameId}`, tokens[seat]);
      // The Detective's view and history never name Jack before the end.
      const asDetective = seat === 0 ? mine.body : (await env.http.get(`/games/${gameId}`, detective.token)).body;
      expect(asDetective.view.jack).toBeNull();
      const options = (mine.body.legalCommands as { type: string }[]).filter((c) => c.type !== 'resign');
      expect(options.length).toBeGreaterThan(0);
      const command = rng.pick(options);
      const r = await env.http.post(`/games/${gameId}/commands`, command, tokens[seat], { 'if-match': mine.headers.get('etag')! });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      game = r.body;
      posts++;
      expect(posts).toBeLessThan(600);
    }
    expect(game.status).toBe('finished');
    expect(game.result).toMatchObject({ winner: expect.stringMatching(/^(jack|detective)$/), reason: expect.any(String), jack: secret.jack });
    expect(game.legalCommands).toEqual([]);
    const history = (await env.http.get(`/games/${gameId}/events?limit=200`, detective.token)).body;
    const text = JSON.stringify(history.events.slice(0, -1));
    expect(text).not.toContain('"order"');
    // Before the last version, no event the Detective received carried Jack's identity draw.
    const identity = history.events.flatMap((e: { events: { type: string; character?: string }[] }) => e.events).filter((e: { type: string }) => e.type === 'JackIdentityDrawn');
    for (const e of identity) expect(e.character).toBeUndefined();
    // Both players hear that the game is over (the one who made the last move sees it in the answer).
    await waitFor(async () => {
      const mail = (await env.http.get('/_local/outbox')).body.messages as { attributes: Record<string, string> }[];
      return mail.some((m) => m.attributes.gameId === gameId && m.attributes.kind === 'game-over');
    }, 3_000);
  });

  it('rejects illegal moves with the rule code and forfeits a seat whose time runs out', async () => {
    const { detective, jack, gameId } = await newGame({ role: 'jack', turnTimeLimitHours: 2 });
    // The creator asked for Jack: seat 0 is Jack here, and in odd rounds the Detective picks first.
    const game = (await env.http.get(`/games/${gameId}`, detective.token)).body;
    expect(game.seats.map((s: { role: string }) => s.role)).toEqual(['Jack', 'Detective']);
    const wrong = await env.http.post(`/games/${gameId}/commands`, { type: 'pick', character: 'holmes' }, detective.token);
    expect([wrong.status, wrong.body.code]).toEqual([422, 'not-your-turn']);
    const bad = await env.http.post(`/games/${gameId}/commands`, { type: 'pick', character: 'moriarty' }, jack.token);
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid-command']);
    // Nobody moves: past the deadline the Detective (seat 1) forfeits. (Let the stream index the
    // deadline first, as it would long before a real deadline.)
    await env.rt.poller.drain();
    const swept = await env.http.post('/_local/clock', { advanceHours: 3 });
    expect(swept.body.sweep.fallbacks).toBeGreaterThanOrEqual(1);
    const over = (await env.http.get(`/games/${gameId}`, jack.token)).body;
    expect(over.status).toBe('finished');
    expect(over.result).toMatchObject({ winner: 'jack', reason: 'resigned' });
    expect(over.result.jack).toEqual(expect.any(String));
  });

  it('refuses the Extension until it exists, with a clear message', async () => {
    const p = await env.http.register('Ext');
    const r = await env.http.post('/games', { game: 'mr-jack', options: { extension: true } }, p.token);
    expect([r.status, r.body.code]).toEqual([400, 'invalid-options']);
    expect(r.body.detail).toMatch(/xtension/);
  });
});
