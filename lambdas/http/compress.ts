/**
 * gzip for larger JSON answers when the client accepts it: a game view is 7–12 KB of JSON and about
 * a fifth of that compressed, which matters to phones on slow links. Small answers stay as they are.
 *
 * Hand-written rather than @middy/http-content-encoding, which does not keep this behaviour: it
 * compresses any body that comes out smaller (no size floor, so every tiny problem+json pays for
 * a gzip), it needs @middy/http-content-negotiation in front to pick the encoding, and it sets
 * Vary: Accept-Encoding only on the answers it compressed (6.x and 7.x; 5.x not at all), so a
 * shared cache could hand a plain answer to every client. 7.x also needs Node.js 22 (it imports
 * zstd from node:zlib).
 */
import { gzipSync } from 'node:zlib';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { PreparedJson } from './route.js';

export const COMPRESS_MIN_BYTES = 1024;

export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** A JSON answer's text gzipped (base64, as API Gateway takes a binary body) when it is large enough and the client accepts gzip; else null. */
export function gzippedAnswer(text: string, acceptEncoding: string | undefined): string | null {
  return Buffer.byteLength(text) >= COMPRESS_MIN_BYTES && acceptsGzip(acceptEncoding) ? gzipSync(text).toString('base64') : null;
}

type Result = APIGatewayProxyStructuredResultV2;

/** `res`, whose text is large enough to be compressed, as it goes: with Vary, and gzipped when `gzipped` is given. */
export function sentAs(res: Result, gzipped: string | null): Result {
  const headers: Record<string, string | number | boolean> = { ...res.headers };
  // 'Vary' spelled as @middy/http-cors spells it, so both add to one header.
  headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
  return gzipped === null ? { ...res, headers } : { ...res, headers: { ...headers, 'content-encoding': 'gzip' }, body: gzipped, isBase64Encoded: true };
}

/** Compresses the answers not sent compressed already (http-lambda.ts's toResult sends a command's answer gzipped when it was gzipped during the write). */
export function gzipResponses(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  const compress = (request: middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>) => {
    const res = request.response;
    if (!res || typeof res.body !== 'string' || res.isBase64Encoded) return;
    if (Buffer.byteLength(res.body) < COMPRESS_MIN_BYTES) return;
    request.response = sentAs(res, gzippedAnswer(res.body, request.event.headers?.['accept-encoding']));
  };
  return { after: compress, onError: compress };
}

/**
 * `body` as JSON, gzipped when this request accepts gzip and it is large enough: for a route whose
 * answer is made while its write is in flight (a command's, see onLatestVersion), so that the
 * encoding waits on DynamoDB too instead of following it. http-lambda.ts's toResult sends it as it is.
 */
export function preparedJson(body: unknown, headers: Readonly<Record<string, string | undefined>>): PreparedJson {
  const text = JSON.stringify(body);
  return { text, gzipped: gzippedAnswer(text, headers['accept-encoding']) };
}
