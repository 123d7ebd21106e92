/**
 * Synthesises the stack the way `cdk synth` does (cdk.json's context: feature flags and the
 * deployment parameters), but without bundling, so a synth takes about a second and needs no
 * esbuild run, no credentials and no network.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, CfnElement, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import * as z from 'zod/mini';
import { paths } from '../../infra/paths.js';
import { readSettings } from '../../infra/settings.js';
import { WhitechapelStack } from '../../infra/whitechapel-stack.js';

/**
 * Cloud assemblies written so far, removed after each test file (test/infra/setup.ts). Not an
 * afterAll here: the infra files share their modules within a worker (isolate: false), so this
 * module loads once per worker, and a hook registered at its load ran only after the first file.
 */
const outdirs: string[] = [];
export function removeAssemblies(): void {
  for (const dir of outdirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A fresh directory for one synth's cloud assembly. */
export function assemblyDir(label = 'cdk'): string {
  const dir = mkdtempSync(join(tmpdir(), `whitechapel-${label}-`));
  outdirs.push(dir);
  return dir;
}

const ResourceJson = z.looseObject({
  Type: z.string(),
  Properties: z._default(z.record(z.string(), z.unknown()), {}),
  DependsOn: z.optional(z.unknown()),
  DeletionPolicy: z.optional(z.string()),
  UpdateReplacePolicy: z.optional(z.string()),
});
export type Resource = z.infer<typeof ResourceJson>;

export function cdkJson(): { app: string; context: Record<string, unknown>; [key: string]: unknown } {
  return JSON.parse(readFileSync(join(paths.repoRoot, 'cdk.json'), 'utf8'));
}

export interface Synthesised {
  readonly app: App;
  readonly stack: WhitechapelStack;
  readonly template: Template;
  readonly outdir: string;
}

export interface SynthOptions {
  /** Run the cdk-nag AwsSolutions pack. */
  readonly nag?: boolean;
  /**
   * Run CDK's built-in CloudFormation schema validation (as `cdk synth` does). It costs ~2 s per
   * synth, so only the validation test turns it on.
   */
  readonly cfnValidation?: boolean;
  /** Add constructs to the stack before it is synthesised (to prove a check would catch them). */
  readonly extend?: (stack: WhitechapelStack) => void;
}

/** `context` overrides cdk.json's values, like `-c key=value` does (strings are fine). */
export function synthStack(context: Record<string, unknown> = {}, opts: SynthOptions = {}): Synthesised {
  const outdir = assemblyDir();
  const app = new App({
    outdir,
    builtinCloudFormationValidation: opts.cfnValidation ?? false,
    context: { ...cdkJson().context, ...context, 'aws:cdk:bundling-stacks': [] },
  });
  const settings = readSettings(app.node);
  const stack = new WhitechapelStack(app, 'Whitechapel', { settings });
  opts.extend?.(stack);
  if (opts.nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  // Template.fromStack synthesises the whole app, which runs the validation plugins too.
  const template = Template.fromStack(stack);
  return { app, stack, template, outdir };
}

export function logicalId(construct: IConstruct): string {
  const resource = construct.node.defaultChild ?? construct;
  if (!(resource instanceof CfnElement)) throw new Error(`${construct.node.path} has no CloudFormation resource to name`);
  return Stack.of(construct).getLogicalId(resource);
}

export function resourcesOfType(template: Template, type: string): Record<string, Resource> {
  return z.record(z.string(), ResourceJson).parse(template.findResources(type));
}

/**
 * CDK's own BucketDeployment provider (the function, role and policy that copy the web client
 * into its bucket at deploy time; written by CDK, acknowledged in nag-acknowledgements.ts).
 */
export const isCdkFileCopier = (logicalId: string) => logicalId.startsWith('CustomCDKBucketDeployment');

/** resourcesOfType without CDK's BucketDeployment provider: what our own code runs with. */
export function ownResourcesOfType(template: Template, type: string): Record<string, Resource> {
  return Object.fromEntries(Object.entries(resourcesOfType(template, type)).filter(([id]) => !isCdkFileCopier(id)));
}

const StatementJson = z.looseObject({
  Effect: z.string(),
  Action: z.union([z.string(), z.array(z.string())]),
  Resource: z.unknown(),
  Condition: z.optional(z.unknown()),
});
export type Statement = z.infer<typeof StatementJson>;
const PolicyProperties = z.looseObject({ Roles: z.array(z.unknown()), PolicyDocument: z.looseObject({ Statement: z.array(StatementJson) }) });

/** The statements of an AWS::IAM::Policy resource. */
export function policyStatements(policy: Resource): Statement[] {
  return PolicyProperties.parse(policy.Properties).PolicyDocument.Statement;
}

/** Every IAM statement attached to a role, from all the policies that name it. */
export function roleStatements(template: Template, roleLogicalId: string): Statement[] {
  const statements: Statement[] = [];
  for (const policy of Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))) {
    const { Roles } = PolicyProperties.parse(policy.Properties);
    if (!Roles.some((r) => JSON.stringify(r) === JSON.stringify({ Ref: roleLogicalId }))) continue;
    statements.push(...policyStatements(policy));
  }
  return statements;
}

export function actionsOf(statement: Statement): string[] {
  return Array.isArray(statement.Action) ? statement.Action : [statement.Action];
}

export function resourcesOf(statement: Statement): unknown[] {
  return Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource];
}
