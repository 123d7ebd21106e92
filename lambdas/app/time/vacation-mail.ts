/**
 * The mails a vacation calls for (docs/time.md), pure, from the version that started it
 * (VacationStarted): one to each other player of the game, saying their opponent's deadlines wait
 * until when; and, when it started instead of a passed deadline's fallback (auto-vacation), one to
 * the player on vacation. Public facts only: names, the game, the vacation's end.
 */
import type { AnyGame, Seat } from '../../../domain/engine/game.js';
import type { GameRecord } from '../core/model.js';
import type { OutgoingMessage } from '../core/ports.js';
import { quoteName } from '../mail/account-messages.js';
import { mailDeadline, type MailTime } from '../mail/mail-time.js';

const link = (baseUrl: string, gameId: string) => `Open the game: ${baseUrl.replace(/\/+$/, '')}/play/games/${encodeURIComponent(gameId)}`;

/** What `reader` (at `seat`) is told of the vacations this version started. */
export function vacationMessages(game: AnyGame, record: GameRecord, seat: Seat, baseUrl: string, reader: MailTime): OutgoingMessage[] {
  const s = record.snapshot;
  const me = s.seats[seat];
  if (!me || me.bot) return [];
  const out: OutgoingMessage[] = [];
  for (const e of record.platformEvents) {
    if (e.type !== 'VacationStarted') continue;
    const until = mailDeadline(e.until, reader);
    if (e.seat === seat) {
      if (!e.auto) continue;
      out.push({
        playerId: me.playerId,
        gameId: record.gameId,
        kind: 'auto-vacation',
        subject: `You are on vacation: ${game.title}`,
        body: [
          `Hello ${quoteName(me.name)},`,
          '',
          `A deadline of yours in ${game.title} (game ${record.gameId}) passed. Instead of the game's fallback, your vacation started: your deadlines in every game wait until ${until}, paid from your vacation days.`,
          'Play any time to keep going; end the vacation on your settings page (or DELETE /players/me/vacation). Turn this off with PATCH /players/me {"autoVacation": false}.',
          '',
          link(baseUrl, record.gameId),
        ].join('\n'),
      });
      continue;
    }
    const away = s.seats[e.seat];
    if (!away) continue;
    out.push({
      playerId: me.playerId,
      gameId: record.gameId,
      kind: 'vacation',
      subject: `${quoteName(away.name)} is on vacation: ${game.title}`,
      body: [
        `Hello ${quoteName(me.name)},`,
        '',
        `${quoteName(away.name)} is on vacation until ${until}. Their deadlines in ${game.title} (game ${record.gameId}) wait until they are back, and move by the time they were away.`,
        '',
        link(baseUrl, record.gameId),
      ].join('\n'),
    });
  }
  return out;
}
