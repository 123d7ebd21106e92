/**
 * A player whose seat is away says they are back (POST /games/{id}/back): the seat's run of timeouts
 * ends (SeatBack), so neither the fallback nor the bot plays it at once any more, and the player's
 * next turn waits for them, with its whole time from now. Needed because an away seat's turn is
 * played within moments (play-at-once.ts): its player might otherwise never get to act again. A seat
 * that is not away is answered as it is, with nothing appended.
 */
import type { AppContext } from '../core/context.js';
import { isAway } from '../core/deadlines.js';
import { nextRecord } from './evolve-record.js';
import { onLatestVersion } from './on-latest-version.js';
import type { PlayerRecord } from '../core/model.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems } from '../core/problems.js';
import { gameResource, type GameResource } from './resource.js';
import { seatOf } from '../core/seats.js';

export interface ComeBackAnswer {
  readonly appended: boolean;
  readonly resource: GameResource;
}

/** `present`: as in submitCommand (pure; it runs while the append is in flight). */
export function comeBack(ctx: AppContext, player: PlayerRecord, gameId: string): Promise<Outcome<ComeBackAnswer>>;
export function comeBack<R>(ctx: AppContext, player: PlayerRecord, gameId: string, present: (answer: ComeBackAnswer) => R): Promise<Outcome<R>>;
export function comeBack<R>(ctx: AppContext, player: PlayerRecord, gameId: string, present: (answer: ComeBackAnswer) => R = (answer) => answer as R): Promise<Outcome<R>> {
  // A bot (or the sweeper) may play the seat at the same moment: then it looks again.
  return onLatestVersion<R>(ctx, gameId, { attempts: 4, busy: problems.busy('deciding') }, (latest, game) => {
    const s = latest.snapshot;
    const seat = seatOf(s, player.playerId);
    if (seat === null) return { answer: fail(problems.notAPlayer()) };
    if (s.status !== 'active' || !isAway(s, seat)) return { answer: ok(present({ appended: false, resource: gameResource(game, latest, player.playerId) })) };
    const record = nextRecord(game, latest, {
      actor: { kind: 'player', playerId: player.playerId, seat },
      at: ctx.clock.now(),
      platformEvents: [{ type: 'SeatBack', seat }],
      changes: { timeouts: s.timeouts.map((t, i) => (i === seat ? 0 : t)) },
      // A decision of theirs may have waited long (every player was away): its time starts now.
      restartClockOf: seat,
    });
    return { append: record, answerAppended: (r) => present({ appended: true, resource: gameResource(game, r, player.playerId) }) };
  });
}
