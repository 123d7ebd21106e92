/**
 * Builds the deployed Lambda handler of one route from its implementation. Each entry file
 * (named after its operationId, see `handlerFile`) passes its own implementation, so a route's
 * bundle holds only its own code (the docs route's YAML parser stays out of the others); the
 * type ties the implementation to the operation it serves.
 */
import { httpLambda, type HttpHandler } from '../../http/http-lambda.js';
import { routeSpec, type OperationId } from '../../http/route-table.js';
import type { RouteImplementation } from '../../http/routes/index.js';
import { processAppContext } from '../../wiring.js';

export function routeHandler<Id extends OperationId>(operationId: Id, route: RouteImplementation<Id>): HttpHandler {
  // The types already tie the two together; this also fails a cold start loudly if they ever drift.
  if (routeSpec(operationId).auth !== route.auth) throw new Error(`${operationId}: its implementation's auth differs from the route table's`);
  return httpLambda(route, processAppContext);
}
