// Bots end to end over HTTP on the local runtime (DynamoDB Local, the stream poller, the sweeper via
// /_local/clock): a solo game against bots to the end, onTimeout "bot" (a passed deadline, away,
// back), leaving a game being played (a bot or the fallback plays the seat), bad `bots` bodies, and
// the real games' bots when they exist.
import { describe, expect, it } from 'vitest';
import { waitFor } from '../support/http/http.js';
import { useTestRuntime } from '../support/runtime.js';

const env = useTestRuntime();

interface Seat {
  seat: number;
  name: string;
  playerId: string;
  away: boolean;
  bot?: { level: string };
}
interface Game {
  gameId: string;
  version: number;
  status: string;
  seats: Seat[];
  pending: { seat: number; kind: string }[];
  onHold: boolean;
  legalCommands: unknown[];
  options: Record<string, unknown>;
  result: { winners: number[]; summary: string } | null;
}
interface HistoryEntry {
  version: number;
  seat: number | null;
  system: boolean;
  bot?: { level: string };
  events: { type: string; seat?: number }[];
}

const unique = (name: string) => `${name}${Math.random().toString(36).slice(2, 6)}`;
const create = (token: string, body: unknown) => env.http.post<Game>('/games', body, token);
const game = async (gameId: string, token: string) => (await env.http.game(gameId, token)).body as unknown as Game;
const history = async (gameId: string, token: string) => {
  const all: HistoryEntry[] = [];
  for (;;) {
    const query = all.length === 0 ? '?limit=200' : `?after=${all.at(-1)!.version}&limit=200`;
    const r = await env.http.history(gameId, token, query);
    if (r.status !== 200) throw new Error(`history: ${r.status} ${r.text}`);
    const page = r.body as unknown as { events: HistoryEntry[]; hasMore: boolean };
    all.push(...page.events);
    if (!page.hasMore) return all;
  }
};

/** Waits until the bots have moved: the game is over or waits for `seat` (the stream poller runs them). */
async function untilTurnOf(gameId: string, token: string, seat: number, timeoutMs = 20_000): Promise<Game> {
  return (
    await waitFor(async () => {
      const g = await game(gameId, token);
      return (g.status === 'finished' || g.pending.some((p) => p.seat === seat)) && g;
    }, timeoutMs)
  ).value;
}

describe('a solo game against bots', () => {
  it('plays the counter game with three bots to the end; the seats and the history show the bots', async () => {
    const ada = await env.http.register(unique('Ada'));
    const made = await create(ada.token, { game: 'counter', options: { players: 4, target: 24 }, bots: [{ seat: 1 }, { seat: 2, level: 'easy' }, { seat: 3, level: 'hard' }] });
    expect(made.status).toBe(201);
    expect(made.body.status).toBe('active');
    expect(made.body.seats.map((s) => s.bot?.level ?? null)).toEqual([null, 'normal', 'easy', 'hard']);
    const gameId = made.body.gameId;
    let g = made.body;
    for (let i = 0; i < 40 && g.status !== 'finished'; i++) {
      if (g.pending.some((p) => p.seat === 0)) await env.http.command(gameId, { type: 'add', n: 1 }, ada.token);
      g = await untilTurnOf(gameId, ada.token, 0);
    }
    expect(g.status).toBe('finished');
    const moves = (await history(gameId, ada.token)).slice(1);
    // Every bot seat moved, recorded as a bot with its level, by ordinary versions one after another.
    for (const seat of [1, 2, 3]) expect(moves.some((m) => m.seat === seat && m.bot !== undefined && !m.system)).toBe(true);
    expect(moves.filter((m) => m.bot).map((m) => [m.seat, m.bot!.level])).toEqual(
      expect.arrayContaining([
        [1, 'normal'],
        [2, 'easy'],
        [3, 'hard'],
      ]),
    );
    expect(moves.every((m, i) => m.version === i + 1)).toBe(true);
    // The list shows Ada's game only in Ada's list; bots have no list. (The list is a read model:
    // it shows the finished game once the stream consumer has projected the last version.)
    const { value: mine } = await waitFor(async () => (await env.http.myGames(ada.token)).body.games.find((x) => x.gameId === gameId && x.status === 'finished'));
    expect(mine?.players.map((p) => p.name)).toEqual([expect.stringContaining('Ada'), 'Bot (normal)', 'Bot (easy)', 'Bot (hard)']);
    expect(mine?.players.map((p) => p.bot?.level ?? null)).toEqual([null, 'normal', 'easy', 'hard']);
    // With the game's result: who won and its sentence, as on the game's page.
    expect(g.result).not.toBeNull();
    expect(mine?.result).toEqual({ winners: g.result!.winners, summary: g.result!.summary });
  });

  it('refuses bad bots bodies with a 4xx problem and creates nothing', async () => {
    const ada = await env.http.register(unique('Ada'));
    const before = (await env.http.myGames(ada.token)).body.games.length;
    const bad: [unknown, string][] = [
      [[{ seat: 0 }], 'invalid-body'],
      [[{ seat: 1, level: 'genius' }], 'invalid-body'],
      [{ seat: 1 }, 'invalid-body'],
      [[{ seat: 1, extra: true }], 'invalid-body'],
      [[{ seat: 2 }], 'invalid-bots'],
      [[{ seat: 1 }, { seat: 1 }], 'invalid-bots'],
    ];
    for (const [bots, code] of bad) {
      const r = await create(ada.token, { game: 'counter', options: { players: 2 }, bots });
      expect([r.status, r.problem?.code], JSON.stringify(bots)).toEqual([400, code]);
    }
    const r = await create(ada.token, { game: 'counter', options: { players: 2, onTimeout: 'later' } });
    expect([r.status, r.problem?.code]).toEqual([400, 'invalid-options']);
    await env.rt.poller.drain(20_000);
    expect((await env.http.myGames(ada.token)).body.games).toHaveLength(before);
  });
});

describe('onTimeout "bot"', () => {
  it('is recorded in the history: GameCreated says onTimeout "bot", and says nothing for the default fallback', async () => {
    const ada = await env.http.register(unique('Ada'));
    const created = async (options: Record<string, unknown>) => {
      const made = await create(ada.token, { game: 'counter', options: { players: 2, ...options } });
      expect(made.status).toBe(201);
      const first = (await history(made.body.gameId, ada.token))[0]!;
      expect(first.version).toBe(0);
      return first.events.find((e) => e.type === 'GameCreated') as Record<string, unknown> | undefined;
    };
    expect(await created({ onTimeout: 'bot', turnTimeLimitHours: 6 })).toMatchObject({ type: 'GameCreated', onTimeout: 'bot', turnTimeLimitHours: 6, seatCount: 2 });
    for (const options of [{}, { onTimeout: 'fallback' }]) {
      const event = await created(options);
      expect(event).toMatchObject({ type: 'GameCreated', seatCount: 2 });
      expect(event).not.toHaveProperty('onTimeout');
    }
  });

  it('plays a passed deadline with the bot, marks the seat away after two and then plays it at once from the stream, until its player is back', async () => {
    const ada = await env.http.register(unique('Ada'));
    const bob = await env.http.register(unique('Bob'));
    const made = await create(ada.token, { game: 'counter', options: { players: 2, target: 1000, turnTimeLimitHours: 4, onTimeout: 'bot' } });
    expect(made.body.options).toMatchObject({ onTimeout: 'bot', turnTimeLimitHours: 4 });
    const gameId = made.body.gameId;
    await env.http.join(gameId, bob.token);
    await env.rt.poller.drain(20_000);
    // Ada's first deadline passes: the bot plays her move.
    // (The runtime's own timer may sweep first: wait for the move rather than count this sweep's.)
    await env.http.advanceClock(4.5);
    await waitFor(async () => (await history(gameId, ada.token)).at(-1)!.events[0]?.type === 'DeadlinePassed');
    let last = (await history(gameId, ada.token)).at(-1)!;
    expect(last).toMatchObject({ seat: 0, system: false, bot: { level: 'normal' } });
    expect(last.events[0]).toMatchObject({ type: 'DeadlinePassed', seat: 0 });
    await waitFor(async () => (await env.http.outbox()).body.messages.some((m) => m.attributes.gameId === gameId && m.attributes.kind === 'timed-out'));
    const told = (await env.http.outbox()).body.messages.find((m) => m.attributes.gameId === gameId && m.attributes.kind === 'timed-out')!;
    expect(told.message).toContain('a bot played this move for you');
    expect(told.message).not.toContain('fallback');
    // Bob moves; Ada's second deadline passes: away.
    await env.http.command(gameId, { type: 'add', n: 1 }, bob.token);
    await env.rt.poller.drain(20_000);
    await env.http.advanceClock(4.5);
    await waitFor(async () => (await history(gameId, ada.token)).at(-1)!.events[1]?.type === 'SeatAway');
    last = (await history(gameId, ada.token)).at(-1)!;
    // The platform's events first, then the game's (the bot's add).
    expect(last.events.map((e) => e.type)).toEqual(['DeadlinePassed', 'SeatAway', 'Added']);
    expect((await game(gameId, bob.token)).seats[0]!.away).toBe(true);
    // Away: after Bob's move the bot plays Ada's seat at once, from the stream (no clock advance).
    const v = (await env.http.command(gameId, { type: 'add', n: 1 }, bob.token)).body.version;
    const g = await untilTurnOf(gameId, bob.token, 1, 5_000);
    expect(g.version).toBe(v + 1);
    last = (await history(gameId, ada.token)).at(-1)!;
    expect(last).toMatchObject({ seat: 0, bot: { level: 'normal' }, events: [{ type: 'Added', seat: 0 }] });
    // Ada is back: she says so, and her next turn waits for her.
    const back = await env.http.post<Game>(`/games/${gameId}/back`, undefined, ada.token);
    expect(back.status).toBe(200);
    expect(back.body.seats[0]!.away).toBe(false);
    last = (await history(gameId, ada.token)).at(-1)!;
    expect(last).toMatchObject({ seat: 0, system: false, events: [{ type: 'SeatBack', seat: 0 }] });
    expect(last.bot).toBeUndefined();
    const before = (await env.http.command(gameId, { type: 'add', n: 1 }, bob.token)).body.version;
    await env.rt.poller.drain(20_000);
    await new Promise((r) => setTimeout(r, 300));
    const waiting = await game(gameId, ada.token);
    expect([waiting.version, waiting.pending.map((p) => p.seat)]).toEqual([before, [0]]);
    expect((await env.http.command(gameId, { type: 'add', n: 2 }, ada.token)).status).toBe(200);
    // Coming back again changes nothing.
    const again = await env.http.post<Game>(`/games/${gameId}/back`, {}, ada.token);
    expect([again.status, again.body.version]).toEqual([200, before + 1]);
    expect((await env.http.post(`/games/${gameId}/back`, { now: true }, ada.token)).problem?.code).toBe('invalid-body');
  });
});

describe('leaving a game being played', () => {
  it('marks the seat away at once, so its turns are played for it without waiting out its deadlines; leaving again changes nothing, and its player may come back', async () => {
    const ada = await env.http.register(unique('Ada'));
    const bob = await env.http.register(unique('Bob'));
    const made = await create(ada.token, { game: 'counter', options: { players: 2, target: 1000, onTimeout: 'bot' } });
    const gameId = made.body.gameId;
    await env.http.join(gameId, bob.token);
    const started = await game(gameId, ada.token);
    expect(started.pending.map((p) => p.seat)).toEqual([0]);
    // Ada leaves while her turn waits: she stays seated, away.
    const left = await env.http.post<Game>(`/games/${gameId}/leave`, undefined, ada.token);
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ status: 'active', you: 0, version: started.version + 1 });
    expect(left.body.seats[0]!.away).toBe(true);
    expect((await history(gameId, bob.token)).find((h) => h.version === started.version + 1)).toMatchObject({ seat: 0, events: [{ type: 'SeatAway', seat: 0 }] });
    // Her pending turn is played at once by the bot, from the stream: Bob's turn, no clock moved.
    const bobsTurn = await untilTurnOf(gameId, bob.token, 1, 10_000);
    expect(bobsTurn.version).toBe(started.version + 2);
    expect((await history(gameId, bob.token)).at(-1)).toMatchObject({ seat: 0, bot: { level: 'normal' }, events: [{ type: 'Added', seat: 0 }] });
    // Leaving again appends nothing.
    const again = await env.http.post<Game>(`/games/${gameId}/leave`, {}, ada.token);
    expect([again.status, again.body.version, again.body.seats[0]!.away]).toEqual([200, bobsTurn.version, true]);
    // Bob plays on; Ada's turns keep being played for her until she is back.
    const v = (await env.http.command(gameId, { type: 'add', n: 1 }, bob.token)).body.version;
    expect((await untilTurnOf(gameId, bob.token, 1, 10_000)).version).toBe(v + 1);
    const back = await env.http.post<Game>(`/games/${gameId}/back`, undefined, ada.token);
    expect([back.status, back.body.seats[0]!.away]).toEqual([200, false]);
    expect((await env.http.post(`/games/${gameId}/leave`, { soon: true }, ada.token)).problem?.code).toBe('invalid-body');
  });

  it("with the game's fallback: the leaver's turns are played at once; once every player has left, the game waits for one of them to come back", async () => {
    const ada = await env.http.register(unique('Ada'));
    const bob = await env.http.register(unique('Bob'));
    const made = await create(ada.token, { game: 'counter', options: { players: 2, target: 1000, turnTimeLimitHours: 8 } });
    const gameId = made.body.gameId;
    await env.http.join(gameId, bob.token);
    // Bob leaves; Ada moves; Bob's turn is played for him at once by the platform.
    await env.http.post<Game>(`/games/${gameId}/leave`, undefined, bob.token);
    const v = (await env.http.command(gameId, { type: 'add', n: 1 }, ada.token)).body.version;
    expect((await untilTurnOf(gameId, ada.token, 0, 10_000)).version).toBe(v + 1);
    expect((await history(gameId, ada.token)).at(-1)).toMatchObject({ seat: null, system: true, events: [{ type: 'Added', seat: 1 }] });
    // Ada is told by mail that Bob left.
    const left1 = await waitFor(async () => (await env.http.outbox()).body.messages.find((m) => m.attributes.gameId === gameId && m.attributes.kind === 'player-left'));
    expect([left1.value.attributes.playerId, left1.value.subject]).toEqual([ada.playerId, expect.stringMatching(/left: Counter/)]);
    // Bob's list says his seat is away (from the game's summary: his row was not rewritten); Ada's, not hers.
    const listed = async (token: string) => (await env.http.myGames(token)).body.games.find((g) => g.gameId === gameId)?.away;
    await env.rt.poller.drain(20_000);
    expect([await listed(bob.token), await listed(ada.token)]).toEqual([true, false]);
    // Ada leaves too: nobody is at the table, so nothing is played, even days later.
    const left = await env.http.post<Game>(`/games/${gameId}/leave`, undefined, ada.token);
    expect([left.body.seats.map((s) => s.away), left.body.onHold]).toEqual([[true, true], true]);
    await env.rt.poller.drain(20_000);
    expect((await env.http.advanceClock(24 * 4)).status).toBe(200);
    await env.rt.poller.drain(20_000);
    const still = await game(gameId, ada.token);
    expect([still.status, still.version, still.pending.map((p) => p.seat)]).toEqual(['active', left.body.version, [0]]);
    // Bob is back: Ada's turn, still away, is played at once again, and then Bob's turn waits for him.
    const back = await env.http.post<Game>(`/games/${gameId}/back`, undefined, bob.token);
    expect([back.body.seats.map((s) => s.away), back.body.onHold]).toEqual([[true, false], false]);
    const bobsTurn = await untilTurnOf(gameId, bob.token, 1, 10_000);
    expect(bobsTurn.version).toBe(back.body.version + 1);
    expect((await history(gameId, bob.token)).at(-1)).toMatchObject({ seat: null, system: true, events: [{ type: 'Added', seat: 0 }] });
    await env.rt.poller.drain(20_000);
    expect([await listed(bob.token), await listed(ada.token)]).toEqual([false, true]);
  });

  it('a game every player left is abandoned 30 days on: cancelled, its players mailed, gone from the games in play', async () => {
    const ada = await env.http.register(unique('Ada'));
    const bob = await env.http.register(unique('Bob'));
    const gameId = (await create(ada.token, { game: 'counter', options: { players: 2, target: 1000, turnTimeLimitHours: 8 } })).body.gameId;
    await env.http.join(gameId, bob.token);
    await env.http.post<Game>(`/games/${gameId}/leave`, undefined, bob.token);
    const left = await env.http.post<Game & { abandonAt?: string; updatedAt: string }>(`/games/${gameId}/leave`, undefined, ada.token);
    expect(left.body.onHold).toBe(true);
    const abandonAt = left.body.abandonAt!;
    expect(Date.parse(abandonAt) - Date.parse(left.body.updatedAt)).toBe(30 * 24 * 3_600_000);
    await env.rt.poller.drain(20_000);
    // 29 days on, it still waits; 30 days on, the sweeper abandons it.
    await env.http.advanceClock(24 * 29);
    await env.rt.poller.drain(20_000);
    expect((await game(gameId, ada.token)).status).toBe('active');
    await env.http.advanceClock(24);
    const over = (await waitFor(async () => {
      const g = await game(gameId, ada.token);
      return g.status === 'cancelled' && g;
    }, 10_000)).value;
    expect([over.onHold, over.pending, over.legalCommands, over.result]).toEqual([false, [], [], null]);
    expect((await history(gameId, ada.token)).at(-1)).toMatchObject({ seat: null, system: true, events: [{ type: 'GameAbandoned', days: 30 }] });
    const mails = await waitFor(async () => {
      const found = (await env.http.outbox()).body.messages.filter((m) => m.attributes.gameId === gameId && m.attributes.kind === 'game-abandoned');
      return found.length === 2 && found;
    });
    expect(mails.value.map((m) => m.attributes.playerId).sort()).toEqual([ada.playerId, bob.playerId].sort());
    await env.rt.poller.drain(20_000);
    const entry = (await env.http.myGames(ada.token)).body.games.find((g) => g.gameId === gameId);
    expect([entry?.status, entry?.cancelledBecause]).toEqual(['cancelled', 'abandoned']);
    expect((await env.http.game(gameId, bob.token)).body).toMatchObject({ status: 'cancelled', cancelledBecause: 'abandoned' });
    expect((await env.http.command(gameId, { type: 'add', n: 1 }, ada.token)).problem?.code).toBe('game-cancelled');
  });
});

describe('the real games', () => {
  it('plays a solo Ripper Rummy against two bots to the end', async () => {
    const ada = await env.http.register(unique('Ada'));
    const made = await create(ada.token, { game: 'ripper-rummy', options: { players: 3, targetScore: 30, onTimeout: 'bot' }, bots: [{ seat: 1 }, { seat: 2 }] });
    expect(made.status).toBe(201);
    const gameId = made.body.gameId;
    let g = made.body;
    // Ada plays simply: her last legal command each time.
    for (let i = 0; i < 2_000 && g.status !== 'finished'; i++) {
      if (g.pending.some((p) => p.seat === 0) && g.legalCommands.length > 0) await env.http.command(gameId, g.legalCommands.at(-1), ada.token);
      g = await untilTurnOf(gameId, ada.token, 0, 60_000);
    }
    expect(g.status).toBe('finished');
    expect(g.result?.summary).toEqual(expect.any(String));
  }, 600_000);

  it('plays a solo Mr. Jack against the bot to the end', async () => {
    const ada = await env.http.register(unique('Ada'));
    const made = await create(ada.token, { game: 'mr-jack', options: { role: 'jack' }, bots: [{ seat: 1, level: 'easy' }] });
    expect([made.status, made.body.status]).toEqual([201, 'active']);
    const gameId = made.body.gameId;
    let g = made.body;
    for (let i = 0; i < 400 && g.status !== 'finished'; i++) {
      if (g.pending.some((p) => p.seat === 0) && g.legalCommands.length > 0) await env.http.command(gameId, g.legalCommands[0], ada.token);
      g = await untilTurnOf(gameId, ada.token, 0, 60_000);
    }
    expect(g.status).toBe('finished');
    expect((await history(gameId, ada.token)).some((m) => m.seat === 1 && m.bot?.level === 'easy')).toBe(true);
  }, 600_000);

  it('plays a solo Mr. Jack with onTimeout "bot" to the end: every deadline played by a bot, never a forfeit', async () => {
    const ada = await env.http.register(unique('Ada'));
    const made = await create(ada.token, { game: 'mr-jack', options: { role: 'detective', turnTimeLimitHours: 1, onTimeout: 'bot' }, bots: [{ seat: 1 }] });
    expect(made.status).toBe(201);
    const gameId = made.body.gameId;
    // Ada never plays: each of her deadlines passes and the bot plays for her (away after two: at once).
    // Once her seat is away both seats are bots, and the stream plays the rest of the game within one
    // drain: on a loaded machine that took over 20 s (CI, 2 December), so each drain may take 2 minutes.
    let g = made.body;
    for (let i = 0; i < 400 && g.status !== 'finished'; i++) {
      await env.rt.poller.drain(120_000);
      await env.http.advanceClock(1.5);
      await env.rt.poller.drain(120_000);
      g = await game(gameId, ada.token);
    }
    expect(g.status).toBe('finished');
    expect(JSON.stringify(g.result)).not.toMatch(/forfeit/i);
    const moves = await history(gameId, ada.token);
    expect(moves.filter((m) => m.system)).toEqual([]);
  }, 600_000);
});
