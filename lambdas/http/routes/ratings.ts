/** Routes of the ratings: a player's ratings and a game kind's leaderboard (app/ratings/leaderboard.ts). */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import { fail } from '../../app/core/outcome.js';
import { problems } from '../../app/core/problems.js';
import { LEADERBOARD_PAGE, ratingReads, readLeaderboard, readPlayerRatings } from '../../app/ratings/leaderboard.js';
import { cursor } from '../list-query.js';
import { HttpProblem } from '../problem.js';
import { defineRoute } from '../route.js';
import { intQuery, intQueryValue, respond } from '../validate.js';

export const PlayerIdParam = /* @__PURE__ */ builtOnce(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/), z.describe("A player's id (as in a game's seats), or `me` for the caller.")),
);

export const LeaderboardGameParam = /* @__PURE__ */ builtOnce(() => z.string().check(z.regex(/^[a-z0-9-]{1,40}$/), z.describe("Which game's leaderboard: its id, as in a game's `game` field.")));

export const LeaderboardLimitQuery = intQueryValue('limit', 1, LEADERBOARD_PAGE.max, `At most this many players (default ${LEADERBOARD_PAGE.default}).`);

export const getPlayerRatingsRoute = /* @__PURE__ */ defineRoute({ auth: true }, async (req, ctx) => {
  const raw = req.pathParameters.playerId ?? '';
  if (!PlayerIdParam().safeParse(raw).success) throw new HttpProblem(problems.playerNotFound());
  const playerId = raw === 'me' ? req.player.playerId : raw;
  // A deleted account's ratings are not shown: the player must exist.
  const exists = playerId === req.player.playerId || (await ctx.players.get(playerId)) !== null;
  const out = exists ? await readPlayerRatings(ratingReads(ctx, ctx.ratings), playerId) : fail(problems.playerNotFound());
  return respond(out, (v) => ({ status: 200, body: v }));
});

export const getLeaderboardRoute = /* @__PURE__ */ defineRoute({ auth: true }, async (req, ctx) => {
  const game = req.pathParameters.game ?? '';
  if (!LeaderboardGameParam().safeParse(game).success) throw new HttpProblem(problems.unknownGame(game, [...ctx.games.keys()]));
  const after = cursor(req.query);
  const query = { game, limit: intQuery(req.query, LeaderboardLimitQuery, LEADERBOARD_PAGE.default), ...(after ? { cursor: after } : {}) };
  return respond(await readLeaderboard(ratingReads(ctx, ctx.ratings), query), (v) => ({ status: 200, body: v }));
});

