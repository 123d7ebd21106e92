// The runner of seats played at once and bot seats, with the stores in memory: bots seated at
// creation and in the deadline index, and the runner acting for them exactly once, never on a stale
// version, bounded per batch, a bot only from the JSON the seat's player gets.
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../domain/engine/bot.js';
import { joinGame } from '../../../lambdas/app/games/create-game.js';
import { nextDue } from '../../../lambdas/app/core/deadlines.js';
import { botCommand, MAX_MOVES_AT_ONCE_PER_GAME_PER_BATCH, playAtOnce } from '../../../lambdas/app/background/play-at-once.js';
import { projectDeadline } from '../../../lambdas/app/background/project-deadline.js';
import { gameResource } from '../../../lambdas/app/games/resource.js';
import { submitCommand } from '../../../lambdas/app/games/submit-command.js';
import { sweep } from '../../../lambdas/app/background/sweeper.js';
import { consumeGameVersions, type BatchCounts } from '../../../lambdas/app/background/stream-consumer.js';
import type { GameRecord } from '../../../lambdas/app/core/model.js';
import { notifyVersion } from '../../../lambdas/app/background/notify-version.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { memoryDueStore, memoryInbox, memorySweepDeps, noFarewellExpected, recordingNotifier, settableClock } from '../../support/memory-stores.js';
import { newPlayer, unwrap } from '../../support/http/players.js';
import { setup, latest, type CounterBotInput } from './play-at-once-setup.js';

describe('bot seats at creation', () => {
  it('seats the bots, starts the game at once when they fill it, and shows them as bots', async () => {
    const { ctx, created } = await setup({ players: 3 }, [{ seat: 1 }, { seat: 2, level: 'hard' }]);
    const g = unwrap(created).resource;
    expect(g.status).toBe('active');
    expect(g.version).toBe(0);
    expect(g.seats.map((s) => [s.seat, s.name, s.bot?.level ?? null, s.away])).toEqual([
      [0, 'Ada', null, false],
      [1, 'Bot (normal)', 'normal', false],
      [2, 'Bot (hard)', 'hard', false],
    ]);
    // A bot's id can never be a real player's (those are `p` and base64url).
    for (const s of g.seats.slice(1)) expect(s.playerId).toMatch(/^bot:/);
    expect(ctx.events.all(g.gameId)).toHaveLength(1);
  });

  it('names two bots of one level by their seats too, so the page and the history tell them apart', async () => {
    const { created } = await setup({ players: 4 }, [{ seat: 1, level: 'easy' }, { seat: 3, level: 'easy' }, { seat: 2, level: 'hard' }]);
    expect(unwrap(created).resource.seats.map((s) => s.name)).toEqual(['Ada', 'Bot 2 (easy)', 'Bot (hard)', 'Bot 4 (easy)']);
  });

  it('leaves the game waiting when open seats remain; joiners take the free seats around the bots', async () => {
    const { ctx, created } = await setup({ players: 4 }, [{ seat: 3 }, { seat: 1 }]);
    const g = unwrap(created).resource;
    expect([g.status, g.openSeats, g.seats.map((s) => s.seat)]).toEqual(['waiting', 1, [0, 1, 3]]);
    const bob = (await newPlayer(ctx, 'Bob')).player;
    const joined = unwrap(await joinGame(ctx, bob, g.gameId));
    expect([joined.you, joined.status]).toEqual([2, 'active']);
  });

  it.each([
    ['a seat past the last', [{ seat: 2 }]],
    ['the same seat twice', [{ seat: 1 }, { seat: 1 }]],
  ])('refuses %s with invalid-bots and creates nothing', async (_what, bots) => {
    const { ctx, created } = await setup({ players: 2 }, bots);
    expect(created.ok).toBe(false);
    if (!created.ok) expect([created.problem.status, created.problem.code]).toEqual([400, 'invalid-bots']);
    expect(await ctx.events.latest('anything')).toBeNull();
  });
});

describe('a bot seat and the deadline index', () => {
  it('is due at its deadline only (no reminder), so the sweeper plays it if its bot did not move', async () => {
    const { ctx, ada, created, games } = await setup({ players: 2, target: 1000, turnTimeLimitHours: 8 }, [{ seat: 1 }]);
    const gameId = unwrap(created).resource.gameId;
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
    const v1 = await latest(ctx, gameId);
    expect(nextDue(v1.snapshot, new Set())).toBe(v1.snapshot.pending[0]!.deadline);
    // The runner never ran (say the bot failed): at the deadline the sweeper plays the bot seat with its bot, counting no timeout.
    const due = memoryDueStore();
    for (const r of ctx.events.all(gameId)) await projectDeadline(due, r);
    const clock = settableClock(v1.snapshot.pending[0]!.deadline);
    expect((await sweep(memorySweepDeps(ctx, due, { games, clock }))).fallbacks).toBe(1);
    const v2 = await latest(ctx, gameId);
    expect([v2.actor, v2.platformEvents, v2.snapshot.timeouts]).toEqual([{ kind: 'bot', seat: 1, level: 'normal' }, [], [0, 0]]);
  });
});

describe('the bot runner', () => {
  it('acts only when a bot seat is pending, once, as a bot actor through the ordinary decide path', async () => {
    const { ctx, ada, created, deps } = await setup({ players: 2, target: 1000 }, [{ seat: 1, level: 'easy' }]);
    const gameId = unwrap(created).resource.gameId;
    // Seat 0 (Ada) is to move: nothing for the bot.
    expect(await playAtOnce(deps, await latest(ctx, gameId))).toBe('nothing-to-play');
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
    const v1 = await latest(ctx, gameId);
    expect(await playAtOnce(deps, v1)).toBe('moved');
    const v2 = await latest(ctx, gameId);
    expect(v2.version).toBe(2);
    expect(v2.actor).toEqual({ kind: 'bot', seat: 1, level: 'easy' });
    expect(v2.command).toMatchObject({ type: 'add' });
    expect(v2.snapshot.pending.map((p) => p.seat)).toEqual([0]);
    // The same version delivered again: the append conflicts, nothing changes.
    expect(await playAtOnce(deps, v1)).toBe('lost-race');
    expect(ctx.events.all(gameId)).toHaveLength(3);
  });

  it('does nothing on a stale version: the newer version comes through the stream itself', async () => {
    const { ctx, ada, created, deps } = await setup({ players: 2, target: 1000 }, [{ seat: 1 }]);
    const gameId = unwrap(created).resource.gameId;
    // A call: both seats must shout, at once.
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'call' } }));
    const v1 = await latest(ctx, gameId);
    expect(v1.snapshot.pending.map((p) => p.seat)).toEqual([0, 1]);
    // Ada shouts before the stream delivers v1 to the runner.
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'shout' } }));
    expect(await playAtOnce(deps, v1)).toBe('lost-race');
    expect(ctx.events.all(gameId)).toHaveLength(3);
    // v2 comes through the stream in turn: the bot shouts then.
    expect(await playAtOnce(deps, await latest(ctx, gameId))).toBe('moved');
    expect(ctx.events.all(gameId).map((r) => [r.actor.kind, r.command])).toEqual([
      ['player', expect.anything()],
      ['player', { type: 'call' }],
      ['player', { type: 'shout' }],
      ['bot', { type: 'shout' }],
    ]);
  });

  it('plays a chain of bots one version at a time, to the end of the game', async () => {
    const { ctx, ada, created, deps } = await setup({ players: 4, target: 30 }, [{ seat: 1 }, { seat: 2 }, { seat: 3 }]);
    const gameId = unwrap(created).resource.gameId;
    for (let i = 0; i < 200; i++) {
      const now = await latest(ctx, gameId);
      if (now.snapshot.status === 'finished') break;
      if (now.snapshot.pending.some((p) => p.seat === 0)) unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
      // Each version once, as the stream delivers them.
      else expect(await playAtOnce(deps, now)).toBe('moved');
    }
    const all = ctx.events.all(gameId);
    expect(all.at(-1)!.snapshot.status).toBe('finished');
    // Every bot move was appended right after the version it saw, one per version.
    for (const r of all.slice(1)) expect(r.actor.kind === 'bot' ? r.actor.seat : 0).toBe(all[r.version - 1]!.snapshot.pending[0]!.seat);
  });

  it('mails no "your turn" for the bots\' replies to a player\'s own move (she is at the table), and does for a reply a while later', async () => {
    const { ctx, clock, ada, created, deps, games } = await setup({ players: 3, target: 1000 }, [{ seat: 1 }, { seat: 2 }]);
    const gameId = unwrap(created).resource.gameId;
    const notifier = recordingNotifier();
    const notify = { games, players: ctx.players, notifier, summaries: memoryInbox(), versions: ctx.events, clock, baseUrl: '' };
    const turnAndBots = async (replyAfterMs: number) => {
      unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
      clock.set(new Date(clock.now().getTime() + replyAfterMs).toISOString());
      expect(await playAtOnce(deps, await latest(ctx, gameId))).toBe('moved');
      expect(await playAtOnce(deps, await latest(ctx, gameId))).toBe('moved');
      const asks = await latest(ctx, gameId);
      expect(asks.snapshot.pending.map((p) => p.seat)).toEqual([0]);
      return notifyVersion(notify, asks);
    };
    expect(await turnAndBots(2_000)).toBe(0);
    expect(notifier.published).toEqual([]);
    // Replies eleven minutes after her move (a slow machine, a queue): she may have left, so she is told.
    expect(await turnAndBots(11 * 60_000)).toBe(1);
    expect(notifier.published[0]).toMatchObject({ kind: 'your-turn', body: expect.stringContaining('Since your last move:') });
  });

  it('stops a runaway: past the bound in one batch it moves no more and hands the game to the sweeper', async () => {
    const { ctx, ada, created, deps } = await setup({ players: 2, target: 1000 }, [{ seat: 1 }]);
    const gameId = unwrap(created).resource.gameId;
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
    const batch = { counts: new Map([[`at-once:${gameId}`, MAX_MOVES_AT_ONCE_PER_GAME_PER_BATCH]]) };
    const due = memoryDueStore();
    expect(await playAtOnce({ ...deps, due }, await latest(ctx, gameId), batch)).toBe('over-budget');
    expect(ctx.events.all(gameId)).toHaveLength(2);
    // Handed over: the game is due now, and the sweeper's next look plays the bot's turn.
    expect(due.entries.get(gameId)).toEqual({ version: 1, next: deps.clock.now().toISOString() });
    const swept = await sweep(memorySweepDeps(ctx, due, { clock: deps.clock }));
    expect(swept.fallbacks).toBe(1);
    expect((await latest(ctx, gameId)).actor).toEqual({ kind: 'bot', seat: 1, level: 'normal' });
    // A new batch may move again.
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
    expect(await playAtOnce(deps, await latest(ctx, gameId), { counts: new Map() })).toBe('moved');
  });

  it('shares the bound across one batch of the stream consumer, and starts afresh with the next batch', async () => {
    const { ctx, ada, created, deps } = await setup({ players: 2, target: 1000 }, [{ seat: 1 }]);
    const gameId = unwrap(created).resource.gameId;
    const results: string[] = [];
    const stream = { games: ctx.games, inbox: memoryInbox(), afterProjection: [async (r: GameRecord, batch: BatchCounts) => void results.push(await playAtOnce(deps, r, batch))], farewell: noFarewellExpected };
    // Ada and the bot alternate; each batch holds the newest version several times over (redeliveries).
    for (let batchNo = 0; batchNo < 2; batchNo++) {
      unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
      const now = await latest(ctx, gameId);
      const items = Array.from({ length: MAX_MOVES_AT_ONCE_PER_GAME_PER_BATCH + 2 }, (_, i) => ({ id: `${batchNo}-${i}`, record: now }));
      expect(await consumeGameVersions(items, stream)).toEqual({ failedIds: [] });
    }
    const perBatch = ['moved', ...Array(MAX_MOVES_AT_ONCE_PER_GAME_PER_BATCH - 1).fill('lost-race'), 'over-budget', 'over-budget'];
    expect(results).toEqual([...perBatch, ...perBatch]);
    expect(ctx.events.all(gameId).map((r) => r.actor.kind)).toEqual(['player', 'player', 'bot', 'player', 'bot']);
  });

  it("hands the bot only the JSON the seat's player gets from GET /games/{id}", async () => {
    const seen: CounterBotInput[] = [];
    const spy: Bot<unknown, unknown> = {
      choose: (input, level, rng) => {
        seen.push(input as CounterBotInput);
        return counterGame.bot!.choose(input as CounterBotInput, level, rng);
      },
    };
    const { ctx, ada, created, deps } = await setup({ players: 2, target: 1000 }, [{ seat: 1 }], { ...counterGame, bot: spy } as typeof counterGame);
    const gameId = unwrap(created).resource.gameId;
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 2 } }));
    const v1 = await latest(ctx, gameId);
    expect(await playAtOnce(deps, v1)).toBe('moved');
    const asSeat1 = JSON.parse(JSON.stringify(gameResource(counterGame, v1, 'bot:1')));
    expect(seen).toEqual([{ seat: 1, view: asSeat1.view, legalCommands: asSeat1.legalCommands, pending: [{ seat: 1, kind: 'turn', prompt: expect.any(String) }] }]);
    // Its own secret token, not Ada's; plain JSON (no prototype but Object's).
    const state = v1.snapshot.state as { tokens: number[] };
    expect(seen[0]!.view).toMatchObject({ myToken: state.tokens[1], tokens: null });
    expect(JSON.stringify(seen[0])).not.toContain(`${state.tokens[0]}`);
    expect(Object.getPrototypeOf(seen[0]!.view)).toBe(Object.prototype);
  });

  it('draws its randomness from the seed, a label and the version: a version replays, versions differ', async () => {
    const { ctx, ada, created } = await setup({ players: 2, target: 1000 }, [{ seat: 1 }]);
    const gameId = unwrap(created).resource.gameId;
    unwrap(await submitCommand(ctx, ada, gameId, { command: { type: 'add', n: 1 } }));
    const v1 = await latest(ctx, gameId);
    const at = (version: number) => JSON.stringify(botCommand(counterGame, { ...v1, version }, 1, 'normal'));
    const choices = Array.from({ length: 24 }, (_, v) => at(v + 1));
    expect(Array.from({ length: 24 }, (_, v) => at(v + 1))).toEqual(choices);
    expect(new Set(choices).size).toBe(2);
    // Another seed, other choices.
    const other = Array.from({ length: 24 }, (_, v) => JSON.stringify(botCommand(counterGame, { ...v1, version: v + 1, snapshot: { ...v1.snapshot, seed: 'another' } }, 1, 'normal')));
    expect(other).not.toEqual(choices);
  });
});
