/**
 * Deleting an account (DELETE /players/me). The player, with every token, and the claim on the
 * address go at once, in one transaction: no token works any more, the address may sign up again,
 * and nothing links the player's name to it. The same transaction leaves the account's farewell,
 * from which the stream consumer finishes the rest within moments (farewell.ts): the player's open
 * games let go, so nobody waits for them, and the address's subscriptions removed.
 *
 * So the request is one read (the player, unless its token is remembered) and one write, whatever
 * the player had going; what follows is retried by the stream, and after an hour by the sweeper,
 * until done, instead of by the player sending the request again.
 */
import { storedRecordOf } from './auth.js';
import type { AppContext } from '../core/context.js';
import { emailKey } from '../core/inputs.js';
import type { AccountFarewell, PlayerRecord } from '../core/model.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import type { Caller } from '../core/ports.js';
import { problems } from '../core/problems.js';

export async function deleteAccount(ctx: AppContext, caller: Caller): Promise<Outcome<void>> {
  const player = await storedRecordOf(ctx.players, caller);
  if (!player) return fail(problems.playerNotFound());
  // A second request that raced this one removed it first: the account is gone either way.
  await ctx.players.remove(player, emailKey(player.email), farewellOf(player, ctx.clock.now()));
  ctx.tokens.forget(player.playerId);
  return ok(undefined);
}

/** The subscriptions to remove: the address's, and a pending change's. */
function farewellOf(player: PlayerRecord, at: Date): AccountFarewell {
  const arns = new Set([player.subscription.arn, player.pendingEmail?.subscriptionArn ?? null]);
  return { playerId: player.playerId, subscriptionArns: [...arns].filter((a) => a !== null), at: at.toISOString() };
}
