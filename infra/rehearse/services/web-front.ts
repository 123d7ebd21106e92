/**
 * The web client as deployed: the files of the Custom::CDKBucketDeployment's sources (each an asset
 * folder), with the deploy-time markers of its SourceMarkers filled in (config.json's apiUrl), served
 * as CloudFront serves the bucket: the distribution's DefaultRootObject for `/`, and its
 * CustomErrorResponses' page for a path that is no file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, relative } from 'node:path';
import { closeServer, listen } from '../../../local/net.js';
import type { Resolved } from '../template/assembly.js';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

/** The bucket's files after the deployment: key → content. */
export function deployedFiles(resolved: Resolved): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const id of resolved.ofType('Custom::CDKBucketDeployment')) {
    const p = resolved.properties(id);
    const keys = (p.SourceObjectKeys ?? []) as string[];
    const markers = (p.SourceMarkers ?? []) as Record<string, string>[];
    const configs = (p.SourceMarkersConfig ?? []) as { jsonEscape?: boolean }[];
    keys.forEach((key, i) => {
      const dir = resolved.asset(key, `bucket deployment ${id}`);
      for (const file of walk(dir)) {
        let content = readFileSync(file);
        const marks = Object.entries(markers[i] ?? {});
        if (marks.length > 0) {
          let text = content.toString('utf8');
          for (const [marker, value] of marks) text = text.split(marker).join(configs[i]?.jsonEscape ? JSON.stringify(value).slice(1, -1) : value);
          content = Buffer.from(text, 'utf8');
        }
        files.set(relative(dir, file).split('\\').join('/'), content);
      }
    });
  }
  return files;
}

export async function startWebFront(opts: { port: number; files: ReadonlyMap<string, Buffer>; rootObject: string; errorPage: string | undefined }): Promise<{ url: string; stop(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://web').pathname).replace(/^\/+/, '') || opts.rootObject;
    let key = path;
    let body = opts.files.get(key);
    if (!body && opts.errorPage) {
      key = opts.errorPage.replace(/^\/+/, '');
      body = opts.files.get(key);
    }
    if (!body) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not Found');
    }
    res.writeHead(200, { 'content-type': TYPES[extname(key)] ?? 'application/octet-stream' });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  const port = await listen(server, opts.port);
  return { url: `http://127.0.0.1:${port}`, stop: () => closeServer(server) };
}
