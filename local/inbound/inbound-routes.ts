/**
 * The local runtime's ways in for replies, beside the SMTP port (smtp.ts):
 *
 * - `POST /_local/inbound` takes one raw message (`message/rfc822`, up to MAX_MESSAGE_BYTES) and
 *   answers what the reply use case did with it: `{ outcome, answered }` (receive-reply.ts).
 * - `POST /_local/reply` is what the Reply box of /_local/mail posts (a form: the outbox mail's id
 *   and the text): the raw reply is made here from that mail, quoting it below (raw-reply.ts), and
 *   the page is shown again, with the outcome.
 *
 * The form is a cross-site-postable kind of request, so /_local/reply takes it only from a page
 * of this runtime (its Origin, which browsers send with every form POST, names this machine).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReceiveOptions, ReplyResult } from '../../lambdas/app/inbound/receive-reply.js';
import { problems } from '../../lambdas/app/core/problems.js';
import { localProblems } from '../http/local-problems.js';
import type { FakeSns } from '../aws/fake-sns.js';
import { isLoopbackHost, sendJson, sendProblem } from '../http/local-routes.js';
import { readBody } from '../net.js';
import { rawReplyTo, replyAddressIn } from './raw-reply.js';
import { MAX_MESSAGE_BYTES } from './smtp.js';

export interface InboundRoutesDeps {
  readonly domain: string;
  readonly sns: Pick<FakeSns, 'outbox'>;
  readonly receive: (raw: Uint8Array, opts?: ReceiveOptions) => Promise<ReplyResult>;
  readonly now: () => Date;
}

/** The longest text the Reply box sends (a move is a line). */
const MAX_REPLY_TEXT = 2000;

function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Whether a form POST comes from a page of this runtime: its Origin (or, without one, its Referer) names this machine. */
function fromThisRuntime(req: IncomingMessage): boolean {
  const origin = req.headers.origin ?? req.headers.referer;
  if (!origin) return false;
  try {
    return isLoopbackHost(new URL(origin).host);
  } catch {
    return false;
  }
}

async function inbound(deps: InboundRoutesDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const type = mediaType(req);
  if (type !== 'message/rfc822') return sendProblem(res, localProblems.rawMailExpected(type || 'no content type'));
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_MESSAGE_BYTES) {
    // Answered at once, the body read and dropped, so the client gets the answer rather than a reset.
    req.resume();
    return sendProblem(res, problems.payloadTooLarge({ bytes: declared, limit: MAX_MESSAGE_BYTES }));
  }
  const body = await readBody(req, MAX_MESSAGE_BYTES);
  if (body === 'too-large') return sendProblem(res, problems.payloadTooLarge({ bytes: MAX_MESSAGE_BYTES + 1, limit: MAX_MESSAGE_BYTES }));
  if (body.length === 0) return sendProblem(res, problems.invalidBody('The body is empty: send one raw message.'));
  const result = await deps.receive(body);
  if (result.outcome === 'unparsable') return sendProblem(res, problems.invalidBody('The body is not a message this runtime can read.'));
  if (result.outcome === 'no-token') return sendProblem(res, localProblems.noReplyAddress());
  sendJson(res, 200, result);
}

async function replyForm(deps: InboundRoutesDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (mediaType(req) !== 'application/x-www-form-urlencoded') return sendProblem(res, localProblems.formExpected(mediaType(req) || 'no content type'));
  if (!fromThisRuntime(req)) return sendProblem(res, localProblems.formFromElsewhere());
  const body = await readBody(req, 4 * MAX_REPLY_TEXT + 512);
  if (body === 'too-large') return sendProblem(res, problems.payloadTooLarge({ bytes: 4 * MAX_REPLY_TEXT + 513, limit: 4 * MAX_REPLY_TEXT + 512 }));
  const form = new URLSearchParams(body.toString('utf8'));
  const id = form.get('id') ?? '';
  const text = form.get('text') ?? '';
  if (text.trim() === '' || text.length > MAX_REPLY_TEXT) return sendProblem(res, problems.invalidBody(`Write a move (1 to ${MAX_REPLY_TEXT} characters).`));
  const original = deps.sns.outbox().find((m) => m.id === id);
  if (!original) return sendProblem(res, problems.notFound(`No local mail ${JSON.stringify(id).slice(0, 80)}.`));
  const address = replyAddressIn(original.message, deps.domain);
  if (!address) return sendProblem(res, localProblems.noReplyAddress());
  const result = await deps.receive(Buffer.from(rawReplyTo(original, address, text, deps.now()), 'utf8'));
  res.writeHead(303, { location: `/_local/mail?replied=${encodeURIComponent(`${result.outcome}:${result.answered}`)}`, 'cache-control': 'no-store' });
  res.end();
}

/** Handles POST /_local/inbound and POST /_local/reply; false for anything else. */
export function inboundRoutes(deps: InboundRoutesDeps) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
    if (url.pathname !== '/_local/inbound' && url.pathname !== '/_local/reply') return false;
    if (req.method !== 'POST') {
      sendProblem(res, problems.methodNotAllowed(req.method ?? 'GET', url.pathname));
      return true;
    }
    await (url.pathname === '/_local/inbound' ? inbound(deps, req, res) : replyForm(deps, req, res));
    return true;
  };
}
