/**
 * What to tell whom about one new game version (docs/architecture.md §5). Pure: from the stored record alone.
 *
 * Only public facts go into a message (names, the game, public prompts, deadlines, the public
 * result) — never a view — so a message cannot leak what its reader may not see. The player who
 * caused the version gets nothing for it: they are looking at the answer already.
 *
 * Names are other people's input: they appear in quotes, with anything unprintable replaced
 * (inputs.ts refuses such names now; older ones may still hold some). The unsubscribe links every
 * mail ends with are added when it is published (accounts/unsubscribe-links.ts).
 */
import type { AnyGame, Seat } from '../../../domain/engine/game.js';
import { isAway } from '../core/deadlines.js';
import type { GameRecord, TimedDecision } from '../core/model.js';
import type { HistoryRecord, OutgoingMessage } from '../core/ports.js';
import { openInvitations, playerSeats, seatNames, takenSeats } from '../core/seats.js';
import { botPlaysTimeouts } from '../core/platform-options.js';
import { quoteName } from './account-messages.js';
import { mailDeadline, UTC_24H, type MailTime } from './mail-time.js';
import { recapLines, repliedAtOnce } from './recap.js';
import { vacationMessages } from '../time/vacation-mail.js';
import { timeLimitWords } from '../time/time-bank.js';
import { mailMoves } from '../inbound/mail-moves.js';

/** The reader's numbered moves, which the mail lists where replies are accepted (inbound/mail-moves.ts). */
function movesOf(game: AnyGame, record: GameRecord, seat: Seat): Pick<OutgoingMessage, 'moves'> {
  const moves = mailMoves(game, record, seat);
  return moves ? { moves } : {};
}

/** The web client's deep link to the game (web/: /play/games/<id>), not the JSON API. */
function gameLink(baseUrl: string, gameId: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/play/games/${encodeURIComponent(gameId)}`;
}

function others(record: GameRecord, seat: Seat): string {
  const names = takenSeats(record.snapshot)
    .filter((t) => t.seat !== seat)
    .map((t) => quoteName(t.holder.name));
  const last = names.pop();
  if (last === undefined) return 'nobody yet';
  return names.length === 0 ? last : `${names.join(', ')} and ${last}`;
}

const optionalLine = (line: string | undefined): string[] => (line === undefined ? [] : [line]);

function footer(baseUrl: string, gameId: string): string {
  return ['', `Open the game: ${gameLink(baseUrl, gameId)}`].join('\n');
}

function hello(name: string | undefined): string {
  return `Hello ${name === undefined ? 'there' : quoteName(name)},`;
}

function roleLine(game: AnyGame, record: GameRecord, seat: Seat): string[] {
  const role = record.snapshot.state !== null && game.seatRole ? game.seatRole(record.snapshot.state, seat) : null;
  return role ? [`You play: ${role}.`] : [];
}

type AtLeastOne<T> = readonly [T, ...T[]];

function decisionMessage(game: AnyGame, record: GameRecord, seat: Seat, decisions: AtLeastOne<TimedDecision>, baseUrl: string, started: boolean, earlier: readonly HistoryRecord[], reader: MailTime): OutgoingMessage {
  const s = record.snapshot;
  const turn = decisions.some((d) => d.kind === 'turn');
  const kind = turn ? 'your-turn' : 'decision-needed';
  const deadline = decisions.reduce((soonest, d) => (d.deadline < soonest ? d.deadline : soonest), decisions[0].deadline);
  const subject = `${turn ? 'Your turn' : 'Your decision is needed'}: ${game.title} with ${others(record, seat)}`;
  // What happened since the reader's last move; not when the game has just started (the mail says so).
  const recap = started ? [] : recapLines(game, s, [...earlier, record], seat, reader);
  const body = [
    hello(s.seats[seat]?.name),
    '',
    ...(started ? [`Your game of ${game.title} has started.`] : []),
    `${turn ? 'It is your turn' : 'Your decision is needed'} in ${game.title} (game ${record.gameId}) with ${others(record, seat)}.`,
    ...roleLine(game, record, seat),
    ...(recap.length ? ['', ...recap, ''] : []),
    ...decisions.map((d) => `What is asked: ${d.prompt}`),
    `Deadline: ${mailDeadline(deadline, reader)} (${timeLimitWords(s.platform)}). If the deadline passes, ${afterDeadline(game, record, decisions[0].kind)}.`,
    footer(baseUrl, record.gameId),
  ].join('\n');
  return { playerId: s.seats[seat]!.playerId, gameId: record.gameId, kind, subject, body, ...movesOf(game, record, seat) };
}

/**
 * What happens when a deadline passes, as the mails say it: with onTimeout "bot" a bot plays the
 * move (never the game's fallback, which in Mr. Jack forfeits); otherwise the game's fallback.
 */
function afterDeadline(game: AnyGame, record: GameRecord, kind: string, past = false): string {
  if (botPlaysTimeouts(record.snapshot.platform)) return `a bot ${past ? 'played' : 'plays'} this move for you (nobody forfeits for lateness)`;
  return `the game's fallback ${past ? 'applied' : 'applies'}: ${fallbackText(game, kind)}`;
}

/** What a missed deadline costs over the whole game, as an invitation says it before any decision is asked. */
function missedDeadlineTerms(game: AnyGame, record: GameRecord): string {
  const summary = game.timeoutSummary?.(record.snapshot.options);
  if (botPlaysTimeouts(record.snapshot.platform) || summary === undefined) return afterDeadline(game, record, 'turn');
  return `the game's fallback applies: ${summary}`;
}

function fallbackText(game: AnyGame, kind: string): string {
  return game.timeoutDescription?.(kind) ?? 'a default move is played for you';
}

/**
 * A reminder of `decision`, telling what happened since its reader's last move from `earlier` (the
 * versions before `record`, oldest first), its times as its `reader` reads them (zone and clock).
 */
export function reminderMessage(game: AnyGame, record: GameRecord, decision: TimedDecision, baseUrl: string, earlier: readonly HistoryRecord[] = [], reader: MailTime = UTC_24H): OutgoingMessage {
  const s = record.snapshot;
  const seat = decision.seat;
  const recap = recapLines(game, s, [...earlier, record], seat, reader);
  return {
    playerId: s.seats[seat]!.playerId,
    gameId: record.gameId,
    kind: 'reminder',
    subject: `Reminder: ${game.title} with ${others(record, seat)} is waiting for you`,
    body: [
      hello(s.seats[seat]?.name),
      '',
      `${game.title} (game ${record.gameId}) with ${others(record, seat)} is still waiting for you.`,
      ...roleLine(game, record, seat),
      ...(recap.length ? ['', ...recap, ''] : []),
      `What is asked: ${decision.prompt}`,
      `Deadline: ${mailDeadline(decision.deadline, reader)}. After that ${afterDeadline(game, record, decision.kind)}.`,
      footer(baseUrl, record.gameId),
    ].join('\n'),
    ...movesOf(game, record, seat),
  };
}

/** Whether `messages` ask someone to decide after the game's start: their mails tell what happened since (recap.ts). */
export function tellsRecap(record: GameRecord, messages: readonly OutgoingMessage[]): boolean {
  return !record.platformEvents.some((e) => e.type === 'GameStarted') && messages.some((m) => m.kind === 'your-turn' || m.kind === 'decision-needed');
}

/** A mail's reader: their time zone and clock, and whether a turn answered at once after their own move is mailed to them. */
export interface MailReader extends MailTime {
  readonly whenJustPlayed?: boolean;
}

/**
 * Every message one new version calls for, at most one per (kind, player). `earlier`: the versions
 * just before this one, oldest first, for the recap a decision's mail carries (without them it
 * tells this version alone). `readerOf`: each reader's time zone and clock, for the times a mail gives (UTC
 * when not known), and whether they want a turn answered at once mailed. `ratingLines`: a rated
 * player's line in the game-over mail, by player id (ratings/rating-mail.ts).
 */
export function messagesFor(
  game: AnyGame,
  record: GameRecord,
  baseUrl: string,
  earlier: readonly HistoryRecord[] = [],
  readerOf: (playerId: string) => MailReader = () => UTC_24H,
  ratingLines: ReadonlyMap<string, string> = new Map(),
): OutgoingMessage[] {
  const s = record.snapshot;
  const actorSeat = record.actor.kind === 'player' ? record.actor.seat : null;
  const started = record.platformEvents.some((e) => e.type === 'GameStarted');
  const out: OutgoingMessage[] = [...invitationMessages(game, record, baseUrl)];
  for (const { seat, holder } of playerSeats(s)) {
    if (seat === actorSeat) continue;
    if (s.status === 'cancelled') {
      const abandoned = record.platformEvents.find((e) => e.type === 'GameAbandoned');
      if (abandoned) {
        // Every seat was away: each player is told, so nobody comes back to a game that is gone without knowing why.
        out.push({
          playerId: holder.playerId,
          gameId: record.gameId,
          kind: 'game-abandoned',
          subject: `Game abandoned: ${game.title} with ${others(record, seat)}`,
          body: [
            hello(holder.name),
            '',
            `${game.title} (game ${record.gameId}) with ${others(record, seat)} is over: every player had been away from it for ${abandoned.days} days, so it was abandoned, without a result.`,
            footer(baseUrl, record.gameId),
          ].join('\n'),
        });
        continue;
      }
      // Only the version that cancelled tells (the creator left; everyone else seated is told).
      if (!record.platformEvents.some((e) => e.type === 'GameCancelled')) continue;
      out.push({
        playerId: holder.playerId,
        gameId: record.gameId,
        kind: 'game-cancelled',
        subject: `Game cancelled: ${game.title} with ${others(record, seat)}`,
        body: [hello(holder.name), '', `The game of ${game.title} (game ${record.gameId}) you joined was cancelled by its creator before it began.`, footer(baseUrl, record.gameId)].join('\n'),
      });
      continue;
    }
    if (s.status === 'finished') {
      if (record.snapshot.state === null) continue;
      const result = game.result(s.state, seatNames(s));
      out.push({
        playerId: holder.playerId,
        gameId: record.gameId,
        kind: 'game-over',
        subject: `Game over: ${game.title} with ${others(record, seat)}`,
        body: [hello(holder.name), '', `${game.title} (game ${record.gameId}) with ${others(record, seat)} is over.`, `Result: ${result?.summary ?? 'finished'}`, ...optionalLine(ratingLines.get(holder.playerId)), footer(baseUrl, record.gameId)].join('\n'),
      });
      continue;
    }
    const left = leaverOf(record);
    if (left !== null && !isAway(s, seat)) out.push(playerLeftMessage(game, record, seat, left, baseUrl));
    for (const e of record.platformEvents) {
      if (e.type === 'DeadlinePassed' && e.seat === seat) {
        out.push({
          playerId: holder.playerId,
          gameId: record.gameId,
          kind: 'timed-out',
          subject: `Time ran out: ${game.title} with ${others(record, seat)}`,
          body: [
            hello(holder.name),
            '',
            `The deadline for your decision in ${game.title} (game ${record.gameId}) passed at ${mailDeadline(e.deadline, readerOf(holder.playerId))}, so ${afterDeadline(game, record, e.kind, true)}.`,
            `After two deadlines in a row your seat is marked away and ${botPlaysTimeouts(s.platform) ? 'a bot plays it' : 'plays its fallback'} at once, until you say you are back (the game's page has an "I'm back" button).`,
            footer(baseUrl, record.gameId),
          ].join('\n'),
        });
      }
    }
    out.push(...vacationMessages(game, record, seat, baseUrl, readerOf(holder.playerId)));
    // An away seat's decisions are played for it at once (it left, or missed two deadlines): no
    // mail asks its player to decide by a deadline that will not be waited for. Nor, when the player
    // has just said they are back (their decision's clock starts again): they are at the game.
    const cameBack = record.command === null && record.platformEvents.some((e) => e.type === 'SeatBack' && e.seat === seat);
    // Nor when a bot or the platform answered their own move at once: they are at the game's page (recap.ts).
    // (Unless they asked for those mails too: whenJustPlayed, lambdas/app/notifications/settings.ts.)
    const atTheTable = !readerOf(holder.playerId).whenJustPlayed && repliedAtOnce([...earlier, record], seat);
    const [first, ...more] = isAway(s, seat) || cameBack || atTheTable ? [] : s.pending.filter((p) => p.seat === seat && p.since === record.at);
    if (first) out.push(decisionMessage(game, record, seat, [first, ...more], baseUrl, started, earlier, readerOf(holder.playerId)));
    else if (started && !atTheTable) {
      out.push({
        playerId: holder.playerId,
        gameId: record.gameId,
        kind: 'game-started',
        subject: `Game started: ${game.title} with ${others(record, seat)}`,
        body: [hello(holder.name), '', `Your game of ${game.title} (game ${record.gameId}) with ${others(record, seat)} has started.`, ...roleLine(game, record, seat), 'We will write when it is your turn.', footer(baseUrl, record.gameId)].join('\n'),
      });
    }
  }
  return out;
}

/** The seat whose player stepped away from the game being played in this version (they left, or deleted their account), or null. */
function leaverOf(record: GameRecord): Seat | null {
  const actor = record.actor;
  if (actor.kind !== 'player' || actor.seat === null) return null;
  return record.platformEvents.some((e) => e.type === 'SeatAway' && e.seat === actor.seat) ? actor.seat : null;
}

/** To a player still at the table: another left, and who plays their seat now (as after missed deadlines). */
function playerLeftMessage(game: AnyGame, record: GameRecord, seat: Seat, leaver: Seat, baseUrl: string): OutgoingMessage {
  const s = record.snapshot;
  const name = quoteName(s.seats[leaver]?.name ?? 'A player');
  const who = botPlaysTimeouts(s.platform) ? 'a bot (normal) plays their turns, at once' : "the game's fallback plays their turns at once, as after missed deadlines";
  return {
    playerId: s.seats[seat]!.playerId,
    gameId: record.gameId,
    kind: 'player-left',
    subject: `${name} left: ${game.title} with ${others(record, seat)}`,
    body: [hello(s.seats[seat]!.name), '', `${name} left ${game.title} (game ${record.gameId}) while it was being played. From now on ${who}; if they come back, their turns wait for them again.`, footer(baseUrl, record.gameId)].join('\n'),
  };
}

/** A mail to each player this version invited (PlayerInvited), while the invitation is open: the game's deep link to join it. */
function invitationMessages(game: AnyGame, record: GameRecord, baseUrl: string): OutgoingMessage[] {
  const s = record.snapshot;
  const invitedNow = new Set(record.platformEvents.flatMap((e) => (e.type === 'PlayerInvited' ? [e.playerId] : [])));
  const actor = record.actor;
  const inviter = actor.kind === 'player' ? takenSeats(s).find((t) => t.holder.playerId === actor.playerId)?.holder.name : undefined;
  return openInvitations(s)
    .filter(({ invitation }) => invitedNow.has(invitation.playerId))
    .map(({ invitation }) => ({
      playerId: invitation.playerId,
      gameId: record.gameId,
      kind: 'invitation' as const,
      subject: `${inviter ? quoteName(inviter) : 'A player'} invites you to ${s.rematchOf ? 'a rematch of ' : ''}${game.title}`,
      body: [
        hello(invitation.name),
        '',
        `${inviter ? quoteName(inviter) : 'A player'} invites you to ${s.rematchOf ? 'a rematch of ' : 'a game of '}${game.title} (game ${record.gameId}) with ${others(record, invitation.seat ?? -1)}.`,
        `${invitation.seat === undefined ? 'Join it' : 'Your seat is kept for you: take it'} from the game's page while it waits for players.`,
        // The terms a player weighs before joining: the time per decision and what a missed one costs.
        `${s.platform.timeBank ? `Each seat has ${timeLimitWords(s.platform)}` : `Each decision has ${s.platform.turnTimeLimitHours} h`}; if its deadline passes, ${missedDeadlineTerms(game, record)}.`,
        footer(baseUrl, record.gameId),
      ].join('\n'),
    }));
}
