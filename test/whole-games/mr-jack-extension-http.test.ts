// The Mr. Jack Extension end to end: a whole game through the HTTP API on the local runtime —
// the sealed draft answered by both seats, the start hexes placed, the rounds played — posting
// only listed legal commands, with the Detective never shown Jack, nor Jack's dealt or kept
// cards before the reveal; and the deadline fallbacks of the draft, which keep the game going.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createRng } from '../../domain/engine/rng.js';
import type { mrJack } from '../../domain/games/mr-jack/index.js';
import { waitFor } from '../support/http/http.js';
import { useTestRuntime } from '../support/runtime.js';

type MrJack = typeof mrJack;
const env = useTestRuntime();
/** The server's own state (read from the store, never from the API): Jack and the draft's deal. */
const ServerState = z.looseObject({
  jack: z.nullable(z.string()),
  draft: z.looseObject({ dealt: z.object({ jack: z.array(z.string()), detective: z.array(z.string()) }) }),
});

async function newGame(options: Record<string, unknown>) {
  const holmes = await env.http.register('Abberline');
  const ripper = await env.http.register('Springheel');
  // Auto-vacation off, so that a passed deadline gets the fallback these tests are about (docs/time.md).
  await Promise.all([holmes, ripper].map((p) => env.http.updateMe(p.token, { autoVacation: false })));
  const created = await env.http.createGame<MrJack>({ game: 'mr-jack', options: { extension: true, role: 'detective', ...options } }, holmes.token);
  expect(created.status).toBe(201);
  const gameId = created.body.gameId;
  const joined = await env.http.join<MrJack>(gameId, ripper.token);
  expect(joined.body.status).toBe('active');
  return { detective: holmes, jack: ripper, gameId };
}

const serverState = async (gameId: string) => ServerState.parse((await env.rt.context.events.latest(gameId))?.snapshot.state);

describe('the Mr. Jack Extension over HTTP', () => {
  it('plays a whole game: draft, start hexes and rounds, the Detective never seeing Jack’s secrets', async () => {
    const { detective, jack, gameId } = await newGame({ board: '2006' });
    const tokens = [detective.token, jack.token];
    const rng = createRng('mr-jack-extension-e2e', 0);
    const { draft } = await serverState(gameId);
    // A card as a value in JSON (the view also has a "watson" key, for his lantern).
    const jacksCards = draft.dealt.jack.map((c) => new RegExp(`"${c}"(?!:)`));

    let game = (await env.http.game<MrJack>(gameId, detective.token)).body;
    expect(game.seats.map((s) => s.role)).toEqual(['Detective', 'Jack']);
    expect(game.pending.map((p) => [p.seat, p.kind, p.prompt])).toEqual([
      [0, 'draft', 'Choose the two characters you keep'],
      [1, 'draft', 'Choose the two characters you keep'],
    ]);
    const kinds = new Set<string>();
    let revealed = false;
    let posts = 0;
    while (game.status === 'active') {
      const decision = game.pending[0]!;
      kinds.add(decision.kind);
      const mine = await env.http.game<MrJack>(gameId, tokens[decision.seat]!);
      const asDetective = decision.seat === 0 ? mine.body : (await env.http.game<MrJack>(gameId, detective.token)).body;
      expect(asDetective.view?.jack).toBeNull();
      expect(asDetective.view?.draft?.jack.dealt).toBeNull();
      revealed = asDetective.view?.draft?.revealed ?? false;
      if (!revealed) {
        // Before the reveal, nothing the Detective gets names a card dealt to Jack.
        const seen = JSON.stringify(asDetective) + JSON.stringify((await env.http.history<MrJack>(gameId, detective.token, '?limit=200')).body);
        for (const card of jacksCards) expect(seen).not.toMatch(card);
      }
      const options = mine.body.legalCommands.filter((c) => c.type !== 'resign');
      expect(options.length).toBeGreaterThan(0);
      // Mostly no accusation, so the game lasts a few rounds.
      const patient = options.filter((c) => c.type !== 'accuse');
      const command = rng.pick(patient.length > 0 && rng.next() < 0.97 ? patient : options);
      const r = await env.http.command<MrJack>(gameId, command, tokens[decision.seat]!, { 'if-match': mine.headers.get('etag')! });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      game = r.body;
      posts++;
      expect(posts).toBeLessThan(600);
    }
    expect(revealed).toBe(true);
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['draft', 'pick', 'place', 'turn']));
    expect(game.status).toBe('finished');
    expect(game.view?.round).toBeGreaterThan(1);
    const { jack: secretJack } = await serverState(gameId);
    expect(game.result).toMatchObject({ winner: expect.stringMatching(/^(jack|detective)$/), jack: secretJack, dealt: draft.dealt });
    // The Detective's history: Jack's deal and pair as counts, his identity without the character.
    const history = (await env.http.history<MrJack>(gameId, detective.token, '?limit=200')).body;
    const events = history.events.flatMap((e) => e.events);
    expect(events.find((e) => e.type === 'CharactersDealt' && e.seat === 1)).toEqual({ type: 'CharactersDealt', seat: 1, role: 'jack', count: 5 });
    expect(events.find((e) => e.type === 'CharactersKept' && e.seat === 1)).toEqual({ type: 'CharactersKept', seat: 1, role: 'jack', count: 2 });
    expect(events.find((e) => e.type === 'JackIdentityDrawn')).not.toHaveProperty('character');
    expect(events.filter((e) => e.type === 'CharacterPlaced')).toHaveLength(8);
    expect(JSON.stringify(history.events.slice(0, -1))).not.toContain('"order"');
  }, 120_000);

  it('a late seat’s draft and placement are played for it, and the e-mails say so', async () => {
    const { detective, jack, gameId } = await newGame({ board: '2016', turnTimeLimitHours: 2 });
    const started = (await env.http.game<MrJack>(gameId, detective.token)).body;
    // Jack chooses; the Detective does not.
    const keep = (await env.http.game<MrJack>(gameId, jack.token)).body.legalCommands[0]!;
    expect((await env.http.command<MrJack>(gameId, keep, jack.token)).status).toBe(200);
    await env.rt.poller.drain();
    const mails = async () => (await env.http.outbox()).body.messages.filter((m) => m.attributes.gameId === gameId && m.attributes.playerId === detective.playerId);
    await waitFor(async () => (await mails()).some((m) => m.message.includes('Choose the two characters you keep')));
    const draftMail = (await mails()).find((m) => m.message.includes('Choose the two characters you keep'))!;
    expect(draftMail.attributes.kind).toBe('decision-needed');
    expect(draftMail.message).toMatch(/first two characters dealt to you \(in the order of the characters table\) are kept for you/);

    // Past the deadline the Detective keeps the first two cards dealt, and the game goes on.
    const swept = await env.http.advanceClock(3);
    expect(swept.body.sweep.fallbacks).toBeGreaterThanOrEqual(1);
    const after = (await env.http.game<MrJack>(gameId, detective.token)).body;
    expect(after.status).toBe('active');
    expect(after.view?.draft?.revealed).toBe(true);
    expect(after.view?.draft?.detective.kept).toEqual(started.view?.draft?.detective.dealt?.slice(0, 2));
    expect(after.pending).toEqual([expect.objectContaining({ seat: 0, kind: 'place', prompt: expect.stringMatching(/^Choose one of .+ and place it on a free street hex$/) })]);
    const fallback = (await env.http.history<MrJack>(gameId, detective.token, `?after=${started.version + 1}`)).body.events[0];
    expect(fallback).toMatchObject({ system: true, seat: null });
    expect(fallback?.events[0]).toMatchObject({ type: 'DeadlinePassed', seat: 0, kind: 'draft' });
    await waitFor(async () => (await mails()).some((m) => m.attributes.kind === 'timed-out'));
    const told = (await mails()).find((m) => m.attributes.kind === 'timed-out')!;
    expect(told.message).toMatch(/fallback applied: the first two characters dealt to you/);

    // The next deadline places a character for the Detective, on the first free street hex.
    await env.rt.poller.drain();
    expect((await env.http.advanceClock(3)).body.sweep.fallbacks).toBeGreaterThanOrEqual(1);
    const placed = (await env.http.game<MrJack>(gameId, jack.token)).body;
    expect(placed.status).toBe('active');
    expect(placed.view?.placement?.cards.filter((c) => c.placed)).toHaveLength(1);
    expect(placed.view?.characters.filter((c) => c.hex !== null).map((c) => c.hex)).toEqual(['a5']);
  });
});
