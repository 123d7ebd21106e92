// The deadline index moves only when a version says it must (VersionChanges.due), without reading
// the reminders sent. Whatever happens (moves, reminders, deadlines, seats going away and coming
// back), the entry is never later than the moment something is really due, so the sweeper never
// misses a deadline; an entry left too early only makes the sweeper look once and move it on.
import { describe, expect, it } from 'vitest';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import { nextDue } from '../../../lambdas/app/core/deadlines.js';
import type { GameRecord } from '../../../lambdas/app/core/model.js';
import { registerPlayer } from '../../../lambdas/app/accounts/players.js';
import { projectDeadline } from '../../../lambdas/app/background/project-deadline.js';
import { submitCommand } from '../../../lambdas/app/games/submit-command.js';
import { sweep } from '../../../lambdas/app/background/sweeper.js';
import { createRng } from '../../../domain/engine/rng.js';
import { createRegistry } from '../../../domain/games/registry.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { memoryContext, memoryDueStore, memorySweepDeps, recordingNotifier, settableClock } from '../../support/memory-stores.js';
import { unwrap } from '../../support/http/players.js';

const games = createRegistry([counterGame]);

describe('the deadline index, moved only when a version says so', () => {
  it('moves at the start, when a seat goes away and when the game ends; not when the turn passes', async () => {
    const clock = settableClock('2026-12-01T00:00:00.000Z');
    const ctx = memoryContext(games, { clock, notifier: recordingNotifier() });
    const ada = (await ctx.players.get(unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'a@example.com' })).playerId))!;
    const bob = (await ctx.players.get(unwrap(await registerPlayer(ctx, { name: 'Bob', email: 'b@example.com' })).playerId))!;
    const g = unwrap(await createGame(ctx, ada, { game: 'counter', options: { target: 7, turnTimeLimitHours: 1 } }, null)).resource;
    unwrap(await joinGame(ctx, bob, g.gameId));
    const due = memoryDueStore();
    const deps = memorySweepDeps(ctx, due);
    let projected = -1;
    const consume = async () => {
      for (const r of ctx.events.all(g.gameId).filter((x: GameRecord) => x.version > projected)) {
        await projectDeadline(due, r);
        projected = r.version;
      }
    };
    const changes = async () => (await ctx.events.latest(g.gameId))!.changes;
    expect(await changes()).toEqual({ seats: true, due: true });
    unwrap(await submitCommand(ctx, ada, g.gameId, { command: { type: 'add', n: 1 } }));
    expect(await changes()).toEqual({ seats: false, due: false });
    await consume();
    // Bob times out twice: the second fallback marks him away (his next decision is due at once).
    for (let i = 0; i < 2; i++) {
      clock.advanceHours(1);
      expect((await sweep(deps)).fallbacks).toBe(1);
      await consume();
      if (i === 0) unwrap(await submitCommand(ctx, ada, g.gameId, { command: { type: 'add', n: 1 } }));
      await consume();
    }
    const away = (await ctx.events.latest(g.gameId))!;
    expect(away.platformEvents.map((e) => e.type)).toEqual(['DeadlinePassed', 'SeatAway']);
    expect(away.changes?.due).toBe(true);
    unwrap(await submitCommand(ctx, ada, g.gameId, { command: { type: 'add', n: 1 } }));
    unwrap(await submitCommand(ctx, bob, g.gameId, { command: { type: 'add', n: 1 } }));
    const back = (await ctx.events.latest(g.gameId))!;
    expect(back.platformEvents).toEqual([{ type: 'SeatBack', seat: 1 }]);
    expect(back.changes?.due).toBe(true);
    // Ada reaches 7 and wins: the entry leaves the index.
    unwrap(await submitCommand(ctx, ada, g.gameId, { command: { type: 'add', n: 1 } }));
    const end = (await ctx.events.latest(g.gameId))!;
    expect([end.snapshot.status, end.changes?.due]).toEqual(['finished', true]);
    await consume();
    expect(due.entries.get(g.gameId)?.next).toBeNull();
  });

  it('is never later than what is really due, over random moves, reminders, deadlines and away seats', async () => {
    for (let run = 0; run < 20; run++) {
      const rng = createRng(`deadline-index-${run}`, 0);
      const clock = settableClock('2026-12-01T00:00:00.000Z');
      const ctx = memoryContext(games, { clock, notifier: recordingNotifier() });
      const seats = 2 + rng.int(3);
      const players = [];
      for (let i = 0; i < seats; i++) players.push((await ctx.players.get(unwrap(await registerPlayer(ctx, { name: `P${i}`, email: `p${i}@example.com` })).playerId))!);
      const hours = 1 + rng.int(48);
      const g = unwrap(await createGame(ctx, players[0]!, { game: 'counter', options: { target: 60, players: seats, turnTimeLimitHours: hours } }, null)).resource;
      for (const p of players.slice(1)) unwrap(await joinGame(ctx, p, g.gameId));
      const due = memoryDueStore();
      const deps = memorySweepDeps(ctx, due, { notifier: recordingNotifier() });
      let projected = -1;
      // The stream consumer, in order, over every version not projected yet.
      const consume = async () => {
        for (const r of ctx.events.all(g.gameId).filter((x: GameRecord) => x.version > projected)) {
          await projectDeadline(due, r);
          projected = r.version;
        }
      };
      for (let step = 0; step < 80; step++) {
        const latest = (await ctx.events.latest(g.gameId))!;
        if (latest.snapshot.status !== 'active') break;
        const roll = rng.int(10);
        if (roll < 5) {
          const d = rng.pick(latest.snapshot.pending);
          const legal = games.get('counter')!.legalCommands(latest.snapshot.state, d.seat);
          if (legal.length > 0) await submitCommand(ctx, players[d.seat]!, g.gameId, { command: rng.pick(legal) });
        } else if (roll < 8) clock.advanceHours(rng.next() * hours * 0.6);
        else await sweep(deps);
        // The consumer sometimes lags behind the players and the sweeper; checked when it caught up.
        if (rng.int(3) > 0) await consume();
        const now = (await ctx.events.latest(g.gameId))!;
        const entry = due.entries.get(g.gameId);
        if (now.snapshot.status !== 'active' || projected < now.version) continue;
        const exact = nextDue(now.snapshot, await due.reminded(g.gameId));
        expect(entry?.next, `run ${run} step ${step}`).toBeDefined();
        if (exact !== null) expect(entry!.next! <= exact, `run ${run} step ${step}: entry ${entry!.next} after ${exact}`).toBe(true);
      }
    }
  });
});
