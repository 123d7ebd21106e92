// gzip of answers through the real middy stack: only bodies over 1 KiB, only for clients that
// accept gzip, and always one Vary header that names Accept-Encoding (merged with CORS's).
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createRegistry } from '../../../domain/games/registry.js';
import { acceptsGzip, COMPRESS_MIN_BYTES, preparedJson } from '../../../lambdas/http/compress.js';
import { httpLambda } from '../../../lambdas/http/http-lambda.js';
import { defineRoute } from '../../../lambdas/http/route.js';
import { fakeLambdaContext } from '../../../local/http/http-front.js';
import { apiEvent } from '../../support/lambda-events.js';
import { memoryContext } from '../../support/memory-stores.js';

const ctx = memoryContext(createRegistry([]));
const big = { view: 'x'.repeat(5000) };
const small = { a: 1 };

async function answer(body: unknown, headers: Record<string, string>) {
  const route = defineRoute({ auth: false }, async () => ({ status: 200, body }));
  return httpLambda(route, () => ctx)(apiEvent({ method: 'GET', path: '/thing', headers }), fakeLambdaContext('t'));
}

const previousOrigins = process.env.CORS_ORIGINS;
afterEach(() => {
  if (previousOrigins === undefined) delete process.env.CORS_ORIGINS;
  else process.env.CORS_ORIGINS = previousOrigins;
});

describe('gzip of answers', () => {
  it('compresses large answers for clients that accept gzip, and says so', async () => {
    const out = await answer(big, { 'accept-encoding': 'gzip, deflate, br' });
    expect(out.isBase64Encoded).toBe(true);
    expect(out.headers).toMatchObject({ 'content-encoding': 'gzip', Vary: 'Accept-Encoding' });
    const bytes = Buffer.from(out.body ?? '', 'base64');
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(big);
    expect(bytes.length).toBeLessThan(JSON.stringify(big).length / 5);
  });

  it('leaves small answers and clients without gzip alone, still saying the answer varies', async () => {
    expect(JSON.stringify(small).length).toBeLessThan(COMPRESS_MIN_BYTES);
    const tiny = await answer(small, { 'accept-encoding': 'gzip' });
    expect(tiny.body).toBe(JSON.stringify(small));
    expect(tiny.headers).not.toHaveProperty('content-encoding');
    const plain = await answer(big, {});
    expect(plain.body).toBe(JSON.stringify(big));
    expect(plain.headers).toMatchObject({ Vary: 'Accept-Encoding' });
    expect(plain.headers).not.toHaveProperty('content-encoding');
  });

  it("shares one Vary header with CORS's", async () => {
    process.env.CORS_ORIGINS = 'https://*.example.com';
    const out = await answer(big, { 'accept-encoding': 'gzip', origin: 'https://play.example.com' });
    expect(out.headers).toMatchObject({ 'content-encoding': 'gzip', Vary: 'Accept-Encoding, Origin' });
    expect(Object.keys(out.headers ?? {}).filter((h) => h.toLowerCase() === 'vary')).toEqual(['Vary']);
  });

  it("sends an answer whose JSON was made already (a command's, during its write) exactly as it would have sent its body", async () => {
    process.env.CORS_ORIGINS = 'https://*.example.com';
    const prepared = defineRoute({ auth: false }, async (req) => ({ status: 200, body: { unused: true }, json: preparedJson(req.pathParameters.size === 'small' ? small : big, req.headers) }));
    const requests: Record<string, string>[] = [{ 'accept-encoding': 'gzip' }, {}, { 'accept-encoding': 'gzip', origin: 'https://play.example.com' }];
    for (const headers of requests) {
      for (const body of [big, small]) {
        const pathParameters = { size: body === small ? 'small' : 'big' };
        const made = await httpLambda(prepared, () => ctx)(apiEvent({ method: 'GET', path: '/thing', headers, pathParameters }), fakeLambdaContext('t'));
        expect(made, JSON.stringify({ headers, small: body === small })).toEqual(await answer(body, headers));
      }
    }
  });

  it('reads Accept-Encoding with q-values', () => {
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
