/**
 * What deleting an account leaves to the stream consumer (delete-account.ts writes the farewell
 * with the deletion). A player leaving for good should neither hold up the people they play with
 * nor leave their address behind:
 *
 * - every game of theirs still open is let go: a waiting one is left (their own is cancelled, as
 *   leaveGame does), an invitation to one is withdrawn; in an active one their seat goes away at
 *   once (SeatAway), so its fallback — or the bot, with onTimeout "bot" — plays it from then on
 *   instead of the others waiting out two deadlines for a player who cannot come back (with the
 *   fallback, a game without bots whose other players are all away too waits for one of them:
 *   deadlines.ts);
 * - meanwhile, the address's SNS subscriptions (the current one, and a change's still waiting) are
 *   removed;
 * - then the farewell goes.
 *
 * The games they played stay as they were played, under the name they played with: they are the
 * other players' games too, and a version is never rewritten. An invitation sent to them is
 * withdrawn (InvitationWithdrawn), which frees a seat kept for them.
 *
 * The games are found in the player's list (a read model the stream writes), and each is judged on
 * its newest version. A game joined in the very moment before, not yet in the list, is left to its
 * deadlines, as any seat whose player stopped playing.
 *
 * Every step may be done twice: a failure throws, the stream delivers the farewell again, and what
 * was done already is found done (a seat away, a subscription gone). Should the stream give up on
 * it, the sweeper takes it over an hour after the deletion (finishFarewellsDue), run after run until
 * it is done.
 */
import type { GameRegistry } from '../../../domain/games/registry.js';
import { isAway } from '../core/deadlines.js';
import { nextRecord } from '../games/evolve-record.js';
import { leavingRecord, steppingAwayRecord } from '../games/leave-game.js';
import type { AccountFarewell } from '../core/model.js';
import { onLatestVersion } from '../games/on-latest-version.js';
import { ok, type Outcome } from '../core/outcome.js';
import type { Clock, EventStore, Farewells, InboxStore, Notifier } from '../core/ports.js';
import { problems } from '../core/problems.js';
import { openInvitations, seatOf } from '../core/seats.js';

export interface FarewellDeps {
  readonly games: GameRegistry;
  readonly events: EventStore;
  readonly inbox: Pick<InboxStore, 'openGameIds'>;
  readonly notifier: Notifier | null;
  readonly farewells: Farewells;
  readonly clock: Clock;
}

export async function finishAccountDeletion(deps: FarewellDeps, farewell: AccountFarewell): Promise<void> {
  // The games and the subscriptions are independent: done side by side, both finished before the farewell goes.
  const [games, subscriptions] = await Promise.allSettled([letGoOfOpenGames(deps, farewell.playerId), removeSubscriptions(deps.notifier, farewell.subscriptionArns)]);
  if (games.status === 'rejected') throw games.reason;
  if (subscriptions.status === 'rejected') throw subscriptions.reason;
  await deps.farewells.done(farewell.playerId);
}

/** Farewells the sweeper takes over in one run; the rest wait for the next. */
const FAREWELLS_PER_SWEEP = 25;

/**
 * The sweeper's share: the farewells the stream has not finished by their time to be taken over
 * (an hour after the deletion: the stream normally takes seconds, but gives up on a record after
 * its retries), each finished here; one that fails again is reported and stays for the next run.
 */
export async function finishFarewellsDue(deps: FarewellDeps, now: Date): Promise<{ finished: string[]; failed: { playerId: string; error: string }[] }> {
  const finished: string[] = [];
  const failed: { playerId: string; error: string }[] = [];
  for (const farewell of await deps.farewells.due(now.toISOString(), FAREWELLS_PER_SWEEP)) {
    try {
      await finishAccountDeletion(deps, farewell);
      finished.push(farewell.playerId);
    } catch (e) {
      failed.push({ playerId: farewell.playerId, error: String(e) });
    }
  }
  return { finished, failed };
}

async function letGoOfOpenGames(deps: FarewellDeps, playerId: string): Promise<void> {
  // Found in the player's list, whose rows may be a version behind: letGo reads each game.
  for (const gameId of await deps.inbox.openGameIds(playerId)) {
    const done = await letGo(deps, playerId, gameId);
    // Busy every time it looked: the stream delivers the farewell again.
    if (!done.ok && done.problem.code !== 'game-not-found') throw new Error(`letting go of ${gameId} for a deleted account: ${done.problem.code}`);
  }
}

async function removeSubscriptions(notifier: Notifier | null, arns: readonly string[]): Promise<void> {
  if (!notifier) return;
  for (const arn of arns) await notifier.unsubscribe(arn);
}

/**
 * One game let go, as it is now: left while it waits, the seat away while it is played, an open
 * invitation withdrawn (freeing a seat kept for the player); nothing once it ended, or when the
 * player is neither seated nor invited there any more.
 */
function letGo(deps: FarewellDeps, playerId: string, gameId: string): Promise<Outcome<boolean>> {
  // Someone may join, leave, move or a bot play at the same moment: then it looks again.
  return onLatestVersion<boolean>(deps, gameId, { attempts: 4, busy: problems.busy('deciding') }, (latest, game) => {
    const s = latest.snapshot;
    const seat = seatOf(s, playerId);
    const at = deps.clock.now();
    const actor = { kind: 'player' as const, playerId, seat };
    if (seat === null) {
      if (!openInvitations(s).some((o) => o.invitation.playerId === playerId)) return { answer: ok(false) };
      const invited = (s.invited ?? []).map((i) => (i.playerId === playerId ? { ...i, withdrawn: true as const } : i));
      const record = nextRecord(game, latest, { actor, at, platformEvents: [{ type: 'InvitationWithdrawn', playerId }], changes: { invited } });
      return { append: record, answerAppended: () => true };
    }
    if (s.status === 'waiting') return { append: leavingRecord(game, latest, playerId, seat, at), answerAppended: () => true };
    if (s.status !== 'active' || isAway(s, seat)) return { answer: ok(false) };
    return { append: steppingAwayRecord(game, latest, playerId, seat, at), answerAppended: () => true };
  });
}
