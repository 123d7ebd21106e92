/** Small parsers for headers and path/query values, and the rendering of a use case's Outcome. */
import type { Outcome } from '../app/outcome.js';
import { problems } from '../app/problems.js';
import { HttpProblem } from './problem.js';
import type { HttpResponse } from './route.js';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function gameIdParam(params: Readonly<Record<string, string | undefined>>): string {
  const id = params.gameId ?? '';
  if (!ID.test(id)) throw new HttpProblem(problems.gameNotFound(id));
  return id;
}

/** If-Match: `"12"`, `W/"12"` or `12`; absent → undefined. */
export function ifMatchHeader(headers: Readonly<Record<string, string | undefined>>): number | undefined {
  const raw = headers['if-match'];
  if (raw === undefined || raw.trim() === '*') return undefined;
  const m = /^\s*(?:W\/)?"?(\d{1,12})"?\s*$/.exec(raw);
  if (!m) throw new HttpProblem(problems.invalidIfMatch());
  return Number(m[1]);
}

export function idempotencyKeyHeader(headers: Readonly<Record<string, string | undefined>>): string | undefined {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,255}$/.test(raw)) throw new HttpProblem(problems.invalidIdempotencyKey());
  return raw;
}

export function intQuery(query: Readonly<Record<string, string | undefined>>, name: string, fallback: number, min: number, max: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,12}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new HttpProblem(problems.invalidQuery(name, min, max));
  }
  return Number(raw);
}

/** Renders a use case's Outcome: the value as JSON, or its problem. */
export function respond<T>(outcome: Outcome<T>, shape: (value: T) => HttpResponse): HttpResponse {
  if (!outcome.ok) throw new HttpProblem(outcome.problem);
  return shape(outcome.value);
}

export const etag = (version: number) => `"${version}"`;
