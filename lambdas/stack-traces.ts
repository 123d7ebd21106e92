/**
 * Stack traces that name the TypeScript sources, read from the bundle's source map only when a
 * stack is first formatted (an error logged), never at start.
 *
 * Node's own `--enable-source-maps` reads and parses every bundle's map while the module loads: 14–31
 * ms of our bundles' cold starts (9 of the bare GetItem baseline's), for maps that almost no request
 * needs (bench/cold-start.ts's bundles on Node 20, maps of 0.6–0.8 MB, 41 alternating runs). V8 formats a stack lazily, on the first
 * read of `error.stack`, through `Error.prepareStackTrace`; this formats it as Node does and maps
 * each frame of a file that has a `.map` beside it. Installed by logger.ts, which every entry point
 * imports; where no map is found (tests, the local runtime running the sources) frames stay as they
 * are.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Each file's map once read: null when it has none (or it cannot be read). */
const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  let map = maps.get(file);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file.startsWith('file:') ? fileURLToPath(file) : file}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  return map;
}

/**
 * A source's path from the repository's root: the map names it relative to the directory the bundle
 * was built in (`../../work/repo/lambdas/x.ts` → `lambdas/x.ts`).
 */
function sourcePath(source: string): string {
  const relative = source.replace(/^(?:file:\/\/)?(?:\.\.\/)+/, '');
  return /(?:^|\/)((?:lambdas|domain|node_modules)\/.*)$/.exec(relative)?.[1] ?? relative;
}

interface Mapped {
  readonly where: string;
  /** The name the map gives the position: at a call, the name the source calls (the callee's). */
  readonly name: string | undefined;
}

/** Where a frame is in the sources, when its file has a map that knows the position. */
function mappedPosition(site: NodeJS.CallSite): Mapped | null {
  const file = site.getFileName();
  const line = site.getLineNumber();
  const column = site.getColumnNumber();
  if (!file || line === null || column === null || file.startsWith('node:')) return null;
  const entry = mapOf(file)?.findEntry(line - 1, column - 1);
  if (!entry || !('originalSource' in entry)) return null;
  // `name`: Node 20.? and later fill it; @types/node does not know it yet.
  return { where: `${sourcePath(entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`, name: (entry as { name?: string }).name };
}

/**
 * As V8 formats a stack (the error's own `toString`, then a frame a line), with each frame mapped:
 * `    at name (source:line:column)`. A mapped frame's function is named as its caller's source
 * calls it (the map's name at the caller's position), as Node does: the bundle's own names are
 * minified.
 */
export function mappedStackTrace(error: Error, sites: NodeJS.CallSite[]): string {
  let head: string;
  try {
    head = Error.prototype.toString.call(error);
  } catch {
    head = 'Error';
  }
  const mapped = sites.map((site) => {
    try {
      return mappedPosition(site);
    } catch {
      return null;
    }
  });
  const frames = sites.map((site, i) => {
    const here = mapped[i];
    if (!here) return `    at ${site.toString()}`;
    const name = mapped[i + 1]?.name;
    return `    at ${site.isAsync() ? 'async ' : ''}${name ? `${name} (${here.where})` : here.where}`;
  });
  return [head, ...frames].join('\n');
}

/**
 * Installs the mapping for every error of the process when this code runs from a bundle with its
 * map beside it (a Lambda), unless Node maps stacks already (`--enable-source-maps`). Under tsx or
 * vitest this module is a .ts source with no map beside it: they keep their own mapping.
 */
export function mapStackTracesLazily(moduleUrl: string = import.meta.url): boolean {
  if (process.sourceMapsEnabled) return false;
  if (!moduleUrl.startsWith('file:') || !existsSync(`${fileURLToPath(moduleUrl)}.map`)) return false;
  Error.prepareStackTrace = mappedStackTrace;
  return true;
}
