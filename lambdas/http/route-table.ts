/**
 * The HTTP routes, as plain data: the one source for infra/ (one Lambda per route), local/ (the
 * same handlers behind one port) and the test that checks openapi.yaml. Each route's Lambda
 * handler is exported by lambdas/handlers/http/<folder>/<operation-id>.ts (see `handlerFile`), and its
 * implementation is the entry of the same name in routes/index.ts, which must exist for every
 * operationId here and for nothing else (a type checks both ways).
 */
/** The DynamoDB and SNS actions a function's code performs, and the secrets it reads: infra/ grants exactly these (least privilege). */
export interface DataAccess {
  /**
   * Actions on the table (and, for Query, its indexes), as IAM names them: a TransactWriteItems is
   * authorised per item by the action of each (PutItem, UpdateItem, DeleteItem).
   */
  readonly table: readonly TableAction[];
  /** Actions on the notifications topic. */
  readonly sns: readonly SnsAction[];
  /** Secrets of the stack it reads (GetSecretValue on each, nothing else): `linkKey` signs and checks unsubscribe links, so whatever sends mail needs it. */
  readonly secrets?: readonly SecretName[];
}

export interface RouteSpec extends DataAccess {
  readonly operationId: string;
  readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** API Gateway syntax: `{name}` for a path parameter. */
  readonly path: string;
  /** Whether the route needs a bearer token; its implementation then gets the caller as a non-null player. */
  readonly auth: boolean;
  /** Memory for the route's Lambda in MB (reads are light; commands run the rules engine). */
  readonly memoryMb: number;
  /**
   * Whether the route's code reads the games' rules (the game registry: a game's decide, view,
   * options…); `'ids'`: only which games there are (the lobby). Only with `true` does its Lambda's
   * entry hand the rules in, so that the bundles of the others (accounts, sign-in, the game list,
   * the lobby, the documents) leave both games' rules out of their cold start.
   */
  readonly readsRules: boolean | 'ids';
  /**
   * The folder of the route's handler in lambdas/handlers/http/ when it is not the path's first
   * segment: a capability of its own under a shared prefix (`/players/me/webhooks` → `webhooks`).
   */
  readonly folder?: string;
  /** Files the route reads at run time, bundled beside its code: copied from the repository root, or made at bundle time (docs.html, see infra's BundledFunction). */
  readonly files?: readonly string[];
}

/** DynamoDB's IAM actions (PartiQLSelect: an ExecuteStatement that reads, never a full scan: infra/permissions.ts denies those). */
export type TableAction = 'GetItem' | 'BatchGetItem' | 'Query' | 'PartiQLSelect' | 'PutItem' | 'UpdateItem' | 'DeleteItem';
export type SnsAction = 'Subscribe' | 'Unsubscribe' | 'Publish' | 'GetSubscriptionAttributes';
export type SecretName = 'linkKey';

/**
 * Every authenticated route reads the caller's player item (GetItem) unless its token is cached,
 * and records the hour a token is used in (UpdateItem, at most once an hour per token).
 */
const AUTH = ['GetItem', 'UpdateItem'] as const;

export const routeTable = [
  { operationId: 'registerPlayer', method: 'POST', path: '/players', auth: false, readsRules: false, memoryMb: 512, table: ['PutItem', 'UpdateItem'], sns: ['Subscribe'], secrets: ['linkKey'] },
  { operationId: 'getMe', method: 'GET', path: '/players/me', auth: true, readsRules: false, memoryMb: 512, table: [...AUTH], sns: ['GetSubscriptionAttributes'] },
  // A change of address: the claim (GetItem), the hourly limit (GetItem, PutItem), the pending change, the new subscription and two mails.
  // A digest player's next digest time is set beside the profile (GetItem, UpdateItem: notifications/digest-store.ts).
  { operationId: 'updateMe', method: 'PATCH', path: '/players/me', auth: true, readsRules: false, memoryMb: 512, table: [...AUTH, 'PutItem'], sns: ['Subscribe', 'Unsubscribe', 'Publish'], secrets: ['linkKey'] },
  // The address moves in one transaction: the player (UpdateItem), the new claim (PutItem), the old one released (DeleteItem).
  { operationId: 'confirmEmail', method: 'POST', path: '/players/me/email/confirm', auth: true, readsRules: false, memoryMb: 512, table: [...AUTH, 'PutItem', 'DeleteItem'], sns: ['Subscribe', 'Unsubscribe', 'GetSubscriptionAttributes'] },
  // The player and the claim on its address deleted, and its farewell written, in one transaction (DeleteItem, PutItem);
  // the stream consumer does the rest (lets go of the games, removes the subscriptions: farewell.ts).
  { operationId: 'deleteMe', method: 'DELETE', path: '/players/me', auth: true, readsRules: false, memoryMb: 512, table: [...AUTH, 'DeleteItem', 'PutItem'], sns: [] },
  { operationId: 'listTokens', method: 'GET', path: '/players/me/tokens', auth: true, readsRules: false, memoryMb: 512, table: [...AUTH], sns: [] },
  { operationId: 'createToken', method: 'POST', path: '/players/me/tokens', auth: true, readsRules: false, memoryMb: 512, table: [...AUTH], sns: [] },
  { operationId: 'revokeOtherTokens', method: 'DELETE', path: '/players/me/tokens', auth: true, readsRules: false, memoryMb: 512, table: [...AUTH], sns: [] },
  { operationId: 'revokeToken', method: 'DELETE', path: '/players/me/tokens/{tokenId}', auth: true, readsRules: false, memoryMb: 512, table: [...AUTH], sns: [] },
  // The hourly limit (GetItem, PutItem), the address's claim and player (GetItem), the code (PutItem), the mail.
  // Webhooks: the player's one item of them (GetItem; UpdateItem adds, removes, keeping at most 5), and a webhook's attempts (Query).
  { operationId: 'createWebhook', method: 'POST', path: '/players/me/webhooks', auth: true, readsRules: false, memoryMb: 512, folder: 'webhooks', table: [...AUTH], sns: [] },
  { operationId: 'listWebhooks', method: 'GET', path: '/players/me/webhooks', auth: true, readsRules: false, memoryMb: 512, folder: 'webhooks', table: [...AUTH], sns: [] },
  { operationId: 'deleteWebhook', method: 'DELETE', path: '/players/me/webhooks/{webhookId}', auth: true, readsRules: false, memoryMb: 512, folder: 'webhooks', table: [...AUTH], sns: [] },
  { operationId: 'listWebhookDeliveries', method: 'GET', path: '/players/me/webhooks/{webhookId}/deliveries', auth: true, readsRules: false, memoryMb: 512, folder: 'webhooks', table: [...AUTH, 'Query'], sns: [] },
  { operationId: 'createSession', method: 'POST', path: '/sessions', auth: false, readsRules: false, memoryMb: 512, table: ['GetItem', 'PutItem'], sns: ['Publish'], secrets: ['linkKey'] },
  // The code, taken once (DeleteItem), the player (GetItem), the new token (UpdateItem).
  { operationId: 'redeemSession', method: 'POST', path: '/sessions/redeem', auth: false, readsRules: false, memoryMb: 512, table: ['DeleteItem', 'GetItem', 'UpdateItem'], sns: [] },
  // The link is checked (its key, its player) and nothing changes: a scanner following links turns nothing off.
  { operationId: 'unsubscribe', method: 'GET', path: '/unsubscribe', auth: false, readsRules: false, memoryMb: 256, table: ['GetItem'], sns: [], secrets: ['linkKey'] },
  // The page's button: the same link, posted, turns the mail off.
  { operationId: 'confirmUnsubscribe', method: 'POST', path: '/unsubscribe', auth: false, readsRules: false, memoryMb: 256, table: ['GetItem', 'UpdateItem'], sns: [], secrets: ['linkKey'] },
  { operationId: 'createGame', method: 'POST', path: '/games', auth: true, readsRules: true, memoryMb: 1024, table: [...AUTH, 'PutItem', 'Query'], sns: [] },
  // The player's rows (Query on GSI1), and the summaries of their games in play (BatchGetItem, 100 a call).
  { operationId: 'listGames', method: 'GET', path: '/games', auth: true, readsRules: false, memoryMb: 512, table: [...AUTH, 'Query', 'BatchGetItem'], sns: [] },
  { operationId: 'getGame', method: 'GET', path: '/games/{gameId}', auth: true, readsRules: true, memoryMb: 1024, table: [...AUTH, 'Query'], sns: [] },
  // A game's public card, read without a token by whoever holds its link: the game (Query), nothing else.
  { operationId: 'getGameCard', method: 'GET', path: '/games/{gameId}/card', auth: false, readsRules: true, memoryMb: 1024, table: ['Query'], sns: [] },
  { operationId: 'joinGame', method: 'POST', path: '/games/{gameId}/join', auth: true, readsRules: true, memoryMb: 1024, table: [...AUTH, 'Query', 'PutItem'], sns: [] },
  // Leaving, inviting and rematches: the game (Query) and its next version (PutItem); the lobby is read from GSI1 (Query).
  { operationId: 'leaveGame', method: 'POST', path: '/games/{gameId}/leave', auth: true, readsRules: true, memoryMb: 1024, table: [...AUTH, 'Query', 'PutItem'], sns: [] },
  // The game, the per-game attempt limit (GetItem, PutItem), the address's claim and the invitee (GetItem), the new version (PutItem); the mail goes from the stream. A pending invitee's subscription: asked of SNS, the confirmation kept (UpdateItem).
  { operationId: 'invitePlayer', method: 'POST', path: '/games/{gameId}/invitations', auth: true, readsRules: true, memoryMb: 1024, table: [...AUTH, 'Query', 'PutItem'], sns: ['GetSubscriptionAttributes'], secrets: ['linkKey'] },
  // The finished game and the rematch (Query), its version 0 (PutItem), or the kept seat taken (PutItem).
  { operationId: 'requestRematch', method: 'POST', path: '/games/{gameId}/rematch', auth: true, readsRules: true, memoryMb: 1024, table: [...AUTH, 'Query', 'PutItem'], sns: [] },
  { operationId: 'browseLobby', method: 'GET', path: '/lobby', auth: true, readsRules: 'ids', memoryMb: 512, table: [...AUTH, 'Query'], sns: [] },
  // Coming back: an away seat's player is back; the game (Query) and, when the seat was away, its next version (PutItem).
  { operationId: 'comeBack', method: 'POST', path: '/games/{gameId}/back', auth: true, readsRules: true, memoryMb: 1024, table: [...AUTH, 'Query', 'PutItem'], sns: [] },
  { operationId: 'submitCommand', method: 'POST', path: '/games/{gameId}/commands', auth: true, readsRules: true, memoryMb: 1024, table: [...AUTH, 'Query', 'PutItem'], sns: [] },
  // One version item (GetItem by key; a Query when the version does not exist, to tell a missing game from a missing version).
  { operationId: 'getGameVersion', method: 'GET', path: '/games/{gameId}/versions/{version}', auth: true, readsRules: true, memoryMb: 1024, table: [...AUTH, 'Query'], sns: [] },
  { operationId: 'getHistory', method: 'GET', path: '/games/{gameId}/events', auth: true, readsRules: true, memoryMb: 1024, table: [...AUTH, 'Query'], sns: [] },
  // Vacation (lambdas/app/time/): the player (UpdateItem), their games in play (Query on GSI1, then each game's newest version) and a version in each (PutItem).
  { operationId: 'startVacation', method: 'POST', path: '/players/me/vacation', auth: true, readsRules: true, memoryMb: 1024, folder: 'time', table: [...AUTH, 'Query', 'PutItem'], sns: [] },
  // The calendar feed (lambdas/app/calendar/): issuing reads the player's feed pointer (GetItem) and swaps the feed in one
  // transaction (PutItem, DeleteItem); the feed reads its owner and the player (GetItem), their games in play (Query on GSI1) and each one's newest version (Query).
  { operationId: 'issueCalendar', method: 'POST', path: '/players/me/calendar', auth: true, readsRules: false, memoryMb: 512, folder: 'calendar', table: [...AUTH, 'PutItem', 'DeleteItem'], sns: [] },
  { operationId: 'getCalendarFeed', method: 'GET', path: '/calendar/{feed}', auth: false, readsRules: true, memoryMb: 1024, folder: 'calendar', table: ['GetItem', 'Query'], sns: [] },
  { operationId: 'endVacation', method: 'DELETE', path: '/players/me/vacation', auth: true, readsRules: true, memoryMb: 1024, folder: 'time', table: [...AUTH, 'Query', 'PutItem'], sns: [] },
  // Muting a game's turn mails (lambdas/app/notifications/): the game (Query), the player's muted games (UpdateItem; GetItem when refused).
  { operationId: 'muteGame', method: 'POST', path: '/games/{gameId}/mute', auth: true, readsRules: false, memoryMb: 512, folder: 'notifications', table: [...AUTH, 'Query'], sns: [] },
  { operationId: 'unmuteGame', method: 'DELETE', path: '/games/{gameId}/mute', auth: true, readsRules: false, memoryMb: 512, folder: 'notifications', table: [...AUTH, 'Query'], sns: [] },
  // A player's ratings: the player (GetItem) and their rating in each game kind (GetItem each).
  { operationId: 'getPlayerRatings', method: 'GET', path: '/players/{playerId}/ratings', auth: true, readsRules: true, folder: 'ratings', memoryMb: 512, table: [...AUTH], sns: [] },
  // A page of a leaderboard: GSI1 under BOARD#<game> (Query), never a scan.
  { operationId: 'getLeaderboard', method: 'GET', path: '/leaderboards/{game}', auth: true, readsRules: true, folder: 'ratings', memoryMb: 512, table: [...AUTH, 'Query'], sns: [] },
  { operationId: 'getOpenApi', method: 'GET', path: '/openapi.yaml', auth: false, readsRules: false, memoryMb: 256, table: [], sns: [], files: ['openapi.yaml'] },
  { operationId: 'getDocs', method: 'GET', path: '/docs', auth: false, readsRules: false, memoryMb: 256, table: [], sns: [], files: ['docs.html'] },
] as const satisfies readonly RouteSpec[];

export type Route = (typeof routeTable)[number];
export type OperationId = Route['operationId'];
export type RouteOf<Id extends OperationId> = Extract<Route, { readonly operationId: Id }>;

export function routeSpec<Id extends OperationId>(operationId: Id): RouteOf<Id> {
  const spec = routeTable.find((r): r is RouteOf<Id> => r.operationId === operationId);
  if (!spec) throw new Error(`no route ${operationId}`);
  return spec;
}

/**
 * The file (in lambdas/handlers/http/, without `.ts`) that exports a route's Lambda handler: in the
 * folder of its path's first segment (or its `folder`), named after its operation: `getMe` → `players/get-me`,
 * `getOpenApi` (/openapi.yaml) → `docs/get-open-api`.
 */
export function handlerFile(operationId: OperationId): string {
  const spec: RouteSpec = routeSpec(operationId);
  const first = spec.path.split('/')[1] ?? '';
  const folder = spec.folder ?? (first === 'openapi.yaml' ? 'docs' : first);
  return `${folder}/${operationId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Matches a concrete path against a route path; returns the path parameters or null. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  return pathMatcher(template)(path.split('/'));
}

/**
 * `template` read once (local/'s front matches every request against every route): a function of
 * a concrete path's segments (`path.split('/')`) to its path parameters, or null.
 */
export function pathMatcher(template: string): (segments: readonly string[]) => Record<string, string> | null {
  const parts = template.split('/').map((seg) => (seg.startsWith('{') && seg.endsWith('}') ? { param: seg.slice(1, -1) } : { literal: seg }));
  return (segments) => {
    if (segments.length !== parts.length) return null;
    const params: Record<string, string> = {};
    for (const [i, part] of parts.entries()) {
      const val = segments[i] ?? '';
      if ('literal' in part) {
        if (part.literal !== val) return null;
        continue;
      }
      if (val === '') return null;
      try {
        params[part.param] = decodeURIComponent(val);
      } catch {
        return null;
      }
    }
    return params;
  };
}
