/**
 * A rematch of a finished game: a new game with the same game, options, visibility and players,
 * seats rotated by one (seat i goes to whoever sat at seat i + 1, so the first player changes).
 * The requester takes their seat, bots keep theirs, and every other player is invited to the seat
 * kept for them (mail and `invited: true`), unless they deleted their account since (their seat is
 * then open to anyone). Its id is derived from the old game's, and version 0 is
 * a conditional write, so a second request (even at the same moment) answers the same new game;
 * a player whose seat is kept takes it by asking too.
 */
import type { AnyGame, Seat } from '../../../domain/engine/game.js';
import { sha256 } from '../accounts/auth.js';
import type { AppContext } from '../core/context.js';
import { isRated } from '../ratings/rated.js';
import { firstVersion, joinGame } from './create-game.js';
import type { Invitation, PlayerRecord, SeatHolder, Snapshot } from '../core/model.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems } from '../core/problems.js';
import { gameResource, type GameResource } from './resource.js';
import { holderAt, seatOf } from '../core/seats.js';

/** The rematch's id: one per finished game, whoever asks. */
export function rematchId(gameId: string): string {
  return `r${sha256(`rematch:${gameId}`).slice(0, 20)}`;
}

/** Seat i of the rematch: the holder of seat i + 1 before (the last seat's goes to seat 0). */
export function rotatedSeats(s: Pick<Snapshot, 'seats' | 'seatCount'>): (SeatHolder | null)[] {
  return Array.from({ length: s.seatCount }, (_, i) => holderAt(s, (i + 1) % s.seatCount));
}

/**
 * The options of the rematch. Where the game has roles chosen by seat 0's option (Mr. Jack's
 * `role`), the role stays with the seat, so with seats rotated the player who was Jack becomes the
 * Detective; a role drawn at random is then fixed for seat 0 rather than drawn again.
 */
export function rematchOptions(game: AnyGame, s: Snapshot): Readonly<Record<string, unknown>> {
  const role = 'role' in s.options && game.seatRole && s.state !== null ? game.seatRole(s.state, 0) : null;
  if (role === null) return s.options;
  const parsed = game.options.safeParse({ ...s.options, role: role.toLowerCase() });
  return parsed.success ? parsed.data : s.options;
}

export async function requestRematch(ctx: AppContext, player: PlayerRecord, gameId: string): Promise<Outcome<{ created: boolean; resource: GameResource }>> {
  const latest = await ctx.events.latest(gameId);
  const game = latest && ctx.games.get(latest.snapshot.game);
  if (!latest || !game) return fail(problems.gameNotFound(gameId));
  const s = latest.snapshot;
  if (seatOf(s, player.playerId) === null) return fail(problems.notAPlayer());
  if (s.status !== 'finished') return fail(problems.gameNotFinished());
  const newId = rematchId(gameId);
  const seats = rotatedSeats(s);
  const requester = seats.findIndex((h) => h?.playerId === player.playerId);
  // Bots stay seated; the requester sits; every other player is invited to the seat kept for them,
  // unless they deleted their account since: their seat is left open for anyone.
  const others = seats.flatMap((h, seat: Seat) => (h && !h.bot && seat !== requester ? [{ playerId: h.playerId, name: h.name, seat }] : []));
  const stillHere = await Promise.all(others.map(async (o) => (await ctx.players.get(o.playerId)) !== null));
  const invited: Invitation[] = others.filter((_, i) => stillHere[i]);
  const record = firstVersion(game, {
    gameId: newId,
    at: ctx.clock.now(),
    creator: player,
    options: rematchOptions(game, s),
    platform: s.platform,
    visibility: s.visibility ?? 'private',
    rated: isRated(s),
    seats: seats.map((h, seat) => (h && (h.bot || seat === requester) ? h : null)),
    invited,
    seed: ctx.ids.seed(),
    command: { rematchOf: gameId },
    idempotencyKey: null,
    rematchOf: gameId,
  });
  if ((await ctx.events.append(record)) === 'appended') return ok({ created: true, resource: gameResource(game, record, player.playerId) });
  // Asked before: the same game; a player whose seat is kept for them takes it now.
  const existing = await ctx.events.latest(newId);
  if (!existing) return fail(problems.busy('joining'));
  if (existing.snapshot.status === 'waiting' && seatOf(existing.snapshot, player.playerId) === null) {
    const joined = await joinGame(ctx, player, newId);
    return joined.ok ? ok({ created: false, resource: joined.value }) : joined;
  }
  return ok({ created: false, resource: gameResource(game, existing, player.playerId) });
}
