/** Route: a game's public card, read without a token (lambdas/app/cards/game-card.ts says who may read it). */
import { readGameCard } from '../../app/cards/game-card.js';
import { defineRoute } from '../route.js';
import { etag, gameIdParam, gameInPath, ifNoneMatches, respond } from '../validate.js';

/** The same for everyone who asks: any cache may keep it, and must revalidate it (a seat taken changes it). */
const CARD_CACHING = { 'cache-control': 'no-cache' } as const;

export const getGameCardRoute = /* @__PURE__ */ defineRoute({ auth: false, readAhead: gameInPath }, async (req, ctx) => {
  const out = await readGameCard(ctx, gameIdParam(req.pathParameters));
  return respond(out, (card) => {
    const tag = etag(card.version);
    if (ifNoneMatches(req.headers, tag)) return { status: 304, headers: { ETag: tag, ...CARD_CACHING } };
    return { status: 200, body: card, headers: { ETag: tag, ...CARD_CACHING } };
  });
});
