#!/usr/bin/env node
// Counts type casts (`x as T`, not `as const`) in the TypeScript files under each directory given,
// by walking the syntax tree (comments and strings cannot be miscounted), and prints one count per
// directory. Usage: node scripts/count-casts.mjs lambdas test [--list]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const list = args.includes('--list');
const dirs = args.filter((a) => a !== '--list');
if (dirs.length === 0) {
  console.error('usage: node scripts/count-casts.mjs <dir>... [--list]');
  process.exit(2);
}

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.(ts|tsx|mts|cts)$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
  });
}

function isConstCast(node) {
  return ts.isTypeReferenceNode(node.type) && ts.isIdentifier(node.type.typeName) && node.type.typeName.text === 'const';
}

function casts(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isAsExpression(node) && !isConstCast(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${relative(process.cwd(), file)}:${line + 1}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 120)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

let total = 0;
for (const dir of dirs) {
  const found = files(dir).flatMap(casts);
  total += found.length;
  if (list) for (const line of found) console.log(`  ${line}`);
  console.log(`${dir}\t${found.length}`);
}
if (dirs.length > 1) console.log(`total\t${total}`);
