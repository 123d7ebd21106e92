/**
 * The read model behind GET /games, written by the stream consumer, never by the move path, and
 * only where what it shows changed:
 *
 *  - one row per seat held by a person (seatRows): the game, the player's seat, the players, the
 *    status. It is listed in its player's list, ordered by status, and changes only when a seat is
 *    taken or freed or the status changes, so it is written a few times per game;
 *  - one row per open invitation (invitationRows), `invited: true`, in the invitee's list while
 *    the game waits and they are not seated; a freed seat's or a closed invitation's row leaves
 *    the list (GameRecord.changes.vacated);
 *  - one summary per game (gameSummary): the version and the pending decisions with their clocks,
 *    written for every version (one small item without an index entry: one write unit).
 *
 * The list joins them (inboxEntry) and puts the games waiting for the player first (orderInbox).
 */
import type { Seat } from '../../../domain/engine/game.js';
import type { GameRegistry } from '../../../domain/games/registry.js';
import { withCancelledBecause } from '../core/cancelled.js';
import { isAway } from '../core/deadlines.js';
import type { GameRecord, GameStatus } from '../core/model.js';
import type { GameSummary, InboxEntry, InboxRow, ListedResult } from '../core/read-models.js';
import { openInvitations, playerSeats, seatNames, takenSeats } from '../core/seats.js';

/** Sort rank in a player's list (GSI1): games in play, open seats, finished, cancelled. (Rows written before summaries existed used 0 for "your turn": still first.) */
export function listRank(status: GameStatus): number {
  return status === 'active' ? 1 : status === 'waiting' ? 2 : status === 'finished' ? 3 : 4;
}

/**
 * The cursor key of a page that ends among the games in play: those are ordered by whose turn it
 * is (not index order), so their pages go by offset (the cursor's `s`).
 */
export const IN_PLAY = '@in-play';

/**
 * Whether a cursor's key is a position in a player's list of `status` (absent: the whole list): an
 * offset among the games in play (the whole list or `active`), else the index position of a row of
 * that status (the whole list: of any status after the games in play).
 */
export function isListKey(k: string, status?: GameStatus): boolean {
  if (k === IN_PLAY) return status === undefined || status === 'active';
  const m = /^([0-4])#([0-9]{13}|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,3})?Z)?#[A-Za-z0-9_-]{1,64}$/.exec(k);
  if (m === null) return false;
  const rank = Number(m[1]);
  return status === undefined ? rank >= 2 : status !== 'active' && rank === listRank(status);
}

/** The players a list shows: every taken seat's name, a bot's with its level. */
function listedPlayers(s: GameRecord['snapshot']): InboxEntry['players'] {
  return takenSeats(s).map(({ seat, holder }) => ({ seat, name: holder.name, ...(holder.bot ? { bot: { level: holder.bot.level } } : {}) }));
}

/**
 * A finished game's result for its list rows: the winners and the game's sentence (its detail, such
 * as scores, stays on the game's page). Absent while the game is not finished, or for a game the
 * registry does not know.
 */
export function listedResult(games: GameRegistry, s: GameRecord['snapshot']): { result?: ListedResult } {
  if (s.status !== 'finished') return {};
  const result = games.get(s.game)?.result(s.state, seatNames(s));
  return result ? { result: { winners: [...result.winners], summary: result.summary } } : {};
}

/** Every list row a version shows: its seats' and its open invitations'. */
export function inboxRows(games: GameRegistry, record: GameRecord): InboxRow[] {
  return [...seatRows(games, record), ...invitationRows(record)];
}

/** The rows of the seats held by people (bots have no list); a finished game's with its result. */
export function seatRows(games: GameRegistry, record: GameRecord): InboxRow[] {
  const s = record.snapshot;
  const players = listedPlayers(s);
  const waitingFor = [...new Set(s.pending.map((p) => p.seat))];
  const common = { gameId: record.gameId, game: s.game, status: s.status, ...withCancelledBecause(s), ...listedResult(games, s), players, waitingFor, version: record.version, updatedAt: record.at };
  return playerSeats(s).map(({ seat, holder }): InboxRow => {
    const mine = s.pending.filter((p) => p.seat === seat);
    const oldest = mine.map((p) => p.since).sort()[0];
    return {
      ...common,
      playerId: holder.playerId,
      slot: seat,
      seat,
      invited: false,
      yourTurn: mine.length > 0,
      away: s.status === 'active' && isAway(s, seat),
      decisions: mine.map((p) => ({ kind: p.kind, prompt: p.prompt, deadline: p.deadline })),
      since: oldest ?? s.createdAt,
    };
  });
}

/** The rows of the open invitations: the game in each invitee's list, `invited: true`, until they join or it stops waiting. */
export function invitationRows(record: GameRecord): InboxRow[] {
  const s = record.snapshot;
  const players = listedPlayers(s);
  return openInvitations(s).map(({ slot, invitation }) => ({
    gameId: record.gameId,
    game: s.game,
    status: s.status,
    players,
    waitingFor: [],
    version: record.version,
    updatedAt: record.at,
    playerId: invitation.playerId,
    slot,
    seat: invitation.seat ?? null,
    invited: true,
    yourTurn: false,
    away: false,
    decisions: [],
    since: s.createdAt,
  }));
}

export function gameSummary(record: GameRecord): GameSummary {
  const pending: { seats: Seat[]; kind: string; prompt: string; since: string; deadline: string }[] = [];
  for (const d of record.snapshot.pending) {
    const same = pending.find((p) => p.kind === d.kind && p.prompt === d.prompt && p.since === d.since && p.deadline === d.deadline);
    if (same) same.seats.push(d.seat);
    else pending.push({ seats: [d.seat], kind: d.kind, prompt: d.prompt, since: d.since, deadline: d.deadline });
  }
  const s = record.snapshot;
  const away = s.status === 'active' ? s.seats.flatMap((_, seat) => (isAway(s, seat) ? [seat] : [])) : [];
  return { gameId: record.gameId, version: record.version, updatedAt: record.at, status: s.status, pending, ...(away.length ? { away } : {}) };
}

/**
 * A seat's entry in its player's list: the row, brought up to date by the game's summary when the
 * summary is newer. `since` orders the games waiting for the player: their oldest open decision.
 */
export function inboxEntry(row: InboxRow, summary: GameSummary | null): InboxEntry & { since: string } {
  const { playerId: _playerId, since, slot: _slot, ...entry } = row;
  if (!summary || summary.version <= row.version || row.invited) return { ...entry, since: row.yourTurn ? since : '' };
  const mine = summary.pending.filter((p) => row.seat !== null && p.seats.includes(row.seat));
  return {
    ...entry,
    status: summary.status,
    yourTurn: mine.length > 0,
    away: row.seat !== null && (summary.away ?? []).includes(row.seat),
    decisions: mine.map((p) => ({ kind: p.kind, prompt: p.prompt, deadline: p.deadline })),
    waitingFor: [...new Set(summary.pending.flatMap((p) => p.seats))],
    version: summary.version,
    updatedAt: summary.updatedAt,
    since: mine.map((p) => p.since).sort()[0] ?? '',
  };
}

/** Your decision first (oldest first), then games in play, open seats, finished, cancelled games: stable within each. */
export function orderInbox(entries: readonly (InboxEntry & { since: string })[]): InboxEntry[] {
  const rank = (e: InboxEntry) => (e.status === 'active' ? (e.yourTurn ? 0 : 1) : e.status === 'waiting' ? 2 : e.status === 'finished' ? 3 : 4);
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => rank(a.e) - rank(b.e) || (rank(a.e) === 0 ? a.e.since.localeCompare(b.e.since) : 0) || a.i - b.i)
    .map(({ e: { since: _since, ...entry } }) => entry);
}
