// The rehearsal's test routes (infra/rehearse/services/test-routes.ts): the local runtime's /_local/ routes
// answered from the rehearsal's stand-ins, and POST /_local/drain; anything else is left to the
// template's routes.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rehearsalTestRoutes } from '../../../infra/rehearse/services/test-routes.js';
import { adjustableClock } from '../../../local/clock.js';
import { closeServer, listen } from '../../../local/net.js';

const clock = adjustableClock();
let fired = 0;
let drains: (number | undefined)[] = [];
const routes = rehearsalTestRoutes({
  clock,
  outbox: () => [{ id: 'm1', at: '2026-12-05T18:00:00.000Z', topicArn: 'arn:aws:sns:us-east-1:000000000000:t', subject: 'Your turn', message: 'Play now', attributes: { kind: 'your-turn' }, to: ['ada@example.com'] }] as never,
  deadLetters: () => [],
  fireSchedules: async () => [{ games: 1, fallbacks: 1, reminders: 0, farewells: 0, fired: ++fired }],
  drainStream: async (timeoutMs) => void drains.push(timeoutMs),
});
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (!(await routes(req, res, url))) res.writeHead(418).end('the template');
  });
  base = `http://127.0.0.1:${await listen(server, 0)}`;
});
afterAll(() => closeServer(server));
const post = (path: string, body: string, type = 'application/json') => fetch(base + path, { method: 'POST', headers: { 'content-type': type }, body });

describe("the rehearsal's test routes", () => {
  it('move the clock every function reads, and answer with the sweep the schedule ran', async () => {
    const before = clock.now().getTime();
    const res = await post('/_local/clock', '{"advanceHours": 2}');
    const body = (await res.json()) as { now: string; sweep: { fallbacks: number } };
    expect(res.status).toBe(200);
    expect(Date.parse(body.now) - before).toBeGreaterThanOrEqual(2 * 3_600_000);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThanOrEqual(2 * 3_600_000 - 1000);
    expect([body.sweep.fallbacks, fired]).toEqual([1, 1]);
    expect((await post('/_local/clock', '{"advanceHours": -1}')).status).toBe(400);
  });

  it('give the stand-ins\' outbox as the local runtime does', async () => {
    const out = (await (await fetch(`${base}/_local/outbox`)).json()) as { messages: { subject: string; to: string[] }[]; failed: unknown[] };
    expect(out).toEqual({ messages: [expect.objectContaining({ subject: 'Your turn', to: ['ada@example.com'] })], failed: [] });
  });

  it('drain the stream on a JSON POST only, with a bounded wait', async () => {
    drains = [];
    expect((await post('/_local/drain', '{"timeoutMs": 5000}')).status).toBe(200);
    expect((await post('/_local/drain', '{}')).status).toBe(200);
    expect((await post('/_local/drain', '{"timeoutMs": 5000}', 'text/plain')).status).toBe(400);
    expect((await post('/_local/drain', '{"timeoutMs": 1e9}')).status).toBe(400);
    expect((await fetch(`${base}/_local/drain`)).status).toBe(400);
    expect(drains).toEqual([5000, 20_000]);
  });

  it('answer only a Host naming this machine, and leave every other path to the template', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${base}/_local/outbox`, { headers: { host: 'evil.example' } }, (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(403);
    expect((await fetch(`${base}/games`)).status).toBe(418);
  });
});
