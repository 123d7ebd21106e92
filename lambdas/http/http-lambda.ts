/**
 * The middy stack every HTTP route runs in: header normalisation, CORS, body parsing, bearer
 * auth, and problem+json for every error. Route implementations stay thin: parse, call one use
 * case, shape the answer.
 */
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import httpCors from '@middy/http-cors';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { authenticate, playerIdOfToken } from '../app/accounts/auth.js';
import type { AppContext } from '../app/core/context.js';
import { problems } from '../app/core/problems.js';
import { readJsonBody } from './body.js';
import { gzipResponses, sentAs } from './compress.js';
import { logger } from '../logger.js';
import { HttpProblem, NO_SNIFFING, problemResponse } from './problem.js';
import { bodySchema, readsBody, type AnyRoute, type HttpResponse, type ReadAheadRequest } from './route.js';

// Human-readable validation messages ("Unrecognized key: \"x\"") instead of "Invalid input".
z.config(en());

/** A route's Lambda handler, as API Gateway (HTTP API, payload v2) and local/'s front call it. */
export type HttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export const CORS_HEADERS = 'Authorization,Content-Type,If-Match,If-None-Match,Idempotency-Key';
export const CORS_EXPOSE = 'ETag,Location,Idempotent-Replayed,Retry-After';

function corsOrigins(): string[] {
  return (process.env.CORS_ORIGINS ?? '*').split(',').map((o) => o.trim()).filter(Boolean);
}

export function httpLambda(route: AnyRoute, context: () => AppContext): HttpHandler {
  // Each request's context with its read already under way (see the returned handler).
  const readingFor = new WeakMap<APIGatewayProxyEventV2, AppContext>();
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpHeaderNormalizer())
    .use(httpCors({ origins: corsOrigins(), headers: CORS_HEADERS, exposeHeaders: CORS_EXPOSE, methods: 'GET,POST,PATCH,DELETE,OPTIONS', maxAge: 600 }))
    .use(gzipResponses())
    .use(problemErrors())
    .handler(async (event) => {
      const ctx = context();
      const headers: Readonly<Record<string, string | undefined>> = event.headers ?? {};
      // Size, media type and JSON syntax first, then the token, then the body's shape. A route
      // that takes no body ignores one sent anyway (a GET with a body means nothing more).
      const json = readsBody(route) ? readJsonBody(event, headers) : undefined;
      const pathParameters = event.pathParameters ?? {};
      const query = event.queryStringParameters ?? {};
      const routeCtx = readingFor.get(event) ?? ctx;
      const caller = route.auth ? await requireCaller(ctx, headers) : null;
      const schema = bodySchema(route);
      const body = schema ? parseBody(schema, json) : json;
      const request = { event, headers, pathParameters, query, body };
      const res = await route.handle({ ...request, player: caller?.player ?? null, tokenId: caller?.tokenId ?? null, caller }, routeCtx);
      return toResult(res);
    });
  if (!route.readAhead) return (event, lambdaContext) => handler(event, lambdaContext);
  const readAhead = route.readAhead;
  // The route's first read starts before anything else, the middlewares included: they, the body's
  // parsing and the token check then run while it is away (a command's Query left 0.06 ms sooner
  // than when it was started in the handler, bench/HISTORY.md).
  return async (event, lambdaContext) => {
    const reading = readFirst(readAhead, context, event);
    if (reading) {
      readingFor.set(event, reading);
      // Let the read go out first: Node writes a request to a kept-alive socket on a later tick,
      // after the microtasks that follow, so without this the middlewares and the token check ran
      // before the read was even sent instead of while it is away.
      await new Promise<void>((sent) => setImmediate(sent));
    }
    return handler(event, lambdaContext);
  };
}

function parseBody<T>(schema: z.ZodMiniType<T, unknown>, body: unknown): T {
  const out = schema.safeParse(body);
  if (!out.success) throw new HttpProblem(problems.invalidBody(out.error.issues));
  return out.data;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The route's first read started for `event`, or null when nothing is read ahead (or the context cannot be made: the handler meets that and answers it). */
function readFirst(readAhead: NonNullable<AnyRoute['readAhead']>, context: () => AppContext, event: APIGatewayProxyEventV2): AppContext | null {
  let ctx: AppContext;
  try {
    ctx = context();
  } catch {
    return null;
  }
  const reading = readingAhead(readAhead, ctx, { pathParameters: event.pathParameters ?? {}, query: event.queryStringParameters ?? {} }, event.headers ?? {});
  return reading === ctx ? null : reading;
}

/** The route's first read, started before the token is checked, when the request has a well-formed bearer token (else nothing is read ahead). */
function readingAhead(
  readAhead: NonNullable<AnyRoute['readAhead']>,
  ctx: AppContext,
  request: Omit<ReadAheadRequest, 'claimedPlayerId'>,
  headers: Readonly<Record<string, string | undefined>>,
): AppContext {
  const token = BEARER.exec(headers.authorization ?? '')?.[1];
  const claimedPlayerId = token === undefined ? null : playerIdOfToken(token);
  return claimedPlayerId === null ? ctx : readAhead(ctx, { ...request, claimedPlayerId });
}

async function requireCaller(ctx: AppContext, headers: Readonly<Record<string, string | undefined>>) {
  const header = headers.authorization;
  if (!header) throw new HttpProblem(problems.unauthorized('no-token'));
  const token = BEARER.exec(header)?.[1];
  if (token === undefined) throw new HttpProblem(problems.unauthorized('not-bearer'));
  const caller = await authenticate(ctx.players, ctx.tokens, token, ctx.clock.now().getTime());
  if (!caller) throw new HttpProblem(problems.unauthorized('invalid-token'));
  return caller;
}

function toResult(res: HttpResponse): APIGatewayProxyStructuredResultV2 {
  if (res.raw) return { statusCode: res.status, headers: { 'content-type': res.raw.contentType, ...NO_SNIFFING, ...res.headers }, body: res.raw.text };
  if (res.body === undefined) return { statusCode: res.status, headers: { ...res.headers } };
  // JSON answers are for the caller alone and change with every move: not stored unless a route says otherwise.
  const result = { statusCode: res.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...NO_SNIFFING, ...res.headers }, body: res.json?.text ?? JSON.stringify(res.body) };
  // Gzipped already: the compressing middleware leaves a base64 body as it is.
  return res.json?.gzipped ? sentAs(result, res.json.gzipped) : result;
}

/** Every error becomes problem+json; only our own faults are 5xx, and they are logged. */
function problemErrors(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    onError: async (request) => {
      const err = request.error;
      if (err instanceof HttpProblem) {
        request.response = problemResponse(err.problem);
        return;
      }
      logger.error('unhandled error', { route: request.event?.routeKey, error: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err) });
      const throttled = err instanceof Error && /Throttl|ProvisionedThroughputExceeded|RequestLimitExceeded/.test(err.name);
      request.response = problemResponse(throttled ? problems.serviceBusy() : problems.internalError());
    },
  };
}
