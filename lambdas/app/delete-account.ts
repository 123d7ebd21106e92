/**
 * Deleting an account (DELETE /players/me). A player leaving for good should neither hold up the
 * people they play with nor leave their address behind:
 *
 * - every game of theirs still open is let go: a waiting one is left (their own is cancelled, as
 *   leaveGame does); in an active one their seat goes away at once (SeatAway), so its fallback —
 *   or the bot, with onTimeout "bot" — plays it from then on instead of the others waiting out two
 *   deadlines for a player who cannot come back;
 * - the address's SNS subscriptions (the current one, and a change's still waiting) are removed;
 * - then the player, with every token, and the claim on the address go together: no token works
 *   any more, the address may sign up again, and nothing links the player's name to it.
 *
 * The games they played stay as they were played, under the name they played with: they are the
 * other players' games too, and a version is never rewritten. An invitation sent to them stays open
 * in its game until the game starts or its creator cancels it.
 *
 * Each step may be done twice, and the player goes last: a request that failed halfway is sent
 * again with the same token, and finishes the work.
 */
import type { AppContext } from './context.js';
import { isAway, TIMEOUTS_BEFORE_AWAY } from './deadlines.js';
import { nextRecord } from './evolve-record.js';
import { emailKey } from './inputs.js';
import { leaveGame } from './leave-game.js';
import type { InboxEntry, PlayerRecord } from './model.js';
import { onLatestVersion } from './on-latest-version.js';
import { fail, ok, type Outcome } from './outcome.js';
import type { Caller } from './ports.js';
import { problems } from './problems.js';
import { storedRecordOf } from './auth.js';
import { seatOf } from './seats.js';
import type { PagePosition } from './cursor.js';

/** Games read per page of the player's list while letting them go. */
const LIST_PAGE = 100;

/** What leaving a game may answer when someone else changed it first: nothing left to do there. */
const ALREADY_LET_GO = new Set(['not-a-player', 'game-not-waiting', 'game-not-found']);

export async function deleteAccount(ctx: AppContext, caller: Caller): Promise<Outcome<void>> {
  const player = await storedRecordOf(ctx.players, caller);
  if (!player) return fail(problems.playerNotFound());
  for (const entry of await openGamesOf(ctx, player.playerId)) {
    const done = entry.status === 'waiting' ? await leaveGame(ctx, player, entry.gameId) : await goAway(ctx, player, entry.gameId);
    if (!done.ok && !ALREADY_LET_GO.has(done.problem.code)) return done;
  }
  if (ctx.notifier) {
    const arns = new Set([player.subscription.arn, player.pendingEmail?.subscriptionArn ?? null]);
    for (const arn of arns) if (arn !== null) await ctx.notifier.unsubscribe(arn);
  }
  // A second request that raced this one removed it first: the account is gone either way.
  await ctx.players.remove(player, emailKey(player.email));
  ctx.tokens.forget(player.playerId);
  return ok(undefined);
}

/** The player's seats in games that wait or are played (not invitations, not games that ended), every page. */
async function openGamesOf(ctx: AppContext, playerId: string): Promise<InboxEntry[]> {
  const out: InboxEntry[] = [];
  for (const status of ['active', 'waiting'] as const) {
    let after: PagePosition | undefined;
    do {
      const page = await ctx.inbox.listForPlayer(playerId, { limit: LIST_PAGE, status, ...(after ? { after } : {}) });
      out.push(...page.items.filter((e) => !e.invited && e.seat !== null));
      after = page.next ?? undefined;
    } while (after);
  }
  return out;
}

/** Marks the player's seat in an active game away at once (see deleteAccount); true when a version was added. */
function goAway(ctx: AppContext, player: PlayerRecord, gameId: string): Promise<Outcome<boolean>> {
  // A bot (or the sweeper) may play the game at the same moment: then it looks again.
  return onLatestVersion<boolean>(ctx, gameId, { attempts: 4, busy: problems.busy('deciding') }, (latest, game) => {
    const s = latest.snapshot;
    const seat = seatOf(s, player.playerId);
    if (seat === null || s.status !== 'active' || isAway(s, seat)) return { answer: ok(false) };
    const record = nextRecord(game, latest, {
      actor: { kind: 'player', playerId: player.playerId, seat },
      at: ctx.clock.now(),
      platformEvents: [{ type: 'SeatAway', seat }],
      changes: { timeouts: s.timeouts.map((t, i) => (i === seat ? TIMEOUTS_BEFORE_AWAY : t)) },
    });
    return { append: record, answerAppended: () => true };
  });
}
