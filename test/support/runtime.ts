/** Starts the local runtime in-process on the shared DynamoDB Local, with its own table. */
import { afterAll, beforeAll } from 'vitest';
import { createRegistry, productGames } from '../../domain/games/registry.js';
import { startLocalRuntime, type LocalRuntime } from '../../local/runtime.js';
import { httpClient, type HttpClient } from './http.js';
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

/** One runtime per test file: started before the file's tests, stopped after them. */
export function useTestRuntime(): { readonly rt: LocalRuntime; readonly http: HttpClient } {
  let started: { rt: LocalRuntime; http: HttpClient } | undefined;
  beforeAll(async () => {
    const rt = await startTestRuntime();
    started = { rt, http: httpClient(rt.url) };
  });
  afterAll(async () => {
    await started?.rt.stop();
  });
  const now = () => {
    if (!started) throw new Error('the test runtime is used outside a test (it starts in beforeAll)');
    return started;
  };
  return {
    get rt() {
      return now().rt;
    },
    get http() {
      return now().http;
    },
  };
}
