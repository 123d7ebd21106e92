/**
 * Webhook attempts over HTTP(S) with Node's own client: one POST, no redirect followed, at most
 * `timeoutMs` for the answer's status, connecting only to the address the URL check chose (the
 * `lookup` hook answers with it), so a host name cannot resolve elsewhere between the check and the
 * connection. TLS still checks the certificate against the URL's host name.
 */
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { AttemptOutcome, WebhookRequest, WebhookSender } from '../../app/webhooks/model.js';

function pinnedLookup(address: string): LookupFunction {
  const family = address.includes(':') ? 6 : 4;
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

export const httpWebhookSender: WebhookSender = (r: WebhookRequest) =>
  new Promise<AttemptOutcome>((resolve) => {
    const options: RequestOptions = {
      method: 'POST',
      protocol: r.url.protocol,
      hostname: r.url.hostname.replace(/^\[|\]$/g, ''),
      port: r.url.port || undefined,
      path: r.url.pathname + r.url.search,
      headers: { ...r.headers, 'content-length': String(Buffer.byteLength(r.body)) },
      lookup: pinnedLookup(r.address),
      agent: false,
    };
    let settled = false;
    const done = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = (r.url.protocol === 'https:' ? httpsRequest : httpRequest)(options, (res) => {
      done({ status: res.statusCode ?? 0 });
      // The answer's body is not read: drop it and the connection.
      res.resume();
      res.on('error', () => undefined);
      req.destroy();
    });
    const timer = setTimeout(() => {
      done({ error: 'timeout' });
      req.destroy();
    }, r.timeoutMs);
    req.on('error', () => done({ error: 'network' }));
    req.end(r.body);
  });
