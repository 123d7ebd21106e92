/**
 * The daily digest's text (kind `digest`): every game waiting for its reader, the one waiting
 * longest first, each with what is asked, its deadline and what happened since the reader's last
 * move. Pure. As every mail (messages.ts), only public facts: names, prompts, deadlines, and the
 * recap of events redacted for a spectator (recap.ts), never a view.
 */
import type { AnyGame, Seat } from '../../../domain/engine/game.js';
import type { GameRecord, TimedDecision } from '../core/model.js';
import type { HistoryRecord } from '../core/ports.js';
import { takenSeats } from '../core/seats.js';
import { isAway } from '../core/deadlines.js';
import { quoteName } from '../mail/account-messages.js';
import { mailDeadline, mailMinute, type MailTime } from '../mail/mail-time.js';
import { recapLines } from '../mail/recap.js';
import { vacationOf } from '../time/seat-vacation.js';

/** One game of a digest: its newest version, the reader's seat, and the versions before it (oldest first) for the recap. */
export interface DigestGame {
  readonly game: AnyGame;
  readonly record: GameRecord;
  readonly seat: Seat;
  readonly earlier: readonly HistoryRecord[];
}

/** The reader's decisions a game waits for: not while their seat is away (played at once) or on vacation (nothing runs). */
export function waitingDecisions(record: GameRecord, seat: Seat): TimedDecision[] {
  const s = record.snapshot;
  if (s.status !== 'active' || isAway(s, seat) || vacationOf(s, seat)) return [];
  return s.pending.filter((d) => d.seat === seat);
}

function since(g: DigestGame): string {
  return waitingDecisions(g.record, g.seat).reduce((oldest, d) => (d.since < oldest ? d.since : oldest), g.record.at);
}

/** The games that wait for the reader, the one waiting longest first (ties by game id, so the order is fixed). */
export function digestOrder(games: readonly DigestGame[]): DigestGame[] {
  return games.filter((g) => waitingDecisions(g.record, g.seat).length > 0).sort((a, b) => since(a).localeCompare(since(b)) || a.record.gameId.localeCompare(b.record.gameId));
}

function others(record: GameRecord, seat: Seat): string {
  const names = takenSeats(record.snapshot)
    .filter((t) => t.seat !== seat)
    .map((t) => quoteName(t.holder.name));
  const last = names.pop();
  if (last === undefined) return 'nobody';
  return names.length === 0 ? last : `${names.join(', ')} and ${last}`;
}

function gameLink(baseUrl: string, gameId: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/play/games/${encodeURIComponent(gameId)}`;
}

function gameSection(g: DigestGame, n: number, baseUrl: string, reader: MailTime): string[] {
  const decisions = waitingDecisions(g.record, g.seat);
  const deadline = decisions.reduce((soonest, d) => (d.deadline < soonest ? d.deadline : soonest), decisions[0]!.deadline);
  const recap = recapLines(g.game, g.record.snapshot, [...g.earlier, g.record], g.seat, reader);
  return [
    `${n}. ${g.game.title} (game ${g.record.gameId}) with ${others(g.record, g.seat)}, waiting for you since ${mailMinute(since(g), reader)}`,
    ...decisions.map((d) => `   What is asked: ${d.prompt}`),
    `   Deadline: ${mailDeadline(deadline, reader)}`,
    ...recap.map((line) => `   ${line}`),
    `   Open the game: ${gameLink(baseUrl, g.record.gameId)}`,
  ];
}

/** The digest for `reader`, or null when no game waits for them (then no mail is sent). */
export function digestMail(name: string, games: readonly DigestGame[], baseUrl: string, reader: MailTime): { readonly subject: string; readonly body: string } | null {
  const ordered = digestOrder(games);
  if (ordered.length === 0) return null;
  const count = ordered.length === 1 ? 'One game is' : `${ordered.length} games are`;
  return {
    subject: `${count} waiting for you`,
    body: [
      `Hello ${quoteName(name)},`,
      '',
      `${count} waiting for you, the one waiting longest first. (You get one mail a day, at this hour, instead of one per turn; a reminder still comes before a deadline.)`,
      ...ordered.flatMap((g, i) => ['', ...gameSection(g, i + 1, baseUrl, reader)]),
    ].join('\n'),
  };
}
