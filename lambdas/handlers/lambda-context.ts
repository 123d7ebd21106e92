/**
 * The Lambda composition root: one context per process, from the environment
 * (TABLE_NAME; AWS_ENDPOINT_URL_DYNAMODB when pointed at a stand-in).
 */
import type { AppContext } from '../app/context.js';
import { buildContext } from '../app/build-context.js';
import { productGames } from '../../domain/games/registry.js';
import { sharedDocumentClient, tableName } from '../store/dynamo.js';

let context: AppContext | undefined;

export function lambdaContext(): AppContext {
  context ??= buildContext({ doc: sharedDocumentClient(), table: tableName(), games: productGames });
  return context;
}
