// Nothing hidden leaks into a notification: messages are a function of public facts only.
// Changing a secret (another seat's hand, the draw pile, Jack's identity) never changes a message.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createRng } from '../../../domain/engine/rng.js';
import { productGames } from '../../../domain/games/registry.js';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import type { GameRecord } from '../../../lambdas/app/core/model.js';
import type { OutgoingMessage } from '../../../lambdas/app/core/ports.js';
import { registerPlayer } from '../../../lambdas/app/accounts/players.js';
import { submitCommand } from '../../../lambdas/app/games/submit-command.js';
import { messagesFor, reminderMessage } from '../../../lambdas/app/mail/messages.js';
import { recapRead } from '../../../lambdas/app/mail/recap.js';
import { payloadBody, playerEventsFor } from '../../../lambdas/app/webhooks/payloads.js';
import { digestMail } from '../../../lambdas/app/notifications/digest-mail.js';
import { replyAnswer } from '../../../lambdas/app/inbound/reply-answers.js';
import { memoryContext } from '../../support/memory-stores.js';
import { unwrap } from '../../support/http/players.js';

/** A game played by random legal commands, avoiding those of `avoid` while others exist (a resignation, an early accusation end it). */
async function playedRecords(game: string, options: Record<string, unknown>, seats: number, steps: number, avoid: readonly string[] = ['resign']): Promise<GameRecord[]> {
  const ctx = memoryContext(productGames);
  const players = [];
  for (let i = 0; i < seats; i++) players.push((await ctx.players.get(unwrap(await registerPlayer(ctx, { name: `P${i}`, email: `p${i}@example.com` })).playerId))!);
  const gameId = unwrap(await createGame(ctx, players[0]!, { game, options }, null)).resource.gameId;
  for (const p of players.slice(1)) unwrap(await joinGame(ctx, p, gameId));
  const rng = createRng(`secrecy-${game}`, 0);
  const definition = productGames.get(game)!;
  for (let i = 0; i < steps; i++) {
    const latest = (await ctx.events.latest(gameId))!;
    if (latest.snapshot.status !== 'active') break;
    const seat = rng.pick(latest.snapshot.pending).seat;
    const cmds: unknown[] = definition.legalCommands(latest.snapshot.state, seat);
    const playable = cmds.filter((c) => !avoid.includes(Command.parse(c).type));
    unwrap(await submitCommand(ctx, players[seat]!, gameId, { command: rng.pick(playable.length ? playable : cmds) }));
  }
  return ctx.events.all(gameId);
}

/**
 * A message without the reader's numbered moves (play by mail): those are the reader's own legal
 * commands, which may name what only the reader sees (their cards, Jack's escape for Jack's player);
 * the contract test holds them to the reader's non-interference (test/games/contract.test.ts).
 */
const publicPart = (messages: readonly OutgoingMessage[]) => messages.map(({ moves: _moves, ...rest }) => rest);

function withState(r: GameRecord, change: (state: unknown) => unknown): GameRecord {
  return { ...r, snapshot: { ...r.snapshot, state: change(structuredClone(r.snapshot.state)) } };
}

// The parts of each game's server state these tests move around (everything else is kept as is).
const Command = z.looseObject({ type: z.string() });
const RummyState = z.looseObject({ hands: z.array(z.array(z.string())), drawPile: z.array(z.string()) });
const JackState = z.looseObject({ jack: z.string(), draws: z.array(z.looseObject({ role: z.string(), card: z.string() })) });

describe('notification secrecy', () => {
  it('Ripper Rummy: messages never name a card and do not change when hidden cards move', async () => {
    const game = productGames.get('ripper-rummy')!;
    const records = await playedRecords('ripper-rummy', { players: 3 }, 3, 150);
    let compared = 0;
    for (const r of records.filter((x) => x.snapshot.status === 'active')) {
      const messages = messagesFor(game, r, 'https://play.example');
      const reminders = r.snapshot.pending.map((d) => reminderMessage(game, r, d, 'https://play.example'));
      const allCards = RummyState.parse(r.snapshot.state).hands.flat();
      for (const m of [...messages, ...reminders]) for (const card of allCards) expect(`${m.subject}\n${m.body}`).not.toContain(card);
      // Swap the hands of seats 1 and 2 and reverse the draw pile: seat 0's mail must not change.
      const altered = withState(r, (state) => {
        const s = RummyState.parse(state);
        return { ...s, hands: [s.hands[0], s.hands[2], s.hands[1]], drawPile: [...s.drawPile].reverse() };
      });
      expect(publicPart(messagesFor(game, altered, 'https://play.example'))).toEqual(publicPart(messages));
      compared++;
    }
    expect(compared).toBeGreaterThan(50);
  });

  it("Mr. Jack: messages do not change with Jack's identity or his Holmes draws", async () => {
    const game = productGames.get('mr-jack')!;
    const records = await playedRecords('mr-jack', { role: 'detective' }, 2, 200);
    let compared = 0;
    for (const r of records.filter((x) => x.snapshot.status === 'active')) {
      const other = JackState.parse(r.snapshot.state).jack === 'holmes' ? 'watson' : 'holmes';
      const altered = withState(r, (state) => {
        const s = JackState.parse(state);
        return { ...s, jack: other, draws: s.draws.map((d) => (d.role === 'jack' ? { ...d, card: other } : d)) };
      });
      expect(publicPart(messagesFor(game, altered, 'https://play.example'))).toEqual(publicPart(messagesFor(game, r, 'https://play.example')));
      for (const d of r.snapshot.pending) expect(publicPart([reminderMessage(game, altered, d, '')])).toEqual(publicPart([reminderMessage(game, r, d, '')]));
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });

  // The your-turn mail's and the reminder's recap tell the versions before them (recap.ts): what a
  // spectator may not see in their events, drawn anew, never changes a mail (the reader's own cards included).
  for (const [id, options, seats] of [['ripper-rummy', { players: 3 }, 3], ['mr-jack', {}, 2], ['mr-jack', { extension: true }, 2]] as const) {
    it(`${id}${'extension' in options ? ' (Extension)' : ''}: a recap names nothing hidden from a spectator in the versions it tells`, async () => {
      const game = productGames.get(id)!;
      const records = await playedRecords(id, options, seats, 120, ['resign', 'accuse']);
      const rng = createRng(`recap-secrecy-${id}`, 0);
      const hiddenRedrawn = (r: GameRecord): GameRecord => ({ ...r, events: r.events.map((e) => game.perturbHiddenEvent(e, 'spectator', rng)) });
      let recaps = 0;
      for (const [i, r] of records.entries()) {
        const earlier = records.slice(Math.max(0, i - recapRead(seats)), i);
        const mails = messagesFor(game, r, 'https://play.example', earlier);
        const altered = messagesFor(game, hiddenRedrawn(r), 'https://play.example', earlier.map(hiddenRedrawn));
        expect(altered).toEqual(mails);
        for (const d of r.snapshot.pending) expect(reminderMessage(game, hiddenRedrawn(r), d, '', earlier.map(hiddenRedrawn))).toEqual(reminderMessage(game, r, d, '', earlier));
        recaps += mails.filter((m) => m.body.includes('Since your last move:')).length;
      }
      expect(recaps).toBeGreaterThan(10);
    });
  }
});

// The daily digest (lambdas/app/notifications/digest-mail.ts) is held to the same non-interference:
// what a spectator may not see — in the state and in the versions its recaps tell — drawn anew
// never changes a reader's digest, and it names no card.
describe('digest secrecy', () => {
  for (const [id, options, seats] of [['ripper-rummy', { players: 3 }, 3], ['mr-jack', {}, 2], ['mr-jack', { extension: true }, 2]] as const) {
    it(`${id}${'extension' in options ? ' (Extension)' : ''}: a digest does not change when what is hidden from a spectator changes`, async () => {
      const game = productGames.get(id)!;
      const records = await playedRecords(id, options, seats, 120, ['resign', 'accuse']);
      const rng = createRng(`digest-secrecy-${id}`, 0);
      const hiddenRedrawn = (r: GameRecord): GameRecord => ({
        ...r,
        events: r.events.map((e) => game.perturbHiddenEvent(e, 'spectator', rng)),
        snapshot: { ...r.snapshot, state: r.snapshot.state === null ? null : game.perturbHidden(r.snapshot.state, 'spectator', rng) },
      });
      let digests = 0;
      for (const [i, r] of records.entries()) {
        if (r.snapshot.status !== 'active') continue;
        const earlier = records.slice(Math.max(0, i - recapRead(seats)), i);
        for (const seat of new Set(r.snapshot.pending.map((d) => d.seat))) {
          const digest = digestMail(`P${seat}`, [{ game, record: r, seat, earlier }], 'https://play.example', { timeZone: null, clock: '24h' });
          expect(digest).not.toBeNull();
          expect(digestMail(`P${seat}`, [{ game, record: hiddenRedrawn(r), seat, earlier: earlier.map(hiddenRedrawn) }], 'https://play.example', { timeZone: null, clock: '24h' })).toEqual(digest);
          if (id === 'ripper-rummy') for (const card of RummyState.parse(r.snapshot.state).hands.flat()) expect(digest!.body).not.toContain(card);
          digests++;
        }
      }
      expect(digests).toBeGreaterThan(20);
    });
  }
});

// Webhook payloads (docs/webhooks.md) are held to the same: public facts only, the same whatever is hidden.
describe('webhook payload secrecy', () => {
  const bodies = (game: Parameters<typeof playerEventsFor>[0], r: GameRecord) => playerEventsFor(game, r).map((e) => `${e.playerId} ${payloadBody(e, r.at)}`);

  it('Ripper Rummy: payloads never name a card or an address and do not change when hidden cards move', async () => {
    const game = productGames.get('ripper-rummy')!;
    const records = await playedRecords('ripper-rummy', { players: 3 }, 3, 150);
    const rng = createRng('webhook-secrecy-rummy', 0);
    let compared = 0;
    for (const r of records) {
      const sent = bodies(game, r);
      for (const b of sent) expect(b).not.toContain('@');
      if (r.snapshot.status !== 'active') continue;
      const allCards = RummyState.parse(r.snapshot.state).hands.flat();
      for (const b of sent) for (const card of allCards) expect(b).not.toContain(`"${card}"`);
      const altered = withState(r, (state) => {
        const s = RummyState.parse(state);
        return { ...s, hands: [s.hands[0], s.hands[2], s.hands[1]], drawPile: [...s.drawPile].reverse() };
      });
      const redrawn = { ...altered, events: r.events.map((e) => game.perturbHiddenEvent(e, 'spectator', rng)) };
      expect(bodies(game, redrawn)).toEqual(sent);
      compared += sent.length;
    }
    expect(compared).toBeGreaterThan(50);
  });

  it("Mr. Jack: payloads do not change with Jack's identity or his draws, and never name him while the game runs", async () => {
    const game = productGames.get('mr-jack')!;
    const records = await playedRecords('mr-jack', { role: 'detective' }, 2, 200);
    let compared = 0;
    for (const r of records.filter((x) => x.snapshot.status === 'active')) {
      const jack = JackState.parse(r.snapshot.state).jack;
      const other = jack === 'holmes' ? 'watson' : 'holmes';
      const altered = withState(r, (state) => {
        const s = JackState.parse(state);
        return { ...s, jack: other, draws: s.draws.map((d) => (d.role === 'jack' ? { ...d, card: other } : d)) };
      });
      const sent = bodies(game, r);
      expect(bodies(game, altered)).toEqual(sent);
      for (const b of sent) expect(b).not.toContain(`"${jack}"`);
      compared += sent.length;
    }
    expect(compared).toBeGreaterThan(20);
  });
});

// The answers to replies that played nothing (lambdas/app/inbound/reply-answers.ts) list the
// reader's moves at the current version: what the reader may not see, drawn anew, never changes
// an answer, its numbered moves included; and the rejection words are only the reader's own.
describe('reply answer secrecy', () => {
  for (const [id, options, seats] of [['ripper-rummy', { players: 3 }, 3], ['mr-jack', {}, 2], ['mr-jack', { extension: true }, 2]] as const) {
    it(`${id}${'extension' in options ? ' (Extension)' : ''}: an answer does not change when what its reader may not see changes`, async () => {
      const game = productGames.get(id)!;
      const records = await playedRecords(id, options, seats, 80, ['resign', 'accuse']);
      const rng = createRng(`reply-answer-secrecy-${id}`, 0);
      const troubles = [{ kind: 'unread' }, { kind: 'stale' }, { kind: 'rejected', detail: 'That card is not in your hand.' }] as const;
      let answers = 0;
      for (const r of records.filter((x) => x.snapshot.status === 'active')) {
        for (let seat = 0; seat < seats; seat++) {
          const redrawn: GameRecord = { ...r, snapshot: { ...r.snapshot, state: game.perturbHidden(r.snapshot.state, seat, rng) } };
          for (const trouble of troubles) {
            const answer = replyAnswer(game, r, seat, trouble, 'https://play.example');
            expect(replyAnswer(game, redrawn, seat, trouble, 'https://play.example')).toEqual(answer);
            if (id === 'ripper-rummy') {
              const hidden = RummyState.parse(r.snapshot.state).hands.filter((_, i) => i !== seat).flat();
              const mine = new Set(RummyState.parse(r.snapshot.state).hands[seat]);
              const named = new Set(`${answer.body} ${(answer.moves?.commands ?? []).map((c) => c.words).join(' ')}`.split(/\s+/));
              for (const card of hidden.filter((c) => !mine.has(c))) expect(named.has(card), card).toBe(false);
            }
            answers++;
          }
        }
      }
      expect(answers).toBeGreaterThan(100);
    });
  }
});
