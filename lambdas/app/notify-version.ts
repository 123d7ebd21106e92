/**
 * Stream step: send the notifications a new version calls for, exactly once per reason.
 * Marks are written after each successful publish; an SNS error propagates so the stream
 * record is retried (batch item failure) and only the unsent messages go out again.
 */
import type { GameRegistry } from '../../domain/games/registry.js';
import { messagesFor } from '../notify/messages.js';
import type { GameRecord, PlayerRecord } from './model.js';
import type { Clock, NotificationLog, Notifier, OutgoingMessage, PlayerStore } from './ports.js';

export interface NotifyDeps {
  readonly games: GameRegistry;
  readonly players: PlayerStore;
  readonly notifier: Notifier;
  readonly log: NotificationLog;
  readonly clock: Clock;
  readonly baseUrl: string;
}

/** Whether a player wants this message at all (e-mail off, or reminders off). */
export function wants(player: PlayerRecord | null, m: Pick<OutgoingMessage, 'kind'>): boolean {
  if (!player || !player.notifications.email) return false;
  return m.kind !== 'reminder' || player.notifications.reminders;
}

export async function notifyVersion(deps: NotifyDeps, record: GameRecord): Promise<number> {
  const game = deps.games.get(record.snapshot.game);
  if (!game) return 0;
  const messages = messagesFor(game, record, deps.baseUrl);
  if (messages.length === 0) return 0;
  const sent = await deps.log.sentFor(record.gameId, record.version);
  let published = 0;
  for (const m of messages) {
    const key = `${m.kind}:${m.playerId}`;
    if (sent.has(key)) continue;
    const player = await deps.players.get(m.playerId);
    if (!player || !wants(player, m)) continue;
    await deps.notifier.publish({ ...m, to: player.email, version: record.version, notificationId: `${record.gameId}/${record.version}/${m.kind}/${m.playerId}` });
    await deps.log.markSent(record.gameId, record.version, key, deps.clock.now().getTime());
    published++;
  }
  return published;
}
