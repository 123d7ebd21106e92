/**
 * Webhook deliveries (docs/webhooks.md): from the stream, each new game version's events go to
 * the webhooks of the players they concern, once per (webhook, game, version, event); from the
 * sweeper, the retries that have come due on the platform's clock.
 *
 * At least once: a delivery is stored (due a little later, in case this process dies) before its
 * first attempt, so a stream record redelivered finds it and does not deliver it twice, and the
 * sweeper makes any attempt the stream could not. Each attempt checks the URL again against every
 * address its host resolves to now, and connects to the address it checked.
 */
import type { GameRegistry } from '../../../domain/games/registry.js';
import type { GameRecord } from '../core/model.js';
import type { Clock, Log, Notifier, PlayerStore } from '../core/ports.js';
import { webhookFailingMessage } from './failing-mail.js';
import type { DeliveryStore, PendingDelivery, PlayerEvent, UrlPolicy, Webhook, WebhookSender, WebhookStore } from './model.js';
import { payloadBody, playerEventsFor } from './payloads.js';
import { ATTEMPT_TIMEOUT_MS, delivered, FIRST_ATTEMPT_LEASE_MS, nextAttemptAt } from './retry-schedule.js';
import { deliveryId, signedHeaders } from './signing.js';
import { checkWebhookUrl } from './url-safety.js';

export interface DeliveryDeps {
  readonly games: GameRegistry;
  readonly webhooks: WebhookStore;
  readonly deliveries: DeliveryStore;
  readonly policy: UrlPolicy;
  readonly send: WebhookSender;
  readonly clock: Clock;
  /** For the one mail to a webhook's owner when its retries run out. */
  readonly players: Pick<PlayerStore, 'get'>;
  readonly notifier: Notifier | null;
  /** The web client, linked from that mail. */
  readonly baseUrl: string;
  /** Failed attempts are logged here (`webhook delivery failed`, what the alarm counts): ids and status only, never the URL or the secret. */
  readonly log?: Log;
}

/** Stream step: the webhook deliveries one new version calls for. Returns the attempts made. */
export async function deliverVersion(deps: DeliveryDeps, record: GameRecord): Promise<number> {
  const game = deps.games.get(record.snapshot.game);
  const events = game ? playerEventsFor(game, record) : [];
  if (events.length === 0) return 0;
  const players = [...new Set(events.map((e) => e.playerId))];
  const hooks = new Map(await Promise.all(players.map(async (id) => [id, await deps.webhooks.list(id)] as const)));
  const work: Promise<void>[] = [];
  for (const event of events) {
    for (const hook of hooks.get(event.playerId) ?? []) {
      if (hook.events.includes(event.type)) work.push(openAndAttempt(deps, hook, event, record.at));
    }
  }
  await allOf(work);
  return work.length;
}

async function openAndAttempt(deps: DeliveryDeps, hook: Webhook, event: PlayerEvent, at: string): Promise<void> {
  const now = deps.clock.now();
  const delivery: PendingDelivery = {
    deliveryId: deliveryId(hook.webhookId, event.gameId, event.version, event.type),
    webhookId: hook.webhookId,
    playerId: event.playerId,
    type: event.type,
    gameId: event.gameId,
    body: payloadBody(event, at),
    attempts: 0,
    nextAt: new Date(now.getTime() + FIRST_ATTEMPT_LEASE_MS).toISOString(),
  };
  // Stored already: this version came again, and the delivery went or waits for the sweeper.
  if (!(await deps.deliveries.open(delivery))) return;
  await attempt(deps, hook, delivery);
}

/** Sweeper step: every delivery whose retry has come due. */
export async function retryDueDeliveries(deps: DeliveryDeps, opts: { limit?: number; concurrency?: number } = {}): Promise<{ attempts: number; dropped: number }> {
  const due = await deps.deliveries.due(deps.clock.now().toISOString(), opts.limit ?? 100);
  const owners = new Map<string, Promise<Webhook[]>>();
  let attempts = 0;
  let dropped = 0;
  let next = 0;
  const worker = async () => {
    while (next < due.length) {
      const delivery = due[next++]!;
      const hooks = owners.get(delivery.playerId) ?? deps.webhooks.list(delivery.playerId);
      owners.set(delivery.playerId, hooks);
      const hook = (await hooks).find((h) => h.webhookId === delivery.webhookId);
      try {
        if (!hook) {
          // Deleted: nothing more goes to it.
          await deps.deliveries.settle(delivery.deliveryId, delivery.attempts, null);
          dropped++;
        } else {
          await attempt(deps, hook, delivery);
          attempts++;
        }
      } catch (e) {
        // Stays due: the next sweep tries again.
        deps.log?.('webhook retry failed to run', { deliveryId: delivery.deliveryId, error: String(e) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(opts.concurrency ?? 8, due.length) }, worker));
  return { attempts, dropped };
}

async function attempt(deps: DeliveryDeps, hook: Webhook, delivery: PendingDelivery): Promise<void> {
  const now = deps.clock.now();
  const number = delivery.attempts + 1;
  const checked = await checkWebhookUrl(hook.url, deps.policy);
  const outcome = checked.ok
    ? await deps.send({ url: checked.url, address: checked.address, headers: signedHeaders(hook.secret, delivery.deliveryId, now, delivery.body), body: delivery.body, timeoutMs: ATTEMPT_TIMEOUT_MS })
    : ({ error: 'refused-address' } as const);
  const status = 'status' in outcome ? outcome.status : null;
  const ok = status !== null && delivered(status);
  await deps.deliveries.record({
    deliveryId: delivery.deliveryId,
    webhookId: hook.webhookId,
    event: delivery.type,
    gameId: delivery.gameId,
    attempt: number,
    at: now.toISOString(),
    status,
    error: 'error' in outcome ? outcome.error : null,
    delivered: ok,
  });
  if (ok) {
    await deps.deliveries.settle(delivery.deliveryId, number, null);
    if (hook.failing) await deps.webhooks.setFailing(delivery.playerId, hook.webhookId, false);
    return;
  }
  deps.log?.('webhook delivery failed', { webhookId: hook.webhookId, deliveryId: delivery.deliveryId, attempt: number, status, error: 'error' in outcome ? outcome.error : null });
  const nextAt = nextAttemptAt(number, now);
  await deps.deliveries.settle(delivery.deliveryId, number, nextAt);
  if (nextAt === null && (await deps.webhooks.setFailing(delivery.playerId, hook.webhookId, true))) await mailOwner(deps, delivery.playerId, hook);
}

async function mailOwner(deps: DeliveryDeps, playerId: string, hook: Webhook): Promise<void> {
  const player = deps.notifier ? await deps.players.get(playerId) : null;
  if (!deps.notifier || !player || !player.notifications.email) return;
  const m = webhookFailingMessage(player, hook, deps.baseUrl);
  await deps.notifier.publish({ ...m, to: player.email, notificationId: `webhook-failing/${hook.webhookId}/${m.since}` });
}

/** Waits for every one, then fails with the first failure (so the stream retries the version; what went out is not sent again). */
async function allOf(work: readonly Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(work)).find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
