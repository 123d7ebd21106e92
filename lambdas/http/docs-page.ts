/**
 * A self-contained HTML page generated from openapi.yaml: no CDN, no script, so it renders
 * anywhere (including the local runtime with no network).
 */
import { escapeMarkup as esc } from './markup.js';

type Json = Record<string, unknown>;

function example(media: Json | undefined): string {
  if (!media) return '';
  const ex = media.example ?? (media.examples ? Object.values(media.examples as Json).map((e) => (e as Json).value)[0] : undefined);
  return ex === undefined ? '' : `<pre>${esc(JSON.stringify(ex, null, 2))}</pre>`;
}

export function renderDocsPage(doc: Json): string {
  const info = (doc.info ?? {}) as Json;
  const paths = (doc.paths ?? {}) as Record<string, Json>;
  const ops: string[] = [];
  const toc: string[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of ['get', 'post', 'patch', 'put', 'delete']) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const id = esc(op.operationId ?? `${method}-${path}`);
      toc.push(`<li><a href="#${id}"><code>${method.toUpperCase()} ${esc(path)}</code></a> — ${esc(op.summary)}</li>`);
      const params = ((op.parameters ?? []) as Json[])
        .map((p) => `<li><code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? ', required' : ''}) — ${esc(p.description)}</li>`)
        .join('');
      const reqBody = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined;
      const responses = Object.entries((op.responses ?? {}) as Record<string, Json>)
        .map(([code, r]) => {
          const content = (r.content ?? {}) as Record<string, Json>;
          const media = content['application/json'] ?? content['application/problem+json'];
          return `<li><b>${esc(code)}</b> ${esc(r.description)}${example(media)}</li>`;
        })
        .join('');
      ops.push(`<section id="${id}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>
<p><b>${esc(op.summary)}</b></p>${op.description ? `<p>${esc(op.description).replace(/\n\n/g, '</p><p>')}</p>` : ''}
${op.security && (op.security as unknown[]).length === 0 ? '<p><i>No token needed.</i></p>' : ''}
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
