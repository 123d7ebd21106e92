/** Use cases: register a player, read and change the caller's profile. */
import type { AppContext } from './context.js';
import { sha256 } from './auth.js';
import type { NotificationPrefs, PlayerRecord } from './model.js';
import { fail, ok, type Outcome } from './outcome.js';

export interface PlayerProfile {
  playerId: string;
  name: string;
  email: string;
  createdAt: string;
  notifications: NotificationPrefs;
  subscription: PlayerRecord['subscription'];
}

export function profileOf(p: PlayerRecord): PlayerProfile {
  return { playerId: p.playerId, name: p.name, email: p.email, createdAt: p.createdAt, notifications: p.notifications, subscription: p.subscription };
}

export async function registerPlayer(ctx: AppContext, input: { name: string; email: string }): Promise<Outcome<PlayerProfile & { token: string }>> {
  const playerId = ctx.ids.playerId();
  const secret = ctx.ids.secret();
  const player: PlayerRecord = {
    playerId,
    name: input.name,
    email: input.email,
    tokenHash: sha256(secret),
    createdAt: ctx.clock.now().toISOString(),
    notifications: { email: true, reminders: true },
    subscription: { arn: null, state: 'none' },
  };
  if (!(await ctx.players.create(player))) return fail(409, 'player-id-taken', 'Try again', 'A generated id collided; please retry.');
  await ctx.onEmailChanged?.(playerId);
  // The token is shown exactly once: only its hash is stored.
  return ok({ ...profileOf(player), token: `${playerId}.${secret}` });
}

export async function updateProfile(
  ctx: AppContext,
  player: PlayerRecord,
  changes: { name?: string; email?: string; notifications?: Partial<NotificationPrefs> },
): Promise<Outcome<PlayerProfile>> {
  const notifications = changes.notifications ? { ...player.notifications, ...changes.notifications } : undefined;
  const updated = await ctx.players.update(player.playerId, { name: changes.name, email: changes.email, notifications });
  if (!updated) return fail(404, 'player-not-found', 'Player not found', 'This player no longer exists.');
  ctx.tokens.forget(player.playerId);
  const emailChanged = changes.email !== undefined && changes.email !== player.email;
  const emailToggled = notifications !== undefined && notifications.email !== player.notifications.email;
  if (emailChanged || emailToggled) await ctx.onEmailChanged?.(player.playerId);
  const fresh = (await ctx.players.get(player.playerId)) ?? updated;
  return ok(profileOf(fresh));
}
