/** Starts the local runtime in-process on the shared DynamoDB Local, with its own table. */
import { createRegistry, productGames } from '../../domain/games/registry.js';
import { startLocalRuntime } from '../../local/runtime.js';
import { counterGame } from './fixtures/counter-game.js';
import { dynamoEndpoint, uniqueTableName } from './dynamo.js';

export async function startTestRuntime() {
  return startLocalRuntime({
    port: 0,
    dynamoEndpoint: dynamoEndpoint(),
    table: uniqueTableName('e2e'),
    // The product's games plus the platform's test-only game.
    games: createRegistry([...productGames.values(), counterGame]),
  });
}
