/**
 * `tsx scripts/render-docs.ts <out.html>`: renders the docs page from openapi.yaml (repository
 * root) into a file. infra's BundledFunction runs it after bundling the /docs route, so the page
 * ships ready-made beside the code and the function neither parses YAML nor renders at cold start.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderDocsFromYaml } from '../lambdas/http/docs-page.js';

const out = process.argv[2];
if (!out) throw new Error('usage: tsx scripts/render-docs.ts <out.html>');
writeFileSync(out, renderDocsFromYaml(readFileSync(join(resolve(import.meta.dirname, '..'), 'openapi.yaml'), 'utf8')));
