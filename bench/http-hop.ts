/**
 * What the HTTP hop alone costs on this machine: a bare Node server (no routing, no middleware,
 * no rules) answering at once with a given answer, gzipped as the API answers a client that
 * accepts gzip, fetched by the same client the bench posts commands with. The latency section
 * times it after every command with that command's answer, interleaved like the floor: the part
 * of "command ÷ floor" that no server code can remove.
 */
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { httpClient } from './http-client.js';

export async function startBareHttp() {
  let answer = Buffer.alloc(0);
  const client = httpClient();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(answer);
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  return {
    /** ms for one POST of `command` answered with `body`, the answer read and parsed as the bench reads the API's. */
    async roundTrip(command: unknown, body: unknown): Promise<number> {
      answer = gzipSync(JSON.stringify(body));
      const t = performance.now();
      const r = await client.send(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(command) });
      r.json();
      return performance.now() - t;
    },
    stop: () => {
      client.close();
      return new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
