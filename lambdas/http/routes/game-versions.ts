/** Route: one past version of a game, as the caller saw it then. */
import { readGameVersion } from '../../app/games/read-game-version.js';
import { defineRoute } from '../route.js';
import { etag, gameIdParam, respond, versionInPath, versionParam } from '../validate.js';

/** A version never changes: a private cache may keep it for good (the answer depends on the caller's token). */
export const VERSION_CACHING = { 'cache-control': 'private, max-age=31536000, immutable', Vary: 'Authorization' } as const;

export const getGameVersionRoute = /* @__PURE__ */ defineRoute({ auth: true, readAhead: versionInPath }, async (req, ctx) => {
  const gameId = gameIdParam(req.pathParameters);
  const out = await readGameVersion(ctx, req.player, gameId, versionParam(req.pathParameters, gameId));
  return respond(out, (g) => ({ status: 200, body: g, headers: { ETag: etag(g.version), ...VERSION_CACHING } }));
});
