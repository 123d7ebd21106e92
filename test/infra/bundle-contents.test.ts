// What each route's Lambda bundle carries, from esbuild's own account of its inputs: the games'
// rules only where the route table says the route reads them (`readsRules`), the SNS client only
// where it grants SNS actions, and no other route's command handling. A bundle carrying what its
// route never runs slows every cold start.
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { infraBuildOptions } from '../../bench/cold-start.js';
import { handlerFile, routeTable } from '../../lambdas/http/route-table.js';

const root = join(import.meta.dirname, '../..');

/**
 * Every route's bundle inputs, from one esbuild run over all the entries (each output is still its
 * own bundle, but each file is parsed once: 28 separate builds took 20-25 s of a busy test run).
 */
async function inputsByRoute(): Promise<Map<string, string[]>> {
  const entries = Object.fromEntries(routeTable.map((r) => [r.operationId, join(root, 'lambdas/handlers/http', `${handlerFile(r.operationId)}.ts`)]));
  const out = await build({ ...infraBuildOptions, minify: false, sourcemap: false, entryPoints: entries, outdir: 'unused', write: false, metafile: true });
  const byRoute = new Map<string, string[]>();
  for (const [file, output] of Object.entries(out.metafile.outputs)) {
    const operationId = /^unused\/(\w+)\.js$/.exec(file)?.[1];
    if (operationId === undefined) continue;
    // What ended up in the bundle: an input parsed but shaken out entirely has no bytes in it.
    byRoute.set(operationId, Object.entries(output.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([input]) => input));
  }
  return byRoute;
}

describe('route bundles', () => {
  it('carry the rules of both games exactly where the route reads them, and the SNS client exactly where it may call SNS', async () => {
    const byRoute = await inputsByRoute();
    expect([...byRoute.keys()].sort()).toEqual(routeTable.map((r) => r.operationId).sort());
    for (const route of routeTable) {
      const inputs = byRoute.get(route.operationId) ?? [];
      const has = (pattern: RegExp) => inputs.some((f) => pattern.test(f));
      expect({ route: route.operationId, rules: has(/domain\/games\/ripper-rummy\/play\/decide\.ts$/) && has(/domain\/games\/mr-jack\/play\/decide\.ts$/) }).toEqual({ route: route.operationId, rules: route.readsRules === true });
      expect({ route: route.operationId, sns: has(/@aws-sdk\/client-sns\//) }).toEqual({ route: route.operationId, sns: route.sns.length > 0 });
      // Nor the use cases of the other routes defined beside it (route definitions are marked pure).
      if (route.operationId !== 'submitCommand') expect({ route: route.operationId, submitCommand: has(/lambdas\/app\/games\/submit-command\.ts$/) }).toEqual({ route: route.operationId, submitCommand: false });
    }
  });
});
