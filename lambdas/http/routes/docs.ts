/**
 * Routes: the OpenAPI document and the API reference built from it. Both are files the route only
 * reads: openapi.yaml as generated, docs.html built from it by Redocly at bundle time (infra's
 * BundledFunction runs scripts/build-docs.mjs), so the page's function loads no YAML parser and
 * does no rendering at cold start. Locally, local/http/docs-route.ts serves the page built the same way.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineRoute, type HttpResponse } from '../route.js';

const read = new Map<string, string>();

/** A file beside the bundle in Lambda (the route table lists it in `files`), else at the repository root (local runs). */
export function besideTheCode(name: string): string {
  const kept = read.get(name);
  if (kept !== undefined) return kept;
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, name), join(here, '../../..', name), join(process.cwd(), name)];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`${name} not found beside the code`);
  const text = readFileSync(found, 'utf8');
  read.set(name, text);
  return text;
}

const CACHE_FIVE_MINUTES = { 'cache-control': 'public, max-age=300' };

/** The docs page's answer, however the page was made. */
export function docsAnswer(html: string): HttpResponse {
  return { status: 200, raw: { contentType: 'text/html; charset=utf-8', text: html }, headers: CACHE_FIVE_MINUTES };
}

export const getOpenApiRoute = /* @__PURE__ */ defineRoute({ auth: false }, async () => ({
  status: 200,
  raw: { contentType: 'application/yaml; charset=utf-8', text: besideTheCode('openapi.yaml') },
  headers: CACHE_FIVE_MINUTES,
}));

export const getDocsRoute = /* @__PURE__ */ defineRoute({ auth: false }, async () => docsAnswer(besideTheCode('docs.html')));
