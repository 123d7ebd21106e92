/**
 * The HTTP routes, as plain data: the one source for infra/ (one Lambda per route), local/ (the
 * same handlers behind one port) and the test that checks openapi.yaml. Each route's Lambda
 * handler is exported by lambdas/handlers/http/<operation-id>.ts (see `handlerFile`), and its
 * implementation is the entry of the same name in routes/index.ts, which must exist for every
 * operationId here and for nothing else (a type checks both ways).
 */
/** The DynamoDB and SNS actions a function's code performs: infra/ grants exactly these (least privilege). */
export interface DataAccess {
  /** Actions on the table (and, for Query, its indexes). */
  readonly table: readonly TableAction[];
  /** Actions on the notifications topic. */
  readonly sns: readonly SnsAction[];
}

export interface RouteSpec extends DataAccess {
  readonly operationId: string;
  readonly method: 'GET' | 'POST' | 'PATCH';
  /** API Gateway syntax: `{name}` for a path parameter. */
  readonly path: string;
  /** Whether the route needs a bearer token; its implementation then gets the caller as a non-null player. */
  readonly auth: boolean;
  /** Memory for the route's Lambda in MB (reads are light; commands run the rules engine). */
  readonly memoryMb: number;
  /** Files from the repository root the route reads at run time, bundled beside its code. */
  readonly files?: readonly string[];
}

export type TableAction = 'GetItem' | 'Query' | 'PutItem' | 'UpdateItem';
export type SnsAction = 'Subscribe' | 'Unsubscribe' | 'Publish' | 'GetSubscriptionAttributes';

/** Every authenticated route reads the caller's player item (GetItem) unless its token is cached. */
const AUTH = 'GetItem';

export const routeTable = [
  { operationId: 'registerPlayer', method: 'POST', path: '/players', auth: false, memoryMb: 512, table: ['PutItem', 'UpdateItem'], sns: ['Subscribe'] },
  { operationId: 'getMe', method: 'GET', path: '/players/me', auth: true, memoryMb: 512, table: [AUTH, 'UpdateItem'], sns: ['GetSubscriptionAttributes'] },
  { operationId: 'updateMe', method: 'PATCH', path: '/players/me', auth: true, memoryMb: 512, table: [AUTH, 'UpdateItem'], sns: ['Subscribe', 'Unsubscribe'] },
  { operationId: 'createGame', method: 'POST', path: '/games', auth: true, memoryMb: 1024, table: [AUTH, 'PutItem', 'Query'], sns: [] },
  { operationId: 'listGames', method: 'GET', path: '/games', auth: true, memoryMb: 512, table: [AUTH, 'Query'], sns: [] },
  { operationId: 'getGame', method: 'GET', path: '/games/{gameId}', auth: true, memoryMb: 1024, table: [AUTH, 'Query'], sns: [] },
  { operationId: 'joinGame', method: 'POST', path: '/games/{gameId}/join', auth: true, memoryMb: 1024, table: [AUTH, 'Query', 'PutItem'], sns: [] },
  { operationId: 'submitCommand', method: 'POST', path: '/games/{gameId}/commands', auth: true, memoryMb: 1024, table: [AUTH, 'Query', 'PutItem'], sns: [] },
  { operationId: 'getHistory', method: 'GET', path: '/games/{gameId}/events', auth: true, memoryMb: 1024, table: [AUTH, 'Query'], sns: [] },
  { operationId: 'getOpenApi', method: 'GET', path: '/openapi.yaml', auth: false, memoryMb: 256, table: [], sns: [], files: ['openapi.yaml'] },
  { operationId: 'getDocs', method: 'GET', path: '/docs', auth: false, memoryMb: 256, table: [], sns: [], files: ['openapi.yaml'] },
] as const satisfies readonly RouteSpec[];

export type Route = (typeof routeTable)[number];
export type OperationId = Route['operationId'];
export type RouteOf<Id extends OperationId> = Extract<Route, { readonly operationId: Id }>;

export function routeSpec<Id extends OperationId>(operationId: Id): RouteOf<Id> {
  const spec = routeTable.find((r): r is RouteOf<Id> => r.operationId === operationId);
  if (!spec) throw new Error(`no route ${operationId}`);
  return spec;
}

/** The file (in lambdas/handlers/http/, without `.ts`) that exports a route's Lambda handler: `getOpenApi` → `get-open-api`. */
export function handlerFile(operationId: OperationId): string {
  return operationId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Matches a concrete path against a route path; returns the path parameters or null. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const t = template.split('/');
  const p = path.split('/');
  if (t.length !== p.length) return null;
  const params: Record<string, string> = {};
  for (const [i, seg] of t.entries()) {
    const val = p[i] ?? '';
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
