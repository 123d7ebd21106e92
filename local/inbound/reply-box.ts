/**
 * The Reply box of the local mail page (/_local/mail): under each mail that lists moves, a form
 * posting the player's text to /_local/reply, where the raw reply is made from that mail
 * (inbound-routes.ts). Mails without moves get none.
 */
import { escapeMarkup as esc } from '../../lambdas/http/markup.js';
import type { OutboxMessage } from '../aws/fake-sns.js';
import { replyAddressIn } from './raw-reply.js';

export function replyBox(m: Pick<OutboxMessage, 'id' | 'message'>, domain: string | null): string {
  const address = domain === null ? null : replyAddressIn(m.message, domain);
  if (address === null) return '';
  const field = `reply-${esc(m.id)}`;
  return `<form class="reply" method="post" action="/_local/reply"><input type="hidden" name="id" value="${esc(m.id)}">
<label for="${field}">Reply to ${esc(address)} (a number or the words of a move; the mail is quoted below it)</label>
<textarea id="${field}" name="text" rows="2" maxlength="2000" required></textarea><button type="submit">Send reply</button></form>`;
}

/** The line the page shows after a reply was sent from it (`?replied=<outcome>:<answered>`). */
export function repliedNotice(replied: string | null): string {
  if (replied === null) return '';
  const [outcome = '', answered = ''] = replied.split(':');
  const said = answered === 'sent' ? ', answered by mail' : answered === 'limited' ? ', not answered (too many answers this hour)' : '';
  return `<p class="replied" role="status">Your reply: ${esc(outcome.slice(0, 40))}${esc(said)}.</p>`;
}
