/** Routes: the caller's calendar feed (lambdas/app/calendar/): issue its address; read it (no token: the address is the secret). */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { AppContext } from '../../app/core/context.js';
import { readCalendarFeed, type CalendarDeps } from '../../app/calendar/calendar-feed.js';
import { issueCalendar } from '../../app/calendar/issue-calendar.js';
import { HttpProblem } from '../problem.js';
import { defineRoute } from '../route.js';
import { respond } from '../validate.js';

/** The feed's path segment: `<secret>.ics`. Anything else names no feed (404). */
export const CalendarFeedParam = /* @__PURE__ */ builtOnce(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{43}\.ics$/), z.describe('`<secret>.ics`, as in the `url` that POST /players/me/calendar answered.')),
);

function depsOf(ctx: AppContext): CalendarDeps {
  // Every deployed and local context has them (wiring.ts); only a context built without them lacks them.
  if (!ctx.calendars) throw new Error('this context was built without calendar feeds');
  return { calendars: ctx.calendars, games: ctx.games, events: ctx.events, players: ctx.players, inbox: ctx.inbox, clock: ctx.clock, urls: ctx.urls };
}

export const issueCalendarRoute = /* @__PURE__ */ defineRoute({ auth: true }, async (req, ctx) =>
  respond(await issueCalendar(depsOf(ctx), req.caller), (v) => ({ status: 201, body: v, headers: { 'cache-control': 'no-store' } })),
);

export const getCalendarFeedRoute = /* @__PURE__ */ defineRoute({ auth: false }, async (req, ctx) => {
  const out = await readCalendarFeed(depsOf(ctx), req.pathParameters.feed ?? '');
  if (!out.ok) throw new HttpProblem(out.problem);
  // Private to whoever holds the address; calendar apps poll it, so a shared cache must not keep it.
  return { status: 200, raw: { contentType: 'text/calendar; charset=utf-8', text: out.value }, headers: { 'cache-control': 'private, max-age=300' } };
});
