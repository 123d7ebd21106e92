/**
 * Builds the deployed Lambda handler of one route from its implementation. Each entry file
 * (named after its operationId, see `handlerFile`) passes its own implementation, so a route's
 * bundle holds only its own code (the docs route's YAML parser stays out of the others); the
 * type ties the implementation to the operation it serves.
 *
 * The entry also hands in the adapters its route uses (see ProcessAdapters in wiring.ts): the
 * games' rules where the route table says the route reads them (`readsRules`), or only their ids, the SNS notifier where the
 * route table grants SNS actions, the Secrets Manager link key where it grants the link key. Each
 * comes from its own module, so a route that does not use one does not load it at cold start.
 */
import { httpLambda, type HttpHandler } from '../../http/http-lambda.js';
import { routeSpec, type OperationId, type RouteSpec } from '../../http/route-table.js';
import type { RouteImplementation } from '../../http/routes/index.js';
import { processAppContext, type ProcessAdapters } from '../../wiring.js';

export function routeHandler<Id extends OperationId>(operationId: Id, route: RouteImplementation<Id>, adapters: ProcessAdapters = {}): HttpHandler {
  const spec: RouteSpec = routeSpec(operationId);
  // The types already tie the two together; this also fails a cold start loudly if they ever drift.
  if (spec.auth !== route.auth) throw new Error(`${operationId}: its implementation's auth differs from the route table's`);
  // An adapter missing would fail only on the request that needs it; one too many only slows every cold start.
  const needs: Record<keyof ProcessAdapters, boolean> = { games: spec.readsRules === true, gameIds: spec.readsRules === 'ids', snsNotifier: spec.sns.length > 0, secretLinkKey: (spec.secrets ?? []).length > 0 };
  for (const name of ['games', 'gameIds', 'snsNotifier', 'secretLinkKey'] as const) {
    const needed = needs[name];
    const given = adapters[name] !== undefined;
    if (given !== needed) throw new Error(`${operationId}: its entry (lambdas/handlers/http/) ${given ? 'hands in' : 'lacks'} the ${name} adapter, which its route ${needed ? 'needs' : 'does not use'} (see ProcessAdapters)`);
  }
  return httpLambda(route, () => processAppContext(adapters));
}
