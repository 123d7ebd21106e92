/** Use cases: register a player, read and change the caller's profile. */
import * as z from 'zod/mini';
import type { AppContext } from './context.js';
import { sha256 } from './auth.js';
import { refreshConfirmation, syncSubscription } from './subscriptions.js';
import type { NotificationPrefs, PlayerRecord } from './model.js';
import { fail, ok, type Outcome } from './outcome.js';
import { problems } from './problems.js';

/** The caller's profile as the API shows it (GET and PATCH /players/me): openapi.yaml's `Player`. */
export const PlayerProfile = z.object({
  playerId: z.string(),
  name: z.string(),
  email: z.email(),
  createdAt: z.iso.datetime(),
  notifications: z.object({
    email: z.boolean().check(z.describe('Send e-mail at all.')),
    reminders: z.boolean().check(z.describe('Send a reminder when a quarter of the time is left.')),
  }),
  subscription: z
    .object({
      arn: z.nullable(z.string()),
      email: z.nullable(z.email()).check(z.describe('The address the subscription delivers to (null when there is none).')),
      state: z.enum(['none', 'pending', 'confirmed', 'unsubscribed', 'failed']),
    })
    .check(z.describe('The e-mail subscription behind notifications: `pending` until the confirmation mail\'s link is followed.')),
});
export type PlayerProfile = z.infer<typeof PlayerProfile>;

function profileOf(p: PlayerRecord): PlayerProfile {
  return { playerId: p.playerId, name: p.name, email: p.email, createdAt: p.createdAt, notifications: p.notifications, subscription: p.subscription };
}

/** The answer to a registration: the profile and, this once, the token. */
export const RegisteredPlayer = z.extend(PlayerProfile, {
  token: z.string().check(z.describe('Shown once. Send as "Authorization: Bearer <token>".')),
});
export type RegisteredPlayer = z.infer<typeof RegisteredPlayer>;

export async function registerPlayer(ctx: AppContext, input: { name: string; email: string }): Promise<Outcome<RegisteredPlayer>> {
  const playerId = ctx.ids.playerId();
  const secret = ctx.ids.secret();
  const player: PlayerRecord = {
    playerId,
    name: input.name,
    email: input.email,
    tokenHash: sha256(secret),
    createdAt: ctx.clock.now().toISOString(),
    notifications: { email: true, reminders: true },
    subscription: { arn: null, email: null, state: 'none' },
  };
  if (!(await ctx.players.create(player))) return fail(problems.playerIdTaken());
  const subscribed = ctx.notifier ? await syncSubscription(ctx.players, ctx.notifier, player) : player;
  // The token is shown exactly once: only its hash is stored.
  return ok({ ...profileOf(subscribed), token: `${playerId}.${secret}` });
}

export async function updateProfile(
  ctx: AppContext,
  player: PlayerRecord,
  changes: { name?: string; email?: string; notifications?: Partial<NotificationPrefs> },
): Promise<Outcome<PlayerProfile>> {
  const notifications = changes.notifications ? { ...player.notifications, ...changes.notifications } : undefined;
  const updated = await ctx.players.update(player.playerId, { name: changes.name, email: changes.email, notifications });
  if (!updated) return fail(problems.playerNotFound());
  ctx.tokens.forget(player.playerId);
  const synced = ctx.notifier ? await syncSubscription(ctx.players, ctx.notifier, updated) : updated;
  return ok(profileOf(synced));
}

export async function readProfile(ctx: AppContext, player: PlayerRecord): Promise<Outcome<PlayerProfile>> {
  const fresh = ctx.notifier ? await refreshConfirmation(ctx.players, ctx.notifier, player) : player;
  if (fresh !== player) ctx.tokens.forget(player.playerId);
  return ok(profileOf(fresh));
}
