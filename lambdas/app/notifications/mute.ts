/**
 * Use cases: POST and DELETE /games/{gameId}/mute. A seated player mutes a game's turn mails for
 * themselves (reminders and the other mails still come); idempotent both ways. The mutes are kept
 * on the player's item, which every mail's step reads anyway (notify-version.ts).
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { AppContext } from '../core/context.js';
import type { PlayerRecord } from '../core/model.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems } from '../core/problems.js';
import { seatOf } from '../core/seats.js';
import type { NotificationStores } from './ports.js';

/** Games one player may have muted at once (each is a few bytes on the player's item, read with every request). */
export const MAX_MUTED_GAMES = 200;

export const MuteAnswer = /* @__PURE__ */ builtOnce(() =>
  z.object({
    gameId: z.string(),
    muted: z.boolean().check(z.describe("True: this game's turn mails are not sent to you (reminders of a deadline and the other mails still are).")),
  }),
);
export type MuteAnswer = z.infer<ReturnType<typeof MuteAnswer>>;

export async function setMuted(ctx: Pick<AppContext, 'events'>, stores: NotificationStores, player: PlayerRecord, gameId: string, muted: boolean): Promise<Outcome<MuteAnswer>> {
  const latest = await ctx.events.latest(gameId);
  if (!latest) return fail(problems.gameNotFound(gameId));
  if (seatOf(latest.snapshot, player.playerId) === null) return fail(problems.notAPlayer());
  if (!muted) return (await stores.mutes.unmute(player.playerId, gameId)) ? ok({ gameId, muted }) : fail(problems.playerNotFound());
  const done = await stores.mutes.mute(player.playerId, gameId, MAX_MUTED_GAMES);
  if (done === 'player-gone') return fail(problems.playerNotFound());
  if (done === 'too-many') return fail(problems.tooManyMutedGames(MAX_MUTED_GAMES));
  return ok({ gameId, muted });
}
