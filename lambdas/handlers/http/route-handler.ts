/**
 * Builds the deployed Lambda handler of one route from the route table and its implementation.
 * Each entry file passes its own implementation, so a route's bundle holds only its own code
 * (the docs route's YAML parser stays out of the others).
 */
import { httpLambda, type RouteImpl } from '../../http/http-lambda.js';
import { routeTable } from '../../http/route-table.js';
import { processAppContext } from '../../wiring.js';

export function routeHandler(operationId: string, impl: RouteImpl) {
  const spec = routeTable.find((r) => r.operationId === operationId);
  if (!spec) throw new Error(`no route ${operationId}`);
  return httpLambda(spec, impl, processAppContext);
}
