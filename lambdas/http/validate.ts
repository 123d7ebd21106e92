/** Request validation helpers: zod for bodies, small parsers for headers and path/query values. */
import type { ZodMiniType } from 'zod/mini';
import type { Outcome } from '../app/outcome.js';
import { describeIssues } from '../app/issues.js';
import { edgeProblem, HttpProblem } from './problem.js';
import type { HttpResponse } from './request.js';

export function parseBody<T>(schema: ZodMiniType<T, unknown>, body: unknown): T {
  const out = schema.safeParse(body);
  if (!out.success) {
    throw edgeProblem(400, 'invalid-body', 'Invalid request body', describeIssues(out.error.issues), {
      issues: out.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })),
    });
  }
  return out.data;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function gameIdParam(params: Readonly<Record<string, string | undefined>>): string {
  const id = params.gameId ?? '';
  if (!ID.test(id)) throw edgeProblem(404, 'game-not-found', 'Game not found', `There is no game ${JSON.stringify(id).slice(0, 80)}.`);
  return id;
}

/** If-Match: `"12"`, `W/"12"` or `12`; absent → undefined. */
export function ifMatchHeader(headers: Readonly<Record<string, string | undefined>>): number | undefined {
  const raw = headers['if-match'];
  if (raw === undefined || raw.trim() === '*') return undefined;
  const m = /^\s*(?:W\/)?"?(\d{1,12})"?\s*$/.exec(raw);
  if (!m) throw edgeProblem(400, 'invalid-if-match', 'Malformed If-Match', 'If-Match must be the ETag of the game, e.g. "12".');
  return Number(m[1]);
}

export function idempotencyKeyHeader(headers: Readonly<Record<string, string | undefined>>): string | undefined {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(raw)) {
    throw edgeProblem(400, 'invalid-idempotency-key', 'Malformed Idempotency-Key', 'Idempotency-Key must be 1–255 visible ASCII characters.');
  }
  return raw;
}

export function intQuery(query: Readonly<Record<string, string | undefined>>, name: string, fallback: number, min: number, max: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,12}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw edgeProblem(400, 'invalid-query', 'Invalid query parameter', `${name} must be an integer from ${min} to ${max}.`);
  }
  return Number(raw);
}

/** Renders a use case's Outcome: the value as JSON, or its problem. */
export function respond<T>(outcome: Outcome<T>, shape: (value: T) => HttpResponse): HttpResponse {
  if (!outcome.ok) throw new HttpProblem(outcome.problem);
  return shape(outcome.value);
}

export const etag = (version: number) => `"${version}"`;
