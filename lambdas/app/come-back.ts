/**
 * A player whose seat is away says they are back (POST /games/{id}/back): the seat's run of timeouts
 * ends (SeatBack), so neither the fallback nor the bot plays it at once any more, and the player's
 * next turn waits for them. Needed because an away seat's turn is played within moments (by the bot
 * from the stream with onTimeout "bot", or by the sweeper): its player might otherwise never get
 * to act again. A seat that is not away is answered as it is, with nothing appended.
 */
import type { AppContext } from './context.js';
import { isAway } from './deadlines.js';
import { nextRecord } from './evolve-record.js';
import type { PlayerRecord } from './model.js';
import { fail, ok, type Outcome } from './outcome.js';
import { problems } from './problems.js';
import { gameResource, type GameResource } from './resource.js';
import { seatOf } from './seats.js';

const ATTEMPTS = 4;

export async function comeBack(ctx: AppContext, player: PlayerRecord, gameId: string): Promise<Outcome<{ readonly appended: boolean; readonly resource: GameResource }>> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const latest = await ctx.events.latest(gameId);
    const game = latest && ctx.games.get(latest.snapshot.game);
    if (!latest || !game) return fail(problems.gameNotFound(gameId));
    const s = latest.snapshot;
    const seat = seatOf(s, player.playerId);
    if (seat === null) return fail(problems.notAPlayer());
    if (s.status !== 'active' || !isAway(s, seat)) return ok({ appended: false, resource: gameResource(game, latest, player.playerId) });
    const record = nextRecord(game, latest, {
      actor: { kind: 'player', playerId: player.playerId, seat },
      at: ctx.clock.now(),
      platformEvents: [{ type: 'SeatBack', seat }],
      changes: { timeouts: s.timeouts.map((t, i) => (i === seat ? 0 : t)) },
    });
    if ((await ctx.events.append(record)) === 'appended') return ok({ appended: true, resource: gameResource(game, record, player.playerId) });
    // A bot (or the sweeper) played the seat at the same moment: look again.
  }
  return fail(problems.busy('deciding'));
}
