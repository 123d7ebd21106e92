/**
 * Use cases: sign in by e-mail (docs/architecture.md §3: a lost token is recovered by a one-time code).
 *
 * `POST /sessions {email}` answers the same whatever the address: nobody learns from it whether an
 * address is registered. When it is, the player gets a mail with a random code (only its hash is
 * stored), valid SIGN_IN_CODE_TTL_MS, good once, and a link to the web client holding it. At most
 * SIGN_IN_MAILS_PER_HOUR requests per address and hour, registered or not (so the limit itself says
 * nothing either).
 *
 * `POST /sessions/redeem {code}` takes the code (a conditional delete: it works once, and an
 * expired one is left alone) and issues a new device token.
 *
 * The mail is published directly, not from the game stream; SNS delivers it only to a confirmed
 * subscription, so a player who never followed SNS's confirmation mail cannot sign in this way.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import { signInMail } from '../mail/account-messages.js';
import { sha256 } from './auth.js';
import type { AppContext } from '../core/context.js';
import { issueToken, type IssuedToken } from './devices.js';
import { cleanName, emailKey } from '../core/inputs.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import { problems } from '../core/problems.js';

export const SIGN_IN_CODE_TTL_MS = 15 * 60_000;
export const SIGN_IN_MAILS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

export const SignInRequested = /* @__PURE__ */ builtOnce(() =>
  z.object({
    message: z.string().check(z.describe('The same for every address, registered or not.')),
  }),
);
export type SignInRequested = z.infer<ReturnType<typeof SignInRequested>>;

const REQUESTED: SignInRequested = {
  message: 'If this address belongs to a player, a sign-in mail is on its way. Its code works once, for 15 minutes.',
};

/** A code as this service makes them (ids.secret()): anything else is not one, and is not looked up. */
const CODE = /^[A-Za-z0-9_-]{16,128}$/;

export function signInLink(webUrl: string, code: string): string {
  return `${webUrl.replace(/\/+$/, '')}/sign-in?code=${encodeURIComponent(code)}`;
}

export async function requestSignIn(ctx: AppContext, email: string): Promise<Outcome<SignInRequested>> {
  const key = emailKey(email);
  const now = ctx.clock.now().getTime();
  const allowed = await ctx.rateLimiter.hit(`sign-in:${sha256(key)}`, SIGN_IN_MAILS_PER_HOUR, HOUR_MS, now);
  if (!allowed.ok) return fail(problems.tooManyMails(SIGN_IN_MAILS_PER_HOUR, Math.ceil(allowed.retryAfterMs / 1000)));
  const playerId = await ctx.players.findByEmail(key);
  const player = playerId === null ? null : await ctx.players.get(playerId);
  if (!player || !ctx.notifier) return ok(REQUESTED);
  const code = ctx.ids.secret();
  const codeHash = sha256(code);
  const expiresAt = now + SIGN_IN_CODE_TTL_MS;
  await ctx.signInCodes.put(codeHash, player.playerId, expiresAt);
  const mail = signInMail(player, code, signInLink(ctx.urls.web, code), expiresAt);
  await ctx.notifier.publish({ ...mail, playerId: player.playerId, to: player.email, notificationId: `${mail.kind}/${codeHash.slice(0, 32)}` });
  return ok(REQUESTED);
}

export async function redeemSignIn(ctx: AppContext, code: string, rawLabel: string | undefined): Promise<Outcome<IssuedToken>> {
  const label = cleanName(rawLabel ?? 'signed in by e-mail', 'label');
  if (!label.ok) return label;
  if (!CODE.test(code)) return fail(problems.invalidCode('sign-in'));
  const taken = await ctx.signInCodes.take(sha256(code), ctx.clock.now().getTime());
  if (!taken) return fail(problems.invalidCode('sign-in'));
  const issued = await issueToken(ctx, taken.playerId, label.value, 'evict');
  // A code of a player deleted since is no code.
  return !issued.ok && issued.problem.code === problems.playerNotFound.code ? fail(problems.invalidCode('sign-in')) : issued;
}
