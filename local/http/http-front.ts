/**
 * The local stand-in for API Gateway (HTTP API, payload v2): turns a Node request into the same
 * event a deployed route receives and calls the same middy handler.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { problemBody, problemHeaders, problems, type Problem } from '../../lambdas/app/core/problems.js';
import { CORS_EXPOSE, CORS_HEADERS, type HttpHandler } from '../../lambdas/http/http-lambda.js';
import { pathMatcher } from '../../lambdas/http/route-table.js';
import { readBody } from '../net.js';

/** API Gateway's own payload limit; our handlers enforce a much smaller one. */
const GATEWAY_MAX_BYTES = 10 * 1024 * 1024;

export interface LocalRoute {
  method: string;
  path: string;
  handler: HttpHandler;
}

export function fakeLambdaContext(name: string): Context {
  const started = Date.now();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, 29_000 - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** What API Gateway answers itself (no route, wrong method, too large): the same problem documents as the handlers. */
export function sendProblem(res: ServerResponse, p: Problem): void {
  res.writeHead(p.status, { ...problemHeaders(p), 'access-control-allow-origin': '*' });
  res.end(JSON.stringify(problemBody(p)));
}

export type ExtraRoutes = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

/**
 * How long an idle keep-alive connection stays open. Node's default (5 s) is close to what clients
 * keep one for (undici: the server's hint less 1–2 s), so on a loaded machine a request could go
 * out on a connection in the very moment the server closed it ("fetch failed" once, under load).
 * Long enough that a client always gives up an idle connection first, as in front of a load balancer.
 */
const KEEP_ALIVE_MS = 75_000;

export function createHttpFront(routes: readonly LocalRoute[], extra?: ExtraRoutes): Server {
  const matchers = routes.map((r) => ({ r, match: pathMatcher(r.path) }));
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = (req.method ?? 'GET').toUpperCase();
      // The runtime's own routes first: they answer every method themselves, preflights included
      // (with no CORS headers: they are not for web pages).
      if (extra && (await extra(req, res, url))) return;
      if (method === 'OPTIONS') {
        // API Gateway answers CORS preflights itself when CORS is configured.
        res.writeHead(204, {
          'access-control-allow-origin': req.headers.origin ?? '*',
          'access-control-allow-methods': 'GET,POST,PATCH,DELETE,OPTIONS',
          'access-control-allow-headers': CORS_HEADERS,
          'access-control-expose-headers': CORS_EXPOSE,
          'access-control-max-age': '600',
        });
        res.end();
        return;
      }
      const segments = url.pathname.split('/');
      const candidates = matchers.flatMap(({ r, match }) => {
        const params = match(segments);
        return params ? [{ r, params }] : [];
      });
      if (candidates.length === 0) return sendProblem(res, problems.notFound(`No route for ${url.pathname}. See /docs.`));
      const hit = candidates.find((c) => c.r.method === method);
      if (!hit) return sendProblem(res, problems.methodNotAllowed(method, url.pathname));
      const body = await readBody(req, GATEWAY_MAX_BYTES);
      if (body === 'too-large') return sendProblem(res, problems.payloadTooLarge());
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(',') : v;
      const query: Record<string, string> = {};
      for (const [k, v] of url.searchParams) query[k] = query[k] === undefined ? v : `${query[k]},${v}`;
      const routeKey = `${hit.r.method} ${hit.r.path}`;
      const event: APIGatewayProxyEventV2 = {
        version: '2.0',
        routeKey,
        rawPath: url.pathname,
        rawQueryString: url.search.slice(1),
        headers,
        queryStringParameters: Object.keys(query).length ? query : undefined,
        pathParameters: Object.keys(hit.params).length ? hit.params : undefined,
        isBase64Encoded: body.length > 0,
        body: body.length > 0 ? body.toString('base64') : undefined,
        requestContext: {
          accountId: '000000000000',
          apiId: 'local',
          domainName: req.headers.host ?? 'localhost',
          domainPrefix: 'local',
          http: { method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: req.headers['user-agent'] ?? '' },
          requestId: randomUUID(),
          routeKey,
          stage: '$default',
          time: new Date().toISOString(),
          timeEpoch: Date.now(),
        },
      };
      const out = await hit.r.handler(event, fakeLambdaContext(routeKey));
      const outHeaders: Record<string, string> = {};
      for (const [k, v] of Object.entries(out.headers ?? {})) outHeaders[k] = String(v);
      res.writeHead(out.statusCode ?? 200, outHeaders);
      res.end(out.body === undefined ? undefined : out.isBase64Encoded ? Buffer.from(out.body, 'base64') : out.body);
    } catch (e) {
      // Only a bug in the front itself lands here: the handlers answer their own errors.
      console.error('local front error', e);
      if (!res.headersSent) sendProblem(res, problems.internalError('The local front failed.'));
      else res.end();
    }
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node wants the headers timeout above the keep-alive one.
  server.headersTimeout = KEEP_ALIVE_MS + 5_000;
  return server;
}
