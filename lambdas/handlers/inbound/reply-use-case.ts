/**
 * The reply use case the SES function hands each accepted message to (lambdas/app/inbound/
 * receive-reply.ts), built from this process's environment: the games' rules, the SNS notifier
 * for answers and the Secrets Manager link key the reply tokens are checked with.
 */
import type { ReceiveOptions, ReplyResult } from '../../app/inbound/receive-reply.js';
import { processReplyReceiver } from '../../reply-wiring.js';
import { backgroundAdapters } from '../background-adapters.js';

export const receive = (raw: Uint8Array, opts?: ReceiveOptions): Promise<ReplyResult> => processReplyReceiver(backgroundAdapters)(raw, opts);
