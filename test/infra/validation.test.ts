/**
 * cdk-nag (AwsSolutions) and CDK's built-in CloudFormation schema validation, run as `cdk synth`
 * runs them: no finding may be left unacknowledged, and every acknowledgement is on the pinned list
 * and carries a written reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { logicalId, synthStack, type Synthesised } from './support.js';

const Violation = z.looseObject({
  ruleName: z.string(),
  severity: z.string(),
  reason: z.optional(z.string()),
  violatingConstructs: z.array(z.looseObject({ constructPath: z.string() })),
});
const PluginReport = z.looseObject({
  pluginName: z.string(),
  conclusion: z.string(),
  violations: z.array(Violation),
  suppressedViolations: z.optional(z.array(Violation)),
});

function report(outdir: string): z.infer<typeof PluginReport>[] {
  return z.looseObject({ pluginReports: z.array(PluginReport) }).parse(JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8'))).pluginReports;
}

describe('cdk-nag AwsSolutions and CloudFormation validation', () => {
  let synthesised: Synthesised | undefined;
  const synthesisedOrFail = () => {
    if (!synthesised) throw new Error('the synth with checks did not complete');
    return synthesised;
  };

  it('synthesise without unacknowledged findings', () => {
    // A finding without an acknowledgement makes synth throw with the whole report in the message.
    synthesised = synthStack({}, { nag: true, cfnValidation: true });
    const reports = report(synthesised.outdir);
    const nag = reports.find((r) => r.pluginName === 'AwsSolutions');
    expect(nag, 'the AwsSolutions pack ran').toBeDefined();
    for (const r of reports) {
      expect(r.violations.map((v) => `${r.pluginName}: ${v.ruleName} (${v.severity}) at ${v.violatingConstructs.map((c) => c.constructPath).join(', ')}`)).toEqual([]);
      expect(r.conclusion).toBe('success');
    }
  });

  it('acknowledge exactly the pinned list of findings, each with a written reason', () => {
    const { outdir, stack } = synthesisedOrFail();
    const suppressed = report(outdir).flatMap((r) => r.suppressedViolations ?? []);
    const acknowledged = [...new Set(suppressed.map((v) => v.ruleName))].sort();
    expect(acknowledged).toEqual(
      [
        'AwsSolutions-APIG4', // bearer tokens are checked in the functions, not by an API Gateway authorizer
        'AwsSolutions-L1', // Node.js 22 is pinned on purpose
        `AwsSolutions-IAM5[Resource::<${logicalId(stack.storage.table)}.Arn>/index/*]`, // Query on this table's GSIs
        `AwsSolutions-IAM5[Resource::<${logicalId(stack.notifications)}>:*]`, // Unsubscribe from this topic's subscriptions
        'AwsSolutions-SQS3', // the stream failure queue is itself the last stop
        'AwsSolutions-SMG4', // the unsubscribe-link key is not rotated: links in mails already sent must keep working
        // The web client: public static files from a private bucket through CloudFront.
        'AwsSolutions-CFR1', // no country to keep out
        'AwsSolutions-CFR2', // no WAF in front of public static files
        'AwsSolutions-CFR3', // no access logs of public static files
        'AwsSolutions-CFR4', // the default *.cloudfront.net certificate's policy
        'AwsSolutions-S1', // the bucket is read only through the distribution
        // CDK's own BucketDeployment provider, which copies the files at deploy time.
        'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        'AwsSolutions-IAM5[Action::s3:Abort*]',
        'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
        'AwsSolutions-IAM5[Action::s3:GetBucket*]',
        'AwsSolutions-IAM5[Action::s3:GetObject*]',
        'AwsSolutions-IAM5[Action::s3:List*]',
        'AwsSolutions-IAM5[Resource::*]',
        `AwsSolutions-IAM5[Resource::<${logicalId(stack.web.bucket)}.Arn>/*]`,
        'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
      ].sort(),
    );
    for (const v of suppressed) {
      expect(v.reason, v.ruleName).toBeTypeOf('string');
      expect(v.reason!.length, `reason for ${v.ruleName}`).toBeGreaterThan(80);
    }
  });

  it('acknowledge APIG4 for the API routes only, and L1 per function', () => {
    const { outdir } = synthesisedOrFail();
    const suppressed = report(outdir).flatMap((r) => r.suppressedViolations ?? []);
    const paths = (rule: string) => suppressed.filter((v) => v.ruleName === rule).flatMap((v) => v.violatingConstructs.map((c) => c.constructPath));
    for (const p of paths('AwsSolutions-APIG4')) expect(p).toMatch(/^Whitechapel\/Http\/Api\/[A-Z]+--/);
    // ...and once for CDK's BucketDeployment provider, whose runtime CDK chooses.
    for (const p of paths('AwsSolutions-L1')) expect(p).toMatch(/\/Function\/Resource$|^Whitechapel\/Custom::CDKBucketDeployment[0-9A-Za-z]+\/Resource$/);
    for (const p of paths('AwsSolutions-IAM4')) expect(p).toMatch(/^Whitechapel\/Custom::CDKBucketDeployment/);
  });

  it('would fail the synth on a finding nobody acknowledged', () => {
    // The harness must bite: add a queue that accepts plain HTTP (AwsSolutions-SQS4) and no reason.
    expect(() =>
      synthStack({}, { nag: true, cfnValidation: false, extend: (stack) => new Queue(stack, 'Careless', { enforceSSL: false }) }),
    ).toThrow(/AwsSolutions-SQS4/);
  });
});
