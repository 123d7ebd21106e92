/**
 * The problems only the local runtime's own routes (/_local/*) answer with. They are not part of
 * the API (lambdas/app/core/problems.ts is its catalogue), so they stay out of openapi.yaml; they
 * share its Problem shape so every answer reads alike.
 */
import type { Problem } from '../../lambdas/app/core/problems.js';

const quoted = (s: string) => JSON.stringify(s).slice(0, 80);

export const localProblems = {
  /** A /_local/ route asked for by another name than this machine's (a DNS-rebinding page, say). */
  notThisMachine: (host: string | undefined): Problem => ({
    status: 403,
    code: 'local-only',
    title: 'Local route',
    detail: `The /_local/ routes answer only requests to this machine by name (http://localhost:<port>), not to ${quoted(host ?? '')}.`,
  }),
  /** The Reply box's form posted from a page that is not this runtime's. */
  formFromElsewhere: (): Problem => ({ status: 403, code: 'local-only', title: 'Local route', detail: 'The Reply box is posted from /_local/mail of this runtime only.' }),
  rawMailExpected: (type: string): Problem => ({
    status: 415,
    code: 'unsupported-media-type',
    title: 'Raw mail expected',
    detail: `Send one raw RFC 5322 message as message/rfc822 (got ${type.slice(0, 80)}).`,
  }),
  formExpected: (type: string): Problem => ({
    status: 415,
    code: 'unsupported-media-type',
    title: 'Form expected',
    detail: `Post the Reply box of /_local/mail (got ${type.slice(0, 80)}).`,
  }),
  noReplyAddress: (): Problem => ({
    status: 422,
    code: 'no-reply-address',
    title: 'No reply address',
    detail: 'The message is not addressed to a reply address (play+<token>@<reply domain>) of this runtime.',
  }),
} as const;
