// A route's body schema may be given as what builds it (builtOnce): built at the first request that
// reads a body, once, and judged exactly as a schema given as is.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { builtOnce } from '../../../domain/engine/built-once.js';
import { createRegistry } from '../../../domain/games/registry.js';
import { httpLambda } from '../../../lambdas/http/http-lambda.js';
import { bodySchema, defineRoute } from '../../../lambdas/http/route.js';
import { fakeLambdaContext } from '../../../local/http/http-front.js';
import { apiEvent } from '../../support/lambda-events.js';
import { memoryContext } from '../../support/memory-stores.js';

const ctx = memoryContext(createRegistry([]));
const shape = () => z.strictObject({ name: z.string().check(z.minLength(1)) });

function post(route: Parameters<typeof httpLambda>[0], body: unknown) {
  return httpLambda(route, () => ctx)(
    apiEvent({ method: 'POST', path: '/thing', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    fakeLambdaContext('t'),
  );
}

describe('a route body given as what builds it', () => {
  it('is built at the first request, once, and judges bodies as the schema itself does', async () => {
    let builds = 0;
    const Body = builtOnce(() => (builds++, shape()));
    const lazy = defineRoute({ auth: false, body: Body }, async (req) => ({ status: 200, body: { hello: req.body.name } }));
    const eager = defineRoute({ auth: false, body: shape() }, async (req) => ({ status: 200, body: { hello: req.body.name } }));
    expect(builds).toBe(0);

    for (const [body, status] of [
      [{ name: 'Ada' }, 200],
      [{ name: '' }, 400],
      [{ name: 'Ada', extra: 1 }, 400],
      [[], 400],
    ] as const) {
      const a = await post(lazy, body);
      const b = await post(eager, body);
      expect(a.statusCode).toBe(status);
      expect(a.statusCode).toBe(b.statusCode);
      expect(a.body).toBe(b.body);
      if (status === 400) expect(JSON.parse(a.body ?? '{}')).toMatchObject({ code: 'invalid-body' });
    }
    expect(builds).toBe(1);
    expect(bodySchema(lazy)).toBe(Body());
    expect(bodySchema(eager)).toBeDefined();
    expect(bodySchema(defineRoute({ auth: false }, async () => ({ status: 204 })))).toBeUndefined();
  });
});
