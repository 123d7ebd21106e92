/**
 * What each resource type of the template becomes in the rehearsal: the values it answers to `Ref`
 * and `Fn::GetAtt` (names and ARNs in the rehearsal's account and region, URLs on 127.0.0.1), and
 * whether the rehearsal runs it or deliberately leaves it out. A type that is in neither list stops
 * the rehearsal with its name: a resource added to the stack must be taught here, never ignored.
 */
import type { ResourceValues } from './intrinsics.js';

export const REHEARSAL_ACCOUNT = '000000000000';
export const REHEARSAL_REGION = 'us-east-1';

export interface Places {
  /** host:port of the local HTTP API. */
  readonly apiHost: string;
  /** host:port of the local web client (CloudFront's part). */
  readonly webHost: string;
  readonly stackName: string;
}

type Values = (id: string, properties: Record<string, unknown>, places: Places) => ResourceValues;

const arn = (service: string, rest: string, region: string = REHEARSAL_REGION) => `arn:aws:${service}:${region}:${REHEARSAL_ACCOUNT}:${rest}`;
/** CloudFormation's generated physical names: stack name, logical id, a suffix. */
const physical = (places: Places, id: string) => `${places.stackName}-${id}-rehearsal`;
const named = (properties: Record<string, unknown>, key: string, fallback: string) => (typeof properties[key] === 'string' ? (properties[key] as string) : fallback);

/** Resource types the rehearsal runs (the reason says how). */
const RUN: Readonly<Record<string, { readonly how: string; readonly values: Values }>> = {
  'AWS::DynamoDB::GlobalTable': {
    how: 'a table in DynamoDB Local, from its key schema, indexes and stream',
    values: (id, p, places) => {
      const name = named(p, 'TableName', physical(places, id));
      return { ref: name, attributes: { Arn: arn('dynamodb', `table/${name}`), StreamArn: arn('dynamodb', `table/${name}/stream/rehearsal`), TableId: id } };
    },
  },
  'AWS::DynamoDB::Table': {
    how: 'a table in DynamoDB Local, from its key schema, indexes and stream',
    values: (id, p, places) => {
      const name = named(p, 'TableName', physical(places, id));
      return { ref: name, attributes: { Arn: arn('dynamodb', `table/${name}`), StreamArn: arn('dynamodb', `table/${name}/stream/rehearsal`) } };
    },
  },
  'AWS::SNS::Topic': {
    how: 'the local SNS stand-in (local/aws/fake-sns.ts), mails to its outbox',
    values: (id, p, places) => {
      const name = named(p, 'TopicName', physical(places, id));
      return { ref: arn('sns', name), attributes: { TopicArn: arn('sns', name), TopicName: name } };
    },
  },
  'AWS::SecretsManager::Secret': {
    how: 'a Secrets Manager stand-in holding a value generated as GenerateSecretString says',
    values: (id, p, places) => {
      const name = named(p, 'Name', physical(places, id));
      const secretArn = arn('secretsmanager', `secret:${name}-AbCdEf`);
      return { ref: secretArn, attributes: { Id: secretArn } };
    },
  },
  'AWS::Lambda::Function': {
    how: 'its own Node process from its asset, with its environment, role, memory and timeout',
    values: (id, p, places) => {
      const name = named(p, 'FunctionName', physical(places, id));
      return { ref: name, attributes: { Arn: arn('lambda', `function:${name}`) } };
    },
  },
  'AWS::IAM::Role': {
    how: "the credentials of the functions that run with it; its inline policies are checked on every call",
    values: (id, p) => {
      const name = named(p, 'RoleName', id);
      return { ref: name, attributes: { Arn: `arn:aws:iam::${REHEARSAL_ACCOUNT}:role/${name}`, RoleId: `AROA${id.toUpperCase().slice(0, 16)}` } };
    },
  },
  'AWS::IAM::Policy': { how: 'checked on every call of the roles it names', values: (id) => ({ ref: id, attributes: { Id: id } }) },
  'AWS::ApiGatewayV2::Api': {
    how: 'a local HTTP front (payload format 2.0, CORS from its CorsConfiguration)',
    values: (id, _p, places) => ({ ref: id, attributes: { ApiEndpoint: `http://${places.apiHost}`, ApiId: id } }),
  },
  'AWS::ApiGatewayV2::Route': { how: 'matched by its RouteKey on the local HTTP front', values: (id) => ({ ref: id, attributes: {} }) },
  'AWS::ApiGatewayV2::Integration': { how: 'invokes the function its IntegrationUri names', values: (id) => ({ ref: id, attributes: {} }) },
  'AWS::Lambda::EventSourceMapping': { how: "DynamoDB Local's stream fed to the function through the mapping's own settings", values: (id) => ({ ref: id, attributes: { Id: id } }) },
  'AWS::Events::Rule': {
    how: 'its targets invoked on its schedule, the rehearsal\'s clock compressed (see docs/deploy.md)',
    values: (id) => ({ ref: id, attributes: { Arn: arn('events', `rule/${id}`) } }),
  },
  'Custom::CDKBucketDeployment': { how: "its sources (markers filled in) served as the bucket's files, by the web front", values: (id) => ({ ref: id, attributes: {} }) },
  'AWS::SQS::Queue': {
    how: "kept in memory as an on-failure destination: a record sent there fails the rehearsal",
    values: (id, p, places) => {
      const name = named(p, 'QueueName', physical(places, id));
      return { ref: `http://sqs.rehearsal/${REHEARSAL_ACCOUNT}/${name}`, attributes: { Arn: arn('sqs', name), QueueName: name, QueueUrl: `http://sqs.rehearsal/${REHEARSAL_ACCOUNT}/${name}` } };
    },
  },
  'AWS::CloudFront::Distribution': {
    how: 'a local web front serving the bucket deployment, unknown paths answered with index.html as its error responses say',
    values: (id, _p, places) => ({ ref: id, attributes: { DomainName: places.webHost, Id: id } }),
  },
};

/** Resource types the rehearsal leaves out on purpose, each with the reason. */
const LEFT_OUT: Readonly<Record<string, { readonly why: string; readonly values: Values }>> = {
  'AWS::Logs::LogGroup': { why: "functions' logs go to the rehearsal's log file", values: (id, p, places) => logGroup(named(p, 'LogGroupName', physical(places, id))) },
  'AWS::CloudWatch::Alarm': { why: 'no metrics locally', values: (id) => ({ ref: id, attributes: { Arn: arn('cloudwatch', `alarm:${id}`) } }) },
  'AWS::Lambda::Permission': { why: 'the local fronts invoke functions directly', values: (id) => ({ ref: id, attributes: {} }) },
  'AWS::ApiGatewayV2::Stage': { why: 'throttling and access logs are not rehearsed', values: (id) => ({ ref: id, attributes: {} }) },
  'AWS::SNS::TopicPolicy': { why: 'resource policies are not evaluated (same-account calls)', values: (id) => ({ ref: id, attributes: {} }) },
  'AWS::SQS::QueuePolicy': { why: 'resource policies are not evaluated (same-account calls)', values: (id) => ({ ref: id, attributes: {} }) },
  'AWS::S3::BucketPolicy': { why: 'the web front serves the files itself, and no mail is received (below)', values: (id) => ({ ref: id, attributes: {} }) },
  'AWS::S3::Bucket': {
    why: "the web front serves the bucket deployment's files itself; the raw-mail bucket (replyMailDomain) is written only by SES's receipt rule, which is not rehearsed",
    values: (id, p, places) => {
      const name = named(p, 'BucketName', physical(places, id).toLowerCase());
      return { ref: name, attributes: { Arn: `arn:aws:s3:::${name}`, DomainName: `${name}.s3.amazonaws.com`, RegionalDomainName: `${name}.s3.${REHEARSAL_REGION}.amazonaws.com` } };
    },
  },
  'AWS::CloudFront::OriginAccessControl': { why: 'the web front reads the files directly', values: (id) => ({ ref: id, attributes: { Id: id } }) },
  'AWS::CloudFront::ResponseHeadersPolicy': {
    why: "headers CloudFront adds at its edge (security headers, each path's Cache-Control): the web front answers with the local runtime's own, and the template's are checked in test/infra/stack.test.ts",
    values: (id) => ({ ref: id, attributes: { Id: id, LastModifiedTime: '2026-01-01T00:00:00Z' } }),
  },
  'AWS::CloudFront::Function': {
    why: "a viewer-request function at CloudFront's edge (it maps /docs to docs/index.html); the web front serves the bucket's files as they are",
    values: (id) => ({ ref: id, attributes: { FunctionARN: `arn:aws:cloudfront::${REHEARSAL_ACCOUNT}:function/${id}`, Stage: 'LIVE' } }),
  },
  'AWS::Logs::MetricFilter': { why: 'no metrics locally (failed webhook attempts are counted from the logs in AWS)', values: (id) => ({ ref: id, attributes: {} }) },
  'AWS::Lambda::LayerVersion': { why: "only CDK's bucket-deployment function uses one, and the rehearsal does that function's work", values: (id) => ({ ref: arn('lambda', `layer:${id}:1`), attributes: {} }) },
  // Answering turn mails by mail (replyMailDomain): SES receiving needs a domain's MX record and SES
  // itself, so a rehearsal receives no mail; the function's part is tested with SES event fixtures
  // (test/unit/inbound) and the rule with the template (test/infra/reply-mail.test.ts).
  'AWS::SES::ReceiptRuleSet': { why: 'no mail is received locally: SES receiving is not rehearsed', values: (id) => ({ ref: id, attributes: {} }) },
  'AWS::SES::ReceiptRule': { why: 'no mail is received locally: SES receiving is not rehearsed (its function is never invoked)', values: (id) => ({ ref: id, attributes: {} }) },
  'AWS::CDK::Metadata': { why: 'CDK usage metadata', values: (id) => ({ ref: id, attributes: {} }) },
};

function logGroup(name: string): ResourceValues {
  return { ref: name, attributes: { Arn: arn('logs', `log-group:${name}:*`) } };
}

export class UnsupportedResourceError extends Error {
  override readonly name = 'UnsupportedResourceError';
}

export interface StandIn {
  readonly values: ResourceValues;
  /** How the rehearsal runs it, or null when it leaves it out. */
  readonly runs: string | null;
  readonly leftOutBecause: string | null;
}

export function standIn(id: string, type: string, properties: Record<string, unknown>, places: Places): StandIn {
  const run = RUN[type];
  if (run) return { values: run.values(id, properties, places), runs: run.how, leftOutBecause: null };
  const out = LEFT_OUT[type];
  if (out) return { values: out.values(id, properties, places), runs: null, leftOutBecause: out.why };
  throw new UnsupportedResourceError(
    `resource ${id} is of type ${type}, which the rehearsal neither runs nor knows to leave out: teach infra/rehearse/template/stand-ins.ts what it is`,
  );
}
