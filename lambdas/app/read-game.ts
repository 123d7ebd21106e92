/** Use cases that only read: a game as the caller sees it, its history, the caller's games. */
import type { RedactedOf, Viewer } from '../../domain/engine/game.js';
import type { AppContext } from './context.js';
import { seatOf } from './evolve-record.js';
import type { InboxEntry, PlatformEvent, PlayerRecord } from './model.js';
import { fail, ok, type Outcome } from './outcome.js';
import { problems } from './problems.js';
import { gameResource, type GameResource } from './resource.js';

export async function readGame(ctx: AppContext, player: PlayerRecord, gameId: string): Promise<Outcome<GameResource>> {
  const latest = await ctx.events.latest(gameId);
  const game = latest && ctx.games.get(latest.snapshot.game);
  if (!latest || !game) return fail(problems.gameNotFound(gameId));
  return ok(gameResource(game, latest, player.playerId));
}

/** One version in a game's history as a viewer may see it; `Redacted` is the game's redacted event type. */
export interface HistoryEntry<Redacted = unknown> {
  version: number;
  at: string;
  /** The seat that acted, or null for the platform (deadline fallbacks) and spectators. */
  seat: number | null;
  system: boolean;
  /** The platform's events (public), then the game's, each through the game's `redact`. */
  events: (PlatformEvent | Redacted)[];
}

/** The body of GET /games/{gameId}/events. */
export interface GameHistory<Redacted = unknown> {
  events: HistoryEntry<Redacted>[];
  hasMore: boolean;
  lastVersion: number;
}

/** The history of a game whose type is known (typed clients and tests): `GameHistoryOf<typeof mrJack>`. */
export type GameHistoryOf<G> = GameHistory<RedactedOf<G>>;

export const HISTORY_PAGE = { default: 50, max: 200 } as const;

export async function readHistory(
  ctx: AppContext,
  player: PlayerRecord,
  gameId: string,
  after: number,
  limit: number,
): Promise<Outcome<GameHistory>> {
  const latest = await ctx.events.latest(gameId);
  const game = latest && ctx.games.get(latest.snapshot.game);
  if (!latest || !game) return fail(problems.gameNotFound(gameId));
  const viewer: Viewer = seatOf(latest.snapshot, player.playerId) ?? 'spectator';
  const page = await ctx.events.history(gameId, after, limit);
  const events = page.records.map((r) => ({
    version: r.version,
    at: r.at,
    seat: r.actor.kind === 'player' ? r.actor.seat : null,
    system: r.actor.kind === 'system',
    // Platform events are public by construction; game events leave only through redact.
    events: [...r.platformEvents, ...r.events.map((e) => game.redact(e, viewer)).filter((e) => e !== null && e !== undefined)],
  }));
  return ok({ events, hasMore: page.hasMore, lastVersion: latest.version });
}

export async function listMyGames(ctx: AppContext, player: PlayerRecord): Promise<Outcome<{ games: InboxEntry[] }>> {
  return ok({ games: await ctx.inbox.listForPlayer(player.playerId, 100) });
}
