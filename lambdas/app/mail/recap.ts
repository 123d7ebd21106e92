/**
 * The your-turn mail's recap: what the others did since the reader's last move, in the history's
 * sentences (domain/history/lines.ts), as a game's page says it under "Since your last move". A game is
 * played over days; whoever is asked to move first wants to know what happened.
 *
 * Only public facts, as every mail (messages.ts): each game event goes through the game's `redact`
 * for a spectator, not for the reader, so a mail names no card, identity or secret that only its
 * reader may see (their own hand included) — mail is forwarded and kept; the page shows the rest.
 * Names come from the game's public tables (its words) and the seats; a person's name is quoted and made
 * printable.
 */
import type { AnyGame, Seat } from '../../../domain/engine/game.js';
import { actorBefore, eventLine, isOwnMove, publicNames, type SeatWords } from '../../../domain/history/lines.js';
import { historyEntryOf } from '../core/history-entry.js';
import { printable } from '../core/inputs.js';
import type { Snapshot } from '../core/model.js';
import type { HistoryRecord } from '../core/ports.js';
import { quoteName } from './account-messages.js';
import { mailMinute, UTC_24H, type MailTime } from './mail-time.js';

/**
 * How many versions before a decision's are read for its mail (one Query, 1–3 read units): about a
 * round of the others' moves (a turn is 2–3 versions), all told if the reader moved among them.
 */
export function recapRead(seatCount: number): number {
  return Math.min(12, Math.max(6, 3 * seatCount));
}

/** A reply played within this long of the reader's own move finds them at the table: no mail asks them. */
export const AT_THE_TABLE_MS = 10 * 60_000;

/**
 * The recap for `reader`'s mail, as lines (a heading, then a line per version), or none: `versions`
 * are the latest versions, oldest first, ending with the one that asks the reader to decide. Told
 * are those after the reader's last own move (not a bot's nor a deadline's move for them); without
 * it among `versions` (or with only the reader's join before the start), those after the game's
 * start, or else all of them ("The latest moves"). Times are given as the `reader` reads them (zone and clock).
 */
export function recapLines(game: AnyGame, snapshot: Pick<Snapshot, 'seats'>, versions: readonly HistoryRecord[], reader: Seat, readerTime: MailTime = UTC_24H): string[] {
  // Public events only: redacted for a spectator, not for the reader.
  const entries = versions.map((r) => historyEntryOf(game, r, 'spectator'));
  const own = entries.findLastIndex((e) => isOwnMove(e, reader));
  const started = entries.findLastIndex((e) => e.events.some((ev) => ev.type === 'GameStarted'));
  // The start's version (the last join, the deal) is not news in a mail: the game-started mail said it.
  const from = Math.max(own, started);
  const told = entries.slice(from + 1).filter((e) => e.events.length > 0);
  if (told.length === 0) return [];
  const seats: SeatWords = {
    label: (seat) => {
      const name = snapshot.seats[seat]?.name;
      return name === undefined ? `Seat ${seat + 1}` : `${quoteName(name)}${seat === reader ? ' (you)' : ''}`;
    },
    isBot: (seat) => snapshot.seats[seat]?.bot !== undefined,
  };
  // What the game's events name, from its public tables (a mail has no view to read them from).
  const names = publicNames(game.words, seats.label);
  const heading = own > started ? 'Since your last move:' : started >= 0 ? 'Since the game began:' : 'The latest moves:';
  const minutes = told.map((e) => mailMinute(e.at, readerTime));
  return [
    heading,
    ...told.map((e, i) => {
      const sentences = e.events.map((ev) => eventLine(game.words, ev, names));
      const who = actorBefore(e, sentences, seats);
      const by = who === null ? '' : `${who.charAt(0).toUpperCase()}${who.slice(1)}: `;
      // The time when it differs from the line before's (to the minute): a turn played at once reads as one.
      const time = i > 0 && minutes[i - 1] === minutes[i] ? '' : `[${minutes[i]}] `;
      return printable(`- ${time}${by}${sentences.join('. ')}.`);
    }),
    // The reader's move is further back than the versions read (a long round of many players).
    ...(heading === 'The latest moves:' ? ["(Earlier ones are in the game's history.)"] : []),
  ];
}

/**
 * Whether the last of `versions` asks the reader in a reply played at once to their own move: only
 * bots and the platform acted since it (a bot's turn, an away seat's fallback), within
 * AT_THE_TABLE_MS. The reader is at the game's page, which shows the reply within a second: a
 * solo game against bots would otherwise mail every turn. A person's move always mails, and so
 * does anything after a longer while (a deadline's fallback days later).
 */
export function repliedAtOnce(versions: readonly HistoryRecord[], reader: Seat): boolean {
  const own = versions.findLastIndex((r) => r.actor.kind === 'player' && r.actor.seat === reader);
  const last = versions.at(-1);
  if (own < 0 || !last || own === versions.length - 1) return false;
  const since = versions.slice(own + 1);
  return since.every((r) => r.actor.kind !== 'player') && Date.parse(last.at) - Date.parse(versions[own]!.at) <= AT_THE_TABLE_MS;
}
