// Notifications and turn time end to end on the local runtime: subscriptions, exactly one mail per
// reason in the fake SNS outbox, reminders and deadline fallbacks driven by /_local/clock and the sweeper.
import { describe, expect, it } from 'vitest';
import { recipientTag } from '../../../lambdas/store/sns-notifier.js';
import type { LocalOutbox } from '../../../local/http/local-routes.js';
import { waitFor } from '../../support/http/http.js';
import { useTestRuntime } from '../../support/runtime.js';

const env = useTestRuntime();

type Mail = LocalOutbox['messages'][number];
const outbox = async () => (await env.http.outbox()).body.messages;
const mailFor = (all: readonly Mail[], gameId: string) => all.filter((m) => m.attributes.gameId === gameId);

async function twoSeats(options: Record<string, unknown>) {
  const ada = await env.http.register(`Ada${Math.random().toString(36).slice(2, 6)}`);
  const bob = await env.http.register(`Bob${Math.random().toString(36).slice(2, 6)}`);
  // Auto-vacation off, so that a passed deadline gets the fallback these tests are about (docs/time.md).
  await Promise.all([ada, bob].map((p) => env.http.updateMe(p.token, { autoVacation: false })));
  const gameId = (await env.http.createGame({ game: 'counter', options }, ada.token)).body.gameId;
  await env.http.join(gameId, bob.token);
  // The start notifications (Ada's first turn) arrive first; wait for them, and for the rest of
  // that version's projection: the deadline entry is written alongside the mails, not before them,
  // so a test that advances the clock at once could find no entry yet (seen once under
  // TEST_SEED=dec3-s28 npm run test:thorough: no reminder was due).
  await waitFor(async () => mailFor(await outbox(), gameId).length >= 1);
  await env.rt.poller.drain();
  return { ada, bob, gameId };
}

describe('turn notifications over the local runtime', () => {
  it('subscribes each player with a filter on their playerId and address', async () => {
    const p = await env.http.register('Subscriber', 'subscriber@example.com');
    const me = await env.http.me(p.token);
    // The local SNS confirms at once; GET /players/me notices.
    expect(me.body.subscription).toMatchObject({ state: 'confirmed', email: 'subscriber@example.com' });
    const sub = env.rt.sns.subscriptions().find((s) => s.endpoint === 'subscriber@example.com');
    expect(sub?.filterPolicy).toEqual({ playerId: [p.playerId], recipient: [recipientTag('subscriber@example.com')] });
  });

  it('turning e-mail off stops the game mail but keeps the subscription (for sign-in mails); turning it on sends again', async () => {
    const { ada, bob, gameId } = await twoSeats({ target: 100 });
    const off = await env.http.updateMe(bob.token, { notifications: { email: false } });
    // The same subscription (still `pending` here: only GET /players/me asks SNS whether it was confirmed).
    expect(off.body.subscription).toMatchObject({ state: 'pending', arn: expect.any(String) });
    expect(env.rt.sns.subscriptions().some((s) => JSON.stringify(s.filterPolicy).includes(bob.playerId))).toBe(true);
    const before = mailFor(await outbox(), gameId).length;
    await env.http.command(gameId, { type: 'add', n: 1 }, ada.token);
    await env.rt.poller.drain();
    expect(mailFor(await outbox(), gameId).slice(before)).toEqual([]);
    const on = await env.http.updateMe(bob.token, { notifications: { email: true } });
    expect(on.body.subscription.arn).toBe(off.body.subscription.arn);
    await env.http.command(gameId, { type: 'add', n: 1 }, bob.token);
    await env.http.command(gameId, { type: 'add', n: 1 }, ada.token);
    await waitFor(async () => mailFor(await outbox(), gameId).slice(before).some((m) => m.attributes.playerId === bob.playerId));
  });

  // How soon is the bench's to measure (npm run bench: stream lag), not a test's to assert.
  it('after a command that passes the turn, exactly one "your turn" mail, for the next player', async () => {
    const { ada, bob, gameId } = await twoSeats({ target: 100 });
    const before = mailFor(await outbox(), gameId).length;
    await env.http.command(gameId, { type: 'add', n: 1 }, ada.token);
    const { waitedMs } = await waitFor(async () => mailFor(await outbox(), gameId).length > before);
    console.log(`"your turn" mail ${waitedMs} ms after the command`);
    await new Promise((r) => setTimeout(r, 300)); // anything else would have arrived by now
    const fresh = mailFor(await outbox(), gameId).slice(before);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({ attributes: { playerId: bob.playerId, kind: 'your-turn' }, to: [expect.stringContaining('bob')] });
    expect(fresh[0]!.subject).toContain('Your turn');
    expect(fresh[0]!.message).toContain(`/games/${gameId}`);
  });

  it('a simultaneous call produces one message per other seat, none for the caller', async () => {
    const { ada, bob, gameId } = await twoSeats({ target: 100 });
    const before = mailFor(await outbox(), gameId).length;
    await env.http.command(gameId, { type: 'call' }, ada.token);
    await waitFor(async () => mailFor(await outbox(), gameId).length > before);
    await new Promise((r) => setTimeout(r, 300));
    const fresh = mailFor(await outbox(), gameId).slice(before);
    expect(fresh.map((m) => [m.attributes.playerId, m.attributes.kind])).toEqual([[bob.playerId, 'decision-needed']]);
  });

  it('advancing the clock sends the reminder first, then plays the fallback and says so', async () => {
    const { ada, bob, gameId } = await twoSeats({ target: 100, turnTimeLimitHours: 4 });
    const before = mailFor(await outbox(), gameId).length;
    // 3 of 4 hours: a quarter is left → reminder.
    const r1 = await env.http.advanceClock(3);
    expect(r1.status).toBe(200);
    expect(r1.body.sweep.reminders).toBe(1);
    let fresh = mailFor(await outbox(), gameId).slice(before);
    expect(fresh.map((m) => [m.attributes.playerId, m.attributes.kind])).toEqual([[ada.playerId, 'reminder']]);
    // Past the deadline → Ada's fallback is played; Ada is told, Bob gets his turn.
    const r2 = await env.http.advanceClock(1.5);
    expect(r2.body.sweep.fallbacks).toBe(1);
    const history = (await env.http.history(gameId, ada.token)).body.events;
    const last = history.at(-1);
    expect(last).toMatchObject({ seat: null, system: true });
    expect(last?.events[0]).toMatchObject({ type: 'DeadlinePassed', seat: 0, kind: 'turn' });
    await waitFor(async () => mailFor(await outbox(), gameId).length >= before + 3);
    fresh = mailFor(await outbox(), gameId).slice(before);
    expect(fresh.map((m) => [m.attributes.playerId, m.attributes.kind])).toEqual([
      [ada.playerId, 'reminder'],
      [ada.playerId, 'timed-out'],
      [bob.playerId, 'your-turn'],
    ]);
    const game = (await env.http.game(gameId, bob.token)).body;
    expect(game.pending[0]).toMatchObject({ seat: 1 });
  });

  it('serves the outbox as a readable page and validates the clock body', async () => {
    const page = await env.http.get('/_local/mail');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Local mail');
    const html = await env.http.call('GET', '/_local/outbox', { headers: { accept: 'text/html' } });
    expect(html.text).toContain('<article>');
    for (const bad of [{}, { advanceHours: -1 }, { advanceHours: 'x' }, { advanceHours: 1, extra: 1 }]) {
      const r = await env.http.post('/_local/clock', bad);
      expect(r.status).toBe(400);
      expect(r.problem?.code).toBe('invalid-body');
    }
  });
});
