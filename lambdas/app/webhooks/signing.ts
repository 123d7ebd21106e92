/**
 * Standard Webhooks signatures (standardwebhooks.com): the secret is `whsec_` + base64 of a random
 * key; each attempt carries `webhook-id` (the same on every retry), `webhook-timestamp` (Unix
 * seconds of the attempt) and `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`
 * keyed with the base64-decoded part after `whsec_`.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
/** 32 random bytes: the spec asks for 24 to 64. */
const KEY_BYTES = 32;

export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(KEY_BYTES).toString('base64');
}

export function signature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** The three headers of one attempt, with the body's media type. */
export function signedHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Whitechapel-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature(secret, id, timestamp, body),
  };
}

/** A delivery's id: the same for (webhook, game, version, event) however often the stream brings the version. */
export function deliveryId(webhookId: string, gameId: string, version: number, type: string): string {
  return `msg_${createHash('sha256').update(`${webhookId}\n${gameId}\n${version}\n${type}`).digest('base64url').slice(0, 27)}`;
}

/** A new webhook's id: random, not secret. */
export function newWebhookId(): string {
  return `w${randomBytes(9).toString('base64url')}`;
}
