// Vacation end to end on the local runtime, driven by /_local/clock and the sweeper: a vacation
// pauses every deadline of the player and moves it by its length, with no reminder and no fallback
// while it runs, and costs vacation days; auto-vacation replaces a passed deadline's fallback until
// the budget is spent.
import { describe, expect, it } from 'vitest';
import type { LocalOutbox } from '../../../local/http/local-routes.js';
import { waitFor } from '../../support/http/http.js';
import { useTestRuntime } from '../../support/runtime.js';

const env = useTestRuntime();
const HOUR = 3_600_000;

type Mail = LocalOutbox['messages'][number];
const outbox = async () => (await env.http.outbox()).body.messages;
const mailFor = (all: readonly Mail[], gameId: string) => all.filter((m) => m.attributes.gameId === gameId);
const kinds = (mails: readonly Mail[]) => mails.map((m) => [m.attributes.playerId, m.attributes.kind]);
const now = async () => Date.parse((await env.http.get<{ now: string }>('/_local/clock')).body.now);
interface VacationAnswer {
  vacation: { until: string } | null;
  vacationDaysLeft: number;
  autoVacation: boolean;
}
/** The local clock runs on between a request and the next: times are compared to within a minute. */
const near = (iso: string | undefined, ms: number) => expect(Math.abs(Date.parse(iso ?? '') - ms)).toBeLessThan(60_000);
const me = async (token: string) => (await env.http.get<VacationAnswer>('/players/me', token)).body;

async function players() {
  const tag = Math.random().toString(36).slice(2, 6);
  return { ada: await env.http.register(`Ada${tag}`), bob: await env.http.register(`Bob${tag}`) };
}

/** A counter game Ada created and Bob joined: Ada's turn, `hours` per decision, its start mails sent. */
async function game(ada: { token: string }, bob: { token: string }, hours: number) {
  const gameId = (await env.http.createGame({ game: 'counter', options: { target: 100, turnTimeLimitHours: hours } }, ada.token)).body.gameId;
  await env.http.join(gameId, bob.token);
  await waitFor(async () => mailFor(await outbox(), gameId).length >= 1);
  await env.rt.poller.drain();
  return gameId;
}

describe('vacation over the local runtime', () => {
  it('pauses every deadline of the player, moves it by the vacation, sends no reminder and plays no fallback meanwhile, and costs days', async () => {
    const { ada, bob } = await players();
    const [g1, g2] = [await game(ada, bob, 10), await game(ada, bob, 10)];
    expect(await me(ada.token)).toMatchObject({ vacation: null, vacationDaysLeft: 15, autoVacation: true });
    const deadlines = await Promise.all([g1, g2].map(async (g) => Date.parse((await env.http.game(g, bob.token)).body.pending[0]!.deadline)));
    const start = await now();
    const until = new Date(start + 72 * HOUR).toISOString();
    const before = (await outbox()).length;

    const started = await env.http.post<VacationAnswer>('/players/me/vacation', { until }, ada.token);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ vacation: { until }, vacationDaysLeft: 15 });
    expect((await env.http.post('/players/me/vacation', { until }, ada.token)).status).toBe(409);
    // Bob sees it in both games, with the deadline where it will be once Ada is back.
    for (const [i, g] of [g1, g2].entries()) {
      const pending = (await env.http.game(g, bob.token)).body.pending[0]!;
      expect(pending).toMatchObject({ seat: 0, onVacationUntil: until });
      near(pending.deadline, deadlines[i]! + 72 * HOUR);
    }
    // One mail per game tells Bob; none goes to Ada.
    await waitFor(async () => (await outbox()).slice(before).filter((m) => m.attributes.kind === 'vacation').length >= 2);
    await env.rt.poller.drain();
    const told = (await outbox()).slice(before);
    expect(kinds(told).sort()).toEqual([
      [bob.playerId, 'vacation'],
      [bob.playerId, 'vacation'],
    ]);

    // 71 hours in: past each deadline's reminder and the deadline itself, and nothing happens.
    const during = await env.http.advanceClock(71);
    expect(during.body.sweep).toMatchObject({ reminders: 0, fallbacks: 0 });
    expect((await outbox()).slice(before).filter((m) => m.attributes.playerId === ada.playerId)).toEqual([]);
    const away = await me(ada.token);
    expect(away.vacation).toEqual({ until });
    // Three started days, with what the budget earned meanwhile (2.5 a month).
    expect(away.vacationDaysLeft).toBeGreaterThanOrEqual(12);
    expect(away.vacationDaysLeft).toBeLessThan(12.5);

    // The vacation's end: each deadline moved by its 72 hours; the vacation is over.
    await env.http.advanceClock(2);
    for (const [i, g] of [g1, g2].entries()) {
      const view = (await env.http.game(g, bob.token)).body;
      expect(view.pending[0]).toMatchObject({ seat: 0 });
      near(view.pending[0]!.deadline, deadlines[i]! + 72 * HOUR);
      expect(view.pending[0]).not.toHaveProperty('onVacationUntil');
      const history = (await env.http.history(g, ada.token)).body.events;
      expect(history.flatMap((e) => (e.events as { type: string }[]).map((ev) => ev.type))).toEqual(expect.arrayContaining(['VacationStarted', 'VacationEnded']));
    }
    expect((await me(ada.token)).vacation).toBeNull();

    // Then the clock runs again: the reminder, and at the moved deadline the fallback (auto-vacation off).
    expect((await env.http.updateMe(ada.token, { autoVacation: false })).body).toMatchObject({ autoVacation: false });
    const reminded = await env.http.advanceClock(7.6);
    expect(reminded.body.sweep).toMatchObject({ reminders: 2, fallbacks: 0 });
    const passed = await env.http.advanceClock(2);
    expect(passed.body.sweep.fallbacks).toBe(2);
  });

  it('ending a vacation early moves the deadlines by the time spent and charges the days started', async () => {
    const { ada, bob } = await players();
    const g = await game(ada, bob, 10);
    const deadline = Date.parse((await env.http.game(g, bob.token)).body.pending[0]!.deadline);
    const start = await now();
    await env.http.post('/players/me/vacation', { until: new Date(start + 10 * 24 * HOUR).toISOString() }, ada.token);
    await env.http.advanceClock(30);
    const ended = await env.http.call<VacationAnswer>('DELETE', '/players/me/vacation', { token: ada.token });
    expect(ended.status).toBe(200);
    expect(ended.body.vacation).toBeNull();
    // Two started days.
    expect(ended.body.vacationDaysLeft).toBeGreaterThanOrEqual(13);
    expect(ended.body.vacationDaysLeft).toBeLessThan(13.5);
    near((await env.http.game(g, bob.token)).body.pending[0]!.deadline, deadline + 30 * HOUR);
    // Ending again changes nothing.
    expect((await env.http.call<VacationAnswer>('DELETE', '/players/me/vacation', { token: ada.token })).body).toEqual(ended.body);
  });

  it('refuses a vacation in the past, too far ahead or beyond the days left, and changes nothing', async () => {
    const { ada } = await players();
    const start = await now();
    const ask = (until: unknown) => env.http.post<{ code: string }>('/players/me/vacation', { until }, ada.token);
    expect((await ask(new Date(start - HOUR).toISOString())).body.code).toBe('invalid-vacation');
    expect((await ask(new Date(start + 31 * 24 * HOUR).toISOString())).body.code).toBe('invalid-vacation');
    expect((await ask(new Date(start + 16 * 24 * HOUR).toISOString())).body.code).toBe('vacation-budget-exceeded');
    for (const bad of ['tomorrow', 42, null]) expect((await ask(bad)).status).toBe(400);
    expect((await env.http.post<{ code: string }>('/players/me/vacation', { until: new Date(start + HOUR).toISOString(), extra: 1 }, ada.token)).status).toBe(400);
    expect(await me(ada.token)).toMatchObject({ vacation: null, vacationDaysLeft: 15 });
  });

  it('auto-vacation replaces a passed deadline\'s fallback, once per deadline, until the budget is spent; then the fallback plays', async () => {
    const { ada, bob } = await players();
    const g = await game(ada, bob, 1);
    const before = mailFor(await outbox(), g).length;
    const first = await env.http.advanceClock(1.1);
    expect(first.body.sweep.fallbacks).toBe(0);
    const onVacation = (await env.http.game(g, bob.token)).body.pending[0]!;
    near(onVacation.onVacationUntil, Date.parse(first.body.now) + 7 * 24 * HOUR);
    await waitFor(async () => mailFor(await outbox(), g).slice(before).some((m) => m.attributes.kind === 'auto-vacation'));
    // Each later passed deadline starts one more vacation, while a whole day is left; then the fallback.
    // (The sweep's counts are of every game in the runtime: this game's history tells.)
    const eventsOfGame = async () => (await env.http.history(g, ada.token)).body.events.flatMap((e) => e.events as { type: string; auto?: boolean }[]);
    for (let step = 0; step < 6 && !(await eventsOfGame()).some((e) => e.type === 'DeadlinePassed'); step++) await env.http.advanceClock(7 * 24 + 0.1);
    expect((await me(ada.token)).vacationDaysLeft).toBeLessThan(1);
    const events = await eventsOfGame();
    const autos = events.filter((e) => e.type === 'VacationStarted');
    expect(autos.length).toBeGreaterThanOrEqual(3);
    expect(autos.every((e) => e.auto === true)).toBe(true);
    expect(events.filter((e) => e.type === 'DeadlinePassed')).toHaveLength(1);
    await env.rt.poller.drain();
    expect(kinds(mailFor(await outbox(), g).slice(before)).filter(([, k]) => k === 'auto-vacation')).toHaveLength(autos.length);
  });
});
