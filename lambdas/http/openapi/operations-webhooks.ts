/** openapi.yaml's words for the webhook operations (docs/webhooks.md). */
import { problems } from '../../app/core/problems.js';
import type { OperationId } from '../route-table.js';
import type { OperationDoc } from './operation-doc.js';

const WEBHOOK_ID = 'wQ2mX8dLr4vKe1';

export const webhookOperationDocs = {
  createWebhook: {
    tag: 'players',
    summary: 'Register a webhook',
    description:
      'Events are posted to `url` as they happen, signed as Standard Webhooks (standardwebhooks.com) prescribe: `webhook-id` (the same on every retry), ' +
      '`webhook-timestamp` (Unix seconds) and `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed with the base64-decoded part of `secret` after `whsec_`. ' +
      'The secret is shown this once.\n\n' +
      'Events: `turn` (a decision of yours is pending: the game, version, kind, prompt and deadline), `game-started`, `game-ended` (the public result) and `invitation`. ' +
      'A payload holds ids and public facts only; read the game with your token for the rest.\n\n' +
      'A delivery not answered with a 2xx within 5 seconds is retried with exponential backoff for about a day; then the webhook is marked `failing` and you get one mail. ' +
      'The URL must be https on a public address (a private, loopback, link-local or metadata address is refused, now and again at each delivery). At most 5 webhooks per player.',
    bodyName: 'WebhookRegistration',
    requestExamples: { bot: { summary: 'Turns only, for a bot', value: { url: 'https://bot.example/whitechapel', events: ['turn'] } } },
    success: {
      201: {
        description: 'The new webhook, with its signing secret (shown once).',
        schema: 'CreatedWebhook',
        example: { webhookId: WEBHOOK_ID, url: 'https://bot.example/whitechapel', events: ['turn'], secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw5sFw7C6k7Mo=' },
      },
    },
    problems: [problems.invalidWebhookUrl, problems.tooManyWebhooks],
    notes: { 400: 'The URL is refused: not https, or its host is or resolves to a private, loopback, link-local or metadata address.', 409: 'You have 5 webhooks already.' },
  },
  listWebhooks: {
    tag: 'players',
    summary: "The caller's webhooks",
    description: 'Without their secrets, which are shown only when a webhook is registered.',
    success: { 200: { description: 'The webhooks, oldest first.', schema: 'WebhookList' } },
  },
  deleteWebhook: {
    tag: 'players',
    summary: 'Delete a webhook',
    description: 'Nothing more is sent to it, retries included.',
    success: { 204: { description: 'Deleted.' } },
    problems: [problems.webhookNotFound],
  },
  listWebhookDeliveries: {
    tag: 'players',
    summary: "A webhook's last 50 delivery attempts",
    success: { 200: { description: 'The attempts, newest first.', schema: 'DeliveryList' } },
    problems: [problems.webhookNotFound],
  },
} as const satisfies { readonly [Id in Extract<OperationId, 'createWebhook' | 'listWebhooks' | 'deleteWebhook' | 'listWebhookDeliveries'>]: OperationDoc };
