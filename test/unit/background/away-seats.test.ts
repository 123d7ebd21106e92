// Seats played at once when their players are away, with the stores in memory: onTimeout "bot" plays
// a passed deadline and then the away seat, from that player's JSON only; with the game's fallback an
// away seat is played only while a player is still at the table, and a game everyone left waits.
import { describe, expect, it } from 'vitest';
import { comeBack } from '../../../lambdas/app/games/come-back.js';
import { joinGame } from '../../../lambdas/app/games/create-game.js';
import { nextDue, playedAtOnce, waitsForReturn } from '../../../lambdas/app/core/deadlines.js';
import { leaveGame } from '../../../lambdas/app/games/leave-game.js';
import { inboxRows } from '../../../lambdas/app/games/project-inbox.js';
import { playAtOnce } from '../../../lambdas/app/background/play-at-once.js';
import { gameResource } from '../../../lambdas/app/games/resource.js';
import { submitCommand } from '../../../lambdas/app/games/submit-command.js';
import { sweep } from '../../../lambdas/app/background/sweeper.js';
import { messagesFor, reminderMessage } from '../../../lambdas/app/mail/messages.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { newPlayer, unwrap } from '../../support/http/players.js';
import { setup, latest, twoPlayersWithDeadlines, type CounterBotInput } from './play-at-once-setup.js';

describe('onTimeout "bot"', () => {
  const twoPlayers = () => twoPlayersWithDeadlines({ onTimeout: 'bot' });

  it('plays a passed deadline with the bot, counts the timeout, marks the seat away after two, then the bot plays it at once until its player acts', async () => {
    const { ctx, clock, ada, bob, gameId, project, sweepDeps, deps } = await twoPlayers();
    expect(unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } })).resource.options).toMatchObject({ onTimeout: 'bot' });
    await project();
    // Bob's first deadline passes: the bot plays it, as a bot actor, and the timeout counts.
    clock.set('2026-12-01T08:00:00.000Z');
    expect((await sweep(sweepDeps)).fallbacks).toBe(1);
    let now = await latest(ctx, gameId);
    expect(now.actor).toEqual({ kind: 'bot', seat: 1, level: 'normal' });
    expect(now.platformEvents).toEqual([{ type: 'DeadlinePassed', seat: 1, kind: 'turn', deadline: '2026-12-01T08:00:00.000Z' }]);
    expect(now.snapshot.timeouts).toEqual([0, 1]);
    // Not away yet: the stream's runner leaves Bob's next turn to Bob.
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
    await project();
    expect(await playAtOnce(deps, await latest(ctx, gameId))).toBe('nothing-to-play');
    clock.set('2026-12-01T16:00:00.000Z');
    expect((await sweep(sweepDeps)).fallbacks).toBe(1);
    now = await latest(ctx, gameId);
    expect(now.platformEvents.map((e) => e.type)).toEqual(['DeadlinePassed', 'SeatAway']);
    // Away: after Ada's move the runner plays Bob's seat at once, from the stream.
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
    expect(await playAtOnce(deps, await latest(ctx, gameId))).toBe('moved');
    now = await latest(ctx, gameId);
    expect([now.actor, now.snapshot.timeouts]).toEqual([{ kind: 'bot', seat: 1, level: 'normal' }, [0, 2]]);
    // Bob acts again: he is back, and the bot leaves his seat alone.
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
    const own = await latest(ctx, gameId);
    // (The runner would take this turn; Bob is quicker here.)
    unwrap(await submitCommand(ctx, bob, gameId, { command: { type: 'add', n: 2 } }));
    now = await latest(ctx, gameId);
    expect(now.platformEvents).toEqual([{ type: 'SeatBack', seat: 1 }]);
    expect(await playAtOnce(deps, own)).toBe('lost-race');
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
    expect(await playAtOnce(deps, await latest(ctx, gameId))).toBe('nothing-to-play');
  });

  it('an away player comes back with POST /back: SeatBack, and the bot leaves the seat to them', async () => {
    const { ctx, clock, ada, bob, gameId, project, sweepDeps, deps } = await twoPlayers();
    // Not away: nothing to do, nothing appended.
    expect(unwrap(await comeBack(ctx, bob, gameId)).appended).toBe(false);
    for (const at of ['2026-12-01T08:00:00.000Z', '2026-12-01T16:00:00.000Z']) {
      unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
      await project();
      clock.set(at);
      await sweep(sweepDeps);
    }
    expect((await latest(ctx, gameId)).snapshot.timeouts).toEqual([0, 2]);
    const back = unwrap(await comeBack(ctx, bob, gameId));
    expect(back.appended).toBe(true);
    expect(back.resource.seats[1]!.away).toBe(false);
    const v = await latest(ctx, gameId);
    expect([v.actor, v.platformEvents, v.snapshot.timeouts]).toEqual([{ kind: 'player', playerId: bob.playerId, seat: 1 }, [{ type: 'SeatBack', seat: 1 }], [0, 0]]);
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
    expect(await playAtOnce(deps, await latest(ctx, gameId))).toBe('nothing-to-play');
    expect(unwrap(await submitCommand(ctx, bob, gameId, { command: { type: 'add', n: 2 } })).appended).toBe(true);
    // Someone not seated is refused.
    const eve = (await newPlayer(ctx, 'Eve')).player;
    const refused = await comeBack(ctx, eve, gameId);
    expect(refused.ok ? null : refused.problem.code).toBe('not-a-player');
  });

  it("hands the bot standing in for an away player only that player's JSON", async () => {
    const seen: unknown[] = [];
    const spy = { choose: (input: CounterBotInput, level: 'easy' | 'normal' | 'hard', rng: Parameters<NonNullable<typeof counterGame.bot>['choose']>[2]) => (seen.push(input), counterGame.bot!.choose(input, level, rng)) };
    const s = await setup({ players: 2, target: 1000, turnTimeLimitHours: 8, onTimeout: 'bot' }, [], { ...counterGame, bot: spy } as typeof counterGame);
    const bob = (await newPlayer(s.ctx, 'Bob')).player;
    const gameId = unwrap(s.created).resource.gameId;
    unwrap(await joinGame(s.ctx, bob, gameId));
    // Bob away (two timeouts, as the sweeper would count them), then Ada moves.
    const v = await latest(s.ctx, gameId);
    await s.ctx.events.append({ ...v, version: v.version + 1, snapshot: { ...v.snapshot, timeouts: [0, 2] } });
    unwrap(await submitCommand(s.ctx, s.ada, gameId, { command: { type: 'add', n: 1 } }));
    const before = await latest(s.ctx, gameId);
    expect(await playAtOnce(s.deps, before)).toBe('moved');
    const asBob = JSON.parse(JSON.stringify(gameResource(counterGame, before, bob.playerId)));
    expect(seen).toEqual([{ seat: 1, view: asBob.view, legalCommands: asBob.legalCommands, pending: [{ seat: 1, kind: 'turn', prompt: expect.any(String) }] }]);
    expect((seen[0] as CounterBotInput).view).toMatchObject({ myToken: (before.snapshot.state as { tokens: number[] }).tokens[1], tokens: null });
  });

  it('the mails say a bot plays a late move, never the fallback', async () => {
    const { ctx, clock, ada, gameId, project, sweepDeps, games } = await twoPlayers();
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
    const yourTurn = messagesFor(games.get('counter')!, await latest(ctx, gameId), 'https://play.example');
    const reminder = reminderMessage(games.get('counter')!, await latest(ctx, gameId), (await latest(ctx, gameId)).snapshot.pending[0]!, 'https://play.example');
    await project();
    clock.set('2026-12-01T08:00:00.000Z');
    await sweep(sweepDeps);
    const timedOut = messagesFor(games.get('counter')!, await latest(ctx, gameId), 'https://play.example').filter((m) => m.kind === 'timed-out');
    expect(yourTurn.map((m) => m.kind)).toEqual(['your-turn']);
    expect(yourTurn[0]!.body).toContain('If the deadline passes, a bot plays this move for you');
    expect(reminder.body).toContain('After that a bot plays this move for you');
    expect(timedOut).toHaveLength(1);
    expect(timedOut[0]!.body).toContain('so a bot played this move for you');
    expect(timedOut[0]!.body).toContain('a bot plays it at once');
    for (const m of [...yourTurn, reminder, ...timedOut]) expect(m.body).not.toContain('fallback');
  });

  it('without it, a passed deadline plays the game\'s fallback as before', async () => {
    const s = await setup({ players: 2, target: 1000, turnTimeLimitHours: 8 }, []);
    expect(unwrap(s.created).resource.options).toMatchObject({ onTimeout: 'fallback' });
    expect((await latest(s.ctx, unwrap(s.created).resource.gameId)).snapshot.platform).toEqual({ turnTimeLimitHours: 8 });
  });

  it('refuses an unknown onTimeout', async () => {
    const s = await setup({ players: 2, onTimeout: 'forfeit' }, []);
    expect(s.created.ok ? null : s.created.problem.code).toBe('invalid-options');
  });
});

describe("away seats with the game's fallback", () => {
  const twoPlayers = () => twoPlayersWithDeadlines({});

  it('plays an away seat at once from the stream while a player is still at the table', async () => {
    const { ctx, ada, bob, gameId, deps } = await twoPlayers();
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
    unwrap(await leaveGame(ctx, bob, gameId));
    const left = await latest(ctx, gameId);
    expect([left.platformEvents, playedAtOnce(left.snapshot, 1)]).toEqual([[{ type: 'SeatAway', seat: 1 }], true]);
    // Bob's turn: the runner plays the fallback for him, as the platform, without waiting for a sweep.
    expect(await playAtOnce(deps, left)).toBe('moved');
    const played = await latest(ctx, gameId);
    expect([played.version, played.actor, played.command, played.platformEvents]).toEqual([left.version + 1, { kind: 'system', reason: 'away' }, { type: 'add', n: 1 }, []]);
    // Ada's turn is hers.
    expect(await playAtOnce(deps, played)).toBe('nothing-to-play');
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 2 } }));
    expect(await playAtOnce(deps, await latest(ctx, gameId))).toBe('moved');
  });

  it('with every player away the game waits, no clock running, until one comes back; their time starts then', async () => {
    const { ctx, clock, ada, bob, gameId, due, project, sweepDeps, deps } = await twoPlayers();
    unwrap(await leaveGame(ctx, bob, gameId));
    await project();
    unwrap(await leaveGame(ctx, ada, gameId)); // Ada's own turn, at 00:00, 8 hours to play it
    await project();
    const waiting = await latest(ctx, gameId);
    expect([waitsForReturn(waiting.snapshot, 0), playedAtOnce(waiting.snapshot, 0)]).toEqual([true, false]);
    expect(gameResource(counterGame, waiting, ada.playerId).onHold).toBe(true);
    // Nothing is played, no decision is due (a game of fallbacks alone could go on for ever): only
    // its abandonment, 30 days on.
    expect(await playAtOnce(deps, waiting)).toBe('nothing-to-play');
    expect(nextDue(waiting.snapshot, new Set())).toBeNull();
    expect(due.entries.get(gameId)?.next).toBe('2026-12-31T00:00:00.000Z');
    expect(gameResource(counterGame, waiting, ada.playerId).abandonAt).toBe('2026-12-31T00:00:00.000Z');
    // Even swept past Ada's deadline (say the index was stale), the sweeper leaves it.
    clock.set('2026-12-05T00:00:00.000Z');
    await due.schedule(gameId, waiting.version, clock.now().toISOString());
    expect((await sweep(sweepDeps)).fallbacks).toBe(0);
    expect((await latest(ctx, gameId)).version).toBe(waiting.version);
    // Four days later Ada is back: her turn waits for her, with its whole 8 hours from now.
    unwrap(await comeBack(ctx, ada, gameId));
    await project();
    const back = await latest(ctx, gameId);
    expect(back.snapshot.pending).toEqual([{ seat: 0, kind: 'turn', prompt: expect.any(String), since: '2026-12-05T00:00:00.000Z', deadline: '2026-12-05T08:00:00.000Z' }]);
    const resumed = gameResource(counterGame, back, bob.playerId);
    expect([resumed.onHold, 'abandonAt' in resumed]).toEqual([false, false]);
    expect(due.entries.get(gameId)?.next).toBe(nextDue(back.snapshot, new Set()));
    expect(await playAtOnce(deps, back)).toBe('nothing-to-play');
    expect((await sweep(sweepDeps)).fallbacks).toBe(0);
    // She plays; Bob, still away, is played at once again now that someone is at the table.
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
    expect(await playAtOnce(deps, await latest(ctx, gameId))).toBe('moved');
    expect((await latest(ctx, gameId)).actor).toEqual({ kind: 'system', reason: 'away' });
  });

  it('a game on hold for 30 days is abandoned by the sweeper: cancelled, no result, every player told, nothing due any more', async () => {
    const { ctx, clock, ada, bob, gameId, due, project, sweepDeps } = await twoPlayers();
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 2 } }));
    clock.set('2026-12-02T10:00:00.000Z');
    unwrap(await leaveGame(ctx, bob, gameId));
    await project();
    unwrap(await leaveGame(ctx, ada, gameId));
    await project();
    const held = await latest(ctx, gameId);
    expect(due.entries.get(gameId)?.next).toBe('2027-01-01T10:00:00.000Z');
    // A sweep a minute early changes nothing.
    clock.set('2027-01-01T09:59:00.000Z');
    await sweep(sweepDeps);
    expect((await latest(ctx, gameId)).version).toBe(held.version);
    clock.set('2027-01-01T10:04:00.000Z');
    await sweep(sweepDeps);
    const abandoned = await latest(ctx, gameId);
    expect([abandoned.version, abandoned.actor, abandoned.platformEvents, abandoned.snapshot.status, abandoned.snapshot.pending]).toEqual([
      held.version + 1,
      { kind: 'system', reason: 'abandoned' },
      [{ type: 'GameAbandoned', days: 30 }],
      'cancelled',
      [],
    ]);
    expect(abandoned.changes).toMatchObject({ seats: true, due: true });
    const over = gameResource(counterGame, abandoned, ada.playerId);
    expect(over).toMatchObject({ status: 'cancelled', cancelledBecause: 'abandoned', onHold: false, result: null, legalCommands: [], view: { counter: 2 } });
    expect('abandonAt' in over).toBe(false);
    expect(inboxRows(ctx.games, abandoned).map((r) => [r.playerId, r.status, r.cancelledBecause])).toEqual([
      [ada.playerId, 'cancelled', 'abandoned'],
      [bob.playerId, 'cancelled', 'abandoned'],
    ]);
    // Only a cancelled game says why: not the one on hold before it.
    expect('cancelledBecause' in gameResource(counterGame, held, ada.playerId)).toBe(false);
    expect(inboxRows(ctx.games, held).some((r) => 'cancelledBecause' in r)).toBe(false);
    await project();
    expect(due.entries.get(gameId)?.next).toBeNull();
    const told = messagesFor(counterGame, abandoned, 'https://play.example');
    expect(told.map((m) => [m.kind, m.playerId])).toEqual([
      ['game-abandoned', ada.playerId],
      ['game-abandoned', bob.playerId],
    ]);
    expect(told[0]!.subject).toBe('Game abandoned: Counter (test game) with "Bob"');
    expect(told[0]!.body).toContain('is over: every player had been away from it for 30 days, so it was abandoned, without a result.');
    // Over: coming back changes nothing, a command is refused.
    expect(unwrap(await comeBack(ctx, ada, gameId)).appended).toBe(false);
    expect(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } })).toMatchObject({ ok: false, problem: { status: 409, code: 'game-cancelled' } });
    // Swept again: nothing more.
    await sweep(sweepDeps);
    expect((await latest(ctx, gameId)).version).toBe(abandoned.version);
  });

  it('the game waits also when the last player at the table goes away by missing two deadlines', async () => {
    const { ctx, clock, bob, gameId, due, project, sweepDeps, deps } = await twoPlayers();
    unwrap(await leaveGame(ctx, bob, gameId));
    await project();
    // Ada misses her deadline: the sweeper plays her fallback (a timeout), then Bob's seat at once.
    clock.set('2026-12-01T08:00:00.000Z');
    expect((await sweep(sweepDeps)).fallbacks).toBe(2);
    await project();
    expect((await latest(ctx, gameId)).snapshot.timeouts).toEqual([1, 2]);
    // She misses the next one too: away, and nobody is left at the table.
    clock.set('2026-12-01T16:00:00.000Z');
    expect((await sweep(sweepDeps)).fallbacks).toBe(1);
    await project();
    const waiting = await latest(ctx, gameId);
    expect(waiting.snapshot.timeouts).toEqual([2, 2]);
    expect(waiting.platformEvents.map((e) => e.type)).toEqual(['DeadlinePassed', 'SeatAway']);
    expect(await playAtOnce(deps, waiting)).toBe('nothing-to-play');
    // Only its abandonment is due, 30 days after it went on hold.
    expect(due.entries.get(gameId)?.next).toBe('2026-12-31T16:00:00.000Z');
  });

  it('with a bot seated, the player leaving puts nothing on hold: the bot and the fallback play the game to its end', async () => {
    const s = await setup({ players: 2, target: 12 }, [{ seat: 1 }]);
    const gameId = unwrap(s.created).resource.gameId;
    unwrap(await leaveGame(s.ctx, s.ada, gameId));
    let now = await latest(s.ctx, gameId);
    expect([playedAtOnce(now.snapshot, 0), gameResource(counterGame, now, null).onHold, nextDue(now.snapshot, new Set())]).toEqual([true, false, now.snapshot.pending[0]!.since]);
    for (let i = 0; i < 30 && now.snapshot.status === 'active'; i++) {
      expect(await playAtOnce(s.deps, now)).toBe('moved');
      now = await latest(s.ctx, gameId);
    }
    expect(now.snapshot.status).toBe('finished');
    expect(s.ctx.events.all(gameId).some((r) => r.actor.kind === 'system')).toBe(true);
  });

  it('with onTimeout "bot" an away seat is played at once even with nobody at the table: the bots end the game', async () => {
    const s = await setup({ players: 2, target: 6, onTimeout: 'bot' }, []);
    const bob = (await newPlayer(s.ctx, 'Bob')).player;
    const gameId = unwrap(s.created).resource.gameId;
    unwrap(await joinGame(s.ctx, bob, gameId));
    unwrap(await leaveGame(s.ctx, bob, gameId));
    unwrap(await leaveGame(s.ctx, s.ada, gameId));
    let now = await latest(s.ctx, gameId);
    expect([playedAtOnce(now.snapshot, 0), gameResource(counterGame, now, null).onHold]).toEqual([true, false]);
    for (let i = 0; i < 20 && now.snapshot.status === 'active'; i++) {
      expect(await playAtOnce(s.deps, now)).toBe('moved');
      now = await latest(s.ctx, gameId);
    }
    expect(now.snapshot.status).toBe('finished');
  });
});
