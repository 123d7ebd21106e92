/** Use cases: create a game (the creator takes seat 0, bots the seats asked for) and join one (setup runs when seats are full). */
import { startGame } from '../../domain/engine/decider.js';
import type { AnyGame } from '../../domain/engine/game.js';
import { CURRENT_RNG, rngFor } from '../../domain/engine/rng.js';
import { sha256 } from './auth.js';
import type { AppContext } from './context.js';
import { nextRecord, seatOf, settle } from './evolve-record.js';
import type { GameRecord, PlayerRecord, Snapshot } from './model.js';
import { fail, ok, type Outcome } from './outcome.js';
import { problems } from './problems.js';
import { canonicalJson } from './canonical.js';
import { gameResource, type GameResource } from './resource.js';
import { splitPlatformOptions } from './platform-options.js';
import { botHolders, type BotSeatsRequest } from './bot-seats.js';

const JOIN_ATTEMPTS = 5;

export async function createGame(
  ctx: AppContext,
  player: PlayerRecord,
  body: { game: string; options?: Record<string, unknown>; bots?: BotSeatsRequest },
  idempotencyKey: string | null,
): Promise<Outcome<{ created: boolean; resource: GameResource }>> {
  const game = ctx.games.get(body.game);
  if (!game) return fail(problems.unknownGame(body.game, [...ctx.games.keys()]));
  const split = splitPlatformOptions(body.options ?? {});
  if (!split.ok) return split;
  const parsed = game.options.safeParse(split.value.gameOptions);
  if (!parsed.success) return fail(problems.invalidOptions(parsed.error.issues));
  const seatCount = game.seats(parsed.data).count;
  const bots = botHolders(body.bots ?? [], seatCount);
  if (!bots.ok) return bots;
  const now = ctx.clock.now();
  // With an Idempotency-Key the id is derived from it, so a retried create finds its first answer.
  const gameId = idempotencyKey ? `g${sha256(`${player.playerId}:${idempotencyKey}`).slice(0, 20)}` : ctx.ids.gameId();
  const snapshot: Snapshot = {
    game: game.id,
    status: 'waiting',
    createdAt: now.toISOString(),
    createdBy: player.playerId,
    options: parsed.data,
    platform: split.value.platform,
    seatCount,
    seats: [{ playerId: player.playerId, name: player.name }, ...bots.value],
    seed: ctx.ids.seed(),
    rng: CURRENT_RNG,
    state: null,
    pending: [],
    recentKeys: {},
    timeouts: Array.from({ length: seatCount }, () => 0),
  };
  let record: GameRecord = {
    gameId,
    version: 0,
    at: now.toISOString(),
    actor: { kind: 'player', playerId: player.playerId, seat: 0 },
    command: body,
    idempotencyKey,
    platformEvents: [
      { type: 'GameCreated', game: game.id, options: parsed.data, turnTimeLimitHours: split.value.platform.turnTimeLimitHours, seatCount },
      { type: 'PlayerJoined', seat: 0, name: player.name, playerId: player.playerId },
      ...bots.value.map((b, i) => ({ type: 'PlayerJoined' as const, seat: i + 1, name: b.name, playerId: b.playerId })),
    ],
    events: [],
    snapshot,
    // A new game: its seat's row; nothing due yet.
    changes: { seats: true, due: false },
  };
  // Alone, or with bots in every other seat: the game starts at once.
  if (snapshot.seats.length === seatCount) record = withStart(game, record, now);
  if ((await ctx.events.append(record)) === 'conflict') {
    const first = await ctx.events.atVersion(gameId, 0);
    if (idempotencyKey && first && first.snapshot.createdBy === player.playerId && canonicalJson(first.command) === canonicalJson(body)) {
      const latest = (await ctx.events.latest(gameId)) ?? first;
      return ok({ created: false, resource: gameResource(game, latest, player.playerId) });
    }
    return fail(problems.idempotencyKeyReused('request'));
  }
  return ok({ created: true, resource: gameResource(game, record, player.playerId) });
}

export async function joinGame(ctx: AppContext, player: PlayerRecord, gameId: string): Promise<Outcome<GameResource>> {
  for (let attempt = 0; attempt < JOIN_ATTEMPTS; attempt++) {
    const latest = await ctx.events.latest(gameId);
    if (!latest) return fail(problems.gameNotFound(gameId));
    const game = ctx.games.get(latest.snapshot.game);
    if (!game) return fail(problems.gameNotFound(gameId));
    // Joining twice is harmless: answer with the seat already held.
    if (seatOf(latest.snapshot, player.playerId) !== null) return ok(gameResource(game, latest, player.playerId));
    if (latest.snapshot.status !== 'waiting') return fail(problems.gameFull(gameId, latest.snapshot.status));
    const seat = latest.snapshot.seats.length;
    const now = ctx.clock.now();
    let record = nextRecord(game, latest, {
      actor: { kind: 'player', playerId: player.playerId, seat },
      at: now,
      platformEvents: [{ type: 'PlayerJoined', seat, name: player.name, playerId: player.playerId }],
      changes: { seats: [...latest.snapshot.seats, { playerId: player.playerId, name: player.name }] },
    });
    if (record.snapshot.seats.length === record.snapshot.seatCount) record = withStart(game, record, now);
    if ((await ctx.events.append(record)) === 'appended') return ok(gameResource(game, record, player.playerId));
    // Someone else joined (or moved) at the same moment: look again.
  }
  return fail(problems.busy('joining'));
}

/** Seats are full: run the game's setup inside the same version that filled the last seat. */
function withStart(game: AnyGame, record: GameRecord, now: Date): GameRecord {
  const s = record.snapshot;
  const started = startGame(game, s.options, s.seatCount, rngFor(s.rng, s.seed, record.version));
  return {
    ...record,
    platformEvents: [...record.platformEvents, { type: 'GameStarted' }],
    events: [...record.events, ...started.events],
    snapshot: settle(game, { ...s, state: started.state }, s, now),
    // The status changes: every read model moves.
    changes: { seats: true, due: true },
  };
}
