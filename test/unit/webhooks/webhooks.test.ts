// Webhooks' pure parts (docs/webhooks.md): which URLs are refused, the Standard Webhooks signature
// against an independent HMAC computation, and the retry schedule.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextAttemptAt, RETRY_DELAYS_MS } from '../../../lambdas/app/webhooks/retry-schedule.js';
import { deliveryId, newWebhookSecret, signature, signedHeaders } from '../../../lambdas/app/webhooks/signing.js';
import { addressKind, checkWebhookUrl } from '../../../lambdas/app/webhooks/url-safety.js';

const HOUR = 3_600_000;
const names: Record<string, readonly string[]> = { 'ten.example': ['10.0.0.1'], 'pub.example': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'], 'v6.example': ['::ffff:a9fe:a9fe'] };
const resolve = async (name: string) => {
  const found = names[name];
  if (!found) throw new Error('ENOTFOUND');
  return found;
};
const deployed = { allowLoopback: false, resolve };
const local = { allowLoopback: true, resolve };

describe('webhook URL safety', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'private'],
    ['0.0.0.0', 'private'],
    ['100.64.0.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.9.9.9', 'loopback'],
    ['8.8.8.8', 'public'],
    ['::1', 'loopback'],
    ['::', 'private'],
    ['fc00::1', 'private'],
    ['fd00:ec2::254', 'private'],
    ['fe80::1', 'private'],
    ['ff02::1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'private'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:8.8.8.8', 'public'],
    ['::10.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'private'],
    ['2002:a00:1::', 'private'],
    ['2606:4700:4700::1111', 'public'],
    ['1.2.3', 'invalid'],
    ['fe80::1%eth0', 'invalid'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'https://169.254.169.254/',
    'https://[::ffff:169.254.169.254]/',
    'https://[::ffff:a9fe:a9fe]/',
    'https://0xA9FEA9FE/',
    'https://2852039166/',
    'https://ten.example/',
    'https://v6.example/',
    'https://nowhere.example/',
    'http://127.0.0.1:9000/',
    'http://localhost:9000/',
    'https://localhost/',
    'https://a.localhost/',
    'http://pub.example/',
    'ftp://pub.example/',
    'https://user:pw@pub.example/',
    `https://pub.example/${'a'.repeat(2000)}`,
  ])('deployed, %s is refused', async (url) => {
    expect((await checkWebhookUrl(url, deployed)).ok).toBe(false);
  });

  it('deployed, a public https URL is taken, with the address to connect to', async () => {
    expect(await checkWebhookUrl('https://pub.example/hook?x=1', deployed)).toMatchObject({ ok: true, address: '93.184.216.34' });
    expect(await checkWebhookUrl('https://8.8.8.8/', deployed)).toMatchObject({ ok: true, address: '8.8.8.8' });
  });

  it('the local runtime also takes http to 127.0.0.1 and localhost, and still refuses private addresses', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:9000/x', local)).toMatchObject({ ok: true, address: '127.0.0.1' });
    expect(await checkWebhookUrl('http://localhost:9000/x', local)).toMatchObject({ ok: true, address: '127.0.0.1' });
    for (const url of ['http://10.0.0.1/', 'https://ten.example/', 'http://169.254.169.254/', 'http://pub.example/', 'http://127.0.0.2/', 'http://a.localhost/']) {
      expect((await checkWebhookUrl(url, local)).ok, url).toBe(false);
    }
  });
});

describe('Standard Webhooks signatures', () => {
  it('signs "id.timestamp.body" with HMAC-SHA256 keyed by the base64-decoded secret', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = '{"type":"turn","data":{"gameId":"g1"}}';
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    expect(key).toHaveLength(32);
    const expected = createHmac('sha256', key).update(`msg_1.1700000000.${body}`).digest('base64');
    expect(signature(secret, 'msg_1', 1700000000, body)).toBe(`v1,${expected}`);
    expect(signature(secret, 'msg_1', 1700000001, body)).not.toBe(`v1,${expected}`);
  });

  it("matches the specification's published example", () => {
    // standardwebhooks.com's example secret, id, timestamp and payload.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw5sFw7C6k7Mo=';
    const key = Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw5sFw7C6k7Mo=', 'base64');
    const body = '{"test": 2432232314}';
    const expected = createHmac('sha256', key).update(`msg_p5jXN8AQM9LWM0D4loKWxJek.1614265330.${body}`).digest('base64');
    expect(signature(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe(`v1,${expected}`);
  });

  it('sends the id, the Unix-seconds timestamp and the signature as headers; the id is the same for a delivery whatever the attempt', () => {
    const secret = newWebhookSecret();
    const at = new Date('2026-12-05T10:00:00.900Z');
    const id = deliveryId('w1', 'g1', 7, 'turn');
    const h = signedHeaders(secret, id, at, '{}');
    expect(h).toMatchObject({ 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'content-type': 'application/json' });
    expect(h['webhook-signature']).toBe(signature(secret, id, Math.floor(at.getTime() / 1000), '{}'));
    expect(deliveryId('w1', 'g1', 7, 'turn')).toBe(id);
    expect(new Set([deliveryId('w2', 'g1', 7, 'turn'), deliveryId('w1', 'g2', 7, 'turn'), deliveryId('w1', 'g1', 8, 'turn'), deliveryId('w1', 'g1', 7, 'game-started')]).size).toBe(4);
  });
});

describe('the retry schedule', () => {
  it('backs off exponentially over about a day, then gives up', () => {
    const failed = new Date('2026-12-05T00:00:00Z');
    for (let i = 1; i < RETRY_DELAYS_MS.length; i++) expect(RETRY_DELAYS_MS[i]!).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[i - 1]!);
    const total = RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(20 * HOUR);
    expect(total).toBeLessThan(30 * HOUR);
    expect(nextAttemptAt(1, failed)).toBe('2026-12-05T00:00:05.000Z');
    expect(nextAttemptAt(2, failed)).toBe('2026-12-05T00:05:00.000Z');
    expect(nextAttemptAt(MAX_ATTEMPTS - 1, failed)).not.toBeNull();
    expect(nextAttemptAt(MAX_ATTEMPTS, failed)).toBeNull();
  });
});
