/**
 * The read model behind GET /games: one row per seat, rebuilt from each new version's snapshot.
 * Runs in the stream consumer, never on the move path.
 */
import type { GameRecord, InboxRow } from './model.js';

export function inboxRows(record: GameRecord): InboxRow[] {
  const s = record.snapshot;
  const players = s.seats.map((h, seat) => ({ seat, name: h.name }));
  const waitingFor = [...new Set(s.pending.map((p) => p.seat))];
  return s.seats.map((holder, seat) => {
    const mine = s.pending.filter((p) => p.seat === seat);
    const oldest = mine.map((p) => p.since).sort()[0];
    return {
      playerId: holder.playerId,
      gameId: record.gameId,
      game: s.game,
      status: s.status,
      seat,
      yourTurn: mine.length > 0,
      decisions: mine.map((p) => ({ kind: p.kind, prompt: p.prompt, deadline: p.deadline })),
      players,
      waitingFor,
      version: record.version,
      updatedAt: record.at,
      since: oldest ?? s.createdAt,
    };
  });
}
