/**
 * The Lambda composition root: one context per process, from the environment
 * (TABLE_NAME, TOPIC_ARN; AWS_ENDPOINT_URL_DYNAMODB / _SNS when pointed at stand-ins).
 */
import type { AppContext } from '../app/context.js';
import { buildContext } from '../app/build-context.js';
import { productGames } from '../../domain/games/registry.js';
import { sharedSnsClient, snsNotifier } from '../notify/sns-notifier.js';
import { sharedDocumentClient, tableName } from '../store/dynamo.js';

let context: AppContext | undefined;

export function lambdaContext(): AppContext {
  const topic = process.env.TOPIC_ARN;
  context ??= buildContext({
    doc: sharedDocumentClient(),
    table: tableName(),
    games: productGames,
    ...(topic ? { notifier: snsNotifier(sharedSnsClient(), topic) } : {}),
  });
  return context;
}
