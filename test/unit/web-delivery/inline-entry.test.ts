// The web client's entry script and CSS are written into index.html at build (web/inline-entry.ts):
// a phone on a slow network then needs no second round trip before it can draw the page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWeb } from '../../../scripts/build-web.mjs';
import { inlineEntry, type BundleItem } from '../../../web/inline-entry.js';

const PAGE = `<!doctype html><html><head><script>early()</script>
<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-B2.css">
</head><body></body></html>`;

const bundle = (code: string, imports: string[] = []): Record<string, BundleItem> => ({
  'assets/index-A1.js': { type: 'chunk', fileName: 'assets/index-A1.js', isEntry: true, imports, code },
  'assets/index-B2.css': { type: 'asset', fileName: 'assets/index-B2.css', source: 'body{margin:0}' },
  'assets/settings-C3.js': { type: 'chunk', fileName: 'assets/settings-C3.js' },
});

describe('inlining the entry', () => {
  it('writes the script and the CSS into the page, and names the files it took', () => {
    const { html, inlined } = inlineEntry(PAGE, bundle('start();'));
    expect(html).toContain('<script type="module">start();</script>');
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toContain('stylesheet');
    expect(html).toContain('<script>early()</script>');
    expect(inlined.sort()).toEqual(['assets/index-A1.js', 'assets/index-B2.css']);
  });

  it("points the entry's dynamic imports at /assets/, which an inline script on /play/games/… would otherwise miss", () => {
    const { html } = inlineEntry(PAGE, bundle('const s = () => import("./settings-C3.js");'));
    expect(html).toContain('import("/assets/settings-C3.js")');
  });

  it('keeps a "</script" inside the code from ending the element', () => {
    const { html } = inlineEntry(PAGE, bundle('const t = "</script><b>";'));
    expect(html).toContain('"<\\/script><b>"');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('fails the build when the entry imports a chunk statically (a round trip back)', () => {
    expect(() => inlineEntry(PAGE, bundle('import "./shared-D4.js";', ['assets/shared-D4.js']))).toThrow(/statically/);
  });

  it('fails the build when a chunk loaded on demand imports the entry, which has no address once written into the page', () => {
    const withImporter = { ...bundle('start();'), 'assets/settings-C3.js': { type: 'chunk', fileName: 'assets/settings-C3.js', isEntry: false, imports: ['assets/index-A1.js'], code: '' } } as Record<string, BundleItem>;
    expect(() => inlineEntry(PAGE, withImporter)).toThrow(/no address/);
  });

  it('fails the build when the page has no entry script of this bundle', () => {
    expect(() => inlineEntry(PAGE.replace('index-A1', 'other'), bundle('start();'))).toThrow(/no entry script/);
  });
});

describe('the built client', () => {
  it('is an index.html holding its module script and style (no external module script or stylesheet), and a shell.html naming them as files', () => {
    buildWeb({ quiet: true });
    const dist = new URL('../../../web/dist', import.meta.url).pathname;
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toMatch(/<link[^>]*rel="(stylesheet|modulepreload)"/);
    const module = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(module.length).toBeGreaterThan(10_000);
    expect(html).toMatch(/<style>[\s\S]{1000,}<\/style>/);
    // shell.html (what the service worker keeps) names the same entry and CSS as files; anything
    // else in assets/ loads on demand, by absolute address.
    const shell = readFileSync(join(dist, 'shell.html'), 'utf8');
    const shellFiles = [...shell.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]!);
    expect(shellFiles.some((f) => f.endsWith('.js')) && shellFiles.some((f) => f.endsWith('.css'))).toBe(true);
    const entryFile = readFileSync(join(dist, 'assets', shellFiles.find((f) => f.endsWith('.js'))!), 'utf8');
    expect(module).toBe(entryFile.replace(/<\/(script)/gi, '<\\/$1'));
    const assets = existsSync(join(dist, 'assets')) ? readdirSync(join(dist, 'assets')) : [];
    for (const file of assets.filter((f) => f.endsWith('.js') && !shellFiles.includes(f))) expect(module).toContain(`/assets/${file}`);
    expect(module).not.toMatch(/["'`]\.\/[\w.-]+\.js["'`]/);
  });
});
