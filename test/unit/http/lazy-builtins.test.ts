// The stand-in for node:stream/web in the deployed bundles (lambdas/lazy-builtins/stream-web.ts):
// middy asks it `instanceof ReadableStream`, which must answer as Node's own class would.
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ReadableStream } from '../../../lambdas/lazy-builtins/stream-web.js';

describe("node:stream/web's stand-in", () => {
  it('answers instanceof ReadableStream as the real class does', () => {
    expect(new NodeReadableStream() instanceof ReadableStream).toBe(true);
    expect(Readable.toWeb(Readable.from(['x'])) instanceof ReadableStream).toBe(true);
    for (const other of [{}, 'text', null, Readable.from(['x']), new Uint8Array(1)]) expect(other instanceof ReadableStream).toBe(false);
  });
});
