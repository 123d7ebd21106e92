// The time bank end to end on the local runtime, driven by /_local/clock and the sweeper: each
// decision's deadline is its start plus the seat's bank; after each decision the bank is what was
// left plus the increment, never more than the maximum; when a bank runs out, the fallback plays.
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../../support/runtime.js';

const env = useTestRuntime();
const HOUR = 3_600_000;
const bank = { initialHours: 10, incrementHours: 4, maxHours: 12 };

interface Banked {
  version: number;
  pending: { seat: number; deadline: string }[];
  options: Record<string, unknown>;
  timeBank?: { initialHours: number; incrementHours: number; maxHours: number; seats: { seat: number; hours: number }[] };
}
const now = async () => Date.parse((await env.http.get<{ now: string }>('/_local/clock')).body.now);
/** The local clock runs on between a request and the next: times are compared to within a minute. */
const near = (iso: string | undefined, ms: number) => expect(Math.abs(Date.parse(iso ?? '') - ms)).toBeLessThan(60_000);
const banks = (g: Banked) => g.timeBank?.seats.map((s) => s.hours) ?? [];

async function players() {
  const tag = Math.random().toString(36).slice(2, 6);
  return { ada: await env.http.register(`Ada${tag}`), bob: await env.http.register(`Bob${tag}`) };
}

describe('a time-bank game over the local runtime', () => {
  it('gives each decision the bank, adds the increment up to the cap, and plays the fallback when a bank runs out', async () => {
    const { ada, bob } = await players();
    const created = await env.http.createGame({ game: 'counter', options: { target: 100, timeBank: bank } }, ada.token);
    expect(created.status).toBe(201);
    const gameId = created.body.gameId;
    const joined = (await env.http.join(gameId, bob.token)).body as unknown as Banked;
    expect(joined.options).toMatchObject({ timeBank: bank });
    expect(joined.timeBank).toMatchObject({ ...bank, seats: [{ seat: 0, hours: 10 }, { seat: 1, hours: 10 }] });
    near(joined.pending[0]?.deadline, (await now()) + 10 * HOUR);
    const play = async (token: string) => {
      const g = (await env.http.game(gameId, token)).body as unknown as Banked;
      const r = await env.http.command(gameId, { type: 'add', n: 1 }, token, { 'if-match': `"${g.version}"` });
      expect(r.status).toBe(200);
      return r.body as unknown as Banked;
    };

    // Ada takes 3 of her 10 hours: 7 + 4 = 11. Bob's decision gets his 10.
    await env.http.advanceClock(3);
    let g = await play(ada.token);
    expect(banks(g)[0]).toBeCloseTo(11, 1);
    near(g.pending[0]?.deadline, (await now()) + 10 * HOUR);
    // Bob answers at once: 10 + 4, capped at 12. Ada's next decision gets her 11.
    g = await play(bob.token);
    expect(banks(g)[1]).toBe(12);
    expect(g.pending[0]?.seat).toBe(0);
    near(g.pending[0]?.deadline, (await now()) + 11 * HOUR);
    // Ada at once: capped at 12 too; Bob's decision gets 12.
    g = await play(ada.token);
    expect(banks(g)[0]).toBe(12);
    near(g.pending[0]?.deadline, (await now()) + 12 * HOUR);

    // Bob lets his bank run out (no auto-vacation): no fallback before the deadline, the fallback at it, and only the increment left.
    expect((await env.http.updateMe(bob.token, { autoVacation: false })).status).toBe(200);
    await env.http.advanceClock(11.9);
    const before = (await env.http.game(gameId, bob.token)).body as unknown as Banked;
    expect(before.pending[0]?.seat).toBe(1);
    await env.http.advanceClock(0.2);
    const after = (await env.http.game(gameId, bob.token)).body as unknown as Banked;
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.pending[0]?.seat).toBe(0);
    expect(banks(after)[1]).toBe(4);
    const history = (await env.http.history(gameId, ada.token)).body.events.flatMap((e) => e.events as { type: string; seat?: number }[]);
    expect(history).toContainEqual(expect.objectContaining({ type: 'DeadlinePassed', seat: 1 }));
  });

  it('shows the bank, not a fixed limit, to whoever looks for a game: the lobby entry and the public card', async () => {
    const { ada, bob } = await players();
    const created = await env.http.post<{ gameId: string }>('/games', { game: 'counter', options: { target: 100, timeBank: bank }, visibility: 'public' }, ada.token);
    expect(created.status).toBe(201);
    const gameId = created.body.gameId;
    const card = await env.http.get<{ timeBank?: unknown; turnTimeLimitHours: number }>(`/games/${gameId}/card`);
    expect(card.status).toBe(200);
    expect(card.body.timeBank).toEqual(bank);
    await env.rt.poller.drain();
    let cursor: string | null = null;
    let entry: { gameId: string; timeBank?: unknown } | undefined;
    do {
      const page: { body: { games: { gameId: string; timeBank?: unknown }[]; cursor: string | null } } = await env.http.get(`/lobby?game=counter&limit=100${cursor ? `&cursor=${cursor}` : ''}`, bob.token);
      entry = page.body.games.find((g) => g.gameId === gameId) ?? entry;
      cursor = page.body.cursor;
    } while (cursor && !entry);
    expect(entry?.timeBank).toEqual(bank);
    // A game with a fixed limit says nothing of a bank.
    const fixed = (await env.http.createGame({ game: 'counter', options: { target: 100 } }, ada.token)).body.gameId;
    expect((await env.http.get<Record<string, unknown>>(`/games/${fixed}/card`)).body).not.toHaveProperty('timeBank');
  });

  it('refuses a time bank given with turnTimeLimitHours, or insane, and creates nothing', async () => {
    const { ada } = await players();
    const mine = async () => (await env.http.myGames(ada.token)).body.games.length;
    const count = await mine();
    for (const options of [
      { target: 100, timeBank: bank, turnTimeLimitHours: 24 },
      { target: 100, timeBank: { ...bank, initialHours: 20 } },
      { target: 100, timeBank: { ...bank, incrementHours: -1 } },
      { target: 100, timeBank: { initialHours: 10 } },
      { target: 100, timeBank: 'lots' },
    ]) {
      const r = await env.http.createGame({ game: 'counter', options }, ada.token);
      expect(r.status).toBe(400);
      expect(r.problem?.code).toBe('invalid-options');
    }
    expect(await mine()).toBe(count);
  });
});
