// Deadlines, reminders, fallbacks and away seats, with the stores in memory and a settable clock.
import { describe, expect, it } from 'vitest';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import { nextDue, reminderAt } from '../../../lambdas/app/core/deadlines.js';
import { projectDeadline } from '../../../lambdas/app/background/project-deadline.js';
import { registerPlayer } from '../../../lambdas/app/accounts/players.js';
import { submitCommand } from '../../../lambdas/app/games/submit-command.js';
import { sweep } from '../../../lambdas/app/background/sweeper.js';
import { createRegistry } from '../../../domain/games/registry.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { memoryContext, memoryDueStore, memorySweepDeps, recordingNotifier, settableClock } from '../../support/memory-stores.js';
import { unwrap } from '../../support/http/players.js';

const games = createRegistry([counterGame]);

async function game(hours = 8) {
  const clock = settableClock('2026-12-01T00:00:00.000Z');
  const notifier = recordingNotifier();
  const ctx = memoryContext(games, { clock, notifier });
  const ada = (await ctx.players.get(unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'a@example.com' })).playerId))!;
  const bob = (await ctx.players.get(unwrap(await registerPlayer(ctx, { name: 'Bob', email: 'b@example.com' })).playerId))!;
  const g = unwrap(await createGame(ctx, ada, { game: 'counter', options: { target: 1000, turnTimeLimitHours: hours } }, null)).resource;
  unwrap(await joinGame(ctx, bob, g.gameId));
  const due = memoryDueStore();
  // The stream consumer's deadline step, run by hand after each change.
  const project = async () => projectDeadline(due, (await ctx.events.latest(g.gameId))!);
  await project();
  const deps = memorySweepDeps(ctx, due, { notifier, baseUrl: 'https://play.example' });
  return { ctx, clock, notifier, ada, bob, gameId: g.gameId, due, deps, project };
}

describe('deadlines', () => {
  it('gives each new decision a deadline of turnTimeLimitHours and reminds at a quarter left', async () => {
    const { ctx, gameId } = await game(8);
    const s = (await ctx.events.latest(gameId))!.snapshot;
    expect(s.pending).toEqual([{ seat: 0, kind: 'turn', prompt: expect.any(String), since: '2026-12-01T00:00:00.000Z', deadline: '2026-12-01T08:00:00.000Z' }]);
    expect(reminderAt(s.pending[0]!, 8)).toBe('2026-12-01T06:00:00.000Z');
    expect(nextDue(s, new Set())).toBe('2026-12-01T06:00:00.000Z');
  });

  it('tells in a reminder what happened since its reader moved, reading the versions before once, and only when a reminder goes out', async () => {
    const { ctx, clock, notifier, ada, bob, gameId, deps, project } = await game(8);
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
    unwrap(await submitCommand(ctx, bob, gameId, { command: { type: 'add', n: 2 } }));
    await project();
    const reads: number[] = [];
    const events = { ...deps.events, before: (id: string, version: number, count: number) => (reads.push(version), deps.events.before(id, version, count)) };
    clock.set('2026-12-01T05:59:00.000Z');
    expect((await sweep({ ...deps, events })).reminders).toBe(0);
    expect(reads).toEqual([]);
    clock.set('2026-12-01T06:00:00.000Z');
    expect((await sweep({ ...deps, events })).reminders).toBe(1);
    expect(reads).toEqual([3]);
    expect(notifier.published[0]!.body).toMatch(/is still waiting for you\.\n\nSince your last move:\n- \[2026-12-01 00:00 UTC\] "Bob": [^\n]+\.\n\nWhat is asked: /);
  });

  it('sends the reminder once, then at the deadline plays the fallback as an ordinary command', async () => {
    const { ctx, clock, notifier, gameId, deps, project } = await game(8);
    clock.set('2026-12-01T05:59:00.000Z');
    expect(await sweep(deps)).toEqual({ games: 0, fallbacks: 0, reminders: 0, farewells: 0 });
    clock.set('2026-12-01T06:00:00.000Z');
    expect(await sweep(deps)).toEqual({ games: 1, fallbacks: 0, reminders: 1, farewells: 0 });
    expect(notifier.published.map((m) => m.kind)).toEqual(['reminder']);
    expect(notifier.published[0]!.body).toContain('2026-12-01 08:00 UTC');
    clock.set('2026-12-01T07:00:00.000Z');
    expect((await sweep(deps)).reminders).toBe(0);
    clock.set('2026-12-01T08:00:00.000Z');
    expect(await sweep(deps)).toEqual({ games: 1, fallbacks: 1, reminders: 0, farewells: 0 });
    const latest = (await ctx.events.latest(gameId))!;
    expect(latest.actor).toEqual({ kind: 'system', reason: 'deadline' });
    expect(latest.command).toEqual({ type: 'add', n: 1 });
    expect(latest.platformEvents).toEqual([{ type: 'DeadlinePassed', seat: 0, kind: 'turn', deadline: '2026-12-01T08:00:00.000Z' }]);
    expect(latest.snapshot.timeouts).toEqual([1, 0]);
    expect(latest.snapshot.pending.map((p) => [p.seat, p.deadline])).toEqual([[1, '2026-12-01T16:00:00.000Z']]);
    await project();
  });

  it('marks a seat away after two timeouts in a row, then plays for it at once until it acts', async () => {
    const { ctx, clock, ada, bob, gameId, deps, project } = await game(1);
    clock.advanceHours(1);
    await sweep(deps); // Ada times out (1)
    await project();
    unwrap(await submitCommand(ctx, bob, gameId, { command: { type: 'add', n: 1 } }));
    await project();
    clock.advanceHours(1);
    await sweep(deps); // Ada times out (2): away
    await project();
    let latest = (await ctx.events.latest(gameId))!;
    expect(latest.snapshot.timeouts[0]).toBe(2);
    expect(latest.platformEvents.map((e) => e.type)).toEqual(['DeadlinePassed', 'SeatAway']);
    // Bob moves; Ada, away, is played for at the next sweep without waiting for a deadline.
    unwrap(await submitCommand(ctx, bob, gameId, { command: { type: 'add', n: 1 } }));
    await project();
    clock.advanceHours(0.01);
    expect((await sweep(deps)).fallbacks).toBe(1);
    latest = (await ctx.events.latest(gameId))!;
    expect(latest.actor).toEqual({ kind: 'system', reason: 'away' });
    expect(latest.platformEvents).toEqual([]);
    // Ada acts herself again: no longer away.
    await project();
    unwrap(await submitCommand(ctx, bob, gameId, { command: { type: 'add', n: 1 } }));
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 2 } }));
    latest = (await ctx.events.latest(gameId))!;
    expect(latest.snapshot.timeouts).toEqual([0, 0]);
    expect(latest.platformEvents).toEqual([{ type: 'SeatBack', seat: 0 }]);
  });

  it('drops finished games from the deadline index', async () => {
    const { ctx, ada, bob, gameId, due, project } = await game(1);
    const fast = unwrap(await createGame(ctx, ada, { game: 'counter', options: { target: 2 } }, null)).resource;
    unwrap(await joinGame(ctx, bob, fast.gameId));
    unwrap(await submitCommand(ctx, ada, fast.gameId, { command: { type: 'add', n: 2 } }));
    await projectDeadline(due, (await ctx.events.latest(fast.gameId))!);
    expect(due.entries.get(fast.gameId)?.next).toBeNull();
    await project();
    expect(due.entries.get(gameId)?.next).not.toBeNull();
  });
});

describe('sweeping many games', () => {
  it('pages through every due game in one sweep', async () => {
    const clock = settableClock('2026-12-01T00:00:00.000Z');
    const ctx = memoryContext(games, { clock });
    const ada = (await ctx.players.get(unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'a@example.com' })).playerId))!;
    const bob = (await ctx.players.get(unwrap(await registerPlayer(ctx, { name: 'Bob', email: 'b@example.com' })).playerId))!;
    const due = memoryDueStore();
    for (let i = 0; i < 25; i++) {
      const g = unwrap(await createGame(ctx, ada, { game: 'counter', options: { turnTimeLimitHours: 1 } }, null)).resource;
      unwrap(await joinGame(ctx, bob, g.gameId));
      await projectDeadline(due, (await ctx.events.latest(g.gameId))!);
    }
    clock.advanceHours(2);
    const report = await sweep(memorySweepDeps(ctx, due), { pageSize: 10 });
    expect(report).toEqual({ games: 25, fallbacks: 25, reminders: 0, farewells: 0 });
  });
});

describe('a sweep with many games due', () => {
  it('sweeps every due game once, several at a time but never more than the bound', async () => {
    const clock = settableClock('2026-12-01T00:00:00.000Z');
    const ctx = memoryContext(games, { clock, notifier: recordingNotifier() });
    const ada = (await ctx.players.get(unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'a@example.com' })).playerId))!;
    const bob = (await ctx.players.get(unwrap(await registerPlayer(ctx, { name: 'Bob', email: 'b@example.com' })).playerId))!;
    const due = memoryDueStore();
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const g = unwrap(await createGame(ctx, ada, { game: 'counter', options: { target: 1000, turnTimeLimitHours: 8 } }, null)).resource;
      unwrap(await joinGame(ctx, bob, g.gameId));
      await projectDeadline(due, (await ctx.events.latest(g.gameId))!);
      ids.push(g.gameId);
    }
    // Every read of a game waits a little, so overlapping sweeps show.
    let inFlight = 0;
    let most = 0;
    const events = {
      ...ctx.events,
      async latest(gameId: string) {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((ok) => setTimeout(ok, 2));
        inFlight--;
        return ctx.events.latest(gameId);
      },
    };
    clock.set('2026-12-01T08:00:00.000Z');
    const report = await sweep(memorySweepDeps(ctx, due, { events }), { concurrency: 4 });
    expect(report).toEqual({ games: 20, fallbacks: 20, reminders: 0, farewells: 0 });
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
    // Each game got exactly one fallback (version 2: created, joined, then the deadline's move).
    for (const id of ids) expect(ctx.events.all(id).map((r) => r.actor.kind)).toEqual(['player', 'player', 'system']);
  });
});
