/**
 * Keeps a player's SNS e-mail subscription in line with their profile: subscribed (with a filter
 * policy on their playerId and address) once e-mail is on, and re-subscribed if the address it
 * delivers to is not the player's.
 *
 * Turning e-mail off keeps the subscription: game mails stop (notify-version.ts asks `wants`), but
 * the address can still receive what the player asks for themselves, a sign-in code above all. Only
 * SNS's own unsubscribe link (at the end of every mail SNS sends) removes the subscription.
 */
import type { PlayerRecord, SubscriptionState } from '../core/model.js';
import type { Notifier, PlayerStore } from '../core/ports.js';

export async function syncSubscription(players: PlayerStore, notifier: Notifier, player: PlayerRecord): Promise<PlayerRecord> {
  const sub = player.subscription;
  const wanted = player.notifications.email;
  const currentArn = sub.state === 'unsubscribed' || sub.state === 'failed' ? null : sub.arn;
  const current = currentArn !== null;
  let next: SubscriptionState = sub;
  if (currentArn !== null && sub.email !== player.email) {
    await notifier.unsubscribe(currentArn);
    next = { arn: null, email: null, state: 'unsubscribed' };
  }
  if ((wanted && !current) || (current && sub.email !== player.email)) {
    try {
      const arn = await notifier.subscribe(player.email, player.playerId);
      next = { arn, email: player.email, state: 'pending' };
    } catch {
      // The profile change itself stands; PATCH /players/me again retries the subscription.
      next = { arn: null, email: player.email, state: 'failed' };
    }
  }
  if (next === sub) return player;
  return (await players.update(player.playerId, { subscription: next })) ?? { ...player, subscription: next };
}

/** While a subscription awaits confirmation, ask SNS whether it was confirmed since. */
export async function refreshConfirmation(players: PlayerStore, notifier: Notifier, player: PlayerRecord): Promise<PlayerRecord> {
  const sub = player.subscription;
  if (sub.state !== 'pending' || sub.arn === null) return player;
  try {
    if (!(await notifier.isConfirmed(sub.arn))) return player;
  } catch {
    return player;
  }
  return (await players.update(player.playerId, { subscription: { ...sub, state: 'confirmed' } })) ?? player;
}
