// Every problem code a route can answer is in its documented enum: those that follow from what the
// route is (a path parameter, a token, a body) by construction, whatever its operation words say,
// and each operation's own. The spec fuzz (test/system/api-fuzz.test.ts) checks the answers themselves.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { productGames } from '../../../domain/games/registry.js';
import { buildOpenApi } from '../../../lambdas/http/openapi/document.js';
import { operationDocs } from '../../../lambdas/http/openapi/operations.js';
import { readsBody } from '../../../lambdas/http/route.js';
import { routeTable } from '../../../lambdas/http/route-table.js';
import { routeImpls } from '../../../lambdas/http/routes/index.js';

const Codes = z.looseObject({ allOf: z.tuple([z.unknown(), z.looseObject({ properties: z.looseObject({ code: z.looseObject({ enum: z.array(z.string()) }) }) })]) });
const Response = z.looseObject({ content: z.optional(z.record(z.string(), z.looseObject({ schema: z.unknown() }))) });
const Doc = z.looseObject({ paths: z.record(z.string(), z.record(z.string(), z.looseObject({ responses: z.record(z.string(), z.unknown()) }))) });
const doc = Doc.parse(buildOpenApi(productGames));

/** The codes documented for an operation, by status (a status whose codes vary, like a rule's, is absent). */
function documented(path: string, method: string): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const [status, response] of Object.entries(doc.paths[path]?.[method.toLowerCase()]?.responses ?? {})) {
    const schema = Response.safeParse(response).data?.content?.['application/problem+json']?.schema;
    const codes = Codes.safeParse(schema).data?.allOf[1].properties.code.enum;
    if (codes) out.set(Number(status), codes);
  }
  return out;
}

describe("openapi.yaml's problem codes", () => {
  it.each(routeTable.map((r) => [r.operationId, r] as const))('%s lists every code that follows from its path, token and body', (_id, route) => {
    const codes = documented(route.path, route.method);
    const expected: [number, string][] = [];
    if (route.path.includes('{')) expected.push([404, 'not-found']);
    if (route.auth) expected.push([401, 'unauthorized']);
    if (readsBody(routeImpls[route.operationId])) expected.push([400, 'invalid-json'], [400, 'invalid-body'], [413, 'payload-too-large'], [415, 'unsupported-media-type']);
    for (const [status, code] of expected) expect(codes.get(status) ?? [], `${route.operationId} ${status}`).toContain(code);
  });

  it.each(routeTable.map((r) => [r.operationId, r] as const))("%s lists every problem of its operation's words under its status", (_id, route) => {
    const codes = documented(route.path, route.method);
    const kinds = operationDocs[route.operationId].problems ?? [];
    // A status with a rule's rejection documents any code (the rule's own): nothing to list there.
    const open = new Set(kinds.filter((k) => k.code === undefined).map((k) => k.status));
    for (const kind of kinds) {
      if (!open.has(kind.status)) expect(codes.get(kind.status) ?? [], `${route.operationId} ${kind.status}`).toContain(kind.code);
    }
  });

  it('documents the 404 of a path that names no route as API Gateway answers it too', () => {
    const withParameter = routeTable.filter((r) => r.path.includes('{'));
    expect(withParameter.length).toBeGreaterThan(5);
    for (const route of withParameter) {
      const response = Response.parse(doc.paths[route.path]?.[route.method.toLowerCase()]?.responses['404']);
      expect(Object.keys(response.content ?? {}).sort(), route.operationId).toEqual(['application/json', 'application/problem+json']);
    }
  });
});
