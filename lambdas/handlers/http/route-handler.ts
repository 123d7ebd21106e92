/** Builds the deployed Lambda handler of one route from the route table and its implementation. */
import { httpLambda } from '../../http/http-lambda.js';
import { routeTable } from '../../http/route-table.js';
import { routeImpls } from '../../http/routes/index.js';
import { lambdaContext } from '../lambda-context.js';

export function routeHandler(operationId: string) {
  const spec = routeTable.find((r) => r.operationId === operationId);
  const impl = routeImpls[operationId];
  if (!spec || !impl) throw new Error(`no route ${operationId}`);
  return httpLambda(spec, impl, lambdaContext);
}
