/**
 * The read model behind GET /games, written by the stream consumer, never by the move path, and
 * only where what it shows changed:
 *
 *  - one row per seat (inboxRows): the game, the player's seat, the players, the status. It is
 *    listed in its player's list, ordered by status, and changes only when a seat is taken or the
 *    status changes, so it is written a few times per game;
 *  - one summary per game (gameSummary): the version and the pending decisions with their clocks,
 *    written for every version (one small item without an index entry: one write unit).
 *
 * The list joins them (inboxEntry) and puts the games waiting for the player first (orderInbox).
 */
import type { Seat } from '../../domain/engine/game.js';
import type { GameRecord, GameStatus, InboxEntry, InboxRow } from './model.js';

/** What a game's list entry shows beyond the seat's own row: the decisions pending, as of `version`. */
export interface GameSummary {
  readonly gameId: string;
  readonly version: number;
  readonly updatedAt: string;
  readonly status: GameStatus;
  /** Pending decisions, those of several seats with the same words and clock given once. */
  readonly pending: readonly { readonly seats: readonly Seat[]; readonly kind: string; readonly prompt: string; readonly since: string; readonly deadline: string }[];
}

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

export function gameSummary(record: GameRecord): GameSummary {
  const pending: { seats: Seat[]; kind: string; prompt: string; since: string; deadline: string }[] = [];
  for (const d of record.snapshot.pending) {
    const same = pending.find((p) => p.kind === d.kind && p.prompt === d.prompt && p.since === d.since && p.deadline === d.deadline);
    if (same) same.seats.push(d.seat);
    else pending.push({ seats: [d.seat], kind: d.kind, prompt: d.prompt, since: d.since, deadline: d.deadline });
  }
  return { gameId: record.gameId, version: record.version, updatedAt: record.at, status: record.snapshot.status, pending };
}

/**
 * A seat's entry in its player's list: the row, brought up to date by the game's summary when the
 * summary is newer. `since` orders the games waiting for the player: their oldest open decision.
 */
export function inboxEntry(row: InboxRow, summary: GameSummary | null): InboxEntry & { since: string } {
  const { playerId: _playerId, since, ...entry } = row;
  if (!summary || summary.version <= row.version) return { ...entry, since: row.yourTurn ? since : '' };
  const mine = summary.pending.filter((p) => p.seats.includes(row.seat));
  return {
    ...entry,
    status: summary.status,
    yourTurn: mine.length > 0,
    decisions: mine.map((p) => ({ kind: p.kind, prompt: p.prompt, deadline: p.deadline })),
    waitingFor: [...new Set(summary.pending.flatMap((p) => p.seats))],
    version: summary.version,
    updatedAt: summary.updatedAt,
    since: mine.map((p) => p.since).sort()[0] ?? '',
  };
}

/** Your decision first (oldest first), then games in play, open seats, finished games: stable within each. */
export function orderInbox(entries: readonly (InboxEntry & { since: string })[]): InboxEntry[] {
  const rank = (e: InboxEntry) => (e.status === 'active' ? (e.yourTurn ? 0 : 1) : e.status === 'waiting' ? 2 : 3);
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => rank(a.e) - rank(b.e) || (rank(a.e) === 0 ? a.e.since.localeCompare(b.e.since) : 0) || a.i - b.i)
    .map(({ e: { since: _since, ...entry } }) => entry);
}
