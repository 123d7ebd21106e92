/**
 * The rehearsal's test routes, so that the HTTP end-to-end suite (test/e2e) runs against it as
 * against `npm start`: the local runtime's own /_local/* routes (local/http/local-routes.ts: move the
 * clock, read the outbox, the mail page), answered from the rehearsal's stand-ins, plus
 * `POST /_local/drain`, which waits until the stream mapping has handled every record written so
 * far (what an in-process test does with the poller).
 *
 * They belong to the rehearsal, served before the template's routes on its API port; the template
 * itself has no /_local/ route (a check says so), so a deployment never answers them. Like the
 * local runtime's, they answer only a Host naming this machine and a POST only with a JSON body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import type { SweepReport } from '../../../lambdas/app/background/sweeper.js';
import type { AdjustableClock } from '../../../local/clock.js';
import type { OutboxMessage } from '../../../local/aws/fake-sns.js';
import { isLoopbackHost, localRoutes } from '../../../local/http/local-routes.js';
import { readBody } from '../../../local/net.js';

export interface TestRouteDeps {
  readonly clock: AdjustableClock;
  outbox(): OutboxMessage[];
  deadLetters(): unknown[];
  /** Runs the schedules' targets now (the sweeper), with their results. */
  fireSchedules(): Promise<unknown[]>;
  drainStream(timeoutMs?: number): Promise<void>;
}

/** POST /_local/drain: how long to wait at most (default 20 s, at most 5 minutes). */
const DrainBody = z.strictObject({ timeoutMs: z.optional(z.number().check(z.positive(), z.lte(300_000))) });

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

export function rehearsalTestRoutes(deps: TestRouteDeps) {
  const local = localRoutes({
    clock: deps.clock,
    sns: { outbox: deps.outbox },
    deadLetters: deps.deadLetters,
    // The schedule's target is the sweeper: its answer is the sweep report, as the local runtime's sweepNow gives.
    sweepNow: async () => ((await deps.fireSchedules())[0] ?? { games: 0, fallbacks: 0, reminders: 0, farewells: 0 }) as SweepReport,
  });
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    if (url.pathname !== '/_local/drain') return local(req, res, url);
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!isLoopbackHost(req.headers.host) || req.method !== 'POST' || type !== 'application/json') {
      json(res, 400, { message: 'POST /_local/drain takes {"timeoutMs"?: n} as application/json, sent to this machine by name' });
      return true;
    }
    const raw = await readBody(req, 1024);
    let parsed: unknown;
    try {
      parsed = raw === 'too-large' ? undefined : JSON.parse(raw.toString('utf8') || '{}');
    } catch {
      parsed = undefined;
    }
    const body = DrainBody.safeParse(parsed);
    if (!body.success) {
      json(res, 400, { message: 'send {"timeoutMs": n} with 0 < n ≤ 300000' });
      return true;
    }
    try {
      await deps.drainStream(body.data.timeoutMs ?? 20_000);
      json(res, 200, { drained: true });
    } catch (e) {
      json(res, 504, { drained: false, message: String(e) });
    }
    return true;
  };
}
