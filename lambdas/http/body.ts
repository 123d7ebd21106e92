/**
 * Reading a request body: size, media type, JSON syntax, nesting depth and forbidden keys, each a
 * clear 4xx.
 *
 * `__proto__`, `constructor` and `prototype` are refused as keys anywhere in a body: JSON.parse makes
 * `__proto__` an own key, but any later copy of the object (a spread, zod's z.record) turns it into
 * the copy's prototype, so `{"options":{"__proto__":{"players":9}}}` would slip past a strict schema
 * as an empty object that inherits `players`. No body of this API uses those names.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { problems } from '../app/core/problems.js';
import { HttpProblem } from './problem.js';

const MAX_BODY_BYTES = 64 * 1024;
const MAX_JSON_DEPTH = 32;
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function readJsonBody(event: APIGatewayProxyEventV2, headers: Record<string, string | undefined>): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const buf = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (buf.byteLength > MAX_BODY_BYTES) {
    throw new HttpProblem(problems.payloadTooLarge({ bytes: buf.byteLength, limit: MAX_BODY_BYTES }));
  }
  const type = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== '' && type !== 'application/json' && !type.endsWith('+json')) {
    throw new HttpProblem(problems.unsupportedMediaType(type));
  }
  let value: unknown;
  try {
    value = JSON.parse(buf.toString('utf8'));
  } catch (e) {
    throw new HttpProblem(problems.invalidJson({ syntax: e instanceof Error ? e.message : String(e) }));
  }
  const flaw = inspect(value, MAX_JSON_DEPTH);
  if (flaw === 'too-deep') throw new HttpProblem(problems.invalidJson({ maxDepth: MAX_JSON_DEPTH }));
  if (flaw !== null) {
    throw new HttpProblem(problems.invalidBody([{ path: flaw.path, message: `The key ${JSON.stringify(flaw.key)} is not allowed anywhere in a body.` }]));
  }
  return value;
}

type Flaw = 'too-deep' | { readonly key: string; readonly path: readonly PropertyKey[] };

/** Too deep, or a forbidden key (with where it is). Iterative, so a hostile body cannot overflow the stack while being measured. */
function inspect(root: unknown, maxDepth: number): Flaw | null {
  const stack: [unknown, readonly PropertyKey[]][] = [[root, []]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [v, path] = top;
    if (v === null || typeof v !== 'object') continue;
    if (path.length >= maxDepth) return 'too-deep';
    if (Array.isArray(v)) {
      v.forEach((child, i) => stack.push([child, [...path, i]]));
      continue;
    }
    for (const [key, child] of Object.entries(v)) {
      if (FORBIDDEN_KEYS.has(key)) return { key, path: [...path, key] };
      stack.push([child, [...path, key]]);
    }
  }
  return null;
}
