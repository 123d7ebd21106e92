// How our SDK clients read response bodies (lambdas/store/sdk-stream-collector.ts): every chunk of a Node.js
// stream, in order, into one array of its own; bytes as they are; a stream's error as the failure.
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { collectNodeStream } from '../../../lambdas/store/sdk-stream-collector.js';

describe('the response body collector', () => {
  it('joins the chunks of a Node.js stream in order, into an array that is not a view of a shared pool', async () => {
    const chunks = [Buffer.from('{"Item":'), Buffer.from(''), Buffer.from('{"pk":{"S":"x"}}'), Buffer.from('}')];
    const bytes = await collectNodeStream(Readable.from(chunks));
    expect(Buffer.from(bytes).toString('utf8')).toBe('{"Item":{"pk":{"S":"x"}}}');
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    expect(Buffer.isBuffer(bytes)).toBe(false);
  });

  it('keeps large bodies whole', async () => {
    const big = Buffer.alloc(300_000, 7);
    big[299_999] = 1;
    const bytes = await collectNodeStream(Readable.from([big.subarray(0, 65_536), big.subarray(65_536)]));
    expect(bytes.byteLength).toBe(300_000);
    expect(bytes[299_999]).toBe(1);
  });

  it('answers an empty stream with no bytes, and bytes with themselves', async () => {
    expect((await collectNodeStream(Readable.from([]))).byteLength).toBe(0);
    const given = new Uint8Array([1, 2, 3]);
    expect(await collectNodeStream(given)).toBe(given);
  });

  it('fails when the body closes before its end, error or not (never waits forever)', async () => {
    const closed = new Readable({ read() {} });
    const collected = collectNodeStream(closed);
    closed.push(Buffer.from('part'));
    closed.destroy();
    await expect(collected).rejects.toThrow('closed before its end');
  });

  it("fails with the stream's error", async () => {
    const failing = new Readable({ read() {} });
    const collected = collectNodeStream(failing);
    failing.push(Buffer.from('part'));
    failing.destroy(new Error('socket hang up'));
    await expect(collected).rejects.toThrow('socket hang up');
  });
});
