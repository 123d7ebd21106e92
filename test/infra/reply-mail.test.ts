/**
 * Answering turn mails by mail, deployed (infra/constructs/reply-mail.ts): off by default with no
 * SES resource at all; with `replyMailDomain` set, a private, encrypted, TLS-only bucket that forgets
 * raw mail after a week, a receipt rule for play+…@domain that stores then invokes (spam and virus
 * scanning on), a function with exactly its grants, its error alarm, and cdk-nag content.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { RAW_MAIL_DAYS, RAW_MAIL_PREFIX } from '../../infra/constructs/reply-mail.js';
import { actionsOf, logicalId, resourcesOf, resourcesOfType, roleStatements, synthStack } from './support.js';

const DOMAIN = 'mail.play.example';

describe('answering by mail, deployed', () => {
  it('is off by default: no SES resource, no bucket for mail, no extra function', () => {
    const { stack, template } = synthStack();
    expect(stack.replyMail).toBeUndefined();
    for (const type of ['AWS::SES::ReceiptRuleSet', 'AWS::SES::ReceiptRule']) expect(Object.keys(resourcesOfType(template, type)), type).toEqual([]);
    const functions = Object.values(resourcesOfType(template, 'AWS::Lambda::Function'));
    expect(functions.some((f) => JSON.stringify(f.Properties).includes('REPLY_MAIL_DOMAIN'))).toBe(false);
  });

  const { stack, template, outdir } = synthStack({ replyMailDomain: DOMAIN }, { nag: true });
  const reply = stack.replyMail!;
  const bucketId = logicalId(reply.bucket);
  const functionId = logicalId(reply.handler.function);

  it('keeps raw mail in a private, encrypted, TLS-only bucket for a week', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: RAW_MAIL_DAYS, Prefix: RAW_MAIL_PREFIX, Status: 'Enabled' })] },
    });
    const policy = Object.values(resourcesOfType(template, 'AWS::S3::BucketPolicy')).find((p) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: bucketId }));
    const statements = (policy!.Properties.PolicyDocument as { Statement: { Effect: string; Action: string; Condition?: unknown; Principal?: unknown; Resource: unknown }[] }).Statement;
    expect(statements.some((s) => s.Effect === 'Deny' && JSON.stringify(s.Condition).includes('"aws:SecureTransport":"false"'))).toBe(true);
    // SES may put objects under the prefix only, and only for this account.
    const ses = statements.find((s) => JSON.stringify(s.Principal).includes('ses.amazonaws.com'))!;
    expect(ses.Action).toBe('s3:PutObject');
    expect(JSON.stringify(ses.Resource)).toContain(`/${RAW_MAIL_PREFIX}*`);
    expect(JSON.stringify(ses.Condition)).toContain('aws:SourceAccount');
  });

  it('receives play+…@domain with a rule that scans, stores the message, then invokes the function', () => {
    const rules = Object.values(resourcesOfType(template, 'AWS::SES::ReceiptRule'));
    expect(rules).toHaveLength(1);
    const rule = rules[0]!.Properties.Rule as { Recipients: string[]; ScanEnabled: boolean; Enabled: boolean; TlsPolicy: string; Actions: Record<string, unknown>[] };
    expect(rule.Recipients).toEqual([`play@${DOMAIN}`]);
    expect([rule.ScanEnabled, rule.Enabled, rule.TlsPolicy]).toEqual([true, true, 'Require']);
    expect(rule.Actions.map((a) => Object.keys(a)[0])).toEqual(['S3Action', 'LambdaAction']);
    expect(rule.Actions[0]).toEqual({ S3Action: { BucketName: { Ref: bucketId }, ObjectKeyPrefix: RAW_MAIL_PREFIX } });
    expect(rule.Actions[1]).toMatchObject({ LambdaAction: { FunctionArn: { 'Fn::GetAtt': [functionId, 'Arn'] }, InvocationType: 'Event' } });
    expect(JSON.stringify(rules[0]!.Properties.RuleSetName)).toContain(logicalId(reply.ruleSet));
    template.hasResourceProperties('AWS::Lambda::Permission', { FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] }, Principal: 'ses.amazonaws.com', SourceAccount: { Ref: 'AWS::AccountId' } });
  });

  it('gives the function the domain, the bucket and the table, topic and key the other functions get', () => {
    const fn = resourcesOfType(template, 'AWS::Lambda::Function')[functionId]!;
    const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env).toMatchObject({ REPLY_MAIL_DOMAIN: DOMAIN, RAW_MAIL_BUCKET: { Ref: bucketId }, RAW_MAIL_PREFIX });
    for (const key of ['TABLE_NAME', 'TOPIC_ARN', 'LINK_KEY_SECRET_ARN', 'PUBLIC_BASE_URL', 'API_URL', 'GAME_IDS', 'LOG_LEVEL']) expect(env, key).toHaveProperty(key);
  });

  it('tells the functions that send turn mails and reminders the domain, and no route function', () => {
    const envOf = (id: string) => (resourcesOfType(template, 'AWS::Lambda::Function')[id]!.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    for (const fn of [stack.stream.handler.function, stack.sweeper.handler.function]) expect(envOf(logicalId(fn)).REPLY_MAIL_DOMAIN).toBe(DOMAIN);
    for (const [, route] of stack.http.routeFunctions) expect(envOf(logicalId(route.function))).not.toHaveProperty('REPLY_MAIL_DOMAIN');
  });

  it('grants exactly what the reply path uses: its table actions, Publish, the link key, and GetObject under the prefix', () => {
    const roleId = logicalId(reply.handler.role);
    const granted = roleStatements(template, roleId).flatMap((s) => actionsOf(s).map((a) => `${s.Effect} ${a} ${JSON.stringify(resourcesOf(s))}`));
    const actions = [...new Set(granted.map((g) => g.split(' ')[1]))].sort();
    expect(actions).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'logs:CreateLogStream', 'logs:PutLogEvents', 's3:GetObject', 'secretsmanager:GetSecretValue', 'sns:Publish']);
    const s3 = granted.filter((g) => g.includes(' s3:'));
    expect(s3).toEqual([`Allow s3:GetObject [{"Fn::Join":["",[{"Fn::GetAtt":["${bucketId}","Arn"]},"/${RAW_MAIL_PREFIX}*"]]}]`]);
    expect(granted.filter((g) => g.includes('dynamodb:UpdateItem') || g.includes('dynamodb:DeleteItem') || g.includes('sns:Subscribe'))).toEqual([]);
  });

  it('alarms on its errors, like every other function', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId } }],
    });
  });

  it('passes cdk-nag, acknowledging only the bucket access logs, the prefix and index wildcards and the pinned runtime, each with a reason', () => {
    const report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8')) as {
      pluginReports: { pluginName: string; conclusion: string; violations: unknown[]; suppressedViolations?: { ruleName: string; reason?: string; violatingConstructs: { constructPath: string }[] }[] }[];
    };
    const nag = report.pluginReports.find((r) => r.pluginName === 'AwsSolutions')!;
    expect([nag.conclusion, nag.violations]).toEqual(['success', []]);
    const onReply = (nag.suppressedViolations ?? []).filter((v) => v.violatingConstructs.some((c) => c.constructPath.startsWith('Whitechapel/ReplyMail/')));
    const rules = [...new Set(onReply.map((v) => v.ruleName))].sort();
    expect(rules).toEqual([
      `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${RAW_MAIL_PREFIX}*]`,
      // Query on the table's indexes, as every function that queries has (acknowledged once for the stack).
      `AwsSolutions-IAM5[Resource::<${logicalId(stack.storage.table)}.Arn>/index/*]`,
      'AwsSolutions-L1',
      'AwsSolutions-S1',
    ]);
    for (const v of onReply) expect(v.reason?.length ?? 0).toBeGreaterThan(80);
  });
});
