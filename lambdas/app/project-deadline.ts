/** Stream step: keep the game's entry in the deadline index at its next due moment. */
import { nextDue } from './deadlines.js';
import type { GameRecord } from './model.js';
import type { DueStore } from './ports.js';

export async function projectDeadline(due: DueStore, record: GameRecord): Promise<void> {
  const active = record.snapshot.status === 'active';
  const reminded = active ? await due.reminded(record.gameId) : new Set<string>();
  await due.schedule(record.gameId, record.version, nextDue(record.snapshot, reminded));
}
