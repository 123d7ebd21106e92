/**
 * Stream step: the game's summary (project-inbox.ts) and the notifications a new version calls
 * for, exactly once per reason, in one small item per game. The keys of what was sent are kept in
 * the summary, written after each successful publish (the first such write also brings the summary
 * up to the version); an SNS error propagates so the stream record is retried (batch item failure)
 * and only the unsent messages go out again. A version that sends nothing writes the summary once.
 * (The summary shows the game's version, so it changes with every version; unlike the seats' rows,
 * it has no index entry to move, so that is one write unit.)
 */
import type { GameRegistry } from '../../../domain/games/registry.js';
import { UTC_24H } from '../mail/mail-time.js';
import { messagesFor, tellsRecap } from '../mail/messages.js';
import { recapRead } from '../mail/recap.js';
import type { GameRecord, PlayerRecord } from '../core/model.js';
import type { Clock, EventStore, LegacyNotificationLog, Notifier, OutgoingMessage, PlayerStore, SummaryStore } from '../core/ports.js';
import { gameSummary } from '../games/project-inbox.js';
import { sentAsItsOwnMail, turnMailReader } from '../notifications/settings.js';

const readerOf = (player: PlayerRecord | null | undefined) => (player ? turnMailReader(player) : UTC_24H);

export interface NotifyDeps {
  readonly games: GameRegistry;
  readonly players: PlayerStore;
  /** Null when no notification topic is configured: then only the summary is written. */
  readonly notifier: Notifier | null;
  readonly summaries: SummaryStore;
  /** The versions before a decision's, for its mail's recap of what happened since the reader's last move. */
  readonly versions: Pick<EventStore, 'before'>;
  /** Sent-marks of versions stored before summaries kept them, checked when such a version comes again. */
  readonly legacy?: LegacyNotificationLog;
  readonly clock: Clock;
  readonly baseUrl: string;
}

/** The mails that ask nothing of their reader (the `news` switch); a turn, a decision, a passed deadline and an invitation do. */
const NEWS: ReadonlySet<OutgoingMessage['kind']> = new Set(['game-started', 'game-over', 'game-cancelled', 'game-abandoned', 'player-left']);

/** Whether a player wants this message at all (e-mail off, or reminders or news off). */
export function wants(player: PlayerRecord | null, m: Pick<OutgoingMessage, 'kind'>): boolean {
  if (!player || !player.notifications.email) return false;
  if (m.kind === 'reminder') return player.notifications.reminders;
  return !NEWS.has(m.kind) || player.notifications.news;
}

/** `ratingLines`: the rating lines of a rated game's game-over mails, by player id (ratings/rating-mail.ts). */
export async function notifyVersion(deps: NotifyDeps, record: GameRecord, ratingLines: ReadonlyMap<string, string> = new Map()): Promise<number> {
  const summary = gameSummary(record);
  const game = deps.games.get(record.snapshot.game);
  const planned = deps.notifier && game ? messagesFor(game, record, deps.baseUrl, [], undefined, ratingLines) : [];
  if (planned.length === 0 || !game) {
    await deps.summaries.putSummary(summary, []);
    return 0;
  }
  // The addressees are read together (a version that ends a game mails every seat), and together
  // with what was already sent, and with the versions a decision's mail tells of: one round trip before
  // the first mail, not two. (A redelivered version reads some addressees it then does not mail.) The
  // mails then go out one at a time, each marked as sent before the next, so a retry resends only what
  // is unsent.
  const recap = tellsRecap(record, planned);
  const [already, addressees, earlier] = await Promise.all([
    deps.summaries.sentFor(record.gameId, record.version),
    Promise.all([...new Set(planned.map((m) => m.playerId))].map(async (id) => [id, await deps.players.get(id)] as const)).then((read) => new Map(read)),
    recap ? deps.versions.before(record.gameId, record.version, recapRead(record.snapshot.seats.length)) : [],
  ]);
  // Made again with what was read, when it changes them: the recap, a reader's time zone or clock.
  const ownTime = [...addressees.values()].some((p) => p && (p.timeZone !== null || p.clock !== UTC_24H.clock));
  const messages = recap || ownTime ? messagesFor(game, record, deps.baseUrl, earlier, (id) => readerOf(addressees.get(id)), ratingLines) : planned;
  if (already === 'all') return 0;
  const sent = new Set(already);
  if (!record.changes && deps.legacy) for (const k of await deps.legacy.sentFor(record.gameId, record.version)) sent.add(k);
  let summarised = already.size > 0;
  let published = 0;
  const unsent = messages.filter((m) => !sent.has(`${m.kind}:${m.playerId}`));
  for (const m of unsent) {
    const key = `${m.kind}:${m.playerId}`;
    if (sent.has(key)) continue;
    const player = addressees.get(m.playerId) ?? null;
    // In digest mode, or in a muted game, a turn is told by the day's digest or not at all (lambdas/app/notifications/).
    if (!deps.notifier || !player || !wants(player, m) || !sentAsItsOwnMail(player, m)) continue;
    await deps.notifier.publish({ ...m, to: player.email, version: record.version, notificationId: `${record.gameId}/${record.version}/${m.kind}/${m.playerId}` });
    sent.add(key);
    await deps.summaries.putSummary(summary, [...sent]);
    summarised = true;
    published++;
  }
  if (!summarised) await deps.summaries.putSummary(summary, [...sent]);
  return published;
}
