/**
 * A self-contained HTML page generated from openapi.yaml: no CDN, no script, so it renders
 * anywhere (including the local runtime with no network).
 */
import { parse } from 'yaml';
import * as z from 'zod/mini';
import { escapeMarkup as esc } from './markup.js';

// The part of an OpenAPI document the page shows; anything else in the document is let through.
const Media = z.looseObject({
  example: z.optional(z.unknown()),
  examples: z.optional(z.record(z.string(), z.looseObject({ value: z.optional(z.unknown()) }))),
});
const Content = z.optional(z.record(z.string(), Media));
const Operation = z.looseObject({
  operationId: z.optional(z.string()),
  summary: z.optional(z.string()),
  description: z.optional(z.string()),
  security: z.optional(z.array(z.unknown())),
  parameters: z.optional(z.array(z.looseObject({ name: z.optional(z.string()), in: z.optional(z.string()), required: z.optional(z.boolean()), description: z.optional(z.string()) }))),
  requestBody: z.optional(z.looseObject({ content: Content })),
  responses: z.optional(z.record(z.string(), z.looseObject({ description: z.optional(z.string()), content: Content }))),
});
const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;
const PathItem = z.looseObject({ get: z.optional(Operation), post: z.optional(Operation), patch: z.optional(Operation), put: z.optional(Operation), delete: z.optional(Operation) });
const OpenApiDoc = z.looseObject({
  info: z.optional(z.looseObject({ title: z.optional(z.string()), version: z.optional(z.string()), description: z.optional(z.string()) })),
  paths: z.optional(z.record(z.string(), PathItem)),
});

function example(media: z.infer<typeof Media> | undefined): string {
  if (!media) return '';
  const ex = media.example ?? Object.values(media.examples ?? {})[0]?.value;
  return ex === undefined ? '' : `<pre>${esc(JSON.stringify(ex, null, 2))}</pre>`;
}

export function renderDocsPage(document: unknown): string {
  const doc = OpenApiDoc.parse(document);
  const info = doc.info ?? {};
  const ops: string[] = [];
  const toc: string[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const id = esc(op.operationId ?? `${method}-${path}`);
      toc.push(`<li><a href="#${id}"><code>${method.toUpperCase()} ${esc(path)}</code></a> — ${esc(op.summary)}</li>`);
      const params = (op.parameters ?? [])
        .map((p) => `<li><code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? ', required' : ''}) — ${esc(p.description)}</li>`)
        .join('');
      const reqBody = op.requestBody?.content?.['application/json'];
      const responses = Object.entries(op.responses ?? {})
        .map(([code, r]) => {
          const content = r.content ?? {};
          const media = content['application/json'] ?? content['application/problem+json'];
          return `<li><b>${esc(code)}</b> ${esc(r.description)}${example(media)}</li>`;
        })
        .join('');
      ops.push(`<section id="${id}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>
<p><b>${esc(op.summary)}</b></p>${op.description ? `<p>${esc(op.description).replace(/\n\n/g, '</p><p>')}</p>` : ''}
${op.security && op.security.length === 0 ? '<p><i>No token needed.</i></p>' : ''}
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}
${reqBody ? `<h4>Request body</h4>${example(reqBody)}` : ''}
<h4>Responses</h4><ul>${responses}</ul></section>`);
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(info.title)} API</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
pre{background:#f4f4f4;padding:.6rem;overflow:auto;font-size:13px}section{border-top:1px solid #ddd;padding-top:.5rem}
.m{display:inline-block;padding:0 .4rem;border-radius:3px;color:#fff;font-size:13px}.get{background:#2a7}.post{background:#27c}.patch{background:#c72}</style>
</head><body><h1>${esc(info.title)} <small>${esc(info.version)}</small></h1>
<p>${esc(info.description).replace(/\n\n/g, '</p><p>')}</p>
<p>Machine-readable: <a href="openapi.yaml">openapi.yaml</a> (OpenAPI 3.1).</p>
<h2>Endpoints</h2><ul>${toc.join('')}</ul>${ops.join('\n')}</body></html>`;
}

/** The page of openapi.yaml's text: what the docs route serves (rendered at bundle time in Lambda, see scripts/render-docs.ts). */
export function renderDocsFromYaml(openApiYaml: string): string {
  return renderDocsPage(parse(openApiYaml));
}
