/**
 * Inviting a player to a waiting game, by address or by player id. Only a seated player may invite
 * (anyone else learns nothing, not even whether the address is someone's). When the invitee is a
 * player the game gets a new version with PlayerInvited {playerId} (never the address): the stream
 * mails them (kind `invitation`, if they take game mail) and lists the game for them with
 * `invited: true`. Either way the inviter gets the links to share by hand, since SNS only reaches
 * addresses subscribed to it.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { AppContext } from '../core/context.js';
import { HOUR_MS } from '../core/deadlines.js';
import { nextRecord } from './evolve-record.js';
import { emailKey } from '../core/inputs.js';
import type { PlayerRecord } from '../core/model.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems } from '../core/problems.js';
import { MAX_INVITATIONS, openInvitations, seatOf } from '../core/seats.js';
import { refreshConfirmation } from '../accounts/subscriptions.js';
import { invitationUrl } from '../invitations/invitation-links.js';

export const InvitationBody = /* @__PURE__ */ builtOnce(() =>
  z.union([
    z.strictObject({ email: z.email().check(z.maxLength(254), z.describe("The invitee's address.")) }),
    z.strictObject({ playerId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/), z.describe("The invitee's player id.")) }),
  ]),
);
export type InvitationBody = z.infer<ReturnType<typeof InvitationBody>>;

/** The answer to the inviter: the links, and whether a player was invited (and will be mailed). Only documents and types it, so built on first use (cold starts). */
export const InvitationAnswer = /* @__PURE__ */ builtOnce(() =>
  z.object({
    gameId: z.string(),
    joinUrl: z.string().check(
      z.describe(
        "The web client's page of the game: share it; whoever opens it signed in can join. For an address no player holds, it carries a signed `invitation` (14 days): " +
          'signing up from it with that address takes one step.',
      ),
    ),
    joinApi: z.string().check(z.describe('The API route that takes a seat (POST, no body).')),
    invited: z.boolean().check(z.describe('A player holds this address (or id) and is now invited: the game is in their list with `invited: true`.')),
    mailed: z.boolean().check(
      z.describe('An invitation mail is on its way to them: they take game mail and their address has confirmed its subscription (`mail: "sent"`). When false, share the link by hand.'),
    ),
    mail: z.enum(['sent', 'awaiting-confirmation', 'not-sent']).check(
      z.describe(
        'What became of the invitation mail. `sent`: on its way. `awaiting-confirmation`: sent, but their address has not yet followed the link ' +
          'of the subscription confirmation mail, and mail reaches an address only after that; share the link by hand. `not-sent`: no mail ' +
          '(no player holds the address, they were invited or seated already, they take no game mail, or their address has no subscription).',
      ),
    ),
  }),
);
export type InvitationAnswer = z.infer<ReturnType<typeof InvitationAnswer>>;

/** Invitation attempts per game and day, whether or not the address is a player's: no spam cannon, no address probing. */
const ATTEMPTS_PER_DAY = 2 * MAX_INVITATIONS;
/** Invitation attempts per inviter and day, over all their games. */
const ATTEMPTS_PER_INVITER_PER_DAY = 100;
const INVITE_ATTEMPTS = 5;

export async function invitePlayer(ctx: AppContext, inviter: PlayerRecord, gameId: string, body: InvitationBody): Promise<Outcome<InvitationAnswer>> {
  const links = {
    gameId,
    joinUrl: `${ctx.urls.web.replace(/\/+$/, '')}/play/games/${encodeURIComponent(gameId)}`,
    joinApi: `${ctx.urls.api.replace(/\/+$/, '')}/games/${encodeURIComponent(gameId)}/join`,
  };
  const first = await ctx.events.latest(gameId);
  if (!first || !ctx.games.get(first.snapshot.game)) return fail(problems.gameNotFound(gameId));
  // Refused before any lookup: someone not seated learns nothing about the address.
  if (seatOf(first.snapshot, inviter.playerId) === null) return fail(problems.notAPlayer());
  if (first.snapshot.status !== 'waiting') return fail(problems.gameNotWaiting(first.snapshot.status));
  const now = ctx.clock.now().getTime();
  const allowed = await ctx.rateLimiter.hit(`invitations:${gameId}`, ATTEMPTS_PER_DAY, 24 * HOUR_MS, now);
  if (!allowed.ok) return fail(problems.tooManyInvitations(ATTEMPTS_PER_DAY, Math.ceil(allowed.retryAfterMs / 1000)));
  // Per inviter too, so that opening game after game does not make a probe of addresses.
  const byInviter = await ctx.rateLimiter.hit(`invitations-by:${inviter.playerId}`, ATTEMPTS_PER_INVITER_PER_DAY, 24 * HOUR_MS, now);
  if (!byInviter.ok) return fail(problems.tooManyInvitations(ATTEMPTS_PER_INVITER_PER_DAY, Math.ceil(byInviter.retryAfterMs / 1000)));

  const inviteeId = 'email' in body ? await ctx.players.findByEmail(emailKey(body.email)) : body.playerId;
  const invitee = inviteeId === null ? null : await ctx.players.get(inviteeId);
  if (!invitee) return ok({ ...links, ...(await signedJoinUrl(ctx, links.joinUrl, gameId, body, now)), invited: false, ...NOT_SENT });

  for (let attempt = 0; attempt < INVITE_ATTEMPTS; attempt++) {
    const latest = attempt === 0 ? first : await ctx.events.latest(gameId);
    const game = latest && ctx.games.get(latest.snapshot.game);
    if (!latest || !game) return fail(problems.gameNotFound(gameId));
    const s = latest.snapshot;
    if (s.status !== 'waiting') return fail(problems.gameNotWaiting(s.status));
    // Seated or invited already: nothing new to send.
    if (seatOf(s, invitee.playerId) !== null || openInvitations(s).some((o) => o.invitation.playerId === invitee.playerId)) {
      return ok({ ...links, invited: true, ...NOT_SENT });
    }
    if ((s.invited ?? []).length >= MAX_INVITATIONS) return fail(problems.tooManyInvitations(MAX_INVITATIONS, 0));
    const record = nextRecord(game, latest, {
      actor: { kind: 'player', playerId: inviter.playerId, seat: seatOf(s, inviter.playerId) },
      at: ctx.clock.now(),
      platformEvents: [{ type: 'PlayerInvited', playerId: invitee.playerId }],
      changes: { invited: [...(s.invited ?? []), { playerId: invitee.playerId, name: invitee.name }] },
    });
    if ((await ctx.events.append(record)) === 'appended') return ok({ ...links, invited: true, ...(await invitationMail(ctx, invitee)) });
  }
  return fail(problems.busy('joining'));
}

const NOT_SENT = { mailed: false, mail: 'not-sent' } as const;

/** For an address no player holds: the join link signed for it, so that signing up from it with that address takes one step. */
async function signedJoinUrl(ctx: AppContext, joinUrl: string, gameId: string, body: InvitationBody, nowMs: number): Promise<{ joinUrl?: string }> {
  if (!('email' in body) || !ctx.invitationLinks) return {};
  return { joinUrl: invitationUrl(joinUrl, await ctx.invitationLinks.token(gameId, body.email, nowMs)) };
}

/**
 * What becomes of the mail the stream sends for a new invitation. SNS publishes it to every address
 * subscription the filter matches but delivers only to confirmed ones; the stored state says
 * `pending` until something asks SNS again (players.ts does on the player's own profile reads), so a
 * pending one is asked here too, rather than telling the inviter it is still waiting when it is not.
 */
async function invitationMail(ctx: AppContext, invitee: PlayerRecord): Promise<Pick<InvitationAnswer, 'mailed' | 'mail'>> {
  if (!invitee.notifications.email) return NOT_SENT;
  const fresh = ctx.notifier ? await refreshConfirmation(ctx.players, ctx.notifier, invitee) : invitee;
  switch (fresh.subscription.state) {
    case 'confirmed':
      return { mailed: true, mail: 'sent' };
    case 'pending':
      return { mailed: false, mail: 'awaiting-confirmation' };
    default:
      return NOT_SENT;
  }
}
