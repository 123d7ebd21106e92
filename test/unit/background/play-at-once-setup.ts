// The games the runner's tests play: a counter game with bots, or Ada and Bob with deadlines and the sweeper's stores.
import { createRegistry } from '../../../domain/games/registry.js';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import { projectDeadline } from '../../../lambdas/app/background/project-deadline.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { memoryContext, memoryDueStore, memorySweepDeps, settableClock } from '../../support/memory-stores.js';
import { newPlayer, unwrap } from '../../support/http/players.js';
export type CounterBotInput = Parameters<NonNullable<typeof counterGame.bot>['choose']>[0];

export async function setup(options: Record<string, unknown>, bots: { seat: number; level?: 'easy' | 'normal' | 'hard' }[], game = counterGame) {
  const games = createRegistry([game]);
  const clock = settableClock('2026-12-01T00:00:00.000Z');
  const ctx = memoryContext(games, { clock });
  const ada = (await newPlayer(ctx, 'Ada')).player;
  const created = await createGame(ctx, ada, { game: 'counter', options, bots: bots.map((b) => ({ seat: b.seat, level: b.level ?? 'normal' })) }, null);
  const deps = { games, events: ctx.events, clock };
  return { ctx, clock, ada, created, deps, games };
}

export const latest = async (ctx: ReturnType<typeof memoryContext>, gameId: string) => (await ctx.events.latest(gameId))!;

/** Ada and Bob in a counter game with 8 hours a decision, the deadline index projected by hand (`project`) and the sweeper's deps. */
export async function twoPlayersWithDeadlines(platform: { onTimeout?: 'bot' }) {
  const s = await setup({ players: 2, target: 1000, turnTimeLimitHours: 8, ...platform }, []);
  const bob = (await newPlayer(s.ctx, 'Bob')).player;
  const gameId = unwrap(s.created).resource.gameId;
  unwrap(await joinGame(s.ctx, bob, gameId));
  const due = memoryDueStore();
  const project = async () => projectDeadline(due, await latest(s.ctx, gameId));
  await project();
  const sweepDeps = memorySweepDeps(s.ctx, due);
  return { ...s, bob, gameId, due, project, sweepDeps };
}
