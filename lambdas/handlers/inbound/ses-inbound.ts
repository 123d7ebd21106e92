/**
 * Lambda entry of the SES receipt rule (infra/constructs/reply-mail.ts): SES's verdicts checked,
 * the raw message read from the bucket the rule's S3 action wrote it to, its bytes handed to the
 * reply use case (ses-inbound-handler.ts says what is dropped and what is logged).
 */
import { S3Client } from '@aws-sdk/client-s3';
import { logger } from '../../logger.js';
import { receive } from './reply-use-case.js';
import { createSesInboundHandler } from './ses-inbound-handler.js';

const bucket = process.env.RAW_MAIL_BUCKET;
const prefix = process.env.RAW_MAIL_PREFIX ?? '';
if (!bucket) throw new Error('RAW_MAIL_BUCKET is not set');

export const handler = createSesInboundHandler({
  s3: new S3Client({}),
  bucket,
  prefix,
  receive,
  log: { info: (m, f) => logger.info(m, f ?? {}), warn: (m, f) => logger.warn(m, f ?? {}) },
});
