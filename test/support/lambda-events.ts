/** Complete API Gateway (HTTP API, payload v2) events for tests that call a route's handler directly. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export interface EventParts {
  readonly method: string;
  /** The concrete path, e.g. `/games/g1/commands`. */
  readonly path: string;
  /** The route's template, e.g. `/games/{gameId}/commands` (defaults to the path). */
  readonly route?: string;
  readonly headers?: Record<string, string>;
  readonly pathParameters?: Record<string, string>;
  readonly body?: string;
}

export function apiEvent(parts: EventParts): APIGatewayProxyEventV2 {
  const routeKey = `${parts.method} ${parts.route ?? parts.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: parts.path,
    rawQueryString: '',
    headers: parts.headers ?? {},
    ...(parts.pathParameters ? { pathParameters: parts.pathParameters } : {}),
    isBase64Encoded: false,
    ...(parts.body === undefined ? {} : { body: parts.body }),
    requestContext: {
      accountId: '000000000000',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'test',
      http: { method: parts.method, path: parts.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'test-request',
      routeKey,
      stage: '$default',
      time: '01/Dec/2026:00:00:00 +0000',
      timeEpoch: 0,
    },
  };
}
