/**
 * Leaving a waiting game: a seated player frees their seat (PlayerLeft); the creator leaving
 * cancels the game (GameCancelled, status `cancelled`), and the stream tells everyone else seated.
 * Once the game has started nobody leaves (a seat that stops playing times out, then goes away).
 */
import type { AppContext } from './context.js';
import { nextRecord } from './evolve-record.js';
import type { GameRecord, PlayerRecord } from './model.js';
import { fail, ok, type Outcome } from './outcome.js';
import { problems } from './problems.js';
import { gameResource, type GameResource } from './resource.js';
import { seatOf, withHolder } from './seats.js';

const LEAVE_ATTEMPTS = 5;

export async function leaveGame(ctx: AppContext, player: PlayerRecord, gameId: string): Promise<Outcome<GameResource>> {
  for (let attempt = 0; attempt < LEAVE_ATTEMPTS; attempt++) {
    const latest = await ctx.events.latest(gameId);
    const game = latest && ctx.games.get(latest.snapshot.game);
    if (!latest || !game) return fail(problems.gameNotFound(gameId));
    const s = latest.snapshot;
    const seat = seatOf(s, player.playerId);
    if (seat === null) return fail(problems.notAPlayer());
    if (s.status !== 'waiting') return fail(problems.gameNotWaiting(s.status));
    const at = ctx.clock.now();
    const actor = { kind: 'player' as const, playerId: player.playerId, seat };
    const record: GameRecord =
      s.createdBy === player.playerId
        ? nextRecord(game, latest, { actor, at, platformEvents: [{ type: 'GameCancelled' }], changes: { status: 'cancelled' } })
        : nextRecord(game, latest, { actor, at, platformEvents: [{ type: 'PlayerLeft', seat, playerId: player.playerId }], changes: { seats: withHolder(s, seat, null) } });
    if ((await ctx.events.append(record)) === 'appended') return ok(gameResource(game, record, player.playerId));
    // Someone joined or left at the same moment: look again.
  }
  return fail(problems.busy('joining'));
}
