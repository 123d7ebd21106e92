/**
 * Who holds a seat, in words: a person, a bot (with its level), or a person whose moves a bot
 * plays while they are late or away (`onTimeout: "bot"`). Everything here reads the game resource
 * only, so the page can tell when a bot's reply is due and re-read sooner than its 20 s tick.
 */
import type { Game, components } from '../../../client/index.js';
import { capitalised } from './format.js';
import { actorWords, type SeatWords } from '../history/lines.js';

type HistoryEntry = components['schemas']['HistoryEntry'];
type Seat = components['schemas']['Seat'];

/** "Ada", "Ada (you)", "Bot (hard)"; a bot's level is named even if its name does not say it. */
export function seatLabel(g: Pick<Game, 'seats' | 'you'>, seat: number): string {
  const s = g.seats.find((x) => x.seat === seat);
  if (!s) return `Seat ${seat + 1}`;
  if (s.bot) return s.name.toLowerCase().includes(s.bot.level) ? s.name : `${s.name} (${s.bot.level} bot)`;
  return seat === g.you ? `${s.name} (you)` : s.name;
}

/** The words after a seat's name on its chip: its role, "bot", and "away" while the game is played (not once it is over or abandoned). */
export function seatTags(s: Seat, status: Game['status']): string[] {
  return [s.role ? capitalised(s.role) : '', s.bot ? 'bot' : '', s.away && status === 'active' ? 'away' : ''].filter(Boolean);
}

/** Who made a move of the history: the seat, and whether a bot played it (a bot seat, or for a late player). */
export function actorLabel(g: Pick<Game, 'seats' | 'you'>, entry: HistoryEntry): string {
  return actorWords(entry, seatWords(g));
}

/** The page's seat labels, for the shared wording of who acted (history/lines.ts). */
export function seatWords(g: Pick<Game, 'seats' | 'you'>): SeatWords {
  return { label: (seat) => seatLabel(g, seat), isBot: (seat) => g.seats.some((x) => x.seat === seat && x.bot !== undefined) };
}

/**
 * Whether the server plays a seat's decisions as soon as they are asked for: a bot's seat, and an
 * away seat unless the game is on hold (every player away, no bot seated, the game's fallback). The move
 * comes through the stream within a second or two.
 */
export function playedAtOnce(g: Pick<Game, 'seats' | 'onHold'>, seat: number): boolean {
  const s = g.seats.find((x) => x.seat === seat);
  return s !== undefined && (s.bot !== undefined || (s.away && !g.onHold));
}

/** Whether an away seat's decision waits for a player to come back (the game is on hold). */
export function waitsForReturn(g: Pick<Game, 'seats' | 'onHold'>, seat: number): boolean {
  return g.onHold && g.seats.some((s) => s.seat === seat && s.away);
}

/** Whether the viewer's own seat is away (they left, or missed two deadlines): "I'm back" is offered, "Leave" is not. */
export function youAreAway(g: Pick<Game, 'seats' | 'you'>): boolean {
  return g.you !== undefined && g.seats.some((s) => s.seat === g.you && s.away);
}

/** True while a move played at once is due (the page then re-reads soon rather than at its 20 s tick). */
export function moveAtOnceDue(g: Game): boolean {
  return g.status === 'active' && g.pending.some((d) => playedAtOnce(g, d.seat));
}
