/**
 * Seats for bots: what POST /games may ask for in `bots`, checked against the game's seat
 * count, and the seat holders that stand for them. A bot seat has no inbox row, gets no mail, never
 * counts as away and never leaves; it acts from the stream consumer (play-at-once.ts).
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import { BOT_LEVELS, type BotLevel } from '../../../domain/engine/bot.js';
import type { Seat } from '../../../domain/engine/game.js';
import type { SeatHolder } from '../core/model.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems } from '../core/problems.js';

/** The level a bot plays at when none is asked for, and the one that plays passed deadlines. */
export const DEFAULT_BOT_LEVEL: BotLevel = 'normal';

/** The first gate (the route's body schema): each entry's shape. Seat numbers are checked against the game next. */
export const BotSeatsRequest = /* @__PURE__ */ builtOnce(() =>
  z
    .array(
      z.strictObject({
        seat: z.int().check(z.minimum(1), z.maximum(15), z.describe("The seat the bot takes: not 0 (the creator's), below the game's seat count.")),
        level: z._default(z.enum(BOT_LEVELS), DEFAULT_BOT_LEVEL).check(z.describe('How hard the bot tries (default normal).')),
      }),
    )
    .check(
      z.maxLength(15),
      z.describe(
        'Seats for bots, so one person can play alone: any seats but 0 (the creator\'s), each once; players who join take the lowest free seat. When the bots fill the game it starts at once. A bot plays its seat from the same view a player of that seat gets, through ordinary commands in the history.',
      ),
    ),
);
export type BotSeatsRequest = z.infer<ReturnType<typeof BotSeatsRequest>>;

/** The asked bots' seats and holders, in seat order, or the problem (the creator keeps seat 0; joiners take the lowest free seat). */
export function botHolders(requested: BotSeatsRequest, seatCount: number): Outcome<{ readonly seat: Seat; readonly holder: SeatHolder }[]> {
  const seats = requested.map((b) => b.seat);
  if (new Set(seats).size !== seats.length) return fail(problems.invalidBots('Each seat may hold one bot: a seat is listed twice.'));
  const outside = seats.find((s) => s >= seatCount);
  if (outside !== undefined) return fail(problems.invalidBots(`Seat ${outside} does not exist: this game has seats 0 to ${seatCount - 1} (0 is yours).`));
  // Two bots of one level would have one name, and the page, the history and the mails could not
  // tell them apart: those carry their seat's number too ("Bot 2 (easy)", "Bot 3 (easy)").
  const shared = new Set(requested.map((b) => b.level).filter((level, i, all) => all.indexOf(level) !== i));
  return ok([...requested].sort((a, b) => a.seat - b.seat).map((b) => ({ seat: b.seat, holder: botHolder(b.seat, b.level, shared.has(b.level)) })));
}

/**
 * A bot's seat holder, named by its level ("Bot (easy)"), and by its seat's number as the page
 * counts seats (from 1) when another bot of the game has its level. Its playerId has a colon,
 * which a real id (`p` and base64url, system.ts) never has, so it can never be a player's: no
 * token, inbox row or mail can belong to it.
 */
export function botHolder(seat: Seat, level: BotLevel, numbered = false): SeatHolder {
  return { playerId: `bot:${seat}`, name: numbered ? `Bot ${seat + 1} (${level})` : `Bot (${level})`, bot: { level } };
}
