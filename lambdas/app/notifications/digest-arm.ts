/**
 * Setting a player's next digest when they change what it depends on (PATCH /players/me): apart from
 * digest.ts, so the profile's route carries none of the mails' code.
 */
import type { PlayerRecord } from '../core/model.js';
import { nextDigestAt, slotAfter } from './digest-time.js';
import type { DigestSchedule } from './ports.js';
import { modeSettings } from './settings.js';

/**
 * After a change of mode, hour or time zone (PATCH /players/me): a digest player's entry at their next
 * digest time (not within a day of the last one sent); an `each` player's out of the index.
 */
export async function armDigest(schedule: DigestSchedule, player: Pick<PlayerRecord, 'playerId' | 'notifications' | 'timeZone'>, now: Date): Promise<void> {
  const settings = modeSettings(player.notifications);
  if (settings.mode !== 'digest') return schedule.arm(player.playerId, null);
  const entry = await schedule.get(player.playerId);
  const floor = entry?.lastSent ? slotAfter(entry.lastSent, now, settings.digestHour, player.timeZone) : nextDigestAt(now, settings.digestHour, player.timeZone);
  await schedule.arm(player.playerId, floor);
}

/** Whether a change of profile moves the digest: a mode or hour sent, or a digest player's new time zone. */
export function movesDigest(changes: { readonly notifications?: { readonly mode?: unknown; readonly digestHour?: unknown }; readonly timeZone?: unknown }, after: Pick<PlayerRecord, 'notifications'>): boolean {
  if (changes.notifications?.mode !== undefined || changes.notifications?.digestHour !== undefined) return true;
  return changes.timeZone !== undefined && modeSettings(after.notifications).mode === 'digest';
}
