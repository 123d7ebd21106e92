/**
 * Raw replies to a turn mail as common mail clients write them (headers, MIME structure, the way
 * each quotes the original below the answer), for the tests of reading replies. The original is
 * quoted whole, numbered moves and all, so a reader that does not cut at the quote would find
 * every move's number and words in it.
 */
import { randomUUID } from 'node:crypto';

export const CLIENTS = ['gmail', 'gmail-html', 'apple-mail', 'iphone', 'outlook', 'outlook-desktop', 'thunderbird', 'thunderbird-html'] as const;
export type MailClient = (typeof CLIENTS)[number];

export interface ReplySpec {
  /** The reply address (play+<token>@<domain>). */
  readonly to: string;
  /** What the player writes above the quote. */
  readonly text: string;
  /** The text of the mail answered. */
  readonly original: string;
  readonly subject?: string;
  /** Defaults to a fresh one per message. */
  readonly messageId?: string;
  /** The sender; never what authenticates a reply. */
  readonly from?: string;
}

const SENDER = 'Whitechapel <no-reply@sns.amazonaws.com>';
const WHEN = 'Sun, 6 Dec 2026 02:22:17 +0000';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const quotedLines = (text: string) => text.split('\n').map((l) => (l === '' ? '>' : `> ${l}`)).join('\n');
const htmlLines = (text: string) => text.split('\n').map((l) => `<div>${l === '' ? '<br>' : esc(l)}</div>`).join('\n');

/** Quoted-printable, as clients send 8-bit text (soft line breaks at 76). */
function qp(text: string): string {
  const encoded = Buffer.from(text.replace(/\n/g, '\r\n'), 'utf8');
  let out = '';
  let line = '';
  for (let i = 0; i < encoded.length; i++) {
    const b = encoded[i]!;
    if (b === 0x0d && encoded[i + 1] === 0x0a) {
      out += `${line}\r\n`;
      line = '';
      i++;
      continue;
    }
    const piece = (b >= 33 && b <= 126 && b !== 61) || b === 32 ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
    if (line.length + piece.length > 75) {
      out += `${line}=\r\n`;
      line = '';
    }
    line += piece;
  }
  return out + line;
}

const b64 = (text: string) => Buffer.from(text.replace(/\n/g, '\r\n'), 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');

function part(type: string, body: string, encoding: 'quoted-printable' | 'base64' | '7bit' = 'quoted-printable'): string {
  const encoded = encoding === 'base64' ? b64(body) : encoding === 'quoted-printable' ? qp(body) : body.replace(/\n/g, '\r\n');
  return `Content-Type: ${type}; charset="UTF-8"\r\nContent-Transfer-Encoding: ${encoding}\r\n\r\n${encoded}\r\n`;
}

function alternative(boundary: string, text: string, html: string, encoding: 'quoted-printable' | 'base64' = 'quoted-printable'): string {
  return `Content-Type: multipart/alternative; boundary="${boundary}"\r\n\r\n--${boundary}\r\n${part('text/plain', text, encoding)}--${boundary}\r\n${part('text/html', html, encoding)}--${boundary}--\r\n`;
}

function bodyOf(client: MailClient, s: ReplySpec): { headers: string[]; mime: string } {
  const o = s.original;
  const b = `000000000000${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  switch (client) {
    case 'gmail':
      return { headers: ['X-Mailer: Gmail'], mime: part('text/plain', `${s.text}\n\nOn Sun, Dec 6, 2026 at 2:22 AM Whitechapel <\nno-reply@sns.amazonaws.com> wrote:\n\n${quotedLines(o)}\n`) };
    case 'gmail-html':
      return {
        headers: [],
        mime: alternative(
          b,
          `${s.text}\n\nOn Sun, Dec 6, 2026 at 2:22 AM Whitechapel <no-reply@sns.amazonaws.com>\nwrote:\n\n${quotedLines(o)}\n`,
          `<div dir="ltr">${htmlLines(s.text)}</div><br><div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">On Sun, Dec 6, 2026 at 2:22 AM Whitechapel &lt;<a href="mailto:no-reply@sns.amazonaws.com">no-reply@sns.amazonaws.com</a>&gt; wrote:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">${esc(o).replace(/\n/g, '<br>\n')}</blockquote></div>\n`,
        ),
      };
    case 'apple-mail':
      return {
        headers: ['X-Mailer: Apple Mail (2.3826.300.87.4.3)'],
        mime: alternative(
          `Apple-Mail=_${randomUUID().toUpperCase()}`,
          `${s.text}\n\n> On 6 Dec 2026, at 02:22, Whitechapel <no-reply@sns.amazonaws.com> wrote:\n> \n${quotedLines(o)}\n\n`,
          `<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body style="overflow-wrap: break-word; -webkit-nbsp-mode: space; line-break: after-white-space;">${htmlLines(s.text)}<div><br><blockquote type="cite"><div>On 6 Dec 2026, at 02:22, Whitechapel &lt;no-reply@sns.amazonaws.com&gt; wrote:</div><br class="Apple-interchange-newline"><div><div>${esc(o).replace(/\n/g, '<br>')}</div></div></blockquote></div><br></body></html>`,
        ),
      };
    case 'iphone':
      return {
        headers: ['X-Mailer: iPhone Mail (22B91)'],
        mime: part('text/plain', `${s.text}\n\nSent from my iPhone\n\n> On 6 Dec 2026, at 02:22, Whitechapel <no-reply@sns.amazonaws.com> wrote:\n> \n${quotedLines(o)}\n`, 'quoted-printable'),
      };
    case 'outlook':
      return {
        headers: ['X-MS-Has-Attach:', 'Thread-Topic: Your turn'],
        mime: alternative(
          `_000_${b}_`,
          `${s.text}\n\n________________________________\nFrom: Whitechapel <no-reply@sns.amazonaws.com>\nSent: Sunday, December 6, 2026 2:22 AM\nTo: player@example.com\nSubject: ${s.subject ?? 'Your turn'}\n\n${o}\n`,
          `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><style type="text/css" style="display:none;"> P {margin-top:0;margin-bottom:0;} </style></head><body dir="ltr"><div class="elementToProof" style="font-family: Aptos, sans-serif; font-size: 12pt;">${esc(s.text).replace(/\n/g, '<br>')}</div><div id="appendonsend"></div><hr style="display:inline-block;width:98%" tabindex="-1"><div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> Whitechapel &lt;no-reply@sns.amazonaws.com&gt;<br><b>Sent:</b> Sunday, December 6, 2026 2:22 AM<br><b>To:</b> player@example.com<br><b>Subject:</b> Your turn</font><div>&nbsp;</div></div><div><pre>${esc(o)}</pre></div></body></html>`,
          'base64',
        ),
      };
    case 'outlook-desktop':
      return { headers: ['X-Mailer: Microsoft Outlook 16.0'], mime: part('text/plain', `${s.text}\n\n-----Original Message-----\nFrom: Whitechapel <no-reply@sns.amazonaws.com>\nSent: Sunday, December 6, 2026 2:22 AM\nTo: player@example.com\nSubject: Your turn\n\n${o}\n`) };
    case 'thunderbird':
      return {
        headers: ['User-Agent: Mozilla Thunderbird'],
        mime: part('text/plain; format=flowed', `${s.text}\n\n-- \nA. Player\n\nOn 12/6/26 02:22, Whitechapel wrote:\n${quotedLines(o)}\n`, '7bit'),
      };
    case 'thunderbird-html':
      return {
        headers: ['User-Agent: Mozilla Thunderbird'],
        mime: part(
          'text/html',
          `<!DOCTYPE html>\n<html>\n  <head>\n    <meta http-equiv="Content-Type" content="text/html; charset=UTF-8">\n  </head>\n  <body>\n    <p>${esc(s.text).replace(/\n/g, '<br>\n')}</p>\n    <div class="moz-cite-prefix">On 12/6/26 02:22, Whitechapel wrote:<br>\n    </div>\n    <blockquote type="cite" cite="mid:0100019a@email.amazonses.com">\n      <pre class="moz-quote-pre" wrap="">${esc(o)}</pre>\n    </blockquote>\n  </body>\n</html>\n`,
        ),
      };
  }
}

/** The raw RFC 5322 message `client` sends for `spec`. */
export function rawReply(client: MailClient, spec: ReplySpec): string {
  const { headers, mime } = bodyOf(client, spec);
  return [
    `From: ${spec.from ?? 'A Player <player@example.com>'}`,
    `To: ${spec.to}`,
    `Subject: Re: ${spec.subject ?? 'Your turn'}`,
    `Date: ${WHEN}`,
    `Message-ID: ${spec.messageId ?? `<${randomUUID()}@mail.example.com>`}`,
    `In-Reply-To: <0100019a@email.amazonses.com>`,
    `References: <0100019a@email.amazonses.com>`,
    'MIME-Version: 1.0',
    ...headers,
    `X-Original-Sender: ${SENDER}`,
    '',
  ].join('\r\n') + mime;
}
