/**
 * Routes that exist only in the local runtime: move the clock forward (deadlines end to end) and
 * read the fake SNS outbox as JSON or as a page of e-mails.
 *
 * They are for the person running the runtime, not for web pages: the outbox holds every player's
 * name and address, and the clock forces deadline fallbacks. So they answer no CORS headers (a page
 * from another origin can neither read them nor pass a preflight), a POST must be application/json
 * (a form or text/plain body, which a page may send without a preflight, gets 415; the reply routes
 * take message/rfc822, and the mail page's own Reply form only with this machine as its Origin:
 * inbound/inbound-routes.ts), and only a Host
 * naming this machine (localhost, 127.0.0.1, [::1]) is served, so a DNS-rebinding page gets 403.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { HOUR_MS } from '../../lambdas/app/core/deadlines.js';
import { problemBody, problemHeaders, problems, type Problem } from '../../lambdas/app/core/problems.js';
import { localProblems } from './local-problems.js';
import { escapeMarkup as esc } from '../../lambdas/http/markup.js';
import type { SweepReport } from '../../lambdas/app/background/sweeper.js';
import type { AdjustableClock } from '../clock.js';
import type { FakeSns, OutboxMessage } from '../aws/fake-sns.js';
import { readBody } from '../net.js';
import { repliedNotice, replyBox } from '../inbound/reply-box.js';

export interface LocalRoutesDeps {
  clock: AdjustableClock;
  sns: Pick<FakeSns, 'outbox'>;
  sweepNow(): Promise<SweepReport>;
  deadLetters(): unknown[];
  /** The domain reply addresses are at: mails that list moves get a Reply box. Null: none do. */
  replyDomain?: string | null;
  /** POST /_local/inbound and /_local/reply (inbound/inbound-routes.ts): false for any other request. */
  inbound?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;
}

/** Sent with every answer: not to be framed, sniffed, cached or read by another site. */
const PRIVATE = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...PRIVATE, 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function html(res: ServerResponse, page: string) {
  res.writeHead(200, {
    ...PRIVATE,
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(page);
}

export function sendProblem(res: ServerResponse, p: Problem) {
  res.writeHead(p.status, { ...PRIVATE, ...problemHeaders(p) });
  res.end(JSON.stringify(problemBody(p)));
}

/** A Host header naming this machine, whatever the port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  return ['localhost', '127.0.0.1', '[::1]'].includes(name.toLowerCase());
}

function mailPage(messages: readonly OutboxMessage[], replyDomain: string | null = null, replied: string | null = null): string {
  const items = [...messages]
    .reverse()
    .map(
      (m) => `<article><h2>${esc(m.subject)}</h2><p class="meta">${esc(m.at)} · to ${esc(m.to.join(', ') || '(no confirmed subscriber)')} · ${esc(
        Object.entries(m.attributes).map(([k, v]) => `${k}=${v}`).join(' '),
      )}</p><pre>${esc(m.message)}</pre>${replyBox(m, replyDomain)}</article>`,
    )
    .join('\n');
  // A page with Reply boxes does not reload itself: it would lose what is being typed.
  const refresh = items.includes('class="reply"') ? '' : '<meta http-equiv="refresh" content="5">';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Whitechapel local mail</title>${refresh}
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc}
.meta{color:#666;font-size:13px}pre{white-space:pre-wrap;background:#f6f6f6;padding:.6rem}
.reply textarea{display:block;width:100%;margin:.3rem 0}.reply label{font-size:13px}.replied{background:#eef6ee;padding:.4rem}</style></head>
<body><h1>Local mail (${messages.length})</h1>${repliedNotice(replied)}<p>Every SNS publish of the local runtime, newest first. JSON: <a href="/_local/outbox">/_local/outbox</a>.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
}

/** The small JSON body of a local route, or undefined when it is too large or not JSON. */
async function readJson(req: IncomingMessage): Promise<unknown> {
  const body = await readBody(req, 4096);
  if (body === 'too-large') return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The body of GET /_local/outbox: every e-mail the fake SNS "sent", and stream records that kept failing. */
export interface LocalOutbox {
  readonly messages: readonly Pick<OutboxMessage, 'id' | 'at' | 'subject' | 'message' | 'attributes' | 'to'>[];
  readonly failed: readonly unknown[];
}

/** The body of POST /_local/clock: the new time and what the sweep did. */
export interface LocalClockAnswer {
  readonly now: string;
  readonly sweep: SweepReport;
}

/** POST /_local/clock: how far to move the clock, at most a year. */
const ClockBody = z.strictObject({ advanceHours: z.number().check(z.positive(), z.lte(24 * 365)) });

/** Handles /_local/* requests; returns false for any other path. */
export function localRoutes(deps: LocalRoutesDeps) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    if (!url.pathname.startsWith('/_local/')) return false;
    const method = req.method ?? 'GET';
    if (!isLoopbackHost(req.headers.host)) {
      sendProblem(res, localProblems.notThisMachine(req.headers.host));
      return true;
    }
    if (url.pathname === '/_local/clock' && method === 'POST') {
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json') {
        sendProblem(res, problems.unsupportedMediaType(type || 'no content type'));
        return true;
      }
      const body = ClockBody.safeParse(await readJson(req));
      if (!body.success) {
        sendProblem(res, problems.invalidBody('Send {"advanceHours": n} with 0 < n ≤ 8760.'));
        return true;
      }
      const now = deps.clock.advance(body.data.advanceHours * HOUR_MS);
      // Run the sweeper at once so the consequences of the new time are visible right away.
      const sweep = await deps.sweepNow();
      sendJson(res, 200, { now: now.toISOString(), sweep } satisfies LocalClockAnswer);
      return true;
    }
    if (url.pathname === '/_local/clock' && method === 'GET') {
      sendJson(res, 200, { now: deps.clock.now().toISOString() });
      return true;
    }
    if (url.pathname === '/_local/outbox' && method === 'GET') {
      const messages = deps.sns.outbox().map(({ id, at, subject, message, attributes, to }) => ({ id, at, subject, message, attributes, to }));
      if ((req.headers.accept ?? '').includes('text/html')) html(res, mailPage(deps.sns.outbox(), deps.replyDomain ?? null));
      else sendJson(res, 200, { messages, failed: deps.deadLetters() } satisfies LocalOutbox);
      return true;
    }
    if (url.pathname === '/_local/mail' && method === 'GET') {
      html(res, mailPage(deps.sns.outbox(), deps.replyDomain ?? null, url.searchParams.get('replied')));
      return true;
    }
    if (deps.inbound && (await deps.inbound(req, res, url))) return true;
    const known = ['/_local/clock', '/_local/outbox', '/_local/mail'].includes(url.pathname);
    sendProblem(res, known ? problems.methodNotAllowed(method, url.pathname) : problems.notFound(`No local route ${method} ${url.pathname}.`));
    return true;
  };
}
