/**
 * The daily digest (docs/notifications.md). A player in digest mode has an entry in the deadline
 * index at their next digest's time (ports.ts: DigestSchedule); the sweeper finds it among the games
 * due (no scan) and calls sendDigestDue. The entry is moved to the next day's time with a
 * conditional write before the mail goes out, so two sweeps at once, or one run again, send one
 * digest; a mail that fails gives the claim back for the next sweep. Nothing waiting: no mail, and
 * the entry moves on all the same.
 */
import type { GameRegistry } from '../../../domain/games/registry.js';
import type { PlayerRecord } from '../core/model.js';
import type { EventStore, InboxStore, Notifier, PlayerStore } from '../core/ports.js';
import { seatOf } from '../core/seats.js';
import { wants } from '../background/notify-version.js';
import { recapRead } from '../mail/recap.js';
import { digestMail, waitingDecisions, type DigestGame } from './digest-mail.js';
import { slotAfter } from './digest-time.js';
import type { DigestSchedule } from './ports.js';
import { isMuted, modeSettings } from './settings.js';

export interface DigestDeps {
  readonly games: GameRegistry;
  readonly players: Pick<PlayerStore, 'get'>;
  readonly inbox: Pick<InboxStore, 'openGameIds'>;
  readonly events: Pick<EventStore, 'latest' | 'before'>;
  readonly schedule: DigestSchedule;
  /** Null when no notification topic is configured: the entry still moves on, and nothing is sent. */
  readonly notifier: Notifier | null;
  readonly baseUrl: string;
}

export type DigestOutcome = 'sent' | 'nothing-waiting' | 'not-due';

/** The digest due for `playerId` at `now`, sent at most once for its time. */
export async function sendDigestDue(deps: DigestDeps, playerId: string, now: Date): Promise<DigestOutcome> {
  const entry = await deps.schedule.get(playerId);
  // The index may lag its item: what the item says decides.
  if (!entry || entry.slot > now.toISOString()) return 'not-due';
  const player = await deps.players.get(playerId);
  const settings = player && modeSettings(player.notifications);
  if (!player || settings?.mode !== 'digest') {
    await deps.schedule.arm(playerId, null);
    return 'not-due';
  }
  const next = slotAfter(entry.slot, now, settings.digestHour, player.timeZone);
  if (!(await deps.schedule.claim(playerId, entry.slot, next))) return 'not-due';
  try {
    if (!deps.notifier || !wants(player, { kind: 'digest' })) return 'nothing-waiting';
    const mail = digestMail(player.name, await waitingGames(deps, player), deps.baseUrl, player);
    if (!mail) return 'nothing-waiting';
    await deps.notifier.publish({ playerId, to: player.email, kind: 'digest', ...mail, notificationId: `digest/${playerId}/${entry.slot}` });
    return 'sent';
  } catch (e) {
    await deps.schedule.release(playerId, entry.slot, next, entry.lastSent);
    throw e;
  }
}

/** The player's games in play that wait for them (muted ones left out), each with the versions its recap tells. */
async function waitingGames(deps: DigestDeps, player: PlayerRecord): Promise<DigestGame[]> {
  const ids = (await deps.inbox.openGameIds(player.playerId)).filter((id) => !isMuted(player, id));
  const read = await Promise.all(
    ids.map(async (gameId): Promise<DigestGame | null> => {
      const record = await deps.events.latest(gameId);
      const game = record && deps.games.get(record.snapshot.game);
      const seat = record && seatOf(record.snapshot, player.playerId);
      if (!record || !game || seat === null || seat === undefined || waitingDecisions(record, seat).length === 0) return null;
      const earlier = await deps.events.before(gameId, record.version, recapRead(record.snapshot.seats.length));
      return { game, record, seat, earlier };
    }),
  );
  return read.filter((g): g is DigestGame => g !== null);
}
