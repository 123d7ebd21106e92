/** Use cases: register a player, read and change the caller's profile. */
import type { AppContext } from './context.js';
import { sha256 } from './auth.js';
import { refreshConfirmation, syncSubscription } from './subscriptions.js';
import type { NotificationPrefs, PlayerRecord } from './model.js';
import { fail, ok, type Outcome } from './outcome.js';
import { problems } from './problems.js';

export interface PlayerProfile {
  playerId: string;
  name: string;
  email: string;
  createdAt: string;
  notifications: NotificationPrefs;
  subscription: PlayerRecord['subscription'];
}

function profileOf(p: PlayerRecord): PlayerProfile {
  return { playerId: p.playerId, name: p.name, email: p.email, createdAt: p.createdAt, notifications: p.notifications, subscription: p.subscription };
}

/** The answer to a registration: the profile and, this once, the token. */
export type RegisteredPlayer = PlayerProfile & { token: string };

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
