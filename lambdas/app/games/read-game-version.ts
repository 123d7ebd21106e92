/**
 * A past version of a game as the caller saw it then (GET /games/{gameId}/versions/{version}):
 * the history as boards, not only as events. Each version item holds the snapshot after it, so
 * this is one read, and it shows nothing new: the caller's seat saw exactly this view at that
 * version (a spectator, the spectator's view). Nothing can be posted to the past: no legal commands.
 */
import type { AppContext } from '../core/context.js';
import type { PlayerRecord } from '../core/model.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems } from '../core/problems.js';
import { gameResource, type GameResource } from './resource.js';

export async function readGameVersion(ctx: AppContext, player: PlayerRecord, gameId: string, version: number): Promise<Outcome<GameResource>> {
  const record = await ctx.events.atVersion(gameId, version);
  const game = record && ctx.games.get(record.snapshot.game);
  if (record && game) return ok({ ...gameResource(game, record, player.playerId), legalCommands: [] });
  // Which is missing, the game or the version? Only asked when one is.
  const latest = await ctx.events.latest(gameId);
  if (!latest || !ctx.games.get(latest.snapshot.game)) return fail(problems.gameNotFound(gameId));
  return fail(problems.versionNotFound(gameId, latest.version));
}
