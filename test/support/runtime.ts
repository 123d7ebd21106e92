/** Starts the local runtime in-process on the shared DynamoDB Local, with its own table. */
import { afterAll, beforeAll } from 'vitest';
import { createRegistry, productGames } from '../../domain/games/registry.js';
import type { IdSource } from '../../lambdas/app/core/ports.js';
import { startLocalRuntime, type LocalRuntime, type LocalRuntimeOptions } from '../../local/runtime.js';
import { conformance, type Conformance } from './http/conformance.js';
import { httpClient, type HttpClient } from './http/http.js';
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

/**
 * The base URL of a running stack the end-to-end files run against instead of an in-process
 * runtime (`npm run rehearse` sets it to the rehearsal's API). Unset: the local runtime, in-process.
 */
export const e2eBaseUrl = (): string | undefined => process.env.E2E_BASE_URL || undefined;

/**
 * The stack at E2E_BASE_URL seen through the runtime's shape: its URL, and the stream's drain over
 * HTTP (POST /_local/drain, which the rehearsal answers). The clock and the outbox are reached over
 * HTTP already (the http client's advanceClock and outbox). Any other member is the in-process
 * runtime's own (its context, stores, SNS stand-in, table): reading one throws, naming it, so a
 * test that needs one fails with the reason rather than passing on something else.
 */
function remoteRuntime(url: string): LocalRuntime {
  const drain = async (timeoutMs = 20_000) => {
    const res = await fetch(`${url}/_local/drain`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ timeoutMs }) });
    if (res.status !== 200) throw new Error(`POST ${url}/_local/drain answered ${res.status}: ${await res.text()}`);
  };
  const offered: Record<string, unknown> = { url, poller: { drain }, stop: async () => undefined };
  return new Proxy(offered, {
    get(target, key) {
      if (typeof key !== 'string' || key in target) return target[key as string];
      if (key === 'then') return undefined;
      throw new Error(`rt.${key} is the in-process runtime's: this test cannot run against ${url} (E2E_BASE_URL)`);
    },
  }) as unknown as LocalRuntime;
}

/** One runtime per test file: started before the file's tests, stopped after them (or the stack at E2E_BASE_URL). */
export function useTestRuntime(opts: Pick<LocalRuntimeOptions, 'ids' | 'webhooks'> = {}): { readonly rt: LocalRuntime; readonly http: HttpClient } {
  let started: { rt: LocalRuntime; http: HttpClient } | undefined;
  beforeAll(async () => {
    const remote = e2eBaseUrl();
    if (remote && Object.keys(opts).length > 0) throw new Error(`this file sets ${Object.keys(opts).join(', ')} of the in-process runtime: it cannot run against ${remote} (E2E_BASE_URL)`);
    const rt = remote ? remoteRuntime(remote) : await startTestRuntime(opts);
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
