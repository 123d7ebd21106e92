/**
 * cdk-nag (AwsSolutions) and CDK's built-in CloudFormation schema validation, run as `cdk synth`
 * runs them: no finding may be left unacknowledged, every acknowledgement is one the list in
 * infra/nag-acknowledgements.ts names (said there once) and carries a written reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { nagAcknowledgements } from '../../infra/nag-acknowledgements.js';
import { synthStack, type Synthesised } from './support.js';

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

  it('acknowledge exactly the findings the acknowledgement list names (infra/nag-acknowledgements.ts), each with a written reason', () => {
    const { outdir, stack } = synthesisedOrFail();
    const suppressed = report(outdir).flatMap((r) => r.suppressedViolations ?? []);
    const acknowledged = [...new Set(suppressed.map((v) => v.ruleName))].sort();
    // Every entry of the list suppressed something (none is stale), and nothing else was suppressed.
    expect(acknowledged).toEqual([...new Set(nagAcknowledgements(stack).map((a) => a.rule))].sort());
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
