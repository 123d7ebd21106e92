/** Starts the local runtime in-process on the shared DynamoDB Local, with its own table. */
import { afterAll, beforeAll } from 'vitest';
import { createRegistry, productGames } from '../../domain/games/registry.js';
import { startLocalRuntime, type LocalRuntime, type LocalRuntimeOptions } from '../../local/runtime.js';
import { conformance, type Conformance } from './conformance.js';
import { httpClient, type HttpClient } from './http.js';
import { counterGame } from './fixtures/counter-game.js';
import { dynamoEndpoint, uniqueTableName } from './dynamo.js';

/** The product's games plus the platform's test-only game. */
export const testGames = createRegistry([...productGames.values(), counterGame]);

export async function startTestRuntime(opts: Pick<LocalRuntimeOptions, 'ids'> = {}) {
  return startLocalRuntime({ port: 0, dynamoEndpoint: dynamoEndpoint(), table: uniqueTableName('e2e'), games: testGames, ...opts });
}

let shared: Conformance | undefined;
/** The OpenAPI document of the test runtime (its games' schemas included), as a checker; built once per test file. */
export function testConformance(): Conformance {
  shared ??= conformance(testGames);
  return shared;
}

/** One runtime per test file: started before the file's tests, stopped after them. */
export function useTestRuntime(): { readonly rt: LocalRuntime; readonly http: HttpClient } {
  let started: { rt: LocalRuntime; http: HttpClient } | undefined;
  beforeAll(async () => {
    const rt = await startTestRuntime();
    started = { rt, http: httpClient(rt.url, testConformance()) };
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
