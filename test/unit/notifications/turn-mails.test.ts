// Whether and when turn mails go out (lambdas/app/notifications/), with the stores in memory: a
// mail per turn or none in digest mode, none in a muted game, a reply at once mailed only with
// whenJustPlayed; and the daily digest, sent once for its time however many sweeps take it.
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../../domain/games/registry.js';
import { playAtOnce } from '../../../lambdas/app/background/play-at-once.js';
import { notifyVersion } from '../../../lambdas/app/background/notify-version.js';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import { submitCommand } from '../../../lambdas/app/games/submit-command.js';
import type { PlayerRecord } from '../../../lambdas/app/core/model.js';
import type { Notification, PlayerStore } from '../../../lambdas/app/core/ports.js';
import { sendDigestDue, type DigestDeps } from '../../../lambdas/app/notifications/digest.js';
import { armDigest, movesDigest } from '../../../lambdas/app/notifications/digest-arm.js';
import type { DigestEntry, DigestSchedule } from '../../../lambdas/app/notifications/ports.js';
import { digestDueId, digestPlayerOf } from '../../../lambdas/app/notifications/ports.js';
import { sentAsItsOwnMail, shownNotifications } from '../../../lambdas/app/notifications/settings.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { memoryContext, memoryInbox, recordingNotifier, settableClock } from '../../support/memory-stores.js';
import { newPlayer, unwrap } from '../../support/http/players.js';

const games = createRegistry([counterGame]);

/** Ada and Bob in a counter game (Ada's turn), with `bobAs` changing how Bob's record reads. */
async function twoPlayers(bobAs: (p: PlayerRecord) => PlayerRecord = (p) => p) {
  const clock = settableClock('2026-12-01T00:00:00.000Z');
  const ctx = memoryContext(games, { clock });
  const ada = (await newPlayer(ctx, 'Ada')).player;
  const bob = (await newPlayer(ctx, 'Bob')).player;
  const gameId = unwrap(await createGame(ctx, ada, { game: 'counter', options: { target: 1000 } }, null)).resource.gameId;
  unwrap(await joinGame(ctx, bob, gameId));
  const players: PlayerStore = { ...ctx.players, get: async (id) => { const p = await ctx.players.get(id); return p && p.playerId === bob.playerId ? bobAs(p) : p; } };
  const notifier = recordingNotifier();
  const notify = { games, players, notifier, summaries: memoryInbox(), versions: ctx.events, clock, baseUrl: '' };
  return { ctx, clock, ada, bob, gameId, notifier, notify, players };
}

const withNotifications = (changes: Partial<PlayerRecord['notifications']>) => (p: PlayerRecord): PlayerRecord => ({ ...p, notifications: { ...p.notifications, ...changes } });

describe('turn mails by mode and mute', () => {
  it('defaults: a mail per turn, at 8 for a digest, no mail for a reply at once', () => {
    expect(shownNotifications({ email: true, reminders: true, news: true })).toEqual({ email: true, reminders: true, news: true, mode: 'each', digestHour: 8, whenJustPlayed: false });
  });

  it('sends a turn mail in mode each; none in digest mode or in a muted game; other kinds always', () => {
    const each = { notifications: { email: true, reminders: true, news: true } };
    const digest = { notifications: { ...each.notifications, mode: 'digest' as const } };
    const muted = { ...each, mutedGames: ['g1'] };
    for (const kind of ['your-turn', 'decision-needed'] as const) {
      expect(sentAsItsOwnMail(each, { kind, gameId: 'g1' })).toBe(true);
      expect(sentAsItsOwnMail(digest, { kind, gameId: 'g1' })).toBe(false);
      expect(sentAsItsOwnMail(muted, { kind, gameId: 'g1' })).toBe(false);
      expect(sentAsItsOwnMail(muted, { kind, gameId: 'g2' })).toBe(true);
    }
    for (const kind of ['reminder', 'timed-out', 'game-over', 'invitation'] as const) {
      expect(sentAsItsOwnMail(digest, { kind, gameId: 'g1' })).toBe(true);
      expect(sentAsItsOwnMail(muted, { kind, gameId: 'g1' })).toBe(true);
    }
  });

  for (const [what, bobAs, mailed] of [
    ['each', (p: PlayerRecord) => p, 1],
    ['digest', withNotifications({ mode: 'digest' }), 0],
    ['muted', (p: PlayerRecord) => ({ ...p, mutedGames: ['another', ...(p.mutedGames ?? [])] }), 1],
  ] as const) {
    it(`from the stream, Bob in mode ${what} gets ${mailed} turn mail`, async () => {
      const { ctx, ada, gameId, notifier, notify } = await twoPlayers(bobAs);
      unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
      expect(await notifyVersion(notify, (await ctx.events.latest(gameId))!)).toBe(mailed);
      expect(notifier.published.map((m) => m.kind)).toEqual(mailed ? ['your-turn'] : []);
    });
  }

  it('from the stream, no turn mail in a game Bob muted', async () => {
    let muted: string[] = [];
    const { ctx, ada, gameId, notifier, notify } = await twoPlayers((p) => ({ ...p, mutedGames: muted }));
    muted = [gameId];
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
    expect(await notifyVersion(notify, (await ctx.events.latest(gameId))!)).toBe(0);
    expect(notifier.published).toEqual([]);
  });

  it('whenJustPlayed: a bot’s reply within seconds of her move is mailed only when she asked for it', async () => {
    for (const whenJustPlayed of [false, true]) {
      const clock = settableClock('2026-12-01T00:00:00.000Z');
      const ctx = memoryContext(games, { clock });
      const ada = (await newPlayer(ctx, 'Ada')).player;
      await ctx.players.update(ada.playerId, { notifications: { ...ada.notifications, whenJustPlayed } });
      const gameId = unwrap(await createGame(ctx, ada, { game: 'counter', options: { target: 1000 }, bots: [{ seat: 1, level: 'normal' }] }, null)).resource.gameId;
      unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
      clock.set(new Date(clock.now().getTime() + 2_000).toISOString());
      expect(await playAtOnce({ games, events: ctx.events, clock }, (await ctx.events.latest(gameId))!)).toBe('moved');
      const notifier = recordingNotifier();
      const sent = await notifyVersion({ games, players: ctx.players, notifier, summaries: memoryInbox(), versions: ctx.events, clock, baseUrl: '' }, (await ctx.events.latest(gameId))!);
      expect([whenJustPlayed, sent]).toEqual([whenJustPlayed, whenJustPlayed ? 1 : 0]);
      if (whenJustPlayed) expect(notifier.published[0]).toMatchObject({ kind: 'your-turn', body: expect.stringContaining('Since your last move:') });
    }
  });
});

/** The schedule as DynamoDB keeps it: the claim is conditional on the slot. */
function memorySchedule(): DigestSchedule & { entries: Map<string, DigestEntry> } {
  const entries = new Map<string, DigestEntry>();
  return {
    entries,
    async get(id) {
      return entries.get(id) ?? null;
    },
    async arm(id, slot) {
      const was = entries.get(id);
      if (slot === null) entries.delete(id);
      else entries.set(id, { slot, lastSent: was?.lastSent ?? null });
    },
    async claim(id, slot, next) {
      await Promise.resolve();
      if (entries.get(id)?.slot !== slot) return false;
      entries.set(id, { slot: next, lastSent: slot });
      return true;
    },
    async release(id, slot, next, lastSent) {
      if (entries.get(id)?.slot === next) entries.set(id, { slot, lastSent });
    },
  };
}

describe('the daily digest', () => {
  async function digestPlayer() {
    const s = await twoPlayers(withNotifications({ mode: 'digest', digestHour: 8 }));
    // A second game, started later: Bob's turn in both once Ada has moved.
    s.clock.set('2026-12-01T01:00:00.000Z');
    const second = unwrap(await createGame(s.ctx, s.ada, { game: 'counter', options: { target: 1000 } }, null)).resource.gameId;
    unwrap(await joinGame(s.ctx, s.bob, second));
    unwrap(await submitCommand(s.ctx, s.ada, second, { command: { type: 'add', n: 2 } }));
    s.clock.set('2026-12-01T02:00:00.000Z');
    unwrap(await submitCommand(s.ctx, s.ada, s.gameId, { command: { type: 'add', n: 1 } }));
    const schedule = memorySchedule();
    const published: Notification[] = [];
    let open = [s.gameId, second];
    const deps: DigestDeps = { games, players: s.players, inbox: { openGameIds: async () => open }, events: s.ctx.events, schedule, notifier: { ...s.notifier, publish: async (m) => void published.push(m) }, baseUrl: 'https://play.example' };
    await armDigest(schedule, (await s.players.get(s.bob.playerId))!, s.clock.now());
    return { ...s, second, schedule, deps, published, setOpen: (ids: string[]) => (open = ids) };
  }

  it('is armed at the player’s next digest hour, and out of the index in mode each', async () => {
    const { schedule, bob, players, clock } = await digestPlayer();
    expect(schedule.entries.get(bob.playerId)).toEqual({ slot: '2026-12-01T08:00:00.000Z', lastSent: null });
    expect(digestPlayerOf(digestDueId(bob.playerId))).toBe(bob.playerId);
    expect(digestPlayerOf('gabc123')).toBeNull();
    await armDigest(schedule, { ...(await players.get(bob.playerId))!, notifications: { email: true, reminders: true, news: true, mode: 'each' } }, clock.now());
    expect(schedule.entries.has(bob.playerId)).toBe(false);
    expect(movesDigest({ notifications: { digestHour: 3 } }, { notifications: { email: true, reminders: true, news: true } })).toBe(true);
    expect(movesDigest({ timeZone: 'Europe/Berlin' }, { notifications: { email: true, reminders: true, news: true } })).toBe(false);
    expect(movesDigest({ timeZone: 'Europe/Berlin' }, { notifications: { email: true, reminders: true, news: true, mode: 'digest' } })).toBe(true);
  });

  it('is not sent before its hour; at it, once, listing both games the one waiting longest first, with their deadlines and recaps', async () => {
    const { deps, bob, gameId, second, published, schedule } = await digestPlayer();
    expect(await sendDigestDue(deps, bob.playerId, new Date('2026-12-01T07:59:00.000Z'))).toBe('not-due');
    const at8 = new Date('2026-12-01T08:00:30.000Z');
    // Two sweeps at once, and one again later: one digest.
    const outcomes = await Promise.all([sendDigestDue(deps, bob.playerId, at8), sendDigestDue(deps, bob.playerId, at8)]);
    expect(outcomes.sort()).toEqual(['not-due', 'sent']);
    expect(await sendDigestDue(deps, bob.playerId, new Date('2026-12-01T09:00:00.000Z'))).toBe('not-due');
    expect(published).toHaveLength(1);
    const mail = published[0]!;
    expect(mail).toMatchObject({ kind: 'digest', playerId: bob.playerId, subject: '2 games are waiting for you', notificationId: `digest/${bob.playerId}/2026-12-01T08:00:00.000Z` });
    // The second game's turn came at 01:00, the first's at 02:00: the second first.
    expect(mail.body.indexOf(second)).toBeLessThan(mail.body.indexOf(gameId));
    expect(mail.body).toMatch(/1\. Counter \(test game\) \(game g\d+\) with "Ada", waiting for you since 2026-12-01 01:00 UTC/);
    expect(mail.body.match(/Deadline: /g)).toHaveLength(2);
    expect(mail.body.match(/Since the game began:/g)).toHaveLength(2);
    expect(mail.body).toContain(`https://play.example/play/games/${second}`);
    expect(schedule.entries.get(bob.playerId)).toEqual({ slot: '2026-12-02T08:00:00.000Z', lastSent: '2026-12-01T08:00:00.000Z' });
  });

  it('leaves out muted games and games not waiting for the player; nothing waiting, no mail, and the next day still armed', async () => {
    const { deps, bob, gameId, second, published, schedule, ctx, players } = await digestPlayer();
    const mutedDeps = { ...deps, players: { get: async (id: string) => ({ ...(await players.get(id))!, mutedGames: [second] }) } };
    expect(await sendDigestDue(mutedDeps, bob.playerId, new Date('2026-12-01T08:00:00.000Z'))).toBe('sent');
    expect(published[0]!.subject).toBe('One game is waiting for you');
    expect(published[0]!.body).not.toContain(second);
    // Bob plays in both: nothing waits for him the next morning.
    for (const g of [gameId, second]) unwrap(await submitCommand(ctx, bob, g, { command: { type: 'add', n: 1 } }));
    expect(await sendDigestDue(deps, bob.playerId, new Date('2026-12-02T08:00:00.000Z'))).toBe('nothing-waiting');
    expect(published).toHaveLength(1);
    expect(schedule.entries.get(bob.playerId)?.slot).toBe('2026-12-03T08:00:00.000Z');
  });

  it('gives the claim back when the mail cannot be sent, so the next sweep sends it', async () => {
    const { deps, bob, published, schedule } = await digestPlayer();
    let fail = true;
    const flaky = { ...deps, notifier: { ...deps.notifier!, publish: async (m: Notification) => { if (fail) throw new Error('SNS down'); published.push(m); } } };
    await expect(sendDigestDue(flaky, bob.playerId, new Date('2026-12-01T08:00:00.000Z'))).rejects.toThrow('SNS down');
    expect(schedule.entries.get(bob.playerId)).toEqual({ slot: '2026-12-01T08:00:00.000Z', lastSent: null });
    fail = false;
    expect(await sendDigestDue(flaky, bob.playerId, new Date('2026-12-01T08:05:00.000Z'))).toBe('sent');
    expect(published).toHaveLength(1);
  });

  it('takes a player who went back to mode each out of the index instead of mailing', async () => {
    const { deps, bob, published, schedule, players } = await digestPlayer();
    const back = { ...deps, players: { get: async (id: string) => withNotifications({ mode: 'each' })((await players.get(id))!) } };
    expect(await sendDigestDue(back, bob.playerId, new Date('2026-12-01T08:00:00.000Z'))).toBe('not-due');
    expect(published).toEqual([]);
    expect(schedule.entries.has(bob.playerId)).toBe(false);
  });
});
