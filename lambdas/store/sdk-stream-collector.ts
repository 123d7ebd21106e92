/**
 * How our SDK clients read a response body: a Node.js stream (what the SDK's Node HTTP handler
 * hands over) into bytes. The SDK's own collector first asks whether the body is a web
 * `ReadableStream` or a `Blob`; in Node.js the first `typeof ReadableStream` loads the web streams
 * (about 2 ms of every cold start's first call, Node 20), for a body that never is one here.
 */
import type { Readable } from 'node:stream';

export function collectNodeStream(body: unknown): Promise<Uint8Array> {
  if (body instanceof Uint8Array) return Promise.resolve(body);
  const stream = body as Readable;
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let length = 0;
    stream.on('data', (chunk: Uint8Array) => {
      chunks.push(chunk);
      length += chunk.byteLength;
    });
    let ended = false;
    stream.on('error', reject);
    // A body closed before its end without an error (destroyed): fail rather than wait forever.
    stream.on('close', () => {
      if (!ended) reject(new Error('the response body closed before its end'));
    });
    stream.on('end', () => {
      ended = true;
      // A fresh array, never a view into Buffer's shared pool: the SDK changes the result's prototype.
      const bytes = new Uint8Array(length);
      let at = 0;
      for (const c of chunks) {
        bytes.set(c, at);
        at += c.byteLength;
      }
      resolve(bytes);
    });
  });
}
