/**
 * The deadline sweeper (docs/architecture.md §5), run on a schedule: for every game with something due it
 *  - applies the game's fallback for each decision whose deadline passed (an ordinary command in
 *    the history, by the platform), and for the seats played at once that the stream's runner did
 *    not play (away seats, bots); with onTimeout "bot", and for bot seats, the bot's move instead
 *    (play-at-once.ts);
 *  - sends the reminder once a quarter of a decision's time is left;
 *  - ends a game on hold for DAYS_ON_HOLD_BEFORE_ABANDONED days (GameAbandoned, status `cancelled`):
 *    every player left it or stopped playing, and nobody came back;
 *  - moves the game's entry in the deadline index to its next due moment;
 *  - then finishes the deleted accounts' farewells the stream has not finished within the hour (farewell.ts).
 * New versions it appends flow through the stream like any other (notifications, read models).
 */
import type { GameRegistry } from '../../../domain/games/registry.js';
import { reminderMessage } from '../mail/messages.js';
import { recapRead } from '../mail/recap.js';
import type { AnyGame } from '../../../domain/engine/game.js';
import { abandonAt, DAYS_ON_HOLD_BEFORE_ABANDONED, dueAt, HOUR_MS, isAway, playedAtOnce, reminderAt, reminderHours, reminderKey, waitsForReturn } from '../core/deadlines.js';
import { nextRecord } from '../games/evolve-record.js';
import { finishFarewellsDue, type FarewellDeps } from './farewell.js';
import { wants } from './notify-version.js';
import type { Clock, DueStore, EventStore, HistoryRecord, Log, Notifier, PlayerStore } from '../core/ports.js';
import type { GameRecord } from '../core/model.js';
import { playFor } from './play-at-once.js';
import { retryDueDeliveries, type DeliveryDeps } from '../webhooks/deliver.js';
import { botPlaysTimeouts } from '../core/platform-options.js';
import { vacationOf } from '../time/seat-vacation.js';
import { startAutoVacation, vacationsOver, type VacationDeps } from '../time/vacation.js';
import { sendDigestDue, type DigestDeps } from '../notifications/digest.js';
import { digestPlayerOf } from '../notifications/ports.js';

export interface SweepDeps {
  readonly games: GameRegistry;
  readonly events: EventStore;
  readonly players: PlayerStore;
  readonly due: DueStore;
  readonly notifier: Notifier | null;
  readonly clock: Clock;
  readonly baseUrl: string;
  readonly log?: Log;
  /** Deleted accounts' farewells, for those the stream has not finished within the hour. */
  readonly farewell: FarewellDeps;
  /** Webhook deliveries whose retry has come due (webhooks/deliver.ts); absent: none are made. */
  readonly webhooks?: DeliveryDeps;
  /** Auto-vacation (lambdas/app/time/): absent, a passed deadline always gets its fallback. */
  readonly vacations?: VacationDeps;
  /** Daily digests (lambdas/app/notifications/): absent, a digest's entry is left as it is. */
  readonly digests?: DigestDeps;
}

export interface SweepReport {
  games: number;
  fallbacks: number;
  reminders: number;
  /** Deleted accounts' farewells finished. */
  farewells: number;
  /** Webhook retries attempted (present when the sweeper makes them). */
  webhookAttempts?: number;
  /** Daily digests sent (present when one was). */
  digests?: number;
}

/** Fallbacks one game may take in one sweep (a chain of away seats); the rest waits for the next. */
const MAX_FALLBACKS_PER_GAME = 50;

/**
 * Games swept at once. Each game's sweep is a few calls on its own items, so after an outage (many
 * games due together) a sweep takes about 1/8 of the time one game after another would, while staying
 * far below DynamoDB's and SNS's request rates.
 */
export const SWEEP_CONCURRENCY = 8;

export async function sweep(deps: SweepDeps, opts: { pageSize?: number; maxPages?: number; concurrency?: number } = {}): Promise<SweepReport> {
  const now = deps.clock.now();
  const report: SweepReport = { games: 0, fallbacks: 0, reminders: 0, farewells: 0 };
  // Beside the games (other items, another index partition): no round trip added to a run.
  const farewells = finishFarewellsDue(deps.farewell, now);
  const webhookRetries = deps.webhooks ? retryDueDeliveries(deps.webhooks).catch((e: unknown) => (deps.log?.('webhook retries failed', { error: String(e) }), null)) : null;
  const pageSize = opts.pageSize ?? 100;
  const seen = new Set<string>();
  // Page through everything due; a game that stays due (it failed) is not retried in this sweep.
  for (let page = 0; page < (opts.maxPages ?? 20); page++) {
    const gameIds = (await deps.due.dueGames(now.toISOString(), pageSize + seen.size)).filter((g) => !seen.has(g)).slice(0, pageSize);
    if (gameIds.length === 0) break;
    for (const gameId of gameIds) seen.add(gameId);
    // Beside the games' entries: digest players' daily digests (lambdas/app/notifications/digest.ts).
    const digests = gameIds.filter((id) => digestPlayerOf(id) !== null);
    report.games += gameIds.length - digests.length;
    await eachAtMost(opts.concurrency ?? SWEEP_CONCURRENCY, gameIds, async (gameId) => {
      const digestOf = digestPlayerOf(gameId);
      if (digestOf !== null) return sweepDigest(deps, digestOf, now, report);
      try {
        const r = await sweepGame(deps, gameId, now);
        report.fallbacks += r.fallbacks;
        report.reminders += r.reminders;
      } catch (e) {
        // One broken game must not stop the others; it stays due and is retried next sweep.
        deps.log?.('sweep of a game failed', { gameId, error: String(e) });
      }
    });
  }
  const done = await farewells;
  for (const f of done.failed) deps.log?.('farewell not finished; the next sweep tries again', f);
  const retried = await webhookRetries;
  return { ...report, farewells: done.finished.length, ...(deps.webhooks ? { webhookAttempts: retried?.attempts ?? 0 } : {}) };
}

/** A digest player's daily digest, when due (a failure is logged: it stays due for the next sweep). */
async function sweepDigest(deps: SweepDeps, playerId: string, now: Date, report: SweepReport): Promise<void> {
  if (!deps.digests) return;
  try {
    if ((await sendDigestDue(deps.digests, playerId, now)) === 'sent') report.digests = (report.digests ?? 0) + 1;
  } catch (e) {
    deps.log?.('digest not sent; the next sweep tries again', { playerId, error: String(e) });
  }
}

/** `work` on every item, at most `limit` at a time (each call must handle its own errors). */
async function eachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function sweepGame(deps: SweepDeps, gameId: string, now: Date): Promise<{ fallbacks: number; reminders: number }> {
  const nowIso = now.toISOString();
  let fallbacks = 0;
  let latest: GameRecord | null = null;
  for (let i = 0; i < MAX_FALLBACKS_PER_GAME; i++) {
    latest = await deps.events.latest(gameId);
    if (!latest || latest.snapshot.status !== 'active') {
      await deps.due.schedule(gameId, latest?.version ?? 0, null);
      return { fallbacks, reminders: 0 };
    }
    const s = latest.snapshot;
    const game = deps.games.get(s.game);
    if (!game) return { fallbacks, reminders: 0 };
    const abandon = abandonAt(latest);
    if (abandon !== null && abandon <= nowIso) {
      // Appended, or someone came back at that moment: either way the next look decides.
      await deps.events.append(abandonedRecord(game, latest, now));
      continue;
    }
    // A vacation that is over ends first (its seat's deadlines move on).
    const back = vacationsOver(game, latest, now);
    if (back) {
      await deps.events.append(back);
      continue;
    }
    // A passed deadline first (not an away seat's that waits for its player, nor one on vacation); then
    // a seat played at once, an away seat or a bot's (normally the stream's runner moved it already).
    const overdue = s.pending.find((d) => d.deadline <= nowIso && !waitsForReturn(s, d.seat) && !vacationOf(s, d.seat)) ?? s.pending.find((d) => playedAtOnce(s, d.seat));
    if (!overdue) break;
    const passed = overdue.deadline <= nowIso ? overdue : null;
    // A passed deadline of a player with vacation days left starts a vacation instead of the game's
    // fallback (not instead of a bot: with onTimeout "bot" the game is played on as its creator chose).
    if (passed && deps.vacations && !botPlaysTimeouts(s.platform) && !isAway(s, passed.seat) && (await startAutoVacation(deps.vacations, latest, passed.seat, now))) continue;
    const next = playFor(game, latest, overdue.seat, passed, now);
    if (!next.ok) {
      // The game (or its bot) offered a command it then refused: a bug in the game. Try again in an hour.
      deps.log?.('fallback command rejected', { gameId, seat: overdue.seat, code: next.problem.code });
      await deps.due.schedule(gameId, latest.version, new Date(now.getTime() + HOUR_MS).toISOString());
      return { fallbacks, reminders: 0 };
    }
    if ((await deps.events.append(next.value)) === 'appended') fallbacks++;
    // Appended or lost a race to a player's move: either way look at the newest version again.
  }
  if (!latest) return { fallbacks, reminders: 0 };
  const reminders = await sendReminders(deps, latest, nowIso);
  const reminded = await deps.due.reminded(gameId);
  await deps.due.schedule(gameId, latest.version, dueAt(latest, reminded));
  return { fallbacks, reminders };
}

/** The version that ends a game left on hold: by the platform, status `cancelled`, no winner. */
function abandonedRecord(game: AnyGame, latest: GameRecord, at: Date): GameRecord {
  return nextRecord(game, latest, {
    actor: { kind: 'system', reason: 'abandoned' },
    at,
    platformEvents: [{ type: 'GameAbandoned', days: DAYS_ON_HOLD_BEFORE_ABANDONED }],
    changes: { status: 'cancelled' },
  });
}

async function sendReminders(deps: SweepDeps, record: GameRecord, nowIso: string): Promise<number> {
  const s = record.snapshot;
  const game = deps.games.get(s.game);
  if (!game || s.status !== 'active') return 0;
  // Bots and away seats get no reminder.
  const due = s.pending.filter((d) => !isAway(s, d.seat) && !s.seats[d.seat]?.bot && !vacationOf(s, d.seat) && reminderAt(d, reminderHours(s.platform, d)) <= nowIso && d.deadline > nowIso);
  if (due.length === 0) return 0;
  const reminded = await deps.due.reminded(record.gameId);
  // The versions before this one, read once for the first reminder that goes out: it tells what
  // happened since its reader's last move, as the your-turn mail did (recap.ts).
  let earlier: Promise<readonly HistoryRecord[]> | null = null;
  let sent = 0;
  for (const d of due) {
    const key = reminderKey(d);
    if (reminded.has(key)) continue;
    const player = deps.notifier ? await deps.players.get(s.seats[d.seat]!.playerId) : null;
    if (deps.notifier && player && wants(player, { kind: 'reminder' })) {
      earlier ??= deps.events.before(record.gameId, record.version, recapRead(record.snapshot.seats.length));
      const message = reminderMessage(game, record, d, deps.baseUrl, await earlier, player);
      await deps.notifier.publish({ ...message, to: player.email, version: record.version, notificationId: `${record.gameId}/reminder/${key}` });
      sent++;
    }
    // Marked even when the player opted out, so the sweeper does not wake for it again.
    await deps.due.markReminded(record.gameId, key);
    reminded.add(key);
  }
  return sent;
}
