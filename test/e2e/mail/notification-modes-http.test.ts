// Notification modes end to end on the local runtime (docs/notifications.md), driven by
// /_local/clock and the sweeper: the settings in PATCH /players/me, muting a game's turn mails
// (reminders still come), whenJustPlayed, and a digest player's one mail a day at their hour.
import { describe, expect, it } from 'vitest';
import type { LocalOutbox } from '../../../local/http/local-routes.js';
import { waitFor } from '../../support/http/http.js';
import { useTestRuntime } from '../../support/runtime.js';

const env = useTestRuntime();

type Mail = LocalOutbox['messages'][number];
const outbox = async () => (await env.http.outbox()).body.messages;
const kindsFor = (all: readonly Mail[], playerId: string) => all.filter((m) => m.attributes.playerId === playerId).map((m) => m.attributes.kind);
const now = async () => Date.parse((await env.http.get<{ now: string }>('/_local/clock')).body.now);
interface MuteAnswer {
  gameId: string;
  muted: boolean;
}

async function players() {
  const tag = Math.random().toString(36).slice(2, 6);
  const [ada, bob] = [await env.http.register(`Ada${tag}`), await env.http.register(`Bob${tag}`)];
  // Auto-vacation off: a deadline passing in these tests gets its fallback (docs/time.md).
  await Promise.all([ada, bob].map((p) => env.http.updateMe(p.token, { autoVacation: false })));
  return { ada, bob };
}

/** A counter game Ada created and Bob joined (Ada's turn), `hours` per decision, its start mails sent. */
async function game(ada: { token: string }, bob: { token: string }, hours: number) {
  const gameId = (await env.http.createGame({ game: 'counter', options: { target: 1000, turnTimeLimitHours: hours } }, ada.token)).body.gameId;
  await env.http.join(gameId, bob.token);
  await waitFor(async () => (await outbox()).some((m) => m.attributes.gameId === gameId));
  await env.rt.poller.drain();
  return gameId;
}

/** Ada moves in `gameId`; the stream has handled it (and whatever it answered at once) when this returns. */
async function adaMoves(gameId: string, token: string) {
  expect((await env.http.command(gameId, { type: 'add', n: 1 }, token)).status).toBe(200);
  await env.rt.poller.drain();
  await env.rt.poller.drain();
}

describe('notification settings', () => {
  it('shows the defaults, merges partial changes, and refuses bad values with a 400 that changes nothing', async () => {
    const { ada } = await players();
    expect((await env.http.me(ada.token)).body.notifications).toEqual({ email: true, reminders: true, news: true, mode: 'each', digestHour: 8, whenJustPlayed: false });
    const changed = await env.http.updateMe(ada.token, { notifications: { mode: 'digest', digestHour: 19 } });
    expect(changed.status).toBe(200);
    expect((await env.http.updateMe(ada.token, { notifications: { whenJustPlayed: true } })).body.notifications).toEqual({ email: true, reminders: true, news: true, mode: 'digest', digestHour: 19, whenJustPlayed: true });
    for (const bad of [{ digestHour: 24 }, { digestHour: -1 }, { digestHour: 7.5 }, { digestHour: '8' }, { mode: 'weekly' }, { whenJustPlayed: 'yes' }, { mode: null }]) {
      const r = await env.http.updateMe(ada.token, { notifications: bad });
      expect([r.status, r.problem?.code]).toEqual([400, 'invalid-body']);
    }
    expect((await env.http.me(ada.token)).body.notifications).toMatchObject({ mode: 'digest', digestHour: 19, whenJustPlayed: true });
  });
});

describe('muting a game', () => {
  it('stops its turn mails for the player who muted it (not the reminder), idempotently; unmuting brings them back', async () => {
    const { ada, bob } = await players();
    const gameId = await game(ada, bob, 4);
    const other = await game(ada, bob, 4);
    const stranger = await env.http.register('Stranger');
    const mute = (token: string, id = gameId, method: 'POST' | 'DELETE' = 'POST') => env.http.call<MuteAnswer>(method, `/games/${id}/mute`, { token });
    expect((await mute(stranger.token)).problem?.code).toBe('not-a-player');
    expect((await mute(bob.token, 'gnosuchgame')).problem?.code).toBe('game-not-found');
    for (let i = 0; i < 2; i++) expect((await mute(bob.token)).body).toEqual({ gameId, muted: true });
    expect((await env.http.game(gameId, bob.token)).body).toMatchObject({ muted: true });
    expect((await env.http.game(other, bob.token)).body).toMatchObject({ muted: false });
    expect((await env.http.game(gameId, stranger.token)).body).not.toHaveProperty('muted');

    const before = (await outbox()).length;
    await adaMoves(gameId, ada.token);
    await adaMoves(other, ada.token);
    // The other game's turn is mailed; the muted one's is not.
    const turns = (await outbox()).slice(before).filter((m) => m.attributes.kind === 'your-turn');
    expect(turns.map((m) => [m.attributes.playerId, m.attributes.gameId])).toEqual([[bob.playerId, other]]);
    // Three of four hours: the reminder comes in the muted game too.
    await env.http.advanceClock(3);
    const reminders = (await outbox()).slice(before).filter((m) => m.attributes.kind === 'reminder' && m.attributes.playerId === bob.playerId);
    expect(reminders.map((m) => m.attributes.gameId).sort()).toEqual([gameId, other].sort());

    for (let i = 0; i < 2; i++) expect((await mute(bob.token, gameId, 'DELETE')).body).toEqual({ gameId, muted: false });
    expect((await env.http.command(gameId, { type: 'add', n: 1 }, bob.token)).status).toBe(200);
    const after = (await outbox()).length;
    await adaMoves(gameId, ada.token);
    await waitFor(async () => (await outbox()).slice(after).some((m) => m.attributes.kind === 'your-turn' && m.attributes.gameId === gameId));
  });
});

describe('whenJustPlayed', () => {
  it('off, a bot’s reply at once to her move is not mailed; on, it is', async () => {
    const ada = await env.http.register('Solo');
    const gameId = (await env.http.createGame({ game: 'counter', options: { target: 1000 }, bots: [{ seat: 1, level: 'normal' }] } as never, ada.token)).body.gameId;
    await env.rt.poller.drain();
    const before = (await outbox()).length;
    await adaMoves(gameId, ada.token);
    expect((await env.http.game(gameId, ada.token)).body.pending[0]).toMatchObject({ seat: 0 });
    expect(kindsFor((await outbox()).slice(before), ada.playerId)).toEqual([]);
    await env.http.updateMe(ada.token, { notifications: { whenJustPlayed: true } });
    await adaMoves(gameId, ada.token);
    await waitFor(async () => kindsFor((await outbox()).slice(before), ada.playerId).includes('your-turn'));
    expect(kindsFor((await outbox()).slice(before), ada.playerId)).toEqual(['your-turn']);
  });
});

describe('the daily digest', () => {
  it('a digest player with two waiting games gets no turn mail and exactly one digest at their hour', async () => {
    const { ada, bob } = await players();
    const [g1, g2] = [await game(ada, bob, 100), await game(ada, bob, 100)];
    // Bob's hour is two hours from now (to the hour, UTC), so the next digest is 1–2 hours away.
    const hour = (new Date(await now()).getUTCHours() + 2) % 24;
    const set = await env.http.updateMe(bob.token, { notifications: { mode: 'digest', digestHour: hour } });
    expect(set.body.notifications).toMatchObject({ mode: 'digest', digestHour: hour });
    const before = (await outbox()).length;
    await adaMoves(g1, ada.token);
    await adaMoves(g2, ada.token);
    expect(kindsFor((await outbox()).slice(before), bob.playerId)).toEqual([]);

    await env.http.advanceClock(2.05);
    await waitFor(async () => kindsFor((await outbox()).slice(before), bob.playerId).includes('digest'));
    // Sweeps again, and later the same day: still one.
    await env.http.advanceClock(1);
    await env.http.advanceClock(12);
    const mails = (await outbox()).slice(before).filter((m) => m.attributes.playerId === bob.playerId);
    expect(mails.map((m) => m.attributes.kind)).toEqual(['digest']);
    const digest = mails[0]!;
    expect(digest.subject).toBe('2 games are waiting for you');
    // The game that waited longest first (Ada moved in g1 first).
    expect(digest.message.indexOf(g1)).toBeGreaterThan(0);
    expect(digest.message.indexOf(g1)).toBeLessThan(digest.message.indexOf(g2));
    expect(digest.message.match(/Deadline: /g)).toHaveLength(2);
    // The next day's comes a day later.
    await env.http.advanceClock(11);
    await waitFor(async () => kindsFor((await outbox()).slice(before), bob.playerId).filter((k) => k === 'digest').length === 2);
  });
});
