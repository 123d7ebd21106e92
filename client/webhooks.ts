/**
 * Verifying a webhook delivery as the Standard Webhooks specification signs it
 * (standardwebhooks.com): the headers `webhook-id`, `webhook-timestamp` (Unix seconds) and
 * `webhook-signature`, a space-separated list of `v1,<base64 HMAC-SHA256>` over
 * `<id>.<timestamp>.<raw body>`, keyed by the secret shown once when the webhook was made
 * (`whsec_<base64 key>`). Web Crypto only, so it runs in Node.js 20+, Deno, Bun, workers and
 * browsers alike.
 *
 *   const event = await verifyWebhook(secret, request.headers, await request.text());
 *
 * Verify the raw body exactly as it arrived, before any JSON parsing: a re-serialised body no
 * longer matches its signature.
 */

/** Why a delivery was refused; `reason` is stable, the message is for people. */
export class WebhookVerificationError extends Error {
  constructor(
    readonly reason: 'missing-headers' | 'bad-secret' | 'bad-timestamp' | 'timestamp-too-old' | 'timestamp-too-new' | 'no-matching-signature',
    message: string,
  ) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

/** The request's headers: a fetch `Headers`, or Node's `IncomingHttpHeaders` (lower-case names). */
export type WebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface VerifyOptions {
  /** How far the timestamp may be from now, either way, in seconds (default 300, as the specification's libraries). */
  readonly toleranceSeconds?: number;
  /** Now, in milliseconds since the epoch (default `Date.now()`). */
  readonly now?: number;
}

const SECRET_PREFIX = 'whsec_';
const DEFAULT_TOLERANCE_SECONDS = 300;

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return headers.get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name) continue;
    return typeof value === 'string' ? value : value?.join(' ');
  }
  return undefined;
}

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The key of a `whsec_…` secret (the prefix may be left out). */
function secretKey(secret: string): Uint8Array<ArrayBuffer> {
  const key = base64ToBytes(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret);
  if (!key || key.length === 0) throw new WebhookVerificationError('bad-secret', 'The secret is not whsec_ followed by base64.');
  return key;
}

async function hmac(key: Uint8Array<ArrayBuffer>, content: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, content));
}

/** Whether two byte strings are equal, in a time that depends on their length only. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

function signedContent(id: string, timestamp: string, body: string | Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = new TextEncoder().encode(`${id}.${timestamp}.`);
  const payload = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const content = new Uint8Array(prefix.length + payload.length);
  content.set(prefix);
  content.set(payload, prefix.length);
  return content;
}

/** The `webhook-signature` value for a delivery (`v1,<base64>`): what a sender puts in the header. */
export async function signWebhook(secret: string, id: string, timestamp: number | string, body: string | Uint8Array): Promise<string> {
  return `v1,${bytesToBase64(await hmac(secretKey(secret), signedContent(id, String(timestamp), body)))}`;
}

/**
 * Checks a delivery: the three headers present, the timestamp within the tolerance of now, and one
 * of the `v1` signatures in `webhook-signature` that of the body under `secret`. Returns the
 * delivery's id and timestamp (use the id to drop a delivery you already handled: delivery is at
 * least once); throws a WebhookVerificationError otherwise.
 */
export async function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  body: string | Uint8Array,
  options: VerifyOptions = {},
): Promise<{ readonly id: string; readonly timestamp: number }> {
  const id = header(headers, 'webhook-id');
  const timestampText = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestampText || !signatures) throw new WebhookVerificationError('missing-headers', 'webhook-id, webhook-timestamp and webhook-signature are all required.');
  if (!/^\d{1,12}$/.test(timestampText)) throw new WebhookVerificationError('bad-timestamp', 'webhook-timestamp is not a number of seconds.');
  const timestamp = Number(timestampText);
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (timestamp < nowSeconds - tolerance) throw new WebhookVerificationError('timestamp-too-old', 'The delivery is older than the tolerance (replayed?).');
  if (timestamp > nowSeconds + tolerance) throw new WebhookVerificationError('timestamp-too-new', 'The delivery is dated ahead of the tolerance.');
  const expected = await hmac(secretKey(secret), signedContent(id, timestampText, body));
  // Every v1 entry is compared (no early exit on a match), so the time taken says nothing of which.
  let matched = false;
  for (const entry of signatures.split(' ')) {
    const [version, value = ''] = entry.split(',', 2);
    const given = version === 'v1' ? base64ToBytes(value) : null;
    if (given && sameBytes(given, expected)) matched = true;
  }
  if (!matched) throw new WebhookVerificationError('no-matching-signature', 'No v1 signature in webhook-signature matches the body under this secret.');
  return { id, timestamp };
}
