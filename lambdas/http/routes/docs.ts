/** Routes: the OpenAPI document and a human-readable page rendered from it. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { RouteImpl } from '../http-lambda.js';
import { renderDocsPage } from '../docs-page.js';

let cached: string | undefined;

/** openapi.yaml sits beside the bundle in Lambda (copied at bundling) and at the repo root locally. */
export function openApiText(): string {
  if (cached !== undefined) return cached;
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'openapi.yaml'), join(here, '../../../openapi.yaml'), join(process.cwd(), 'openapi.yaml')];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('openapi.yaml not found');
  cached = readFileSync(found, 'utf8');
  return cached;
}

export const getOpenApiRoute: RouteImpl = async () => ({ status: 200, raw: { contentType: 'application/yaml; charset=utf-8', text: openApiText() }, headers: { 'cache-control': 'public, max-age=300' } });

export const getDocsRoute: RouteImpl = async () => ({
  status: 200,
  raw: { contentType: 'text/html; charset=utf-8', text: renderDocsPage(parse(openApiText())) },
  headers: { 'cache-control': 'public, max-age=300' },
});
