// The client's Standard Webhooks check (client/webhooks.ts): the specification's own test vector,
// an independent computation with node:crypto, and every way a delivery is refused.
import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook, WebhookVerificationError } from '../../../client/webhooks.js';

// The test vector published with the Standard Webhooks specification (and its reference libraries).
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const AT_VECTOR = { now: VECTOR.timestamp * 1000 };

const headersOf = (signature: string, timestamp: number | string = VECTOR.timestamp, id = VECTOR.id) =>
  new Headers({ 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature });

async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (e) {
    if (e instanceof WebhookVerificationError) return e.reason;
    throw e;
  }
  return 'accepted';
}

/** The signature as the specification defines it, computed with node:crypto rather than Web Crypto. */
function independently(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

describe('Standard Webhooks signatures (client/webhooks.ts)', () => {
  it("signs the specification's test vector as it publishes it, and accepts it", async () => {
    expect(await signWebhook(VECTOR.secret, VECTOR.id, VECTOR.timestamp, VECTOR.body)).toBe(VECTOR.signature);
    expect(await verifyWebhook(VECTOR.secret, headersOf(VECTOR.signature), VECTOR.body, AT_VECTOR)).toEqual({ id: VECTOR.id, timestamp: VECTOR.timestamp });
  });

  it('agrees with an independent HMAC-SHA256 computation, for bodies as text and as bytes', async () => {
    for (let i = 0; i < 20; i++) {
      const secret = `whsec_${randomBytes(24 + i).toString('base64')}`;
      const body = JSON.stringify({ type: 'turn', n: i, text: 'é ☂ "quoted"' });
      const id = `msg_${i}`;
      const expected = independently(secret, id, VECTOR.timestamp + i, body);
      expect(await signWebhook(secret, id, VECTOR.timestamp + i, body)).toBe(expected);
      await expect(verifyWebhook(secret, headersOf(expected, VECTOR.timestamp + i, id), new TextEncoder().encode(body), AT_VECTOR)).resolves.toMatchObject({ id });
    }
  });

  it('accepts any one of several space-separated signatures, and ignores other versions', async () => {
    const other = independently(`whsec_${randomBytes(32).toString('base64')}`, VECTOR.id, VECTOR.timestamp, VECTOR.body);
    for (const header of [`${other} ${VECTOR.signature}`, `${VECTOR.signature} ${other}`, `v1a,bm90IGEgc2lnbmF0dXJl ${VECTOR.signature}`]) {
      expect(await refusal(verifyWebhook(VECTOR.secret, headersOf(header), VECTOR.body, AT_VECTOR)), header).toBe('accepted');
    }
    expect(await refusal(verifyWebhook(VECTOR.secret, headersOf(other), VECTOR.body, AT_VECTOR))).toBe('no-matching-signature');
    expect(await refusal(verifyWebhook(VECTOR.secret, headersOf(VECTOR.signature.replace('v1,', 'v2,')), VECTOR.body, AT_VECTOR))).toBe('no-matching-signature');
  });

  it('refuses a changed body, id or timestamp, and another secret', async () => {
    const check = (headers: Headers, body = VECTOR.body, secret = VECTOR.secret) => refusal(verifyWebhook(secret, headers, body, { now: VECTOR.timestamp * 1000 + 1000 }));
    expect(await check(headersOf(VECTOR.signature), '{"test": 2432232315}')).toBe('no-matching-signature');
    expect(await check(headersOf(VECTOR.signature, VECTOR.timestamp, 'msg_other'))).toBe('no-matching-signature');
    expect(await check(headersOf(VECTOR.signature, VECTOR.timestamp + 1))).toBe('no-matching-signature');
    expect(await check(headersOf(VECTOR.signature), VECTOR.body, `whsec_${randomBytes(32).toString('base64')}`)).toBe('no-matching-signature');
    expect(await check(headersOf('v1,not base64!'))).toBe('no-matching-signature');
    expect(await check(headersOf(VECTOR.signature), VECTOR.body, 'whsec_***')).toBe('bad-secret');
  });

  it('refuses a timestamp outside the tolerance either way, and a malformed one', async () => {
    const at = (seconds: number, toleranceSeconds?: number) =>
      refusal(verifyWebhook(VECTOR.secret, headersOf(VECTOR.signature), VECTOR.body, { now: (VECTOR.timestamp + seconds) * 1000, ...(toleranceSeconds === undefined ? {} : { toleranceSeconds }) }));
    expect(await at(300)).toBe('accepted');
    expect(await at(-300)).toBe('accepted');
    expect(await at(301)).toBe('timestamp-too-old');
    expect(await at(-301)).toBe('timestamp-too-new');
    expect(await at(3_000, 3_600)).toBe('accepted');
    expect(await refusal(verifyWebhook(VECTOR.secret, headersOf(VECTOR.signature, '16142653e2'), VECTOR.body, AT_VECTOR))).toBe('bad-timestamp');
  });

  it("reads Node's lower-case header record as well as Headers, and wants all three headers", async () => {
    const node: Record<string, string> = { 'webhook-id': VECTOR.id, 'webhook-timestamp': String(VECTOR.timestamp), 'webhook-signature': VECTOR.signature, host: 'bot.example' };
    expect(await refusal(verifyWebhook(VECTOR.secret, node, VECTOR.body, AT_VECTOR))).toBe('accepted');
    for (const missing of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
      const { [missing]: _gone, ...rest } = node;
      expect(await refusal(verifyWebhook(VECTOR.secret, rest, VECTOR.body, AT_VECTOR)), missing).toBe('missing-headers');
    }
  });
});
