/** Routes: POST and DELETE /players/me/vacation (lambdas/app/time/vacation.ts). */
import type { AppContext } from '../../app/core/context.js';
import { endVacation, startVacation, type VacationDeps } from '../../app/time/vacation.js';
import { VacationBody } from '../../app/time/vacation-schema.js';
import { defineRoute } from '../route.js';
import { respond } from '../validate.js';

const depsOf = (ctx: AppContext): VacationDeps => ({ games: ctx.games, events: ctx.events, players: ctx.players, inbox: ctx.inbox, clock: ctx.clock });

export const startVacationRoute = /* @__PURE__ */ defineRoute({ auth: true, body: VacationBody }, async (req, ctx) => {
  // Judged on the stored player, not a cached one: the vacation and its budget may have changed since.
  const stored = (await ctx.players.get(req.caller.player.playerId)) ?? req.caller.player;
  const out = await startVacation(depsOf(ctx), stored, req.body.until);
  ctx.tokens.forget(stored.playerId);
  return respond(out, (v) => ({ status: 200, body: v }));
});

export const endVacationRoute = /* @__PURE__ */ defineRoute({ auth: true }, async (req, ctx) => {
  const stored = (await ctx.players.get(req.caller.player.playerId)) ?? req.caller.player;
  const out = await endVacation(depsOf(ctx), stored);
  ctx.tokens.forget(stored.playerId);
  return respond(out, (v) => ({ status: 200, body: v }));
});
