// `npm run smoke`'s steps against the local runtime (in-process, with a DynamoDB Local of its own):
// everything passes, and the two throwaway players are gone afterwards.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalRuntime, type LocalRuntime } from '../../../local/runtime.js';
import { runSmoke } from '../../../scripts/smoke-steps.js';

let rt: LocalRuntime;
beforeAll(async () => {
  rt = await startLocalRuntime({ port: 0 });
}, 180_000);
afterAll(async () => {
  await rt?.stop();
});

it('passes against the local runtime and deletes the players it made', async () => {
  const lines: string[] = [];
  const out = await runSmoke(rt.url, (l) => lines.push(l));
  expect(lines.join('\n')).not.toContain('✗');
  expect(out).toEqual({ passed: 4, failed: 0 });
  // A deleted account's subscription is removed by the stream consumer (its farewell record).
  await rt.poller.drain(30_000);
  const registered = rt.sns.subscriptions().filter((s) => s.endpoint.startsWith('whitechapel-smoke-'));
  expect(registered).toHaveLength(0);
}, 240_000);

it('fails, naming the step, against something that is not the API', async () => {
  const lines: string[] = [];
  const out = await runSmoke(`${rt.url}/nothing-here`, (l) => lines.push(l));
  expect(out.failed).toBeGreaterThan(0);
  expect(lines.join('\n')).toMatch(/✗ the docs page and the OpenAPI document are served: GET \/docs answered 404/);
}, 60_000);
