/**
 * A raw reply to a mail of the local outbox, as a mail client writes one (Thunderbird's plain-text
 * form): the player's text, then "On <date>, Whitechapel wrote:" and the original quoted with "> ".
 * The local mail page's Reply box posts the text; this makes the message the reply use case reads.
 */
import { randomUUID } from 'node:crypto';
import type { OutboxMessage } from '../aws/fake-sns.js';

/** The first reply address at `domain` a mail's text names, or null when it carries no moves. */
export function replyAddressIn(message: string, domain: string): string | null {
  const escaped = domain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`play\\+[A-Za-z0-9._-]{1,64}@${escaped}`, 'i').exec(message)?.[0] ?? null;
}

/** A header value with anything but printable ASCII written as an RFC 2047 encoded word. */
function headerText(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(flat) ? flat : `=?UTF-8?B?${Buffer.from(flat, 'utf8').toString('base64')}?=`;
}

export function rawReplyTo(original: Pick<OutboxMessage, 'subject' | 'message' | 'at' | 'to' | 'id'>, address: string, text: string, now: Date): string {
  const quoted = original.message
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => (l === '' ? '>' : `> ${l}`));
  const body = [...text.replace(/\r\n?/g, '\n').split('\n'), '', `On ${new Date(original.at).toUTCString()}, Whitechapel wrote:`, ...quoted, ''];
  return [
    `From: ${original.to[0] ?? 'player@localhost'}`,
    `To: ${address}`,
    `Subject: ${headerText(`Re: ${original.subject}`)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomUUID()}@localhost>`,
    `In-Reply-To: <${original.id}@local-sns>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8; format=flowed',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(body.join('\r\n'), 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n'),
    '',
  ].join('\r\n');
}
