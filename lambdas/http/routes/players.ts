/**
 * Routes: POST /players, GET /players/me, PATCH /players/me, DELETE /players/me, POST /players/me/email/confirm, and
 * GET and POST /unsubscribe (the links at the end of every mail: no token, an HTML page; the GET
 * only asks, the page's button posts).
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import { deleteAccount } from '../../app/accounts/delete-account.js';
import { EMAIL_MAX, NAME_MAX, TIME_ZONE_MAX } from '../../app/core/inputs.js';
import { confirmEmailChange, readProfile, readUnsubscribeLink, registerPlayer, unsubscribeByLink, updateProfile } from '../../app/accounts/players.js';
import { CLOCK_STYLES } from '../../app/core/model.js';
import type { UnsubscribeKind } from '../../app/core/ports.js';
import type { Problem } from '../../app/core/problems.js';
import { escapeMarkup } from '../markup.js';
import { HttpProblem } from '../problem.js';
import { defineRoute, type HttpResponse } from '../route.js';
import { respond } from '../validate.js';
import { registerInvited } from '../../app/invitations/register-invited.js';
import { AutoVacationField } from '../../app/time/vacation-schema.js';
import { NotificationModeChanges } from '../../app/notifications/settings.js';
import { armDigest, movesDigest } from '../../app/notifications/digest-arm.js';

/** The name's rules are the use case's (inputs.ts), so that every way a name is wrong answers `invalid-name`. */
export const Name = /* @__PURE__ */ builtOnce(() =>
  z.string().check(
    z.describe(
      `Shown to the other players. NFC-normalised and trimmed, then 1–${NAME_MAX} characters with no control or invisible formatting characters ` +
        '(line breaks, NUL, bidirectional overrides, zero-width characters): anything else is refused with `invalid-name`.',
    ),
  ),
);
export const Email = /* @__PURE__ */ builtOnce(() =>
  z.string().check(
    z.trim(),
    z.maxLength(EMAIL_MAX),
    z.email(),
    z.describe('Where mail goes (after you confirm the subscription mail). One player per address: trimmed and compared without regard to case.'),
  ),
);
/** The zone's rules are the use case's too (inputs.ts): a name too long is `invalid-time-zone`, as an unknown one is. */
export const TimeZone = /* @__PURE__ */ builtOnce(() =>
  z.string().check(
    z.describe(
      'An IANA time zone name, such as "Europe/London" or "America/New_York" (any case; stored as given, its case set right where the name is known): ' +
        `your mails give their times in it. One this service does not know, or longer than ${TIME_ZONE_MAX} characters, is refused with \`invalid-time-zone\`.`,
    ),
  ),
);
export const Code = /* @__PURE__ */ builtOnce(() =>
  z.string().check(z.minLength(1), z.maxLength(200), z.describe('The code from the mail.')),
);

export const ClockField = /* @__PURE__ */ builtOnce(() =>
  z.enum(CLOCK_STYLES).check(z.describe('The clock your mails give times on: `24h` ("18:30") or `12h` ("6:30 PM"). Default `24h`.')),
);

export const RegisterBody = /* @__PURE__ */ builtOnce(() =>
  z.strictObject({
    name: Name(),
    email: Email(),
    timeZone: z.optional(z.nullable(TimeZone())),
    clock: z.optional(ClockField()),
    invitation: z.optional(
      z.string().check(
        z.maxLength(600),
        z.describe(
          'The `invitation` parameter of an invitation link (`/play/games/{gameId}?invitation=…`, valid 14 days): registering with it and the address it was sent to ' +
            'proves that address, and the answer names the game (`invitedTo`) to join. A link that is forged, expired or for another address is refused with `invalid-invitation` and nothing is created.',
        ),
      ),
    ),
  }),
);
export const UpdateBody = /* @__PURE__ */ builtOnce(() =>
  z
    .strictObject({
      name: z.optional(Name()),
      email: z.optional(
        z.string().check(
          z.trim(),
          z.maxLength(EMAIL_MAX),
          z.email(),
          z.describe(
            'A new address takes effect only once the code mailed there is confirmed (POST /players/me/email/confirm); until then mail keeps going to the current one, which is told of the request. Sending the current address cancels a pending change.',
          ),
        ),
      ),
      notifications: z.optional(
        z.strictObject({
          email: z.optional(z.boolean().check(z.describe('Send game e-mail at all (off keeps the subscription for sign-in mails you ask for).'))),
          reminders: z.optional(z.boolean().check(z.describe('Send a reminder when a quarter of the time is left.'))),
          news: z.optional(z.boolean().check(z.describe('Send mails that ask nothing of you: a game started (before your turn), ended, was cancelled or abandoned, a player left. Your turns, decisions, passed deadlines and invitations still come.'))),
          ...NotificationModeChanges(),
        }),
      ),
      timeZone: z.optional(z.nullable(TimeZone())),
      clock: z.optional(ClockField()),
      autoVacation: z.optional(AutoVacationField()),
    })
    // minProperties is what openapi.yaml says of the refinement (JSON Schema cannot run it).
    .check(z.refine((b) => Object.keys(b).length > 0, 'Send at least one of name, email, notifications, timeZone, clock, autoVacation.'), z.meta({ minProperties: 1 })),
);
export const ConfirmEmailBody = /* @__PURE__ */ builtOnce(() =>
  z.strictObject({ code: Code() }),
);

export const registerPlayerRoute = /* @__PURE__ */ defineRoute({ auth: false, body: RegisterBody }, async (req, ctx) => {
  const { invitation, ...registration } = req.body;
  const registered = invitation === undefined ? await registerPlayer(ctx, registration) : await registerInvited(ctx, { ...registration, invitation });
  return respond(registered, (p) => ({ status: 201, body: p }));
});

export const getMeRoute = /* @__PURE__ */ defineRoute({ auth: true }, async (req, ctx) =>
  respond(await readProfile(ctx, req.caller), (p) => ({ status: 200, body: p })),
);

export const updateMeRoute = /* @__PURE__ */ defineRoute({ auth: true, body: UpdateBody }, async (req, ctx) => {
  const out = await updateProfile(ctx, req.caller, req.body);
  // A new mode, digest hour or time zone moves the daily digest (lambdas/app/notifications/digest.ts).
  if (out.ok && ctx.notifications && movesDigest(req.body, out.value)) await armDigest(ctx.notifications.digests, out.value, ctx.clock.now());
  return respond(out, (p) => ({ status: 200, body: p }));
});

export const deleteMeRoute = /* @__PURE__ */ defineRoute({ auth: true }, async (req, ctx) =>
  respond(await deleteAccount(ctx, req.caller), () => ({ status: 204 })),
);

export const confirmEmailRoute = /* @__PURE__ */ defineRoute({ auth: true, body: ConfirmEmailBody }, async (req, ctx) =>
  respond(await confirmEmailChange(ctx, req.caller, req.body.code), (p) => ({ status: 200, body: p })),
);

/** A page for a person who clicked a link in a mail: not stored, not framed, no scripts, and the link's token not sent on as a Referer. */
function page(status: number, title: string, paragraphs: readonly string[], button?: string): HttpResponse {
  const text = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem}</style></head>
<body><h1>${escapeMarkup(title)}</h1>${paragraphs.map((p) => `<p>${escapeMarkup(p)}</p>`).join('')}${
    // An empty action posts to this very URL, the signed `t` included, wherever the API is mounted.
    button === undefined ? '' : `<form method="post" action=""><button type="submit">${escapeMarkup(button)}</button></form>`
  }</body></html>`;
  return {
    status,
    raw: { contentType: 'text/html; charset=utf-8', text },
    headers: {
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    },
  };
}

/** A link that does not work: a person's browser gets a page, anything else the problem document. */
function brokenLink(problem: Problem, accept: string | undefined): HttpResponse {
  if (!(accept ?? '').includes('text/html')) throw new HttpProblem(problem);
  return page(problem.status, 'This link does not work', [problem.detail, 'Nothing was changed.']);
}

/** The pages of each kind of unsubscribe link: asking (the GET), and done (the button's POST). */
const LINK_PAGES: Readonly<Record<UnsubscribeKind, { ask: { title: string; text: (name: string) => string[]; button: string }; done: { title: string; text: (name: string) => string[] } }>> = {
  email: {
    ask: { title: 'Stop game e-mails?', text: (name) => [`This turns off every game e-mail to ${name} (your turn, reminders, results).`, 'Mails you ask for yourself (a sign-in code) still come.'], button: 'Stop game e-mails' },
    done: {
      title: 'No more game e-mails',
      text: (name) => [
        `Whitechapel will not send game e-mails to ${name} any more.`,
        'Mails you ask for yourself (a sign-in code) still come. Turn game e-mails back on with PATCH /players/me {"notifications":{"email":true}}.',
      ],
    },
  },
  reminders: {
    ask: { title: 'Stop reminders?', text: (name) => [`This turns off the reminders to ${name} before a deadline; other game e-mails still come.`], button: 'Stop reminders' },
    done: { title: 'No more reminders', text: (name) => [`Whitechapel will not send reminders to ${name} any more; other game e-mails still come.`, 'Turn them back on with PATCH /players/me {"notifications":{"reminders":true}}.'] },
  },
  news: {
    ask: { title: 'Stop game news?', text: (name) => [`This turns off the mails to ${name} that ask nothing of you: a game starting or ending, a player leaving. Your turns, reminders and invitations still come.`], button: 'Stop game news' },
    done: { title: 'No more game news', text: (name) => [`Whitechapel will not send game news to ${name} any more; your turns, reminders and invitations still come.`, 'Turn it back on with PATCH /players/me {"notifications":{"news":true}}.'] },
  },
};

export const unsubscribeRoute = /* @__PURE__ */ defineRoute({ auth: false }, async (req, ctx) => {
  const out = await readUnsubscribeLink(ctx, req.query.t ?? '');
  if (!out.ok) return brokenLink(out.problem, req.headers.accept);
  const { name, kind } = out.value;
  const { ask } = LINK_PAGES[kind];
  return page(200, ask.title, ask.text(name), ask.button);
});

export const confirmUnsubscribeRoute = /* @__PURE__ */ defineRoute({ auth: false }, async (req, ctx) => {
  const out = await unsubscribeByLink(ctx, req.query.t ?? '');
  if (!out.ok) return brokenLink(out.problem, req.headers.accept);
  const { name, kind } = out.value;
  const { done } = LINK_PAGES[kind];
  return page(200, done.title, done.text(name));
});
