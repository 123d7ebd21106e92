import { gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, gzipResponses } from '../../lambdas/http/compress.js';

function run(acceptEncoding: string | undefined, body: string) {
  const request = {
    event: { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } } as unknown as APIGatewayProxyEventV2,
    response: { statusCode: 200, headers: { 'content-type': 'application/json' }, body } as APIGatewayProxyStructuredResultV2,
  };
  gzipResponses().after!(request as never);
  return request.response;
}

describe('gzip of answers', () => {
  const big = JSON.stringify({ view: 'x'.repeat(5000) });

  it('compresses large answers for clients that accept gzip, and says so', () => {
    const out = run('gzip, deflate, br', big);
    expect(out.isBase64Encoded).toBe(true);
    expect(out.headers).toMatchObject({ 'content-encoding': 'gzip', Vary: 'Accept-Encoding' });
    expect(gunzipSync(Buffer.from(out.body!, 'base64')).toString()).toBe(big);
    expect(Buffer.from(out.body!, 'base64').length).toBeLessThan(big.length / 5);
  });

  it('leaves small answers and clients without gzip alone', () => {
    expect(run('gzip', '{"a":1}').body).toBe('{"a":1}');
    const plain = run(undefined, big);
    expect(plain.body).toBe(big);
    expect(plain.headers).toMatchObject({ Vary: 'Accept-Encoding' });
    expect(plain.headers).not.toHaveProperty('content-encoding');
  });

  it('reads Accept-Encoding with q-values', () => {
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('identity')).toBe(false);
  });
});
