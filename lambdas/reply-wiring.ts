/**
 * What the reply use case (app/inbound/receive-reply.ts) is built from: the API's use-case context
 * (the move is posted through the same use case as POST /games/{gameId}/commands), the reply
 * tokens signed with the link key, and the environment's notifier for the answers. Apart from
 * wiring.ts so that only the functions that read replies (the SES receipt rule's, the local
 * runtime) carry the MIME parser.
 */
import type { AppContext } from './app/core/context.js';
import { receiveReply, type ReceiveOptions, type ReplyDeps, type ReplyResult } from './app/inbound/receive-reply.js';
import { hmacReplyTokens } from './app/inbound/reply-token.js';
import { logger } from './logger.js';
import { appContext, environment, type Environment, type ProcessAdapters } from './wiring.js';

/** The reply use case's dependencies, or null when the environment sets no reply domain (the feature is off). */
export function replyDeps(env: Environment, opts: { readonly ctx?: AppContext; readonly log?: ReplyDeps['log'] } = {}): ReplyDeps | null {
  if (!env.replyDomain) return null;
  return {
    ctx: opts.ctx ?? appContext(env),
    tokens: hmacReplyTokens(env.linkKey),
    domain: env.replyDomain,
    notifier: env.notifier,
    baseUrl: env.baseUrl,
    log: opts.log ?? ((message, fields) => logger.info(message, fields)),
  };
}

/** A mail off: with no reply domain set, a reply is read by nobody (logged, not thrown: a retry would not help). */
const off: ReplyResult = { outcome: 'no-token', answered: 'none' };

/** The reply use case of `deps` (null: off), as the receivers (SES's function, the local SMTP port) call it. */
export function replyReceiver(deps: ReplyDeps | null): (raw: Uint8Array | string, opts?: ReceiveOptions) => Promise<ReplyResult> {
  return async (raw, opts) => {
    if (deps) return receiveReply(deps, raw, opts);
    logger.info('reply mail', { outcome: 'no-token', reason: 'REPLY_MAIL_DOMAIN is not set' });
    return off;
  };
}

// Built once per warm Lambda process, on first use.
let processReceiver: ReturnType<typeof replyReceiver> | undefined;
export const processReplyReceiver = (adapters: ProcessAdapters) => (processReceiver ??= replyReceiver(replyDeps(environment({}, adapters))));
