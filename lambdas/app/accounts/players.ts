/**
 * Use cases: register a player, read and change the caller's profile, change the e-mail address
 * (confirmed by a code mailed to the new one), and turn mail off from a link in a mail.
 *
 * One player per address: SNS keeps one e-mail subscription per address and topic, and signing in
 * by e-mail needs an address that names one account. So an address (by its key: trimmed, lower
 * case) is claimed with an item of its own, written in the same transaction as the player.
 */
import { VacationFields } from '../time/vacation-schema.js';
import { MutedGamesField, NotificationModeFields, shownNotifications } from '../notifications/settings.js';
import { vacationState, withAutoVacation } from '../time/vacation.js';
import { timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import { emailChangeCodeMail, emailChangeRequestedMail } from '../mail/account-messages.js';
import { newToken, sha256, storedRecordOf } from './auth.js';
import type { AppContext } from '../core/context.js';
import { cleanEmail, cleanName, cleanTimeZone, emailKey } from '../core/inputs.js';
import { CLOCK_STYLES, DEFAULT_CLOCK, type ClockStyle, type NotificationPrefs, type PlayerRecord, type SubscriptionState } from '../core/model.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import type { Caller, UnsubscribeKind } from '../core/ports.js';
import { problems } from '../core/problems.js';
import { refreshConfirmation, syncSubscription } from './subscriptions.js';

/** How long the code confirming a new address works. */
export const EMAIL_CODE_TTL_MS = 24 * 3_600_000;
/** Codes mailed to one new address per hour (a token holder cannot use us to flood an address). */
export const EMAIL_CHANGE_MAILS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/** The caller's profile as the API shows it (GET and PATCH /players/me): openapi.yaml's `Player`. */
export const PlayerProfile = /* @__PURE__ */ builtOnce(() =>
  z.object({
    playerId: z.string(),
    name: z.string(),
    email: z.email().check(z.describe('The confirmed address: notifications and sign-in mails go here.')),
    emailChange: z.nullable(
      z
        .object({ email: z.email(), expiresAt: z.iso.datetime() })
        .check(z.describe('A change of address waiting for the code mailed to `email` (POST /players/me/email/confirm); null when none.')),
    ),
    createdAt: z.iso.datetime(),
    notifications: z.object({
      email: z.boolean().check(z.describe('Send game e-mail at all (sign-in and address mails are sent when asked for).')),
      reminders: z.boolean().check(z.describe('Send a reminder when a quarter of the time is left.')),
      news: z.boolean().check(z.describe('Send mails that ask nothing of you: a game started (before your turn), ended, was cancelled or abandoned, a player left.')),
      ...NotificationModeFields(),
    }),
    timeZone: z
      .nullable(z.string())
      .check(z.describe('The IANA time zone your mails give times in (deadlines, the recap of moves, when a code expires); null: UTC.')),
    clock: z.enum(CLOCK_STYLES).check(z.describe('The clock your mails give times on: `24h` ("18:30", the default) or `12h` ("6:30 PM").')),
    ...VacationFields(),
    mutedGames: MutedGamesField(),
    subscription: z
      .object({
        arn: z.nullable(z.string()),
        email: z.nullable(z.email()).check(z.describe('The address the subscription delivers to (null when there is none).')),
        state: z.enum(['none', 'pending', 'confirmed', 'unsubscribed', 'failed']),
      })
      .check(z.describe('The e-mail subscription behind all mail: `pending` until the confirmation mail\'s link is followed; nothing is delivered before.')),
  }),
);
export type PlayerProfile = z.infer<ReturnType<typeof PlayerProfile>>;

function profileOf(p: PlayerRecord, now: Date): PlayerProfile {
  return {
    ...vacationState(p, now),
    playerId: p.playerId,
    name: p.name,
    email: p.email,
    emailChange: p.pendingEmail ? { email: p.pendingEmail.email, expiresAt: p.pendingEmail.expiresAt } : null,
    createdAt: p.createdAt,
    notifications: shownNotifications(p.notifications),
    mutedGames: [...(p.mutedGames ?? [])],
    timeZone: p.timeZone,
    clock: p.clock,
    subscription: p.subscription,
  };
}

/** The answer to a registration: the profile and, this once, the token of the first device. */
export const RegisteredPlayer = /* @__PURE__ */ builtOnce(() =>
  z.extend(PlayerProfile(), {
    token: z.string().check(z.describe('Shown once. Send as "Authorization: Bearer <token>".')),
    tokenId: z.string().check(z.describe('The token\'s id, to list or revoke it (`/players/me/tokens`).')),
    invitedTo: z.optional(z.string().check(z.describe('Registered with an invitation link: the game it invites to, whose page to open to join.'))),
  }),
);
export type RegisteredPlayer = z.infer<ReturnType<typeof RegisteredPlayer>>;

export async function registerPlayer(ctx: AppContext, input: { name: string; email: string; timeZone?: string | null; clock?: ClockStyle }): Promise<Outcome<RegisteredPlayer>> {
  const name = cleanName(input.name);
  if (!name.ok) return name;
  const timeZone = zoneOf(input.timeZone);
  if (timeZone && !timeZone.ok) return timeZone;
  const email = cleanEmail(input.email);
  const now = ctx.clock.now();
  const playerId = ctx.ids.playerId();
  const first = newToken(playerId, ctx.ids, 'registration', now.getTime());
  const player: PlayerRecord = {
    playerId,
    name: name.value,
    email,
    createdAt: now.toISOString(),
    notifications: { email: true, reminders: true, news: true },
    timeZone: timeZone?.value ?? null,
    clock: input.clock ?? DEFAULT_CLOCK,
    subscription: { arn: null, email: null, state: 'none' },
    tokens: [first.stored],
    tokenStorage: 'map',
    pendingEmail: null,
  };
  const created = await ctx.players.create(player, emailKey(email));
  if (created === 'email-taken') return fail(problems.emailTaken());
  if (created === 'id-taken') return fail(problems.playerIdTaken());
  const subscribed = ctx.notifier ? await syncSubscription(ctx.players, ctx.notifier, player) : player;
  // The token is shown exactly once: only its hash is stored.
  return ok({ ...profileOf(subscribed, ctx.clock.now()), token: first.bearer, tokenId: first.stored.tokenId });
}

export async function updateProfile(
  ctx: AppContext,
  caller: Caller,
  changes: { name?: string; email?: string; notifications?: Partial<NotificationPrefs>; timeZone?: string | null; clock?: ClockStyle; autoVacation?: boolean },
): Promise<Outcome<PlayerProfile>> {
  // Everything is judged before anything is written: a refused request changes nothing.
  const name = changes.name === undefined ? undefined : cleanName(changes.name);
  if (name && !name.ok) return name;
  const timeZone = zoneOf(changes.timeZone);
  if (timeZone && !timeZone.ok) return timeZone;
  // A new address or new preferences are judged on the stored record (preferences are merged into the
  // stored ones). A new name alone needs nothing read: the update writes only the name and returns
  // what is stored (a deleted player fails it).
  const judgedOnStored = changes.email !== undefined || changes.notifications !== undefined || changes.autoVacation !== undefined;
  const player = judgedOnStored ? await storedRecordOf(ctx.players, caller) : caller.player;
  if (!player) return fail(problems.playerNotFound());
  const newEmail = changes.email === undefined ? undefined : cleanEmail(changes.email);
  const moving = newEmail !== undefined && emailKey(newEmail) !== emailKey(player.email);
  const now = ctx.clock.now().getTime();
  if (moving) {
    const holder = await ctx.players.findByEmail(emailKey(newEmail));
    if (holder !== null && holder !== player.playerId) return fail(problems.emailTaken());
    const allowed = await ctx.rateLimiter.hit(`email-change:${sha256(emailKey(newEmail))}`, EMAIL_CHANGE_MAILS_PER_HOUR, HOUR_MS, now);
    if (!allowed.ok) return fail(problems.tooManyMails(EMAIL_CHANGE_MAILS_PER_HOUR, Math.ceil(allowed.retryAfterMs / 1000)));
  }
  const notifications = changes.notifications ? { ...player.notifications, ...changes.notifications } : undefined;
  // Asking for the current address again cancels a pending change.
  const cancelling = newEmail !== undefined && !moving && player.pendingEmail !== null;
  let updated = await ctx.players.update(player.playerId, { name: name?.value, notifications, timeZone: timeZone?.value, clock: changes.clock, ...(cancelling ? { pendingEmail: null } : {}), ...(changes.autoVacation === undefined ? {} : { time: withAutoVacation(player, changes.autoVacation) }) });
  if (!updated) return fail(problems.playerNotFound());
  if (cancelling) await dropSubscription(ctx, player.pendingEmail?.subscriptionArn ?? null, updated.subscription.arn);
  if (moving) updated = await askForEmailChange(ctx, updated, newEmail, now);
  ctx.tokens.forget(player.playerId);
  const synced = ctx.notifier ? await syncSubscription(ctx.players, ctx.notifier, updated) : updated;
  return ok(profileOf(synced, ctx.clock.now()));
}

/** A time zone asked for: undefined when not, null for UTC (nothing stored), else the name as stored (inputs.ts) or why it is refused. */
function zoneOf(asked: string | null | undefined): Outcome<string | null> | undefined {
  if (asked === undefined) return undefined;
  return asked === null ? ok(null) : cleanTimeZone(asked);
}

/**
 * Records the pending change, subscribes the new address (SNS sends it its confirmation mail) and
 * mails the code there, and a notice to the current address. A confirmation mail not yet followed
 * means SNS delivers nothing to the new address, the code included: asking again sends a new code.
 */
async function askForEmailChange(ctx: AppContext, player: PlayerRecord, email: string, now: number): Promise<PlayerRecord> {
  const code = ctx.ids.secret();
  const expiresAt = now + EMAIL_CODE_TTL_MS;
  let subscriptionArn: string | null = null;
  if (ctx.notifier) {
    const previous = player.pendingEmail;
    // The same new address asked again: its subscription is kept (SNS would answer with the same one).
    if (previous?.subscriptionArn && emailKey(previous.email) === emailKey(email)) subscriptionArn = previous.subscriptionArn;
    else {
      await dropSubscription(ctx, previous?.subscriptionArn ?? null, player.subscription.arn);
      subscriptionArn = await ctx.notifier.subscribe(email, player.playerId).catch(() => null);
    }
  }
  const pendingEmail = { email, codeHash: sha256(code), expiresAt: new Date(expiresAt).toISOString(), subscriptionArn };
  const updated = (await ctx.players.update(player.playerId, { pendingEmail })) ?? { ...player, pendingEmail };
  if (ctx.notifier) {
    const codeMail = emailChangeCodeMail(player, email, code, expiresAt);
    await ctx.notifier.publish({ ...codeMail, playerId: player.playerId, to: email, notificationId: `${codeMail.kind}/${sha256(code).slice(0, 32)}` });
    const notice = emailChangeRequestedMail(player, email, expiresAt);
    await ctx.notifier.publish({ ...notice, playerId: player.playerId, to: player.email, notificationId: `${notice.kind}/${sha256(code).slice(0, 32)}` });
  }
  return updated;
}

/** Unsubscribes a pending change's subscription, unless it is the one the player's mail uses. */
async function dropSubscription(ctx: AppContext, arn: string | null, keep: string | null): Promise<void> {
  if (arn === null || arn === keep || !ctx.notifier) return;
  await ctx.notifier.unsubscribe(arn).catch(() => undefined);
}

/** POST /players/me/email/confirm: the code mailed to the new address makes it the player's. */
export async function confirmEmailChange(ctx: AppContext, caller: Caller, code: string): Promise<Outcome<PlayerProfile>> {
  const player = await storedRecordOf(ctx.players, caller);
  if (!player) return fail(problems.playerNotFound());
  const pending = player.pendingEmail;
  if (!pending) return fail(problems.noEmailChange());
  const expected = Buffer.from(pending.codeHash, 'hex');
  const actual = Buffer.from(sha256(code), 'hex');
  const matches = expected.length === actual.length && timingSafeEqual(expected, actual);
  if (!matches || pending.expiresAt <= ctx.clock.now().toISOString()) return fail(problems.invalidCode('confirmation'));
  const subscription: SubscriptionState = pending.subscriptionArn
    ? { arn: pending.subscriptionArn, email: pending.email, state: 'pending' }
    : { arn: null, email: null, state: 'none' };
  const changed = await ctx.players.changeEmail(player, { email: pending.email, emailKey: emailKey(pending.email), oldEmailKey: emailKey(player.email), codeHash: pending.codeHash, subscription });
  if (changed === 'email-taken') return fail(problems.emailTaken());
  if (changed === 'stale') return fail(problems.invalidCode('confirmation'));
  ctx.tokens.forget(player.playerId);
  // The old address's subscription goes: its mail is the new address's now.
  await dropSubscription(ctx, player.subscription.state === 'unsubscribed' ? null : player.subscription.arn, subscription.arn);
  const moved = (await ctx.players.get(player.playerId)) ?? { ...player, email: pending.email, subscription, pendingEmail: null };
  const fresh = ctx.notifier ? await refreshConfirmation(ctx.players, ctx.notifier, await syncSubscription(ctx.players, ctx.notifier, moved)) : moved;
  return ok(profileOf(fresh, ctx.clock.now()));
}

export async function readProfile(ctx: AppContext, caller: Caller): Promise<Outcome<PlayerProfile>> {
  const player = caller.player;
  const fresh = ctx.notifier ? await refreshConfirmation(ctx.players, ctx.notifier, player) : player;
  if (fresh !== player) ctx.tokens.forget(player.playerId);
  return ok(profileOf(fresh, ctx.clock.now()));
}

/**
 * GET /unsubscribe?t=…: whose link it is and what it would turn off, changing nothing. A link
 * scanner or a mail client that prefetches links follows GETs; only the person's POST (the
 * button on the page) turns mail off.
 */
export async function readUnsubscribeLink(ctx: AppContext, token: string): Promise<Outcome<{ readonly name: string; readonly kind: UnsubscribeKind }>> {
  const link = await ctx.unsubscribeLinks.verify(token);
  if (!link) return fail(problems.invalidLink());
  const player = await ctx.players.get(link.playerId);
  if (!player) return fail(problems.invalidLink());
  return ok({ name: player.name, kind: link.kind });
}

/** What each kind of link turns off. */
const TURNED_OFF_BY: Readonly<Record<UnsubscribeKind, Partial<NotificationPrefs>>> = { email: { email: false }, reminders: { reminders: false }, news: { news: false } };

/** POST /unsubscribe?t=…: what a signed link turns off, done (again, harmlessly, if done before). */
export async function unsubscribeByLink(ctx: AppContext, token: string): Promise<Outcome<{ readonly name: string; readonly kind: UnsubscribeKind }>> {
  const link = await ctx.unsubscribeLinks.verify(token);
  if (!link) return fail(problems.invalidLink());
  const player = await ctx.players.get(link.playerId);
  if (!player) return fail(problems.invalidLink());
  const updated = await ctx.players.update(player.playerId, { notifications: { ...player.notifications, ...TURNED_OFF_BY[link.kind] } });
  if (!updated) return fail(problems.invalidLink());
  ctx.tokens.forget(player.playerId);
  return ok({ name: updated.name, kind: link.kind });
}
