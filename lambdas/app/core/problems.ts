import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';

/**
 * Every problem the service can answer with, in one catalogue: the use cases' (game not found, not
 * your seat, stale version, rule rejections…) and the HTTP edge's (bad JSON, no token, wrong media
 * type…), and the local runtime's stand-in for API Gateway reuses the same entries and body.
 *
 * An entry fixes the status, the stable machine `code` and the title; only the `detail` sentence
 * (and, for some, extra members) depends on the case, so it is built from the entry's arguments.
 * Clients switch on `code`, and openapi.yaml documents them (each operation lists the entries it can
 * answer with, so a response's `code` is an enum there): never rename one.
 */

export interface Problem {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string;
  /** Extra members for the problem document (e.g. `currentVersion`, `issues`). */
  readonly extra?: Readonly<Record<string, unknown>>;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A schema issue as it is reported to clients: where, and what is wrong there. */
export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

type Extras = Pick<Problem, 'extra' | 'headers'>;

/** What a catalogue entry fixes, readable without building a problem (openapi.yaml is generated from it). */
export interface ProblemKind {
  readonly status: number;
  readonly title: string;
  /** Absent where the code varies: a rule rejection carries the rule's own. */
  readonly code?: string;
}

/** A catalogue entry: call it with the case's arguments to get the problem. */
export type ProblemEntry<A extends unknown[]> = ((...args: A) => Problem) & ProblemKind & { readonly code: string };

/** One catalogue entry: status, code and title fixed; the detail (and extras) built per case. */
function entry<A extends unknown[]>(status: number, code: string, title: string, detail: (...args: A) => string, extras?: (...args: NoInfer<A>) => Extras): ProblemEntry<A> {
  return Object.assign((...args: A): Problem => ({ status, code, title, detail: detail(...args), ...extras?.(...args) }), { status, code, title });
}

/** Schema issues as one readable sentence for a problem's `detail`. */
function describeIssues(issues: readonly Issue[]): string {
  return issues
    .slice(0, 10)
    .map((i) => `${i.path.length ? i.path.map(String).join('.') : '(body)'}: ${i.message}`)
    .join('; ');
}

const issueList = (issues: readonly Issue[]) => issues.map((i) => ({ path: i.path.map(String), message: i.message }));

type Unauthorized = 'no-token' | 'not-bearer' | 'invalid-token';
const unauthorizedDetail: Record<Unauthorized, string> = {
  'no-token': 'Send "Authorization: Bearer <token>" with the token you got when you registered or signed in.',
  'not-bearer': 'The Authorization header must be "Bearer <token>".',
  'invalid-token': 'The token is not valid (unknown or revoked). Lost it? Sign in by e-mail: POST /sessions.',
};

const RULE_REJECTED = 'Command rejected';

export const problems = {
  // 400: the request itself is malformed.
  invalidJson: entry(400, 'invalid-json', 'Malformed JSON', (why: { readonly syntax: string } | { readonly maxDepth: number }) =>
    'syntax' in why ? `The body is not valid JSON: ${why.syntax}` : `JSON may be nested at most ${why.maxDepth} levels.`,
  ),
  invalidBody: entry(
    400,
    'invalid-body',
    'Invalid request body',
    (issues: readonly Issue[] | string) => (typeof issues === 'string' ? issues : describeIssues(issues)),
    (issues) => (typeof issues === 'string' ? {} : { extra: { issues: issueList(issues) } }),
  ),
  invalidCommand: entry(
    400,
    'invalid-command',
    'Malformed command',
    (issues: readonly Issue[] | null) => (issues ? describeIssues(issues) : 'Post one of the legalCommands as the JSON body.'),
    (issues) => (issues ? { extra: { issues: issueList(issues), hint: 'Post one of the legalCommands listed by GET /games/{gameId}.' } } : {}),
  ),
  invalidIfMatch: entry(400, 'invalid-if-match', 'Malformed If-Match', () => 'If-Match must be the ETag of the game, e.g. "12".'),
  invalidIdempotencyKey: entry(400, 'invalid-idempotency-key', 'Malformed Idempotency-Key', () => 'Idempotency-Key must be 1–255 visible ASCII characters.'),
  invalidQuery: entry(400, 'invalid-query', 'Invalid query parameter', (name: string, min: number, max: number) => `${name} must be an integer from ${min} to ${max}.`),
  unknownGame: entry(400, 'unknown-game', 'Unknown game', (asked: string, known: readonly string[]) => `There is no game "${asked}". Known games: ${known.join(', ')}.`),
  invalidName: entry(400, 'invalid-name', 'Invalid name', (what: 'name' | 'label', why: string) => `The ${what} ${why}`),
  invalidTimeZone: entry(400, 'invalid-time-zone', 'Unknown time zone', (shown: string | null) =>
    `${shown === null ? 'That' : `"${shown}"`} is not a time zone: send an IANA name such as "Europe/London", "America/New_York" or "UTC" (or null for UTC).`,
  ),
  invalidStatus: entry(400, 'invalid-status', 'Invalid status filter', (allowed: readonly string[]) => `status must be one of ${allowed.join(', ')}.`),
  invalidCursor: entry(400, 'invalid-cursor', 'Invalid cursor', () => 'This cursor is not one a previous page gave (with the same filter): start again without it.'),
  invalidLink: entry(400, 'invalid-link', 'Invalid link', () => 'This link is not valid: copy the whole link from the mail.'),
  invalidInvitation: entry(400, 'invalid-invitation', 'Invalid invitation link', (why: 'malformed' | 'forged' | 'expired' | 'other-address') =>
    why === 'expired' ? 'This invitation link has expired: ask the player who invited you for a new one, or sign up without it.'
    : why === 'other-address' ? 'This invitation link was sent to another address: sign up without it (a code is mailed to yours), or with the invited address.'
    : 'This is not an invitation link this service made: copy the whole link, or sign up without it.'),
  invalidCode: entry(400, 'invalid-code', 'Invalid code', (kind: 'sign-in' | 'confirmation') => `This ${kind} code is unknown, already used or expired. Ask for a new one.`),
  invalidBots: entry(400, 'invalid-bots', 'Invalid bot seats', (why: string) => why),
  invalidWebhookUrl: entry(400, 'invalid-webhook-url', 'Webhook URL refused', (why: string) => `The webhook URL ${why}.`),
  invalidOptions: entry(
    400,
    'invalid-options',
    'Invalid game options',
    (issues: readonly Issue[] | string) => (typeof issues === 'string' ? issues : describeIssues(issues)),
    (issues) => (typeof issues === 'string' ? {} : { extra: { issues: issueList(issues) } }),
  ),

  // 401, 403, 404, 405: who may do what, where.
  unauthorized: entry(
    401,
    'unauthorized',
    'Authentication required',
    (why: Unauthorized = 'no-token') => unauthorizedDetail[why],
    () => ({ headers: { 'WWW-Authenticate': 'Bearer realm="whitechapel"' } }),
  ),
  notAPlayer: entry(403, 'not-a-player', 'Not a player of this game', () => 'Only a player seated at this game may do this.'),
  gameNotFound: entry(404, 'game-not-found', 'Game not found', (gameId: string) => `There is no game ${JSON.stringify(gameId).slice(0, 80)}.`),
  versionNotFound: entry(404, 'version-not-found', 'Version not found', (gameId: string, latest: number) => `Game ${gameId} has versions 0 to ${latest}.`),
  playerNotFound: entry(404, 'player-not-found', 'Player not found', () => 'This player no longer exists.'),
  notFound: entry(404, 'not-found', 'Not found', (what: string) => what),
  tokenNotFound: entry(404, 'token-not-found', 'Token not found', () => 'You have no token with this id (it may have been revoked already).'),
  webhookNotFound: entry(404, 'webhook-not-found', 'Webhook not found', () => 'You have no webhook with this id (it may have been deleted already).'),
  calendarNotFound: entry(404, 'calendar-not-found', 'Calendar not found', () => 'No calendar feed has this address (a newer one may have replaced it).'),
  methodNotAllowed: entry(405, 'method-not-allowed', 'Method not allowed', (method: string, path: string) => `${method} is not allowed on ${path}.`),

  // 409, 412: the game is not in a state for it.
  gameNotStarted: entry(409, 'game-not-started', 'Game not started', (seatCount: number) => `The game starts when all ${seatCount} seats are taken.`),
  gameOver: entry(409, 'game-over', 'Game over', () => 'The game is over; no more commands are accepted.'),
  gameNotWaiting: entry(409, 'game-not-waiting', 'Game not waiting', (status: string) =>
    status === 'cancelled' ? 'The game was cancelled.' : `Only a game waiting for players takes invitations; this one is ${status}.`,
  ),
  gameCancelled: entry(409, 'game-cancelled', 'Game cancelled', () => 'The game was cancelled (by its creator before it began, or abandoned after every player had been away too long); no commands are accepted.'),
  gameNotFinished: entry(409, 'game-not-finished', 'Game not finished', () => 'A rematch follows a finished game; this one is not over.'),
  gameFull: entry(409, 'game-full', 'No open seat', (gameId: string, status: string) => `Game ${gameId} has no open seat (it is ${status}).`),
  busy: entry(409, 'busy', 'Game busy', (doing: 'joining' | 'deciding') =>
    doing === 'joining' ? 'The game changed too often while joining; please retry.' : 'The game changed too often while your command was decided; fetch it and retry.',
  ),
  playerIdTaken: entry(409, 'player-id-taken', 'Try again', () => 'A generated id collided; please retry.'),
  emailTaken: entry(409, 'email-taken', 'Address in use', () => 'Another player uses this e-mail address (one player per address). Sign in with it instead: POST /sessions.'),
  tooManyTokens: entry(409, 'too-many-tokens', 'Too many tokens', (max: number) => `A player holds at most ${max} tokens. Revoke one you no longer use first (DELETE /players/me/tokens/{tokenId}).`),
  tooManyMutedGames: entry(409, 'too-many-muted-games', 'Too many muted games', (max: number) => `A player mutes at most ${max} games at once. Unmute one first (DELETE /games/{gameId}/mute).`),
  tooManyWebhooks: entry(409, 'too-many-webhooks', 'Too many webhooks', (max: number) => `A player has at most ${max} webhooks. Delete one first (DELETE /players/me/webhooks/{webhookId}).`),
  noEmailChange: entry(409, 'no-email-change', 'No change of address pending', () => 'There is no change of address to confirm. Ask for one first: PATCH /players/me {"email": …}.'),
  alreadyOnVacation: entry(409, 'already-on-vacation', 'Already on vacation', (until: string) => `You are on vacation until ${until}. End it first (DELETE /players/me/vacation).`),
  accountBusy: entry(409, 'account-busy', 'Account busy', () => 'Your account changed at the same moment; please retry.'),
  staleVersion: entry(
    412,
    'stale-version',
    'Version changed',
    (_current: number | null) => 'The game changed since the version in If-Match. Fetch it again (GET /games/{gameId}) and decide anew.',
    (current) => (current === null ? {} : { extra: { currentVersion: current } }),
  ),

  // 413, 415: the body cannot be read at all.
  payloadTooLarge: entry(413, 'payload-too-large', 'Body too large', (size?: { readonly bytes: number; readonly limit: number }) =>
    size === undefined ? 'Request bodies are limited.' : `Request bodies are limited to ${size.limit} bytes; this one has ${size.bytes}.`,
  ),
  unsupportedMediaType: entry(415, 'unsupported-media-type', 'JSON expected', (type: string) => `Send the body as application/json (got ${type}).`),

  // 422: understood, and refused by a rule.
  /** The game's own rule refused the command: the rule's code (`not-your-turn`, `meld-needs-victim`…) is the problem's code. */
  ruleRejected: Object.assign(
    (rejection: { readonly code: string; readonly message: string }): Problem => ({ status: 422, code: rejection.code, title: RULE_REJECTED, detail: rejection.message }),
    { status: 422, title: RULE_REJECTED },
  ),
  invalidVacation: entry(422, 'invalid-vacation', 'Vacation not possible', (why: string) => why),
  vacationBudgetExceeded: entry(422, 'vacation-budget-exceeded', 'Not enough vacation days', (asked: number, left: number) =>
    `This vacation would start ${asked} day(s) (each started day counts); you have ${left} left. Ask for a shorter one.`,
  ),
  idempotencyKeyReused: entry(422, 'idempotency-key-reused', 'Idempotency-Key reused', (firstUse: 'request' | 'command') => `This Idempotency-Key was already used for a different ${firstUse}.`),

  // 429: too often.
  tooManyInvitations: entry(
    429,
    'too-many-invitations',
    'Too many invitations',
    (limit: number, _retryAfterSeconds: number) => `At most ${limit} invitations here (per game, and per player and day). Share the game's link instead.`,
    (_limit, retryAfterSeconds) => (retryAfterSeconds > 0 ? { headers: { 'Retry-After': String(retryAfterSeconds) } } : {}),
  ),
  tooManyMails: entry(
    429,
    'too-many-mails',
    'Too many mails',
    (limit: number, _retryAfterSeconds: number) => `At most ${limit} such mails per address and hour. Try again later.`,
    (_limit, retryAfterSeconds) => ({ headers: { 'Retry-After': String(retryAfterSeconds) } }),
  ),

  // 5xx: our side.
  internalError: entry(500, 'internal-error', 'Internal error', (where: string = 'Something went wrong on our side; it has been logged.') => where),
  serviceBusy: entry(503, 'service-busy', 'Service busy', () => 'The service is busy; retry in a moment.', () => ({ headers: { 'Retry-After': '1' } })),
} as const;

const PROBLEM_TYPE_BASE = 'https://whitechapel.dev/problems/';

/**
 * An RFC 9457 problem document as it goes on the wire (application/problem+json); openapi.yaml's `Problem`.
 * It only documents and types (no route parses a problem), so it is built on first use, not at every cold start.
 */
export const ProblemDocument = /* @__PURE__ */ builtOnce(() =>
  z
    .looseObject({
      type: z.url().check(z.describe('A URI naming the kind of problem: the base plus `code`.')),
      title: z.string().check(z.describe('Short and fixed for the kind of problem.')),
      status: z.int().check(z.minimum(400), z.maximum(599), z.describe('The HTTP status, repeated.')),
      detail: z.string().check(z.describe('What went wrong in this case, in a sentence.')),
      code: z.string().check(z.describe('Stable machine-readable code: switch on this, never on the text.')),
      issues: z.optional(
        z
          .array(z.object({ path: z.array(z.string()), message: z.string() }))
          .check(z.describe('For a body, command or options that fail their schema: where, and what is wrong there.')),
      ),
      hint: z.optional(z.string().check(z.describe('What to send instead.'))),
      currentVersion: z.optional(z.int().check(z.minimum(0), z.describe('With `stale-version`: the version the game is at now.'))),
    })
    .check(z.describe('An RFC 9457 problem document. Members beyond these may be added.')),
);
export type ProblemDocument = z.infer<ReturnType<typeof ProblemDocument>>;

/** The problem document of a problem. */
export function problemBody(p: Problem): ProblemDocument {
  return { type: PROBLEM_TYPE_BASE + p.code, title: p.title, status: p.status, detail: p.detail, code: p.code, ...p.extra };
}

/** The response headers of a problem (its content type and any it carries, like WWW-Authenticate). */
export function problemHeaders(p: Problem): Record<string, string> {
  return { 'content-type': 'application/problem+json', ...p.headers };
}
