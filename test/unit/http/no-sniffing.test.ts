// Every answer with a body says the browser must take its Content-Type as it is (X-Content-Type-
// Options: nosniff): JSON answers, gzipped or not, raw ones, problems the route raises and our own
// faults.
import { describe, expect, it, vi } from 'vitest';
import { problems } from '../../../lambdas/app/core/problems.js';
import { createRegistry } from '../../../domain/games/registry.js';
import { httpLambda } from '../../../lambdas/http/http-lambda.js';
import { HttpProblem } from '../../../lambdas/http/problem.js';
import { defineRoute, type HttpResponse } from '../../../lambdas/http/route.js';
import { fakeLambdaContext } from '../../../local/http/http-front.js';
import { apiEvent } from '../../support/lambda-events.js';
import { memoryContext } from '../../support/memory-stores.js';

const ctx = memoryContext(createRegistry([]));

async function answer(handle: () => Promise<HttpResponse>, headers: Record<string, string> = {}) {
  const route = defineRoute({ auth: false }, handle);
  return httpLambda(route, () => ctx)(apiEvent({ method: 'GET', path: '/thing', headers }), fakeLambdaContext('t'));
}

describe('answers are not to be sniffed', () => {
  it('a JSON answer, small or gzipped, and a raw one', async () => {
    const small = await answer(async () => ({ status: 200, body: { name: '<script>' } }));
    const gzipped = await answer(async () => ({ status: 200, body: { view: 'x'.repeat(5000) } }), { 'accept-encoding': 'gzip' });
    const raw = await answer(async () => ({ status: 200, raw: { contentType: 'application/yaml', text: 'a: 1' } }));
    expect(gzipped.headers).toMatchObject({ 'content-encoding': 'gzip' });
    for (const out of [small, gzipped, raw]) expect(out.headers).toMatchObject({ 'x-content-type-options': 'nosniff' });
  });

  it('a problem the route raises, and a fault of ours', async () => {
    const refused = await answer(async () => {
      throw new HttpProblem(problems.invalidBody('no'));
    });
    // A fault is logged (a JSON line); not shown here, where it is the point.
    const quiet = [vi.spyOn(process.stdout, 'write').mockImplementation(() => true), vi.spyOn(process.stderr, 'write').mockImplementation(() => true)];
    const fault = await answer(async () => {
      throw new Error('a bug');
    }).finally(() => quiet.forEach((spy) => spy.mockRestore()));
    expect([refused.statusCode, fault.statusCode]).toEqual([400, 500]);
    for (const out of [refused, fault]) expect(out.headers).toMatchObject({ 'content-type': 'application/problem+json', 'x-content-type-options': 'nosniff' });
  });
});
