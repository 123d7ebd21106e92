/** Routes: POST and DELETE /games/{gameId}/mute (lambdas/app/notifications/mute.ts). */
import type { AppContext } from '../../app/core/context.js';
import type { NotificationStores } from '../../app/notifications/ports.js';
import { setMuted } from '../../app/notifications/mute.js';
import { defineRoute } from '../route.js';
import { gameIdParam, respond } from '../validate.js';

function storesOf(ctx: AppContext): NotificationStores {
  // Every deployed and local context has them (wiring.ts); only a context built without them lacks them.
  if (!ctx.notifications) throw new Error('this context was built without the notification stores');
  return ctx.notifications;
}

const muteRoute = (muted: boolean) =>
  defineRoute({ auth: true }, async (req, ctx) => {
    const out = await setMuted(ctx, storesOf(ctx), req.player, gameIdParam(req.pathParameters), muted);
    // The caller's record as a warm process remembers it would show the old mutes (GET /games/{gameId}'s `muted`).
    ctx.tokens.forget(req.player.playerId);
    return respond(out, (v) => ({ status: 200, body: v }));
  });

export const muteGameRoute = /* @__PURE__ */ muteRoute(true);
export const unmuteGameRoute = /* @__PURE__ */ muteRoute(false);
