/**
 * A raw reply (RFC 5322, as SES stores it or the local SMTP port receives it) read for what the
 * reply use case needs: the reply token of the address it was sent to, the message's id, and what
 * the player wrote above the quote (reply-text.ts). The From header is not read: a reply is
 * authenticated by its token alone.
 *
 * postal-mime parses the MIME structure (multipart, quoted-printable, base64, charsets, encoded
 * words); it has no dependencies and runs in Node as in Lambda.
 */
import PostalMime from 'postal-mime';
import { tokenOfAddresses } from './reply-token.js';
import { replyText } from './reply-text.js';

/** MIME parts and header bytes a reply needs at most: a line above a quoted mail and a few attachments. */
const PARSE_LIMITS = { maxNestingDepth: 20, maxHeadersSize: 256 * 1024, maxPartCount: 200, attachmentEncoding: 'arraybuffer' } as const;

export interface ReadReply {
  /** The token of the first reply address it was sent to, or null when it names none. */
  readonly token: string | null;
  /** The Message-ID header, or null when it has none (the caller then names it by its bytes). */
  readonly messageId: string | null;
  /** What the player wrote above the quoted original. */
  readonly text: string;
}

type Addressee = { readonly address?: string | undefined; readonly group?: readonly { readonly address?: string | undefined }[] | undefined };

function addressesOf(list: readonly Addressee[] | undefined): string[] {
  return (list ?? []).flatMap((a) => (a.group ? a.group.map((g) => g.address ?? '') : [a.address ?? ''])).filter((a) => a !== '');
}

/**
 * Reads `raw`. `envelopeRecipient` (the SMTP RCPT TO, when the receiver knows it) is looked at first:
 * it is where the mail was actually delivered, whatever its headers say; then Delivered-To, To and Cc.
 */
export async function readReply(raw: Uint8Array | string, domain: string, envelopeRecipients: readonly string[] = []): Promise<ReadReply> {
  const mail = await PostalMime.parse(raw, PARSE_LIMITS);
  const deliveredTo = mail.headers.filter((h) => h.key === 'delivered-to').map((h) => h.value.replace(/^\s*<|>\s*$/g, ''));
  const token =
    tokenOfAddresses(envelopeRecipients, domain) ?? tokenOfAddresses([...deliveredTo, ...addressesOf(mail.to), ...addressesOf(mail.cc)], domain);
  const messageId = mail.messageId?.trim() || null;
  return { token, messageId, text: replyText({ text: mail.text, html: mail.html }) };
}
