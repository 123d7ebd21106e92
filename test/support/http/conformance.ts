/**
 * Checks an HTTP answer against the OpenAPI document, as the shared test HTTP client sees every
 * answer: the status is documented for the operation, the media type too, a JSON body validates
 * against the documented schema (ajv, JSON Schema 2020-12), documented headers that are present
 * match theirs, a 304 has no body, and every error of ours is application/problem+json.
 *
 * The document is built by the same generator as openapi.yaml, over the test runtime's registry
 * (the product's games plus the test-only counter game), so the test game is checked too.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import * as z from 'zod/mini';
import type { GameRegistry } from '../../../domain/games/registry.js';
import { buildOpenApi } from '../../../lambdas/http/openapi/document.js';
import { matchPath, routeTable } from '../../../lambdas/http/route-table.js';

export interface Answer {
  readonly method: string;
  /** The path with its query, as requested. */
  readonly path: string;
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

export interface Conformance {
  /** What is wrong with an answer (empty when it conforms); a line per finding. */
  violations(answer: Answer): string[];
  /** `METHOD path status` of every answer to a documented operation checked so far. */
  readonly checked: readonly string[];
}

const Schema = z.record(z.string(), z.unknown());
const Media = z.looseObject({ schema: z.optional(Schema) });
const Response = z.looseObject({ content: z.optional(z.record(z.string(), Media)), headers: z.optional(z.record(z.string(), z.looseObject({ schema: z.optional(Schema) }))) });
const Operation = z.looseObject({ responses: z.record(z.string(), z.looseObject({ $ref: z.optional(z.string()) })) });
const Document = z.looseObject({
  paths: z.record(z.string(), z.record(z.string(), Operation)),
  components: z.looseObject({ responses: z.record(z.string(), Response), headers: z.record(z.string(), z.looseObject({ schema: z.optional(Schema) })) }),
});

/** `#/components/x/Name` → the thing; anything else as it is. */
function resolve<T>(doc: z.infer<typeof Document>, value: { $ref?: string | undefined } & T, parse: (v: unknown) => T): T {
  const ref = value.$ref;
  if (ref === undefined) return value;
  const [, , kind, name] = ref.split('/');
  const target = kind === 'responses' ? doc.components.responses[name ?? ''] : kind === 'headers' ? doc.components.headers[name ?? ''] : undefined;
  if (target === undefined) throw new Error(`unresolved ${ref}`);
  return parse(target);
}

export function conformance(games: GameRegistry): Conformance {
  const raw = buildOpenApi(games);
  const doc = Document.parse(raw);
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ ...raw, $id: 'openapi' });
  const validators = new Map<string, ValidateFunction>();
  const validator = (pointer: string) => {
    let v = validators.get(pointer);
    if (!v) {
      v = ajv.compile({ $ref: `openapi#${pointer}` });
      validators.set(pointer, v);
    }
    return v;
  };
  const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  const checked: string[] = [];

  function violations(a: Answer): string[] {
    const [pathOnly = a.path] = a.path.split('?');
    const type = (a.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    const route = routeTable.find((r) => r.method === a.method && matchPath(r.path, pathOnly));
    const found: string[] = [];
    if (!route) {
      // Not an operation (the local runtime's own routes, an unknown path, a wrong method): our errors are still problems.
      if (a.status >= 400 && !pathOnly.startsWith('/_local/') && type !== 'application/problem+json') found.push(`${a.method} ${a.path} ${a.status}: an error as ${type || 'no media type'}, not application/problem+json`);
      return found;
    }
    const where = `${a.method} ${route.path} ${a.status}`;
    checked.push(where);
    const op = doc.paths[route.path]?.[a.method.toLowerCase()];
    const listed = op?.responses[String(a.status)];
    if (!op || !listed) return [`${where}: status not documented for ${route.operationId}`];
    const response = resolve(doc, listed, (v) => Response.parse(v));
    if (a.status >= 400 && type !== 'application/problem+json') found.push(`${where}: an error as ${type || 'no media type'}, not application/problem+json`);
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = a.headers.get(name);
      const schema = resolve(doc, header, (v) => z.looseObject({ schema: z.optional(Schema) }).parse(v)).schema;
      // A header is text on the wire: an integer header's value is read as the number it spells.
      const typed = value !== null && schema?.type === 'integer' && /^\d+$/.test(value) ? Number(value) : value;
      if (value !== null && schema && !ajv.validate(schema, typed)) found.push(`${where}: header ${name}: ${JSON.stringify(value)} does not match ${JSON.stringify(schema)}`);
    }
    if (!response.content) {
      if (a.text !== '') found.push(`${where}: a body where none is documented`);
      return found;
    }
    const media = response.content[type];
    if (!media) return [...found, `${where}: ${type || 'no media type'} is not documented (${Object.keys(response.content).join(', ')})`];
    if (type.endsWith('json')) {
      let body: unknown;
      try {
        body = JSON.parse(a.text);
      } catch {
        return [...found, `${where}: the body is not JSON`];
      }
      const pointer = listed.$ref
        ? `/components/responses/${escape(listed.$ref.split('/').pop() ?? '')}/content/${escape(type)}/schema`
        : `/paths/${escape(route.path)}/${a.method.toLowerCase()}/responses/${a.status}/content/${escape(type)}/schema`;
      const check = validator(pointer);
      if (!check(body)) found.push(`${where}: body does not match: ${ajv.errorsText(check.errors?.slice(0, 4))} — ${a.text.slice(0, 300)}`);
    }
    return found;
  }

  return { violations, checked };
}
