// Times in mails, in each reader's time zone (lambdas/app/mail/mail-time.ts): the zone a player sets
// (inputs.ts cleanTimeZone), the your-turn mail's deadline and recap, the reminder, the timed-out
// mail, a sign-in code's expiry; UTC for a player who set none.
import { describe, expect, it } from 'vitest';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import { cleanTimeZone } from '../../../lambdas/app/core/inputs.js';
import { notifyVersion } from '../../../lambdas/app/background/notify-version.js';
import { registerPlayer, updateProfile } from '../../../lambdas/app/accounts/players.js';
import { projectDeadline } from '../../../lambdas/app/background/project-deadline.js';
import { submitCommand } from '../../../lambdas/app/games/submit-command.js';
import { sweep } from '../../../lambdas/app/background/sweeper.js';
import { signInMail } from '../../../lambdas/app/mail/account-messages.js';
import { mailDeadline, mailMinute } from '../../../lambdas/app/mail/mail-time.js';
import { createRegistry } from '../../../domain/games/registry.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { memoryContext, memoryDueStore, memoryInbox, memorySweepDeps, recordingNotifier, settableClock } from '../../support/memory-stores.js';
import { unwrap } from '../../support/http/players.js';

const games = createRegistry([counterGame]);
/** A reader in `timeZone` on a 24-hour clock. */
const in24h = (timeZone: string | null) => ({ timeZone, clock: '24h' as const });

describe('a time as a mail gives it', () => {
  it('is in the reader’s zone to the minute, the zone named; UTC when they set none', () => {
    const at = '2026-12-05T23:05:59.999Z';
    expect(mailMinute(at, in24h(null))).toBe('2026-12-05 23:05 UTC');
    expect(mailMinute(at, in24h('UTC'))).toBe('2026-12-05 23:05 UTC');
    // Winter in Berlin is UTC+1: the next day, at five past midnight (00, not 24).
    expect(mailMinute(at, in24h('Europe/Berlin'))).toBe('2026-12-06 00:05 Europe/Berlin');
    // Summer time, a half-hour zone, a zone behind UTC across the date line.
    expect(mailMinute('2026-07-01T12:00:00.000Z', in24h('Europe/Berlin'))).toBe('2026-07-01 14:00 Europe/Berlin');
    expect(mailMinute('2026-07-01T12:00:00.000Z', in24h('Asia/Kolkata'))).toBe('2026-07-01 17:30 Asia/Kolkata');
    expect(mailMinute('2026-01-01T03:00:00.000Z', in24h('America/New_York'))).toBe('2025-12-31 22:00 America/New_York');
  });

  it('falls back to UTC for a stored zone this runtime does not know, rather than not mailing', () => {
    expect(mailMinute('2026-12-05T23:05:00.000Z', in24h('Mars/Olympus_Mons'))).toBe('2026-12-05 23:05 UTC');
    expect(mailDeadline('2026-12-05T23:05:00.000Z', in24h('Mars/Olympus_Mons'))).toBe('Sat 2026-12-05 23:05 UTC');
  });

  it('gives a deadline its weekday, the weekday of the reader’s date', () => {
    const at = '2026-12-05T23:05:59.999Z';
    expect(mailDeadline(at, in24h(null))).toBe('Sat 2026-12-05 23:05 UTC');
    // Already Sunday in Berlin.
    expect(mailDeadline(at, in24h('Europe/Berlin'))).toBe('Sun 2026-12-06 00:05 Europe/Berlin');
    expect(mailDeadline('2026-01-01T03:00:00.000Z', in24h('America/New_York'))).toBe('Wed 2025-12-31 22:00 America/New_York');
    expect(mailDeadline('2026-01-01T03:00:00.000Z', in24h('UTC'))).toBe('Thu 2026-01-01 03:00 UTC');
  });
});

describe('a time on a 12-hour clock', () => {
  const in12h = (timeZone: string | null) => ({ timeZone, clock: '12h' as const });
  it('reads "12:05 AM" after midnight and "12:00 PM" at noon, the hour without a leading zero', () => {
    expect(mailMinute('2026-12-05T23:05:59.999Z', in12h('Europe/Berlin'))).toBe('2026-12-06 12:05 AM Europe/Berlin');
    expect(mailMinute('2026-07-01T12:00:00.000Z', in12h(null))).toBe('2026-07-01 12:00 PM UTC');
    expect(mailMinute('2026-12-05T01:07:00.000Z', in12h(null))).toBe('2026-12-05 1:07 AM UTC');
    expect(mailMinute('2026-07-01T12:00:00.000Z', in12h('Asia/Kolkata'))).toBe('2026-07-01 5:30 PM Asia/Kolkata');
  });

  it('gives a deadline its weekday too, in the reader’s zone', () => {
    expect(mailDeadline('2026-01-01T03:00:00.000Z', in12h('America/New_York'))).toBe('Wed 2025-12-31 10:00 PM America/New_York');
    expect(mailDeadline('2026-12-05T23:05:00.000Z', in12h('Mars/Olympus_Mons'))).toBe('Sat 2026-12-05 11:05 PM UTC');
  });
});

describe('the clock a player sets', () => {
  it('is 24-hour unless asked for at registration, and changes with the profile', async () => {
    const ctx = memoryContext(games);
    expect(unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'ada@example.com' })).clock).toBe('24h');
    const bob = unwrap(await registerPlayer(ctx, { name: 'Bob', email: 'bob@example.com', clock: '12h' }));
    expect(bob.clock).toBe('12h');
    const caller = { player: (await ctx.players.get(bob.playerId))!, tokenId: bob.tokenId };
    expect(unwrap(await updateProfile(ctx, caller, { clock: '24h' })).clock).toBe('24h');
    // Another change leaves it as it is.
    expect(unwrap(await updateProfile(ctx, caller, { name: 'Bob B.' })).clock).toBe('24h');
    expect(await ctx.players.get(bob.playerId)).toMatchObject({ name: 'Bob B.', clock: '24h' });
  });
});

describe('the time zone a player sets', () => {
  it('is an IANA name, stored as given, its case set right where the runtime knows the name', () => {
    expect(cleanTimeZone('Europe/Berlin')).toEqual({ ok: true, value: 'Europe/Berlin' });
    expect(cleanTimeZone(' europe/berlin ')).toEqual({ ok: true, value: 'Europe/Berlin' });
    // A name the runtime knows under another (ICU keeps Asia/Calcutta) is kept as given: it is the player's.
    expect(cleanTimeZone('Asia/Kolkata')).toEqual({ ok: true, value: 'Asia/Kolkata' });
    expect(cleanTimeZone('asia/calcutta')).toEqual({ ok: true, value: 'Asia/Calcutta' });
    expect(cleanTimeZone('us/eastern')).toEqual({ ok: true, value: 'America/New_York' });
  });

  it('refuses anything else with invalid-time-zone, echoing it only when it looks like a zone name', () => {
    for (const bad of ['Mars/Olympus', 'Europe/Berlinn', '+01:00', '', '   ', 'Europe/Ber lin', 'A'.repeat(65), 'Europe/<b>']) {
      const out = cleanTimeZone(bad);
      expect(out.ok, bad).toBe(false);
      if (!out.ok) expect(out.problem).toMatchObject({ status: 400, code: 'invalid-time-zone' });
    }
    const named = cleanTimeZone('Mars/Olympus');
    expect(!named.ok && named.problem.detail).toContain('"Mars/Olympus" is not a time zone');
    const unnamed = cleanTimeZone('Europe/<b>');
    expect(!unnamed.ok && unnamed.problem.detail).not.toContain('<b>');
  });

  it('is set at registration, changed and set back to UTC with the profile; a refused zone changes nothing', async () => {
    const ctx = memoryContext(games);
    const ada = unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'ada@example.com', timeZone: 'europe/paris' }));
    expect(ada.timeZone).toBe('Europe/Paris');
    const caller = { player: (await ctx.players.get(ada.playerId))!, tokenId: ada.tokenId };
    expect(unwrap(await updateProfile(ctx, caller, { timeZone: 'Asia/Tokyo' })).timeZone).toBe('Asia/Tokyo');
    const refused = await updateProfile(ctx, caller, { name: 'Ada L.', timeZone: 'Asia/Atlantis' });
    expect(refused.ok).toBe(false);
    expect(await ctx.players.get(ada.playerId)).toMatchObject({ name: 'Ada', timeZone: 'Asia/Tokyo' });
    expect(unwrap(await updateProfile(ctx, caller, { timeZone: null })).timeZone).toBeNull();
    expect(unwrap(await registerPlayer(ctx, { name: 'Bob', email: 'bob@example.com' })).timeZone).toBeNull();
    expect((await registerPlayer(ctx, { name: 'Cy', email: 'cy@example.com', timeZone: 'Nowhere' })).ok).toBe(false);
    expect(await ctx.players.findByEmail('cy@example.com')).toBeNull();
  });
});

/** Ada (New York) and Bob (Berlin) play the counter game: Ada has moved, so Bob is to move. */
async function game() {
  const clock = settableClock('2026-12-01T00:00:00.000Z');
  const notifier = recordingNotifier();
  const ctx = memoryContext(games, { clock, notifier });
  const register = async (name: string, timeZone: string) => (await ctx.players.get(unwrap(await registerPlayer(ctx, { name, email: `${name}@example.com`, timeZone })).playerId))!;
  const ada = await register('Ada', 'America/New_York');
  const bob = await register('Bob', 'Europe/Berlin');
  const g = unwrap(await createGame(ctx, ada, { game: 'counter', options: { target: 1000, turnTimeLimitHours: 8 } }, null)).resource;
  unwrap(await joinGame(ctx, bob, g.gameId));
  clock.set('2026-12-01T00:30:00.000Z');
  unwrap(await submitCommand(ctx, ada, g.gameId, { command: { type: 'add', n: 1 } }));
  return { ctx, clock, notifier, ada, bob, gameId: g.gameId };
}

describe('mails in their reader’s time zone', () => {
  it('the your-turn mail: its recap and its deadline', async () => {
    const { ctx, notifier, gameId } = await game();
    const deps = { games, players: ctx.players, notifier, summaries: memoryInbox(), versions: ctx.events, clock: ctx.clock, baseUrl: '' };
    const all = ctx.events.all(gameId);
    expect(await notifyVersion(deps, all.at(-1)!)).toBe(1);
    const mail = notifier.published.at(-1)!;
    expect(mail.to).toBe('Bob@example.com');
    // Ada moved at 00:30 UTC: 01:30 in Berlin; the deadline is 8 hours later.
    expect(mail.body).toMatch(/\n- \[2026-12-01 01:30 Europe\/Berlin\] "Ada": [^\n]+\.\n/);
    expect(mail.body).toContain('Deadline: Tue 2026-12-01 09:30 Europe/Berlin (8 h per decision)');
    expect(mail.body).not.toContain('UTC');
  });

  it('the reminder and the timed-out mail', async () => {
    const { ctx, clock, notifier, bob, gameId } = await game();
    clock.set('2026-12-01T01:00:00.000Z');
    unwrap(await submitCommand(ctx, bob, gameId, { command: { type: 'add', n: 1 } }));
    // The stream consumer's deadline step, for every version.
    const due = memoryDueStore();
    for (const r of ctx.events.all(gameId)) await projectDeadline(due, r);
    const deps = memorySweepDeps(ctx, due, { notifier, baseUrl: '' });
    // Bob moved at 01:00 UTC: Ada's deadline is 09:00 UTC, her reminder at a quarter left (07:00 UTC).
    clock.set('2026-12-01T07:00:00.000Z');
    expect((await sweep(deps)).reminders).toBe(1);
    const reminder = notifier.published.at(-1)!;
    expect(reminder.kind).toBe('reminder');
    expect(reminder.body).toContain('Deadline: Tue 2026-12-01 04:00 America/New_York.');
    expect(reminder.body).toMatch(/\n- \[2026-11-30 20:00 America\/New_York\] "Bob": /);
    clock.set('2026-12-01T09:00:00.000Z');
    expect((await sweep(deps)).fallbacks).toBe(1);
    const timedOut = ctx.events.all(gameId).at(-1)!;
    const stream = { games, players: ctx.players, notifier, summaries: memoryInbox(), versions: ctx.events, clock: ctx.clock, baseUrl: '' };
    await notifyVersion(stream, timedOut);
    const told = notifier.published.find((m) => m.kind === 'timed-out');
    expect(told?.body).toContain('passed at Tue 2026-12-01 04:00 America/New_York, so');
  });

  it('on the reader’s clock: a 12-hour reader in UTC gets the mail made for them, not the planned one', async () => {
    const { ctx, notifier, bob, gameId } = await game();
    const caller = { player: bob, tokenId: bob.tokens[0]!.tokenId };
    unwrap(await updateProfile(ctx, caller, { timeZone: null, clock: '12h' }));
    const deps = { games, players: ctx.players, notifier, summaries: memoryInbox(), versions: ctx.events, clock: ctx.clock, baseUrl: '' };
    expect(await notifyVersion(deps, ctx.events.all(gameId).at(-1)!)).toBe(1);
    const mail = notifier.published.at(-1)!;
    expect(mail.body).toMatch(/\n- \[2026-12-01 12:30 AM UTC\] "Ada": [^\n]+\.\n/);
    expect(mail.body).toContain('Deadline: Tue 2026-12-01 8:30 AM UTC (8 h per decision)');
  });

  it('a sign-in code’s expiry', async () => {
    const ctx = memoryContext(games);
    const ada = (await ctx.players.get(unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'ada@example.com', timeZone: 'Asia/Kolkata' })).playerId))!;
    expect(signInMail(ada, 'code', 'https://play.example/x', Date.parse('2026-12-01T00:15:00.000Z')).body).toContain('until 2026-12-01 05:45 Asia/Kolkata,');
    expect(signInMail({ ...ada, timeZone: null }, 'code', 'https://play.example/x', Date.parse('2026-12-01T00:15:00.000Z')).body).toContain('until 2026-12-01 00:15 UTC,');
    expect(signInMail({ ...ada, clock: '12h' }, 'code', 'https://play.example/x', Date.parse('2026-12-01T00:15:00.000Z')).body).toContain('until 2026-12-01 5:45 AM Asia/Kolkata,');
  });
});
