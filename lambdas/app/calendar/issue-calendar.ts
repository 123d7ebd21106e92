/** Use case: `POST /players/me/calendar` issues the caller's private calendar feed address, revoking the one before (docs/time.md). */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { Caller, Clock } from '../core/ports.js';
import { ok, type Outcome } from '../core/outcome.js';
import { feedSecretHash, newFeedSecret, type CalendarStore } from './model.js';

export const IssuedCalendar = /* @__PURE__ */ builtOnce(() =>
  z.object({
    url: z.string().check(
      z.describe('Your private feed (iCalendar): shown once, as its secret is stored only as a hash. Subscribe to it in a calendar app; anyone with it sees your deadlines. Issuing a new one revokes it.'),
    ),
  }),
);
export type IssuedCalendar = z.infer<ReturnType<typeof IssuedCalendar>>;

export const trimmed = (url: string) => url.replace(/\/+$/, '');

export async function issueCalendar(deps: { readonly calendars: CalendarStore; readonly clock: Clock; readonly urls: { readonly api: string } }, caller: Caller): Promise<Outcome<IssuedCalendar>> {
  const secret = newFeedSecret();
  await deps.calendars.issue(caller.player.playerId, feedSecretHash(secret), deps.clock.now().toISOString());
  return ok({ url: `${trimmed(deps.urls.api)}/calendar/${secret}.ics` });
}

