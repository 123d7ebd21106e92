/**
 * The import graph of the repository's TypeScript source, and the circles in it.
 *
 * An edge is any import a module names with a literal path: `import`, `import type`, `export … from`,
 * a side-effect `import '…'`, and `import('…')` (a dynamic import, or a type written `import('…').T`).
 * Type-only edges count: a circle of types still ties its files together (neither can be read, moved
 * or bundled without the other). A small tokenizer finds them (comments, strings, templates and
 * regular expressions told apart), so an import in a comment or a string is not one. Only relative
 * specifiers are followed (a package is not our source); a `.js` specifier names the `.ts` file
 * beside it, as the compiler resolves it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Module → the modules it imports, as paths relative to the root with `/` separators. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.(?:ts|tsx|mts|cts)$/;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : SOURCE.test(name) ? [path] : [];
  });
}

/** A token: a word, a string literal's value (or a template's without `${`), or one character of punctuation. */
interface Token {
  readonly kind: 'word' | 'string' | 'punct';
  readonly text: string;
}

/** After these, a `/` starts a regular expression (elsewhere it divides). */
const BEFORE_REGEX = new Set(['(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '<', '>', '~', '^', 'return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'await', 'yield']);

/** A letter, digit, `_` or `$` (NaN past the end is none). */
function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 36 || code > 127;
}

/** The tokens of TypeScript source, comments and regular expressions left out: enough to find its imports. */
function tokens(source: string): Token[] {
  const out: Token[] = [];
  const templates: number[] = []; // the brace depth at which each open template's `${` closes
  let depth = 0;
  let i = 0;
  // A template's text from `i` to its end or its next `${`: the text, or null when a `${` interrupts it.
  const templateText = (): string | null => {
    let text = '';
    for (; i < source.length; i++) {
      const c = source[i]!;
      if (c === '\\') text += source[++i] ?? '';
      else if (c === '`') return i++, text;
      else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        templates.push(depth++);
        return null;
      } else text += c;
    }
    return text;
  };
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c <= ' ' || c === '\u00a0' || c === '\ufeff') i++;
    else if (c === '/' && next === '/') i = source.indexOf('\n', i) < 0 ? source.length : source.indexOf('\n', i);
    else if (c === '/' && next === '*') i = source.indexOf('*/', i + 2) < 0 ? source.length : source.indexOf('*/', i + 2) + 2;
    else if (c === '"' || c === "'") {
      let text = '';
      for (i++; i < source.length && source[i] !== c && source[i] !== '\n'; i++) text += source[i] === '\\' ? source[++i] : source[i];
      i++;
      out.push({ kind: 'string', text });
    } else if (c === '`') {
      i++;
      const text = templateText();
      out.push(text === null ? { kind: 'punct', text: '`' } : { kind: 'string', text });
    } else if (c === '/' && (out.length === 0 || (out.at(-1)!.kind !== 'string' && BEFORE_REGEX.has(out.at(-1)!.text)))) {
      let inClass = false;
      for (i++; i < source.length && (source[i] !== '/' || inClass) && source[i] !== '\n'; i++) {
        if (source[i] === '\\') i++;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
      }
      while (isWordChar(source.charCodeAt(i + 1))) i++; // flags
      i++;
      out.push({ kind: 'punct', text: 'regex' });
    } else if (isWordChar(source.charCodeAt(i))) {
      const start = i;
      while (isWordChar(source.charCodeAt(i))) i++;
      out.push({ kind: 'word', text: source.slice(start, i) });
    } else {
      i++;
      if (c === '{') depth++;
      else if (c === '}') {
        depth--;
        if (templates.at(-1) === depth) {
          templates.pop();
          templateText();
          continue;
        }
      }
      out.push({ kind: 'punct', text: c });
    }
  }
  return out;
}

export interface GraphOptions {
  /**
   * Whether `import type` and `export type … from` count (they do unless told otherwise). Without
   * them the graph is what runs and is bundled: a module's code and what it loads. `import('…')`
   * counts either way, even as a type (then the graph says more runs than does, never less).
   */
  readonly typeOnly?: boolean;
}

/** The specifiers a module imports (see the file's comment for which forms). */
export function specifiersOf(source: string, { typeOnly = true }: GraphOptions = {}): string[] {
  const t = tokens(source);
  const found: string[] = [];
  for (let k = 0; k < t.length; k++) {
    const { kind, text } = t[k]!;
    if (kind !== 'word' || (text !== 'import' && text !== 'export') || t[k - 1]?.text === '.') continue;
    const after = t[k + 1];
    // import('…'), as a dynamic import or a type; import '…', for its effects.
    if (text === 'import' && after?.text === '(' && t[k + 2]?.kind === 'string') found.push(t[k + 2]!.text);
    else if (text === 'import' && after?.kind === 'string') found.push(after.text);
    else if (!typeOnly && after?.text === 'type' && t[k + 2]?.text !== 'from' && t[k + 2]?.text !== ',') continue;
    else {
      // import … from '…', export … from '…': only names, braces, commas and `*` come between.
      let j = k + 1;
      while (j < t.length && t[j]!.text !== 'from' && (t[j]!.kind === 'word' || ['{', '}', ',', '*'].includes(t[j]!.text))) j++;
      if (t[j]?.text === 'from' && t[j + 1]?.kind === 'string') found.push(t[j + 1]!.text);
    }
  }
  return found;
}

/** The source file a relative specifier names, or null when it names none of ours. */
function resolveSpecifier(from: string, spec: string, known: ReadonlySet<string>): string | null {
  const base = resolve(dirname(from), spec);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    base.replace(/\.mjs$/, '.mts'),
    base.replace(/\.cjs$/, '.cts'),
    `${base}.ts`,
    join(base, 'index.ts'),
  ];
  return candidates.find((c) => known.has(c)) ?? null;
}

/** The import graph of every TypeScript file under `dirs` (relative to `root`); imports leaving them are dropped. */
export function importGraph(root: string, dirs: readonly string[], options: GraphOptions = {}): ImportGraph {
  const files = dirs.flatMap((d) => sourceFiles(join(root, d)));
  const known = new Set(files);
  const name = (abs: string) => relative(root, abs).split(sep).join('/');
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = specifiersOf(readFileSync(file, 'utf8'), options)
      .filter((s) => s.startsWith('./') || s.startsWith('../'))
      .map((s) => resolveSpecifier(file, s, known))
      .filter((t): t is string => t !== null)
      .map(name);
    graph.set(name(file), [...new Set(targets)]);
  }
  return graph;
}

/** Every module `from` loads, itself included, directly or through others: sorted. */
export function reachableFrom(graph: ImportGraph, from: string): string[] {
  const seen = new Set([from]);
  for (const v of seen) for (const w of graph.get(v) ?? []) seen.add(w);
  return [...seen].sort();
}

/** The strongly connected components with a circle in them (two files or more, or one importing itself). */
function tangles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** The shortest path from `from` to `to` inside `within`, both ends included. */
function shortestPath(graph: ImportGraph, from: string, to: string, within: ReadonlySet<string>): string[] {
  const previous = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i]!;
    if (v === to) break;
    for (const w of graph.get(v) ?? []) {
      if (within.has(w) && !previous.has(w)) {
        previous.set(w, v);
        queue.push(w);
      }
    }
  }
  const path: string[] = [];
  for (let v: string | null | undefined = to; v !== null && v !== undefined; v = previous.get(v)) path.unshift(v);
  return path;
}

/**
 * The import circles, each as its files in import order (the first imports the second… the last
 * imports the first). Every import that lies on some circle lies on one of those returned: for
 * each such import, the shortest circle through it, each circle once.
 */
export function importCircles(graph: ImportGraph): string[][] {
  const circles = new Map<string, string[]>();
  for (const component of tangles(graph)) {
    const within = new Set(component);
    for (const from of component) {
      for (const to of graph.get(from) ?? []) {
        if (!within.has(to)) continue;
        const circle = from === to ? [from] : [from, ...shortestPath(graph, to, from, within).slice(0, -1)];
        // The same circle read from its smallest file, so each is listed once.
        const start = circle.indexOf([...circle].sort()[0]!);
        const canonical = [...circle.slice(start), ...circle.slice(0, start)];
        circles.set(canonical.join('\n'), canonical);
      }
    }
  }
  return [...circles.values()].sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
}

/** A circle as a chain that ends where it began: "a.ts → b.ts → a.ts". */
export function chainOf(circle: readonly string[]): string {
  return [...circle, circle[0]].join(' → ');
}
