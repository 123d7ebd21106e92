/**
 * The bench's HTTP client: node:http over one keep-alive agent, asking for gzip as browsers and
 * fetch do and inflating the answer. The same kind of client the AWS SDK's NodeHttpHandler is (the
 * floor's client), so "command ÷ floor" compares servers, not clients: undici's fetch spends about
 * a millisecond more per request on this machine before any server code runs.
 */
import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface ClientAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly json: () => unknown;
}

export function httpClient() {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  return {
    send(url: string, init: { method: string; headers?: Record<string, string>; body?: string }): Promise<ClientAnswer> {
      return new Promise((ok, fail) => {
        const headers: Record<string, string | number> = { 'accept-encoding': 'gzip', ...init.headers };
        if (init.body !== undefined) headers['content-length'] = Buffer.byteLength(init.body);
        const req = request(url, { method: init.method, headers, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', fail);
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
            ok({ status: res.statusCode ?? 0, headers: res.headers, json: () => (text.length ? JSON.parse(text) : null) });
          });
        });
        req.on('error', fail);
        req.end(init.body);
      });
    },
    close: () => agent.destroy(),
  };
}
