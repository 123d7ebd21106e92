/**
 * Which HTTP end-to-end files (test/e2e, test/whole-games) run against the rehearsal, and why the others cannot.
 * vitest.config.ts's `rehearsal` project runs the first list, one file at a time (they share the
 * rehearsal's one clock, which some move by days); a test keeps every file of test/e2e in exactly
 * one of the two.
 *
 * Against the rehearsal a file reaches the stack over HTTP only: the API, and the rehearsal's
 * /_local/ test routes (the clock, the outbox, the stream's drain: infra/rehearse/services/test-routes.ts).
 * The deployed stack knows the product's games only, so files that play the platform's test-only
 * game (test/support/fixtures), and files that read or write the in-process runtime's stores, clock or SNS
 * stand-in directly, stay in-process.
 */
/**
 * A file that runs against the rehearsal, and its tests that cannot (by the start of their name,
 * with why): those are left out of the run by name (vitest's --testNamePattern) and counted as skipped.
 */
export interface E2eOnRehearsal {
  readonly file: string;
  readonly inProcessOnly?: Readonly<Record<string, string>>;
}

const HIDDEN_STATE = "reads the game's hidden state from the in-process event store";

export const E2E_ON_REHEARSAL: readonly E2eOnRehearsal[] = [
  { file: 'test/e2e/game-card-http.test.ts' },
  { file: 'test/e2e/openapi-contract.test.ts' },
  { file: 'test/whole-games/mr-jack-http.test.ts', inProcessOnly: { 'plays a whole game to a result by posting listed legal commands': HIDDEN_STATE } },
  { file: 'test/whole-games/mr-jack-extension-http.test.ts', inProcessOnly: { 'plays a whole game: draft, start hexes and rounds': HIDDEN_STATE } },
  {
    file: 'test/e2e/input-hardening-http.test.ts',
    inProcessOnly: { 'never holds a raw control character from user input': 'writes a player with an old-style name through the in-process context' },
  },
  {
    file: 'test/e2e/accounts/accounts-http.test.ts',
    inProcessOnly: {
      'mails a code to a registered address only': "expects the sign-in link on the API's URL; deployed, links name the web client, which the rehearsal serves on another port",
      'is set at registration, changed and set back to UTC': "reads the in-process runtime's clock",
      // Deployed, each function has its own warm process and token cache (lambdas/app/accounts/auth.ts):
      // GET /players/me may answer from a caller read up to a minute before the unsubscribe link's change.
      'opens a page whose button turns game e-mail, reminders or news off':
        "expects GET /players/me to show the unsubscribe link's change at once; deployed, that function's warm token cache may hold the player for up to a minute (TOKEN_CACHE_TTL_MS)",
    },
  },
];

/** The files vitest's `rehearsal` project includes. */
export const e2eFilesOnRehearsal = (): string[] => E2E_ON_REHEARSAL.map((f) => f.file);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A --testNamePattern that matches every test but those left out (undefined when none is). */
export function testNamePatternOnRehearsal(): string | undefined {
  const names = E2E_ON_REHEARSAL.flatMap((f) => Object.keys(f.inProcessOnly ?? {}));
  return names.length === 0 ? undefined : `^(?!.*(?:${names.map(escapeRegExp).join('|')})).*$`;
}

export const E2E_IN_PROCESS_ONLY: Readonly<Record<string, string>> = {
  'test/whole-games/bots-http.test.ts': "plays the platform's test-only game",
  'test/whole-games/client.test.ts': "plays the platform's test-only game (its whole games are the rehearsal's own checks)",
  'test/e2e/accounts/delete-account-http.test.ts': "reads the table and the SNS stand-in's subscriptions directly",
  'test/e2e/mail/reply-mail-http.test.ts': "plays the platform's test-only game by replies through the local SMTP port and POST /_local/inbound, which the deployed stack has not (SES receives its mail)",
  'test/whole-games/reply-mail-games.test.ts': "replies through POST /_local/inbound (the deployed stack receives mail by SES) and reads the in-process SNS stand-in's outbox",
  'test/e2e/game-versions-http.test.ts': "plays the platform's test-only game",
  'test/e2e/lobby-http.test.ts': "creates games through the in-process context (and plays the platform's test-only game)",
  'test/e2e/local-routes.test.ts': "tests the local runtime's own front (its /_local/ routes' guards and the web client on the API's port)",
  'test/e2e/mail/notifications-http.test.ts': "confirms subscriptions in the in-process SNS stand-in (and plays the platform's test-only game)",
  'test/e2e/platform-http.test.ts': "plays the platform's test-only game and reads the in-process event store",
  'test/whole-games/ratings-http.test.ts': "plays the platform's test-only game and reads the in-process context",
  'test/whole-games/ripper-rummy-http.test.ts': 'fixes the ids and the deal of the in-process runtime',
  'test/e2e/time/vacation-http.test.ts': "plays the platform's test-only game",
  'test/e2e/accounts/invitation-link-http.test.ts': "plays the platform's test-only game",
  'test/e2e/time/time-bank-http.test.ts': "plays the platform's test-only game",
  'test/e2e/time/calendar-http.test.ts': "plays the platform's test-only game",
  'test/e2e/mail/notification-modes-http.test.ts': "plays the platform's test-only game",
  'test/e2e/mail/webhooks-http.test.ts': "needs webhook URLs on this machine and a DNS stand-in, which the deployed functions refuse by design (and plays the platform's test-only game)",
};
