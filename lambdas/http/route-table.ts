/**
 * The HTTP routes, as plain data: the one source for infra/ (one Lambda per route), local/ (the
 * same handlers behind one port) and the test that checks openapi.yaml. `entry` names the file in
 * lambdas/handlers/http/ that exports the route's Lambda handler.
 */
export interface RouteSpec {
  readonly operationId: string;
  readonly method: 'GET' | 'POST' | 'PATCH';
  /** API Gateway syntax: `{name}` for a path parameter. */
  readonly path: string;
  readonly entry: string;
  /** Whether the route needs a bearer token. */
  readonly auth: boolean;
  /** Memory for the route's Lambda in MB (reads are light; commands run the rules engine). */
  readonly memoryMb: number;
  /** DynamoDB actions the route's code performs on the table (least privilege for infra/). */
  readonly table: readonly TableAction[];
  /** SNS actions on the notifications topic. */
  readonly sns: readonly SnsAction[];
}

export type TableAction = 'GetItem' | 'Query' | 'PutItem' | 'UpdateItem';
export type SnsAction = 'Subscribe' | 'Unsubscribe' | 'Publish' | 'GetSubscriptionAttributes';

/** Every authenticated route reads the caller's player item (GetItem) unless its token is cached. */
const AUTH: TableAction[] = ['GetItem'];

export const routeTable: readonly RouteSpec[] = [
  { operationId: 'registerPlayer', method: 'POST', path: '/players', entry: 'register-player', auth: false, memoryMb: 512, table: ['PutItem', 'UpdateItem'], sns: ['Subscribe'] },
  { operationId: 'getMe', method: 'GET', path: '/players/me', entry: 'get-me', auth: true, memoryMb: 512, table: [...AUTH, 'UpdateItem'], sns: ['GetSubscriptionAttributes'] },
  { operationId: 'updateMe', method: 'PATCH', path: '/players/me', entry: 'update-me', auth: true, memoryMb: 512, table: [...AUTH, 'UpdateItem'], sns: ['Subscribe', 'Unsubscribe'] },
  { operationId: 'createGame', method: 'POST', path: '/games', entry: 'create-game', auth: true, memoryMb: 1024, table: [...AUTH, 'PutItem', 'Query'], sns: [] },
  { operationId: 'listGames', method: 'GET', path: '/games', entry: 'list-games', auth: true, memoryMb: 512, table: [...AUTH, 'Query'], sns: [] },
  { operationId: 'getGame', method: 'GET', path: '/games/{gameId}', entry: 'get-game', auth: true, memoryMb: 1024, table: [...AUTH, 'Query'], sns: [] },
  { operationId: 'joinGame', method: 'POST', path: '/games/{gameId}/join', entry: 'join-game', auth: true, memoryMb: 1024, table: [...AUTH, 'Query', 'PutItem'], sns: [] },
  { operationId: 'submitCommand', method: 'POST', path: '/games/{gameId}/commands', entry: 'submit-command', auth: true, memoryMb: 1024, table: [...AUTH, 'Query', 'PutItem'], sns: [] },
  { operationId: 'getHistory', method: 'GET', path: '/games/{gameId}/events', entry: 'get-history', auth: true, memoryMb: 1024, table: [...AUTH, 'Query'], sns: [] },
  { operationId: 'getOpenApi', method: 'GET', path: '/openapi.yaml', entry: 'openapi', auth: false, memoryMb: 256, table: [], sns: [] },
  { operationId: 'getDocs', method: 'GET', path: '/docs', entry: 'docs', auth: false, memoryMb: 256, table: [], sns: [] },
];

/** Matches a concrete path against a route path; returns the path parameters or null. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const t = template.split('/');
  const p = path.split('/');
  if (t.length !== p.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < t.length; i++) {
    const seg = t[i] as string;
    const val = p[i] as string;
    if (seg.startsWith('{') && seg.endsWith('}')) {
      if (val === '') return null;
      try {
        params[seg.slice(1, -1)] = decodeURIComponent(val);
      } catch {
        return null;
      }
    } else if (seg !== val) return null;
  }
  return params;
}
