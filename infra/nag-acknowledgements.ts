/**
 * The cdk-nag (AwsSolutions) findings this stack accepts, each one exact finding with the reason it
 * is right here. Anything not acknowledged fails `cdk synth` (when the `nag` context parameter is
 * on) and the infra tests. The list is said here once, as data (nagAcknowledgements): the stack
 * applies it, and the tests check that cdk-nag suppressed exactly these findings, each with its reason.
 */
import { CfnElement, Stack, Validations } from 'aws-cdk-lib';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { IConstruct } from 'constructs';
import { BundledFunction, FUNCTION_RUNTIME } from './constructs/bundled-function.js';
import type { EventTable } from './constructs/event-table.js';
import type { GameApi } from './constructs/game-api.js';
import { RAW_MAIL_DAYS, RAW_MAIL_PREFIX, type ReplyMail } from './constructs/reply-mail.js';
import type { StreamConsumer } from './constructs/stream-consumer.js';
import type { WebClient } from './constructs/web-client.js';

/** The parts of the stack the findings are on: the stack hands itself in (this file does not import it). */
export interface AcknowledgedStack extends Stack {
  readonly storage: EventTable;
  readonly notifications: Topic;
  readonly linkKey: Secret;
  readonly http: GameApi;
  readonly stream: StreamConsumer;
  readonly web: WebClient;
  readonly replyMail: ReplyMail | undefined;
}

const PACK = 'AwsSolutions';

/** One accepted finding: on which construct (and what it contains), which rule as cdk-nag names it, and why. */
export interface NagAcknowledgement {
  readonly scope: IConstruct;
  readonly rule: string;
  readonly reason: string;
}

export function acknowledgeNagFindings(stack: AcknowledgedStack): void {
  for (const a of nagAcknowledgements(stack)) Validations.of(a.scope).acknowledge({ id: `${PACK}::${a.rule}`, reason: a.reason });
}

export function nagAcknowledgements(stack: AcknowledgedStack): NagAcknowledgement[] {
  const acknowledged: NagAcknowledgement[] = [];
  const acknowledge = (scope: IConstruct, rule: string, reason: string) => acknowledged.push({ scope, rule, reason });
  const logicalId = (construct: IConstruct) => {
    const resource = construct.node.defaultChild;
    if (!(resource instanceof CfnElement)) throw new Error(`${construct.node.path} has no CloudFormation resource to name`);
    return Stack.of(stack).getLogicalId(resource);
  };

  acknowledge(
    stack.http.api,
    'AwsSolutions-APIG4',
    'Authentication is a bearer token checked inside every function by the shared middy stack (lambdas/http/http-lambda.ts: ' +
      'the token secret is hashed and compared in constant time with the player item). An API Gateway authorizer would add an ' +
      'invocation and latency to every request for the same DynamoDB read. POST /players, /openapi.yaml and /docs are public by design.',
  );

  for (const bundled of stack.node.findAll().filter((c): c is BundledFunction => c instanceof BundledFunction)) {
    acknowledge(
      bundled.function,
      'AwsSolutions-L1',
      `Design §7 pins ${FUNCTION_RUNTIME.name} explicitly so that a runtime upgrade is a deliberate, tested change rather than a ` +
        'side effect of a CDK upgrade. It is a supported LTS runtime; move FUNCTION_RUNTIME when the code is tested on the next one.',
    );
  }

  acknowledge(
    stack,
    `AwsSolutions-IAM5[Resource::<${logicalId(stack.storage.table)}.Arn>/index/*]`,
    "dynamodb:Query is granted on this table's own global secondary indexes (a player's inbox on gsi1, due deadlines on gsi2), " +
      'and only to functions whose route-table entry lists Query. The wildcard names indexes of this one table, not other tables; ' +
      'the actions are listed one by one.',
  );

  acknowledge(
    stack,
    `AwsSolutions-IAM5[Resource::<${logicalId(stack.notifications)}>:*]`,
    'sns:Unsubscribe is authorised against the subscription ARN, which is the topic ARN followed by ":<subscription id>", and ' +
      "subscription ids are only known at run time (stored on the player). The wildcard covers this topic's subscriptions only.",
  );

  acknowledge(
    stack.linkKey,
    'AwsSolutions-SMG4',
    "The secret is the HMAC key of the one-click unsubscribe links in mails players have already received and keep. Rotating " +
      'it would silently break every such link; it is 64 generated characters, read only by the functions that send mail or check ' +
      'links (GetSecretValue on this secret alone), and never leaves Secrets Manager otherwise.',
  );

  // The web client: static files, public by nature, served by CloudFront from a private bucket.
  const web = stack.web;
  const webReasons: Record<string, string> = {
    'AwsSolutions-CFR1': 'The web client is for players anywhere, over days, from their e-mail: there is no country to keep out, and the API checks every request itself.',
    'AwsSolutions-CFR2':
      'The distribution serves only the static, public files of the web client (no API, no cookies, no form posts). The API has its ' +
      'own stage throttling; a web ACL would cost a fixed monthly fee for files anyone may read.',
    'AwsSolutions-CFR3':
      'Access logs of public static files would record players\' addresses and add a log bucket to keep; CloudFront\'s own ' +
      'metrics suffice, and every game action is logged by the API.',
    'AwsSolutions-CFR4':
      'The distribution uses the default *.cloudfront.net certificate, whose security policy CloudFront fixes; set a custom domain ' +
      'and certificate (TLS 1.2 minimum) to change it.',
  };
  for (const [rule, reason] of Object.entries(webReasons)) acknowledge(web.distribution, rule, reason);
  acknowledge(
    web.bucket,
    'AwsSolutions-S1',
    'The bucket is read only by this distribution (origin access control) and written only by the deployment; its files are rebuilt from the repository at every deploy.',
  );
  // BucketDeployment's provider: a function CDK itself writes and runs once per deploy to copy the files.
  const provider = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (!provider) throw new Error('the web client\'s BucketDeployment provider is missing');
  const providerReason =
    "CDK's own BucketDeployment provider (aws-s3-deployment), run only by CloudFormation during a deploy to copy the built web client " +
    'from the CDK asset bucket into the web bucket and invalidate the distribution. Its role, managed policy, wildcards (the objects of ' +
    'those two buckets, CloudFront invalidation has no resource-level permission) and runtime are chosen by CDK.';
  for (const id of [
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    'AwsSolutions-IAM5[Action::s3:Abort*]',
    'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
    'AwsSolutions-IAM5[Action::s3:GetBucket*]',
    'AwsSolutions-IAM5[Action::s3:GetObject*]',
    'AwsSolutions-IAM5[Action::s3:List*]',
    'AwsSolutions-IAM5[Resource::*]',
    `AwsSolutions-IAM5[Resource::<${logicalId(web.bucket)}.Arn>/*]`,
    'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
    'AwsSolutions-L1',
  ])
    acknowledge(provider, id, providerReason);

  acknowledge(
    stack.stream.failures,
    'AwsSolutions-SQS3',
    "This queue is itself the failure destination of the stream's event source mapping: records land here after their bounded " +
      'retries, an alarm fires on the first one, and they are replayed by hand. A dead-letter queue for it would have nothing to catch.',
  );
  const reply = stack.replyMail;
  if (reply) {
    acknowledge(
      reply.bucket,
      'AwsSolutions-S1',
      `The bucket holds raw inbound mail for ${RAW_MAIL_DAYS} days, written only by SES (its receipt rule, this account) and read only by ` +
        'the inbound mail function (GetObject on its prefix). Server access logs would copy players\' message ids and addresses into a ' +
        'second bucket to keep; turn on CloudTrail data events for it if an audit needs them.',
    );
    acknowledge(
      stack,
      `AwsSolutions-IAM5[Resource::<${logicalId(reply.bucket)}.Arn>/${RAW_MAIL_PREFIX}*]`,
      'SES names each stored message by its own message id, known only when the mail arrives; the inbound mail function may read ' +
        `(s3:GetObject only) the objects under ${RAW_MAIL_PREFIX} in this one bucket, nothing else.`,
    );
  }
  return acknowledged;
}
