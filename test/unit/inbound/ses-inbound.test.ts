// The SES receipt rule's function (lambdas/handlers/inbound/ses-inbound-handler.ts) with S3 mocked:
// a message SES judged spam or a virus, or whose SPF or DKIM failed, is never read or handed on; a
// message that passed is read from the rule's bucket under its message id and its bytes handed on
// unchanged; nothing of the address (which carries the reply token) reaches the log.
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createSesInboundHandler, MAX_RAW_BYTES, type RecordOutcome } from '../../../lambdas/handlers/inbound/ses-inbound-handler.js';

const s3 = mockClient(S3Client);
// The unit files share their modules (isolate: false): give S3Client back as it was.
afterAll(() => s3.restore());
const TOKEN = 'v1.pAda0001.gJack0002.7.c2lnbmF0dXJlLW5vdC1mb3ItbG9ncw';
const RECIPIENT = `play+${TOKEN}@mail.play.example`;

type Status = 'PASS' | 'FAIL' | 'GRAY' | 'PROCESSING_FAILED' | 'DISABLED';
type Verdicts = Partial<Record<'spam' | 'virus' | 'spf' | 'dkim' | 'dmarc', Status>>;

/** An SES receipt event for a Lambda action, shaped as SES sends it (docs: "Invoking a Lambda function" event). */
function sesEvent(messageId: string, verdicts: Verdicts = {}) {
  const v = (k: keyof Verdicts) => ({ status: verdicts[k] ?? 'PASS' });
  return {
    Records: [
      {
        eventSource: 'aws:ses',
        eventVersion: '1.0',
        ses: {
          mail: {
            timestamp: '2026-12-05T18:00:00.000Z',
            source: 'ada@example.com',
            messageId,
            destination: [RECIPIENT],
            headersTruncated: false,
            headers: [{ name: 'To', value: RECIPIENT }, { name: 'Subject', value: 'Re: Your turn' }],
            commonHeaders: { returnPath: 'ada@example.com', from: ['Ada <ada@example.com>'], to: [RECIPIENT], messageId: '<reply-1@example.com>', subject: 'Re: Your turn' },
          },
          receipt: {
            timestamp: '2026-12-05T18:00:00.000Z',
            processingTimeMillis: 420,
            recipients: [RECIPIENT],
            spamVerdict: v('spam'),
            virusVerdict: v('virus'),
            spfVerdict: v('spf'),
            dkimVerdict: v('dkim'),
            dmarcVerdict: v('dmarc'),
            action: { type: 'Lambda', functionArn: 'arn:aws:lambda:eu-west-1:123456789012:function:InboundMail', invocationType: 'Event' },
          },
        },
      },
    ],
  };
}

const RAW = new TextEncoder().encode(`From: Ada <ada@example.com>\r\nTo: ${RECIPIENT}\r\nSubject: Re: Your turn\r\nMessage-ID: <reply-1@example.com>\r\n\r\n2\r\n\r\nOn Sat, Whitechapel wrote:\r\n> 1 draw\r\n> 2 discard\r\n`);

function setUp() {
  const received: Uint8Array[] = [];
  const envelopes: (readonly string[])[] = [];
  const lines: string[] = [];
  const log = { info: (m: string, f?: Record<string, unknown>) => lines.push(`${m} ${JSON.stringify(f ?? {})}`), warn: (m: string, f?: Record<string, unknown>) => lines.push(`${m} ${JSON.stringify(f ?? {})}`) };
  const handler = createSesInboundHandler({ s3: new S3Client({ region: 'eu-west-1' }), bucket: 'raw-mail', prefix: 'inbound/', receive: async (raw, opts) => void (received.push(raw), envelopes.push(opts.envelopeRecipients)), log });
  return { handler, received, envelopes, lines };
}

beforeEach(() => {
  s3.reset();
  s3.on(GetObjectCommand, { Bucket: 'raw-mail', Key: 'inbound/o3vrnil0e2ic28tr' }).resolves({ ContentLength: RAW.length, Body: { transformToByteArray: async () => RAW } as never });
});

describe('the SES inbound function', () => {
  it('reads a message that passed from the rule\'s bucket, under its message id, and hands its bytes on unchanged', async () => {
    const { handler, received, envelopes, lines } = setUp();
    const out = await handler(sesEvent('o3vrnil0e2ic28tr'));
    expect(out).toEqual([{ messageId: 'o3vrnil0e2ic28tr', handed: true }] satisfies RecordOutcome[]);
    expect(s3.commandCalls(GetObjectCommand).map((c) => c.args[0].input)).toEqual([{ Bucket: 'raw-mail', Key: 'inbound/o3vrnil0e2ic28tr' }]);
    expect(received).toHaveLength(1);
    expect(Buffer.from(received[0]!).equals(Buffer.from(RAW))).toBe(true);
    // With the envelope's recipients, which the use case looks at before the headers.
    expect(envelopes).toEqual([[RECIPIENT]]);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it.each<[string, Verdicts, string]>([
    ['spam', { spam: 'FAIL' }, 'spamVerdict'],
    ['a virus', { virus: 'FAIL' }, 'virusVerdict'],
    ['a failed SPF check', { spf: 'FAIL' }, 'spfVerdict'],
    ['a failed DKIM check', { dkim: 'FAIL' }, 'dkimVerdict'],
    ['several at once', { spam: 'FAIL', dkim: 'FAIL' }, 'spamVerdict, dkimVerdict'],
  ])('drops %s: nothing read, nothing received, the reason logged without the address', async (_what, verdicts, failed) => {
    const { handler, received, lines } = setUp();
    const out = await handler(sesEvent('o3vrnil0e2ic28tr', verdicts));
    expect(out).toEqual([{ messageId: 'o3vrnil0e2ic28tr', handed: false, reason: `failed ${failed}` }]);
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
    expect(received).toEqual([]);
    expect(lines.join('\n')).toContain('dropped on SES verdicts');
    for (const secret of [TOKEN, 'ada@example.com', 'Your turn']) expect(lines.join('\n')).not.toContain(secret);
  });

  it('hands on a message whose verdicts are GRAY, DISABLED or PROCESSING_FAILED (only FAIL drops), and ignores DMARC', async () => {
    const { handler, received } = setUp();
    await handler(sesEvent('o3vrnil0e2ic28tr', { spam: 'GRAY', virus: 'PROCESSING_FAILED', spf: 'GRAY', dkim: 'DISABLED', dmarc: 'FAIL' }));
    expect(received).toHaveLength(1);
  });

  it('reads nothing for a record that is not SES\'s, or a message id that could name another key', async () => {
    const { handler, received } = setUp();
    const other = await handler({ Records: [{ eventSource: 'aws:s3', s3: {} }] });
    const traversal = await handler(sesEvent('../secrets/key'));
    const none = await handler({ nothing: true });
    expect([other[0]?.handed, traversal[0]?.handed, none]).toEqual([false, false, []]);
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
    expect(received).toEqual([]);
  });

  it('does not read the body of a message far bigger than a reply', async () => {
    s3.on(GetObjectCommand).resolves({ ContentLength: MAX_RAW_BYTES + 1, Body: { transformToByteArray: async () => { throw new Error('read the body'); } } as never });
    const { handler, received } = setUp();
    expect(await handler(sesEvent('o3vrnil0e2ic28tr'))).toEqual([{ messageId: 'o3vrnil0e2ic28tr', handed: false, reason: 'too large' }]);
    expect(received).toEqual([]);
  });

  it('fails the invocation when S3 or the use case fails, so Lambda retries it and the error alarm counts it', async () => {
    s3.on(GetObjectCommand).rejects(new Error('NoSuchKey'));
    await expect(setUp().handler(sesEvent('o3vrnil0e2ic28tr'))).rejects.toThrow('NoSuchKey');
    s3.reset();
    s3.on(GetObjectCommand).resolves({ Body: { transformToByteArray: async () => RAW } as never });
    const failing = createSesInboundHandler({ s3: new S3Client({ region: 'eu-west-1' }), bucket: 'raw-mail', prefix: 'inbound/', receive: async () => { throw new Error('use case down'); }, log: { info: () => undefined, warn: () => undefined } });
    await expect(failing(sesEvent('o3vrnil0e2ic28tr'))).rejects.toThrow('use case down');
  });
});
