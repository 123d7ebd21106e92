/** Starts the local runtime in-process on the shared DynamoDB Local, with its own table. */
import { afterAll, beforeAll } from 'vitest';
import { createRegistry, productGames } from '../../domain/games/registry.js';
import type { IdSource } from '../../lambdas/app/core/ports.js';
import { startLocalRuntime, type LocalRuntime, type LocalRuntimeOptions } from '../../local/runtime.js';
import { conformance, type Conformance } from './conformance.js';
import { httpClient, type HttpClient } from './http.js';
import { counterGame } from './fixtures/counter-game.js';
import { dynamoEndpoint, uniqueTableName } from './dynamo.js';

/** The product's games plus the platform's test-only game. */
export const testGames = createRegistry([...productGames.values(), counterGame]);

/**
 * The tests' DNS for webhook URLs: it resolves no name (a test passes its own to resolve some), so
 * no test sends a request, or a DNS query, anywhere but this machine.
 */
export const noDns = async (hostname: string): Promise<readonly string[]> => {
  throw new Error(`the tests resolve no host name (${hostname})`);
};

export async function startTestRuntime(opts: Pick<LocalRuntimeOptions, 'ids' | 'webhooks'> = {}) {
  return startLocalRuntime({ port: 0, dynamoEndpoint: dynamoEndpoint(), table: uniqueTableName('e2e'), games: testGames, ...opts, webhooks: { resolve: noDns, ...opts.webhooks } });
}

let shared: Conformance | undefined;
/** The OpenAPI document of the test runtime (its games' schemas included), as a checker; built once per test file. */
export function testConformance(): Conformance {
  shared ??= conformance(testGames);
  return shared;
}

/**
 * Ids counted up from `label`, and one deal seed for every game: a test that plays whole games by
 * seeded random choices then plays the same games every run, so its length (and time) is known,
 * not the luck of a random deal. Token secrets are counted up too (at least 16 characters, as a
 * token's secret must be), so these ids are for tests only.
 */
export function fixedIds(label: string, deal = `${label}-deal-1`): IdSource {
  let n = 0;
  const next = (prefix: string) => `${prefix}${String(++n).padStart(4, '0')}`;
  return { gameId: () => next(`g${label}`), playerId: () => next(`p${label}`), secret: () => next(`${label}-not-a-secret-`), tokenId: () => next(`t${label}`), seed: () => deal };
}

/** One runtime per test file: started before the file's tests, stopped after them. */
export function useTestRuntime(opts: Pick<LocalRuntimeOptions, 'ids' | 'webhooks'> = {}): { readonly rt: LocalRuntime; readonly http: HttpClient } {
  let started: { rt: LocalRuntime; http: HttpClient } | undefined;
  beforeAll(async () => {
    const rt = await startTestRuntime(opts);
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
