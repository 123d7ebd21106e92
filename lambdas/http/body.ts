/** Reading a request body: size, media type, JSON syntax and nesting depth, each a clear 4xx. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { edgeProblem } from './problem.js';

export const MAX_BODY_BYTES = 64 * 1024;
export const MAX_JSON_DEPTH = 32;

export function readJsonBody(event: APIGatewayProxyEventV2, headers: Record<string, string | undefined>): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const buf = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (buf.byteLength > MAX_BODY_BYTES) {
    throw edgeProblem(413, 'payload-too-large', 'Body too large', `Request bodies are limited to ${MAX_BODY_BYTES} bytes; this one has ${buf.byteLength}.`);
  }
  const type = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== '' && type !== 'application/json' && !type.endsWith('+json')) {
    throw edgeProblem(415, 'unsupported-media-type', 'JSON expected', `Send the body as application/json (got ${type}).`);
  }
  let value: unknown;
  try {
    value = JSON.parse(buf.toString('utf8'));
  } catch (e) {
    throw edgeProblem(400, 'invalid-json', 'Malformed JSON', `The body is not valid JSON: ${(e as Error).message}`);
  }
  if (depthExceeds(value, MAX_JSON_DEPTH)) {
    throw edgeProblem(400, 'invalid-json', 'JSON nested too deeply', `JSON may be nested at most ${MAX_JSON_DEPTH} levels.`);
  }
  return value;
}

/** Iterative, so a hostile body cannot overflow the stack while being measured. */
function depthExceeds(root: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [v, d] = stack.pop() as [unknown, number];
    if (v === null || typeof v !== 'object') continue;
    if (d > max) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, d + 1]);
  }
  return false;
}
