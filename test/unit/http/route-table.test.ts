import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as z from 'zod/mini';
import { handlerFile, matchPath, routeTable } from '../../../lambdas/http/route-table.js';
import { routeImpls } from '../../../lambdas/http/routes/index.js';
import { routeHandler } from '../../../lambdas/handlers/http/route-handler.js';
import { productGames } from '../../../domain/games/registry.js';

const root = resolve(import.meta.dirname, '../../..');
const Operation = z.looseObject({ operationId: z.optional(z.string()), security: z.optional(z.array(z.unknown())) });
const openapi = z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.record(z.string(), Operation)) }).parse(parse(readFileSync(join(root, 'openapi.yaml'), 'utf8')));
const METHODS = ['get', 'post', 'patch', 'put', 'delete'];

describe('route table ↔ openapi.yaml ↔ handlers', () => {
  it('is OpenAPI 3.1', () => expect(openapi.openapi).toBe('3.1.0'));

  it('documents every route and serves every documented route (same methods, paths, operationIds)', () => {
    const documented = Object.entries(openapi.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path} ${item[m]!.operationId}`),
    );
    const served = routeTable.map((r) => `${r.method} ${r.path} ${r.operationId}`);
    expect([...served].sort()).toEqual([...documented].sort());
  });

  it('marks exactly the unauthenticated routes with `security: []`', () => {
    for (const r of routeTable) {
      const op = openapi.paths[r.path]![r.method.toLowerCase()]!;
      const open = Array.isArray(op.security) && op.security.length === 0;
      expect(open, `${r.method} ${r.path}`).toBe(!r.auth);
    }
  });

  it('has an implementation, with the same auth, and a Lambda entry file named after its operationId for every route', () => {
    for (const r of routeTable) {
      expect(routeImpls[r.operationId].auth, r.operationId).toBe(r.auth);
      const entry = join(root, 'lambdas/handlers/http', `${handlerFile(r.operationId)}.ts`);
      expect(existsSync(entry), entry).toBe(true);
      expect(readFileSync(entry, 'utf8'), entry).toContain(`routeHandler('${r.operationId}', ${r.operationId}Route`);
    }
    expect(Object.keys(routeImpls).sort()).toEqual(routeTable.map((r) => r.operationId).sort());
    expect(handlerFile('getOpenApi')).toBe('docs/get-open-api');
    expect(handlerFile('getMe')).toBe('players/get-me');
  });

  it('has Lambda entries that hand in exactly the adapters their route uses (importing one runs the check)', async () => {
    for (const r of routeTable) {
      const entry = join(root, 'lambdas/handlers/http', `${handlerFile(r.operationId)}.ts`);
      await expect(import(entry), r.operationId).resolves.toHaveProperty('handler');
    }
    // And the check does refuse: a route that mails without the notifier, an account route with the rules.
    expect(() => routeHandler('getMe', routeImpls.getMe)).toThrow(/getMe: its entry .* lacks the snsNotifier adapter/);
    expect(() => routeHandler('listTokens', routeImpls.listTokens, { games: productGames })).toThrow(/listTokens: its entry .* hands in the games adapter/);
    expect(() => routeHandler('submitCommand', routeImpls.submitCommand)).toThrow(/lacks the games adapter/);
  });

  it('has unique method+path pairs and unique operationIds', () => {
    expect(new Set(routeTable.map((r) => `${r.method} ${r.path}`)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.operationId)).size).toBe(routeTable.length);
  });

  it('matches paths with parameters and rejects near misses', () => {
    expect(matchPath('/games/{gameId}/events', '/games/g1/events')).toEqual({ gameId: 'g1' });
    expect(matchPath('/games/{gameId}', '/games/a%20b')).toEqual({ gameId: 'a b' });
    expect(matchPath('/games/{gameId}', '/games/')).toBeNull();
    expect(matchPath('/games/{gameId}', '/games/g1/join')).toBeNull();
    expect(matchPath('/games/{gameId}', '/games/%E0%A4%A')).toBeNull();
  });
});
