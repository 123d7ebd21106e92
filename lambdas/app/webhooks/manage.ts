/**
 * Use cases: a player's webhooks (docs/webhooks.md). Register one (its URL checked, its secret
 * shown this once), list them, delete one, read one's last attempts. Another player's webhook is
 * answered as an unknown one.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import { fail, ok, type Outcome } from '../core/outcome.js';
import type { Caller, Clock } from '../core/ports.js';
import { problems } from '../core/problems.js';
import { MAX_WEBHOOKS, WEBHOOK_EVENTS, type DeliveryStore, type UrlPolicy, type Webhook, type WebhookEventType, type WebhookStore } from './model.js';
import { newWebhookSecret } from './signing.js';
import { checkWebhookUrl, refusalText } from './url-safety.js';

/** What the webhook routes need beyond the request: handed in by the composition root. */
export interface WebhookContext {
  readonly webhooks: WebhookStore;
  readonly deliveries: Pick<DeliveryStore, 'attempts'>;
  readonly policy: UrlPolicy;
  readonly clock: Clock;
  /** A new webhook's id (not secret). */
  readonly newId: () => string;
}

/** The last attempts GET …/deliveries lists. */
export const DELIVERIES_LISTED = 50;

const EventType = /* @__PURE__ */ builtOnce(() => z.enum(WEBHOOK_EVENTS));

export const WebhookInfo = /* @__PURE__ */ builtOnce(() =>
  z.object({
    webhookId: z.string(),
    url: z.string().check(z.describe('Where deliveries are posted.')),
    events: z.array(EventType()).check(z.describe('The events it receives.')),
    createdAt: z.iso.datetime(),
    failing: z.boolean().check(z.describe('Its retries ran out (its owner was mailed once); the next delivery it accepts clears this.')),
  }),
);
export const WebhookList = /* @__PURE__ */ builtOnce(() => z.object({ webhooks: z.array(WebhookInfo()).check(z.describe('Oldest first; at most 5.')) }));
export type WebhookList = z.infer<ReturnType<typeof WebhookList>>;

export const CreatedWebhook = /* @__PURE__ */ builtOnce(() =>
  z.object({
    webhookId: z.string(),
    url: z.string(),
    events: z.array(EventType()),
    secret: z.string().check(z.describe('Shown once: `whsec_` + base64 of the signing key. Verify each delivery\'s `webhook-signature` with it (docs/webhooks.md).')),
  }),
);
export type CreatedWebhook = z.infer<ReturnType<typeof CreatedWebhook>>;

export const DeliveryList = /* @__PURE__ */ builtOnce(() =>
  z.object({
    deliveries: z
      .array(
        z.object({
          deliveryId: z.string().check(z.describe('The `webhook-id` header: the same on every attempt of one delivery.')),
          event: EventType(),
          gameId: z.string(),
          attempt: z.int().check(z.minimum(1), z.describe('1 for the first attempt.')),
          at: z.iso.datetime(),
          status: z.nullable(z.int()).check(z.describe("The receiver's HTTP status; null when none came.")),
          error: z.nullable(z.enum(['timeout', 'network', 'refused-address'])).check(z.describe('Why no status came: no answer within 5 s, no connection, or the URL resolved to an address that is refused.')),
          delivered: z.boolean().check(z.describe('A 2xx status.')),
        }),
      )
      .check(z.describe('The last 50 attempts, newest first.')),
  }),
);
export type DeliveryList = z.infer<ReturnType<typeof DeliveryList>>;

export const CreateWebhookBody = /* @__PURE__ */ builtOnce(() =>
  z.strictObject({
    url: z.string().check(z.describe('An https URL on a public address (the local runtime also takes http://127.0.0.1:<port> and http://localhost:<port>).')),
    events: z.optional(
      z.array(EventType()).check(z.minLength(1), z.maxLength(WEBHOOK_EVENTS.length), z.describe('Which events to receive; absent: all of them.')),
    ),
  }),
);
export type CreateWebhookBody = z.infer<ReturnType<typeof CreateWebhookBody>>;

const info = (h: Webhook) => ({ webhookId: h.webhookId, url: h.url, events: [...h.events], createdAt: h.createdAt, failing: h.failing });

export async function createWebhook(ctx: WebhookContext, caller: Caller, body: CreateWebhookBody): Promise<Outcome<CreatedWebhook>> {
  const checked = await checkWebhookUrl(body.url, ctx.policy);
  if (!checked.ok) return fail(problems.invalidWebhookUrl(refusalText[checked.why]));
  const wanted = new Set<WebhookEventType>(body.events ?? WEBHOOK_EVENTS);
  const hook: Webhook = {
    webhookId: ctx.newId(),
    url: checked.url.href,
    events: WEBHOOK_EVENTS.filter((e) => wanted.has(e)),
    secret: newWebhookSecret(),
    createdAt: ctx.clock.now().toISOString(),
    failing: false,
  };
  if ((await ctx.webhooks.add(caller.player.playerId, hook, MAX_WEBHOOKS)) === 'full') return fail(problems.tooManyWebhooks(MAX_WEBHOOKS));
  return ok({ webhookId: hook.webhookId, url: hook.url, events: [...hook.events], secret: hook.secret });
}

export async function listWebhooks(ctx: WebhookContext, caller: Caller): Promise<Outcome<WebhookList>> {
  const hooks = await ctx.webhooks.list(caller.player.playerId);
  return ok({ webhooks: hooks.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.webhookId.localeCompare(b.webhookId)).map(info) });
}

export async function deleteWebhook(ctx: WebhookContext, caller: Caller, webhookId: string): Promise<Outcome<null>> {
  return (await ctx.webhooks.remove(caller.player.playerId, webhookId)) ? ok(null) : fail(problems.webhookNotFound());
}

export async function listDeliveries(ctx: WebhookContext, caller: Caller, webhookId: string): Promise<Outcome<DeliveryList>> {
  const hooks = await ctx.webhooks.list(caller.player.playerId);
  if (!hooks.some((h) => h.webhookId === webhookId)) return fail(problems.webhookNotFound());
  const attempts = await ctx.deliveries.attempts(webhookId, DELIVERIES_LISTED);
  return ok({ deliveries: attempts.map(({ deliveryId, event, gameId, attempt, at, status, error, delivered }) => ({ deliveryId, event, gameId, attempt, at, status, error, delivered })) });
}
