/**
 * A Vite plugin that writes the client's entry script and its CSS into index.html: on a phone's slow
 * network (562.5 ms a round trip on DevTools' "Fast 3G") the page then arrives with everything it
 * needs to draw, instead of asking for its script and style once the page is in. The page as Vite
 * made it stays too, as shell.html, for the service worker to serve from its cache. Screens loaded on
 * demand stay files of their own (their dynamic imports are rewritten to absolute paths, since an
 * inline script resolves a relative one against the page's address, /play/games/…). The build fails
 * if the entry still imports a chunk statically (that chunk would add back the round trip), or if a
 * chunk imports the entry (written into the page, it has no address to import it from).
 */
import type { Plugin } from 'vite';

/** The parts of Rollup's output this plugin reads; the real bundle has more. */
export interface EntryChunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly imports: readonly string[];
  code: string;
}
export interface CssAsset {
  readonly type: 'asset';
  readonly fileName: string;
  source: string | Uint8Array;
}
export type BundleItem = EntryChunk | CssAsset | { readonly type: 'asset' | 'chunk'; readonly fileName: string };

const isEntry = (item: BundleItem | undefined): item is EntryChunk => item?.type === 'chunk' && 'isEntry' in item && item.isEntry && 'code' in item;
const isAsset = (item: BundleItem | undefined): item is CssAsset => item?.type === 'asset' && 'source' in item;

/** `code` made safe inside a <script> or <style> element: its text cannot end the element early. */
function safeInElement(code: string, tag: 'script' | 'style'): string {
  return code.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1');
}

/**
 * index.html with the entry's script and CSS written in; answers the file names it took (the build
 * keeps them for shell.html). Throws when the page has no entry script, or the entry imports a chunk
 * statically.
 */
export function inlineEntry(html: string, bundle: Readonly<Record<string, BundleItem>>): { html: string; inlined: string[] } {
  const inlined: string[] = [];
  const scriptTag = /<script type="module" crossorigin src="\/([^"]+\.js)"><\/script>/;
  const entryName = scriptTag.exec(html)?.[1];
  const entry = entryName ? bundle[entryName] : undefined;
  if (!entryName || !isEntry(entry)) {
    throw new Error('inline-entry: index.html has no entry script of this build to write in');
  }
  if (entry.imports.length > 0) {
    throw new Error(`inline-entry: the entry imports ${entry.imports.join(', ')} statically: each would be one more round trip before the page draws; import it dynamically or let it join the entry`);
  }
  // A chunk loaded on demand cannot import the entry: written into the page, it has no address.
  const importer = Object.values(bundle).find((item) => item.type === 'chunk' && 'imports' in item && item.imports.includes(entryName));
  if (importer) {
    throw new Error(`inline-entry: ${importer.fileName} imports the entry, which is written into index.html and has no address: a screen loaded on demand must bring all it needs`);
  }
  // Chunks sit beside the entry in assets/: "./x.js" from there is "/assets/x.js" from anywhere.
  const folder = entryName.slice(0, entryName.lastIndexOf('/') + 1);
  const code = entry.code.replace(/(["'`])\.\/([\w.-]+\.(?:js|css))\1/g, (_all, quote: string, file: string) => `${quote}/${folder}${file}${quote}`);
  let out = html.replace(scriptTag, () => `<script type="module">${safeInElement(code, 'script')}</script>`);
  inlined.push(entryName);
  out = out.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (tag, cssName: string) => {
    const css = bundle[cssName];
    if (!isAsset(css)) return tag;
    inlined.push(cssName);
    const text = typeof css.source === 'string' ? css.source : new TextDecoder().decode(css.source);
    return `<style>${safeInElement(text, 'style')}</style>`;
  });
  return { html: out, inlined };
}

/** index.html with its script and CSS as files, for the service worker. */
export const SHELL_PAGE = 'shell.html';

export function inlineEntryPlugin(): Plugin {
  return {
    name: 'whitechapel-inline-entry',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') throw new Error('inline-entry: the build made no index.html');
      const original = String(page.source);
      page.source = inlineEntry(original, bundle as unknown as Record<string, BundleItem>).html;
      // The page as Vite made it, its script and CSS as files: what the service worker keeps and
      // serves (public/sw.js). From its cache a file costs no round trip, and Chromium keeps a
      // script's compiled code with it: the next opening does not compile the client again.
      this.emitFile({ type: 'asset', fileName: SHELL_PAGE, source: original });
    },
  };
}
