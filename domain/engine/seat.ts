/**
 * Who plays and who looks, and what a seat is asked to decide: the words the game contract
 * (game.ts, which re-exports them) and the bot's input (bot.ts) share. Their own file, so that
 * game.ts, which names the bot, and bot.ts need not import each other.
 */

/** A seat index, 0-based, in the order players joined (seat 0 created the game). */
export type Seat = number;

/** Who is looking: a seat of the game, or anybody else. */
export type Viewer = Seat | 'spectator';

/**
 * An open decision: `seat` must (or may, when several seats are pending at once) act now.
 * `kind` is a stable word from the game's own union that clients and notifications switch on
 * ('turn' is an ordinary turn or turn step; the platform mails "your turn" for it and "your
 * decision is needed" for any other kind). `prompt` is a short human sentence for e-mails and UIs.
 * A decision must never reveal hidden information: pending() is public.
 */
export interface Decision<Kind extends string = string> {
  readonly seat: Seat;
  readonly kind: Kind;
  readonly prompt: string;
}
