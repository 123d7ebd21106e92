/**
 * Answering turn mails by mail (issue 50, deployed half; docs/deploy.md "Answering mails"): SES
 * receives mail for `play+<token>@<replyMailDomain>`, a receipt rule stores each message in a
 * private bucket (kept a week) and then invokes a function that checks SES's verdicts and hands the
 * raw message to the reply use case, which posts the command as the API does.
 *
 * Only one receipt rule set is active per account and region, and activating one is not something
 * CloudFormation does: the stack makes its own set, and docs/deploy.md says how to make it the
 * active one, or how to put the same rule into a set that is already active.
 */
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { ReceiptRuleSet, TlsPolicy, type ReceiptRule } from 'aws-cdk-lib/aws-ses';
import { Lambda, LambdaInvocationType, S3 } from 'aws-cdk-lib/aws-ses-actions';
import { Construct } from 'constructs';
import { inboundReplyAccess } from '../../lambdas/handlers/access.js';
import { paths } from '../paths.js';
import { grantDataAccess, type DataResources } from '../permissions.js';
import { BundledFunction } from './bundled-function.js';

/** The local part players answer to; SES matches `play+<anything>@domain` to a rule naming `play@domain`. */
export const REPLY_LOCAL_PART = 'play';
/** Where in the bucket SES writes each message (under its SES message id). */
export const RAW_MAIL_PREFIX = 'inbound/';
/** How long a raw message is kept: long enough to look into a failure, short enough not to become an archive of players' mail. */
export const RAW_MAIL_DAYS = 7;

export interface ReplyMailProps {
  readonly domain: string;
  readonly resources: DataResources;
  /** The environment the other functions get (table, topic, key, links), to which this adds its own. */
  readonly environment: Readonly<Record<string, string>>;
  readonly removalPolicy: RemovalPolicy;
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
}

export class ReplyMail extends Construct {
  readonly bucket: Bucket;
  readonly handler: BundledFunction;
  readonly ruleSet: ReceiptRuleSet;
  readonly rule: ReceiptRule;

  constructor(scope: Construct, id: string, props: ReplyMailProps) {
    super(scope, id);

    this.bucket = new Bucket(this, 'RawMail', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: false,
      removalPolicy: props.removalPolicy,
      lifecycleRules: [{ id: 'expire-raw-mail', prefix: RAW_MAIL_PREFIX, expiration: Duration.days(RAW_MAIL_DAYS) }],
    });

    this.handler = new BundledFunction(this, 'Receiver', {
      entry: paths.inboundMailHandler,
      description: 'Inbound mail: SES verdicts checked, a reply to a turn mail read from S3 and played',
      // Parsing a MIME message and running the rules for one command.
      memoryMb: 1024,
      timeout: Duration.seconds(30),
      environment: {
        ...props.environment,
        REPLY_MAIL_DOMAIN: props.domain,
        RAW_MAIL_BUCKET: this.bucket.bucketName,
        RAW_MAIL_PREFIX,
      },
      logRetention: props.logRetention,
      logRemovalPolicy: props.logRemovalPolicy,
    });
    grantDataAccess(this.handler.role, inboundReplyAccess, props.resources);
    // Reading the stored messages, nothing else: no listing, no writing, no other prefix.
    this.handler.role.addToPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions: ['s3:GetObject'], resources: [this.bucket.arnForObjects(`${RAW_MAIL_PREFIX}*`)] }));

    this.ruleSet = new ReceiptRuleSet(this, 'RuleSet', {});
    this.rule = this.ruleSet.addRule('Replies', {
      recipients: [`${REPLY_LOCAL_PART}@${props.domain}`],
      // SES's spam and virus verdicts, which the function reads (SPF and DKIM are checked on every message).
      scanEnabled: true,
      // The address carries the reply token: refuse mail sent in clear (the big providers all send over TLS).
      tlsPolicy: TlsPolicy.REQUIRE,
      enabled: true,
      actions: [
        new S3({ bucket: this.bucket, objectKeyPrefix: RAW_MAIL_PREFIX }),
        // Asynchronously: SES does not wait for the play, and Lambda retries a failed invocation twice.
        new Lambda({ function: this.handler.function, invocationType: LambdaInvocationType.EVENT }),
      ],
    });
  }
}
