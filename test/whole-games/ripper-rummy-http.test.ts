// Ripper Rummy end to end: a whole 3-player game through the HTTP API on the local runtime,
// posting only listed legal commands, checking at every step that no seat sees another's hand.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createRng } from '../../domain/engine/rng.js';
import type { ripperRummy } from '../../domain/games/ripper-rummy/index.js';
import type { RipperRummyView } from '../../domain/games/ripper-rummy/view/view.js';
import { waitFor } from '../support/http/http.js';
import { fixedIds, useTestRuntime } from '../support/runtime.js';

// A fixed deal (fixedIds): the game below then takes the same 144 posts every run. Random deals took
// 130–600 posts, and the longest kept the suite waiting.
const env = useTestRuntime({ ids: fixedIds('rummy', 'rummy-deal-4') });

/** The hands as the server keeps them, to check what each seat is (not) shown. */
const ServerState = z.looseObject({ hands: z.array(z.array(z.string())) });
const serverState = async (gameId: string) => ServerState.parse((await env.rt.context.events.latest(gameId))?.snapshot.state);
type Rummy = typeof ripperRummy;

async function threePlayers(options: Record<string, unknown>) {
  const players = [await env.http.register('Abberline'), await env.http.register('Lestrade'), await env.http.register('Godley')];
  // Auto-vacation off, so that a passed deadline gets the fallback these tests are about (docs/time.md).
  await Promise.all([...players].map((p) => env.http.updateMe(p.token, { autoVacation: false })));
  const created = await env.http.createGame({ game: 'ripper-rummy', options: { players: 3, ...options } }, players[0]!.token);
  expect(created.status).toBe(201);
  const gameId = created.body.gameId;
  await env.http.join(gameId, players[1]!.token);
  const last = await env.http.join(gameId, players[2]!.token);
  expect(last.body.status).toBe('active');
  return { players, gameId };
}

/** Card ids a view shows in places that hold real cards now (not the catalogue or past reveals). */
function cardsOnShow(view: RipperRummyView): string[] {
  const areaCards = view.areas.flatMap((a) => [...a.melds.flatMap((m) => m.cards.map((c) => c.card)), ...a.singles.map((c) => c.card)]);
  return [...(view.yourHand ?? []), ...areaCards, ...view.discardPile];
}

describe('Ripper Rummy over HTTP', () => {
  it('plays a whole 3-player game to a result by posting listed legal commands', async () => {
    const { players, gameId } = await threePlayers({ targetScore: 10 });
    const rng = createRng('rummy-e2e', 0);
    let status = 'active';
    let posts = 0;
    let checks = 0;
    while (status === 'active') {
      const any = (await env.http.game(gameId, players[0]!.token)).body;
      // Anyone pending may act (votes and Commissioner discards are simultaneous).
      const seat = rng.pick(any.pending).seat;
      const mine = await env.http.game<Rummy>(gameId, players[seat]!.token);
      expect(mine.body.you).toBe(seat);
      const view = mine.body.view;
      if (posts % 10 === 0 && view) {
        // A seat sees exactly its own hand, and no card of another hand anywhere on its screen.
        const state = await serverState(gameId);
        expect([...(view.yourHand ?? [])].sort()).toEqual([...state.hands[seat]!].sort());
        const others = new Set(state.hands.filter((_, i) => i !== seat).flat());
        expect(cardsOnShow(view).filter((c) => others.has(c))).toEqual([]);
        expect(view.handCounts).toEqual(state.hands.map((h) => h.length));
        checks++;
      }
      const command = rng.pick(mine.body.legalCommands);
      const r = await env.http.command(gameId, command, players[seat]!.token, { 'if-match': mine.headers.get('etag')! });
      expect(r.status, JSON.stringify({ command, answer: r.body })).toBe(200);
      status = r.body.status;
      posts++;
      expect(posts).toBeLessThan(3_000);
    }
    const final = (await env.http.game<Rummy>(gameId, players[1]!.token)).body;
    expect(final.status).toBe('finished');
    expect(final.result?.winners).toHaveLength(1);
    const scores = final.view?.scores ?? [];
    expect(final.result).toMatchObject({ scores });
    expect(Math.max(...scores)).toBeGreaterThanOrEqual(10);
    expect(final.view?.scoredHands.length).toBeGreaterThan(0);
    expect(checks).toBeGreaterThan(3);
    // The redacted history never carries the deal's other hands or the draw pile order.
    const history = (await env.http.history<Rummy>(gameId, players[2]!.token, '?limit=200')).body.events;
    const events = history.flatMap((e) => e.events);
    const dealt = events.filter((e) => e.type === 'HandDealt');
    expect(dealt.length).toBeGreaterThan(0);
    for (const e of dealt) {
      expect(e).not.toHaveProperty('hands');
      expect(e).not.toHaveProperty('drawPile');
      expect(e).toMatchObject({ yourHand: expect.any(Array) });
    }
    const othersDraws = events.filter((e) => e.type === 'CardDrawn' && 'from' in e && e.from === 'deck' && e.seat !== 2);
    for (const e of othersDraws) expect(e).not.toHaveProperty('card');
  }, 240_000);

  it('at a deadline plays the default command for the late seat, as an ordinary command', async () => {
    const { players, gameId } = await threePlayers({ turnTimeLimitHours: 10 });
    await env.rt.poller.drain();
    const before = (await env.http.game(gameId, players[0]!.token)).body;
    const late = before.pending[0]!.seat;
    const swept = await env.http.advanceClock(11);
    expect(swept.body.sweep.fallbacks).toBeGreaterThanOrEqual(1);
    const [fallback] = (await env.http.history<Rummy>(gameId, players[late]!.token, `?after=${before.version}`)).body.events;
    expect(fallback).toMatchObject({ system: true, seat: null });
    expect(fallback?.events[0]).toMatchObject({ type: 'DeadlinePassed', seat: late, kind: 'turn' });
    // At the draw step the fallback draws from the deck: the late seat sees its card, the others do not.
    const drawn = fallback?.events.find((e) => e.type === 'CardDrawn');
    expect(drawn).toMatchObject({ seat: late, from: 'deck', card: expect.any(String) });
    const other = (late + 1) % 3;
    const [theirs] = (await env.http.history<Rummy>(gameId, players[other]!.token, `?after=${before.version}`)).body.events;
    expect(theirs?.events.find((e) => e.type === 'CardDrawn')).not.toHaveProperty('card');
  });

  it('a vote call sends one "decision needed" mail to each other seat and none to the caller', async () => {
    const { players, gameId } = await threePlayers({ voteCallerNeedsOwnMeld: false });
    // Play until some seat may call the vote (a meld is on the table), then call it.
    const rng = createRng('vote-e2e', 0);
    for (let i = 0; i < 2_000; i++) {
      const g = (await env.http.game(gameId, players[0]!.token)).body;
      const seat = g.pending[0]!.seat;
      const mine = (await env.http.game<Rummy>(gameId, players[seat]!.token)).body;
      const call = mine.legalCommands.find((c) => c.type === 'call-vote');
      const mailOfGame = async () => (await env.http.outbox()).body.messages.filter((m) => m.attributes.gameId === gameId);
      if (call) {
        await env.rt.poller.drain();
        const before = (await mailOfGame()).length;
        const r = await env.http.command(gameId, call, players[seat]!.token);
        expect(r.status).toBe(200);
        expect(r.body.pending.map((p) => p.kind)).toEqual(['vote', 'vote', 'vote']);
        const { value } = await waitFor(async () => {
          const mail = (await mailOfGame()).slice(before);
          return mail.length >= 2 && mail;
        }, 2_000);
        await new Promise((res) => setTimeout(res, 300));
        const after = (await mailOfGame()).slice(before);
        expect(after).toHaveLength(2);
        const others = players.filter((_, s) => s !== seat).map((p) => p.playerId).sort();
        expect(value.map((m) => m.attributes.playerId).sort()).toEqual(others);
        expect(value.every((m) => m.attributes.kind === 'decision-needed')).toBe(true);
        return;
      }
      const pick = mine.legalCommands.filter((c) => c.type !== 'ripper-escapes');
      await env.http.command(gameId, rng.pick(pick.length ? pick : mine.legalCommands), players[seat]!.token);
    }
    throw new Error('no vote call became possible');
  }, 120_000);
});
