/**
 * Replies to the local runtime's mails (docs/play-by-mail.md): the reply use case built from the
 * runtime's environment as the SES function builds it from its own, each call checked against what
 * that function's role may do (handlers/access.ts), and reached by SMTP (smtp.ts) and by
 * POST /_local/inbound and the mail page's Reply box (inbound-routes.ts).
 */
import type { AppContext } from '../../lambdas/app/core/context.js';
import { inboundReplyAccess } from '../../lambdas/handlers/access.js';
import { replyDeps, replyReceiver } from '../../lambdas/reply-wiring.js';
import type { Environment } from '../../lambdas/wiring.js';
import { withDeclaredAccess } from '../http/access-guard.js';
import type { FakeSns } from '../aws/fake-sns.js';
import { inboundRoutes } from './inbound-routes.js';
import { startLocalSmtp, type LocalSmtp } from './smtp.js';

export interface LocalInbound {
  readonly routes: ReturnType<typeof inboundRoutes>;
  /** The SMTP receiver, when one was asked for. */
  readonly smtp: LocalSmtp | null;
}

export async function startLocalInbound(opts: {
  readonly env: Environment;
  readonly context: AppContext;
  readonly sns: Pick<FakeSns, 'outbox'>;
  /** null: no SMTP port; 0: a free one. */
  readonly smtpPort: number | null;
  readonly log: (line: string) => void;
}): Promise<LocalInbound | null> {
  const domain = opts.env.replyDomain;
  if (!domain) return null;
  const deps = replyDeps(opts.env, { ctx: opts.context, log: (m, f) => opts.log(`${m} ${JSON.stringify(f)}`) });
  const receive = withDeclaredAccess('the inbound mail function', inboundReplyAccess, replyReceiver(deps));
  const routes = inboundRoutes({ domain, sns: opts.sns, receive, now: () => opts.env.clock.now() });
  const smtp = opts.smtpPort === null ? null : await startLocalSmtp({ port: opts.smtpPort, domain, receive, log: opts.log });
  return { routes, smtp };
}
