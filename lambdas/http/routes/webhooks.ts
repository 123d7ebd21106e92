/** Routes: the caller's webhooks (docs/webhooks.md): register, list, delete one, and one's last attempts. */
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { AppContext } from '../../app/core/context.js';
import { problems } from '../../app/core/problems.js';
import { CreateWebhookBody, createWebhook, deleteWebhook, listDeliveries, listWebhooks, type WebhookContext } from '../../app/webhooks/manage.js';
import { HttpProblem } from '../problem.js';
import { defineRoute } from '../route.js';
import { respond } from '../validate.js';

/** A webhook id in a path; anything else names no webhook (404). */
export const WebhookIdParam = /* @__PURE__ */ builtOnce(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/), z.describe('A webhook id from `GET /players/me/webhooks`.')),
);

function webhooksOf(ctx: AppContext): WebhookContext {
  // Every deployed and local context has them (wiring.ts); only a context built without them lacks them.
  if (!ctx.webhooks) throw new Error('this context was built without webhooks');
  return ctx.webhooks;
}

function webhookIdOf(pathParameters: Readonly<Record<string, string | undefined>>): string {
  const id = pathParameters.webhookId ?? '';
  if (!WebhookIdParam().safeParse(id).success) throw new HttpProblem(problems.webhookNotFound());
  return id;
}

export const createWebhookRoute = /* @__PURE__ */ defineRoute({ auth: true, body: CreateWebhookBody }, async (req, ctx) =>
  respond(await createWebhook(webhooksOf(ctx), req.caller, req.body), (v) => ({ status: 201, body: v })),
);

export const listWebhooksRoute = /* @__PURE__ */ defineRoute({ auth: true }, async (req, ctx) =>
  respond(await listWebhooks(webhooksOf(ctx), req.caller), (v) => ({ status: 200, body: v })),
);

export const deleteWebhookRoute = /* @__PURE__ */ defineRoute({ auth: true }, async (req, ctx) =>
  respond(await deleteWebhook(webhooksOf(ctx), req.caller, webhookIdOf(req.pathParameters)), () => ({ status: 204 })),
);

export const listWebhookDeliveriesRoute = /* @__PURE__ */ defineRoute({ auth: true }, async (req, ctx) =>
  respond(await listDeliveries(webhooksOf(ctx), req.caller, webhookIdOf(req.pathParameters)), (v) => ({ status: 200, body: v })),
);
