/**
 * The ratings as the API shows them: a player's ratings (GET /players/{playerId}/ratings) and a game
 * kind's leaderboard (GET /leaderboards/{game}), read from the ratings' read model, never computed.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { AppContext } from '../core/context.js';
import { decodeCursor, encodeCursor } from '../core/cursor.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems } from '../core/problems.js';
import type { RatingKind } from '../../../domain/engine/words.js';
import { LEADERBOARD_MIN_GAMES, type PlayerRating, type RatingStore } from './model.js';
import { isProvisional, shownSkill } from './shown.js';

export const LEADERBOARD_PAGE = { default: 50, max: 100 } as const;

/** What the ratings' reads need: the store and which game is rated how. */
export interface RatingReads {
  readonly ratings: RatingStore;
  readonly kinds: ReadonlyMap<string, RatingKind>;
}

/**
 * A leaderboard position, highest first when read backwards: the shown rating as a fixed-width
 * number (thousandths, offset so a negative ordinal sorts too), then the player.
 */
export function boardKey(shownRating: number, playerId: string): string {
  const scaled = Math.round((shownRating + OFFSET) * 1000);
  return `${String(Math.min(Math.max(scaled, 0), MAX_SCALED)).padStart(WIDTH, '0')}#${playerId}`;
}
const OFFSET = 100_000;
const WIDTH = 10;
const MAX_SCALED = 10 ** WIDTH - 1;

export function isBoardKey(k: string): boolean {
  return /^\d{10}#[A-Za-z0-9_-]{1,64}$/.test(k);
}

const Shown = () => ({
  rating: z.number().check(z.describe("The rating shown: Glicko-2's rating (Mr. Jack), or the ordinal μ − 3σ (Ripper Rummy).")),
  deviation: z.number().check(z.describe('Its uncertainty: the Glicko-2 rating deviation, or σ.')),
  provisional: z.boolean().check(z.describe('Still uncertain: a deviation over 110, or σ over 4.')),
});

export const PlayerRatingsSchema = /* @__PURE__ */ builtOnce(() =>
  z.object({
    playerId: z.string(),
    ratings: z
      .array(
        z.object({
          game: z.string(),
          system: z.enum(['glicko2', 'weng-lin']),
          ...Shown(),
          mu: z.optional(z.number().check(z.describe('Weng–Lin μ (Ripper Rummy).'))),
          volatility: z.optional(z.number().check(z.describe('Glicko-2 volatility (Mr. Jack).'))),
          gamesRated: z.int().check(z.minimum(0)),
          wins: z.int().check(z.minimum(0)),
          losses: z.int().check(z.minimum(0)),
          changes: z
            .array(z.object({ gameId: z.string(), before: z.number(), after: z.number(), at: z.iso.datetime() }))
            .check(z.describe('The last 50 changes, oldest first: the shown rating before and after each rated game.')),
        }),
      )
      .check(z.describe('One per game kind the player was rated in.')),
  }),
);

export const LeaderboardPageSchema = /* @__PURE__ */ builtOnce(() =>
  z.object({
    game: z.string(),
    players: z
      .array(z.object({ playerId: z.string(), name: z.string(), ...Shown(), gamesRated: z.int().check(z.minimum(LEADERBOARD_MIN_GAMES)) }))
      .check(z.describe(`Players with at least ${LEADERBOARD_MIN_GAMES} rated games, highest rating first.`)),
    cursor: z.nullable(z.string()).check(z.describe('Pass as `cursor` for the next page; null on the last page.')),
  }),
);

export type PlayerRatings = z.infer<ReturnType<typeof PlayerRatingsSchema>>;
export type LeaderboardPage = z.infer<ReturnType<typeof LeaderboardPageSchema>>;

function shown(kind: RatingKind, r: PlayerRating) {
  return { ...shownSkill(kind, r.skill), provisional: isProvisional(kind, r.skill) };
}

export async function readPlayerRatings(deps: RatingReads, playerId: string): Promise<Outcome<PlayerRatings>> {
  const found = await deps.ratings.ofPlayer(playerId, [...deps.kinds.keys()]);
  const ratings = found.flatMap((r) => {
    const kind = deps.kinds.get(r.game);
    if (!kind) return [];
    return [
      {
        game: r.game,
        system: kind.system,
        ...shown(kind, r),
        ...(kind.system === 'weng-lin' ? { mu: r.skill.mu } : r.skill.volatility === undefined ? {} : { volatility: r.skill.volatility }),
        gamesRated: r.gamesRated,
        wins: r.wins,
        losses: r.losses,
        changes: [...r.changes],
      },
    ];
  });
  return ok({ playerId, ratings });
}

export async function readLeaderboard(deps: RatingReads, query: { readonly game: string; readonly limit: number; readonly cursor?: string }): Promise<Outcome<LeaderboardPage>> {
  const kind = deps.kinds.get(query.game);
  if (!kind) return fail(problems.unknownGame(query.game, [...deps.kinds.keys()]));
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, isBoardKey);
  if (after === null) return fail(problems.invalidCursor());
  const page = await deps.ratings.leaderboard(query.game, query.limit, after);
  return ok({
    game: query.game,
    players: page.items.map((r) => ({ playerId: r.playerId, name: r.name, ...shown(kind, r), gamesRated: r.gamesRated })),
    cursor: page.next ? encodeCursor(page.next) : null,
  });
}

/** The ratings' reads of an HTTP process: its store, and each game's rating kind from its words. */
export function ratingReads(ctx: Pick<AppContext, 'games'>, ratings: RatingStore): RatingReads {
  return { ratings, kinds: new Map([...ctx.games.values()].map((g) => [g.id, g.words.rating])) };
}
