/**
 * Leaving a game (POST /games/{id}/leave):
 *
 * - while it waits, a seated player frees their seat (PlayerLeft); the creator leaving cancels the
 *   game (GameCancelled, status `cancelled`), and the stream tells everyone else seated;
 * - once it is played, the cards are dealt and the seat cannot be emptied, so the seat goes away
 *   at once (SeatAway), as after two deadlines in a row: its fallback — or the bot, with onTimeout
 *   "bot" — plays it from then on, instead of the others waiting out two of the leaver's
 *   deadlines. The player stays seated and may come back (POST /games/{id}/back). Leaving a seat
 *   already away appends nothing.
 */
import type { AnyGame, Seat } from '../../../domain/engine/game.js';
import type { AppContext } from '../core/context.js';
import { isAway, TIMEOUTS_BEFORE_AWAY } from '../core/deadlines.js';
import { nextRecord } from './evolve-record.js';
import { onLatestVersion } from './on-latest-version.js';
import type { GameRecord, PlayerRecord } from '../core/model.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems } from '../core/problems.js';
import { gameResource, type GameResource } from './resource.js';
import { seatOf, withHolder } from '../core/seats.js';

/** `present`: as in submitCommand (pure; it runs while the append is in flight). */
export function leaveGame(ctx: AppContext, player: PlayerRecord, gameId: string): Promise<Outcome<GameResource>>;
export function leaveGame<R>(ctx: AppContext, player: PlayerRecord, gameId: string, present: (resource: GameResource) => R): Promise<Outcome<R>>;
export function leaveGame<R>(ctx: AppContext, player: PlayerRecord, gameId: string, present: (resource: GameResource) => R = (resource) => resource as R): Promise<Outcome<R>> {
  // Someone may join or leave at the same moment: then it looks again.
  return onLatestVersion(ctx, gameId, { attempts: 5, busy: problems.busy('joining') }, (latest, game) => {
    const s = latest.snapshot;
    const seat = seatOf(s, player.playerId);
    if (seat === null) return { answer: fail(problems.notAPlayer()) };
    const answer = (r: GameRecord) => present(gameResource(game, r, player.playerId));
    switch (s.status) {
      case 'waiting':
        return { append: leavingRecord(game, latest, player.playerId, seat, ctx.clock.now()), answerAppended: answer };
      case 'active':
        if (isAway(s, seat)) return { answer: ok(answer(latest)) };
        return { append: steppingAwayRecord(game, latest, player.playerId, seat, ctx.clock.now()), answerAppended: answer };
      case 'finished':
        return { answer: fail(problems.gameOver()) };
      case 'cancelled':
        return { answer: fail(problems.gameNotWaiting(s.status)) };
    }
  });
}

/** The version in which a seated player of a game being played steps away: the seat is away at once (SeatAway). */
export function steppingAwayRecord(game: AnyGame, latest: GameRecord, playerId: string, seat: Seat, at: Date): GameRecord {
  const s = latest.snapshot;
  return nextRecord(game, latest, {
    actor: { kind: 'player', playerId, seat },
    at,
    platformEvents: [{ type: 'SeatAway', seat }],
    changes: { timeouts: s.timeouts.map((t, i) => (i === seat ? TIMEOUTS_BEFORE_AWAY : t)) },
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
