/**
 * Leaving a waiting game: a seated player frees their seat (PlayerLeft); the creator leaving
 * cancels the game (GameCancelled, status `cancelled`), and the stream tells everyone else seated.
 * Once the game has started nobody leaves (a seat that stops playing times out, then goes away).
 */
import type { AnyGame, Seat } from '../../domain/engine/game.js';
import type { AppContext } from './context.js';
import { nextRecord } from './evolve-record.js';
import { onLatestVersion } from './on-latest-version.js';
import type { GameRecord, PlayerRecord } from './model.js';
import { fail, type Outcome } from './outcome.js';
import { problems } from './problems.js';
import { gameResource, type GameResource } from './resource.js';
import { seatOf, withHolder } from './seats.js';

export function leaveGame(ctx: AppContext, player: PlayerRecord, gameId: string): Promise<Outcome<GameResource>> {
  // Someone may join or leave at the same moment: then it looks again.
  return onLatestVersion(ctx, gameId, { attempts: 5, busy: problems.busy('joining') }, (latest, game) => {
    const s = latest.snapshot;
    const seat = seatOf(s, player.playerId);
    if (seat === null) return { answer: fail(problems.notAPlayer()) };
    if (s.status !== 'waiting') return { answer: fail(problems.gameNotWaiting(s.status)) };
    return { append: leavingRecord(game, latest, player.playerId, seat, ctx.clock.now()), answerAppended: (r) => gameResource(game, r, player.playerId) };
  });
}

/** The version in which a seated player leaves a waiting game: the creator cancels it, anyone else frees their seat. */
export function leavingRecord(game: AnyGame, latest: GameRecord, playerId: string, seat: Seat, at: Date): GameRecord {
  const s = latest.snapshot;
  const actor = { kind: 'player' as const, playerId, seat };
  return s.createdBy === playerId
    ? nextRecord(game, latest, { actor, at, platformEvents: [{ type: 'GameCancelled' }], changes: { status: 'cancelled' } })
    : nextRecord(game, latest, { actor, at, platformEvents: [{ type: 'PlayerLeft', seat, playerId }], changes: { seats: withHolder(s, seat, null) } });
}
