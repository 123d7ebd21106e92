// The time bank (lambdas/app/time/time-bank.ts): its arithmetic, pure, and one counter game's deadlines
// following it, with the stores in memory and a settable clock.
import { describe, expect, it } from 'vitest';
import type { PlatformOptions, TimedDecision } from '../../../lambdas/app/core/model.js';
import { splitPlatformOptions } from '../../../lambdas/app/core/platform-options.js';
import { bankAfter, banksAfter, bankHours, timeBankProblem } from '../../../lambdas/app/time/time-bank.js';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import { gameResource } from '../../../lambdas/app/games/resource.js';
import { registerPlayer } from '../../../lambdas/app/accounts/players.js';
import { submitCommand } from '../../../lambdas/app/games/submit-command.js';
import { createRegistry } from '../../../domain/games/registry.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { memoryContext, settableClock } from '../../support/memory-stores.js';
import { unwrap } from '../../support/http/players.js';

const HOUR = 3_600_000;
const t0 = Date.parse('2026-12-01T00:00:00.000Z');
const at = (hours: number) => new Date(t0 + hours * HOUR);
const iso = (hours: number) => at(hours).toISOString();
const ogs = { initialHours: 72, incrementHours: 24, maxHours: 120 };

describe('time bank arithmetic', () => {
  it('after a decision: what was left plus the increment, capped at the maximum; nothing left after a passed deadline', () => {
    expect(bankAfter(ogs, iso(72), at(10)) / HOUR).toBe(62 + 24);
    expect(bankAfter(ogs, iso(200), at(0)) / HOUR).toBe(120);
    expect(bankAfter(ogs, iso(72), at(80)) / HOUR).toBe(24);
  });

  it('settles only the decisions that closed, each seat on its own bank', () => {
    const platform: PlatformOptions = { turnTimeLimitHours: 72, timeBank: ogs };
    const previous: TimedDecision[] = [
      { seat: 0, kind: 'vote', prompt: '', since: iso(0), deadline: iso(72) },
      { seat: 1, kind: 'vote', prompt: '', since: iso(0), deadline: iso(48) },
    ];
    const banks = banksAfter({ platform, seatCount: 3, banks: [72 * HOUR, 48 * HOUR, 5 * HOUR] }, previous, [{ seat: 1, kind: 'vote', prompt: '' }], at(12));
    expect(banks?.map((ms) => ms / HOUR)).toEqual([60 + 24, 48, 5]);
    expect(banksAfter({ platform: { turnTimeLimitHours: 72 }, seatCount: 2 }, previous, [], at(1))).toBeUndefined();
  });

  it('credits a seat on vacation the vacation time so far (its deadline is moved only when the vacation ends)', () => {
    const platform: PlatformOptions = { turnTimeLimitHours: 72, timeBank: ogs };
    const open: TimedDecision = { seat: 0, kind: 'turn', prompt: '', since: iso(0), deadline: iso(72) };
    const banks = banksAfter({ platform, seatCount: 2, vacations: { '0': { since: iso(10), until: iso(100) } } }, [open], [], at(40));
    // 30 hours of vacation: 72 − 40 + 30 left, plus 24, capped at 120.
    expect(banks![0]! / HOUR).toBe(62 + 24);
  });

  it('refuses insane settings, and a time bank together with turnTimeLimitHours', () => {
    expect(timeBankProblem(ogs)).toBeNull();
    expect(timeBankProblem({ ...ogs, initialHours: 130 })).toMatch(/not be more than timeBank.maxHours/);
    expect(timeBankProblem({ ...ogs, incrementHours: 0 })).toMatch(/incrementHours/);
    expect(timeBankProblem({ ...ogs, maxHours: 24 * 365 })).toMatch(/maxHours/);
    expect(timeBankProblem({ ...ogs, initialHours: 0.5, maxHours: 0.5 })).toMatch(/initialHours/);
    const both = splitPlatformOptions({ timeBank: ogs, turnTimeLimitHours: 24 });
    expect(both.ok ? null : both.problem.status).toBe(400);
    for (const timeBank of [{ ...ogs, initialHours: -1 }, { ...ogs, extra: 1 }, { initialHours: 72 }, 'lots', { ...ogs, maxHours: Number.NaN }]) {
      const bad = splitPlatformOptions({ timeBank });
      expect(bad.ok ? 'accepted' : bad.problem.code).toBe('invalid-options');
    }
    const good = splitPlatformOptions({ timeBank: ogs, target: 5 });
    expect(good.ok && good.value).toEqual({ platform: { turnTimeLimitHours: 72, timeBank: ogs }, gameOptions: { target: 5 } });
  });

  it('shows hours to a hundredth', () => {
    expect(bankHours(HOUR * 71.98765)).toBe(71.99);
  });
});

describe('a time-bank game', () => {
  const games = createRegistry([counterGame]);

  it("gives each decision its seat's bank, and after each decision the bank less the time used plus the increment, capped", async () => {
    const clock = settableClock(iso(0));
    const ctx = memoryContext(games, { clock });
    const ada = (await ctx.players.get(unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'a@example.com' })).playerId))!;
    const bob = (await ctx.players.get(unwrap(await registerPlayer(ctx, { name: 'Bob', email: 'b@example.com' })).playerId))!;
    const g = unwrap(await createGame(ctx, ada, { game: 'counter', options: { target: 1000, timeBank: ogs } }, null)).resource;
    unwrap(await joinGame(ctx, bob, g.gameId));
    const latest = async () => (await ctx.events.latest(g.gameId))!;
    expect((await latest()).snapshot.pending[0]).toMatchObject({ seat: 0, deadline: iso(72) });

    // Ada takes 10 h: 62 + 24 = 86 h in her bank; Bob's decision gets his whole 72.
    clock.set(iso(10));
    unwrap(await submitCommand(ctx, ada, g.gameId, { command: { type: 'add', n: 1 } }));
    expect((await latest()).snapshot.pending[0]).toMatchObject({ seat: 1, since: iso(10), deadline: iso(82) });
    // Bob takes 70 h: 2 + 24 = 26 h.
    clock.set(iso(80));
    unwrap(await submitCommand(ctx, bob, g.gameId, { command: { type: 'add', n: 1 } }));
    expect((await latest()).snapshot.pending[0]).toMatchObject({ seat: 0, since: iso(80), deadline: iso(80 + 86) });
    // Ada answers at once: 86 + 24 = 110; then at once again: capped at 120.
    unwrap(await submitCommand(ctx, ada, g.gameId, { command: { type: 'add', n: 1 } }));
    unwrap(await submitCommand(ctx, bob, g.gameId, { command: { type: 'add', n: 1 } }));
    expect((await latest()).snapshot.pending[0]).toMatchObject({ seat: 0, deadline: iso(80 + 110) });
    unwrap(await submitCommand(ctx, ada, g.gameId, { command: { type: 'add', n: 1 } }));
    unwrap(await submitCommand(ctx, bob, g.gameId, { command: { type: 'add', n: 1 } }));
    const record = await latest();
    expect(record.snapshot.pending[0]).toMatchObject({ seat: 0, deadline: iso(80 + 120) });

    // The resource shows both banks beside the seats, and the settings among the options.
    const shown = gameResource(games.get('counter')!, record, bob.playerId);
    expect(shown.timeBank).toEqual({ ...ogs, seats: [{ seat: 0, hours: 120 }, { seat: 1, hours: 26 + 48 }] });
    expect(shown.options).toMatchObject({ timeBank: ogs, turnTimeLimitHours: 72 });
    expect(gameResource(games.get('counter')!, record, null).timeBank).toEqual(shown.timeBank);
  });
});
