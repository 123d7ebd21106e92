/**
 * Stream step: keep the game's entry in the deadline index early enough. It moves only when the
 * version says it must (VersionChanges.due: the game started or ended, a seat went away or came
 * back, or the earliest possible due moment came earlier), to that moment as if no reminder had
 * been sent, without reading anything. Otherwise the entry stays where it is, never later than
 * needed: when the sweeper finds nothing due there, it moves it to the exact next moment.
 * Versions stored before VersionChanges: the exact moment, reading the reminders sent.
 */
import { dueAt } from '../core/deadlines.js';
import type { GameRecord } from '../core/model.js';
import type { DueStore } from '../core/ports.js';

export async function projectDeadline(due: DueStore, record: GameRecord): Promise<void> {
  if (record.changes) {
    if (record.changes.due) await due.schedule(record.gameId, record.version, dueAt(record, new Set()));
    return;
  }
  const active = record.snapshot.status === 'active';
  const reminded = active ? await due.reminded(record.gameId) : new Set<string>();
  await due.schedule(record.gameId, record.version, dueAt(record, reminded));
}
