/**
 * A webhook receiver for tests, on 127.0.0.1 only: it records every request (path, headers, body
 * as received) and answers each path with the statuses a test queues for it (200 when none is left).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface Received {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export async function startWebhookReceiver() {
  const received: Received[] = [];
  const queued = new Map<string, number[]>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = queued.get(path)?.shift() ?? 200;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    /** The next answers to `path`, in order. */
    answer: (path: string, ...statuses: number[]) => queued.set(path, [...(queued.get(path) ?? []), ...statuses]),
    stop: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/**
 * Checks a request's Standard Webhooks signature, computed here independently of the server's
 * code: HMAC-SHA256 keyed with the base64-decoded secret after `whsec_`, over "id.timestamp.body".
 */
export function validSignature(secret: string, r: Received): boolean {
  const id = String(r.headers['webhook-id']);
  const timestamp = String(r.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${r.body}`).digest('base64');
  return String(r.headers['webhook-signature'])
    .split(' ')
    .some((s) => s === `v1,${expected}`);
}
