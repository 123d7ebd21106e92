/** Routes: the OpenAPI document and a human-readable page rendered from it. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { renderDocsPage } from '../docs-page.js';
import { defineRoute } from '../route.js';

let cached: string | undefined;

/** openapi.yaml sits beside the bundle in Lambda (the route table lists it in `files`) and at the repo root locally. */
function openApiText(): string {
  if (cached !== undefined) return cached;
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'openapi.yaml'), join(here, '../../../openapi.yaml'), join(process.cwd(), 'openapi.yaml')];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('openapi.yaml not found');
  cached = readFileSync(found, 'utf8');
  return cached;
}

const CACHE_FIVE_MINUTES = { 'cache-control': 'public, max-age=300' };

export const getOpenApiRoute = defineRoute({ auth: false }, async () => ({
  status: 200,
  raw: { contentType: 'application/yaml; charset=utf-8', text: openApiText() },
  headers: CACHE_FIVE_MINUTES,
}));

let page: string | undefined;

export const getDocsRoute = defineRoute({ auth: false }, async () => {
  // Rendered once per process: parsing the document is most of the work, and it never changes.
  page ??= renderDocsPage(parse(openApiText()));
  return { status: 200, raw: { contentType: 'text/html; charset=utf-8', text: page }, headers: CACHE_FIVE_MINUTES };
});
