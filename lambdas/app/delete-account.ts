/**
 * Deleting an account (DELETE /players/me). A player leaving for good should neither hold up the
 * people they play with nor leave their address behind:
 *
 * - every game of theirs still open is let go: a waiting one is left (their own is cancelled, as
 *   leaveGame does), an invitation to one is withdrawn; in an active one their seat goes away at
 *   once (SeatAway), so its fallback — or the bot, with onTimeout "bot" — plays it from then on
 *   instead of the others waiting out two deadlines for a player who cannot come back (with the
 *   fallback, a game without bots whose other players are all away too waits for one of them:
 *   deadlines.ts);
 * - the address's SNS subscriptions (the current one, and a change's still waiting) are removed,
 *   meanwhile;
 * - then the player, with every token, and the claim on the address go together: no token works
 *   any more, the address may sign up again, and nothing links the player's name to it.
 *
 * The games they played stay as they were played, under the name they played with: they are the
 * other players' games too, and a version is never rewritten. An invitation sent to them is
 * withdrawn (InvitationWithdrawn), which frees a seat kept for them.
 *
 * The games are found in the player's list (a read model the stream writes), and each is judged on
 * its newest version. A game joined in the very moment before, not yet in the list, is left to its
 * deadlines, as any seat whose player stopped playing.
 *
 * Each step may be done twice, and the player goes last: a request that failed halfway is sent
 * again with the same token, and finishes the work.
 */
import { storedRecordOf } from './auth.js';
import type { AppContext } from './context.js';
import { isAway } from './deadlines.js';
import { nextRecord } from './evolve-record.js';
import { emailKey } from './inputs.js';
import { leavingRecord, steppingAwayRecord } from './leave-game.js';
import type { PlayerRecord } from './model.js';
import { onLatestVersion } from './on-latest-version.js';
import { fail, ok, type Outcome } from './outcome.js';
import type { Caller } from './ports.js';
import { problems } from './problems.js';
import { openInvitations, seatOf } from './seats.js';

export async function deleteAccount(ctx: AppContext, caller: Caller): Promise<Outcome<void>> {
  const player = await storedRecordOf(ctx.players, caller);
  if (!player) return fail(problems.playerNotFound());
  // The games and the subscriptions are independent: done side by side, both finished before the player goes.
  const [games, subscriptions] = await Promise.allSettled([letGoOfOpenGames(ctx, player), removeSubscriptions(ctx, player)]);
  if (games.status === 'rejected') throw games.reason;
  if (subscriptions.status === 'rejected') throw subscriptions.reason;
  if (!games.value.ok) return games.value;
  // A second request that raced this one removed it first: the account is gone either way.
  await ctx.players.remove(player, emailKey(player.email));
  ctx.tokens.forget(player.playerId);
  return ok(undefined);
}

async function letGoOfOpenGames(ctx: AppContext, player: PlayerRecord): Promise<Outcome<void>> {
  // Found in the player's list, whose rows may be a version behind: letGo reads each game.
  for (const gameId of await ctx.inbox.openGameIds(player.playerId)) {
    const done = await letGo(ctx, player, gameId);
    if (!done.ok && done.problem.code !== 'game-not-found') return done;
  }
  return ok(undefined);
}

/** The address's subscription, and a pending change's. */
async function removeSubscriptions(ctx: AppContext, player: PlayerRecord): Promise<void> {
  if (!ctx.notifier) return;
  const arns = new Set([player.subscription.arn, player.pendingEmail?.subscriptionArn ?? null]);
  for (const arn of arns) if (arn !== null) await ctx.notifier.unsubscribe(arn);
}

/**
 * One game let go, as it is now: left while it waits, the seat away while it is played, an open
 * invitation withdrawn (freeing a seat kept for the player); nothing once it ended, or when the
 * player is neither seated nor invited there any more.
 */
function letGo(ctx: AppContext, player: PlayerRecord, gameId: string): Promise<Outcome<boolean>> {
  // Someone may join, leave, move or a bot play at the same moment: then it looks again.
  return onLatestVersion<boolean>(ctx, gameId, { attempts: 4, busy: problems.busy('deciding') }, (latest, game) => {
    const s = latest.snapshot;
    const seat = seatOf(s, player.playerId);
    const at = ctx.clock.now();
    const actor = { kind: 'player' as const, playerId: player.playerId, seat };
    if (seat === null) {
      if (!openInvitations(s).some((o) => o.invitation.playerId === player.playerId)) return { answer: ok(false) };
      const invited = (s.invited ?? []).map((i) => (i.playerId === player.playerId ? { ...i, withdrawn: true as const } : i));
      const record = nextRecord(game, latest, { actor, at, platformEvents: [{ type: 'InvitationWithdrawn', playerId: player.playerId }], changes: { invited } });
      return { append: record, answerAppended: () => true };
    }
    if (s.status === 'waiting') return { append: leavingRecord(game, latest, player.playerId, seat, at), answerAppended: () => true };
    if (s.status !== 'active' || isAway(s, seat)) return { answer: ok(false) };
    return { append: steppingAwayRecord(game, latest, player.playerId, seat, at), answerAppended: () => true };
  });
}
