/**
 * The SES receipt rule's Lambda action (docs/deploy.md, "Answering mails"): SES has stored the raw
 * message in S3 (the rule's first action) and invokes this with the message's metadata and SES's
 * verdicts. A message SES judged as spam or a virus, or whose SPF or DKIM check failed, is dropped
 * with the reason logged; any other is read from S3 and its bytes handed to the reply use case,
 * which authenticates it by the token in its address alone (never by its From header).
 *
 * Nothing from the mail is logged but SES's message id and the verdicts: the recipient address
 * holds the reply token, and the sender and subject are the player's.
 */
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import * as z from 'zod/mini';

/** SES's verdicts checked here, by the name its event gives them. */
export const CHECKED_VERDICTS = ['spamVerdict', 'virusVerdict', 'spfVerdict', 'dkimVerdict'] as const;

/** SES stores a message under its message id (after the rule's prefix): letters, digits and a few marks. */
const MESSAGE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The largest raw message read: a reply is a line above a quoted mail; anything far bigger is no reply. */
export const MAX_RAW_BYTES = 10 * 1024 * 1024;

const Verdict = z.object({ status: z.string() });
const SesRecord = z.object({
  eventSource: z.literal('aws:ses'),
  ses: z.object({
    mail: z.object({ messageId: z.string().check(z.regex(MESSAGE_ID)) }),
    // `recipients`: the SMTP envelope's recipients that matched the rule (where the mail was delivered, whatever its headers say).
    receipt: z.object({ recipients: z.optional(z.array(z.string())), spamVerdict: Verdict, virusVerdict: Verdict, spfVerdict: Verdict, dkimVerdict: Verdict }),
  }),
});
const SesEvent = z.object({ Records: z.array(z.unknown()) });

export interface SesInboundLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

export interface SesInboundDeps {
  readonly s3: Pick<S3Client, 'send'>;
  /** The bucket the receipt rule's S3 action writes to, and its key prefix. */
  readonly bucket: string;
  readonly prefix: string;
  /** The reply use case: the raw RFC 5322 message (and its envelope's recipients) in, what it did out. */
  readonly receive: (raw: Uint8Array, opts: { readonly envelopeRecipients: readonly string[] }) => Promise<unknown>;
  readonly log: SesInboundLog;
}

/** What happened to each record of an event (the handler's result; SES ignores it on an Event invocation). */
export type RecordOutcome =
  | { readonly messageId: string; readonly handed: true }
  | { readonly messageId: string | null; readonly handed: false; readonly reason: string };

/** The verdicts that FAILed, by name (e.g. ["spfVerdict"]). */
export function failedVerdicts(receipt: Readonly<Record<(typeof CHECKED_VERDICTS)[number], { status: string }>>): string[] {
  return CHECKED_VERDICTS.filter((v) => receipt[v].status.toUpperCase() === 'FAIL');
}

export function createSesInboundHandler(deps: SesInboundDeps) {
  async function one(raw: unknown): Promise<RecordOutcome> {
    const parsed = SesRecord.safeParse(raw);
    if (!parsed.success) {
      deps.log.warn('inbound mail: not an SES receipt record, dropped', { issues: parsed.error.issues.map((i) => i.path.join('.')).slice(0, 5) });
      return { messageId: null, handed: false, reason: 'not an SES receipt record' };
    }
    const { mail, receipt } = parsed.data.ses;
    const failed = failedVerdicts(receipt);
    if (failed.length > 0) {
      deps.log.warn('inbound mail: dropped on SES verdicts', { messageId: mail.messageId, failed });
      return { messageId: mail.messageId, handed: false, reason: `failed ${failed.join(', ')}` };
    }
    const object = await deps.s3.send(new GetObjectCommand({ Bucket: deps.bucket, Key: `${deps.prefix}${mail.messageId}` }));
    if (object.ContentLength !== undefined && object.ContentLength > MAX_RAW_BYTES) {
      deps.log.warn('inbound mail: too large to be a reply, dropped', { messageId: mail.messageId, bytes: object.ContentLength });
      return { messageId: mail.messageId, handed: false, reason: 'too large' };
    }
    if (!object.Body) throw new Error(`inbound mail ${mail.messageId}: S3 returned no body`);
    const bytes = await object.Body.transformToByteArray();
    await deps.receive(bytes, { envelopeRecipients: receipt.recipients ?? [] });
    deps.log.info('inbound mail: handed to the reply use case', { messageId: mail.messageId, bytes: bytes.length });
    return { messageId: mail.messageId, handed: true };
  }

  return async (event: unknown): Promise<RecordOutcome[]> => {
    const records = SesEvent.safeParse(event);
    if (!records.success) {
      deps.log.warn('inbound mail: the event has no Records, dropped');
      return [];
    }
    // One message per event in practice; in order, so a failure names the record it stopped at.
    const outcomes: RecordOutcome[] = [];
    for (const record of records.data.Records) outcomes.push(await one(record));
    return outcomes;
  };
}
