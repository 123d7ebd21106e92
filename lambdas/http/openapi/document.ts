/**
 * openapi.yaml, built from the code (`npm run openapi` writes it; a test fails when the committed
 * file differs): the paths from the route table, each route's auth and body schema from its
 * implementation, its statuses from what the middy stack and its use case can answer, every schema
 * from the zod schemas the server validates and answers with, and per game (from the registry) its
 * options and commands, so `legalCommands` is typed game by game. Prose lives in operations.ts.
 */
import { stringify } from 'yaml';
import type { GameRegistry } from '../../../domain/games/registry.js';
import { problemBody, problems, type ProblemKind } from '../../app/core/problems.js';
import { bodySchema, readsBody } from '../route.js';
import { routeSpec, routeTable } from '../route-table.js';
import { routeImpls } from '../routes/index.js';
import { TokenIdParam } from '../routes/tokens.js';
import { LeaderboardGameParam, LeaderboardLimitQuery, PlayerIdParam } from '../routes/ratings.js';
import { WebhookIdParam } from '../routes/webhooks.js';
import { CalendarFeedParam } from '../routes/calendar.js';
import { CursorQuery, ListLimitQuery, ListStatusQuery, LobbyGameQuery, LobbyLimitQuery } from '../list-query.js';
import { GameIdParam, HistoryAfterQuery, HistoryLimitQuery, IdempotencyKeyHeader, IfMatchHeader, IfNoneMatchHeader, VersionParam } from '../validate.js';
import { operationDocs, type HeaderName, type OperationDoc, type ParameterName } from './operations.js';
import { componentRef, componentSchemas, jsonSchemaOf, type JsonSchema } from './schemas.js';

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json | undefined };
type JsonObject = { [key: string]: Json | undefined };

export const API_VERSION = '0.1.0';

const INFO_DESCRIPTION = `Play Ripper Rummy and Mr. Jack asynchronously, over days.

Register once (\`POST /players\`) and keep the token: send it as \`Authorization: Bearer <token>\`. Each
device gets its own token (\`/players/me/tokens\`: list, issue, revoke); a lost one is no lost account:
sign in by e-mail (\`POST /sessions\`, then the mailed code to \`POST /sessions/redeem\`).
Create a game or join one; when the seats are full the game starts. \`GET /games/{gameId}\` shows the
game as you may see it, with \`legalCommands\`: every command you may post now, each a complete JSON
body. Post one of them to \`/games/{gameId}/commands\` with \`If-Match\` set to the ETag you saw.

Errors are RFC 9457 \`application/problem+json\` documents with a stable \`code\` (rule rejections carry
the rule's code, such as \`not-your-turn\`). A client's mistake is always a 4xx and changes nothing.
Each operation lists the codes it can answer with.

This document is generated from the code that serves the API (the route table, the zod schemas it
validates and answers with, and each game's options and commands), so the two cannot drift apart.`;

const TAGS = [
  { name: 'players', description: 'Registration, the caller\'s profile, address and tokens (one per device), and unsubscribing from a mail.' },
  { name: 'sessions', description: 'Signing in by e-mail: a one-time code mailed to the player\'s address, traded for a new token.' },
  { name: 'games', description: 'Creating, joining and playing games, and reading them and their history.' },
  { name: 'ratings', description: "Players' ratings per game kind (Glicko-2 for Mr. Jack, Weng–Lin for Ripper Rummy) and the leaderboards." },
  { name: 'docs', description: 'This document and a page rendered from it.' },
];

const PARAMETERS: Record<ParameterName, JsonObject> = {
  GameId: parameter('gameId', 'path', GameIdParam(), true),
  TokenId: parameter('tokenId', 'path', TokenIdParam(), true),
  WebhookId: parameter('webhookId', 'path', WebhookIdParam(), true),
  CalendarFeed: parameter('feed', 'path', CalendarFeedParam(), true),
  Version: parameter('version', 'path', VersionParam(), true),
  UnsubscribeToken: {
    name: 't',
    in: 'query',
    required: true,
    description: 'The signed value from the link in the mail, as it is.',
    schema: { type: 'string' },
  },
  IfMatch: parameter('If-Match', 'header', IfMatchHeader()),
  IfNoneMatch: parameter('If-None-Match', 'header', IfNoneMatchHeader()),
  IdempotencyKey: parameter('Idempotency-Key', 'header', IdempotencyKeyHeader()),
  HistoryAfter: parameter(HistoryAfterQuery.name, 'query', HistoryAfterQuery.schema),
  HistoryLimit: parameter(HistoryLimitQuery.name, 'query', HistoryLimitQuery.schema),
  ListStatus: parameter('status', 'query', ListStatusQuery()),
  ListLimit: parameter(ListLimitQuery.name, 'query', ListLimitQuery.schema),
  Cursor: parameter('cursor', 'query', CursorQuery()),
  LobbyGame: parameter('game', 'query', LobbyGameQuery()),
  LobbyLimit: parameter(LobbyLimitQuery.name, 'query', LobbyLimitQuery.schema),
  PlayerId: parameter('playerId', 'path', PlayerIdParam(), true),
  LeaderboardGame: parameter('game', 'path', LeaderboardGameParam(), true),
  LeaderboardLimit: parameter(LeaderboardLimitQuery.name, 'query', LeaderboardLimitQuery.schema),
};

/** A parameter from the schema the server validates it with; the schema's description becomes the parameter's. */
function parameter(name: string, location: 'path' | 'header' | 'query', schema: Parameters<typeof jsonSchemaOf>[0], required = false): JsonObject {
  const { description, ...rest } = jsonSchemaOf(schema);
  return { name, in: location, ...(required ? { required } : {}), ...(typeof description === 'string' ? { description } : {}), schema: json(rest) };
}

/** Response headers: the name on the wire, and its component. */
const HEADERS: Record<HeaderName | 'WWWAuthenticate' | 'RetryAfter', { readonly wire: string; readonly header: JsonObject }> = {
  ETag: { wire: 'ETag', header: { description: 'The game\'s version in quotes, e.g. `"12"`. Send it back as If-Match (or If-None-Match).', schema: { type: 'string', pattern: '^"\\d+"$' } } },
  Location: { wire: 'Location', header: { description: 'The game\'s path, `/games/{gameId}`.', schema: { type: 'string' } } },
  IdempotentReplayed: {
    wire: 'Idempotent-Replayed',
    header: { description: 'Present, `true`, when the answer is the first answer to this Idempotency-Key, replayed; nothing was appended.', schema: { type: 'string', const: 'true' } },
  },
  GameCacheControl: {
    wire: 'Cache-Control',
    header: { description: 'The answer is the caller\'s own: a private cache may keep it and must revalidate it (If-None-Match).', schema: { type: 'string', const: 'private, no-cache' } },
  },
  VaryAuthorization: { wire: 'Vary', header: { description: 'Includes `Authorization`: each caller sees the game their own way.', schema: { type: 'string' } } },
  WWWAuthenticate: { wire: 'WWW-Authenticate', header: { description: 'The scheme to use: `Bearer realm="whitechapel"`.', schema: { type: 'string' } } },
  RetryAfter: { wire: 'Retry-After', header: { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 0 } } },
};

function headerRefs(names: readonly (keyof typeof HEADERS)[]): JsonObject | undefined {
  if (names.length === 0) return undefined;
  return Object.fromEntries(names.map((n) => [HEADERS[n].wire, { $ref: `#/components/headers/${n}` }]));
}

/** What API Gateway itself answers (throttling, a function that failed or timed out): JSON with a message, not a problem. */
const GATEWAY_MESSAGE: JsonObject = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
  description: "API Gateway's own answer, e.g. `{\"message\":\"Too Many Requests\"}`.",
};

const SHARED_RESPONSES: JsonObject = {
  TooManyRequests: {
    description: "Too many requests: the API stage's throttling limit (answered by API Gateway). Retry later.",
    content: { 'application/json': { schema: { $ref: componentRef('GatewayMessage') } } },
  },
  InternalError: {
    description: 'A fault on our side; it has been logged (`internal-error`). If the function itself failed, API Gateway answers with its own JSON message.',
    content: {
      'application/problem+json': { schema: problemSchema([problems.internalError]) },
      'application/json': { schema: { $ref: componentRef('GatewayMessage') } },
    },
  },
  ServiceBusy: {
    description: 'The database is throttling (`service-busy`); retry after the time in Retry-After.',
    headers: headerRefs(['RetryAfter']),
    content: { 'application/problem+json': { schema: problemSchema([problems.serviceBusy]) } },
  },
};

function problemSchema(kinds: readonly ProblemKind[]): JsonObject {
  const codes = [...new Set(kinds.map((k) => k.code))];
  if (codes.some((c) => c === undefined)) return { $ref: componentRef('Problem') };
  return { allOf: [{ $ref: componentRef('Problem') }, { type: 'object', required: ['code'], properties: { code: { enum: codes.filter((c) => c !== undefined) } } }] };
}

/**
 * The problems a route can answer with: those that follow from what the route is (its path, its
 * token, its body), so no operation can leave them out, and its use case's.
 */
export function problemsOf(operationId: keyof typeof operationDocs): ProblemKind[] {
  const route = routeImpls[operationId];
  const own: ProblemKind[] = [];
  // A path parameter can make the path name no route at all (empty, or a raw `/` in it): `not-found`.
  if (pathParameters(routeSpec(operationId).path).length > 0) own.push(problems.notFound);
  // Every body read is also checked for keys no body may hold (`__proto__`, `prototype`…: body.ts),
  // a raw one too (the command's), which is an invalid-body before any schema sees it.
  if (readsBody(route)) own.push(problems.invalidJson, problems.payloadTooLarge, problems.unsupportedMediaType, problems.invalidBody);
  if (route.auth) own.push(problems.unauthorized);
  const all = [...own, ...(operationDocs[operationId].problems ?? [])];
  return all.filter((k, i) => all.findIndex((o) => o.status === k.status && o.code === k.code) === i);
}

const PROBLEM_EXAMPLES: Partial<Record<number, JsonObject>> = {
  400: json(problemBody(problems.invalidBody([{ path: ['colour'], message: 'Unrecognized key: "colour"' }]))),
  412: json(problemBody(problems.staleVersion(13))),
  422: json(problemBody(problems.ruleRejected({ code: 'not-your-turn', message: 'It is not your turn.' }))),
};

const NO_ROUTE =
  '`not-found` when a path parameter leaves the path naming no route (empty, or holding a raw `/`); deployed, API Gateway answers that itself, as JSON with a message.';

function responsesOf(operationId: keyof typeof operationDocs, doc: OperationDoc): JsonObject {
  const responses: JsonObject = {};
  for (const [status, success] of Object.entries(doc.success)) {
    const media = success.mediaType ?? 'application/json';
    const schema: JsonObject = success.schema ? { $ref: componentRef(success.schema) } : { type: 'string' };
    responses[status] = {
      description: success.description,
      headers: headerRefs(success.headers ?? []),
      content: status === '304' || status === '204' ? undefined : { [media]: { schema, ...(success.example === undefined ? {} : { example: json(success.example) }) } },
    };
  }
  const byStatus = new Map<number, ProblemKind[]>();
  for (const kind of problemsOf(operationId)) byStatus.set(kind.status, [...(byStatus.get(kind.status) ?? []), kind]);
  for (const [status, kinds] of [...byStatus].sort(([a], [b]) => a - b)) {
    const described = kinds.map((k) => (k.code ? `${k.title} (\`${k.code}\`)` : `${k.title} (the rule's own code)`)).join('; ');
    const example = PROBLEM_EXAMPLES[status];
    // The 400 example is a schema's answer: a route that takes its body raw (a command) has none.
    const exampleFits = example !== undefined && (kinds.some((k) => k.code === undefined) || kinds.some((k) => k.code === example.code)) && (status !== 400 || routeImpls[operationId].body !== undefined);
    const noRoute = kinds.includes(problems.notFound);
    responses[String(status)] = {
      description: [doc.notes?.[status], `${described}.`, noRoute ? NO_ROUTE : undefined].filter(Boolean).join(' '),
      headers: status === 401 ? headerRefs(['WWWAuthenticate']) : status === 429 || status === 503 ? headerRefs(['RetryAfter']) : undefined,
      content: {
        'application/problem+json': { schema: problemSchema(kinds), ...(exampleFits ? { example } : {}) },
        ...(noRoute ? { 'application/json': { schema: { $ref: componentRef('GatewayMessage') } } } : {}),
        ...(doc.problemPages ? { 'text/html': { schema: { type: 'string', description: 'The same, as a page for a person (sent when the request accepts text/html).' } } } : {}),
      },
    };
  }
  // API Gateway's throttling can answer any operation; an operation with 429 problems of its own answers both.
  const own429 = responses['429'];
  responses['429'] =
    own429 && typeof own429 === 'object' && !Array.isArray(own429) && 'content' in own429
      ? { ...own429, content: { ...json(own429.content), 'application/json': { schema: { $ref: componentRef('GatewayMessage') } } } }
      : { $ref: '#/components/responses/TooManyRequests' };
  responses['500'] = { $ref: '#/components/responses/InternalError' };
  responses['503'] = { $ref: '#/components/responses/ServiceBusy' };
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
}

/** The path's own parameters (`{gameId}` → GameId), in the order they appear. */
const PATH_PARAMETERS: Record<string, ParameterName> = { gameId: 'GameId', tokenId: 'TokenId', webhookId: 'WebhookId', feed: 'CalendarFeed', version: 'Version', playerId: 'PlayerId', game: 'LeaderboardGame' };

function pathParameters(path: string): ParameterName[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => {
    const known = PATH_PARAMETERS[name];
    if (!known) throw new Error(`no parameter documented for {${name}} in ${path}`);
    return known;
  });
}

function operation(operationId: keyof typeof operationDocs, path: string, games: GameRegistry): JsonObject {
  const doc = operationDocs[operationId];
  const route = routeImpls[operationId];
  const parameters = [...pathParameters(path), ...(doc.parameters ?? [])];
  const takesBody = route.body !== undefined || doc.requestSchema !== undefined;
  const given = doc.examplesFromGames ? Object.assign({}, ...[...games.values()].map((g) => g.words.creationExamples ?? {})) : doc.requestExamples;
  const examples = given && Object.fromEntries(Object.entries(given as NonNullable<OperationDoc['requestExamples']>).map(([k, v]) => [k, { summary: v.summary, value: json(v.value) }]));
  return {
    operationId,
    tags: [doc.tag],
    summary: doc.summary,
    description: doc.description,
    security: route.auth ? undefined : [],
    parameters: parameters.length ? parameters.map((p) => ({ $ref: `#/components/parameters/${p}` })) : undefined,
    requestBody: takesBody
      ? { required: true, content: { 'application/json': { schema: { $ref: componentRef(requestComponent(operationId)) }, examples } } }
      : undefined,
    responses: responsesOf(operationId, doc),
  };
}

/** The component documenting a route's body: its own name for the route's schema, or the operation doc's. */
function requestComponent(operationId: keyof typeof operationDocs): string {
  const doc = operationDocs[operationId];
  return doc.requestSchema ?? doc.bodyName ?? `${operationId[0]?.toUpperCase()}${operationId.slice(1)}Body`;
}

/** The request bodies documented by the routes' own schemas: RegisterBody as `RegisterPlayerBody`, … */
function routeBodies() {
  return routeTable.flatMap((r) => {
    const body = bodySchema(routeImpls[r.operationId]);
    return body && operationDocs[r.operationId].requestSchema === undefined ? [[requestComponent(r.operationId), body] as const] : [];
  });
}

export function buildOpenApi(games: GameRegistry): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const r of routeTable) paths[r.path] = { ...paths[r.path], [r.method.toLowerCase()]: operation(r.operationId, r.path, games) };
  const schemas: Record<string, JsonSchema> = { ...componentSchemas(games, routeBodies()), GatewayMessage: GATEWAY_MESSAGE };
  return prune({
    openapi: '3.1.0',
    info: { title: 'Whitechapel', version: API_VERSION, description: INFO_DESCRIPTION, license: { name: 'MIT', identifier: 'MIT' } },
    // Relative: the API that serves this document (GET /openapi.yaml), wherever it is deployed.
    servers: [{ url: '/', description: 'The API serving this document: `http://localhost:3000` with `npm start`, the `ApiUrl` output in AWS.' }],
    security: [{ bearer: [] }],
    tags: TAGS,
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'A token returned once by `POST /players`, `POST /sessions/redeem` or `POST /players/me/tokens` (`<playerId>.<secret>`), until revoked.',
        },
      },
      parameters: PARAMETERS,
      headers: Object.fromEntries(Object.entries(HEADERS).map(([k, v]) => [k, v.header])),
      responses: SHARED_RESPONSES,
      schemas: json(Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)))),
    },
  });
}

/** openapi.yaml's text, with a line saying where it comes from. Strings are quoted wherever a YAML 1.1 reader could take them for something else (a time, a boolean). */
export function openApiYaml(games: GameRegistry): string {
  const header = '# Generated by `npm run openapi` from the code (lambdas/http/openapi/): edit the code, not this file.\n';
  return header + stringify(buildOpenApi(games), { lineWidth: 0, aliasDuplicateObjects: false, version: '1.1' });
}

/** Plain JSON data, checked (zod's JSON Schemas and the examples are JSON). */
function json(value: unknown): JsonObject {
  const parsed: unknown = JSON.parse(JSON.stringify(value));
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not a JSON object');
  return { ...parsed };
}

/** Drops undefined members, so optional parts simply do not appear. */
function prune(value: JsonObject): JsonObject {
  return json(value);
}
