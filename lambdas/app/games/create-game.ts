/** Use cases: create a game (the creator takes seat 0, bots the seats asked for) and join one (setup runs when seats are full). */
import { startGame } from '../../../domain/engine/decider.js';
import type { AnyGame } from '../../../domain/engine/game.js';
import { CURRENT_RNG, rngFor } from '../../../domain/engine/rng.js';
import { sha256 } from '../accounts/auth.js';
import type { AppContext } from '../core/context.js';
import { changesBetween, nextRecord, seatOf, settle } from './evolve-record.js';
import { onLatestVersion } from './on-latest-version.js';
import type { GameRecord, Invitation, PlatformOptions, PlayerRecord, SeatHolder, Snapshot, Visibility } from '../core/model.js';
import { isFull, seatForJoiner, takenSeats, withHolder } from '../core/seats.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems } from '../core/problems.js';
import { canonicalJson } from '../core/canonical.js';
import { gameResource, type GameResource } from './resource.js';
import { splitPlatformOptions } from '../core/platform-options.js';
import { botHolders, type BotSeatsRequest } from './bot-seats.js';
import { ratedAtCreation } from '../ratings/rated.js';

const JOIN_ATTEMPTS = 5;

export async function createGame(
  ctx: AppContext,
  player: PlayerRecord,
  body: { game: string; options?: Record<string, unknown>; bots?: BotSeatsRequest; visibility?: Visibility; rated?: boolean },
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
  // Without a bot the game's fallback would play (in Mr. Jack it forfeits): refuse rather than surprise.
  if (!game.bot && bots.value.length > 0) return fail(problems.invalidBots(`${game.title} has no bot yet.`));
  if (!game.bot && split.value.platform.onTimeout === 'bot') return fail(problems.invalidOptions(`onTimeout: ${game.title} has no bot yet; use "fallback".`));
  const rated = ratedAtCreation(body.rated, bots.value.length);
  if (!rated.ok) return rated;
  const now = ctx.clock.now();
  // With an Idempotency-Key the id is derived from it, so a retried create finds its first answer.
  const gameId = idempotencyKey ? `g${sha256(`${player.playerId}:${idempotencyKey}`).slice(0, 20)}` : ctx.ids.gameId();
  const seats: (SeatHolder | null)[] = Array.from({ length: seatCount }, (_, i) => (i === 0 ? { playerId: player.playerId, name: player.name } : null));
  for (const b of bots.value) seats[b.seat] = b.holder;
  const record = firstVersion(game, {
    gameId,
    at: now,
    creator: player,
    options: parsed.data,
    platform: split.value.platform,
    visibility: body.visibility ?? 'private',
    rated: rated.value,
    seats,
    invited: [],
    seed: ctx.ids.seed(),
    command: body,
    idempotencyKey,
  });
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

/**
 * `present` shapes the answer for the caller's channel (the HTTP route encodes it as JSON), as in
 * submitCommand: it is pure, and it runs while the append is in flight.
 */
export function joinGame(ctx: AppContext, player: PlayerRecord, gameId: string): Promise<Outcome<GameResource>>;
export function joinGame<R>(ctx: AppContext, player: PlayerRecord, gameId: string, present: (resource: GameResource) => R): Promise<Outcome<R>>;
export function joinGame<R>(ctx: AppContext, player: PlayerRecord, gameId: string, present: (resource: GameResource) => R = (resource) => resource as R): Promise<Outcome<R>> {
  // Someone else may join (or move) at the same moment: then it looks again.
  return onLatestVersion(ctx, gameId, { attempts: JOIN_ATTEMPTS, busy: problems.busy('joining') }, (latest, game) => {
    const s = latest.snapshot;
    // Joining twice is harmless: answer with the seat already held.
    if (seatOf(s, player.playerId) !== null) return { answer: ok(present(gameResource(game, latest, player.playerId))) };
    if (s.status !== 'waiting') return { answer: fail(problems.gameFull(gameId, s.status)) };
    const seat = seatForJoiner(s, player.playerId);
    if (seat === null) return { answer: fail(problems.gameFull(gameId, s.status)) };
    const now = ctx.clock.now();
    let record = nextRecord(game, latest, {
      actor: { kind: 'player', playerId: player.playerId, seat },
      at: now,
      platformEvents: [{ type: 'PlayerJoined', seat, name: player.name, playerId: player.playerId }],
      changes: { seats: withHolder(s, seat, { playerId: player.playerId, name: player.name }) },
    });
    if (isFull(record.snapshot)) record = withStart(game, record, now, s);
    return { append: record, answerAppended: (r) => present(gameResource(game, r, player.playerId)) };
  });
}

/** What a new game starts from: who creates it, its options, who sits where, who is invited. */
export interface NewGame {
  readonly gameId: string;
  readonly at: Date;
  readonly creator: Pick<PlayerRecord, 'playerId' | 'name'>;
  readonly options: Readonly<Record<string, unknown>>;
  readonly platform: PlatformOptions;
  readonly visibility: Visibility;
  /** Whether it counts for the ratings. */
  readonly rated: boolean;
  /** Seat i's holder or null (free); the creator's seat among them. */
  readonly seats: readonly (SeatHolder | null)[];
  readonly invited: readonly Invitation[];
  readonly seed: string;
  readonly command: unknown;
  readonly idempotencyKey: string | null;
  readonly rematchOf?: string;
}

/** Version 0 of a game (a creation or a rematch); it starts at once when its seats are full already. */
export function firstVersion(game: AnyGame, g: NewGame): GameRecord {
  const seatCount = game.seats(g.options).count;
  const seats = Array.from({ length: seatCount }, (_, i) => g.seats[i] ?? null);
  const creatorSeat = seats.findIndex((h) => h?.playerId === g.creator.playerId);
  const snapshot: Snapshot = {
    game: game.id,
    status: 'waiting',
    createdAt: g.at.toISOString(),
    createdBy: g.creator.playerId,
    options: g.options,
    platform: g.platform,
    seatCount,
    seats,
    // Stored only when not the default, so that older and private games read the same.
    ...(g.visibility === 'public' ? { visibility: g.visibility } : {}),
    ...(g.rated ? { rated: true as const } : {}),
    ...(g.invited.length ? { invited: g.invited } : {}),
    ...(g.rematchOf ? { rematchOf: g.rematchOf } : {}),
    seed: g.seed,
    rng: CURRENT_RNG,
    state: null,
    pending: [],
    recentKeys: {},
    timeouts: Array.from({ length: seatCount }, () => 0),
  };
  const record: GameRecord = {
    gameId: g.gameId,
    version: 0,
    at: g.at.toISOString(),
    actor: { kind: 'player', playerId: g.creator.playerId, seat: creatorSeat < 0 ? null : creatorSeat },
    command: g.command,
    idempotencyKey: g.idempotencyKey,
    platformEvents: [
      {
        type: 'GameCreated',
        game: game.id,
        options: g.options,
        turnTimeLimitHours: g.platform.turnTimeLimitHours,
        seatCount,
        ...(g.platform.onTimeout === 'bot' ? { onTimeout: g.platform.onTimeout } : {}),
        ...(g.platform.timeBank ? { timeBank: g.platform.timeBank } : {}),
      },
      ...(g.rematchOf ? [{ type: 'RematchOf' as const, gameId: g.rematchOf }] : []),
      ...takenSeats(snapshot).map(({ seat, holder }) => ({ type: 'PlayerJoined' as const, seat, name: holder.name, playerId: holder.playerId })),
      ...g.invited.map((i) => ({ type: 'PlayerInvited' as const, playerId: i.playerId, ...(i.seat === undefined ? {} : { seat: i.seat }) })),
    ],
    events: [],
    snapshot,
    // A new game: its seats' rows and invitations; nothing due yet.
    changes: { seats: true, due: false, ...(g.invited.length ? { invited: true } : {}) },
  };
  // Alone, or with bots in every other seat: the game starts at once.
  return isFull(snapshot) ? withStart(game, record, g.at, null) : record;
}

/** Seats are full: run the game's setup inside the same version that filled the last seat (`before`: the version before it, null for a new game). */
function withStart(game: AnyGame, record: GameRecord, now: Date, before: Snapshot | null): GameRecord {
  const s = record.snapshot;
  const started = startGame(game, s.options, s.seatCount, rngFor(s.rng, s.seed, record.version));
  const snapshot = settle(game, { ...s, state: started.state }, s, now);
  return {
    ...record,
    platformEvents: [...record.platformEvents, { type: 'GameStarted' }],
    events: [...record.events, ...started.events],
    snapshot,
    // The status changes: every read model moves, and the invitations still open close.
    changes: changesBetween(before, snapshot),
  };
}
