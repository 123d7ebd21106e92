import { Agent, createServer, request, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { closeServer, listen, readBody } from '../../../local/net.js';

/** A server that reads each request's body with `max` and records what readBody gave (or the error). */
async function recordingServer(max: number) {
  const got: (Buffer | 'too-large' | Error)[] = [];
  const server = createServer(async (req, res) => {
    const body = await readBody(req, max).catch((e: Error) => e);
    got.push(body);
    if (body instanceof Buffer) res.end(String(body.length));
  });
  const port = await listen(server, 0);
  return { server, port, got };
}

/** Sends `chunks` one write at a time (a chunked request); resolves with the answer's text, or the error. */
function send(port: number, chunks: string[]): Promise<string> {
  return new Promise((resolve) => {
    const req = request({ port, method: 'POST', path: '/', headers: { 'content-type': 'text/plain' } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve(text));
    });
    req.on('error', (e) => resolve(`error ${e.message}`));
    const next = (i: number) => {
      if (i === chunks.length) return req.end();
      req.write(chunks[i], () => setTimeout(() => next(i + 1), 5));
    };
    next(0);
  });
}

describe('readBody (the local front reads a request body with listeners)', () => {
  let server: Server | undefined;
  afterEach(async () => {
    if (server) await closeServer(server);
    server = undefined;
  });

  it('gives a body sent in several chunks whole, and an empty one as empty', async () => {
    const s = await recordingServer(100);
    server = s.server;
    expect(await send(s.port, ['{"a":', '1,', '"b":2}'])).toBe('13');
    expect(await send(s.port, [])).toBe('0');
    expect(s.got.map((b) => (b instanceof Buffer ? b.toString() : b))).toEqual(['{"a":1,"b":2}', '']);
  });

  it('answers too-large once the body passes the limit, and stops reading it (the request is dropped)', async () => {
    const s = await recordingServer(10);
    server = s.server;
    const answer = await send(s.port, ['12345', '67890', 'x'.repeat(100)]);
    expect(s.got).toEqual(['too-large']);
    // Nothing was answered: the front drops the connection, as leaving a `for await` over it did.
    expect(answer).not.toMatch(/^\d+$/);
    // A body exactly at the limit is read.
    expect(await send(s.port, ['1234567890'])).toBe('10');
  });

  it('takes a body Node has already buffered whole at once, and the kept-alive connection serves the next request', async () => {
    const listeners: number[] = [];
    const bodies: string[] = [];
    const s = createServer(async (req, res) => {
      // As the front does: something is awaited before the body is read (Node parses it meanwhile).
      await new Promise<void>((next) => setImmediate(next));
      const body = await readBody(req, 100);
      listeners.push(req.listenerCount('data'));
      bodies.push(typeof body === 'string' ? body : body.toString());
      res.end(typeof body === 'string' ? body : String(body.length));
    });
    server = s;
    const port = await listen(s, 0);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const post = (text: string) =>
      new Promise<string>((resolve) => {
        const req = request({ port, method: 'POST', path: '/', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } }, (res) => {
          let answer = '';
          res.on('data', (c: Buffer) => (answer += c.toString()));
          res.on('end', () => resolve(answer));
        });
        req.on('error', () => resolve('dropped'));
        req.end(text);
      });
    try {
      expect(await post('{"type":"discard"}')).toBe('18');
      expect(await post('{"type":"draw","from":"stock"}')).toBe('30');
      // Over the limit: not taken from the buffer, refused as before.
      expect(await post(JSON.stringify({ pad: 'x'.repeat(200) }))).toBe('dropped');
    } finally {
      agent.destroy();
    }
    expect(bodies.slice(0, 2)).toEqual(['{"type":"discard"}', '{"type":"draw","from":"stock"}']);
    expect(bodies[2]).toBe('too-large');
    // Taken from the buffer: no listener was needed for the two that fitted.
    expect(listeners.slice(0, 2)).toEqual([0, 0]);
  });

  it('fails, rather than waits for ever, when the client goes before its body ended', async () => {
    const s = await recordingServer(1000);
    server = s.server;
    await new Promise<void>((done) => {
      const req = request({ port: s.port, method: 'POST', path: '/', headers: { 'content-type': 'text/plain', 'content-length': '100' } });
      req.on('error', () => done());
      req.write('only part of it', () => setTimeout(() => req.destroy(), 20));
    });
    await expect.poll(() => s.got.length).toBe(1);
    expect(s.got[0]).toBeInstanceOf(Error);
  });
});
