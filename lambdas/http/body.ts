/** Reading a request body: size, media type, JSON syntax and nesting depth, each a clear 4xx. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { problems } from '../app/problems.js';
import { HttpProblem } from './problem.js';

const MAX_BODY_BYTES = 64 * 1024;
const MAX_JSON_DEPTH = 32;

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
  if (depthExceeds(value, MAX_JSON_DEPTH)) {
    throw new HttpProblem(problems.invalidJson({ maxDepth: MAX_JSON_DEPTH }));
  }
  return value;
}

/** Iterative, so a hostile body cannot overflow the stack while being measured. */
function depthExceeds(root: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[root, 1]];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const [v, d] = top;
    if (v === null || typeof v !== 'object') continue;
    if (d > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d + 1]);
  }
  return false;
}
