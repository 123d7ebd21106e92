// Reading what a player wrote above the quoted turn mail, from raw replies as common clients write
// them: the quoted original (its numbered moves included) is never read as the answer.
import { describe, expect, it } from 'vitest';
import { readReply } from '../../../lambdas/app/inbound/reply-mail.js';
import { htmlAsText, replyText, textAboveQuote } from '../../../lambdas/app/inbound/reply-text.js';
import { CLIENTS, rawReply } from '../../support/replies/client-mails.js';

const DOMAIN = 'reply.example';
const TOKEN = 'gAbCdEfGhIjKlMn_-.1.12.AAAAAAAAAAAAAA';
const ADDRESS = `play+${TOKEN}@${DOMAIN}`;
const ORIGINAL = [
  'Hello "Ada",',
  '',
  'It is your turn in Ripper Rummy (game gAbCdEfGhIjKlMn_-) with "Bob".',
  '',
  'Reply with the number of your move.',
  '',
  'Draw:',
  `  1. draw  <mailto:${ADDRESS}?subject=My%20move&body=draw>`,
  `  2. draw discard  <mailto:${ADDRESS}?subject=My%20move&body=draw%20discard>`,
].join('\n');

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter((l) => l !== '');

describe('the text of a reply', () => {
  for (const client of CLIENTS) {
    it(`${client}: the answer above the quote, one line or several, and the token of its address`, async () => {
      for (const text of ['2', 'discard druitt-3', 'Stealthy C4\nthanks, see you', 'Vote Gull — à bientôt']) {
        const read = await readReply(rawReply(client, { to: `"Whitechapel" <${ADDRESS}>`, text, original: ORIGINAL }), DOMAIN);
        expect(read.token).toBe(TOKEN);
        expect(read.messageId).toMatch(/^<.+@mail\.example\.com>$/);
        expect(lines(read.text), `${client}: ${JSON.stringify(read.text)}`).toEqual(lines(text));
      }
    });
  }

  it('cuts at each common reply marker', () => {
    const cuts = [
      'On Sun, Dec 6, 2026 at 2:22 AM Whitechapel <no-reply@sns.amazonaws.com> wrote:',
      'Le dim. 6 déc. 2026 à 02:22, Whitechapel <no-reply@sns.amazonaws.com> a écrit :',
      'Am So., 6. Dez. 2026 um 02:22 Uhr schrieb Whitechapel <no-reply@sns.amazonaws.com>:',
      '-----Original Message-----',
      '> Hello',
      '-- ',
      'Sent from my iPhone',
      'Get Outlook for Android',
      '________________________________',
    ];
    for (const marker of cuts) expect(textAboveQuote(`3\n\n${marker}\n1. draw\n`), marker).toBe('3');
    expect(textAboveQuote('3\nFrom: Whitechapel <no-reply@sns.amazonaws.com>\nSent: Sunday\nTo: me\n1. draw')).toBe('3');
  });

  it('keeps lines that only look like markers', () => {
    expect(textAboveQuote('On second thought:\nstealthy c4')).toBe('On second thought:\nstealthy c4');
    expect(textAboveQuote('From: my phone, move\n2')).toBe('From: my phone, move\n2');
    expect(textAboveQuote('--2')).toBe('--2');
  });

  it('reads HTML without its quote container, and decodes entities', () => {
    expect(lines(htmlAsText('<div>vote&nbsp;gull &amp; co</div><blockquote type="cite">1. draw</blockquote>'))).toEqual(['vote gull & co']);
    expect(lines(htmlAsText('<p>2<br>thanks</p><div class="gmail_quote">1. draw</div>'))).toEqual(['2', 'thanks']);
    expect(replyText({ html: '<style>p{}</style><p>&#51;</p>' })).toBe('3');
    expect(replyText({ text: '  ', html: '<p>4</p>' })).toBe('4');
    expect(replyText({})).toBe('');
  });

  it('takes the envelope recipient first, then Delivered-To, To and Cc; ignores other domains and From', async () => {
    const other = 'gOther.0.1.BBBBBBBBBBBBBB';
    const raw = rawReply('gmail', { to: `play+${other}@${DOMAIN}`, text: '1', original: ORIGINAL, from: `play+${TOKEN}@${DOMAIN}` });
    expect((await readReply(raw, DOMAIN)).token).toBe(other);
    expect((await readReply(raw, DOMAIN, [ADDRESS])).token).toBe(TOKEN);
    expect((await readReply(`Delivered-To: ${ADDRESS}\r\n${raw}`, DOMAIN)).token).toBe(TOKEN);
    expect((await readReply(rawReply('gmail', { to: `play+${TOKEN}@elsewhere.example`, text: '1', original: ORIGINAL }), DOMAIN)).token).toBeNull();
  });
});
