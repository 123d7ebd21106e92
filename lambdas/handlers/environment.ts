/** What the background Lambdas read from their environment, in one place. */
import { productGames } from '../../domain/games/registry.js';
import type { BackgroundOptions } from '../app/build-context.js';
import { logger } from '../logger.js';
import { sharedSnsClient, snsNotifier } from '../notify/sns-notifier.js';
import { sharedDocumentClient, tableName } from '../store/dynamo.js';

export function backgroundOptions(): BackgroundOptions {
  const topic = process.env.TOPIC_ARN;
  return {
    doc: sharedDocumentClient(),
    table: tableName(),
    games: productGames,
    notifier: topic ? snsNotifier(sharedSnsClient(), topic) : null,
    baseUrl: process.env.PUBLIC_BASE_URL ?? '',
    log: (message, detail) => logger.warn(message, detail ?? {}),
  };
}
