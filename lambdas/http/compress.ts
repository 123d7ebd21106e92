/**
 * gzip for larger JSON answers when the client accepts it: a game view is 7–12 KB of JSON and about
 * a fifth of that compressed, which matters to phones on slow links. Small answers stay as they are.
 */
import { gzipSync } from 'node:zlib';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export const COMPRESS_MIN_BYTES = 1024;

export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

export function gzipResponses(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  const compress = (request: middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>) => {
    const res = request.response;
    if (!res || typeof res.body !== 'string' || res.isBase64Encoded) return;
    if (Buffer.byteLength(res.body) < COMPRESS_MIN_BYTES) return;
    const headers = { ...(res.headers ?? {}) } as Record<string, string | number | boolean>;
    // 'Vary' spelled as @middy/http-cors spells it, so both add to one header.
    headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
    if (!acceptsGzip(request.event.headers?.['accept-encoding'])) {
      request.response = { ...res, headers };
      return;
    }
    request.response = { ...res, headers: { ...headers, 'content-encoding': 'gzip' }, body: gzipSync(res.body).toString('base64'), isBase64Encoded: true };
  };
  return { after: compress, onError: compress };
}
