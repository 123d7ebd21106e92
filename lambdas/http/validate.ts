/**
 * Parsers for headers and path/query values, and the rendering of a use case's Outcome. Each
 * value's rule is one zod schema, used here to validate and by the OpenAPI generator to document
 * it, so what the server accepts and what openapi.yaml says cannot differ.
 */
import * as z from 'zod/mini';
import { builtOnce } from '../../domain/engine/built-once.js';
import type { Outcome } from '../app/core/outcome.js';
import { problems } from '../app/core/problems.js';
import { HISTORY_PAGE } from '../app/games/read-game.js';
import { HttpProblem } from './problem.js';
import type { HttpResponse, ReadAheadRequest } from './route.js';
import type { AppContext } from '../app/core/context.js';
import { readingGameAhead, readingGameAheadUnlessRemembered, readingVersionAhead } from '../app/games/read-ahead.js';

type Values = Readonly<Record<string, string | undefined>>;

/** A game id in a path; anything else cannot name a game (404). */
export const GameIdParam = /* @__PURE__ */ builtOnce(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/), z.describe('The game id returned when the game was created.')),
);

/** If-Match: the ETag as sent back (`"12"`), also weak (`W/"12"`), bare (`12`) or `*` (any version). */
export const IfMatchHeader = /* @__PURE__ */ builtOnce(() =>
  z
    .string()
    .check(z.regex(/^\s*(?:\*|(?:W\/)?"?\d{1,12}"?)\s*$/), z.describe('The game\'s ETag as you saw it, e.g. `"12"` (also `W/"12"`, `12`, or `*` for any version). A stale one is answered with 412.')),
);

/** Idempotency-Key: 1–255 visible ASCII characters, chosen by the client, one per intended command. */
export const IdempotencyKeyHeader = /* @__PURE__ */ builtOnce(() =>
  z
    .string()
    .check(
      z.regex(/^[\x21-\x7e]{1,255}$/),
      z.describe('1–255 visible ASCII characters, unique per intended request. A retry with the same key returns the first answer and changes nothing.'),
    ),
);

/** If-None-Match on a game: any value is accepted; it matches when it lists the current ETag (weakly) or is `*`. */
export const IfNoneMatchHeader = /* @__PURE__ */ builtOnce(() =>
  z
    .string()
    .check(z.describe('ETags you already hold, e.g. `"12"`. When one is the current version the answer is 304 with no body.')),
);

/** An integer query value, its bounds, and what it means. */
export interface IntQuery {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly schema: z.ZodMiniType<number, number>;
}

export function intQueryValue(name: string, min: number, max: number, description: string): IntQuery {
  // Built on first use, as the schemas above: a route reads only its own query values.
  const schema = builtOnce(() => z.int().check(z.minimum(min), z.maximum(max), z.describe(description)));
  return {
    name,
    min,
    max,
    get schema() {
      return schema();
    },
  };
}

export const HistoryAfterQuery = intQueryValue('after', 0, 1e12, 'Only versions after this one (`0` leaves out the creation, version 0). Omit it for the whole history.');
export const HistoryLimitQuery = intQueryValue('limit', 1, HISTORY_PAGE.max, `At most this many versions (default ${HISTORY_PAGE.default}).`);

export function gameIdParam(params: Values): string {
  const id = wellFormedGameId(params);
  if (id === undefined) throw new HttpProblem(problems.gameNotFound(params.gameId ?? ''));
  return id;
}

/** The path's game id when it is well formed, else undefined. */
function wellFormedGameId(params: Values): string | undefined {
  const id = params.gameId ?? '';
  return GameIdParam().safeParse(id).success ? id : undefined;
}

/** A game route's read ahead (RouteOptions.readAhead): the newest version of the game in its path, if the id is well formed. */
export function gameInPath(ctx: AppContext, request: ReadAheadRequest): AppContext {
  const gameId = wellFormedGameId(request.pathParameters);
  return gameId === undefined ? ctx : readingGameAhead(ctx, gameId);
}

/** The same for a route whose use case decides through onLatestVersion: nothing is read when this process remembers the game. */
export function gameInPathUnlessRemembered(ctx: AppContext, request: ReadAheadRequest): AppContext {
  const gameId = wellFormedGameId(request.pathParameters);
  return gameId === undefined ? ctx : readingGameAheadUnlessRemembered(ctx, gameId);
}

export const VersionParam = /* @__PURE__ */ builtOnce(() =>
  z.string().check(z.regex(/^(0|[1-9][0-9]{0,11})$/), z.describe('A version of the game: 0 is its creation; the ETag names the newest.')),
);

/** GET /games/{gameId}/versions/{version}'s read ahead: that version, if the id and the version are well formed. */
export function versionInPath(ctx: AppContext, request: ReadAheadRequest): AppContext {
  const gameId = wellFormedGameId(request.pathParameters);
  const version = wellFormedVersion(request.pathParameters);
  return gameId === undefined || version === undefined ? ctx : readingVersionAhead(ctx, gameId, version);
}

/** The path's version when it is a version number, else undefined. */
function wellFormedVersion(params: Values): number | undefined {
  const raw = params.version ?? '';
  return VersionParam().safeParse(raw).success ? Number(raw) : undefined;
}

/** A version in a path; not a version number → 404, as for an unknown game. */
export function versionParam(params: Values, gameId: string): number {
  const version = wellFormedVersion(params);
  if (version === undefined) throw new HttpProblem(problems.versionNotFound(gameId, 0));
  return version;
}

/** The version If-Match names; absent or `*` → undefined. */
export function ifMatchHeader(headers: Values): number | undefined {
  const raw = headers['if-match'];
  if (raw === undefined) return undefined;
  if (!IfMatchHeader().safeParse(raw).success) throw new HttpProblem(problems.invalidIfMatch());
  const digits = /\d+/.exec(raw)?.[0];
  return digits === undefined ? undefined : Number(digits);
}

export function idempotencyKeyHeader(headers: Values): string | undefined {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return undefined;
  if (!IdempotencyKeyHeader().safeParse(raw).success) throw new HttpProblem(problems.invalidIdempotencyKey());
  return raw;
}

/** Whether If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function ifNoneMatches(headers: Values, etagValue: string): boolean {
  const raw = headers['if-none-match'];
  if (raw === undefined) return false;
  if (raw.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return raw.split(',').some((tag) => opaque(tag) === opaque(etagValue));
}

/** An integer written in decimal digits within the query's bounds; absent or empty → `fallback`. */
export function intQuery(query: Values, q: IntQuery, fallback: number): number {
  const raw = query[q.name];
  if (raw === undefined || raw === '') return fallback;
  const parsed = /^\d{1,13}$/.test(raw) ? q.schema.safeParse(Number(raw)) : undefined;
  if (!parsed?.success) throw new HttpProblem(problems.invalidQuery(q.name, q.min, q.max));
  return parsed.data;
}

/** Renders a use case's Outcome: the value as JSON, or its problem. */
export function respond<T>(outcome: Outcome<T>, shape: (value: T) => HttpResponse): HttpResponse {
  if (!outcome.ok) throw new HttpProblem(outcome.problem);
  return shape(outcome.value);
}

export const etag = (version: number) => `"${version}"`;
