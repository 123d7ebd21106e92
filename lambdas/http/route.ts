/**
 * A route implementation: what it declares (whether it needs a token, the schema of its body) and
 * what it then receives, typed from that declaration. An authenticated route gets the caller as a
 * non-null player, and a route with a body schema gets the parsed body; the middy stack
 * (http-lambda.ts) guarantees both before the implementation runs, or answers with a problem.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ZodMiniType } from 'zod/mini';
import type { AppContext } from '../app/core/context.js';
import type { PlayerRecord } from '../app/core/model.js';
import type { Caller } from '../app/core/ports.js';

export interface RouteRequest<Auth extends boolean, Body> {
  readonly event: APIGatewayProxyEventV2;
  /** Lower-cased header names. */
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly pathParameters: Readonly<Record<string, string | undefined>>;
  readonly query: Readonly<Record<string, string | undefined>>;
  /** The body parsed by the route's schema; with `rawBody`, the JSON as sent; else undefined (a body sent anyway is ignored). */
  readonly body: Body;
  /** The authenticated caller on routes with `auth: true`; null on public routes. */
  readonly player: Auth extends true ? PlayerRecord : null;
  /** Which of the caller's tokens the request came with (routes with `auth: true`). */
  readonly tokenId: Auth extends true ? string : null;
  /**
   * The verified caller as the token check left it (routes with `auth: true`): hand this to a use
   * case, not a Caller rebuilt from `player` and `tokenId`, which would lose `fresh` (whether the
   * record was read in this request) and make storedRecordOf read the player a second time.
   */
  readonly caller: Auth extends true ? Caller : null;
}

/** A JSON answer's text, and its gzip (base64) when the client accepts gzip and it is large enough (else null). */
export interface PreparedJson {
  readonly text: string;
  readonly gzipped: string | null;
}

/** What a route may read ahead from: the request's path and query, and the player the token names (not yet checked). */
export interface ReadAheadRequest {
  readonly pathParameters: Readonly<Record<string, string | undefined>>;
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly claimedPlayerId: string;
}

export interface HttpResponse {
  readonly status: number;
  readonly body?: unknown;
  /** `body` as JSON, made already (a command's answer, made while its write was in flight: preparedJson in http-lambda.ts). */
  readonly json?: PreparedJson;
  /** Already-serialised body with its content type (YAML, HTML). */
  readonly raw?: { readonly contentType: string; readonly text: string };
  readonly headers?: Readonly<Record<string, string>>;
}

export interface RouteOptions<Auth extends boolean, Body> {
  /** Must agree with the route table's `auth` for the operation (routes/index.ts checks it). */
  readonly auth: Auth;
  /**
   * Parses the JSON body; a body it refuses is a 400 invalid-body. The schema, or what builds it on
   * first use (builtOnce): a route module's other routes share its bundle, and a schema built at
   * import is paid on every cold start of each.
   */
  readonly body?: ZodMiniType<Body, unknown> | (() => ZodMiniType<Body, unknown>);
  /** The route reads a JSON body without a schema of its own (the use case judges it). */
  readonly rawBody?: true;
  /**
   * For a route whose use case begins with a read the token check does not decide (a game's newest
   * version, the caller's list): a context in which that read is already under way, started while
   * the shell checks the token (app/games/read-ahead.ts). Given only a request with a well-formed bearer
   * token, and the player that token names, not yet checked. It must not throw: a request it cannot
   * read ahead for (a bad id, a bad query value) keeps `ctx`, and the route answers as it would.
   */
  readonly readAhead?: (ctx: AppContext, request: ReadAheadRequest) => AppContext;
}

/** The route's body schema, built now if it is built on first use. */
export function bodySchema<Body>(route: Pick<RouteOptions<boolean, Body>, 'body'>): ZodMiniType<Body, unknown> | undefined {
  return typeof route.body === 'function' ? route.body() : route.body;
}

/** Whether a route reads the request body at all (size, media type and JSON syntax are then checked: 400, 413, 415). */
export function readsBody(route: Pick<RouteOptions<boolean, unknown>, 'body' | 'rawBody'>): boolean {
  return route.body !== undefined || route.rawBody === true;
}

export interface RouteDefinition<Auth extends boolean, Body> extends RouteOptions<Auth, Body> {
  // Method syntax on purpose: a definition with a narrower body or player type is still a route
  // (the middy stack hands each definition exactly what its own options promise).
  handle(req: RouteRequest<Auth, Body>, ctx: AppContext): Promise<HttpResponse>;
}

/** Any route, whatever it declares: what the middy stack and the route collection hold. */
export type AnyRoute = RouteDefinition<boolean, unknown>;

/**
 * A route's definition. Each call carries a `@__PURE__` annotation where it is made, so that a route's
 * Lambda bundle drops the other routes of the same module and the use cases only they import
 * (esbuild does not carry a function's own no-side-effects mark across modules).
 */
export function defineRoute<Auth extends boolean, Body = unknown>(
  options: RouteOptions<Auth, Body>,
  handle: (req: RouteRequest<Auth, Body>, ctx: AppContext) => Promise<HttpResponse>,
): RouteDefinition<Auth, Body> {
  return { ...options, handle };
}
