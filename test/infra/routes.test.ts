/**
 * One list of routes, three places: the route table (what local/ serves and infra/ deploys), the
 * routes API Gateway actually gets, and openapi.yaml (what clients are told). They must agree.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as z from 'zod/mini';
import { paths } from '../../infra/paths.js';
import { routeTable } from '../../lambdas/http/route-table.js';
import { resourcesOfType, synthStack } from './support.js';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const OpenApi = z.looseObject({ paths: z.record(z.string(), z.record(z.string(), z.looseObject({ operationId: z.optional(z.string()) }))) });

function documented(): { key: string; operationId: string | undefined }[] {
  const doc = OpenApi.parse(parse(readFileSync(paths.openApi, 'utf8')));
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, operationId: op.operationId })),
  );
}

const sorted = (keys: string[]) => [...keys].sort();

describe('routes', () => {
  it('are the same in the route table, the synthesised API and openapi.yaml', () => {
    const { template } = synthStack();
    const fromTable = sorted(routeTable.map((r) => `${r.method} ${r.path}`));
    const deployed = sorted(Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Route')).map((r) => String(r.Properties.RouteKey)));
    const inOpenApi = sorted(documented().map((d) => d.key));

    expect(new Set(fromTable).size, 'no route is listed twice').toBe(fromTable.length);
    expect(deployed, 'every route is deployed, and nothing else').toEqual(fromTable);
    expect(inOpenApi, 'every route is documented, and every documented route is served').toEqual(fromTable);
  });

  it('carry the same operationIds in the route table and openapi.yaml', () => {
    const byKey = new Map(documented().map((d) => [d.key, d.operationId]));
    for (const r of routeTable) expect(byKey.get(`${r.method} ${r.path}`), `${r.method} ${r.path}`).toBe(r.operationId);
  });

  it('each have a handler file named after the operationId', () => {
    for (const r of routeTable) expect(existsSync(paths.httpHandler(r.operationId)), paths.httpHandler(r.operationId)).toBe(true);
  });
});
