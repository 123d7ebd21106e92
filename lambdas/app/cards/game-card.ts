/**
 * A game's public card: what a link to it may tell someone who is not signed in (GET
 * /games/{gameId}/card), so that an invitation opened on a new device says who invites to what.
 *
 * Who may read it: anyone holding the game's id. The id is the link's secret (random, as
 * unguessable as a token), and a private game is "found by its link" already: any signed-in
 * player who has the link may read the whole game as a spectator. The card says less than that
 * spectator's read: the game, its options, who sits where by name (no player id, no address, no
 * view, no seed), how many seats are open or kept for invited players (never whom: who was
 * invited is for the seated only, see resource.ts).
 */
import * as z from 'zod/mini';
import { BOT_LEVELS } from '../../../domain/engine/bot.js';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { AppContext } from '../core/context.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { OnTimeout, TimeBank } from '../core/platform-options.js';
import { problems } from '../core/problems.js';
import { openInvitations, seatsOpenTo, takenSeats } from '../core/seats.js';
import { GameStatus } from '../games/resource.js';

/** openapi.yaml's `GameCard`; only documents and types the answer, so built on first use. */
export const GameCardSchema = /* @__PURE__ */ builtOnce(() =>
  z.object({
    gameId: z.string(),
    game: z.string().check(z.describe('Which game: its id in the game registry.')),
    title: z.string(),
    status: GameStatus(),
    options: z.record(z.string(), z.unknown()).check(z.describe("The game's options, every default filled in.")),
    turnTimeLimitHours: z.number().check(z.describe('Hours each decision may stay open (with a time bank, its initial hours).')),
    timeBank: z.optional(TimeBank()),
    onTimeout: OnTimeout(),
    visibility: z.enum(['public', 'private']),
    createdBy: z.string().check(z.describe("The creator's name, as the other players see it.")),
    seats: z
      .array(z.object({ seat: z.int().check(z.minimum(0)), name: z.string(), bot: z.optional(z.object({ level: z.enum(BOT_LEVELS) })) }))
      .check(z.describe('Who is seated, by name (never a player id or an address).')),
    seatCount: z.int().check(z.minimum(1)),
    openSeats: z.int().check(z.minimum(0)).check(z.describe('Seats anyone with the link may take (seats kept for invited players are not counted).')),
    invitedCount: z.int().check(z.minimum(0)).check(z.describe('Players invited and not seated yet (their names are for the seated only).')),
    createdAt: z.iso.datetime(),
    version: z.int().check(z.minimum(0)),
  }),
);
export type GameCard = z.infer<ReturnType<typeof GameCardSchema>>;

export async function readGameCard(ctx: AppContext, gameId: string): Promise<Outcome<GameCard>> {
  const latest = await ctx.events.latest(gameId);
  const game = latest && ctx.games.get(latest.snapshot.game);
  if (!latest || !game) return fail(problems.gameNotFound(gameId));
  const s = latest.snapshot;
  const seats = takenSeats(s);
  const creator = seats.find(({ holder }) => holder.playerId === s.createdBy)?.holder.name ?? seats[0]?.holder.name ?? '';
  return ok({
    gameId: latest.gameId,
    game: s.game,
    title: game.title,
    status: s.status,
    options: { ...s.options },
    turnTimeLimitHours: s.platform.turnTimeLimitHours,
    ...(s.platform.timeBank ? { timeBank: { ...s.platform.timeBank } } : {}),
    onTimeout: s.platform.onTimeout ?? 'fallback',
    visibility: s.visibility ?? 'private',
    createdBy: creator,
    seats: seats.map(({ seat, holder }) => ({ seat, name: holder.name, ...(holder.bot ? { bot: { level: holder.bot.level } } : {}) })),
    seatCount: s.seatCount,
    openSeats: seatsOpenTo(s, null),
    invitedCount: openInvitations(s).length,
    createdAt: s.createdAt,
    version: latest.version,
  });
}
