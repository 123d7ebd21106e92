/**
 * Which HTTP end-to-end files (test/e2e) run against the rehearsal, and why the others cannot.
 * vitest.config.ts's `rehearsal` project runs the first list; a test keeps every file of test/e2e
 * in exactly one of the two.
 *
 * Against the rehearsal a file reaches the stack over HTTP only: the API, and the rehearsal's
 * /_local/ test routes (the clock, the outbox, the stream's drain: infra/rehearse/test-routes.ts).
 * The deployed stack knows the product's games only, so files that play the platform's test-only
 * `counter` game, and files that read or write the in-process runtime's stores, clock or SNS
 * stand-in directly, stay in-process.
 */
export const E2E_ON_REHEARSAL: readonly string[] = [
  'test/e2e/game-card-http.test.ts',
  'test/e2e/openapi-contract.test.ts',
];

export const E2E_IN_PROCESS_ONLY: Readonly<Record<string, string>> = {
  'test/e2e/accounts-http.test.ts': "links in mails name the web client's URL, which the rehearsal serves apart from the API; it reads the in-process clock",
  'test/e2e/bots-http.test.ts': 'plays the test-only counter game',
  'test/e2e/client.test.ts': 'plays the test-only counter game',
  'test/e2e/delete-account-http.test.ts': "reads the table and the SNS stand-in's subscriptions directly",
  'test/e2e/game-versions-http.test.ts': 'plays the test-only counter game',
  'test/e2e/input-hardening-http.test.ts': 'writes a player through the in-process context and reads its clock',
  'test/e2e/lobby-http.test.ts': 'creates games through the in-process context (and plays the counter game)',
  'test/e2e/local-routes.test.ts': "tests the local runtime's own front (its /_local/ routes' guards and the web client on the API's port)",
  'test/e2e/mr-jack-extension-http.test.ts': "reads the game's hidden state from the in-process event store",
  'test/e2e/mr-jack-http.test.ts': "reads the game's hidden state from the in-process event store",
  'test/e2e/notifications-http.test.ts': "confirms subscriptions in the in-process SNS stand-in (and plays the counter game)",
  'test/e2e/platform-http.test.ts': 'plays the test-only counter game and reads the in-process event store',
  'test/e2e/ratings-http.test.ts': 'plays the test-only counter game and reads the in-process context',
  'test/e2e/ripper-rummy-http.test.ts': 'fixes the ids and the deal of the in-process runtime',
  'test/e2e/vacation-http.test.ts': 'plays the test-only counter game',
  'test/e2e/webhooks-http.test.ts': "needs webhook URLs on this machine and a DNS stand-in, which the deployed functions refuse by design (and plays the counter game)",
};
