/**
 * Every AWS call a function makes, checked as IAM would check it: against the policies attached to
 * the function's role in the synthesised template (AWS::IAM::Policy resources naming the role, and
 * the role's inline Policies), by a real IAM policy evaluator (@cloud-copilot/iam-simulate: explicit
 * denies, conditions and resource wildcards as AWS evaluates them). Managed policies (the logging
 * ones) are not read: no call the rehearsal forwards is a CloudWatch Logs call.
 *
 * Every allowed call is recorded, so that the end of a run can list what each role was granted but
 * never used.
 */
import { runSimulation } from '@cloud-copilot/iam-simulate';

export interface PolicyDocument {
  readonly Version?: string;
  readonly Statement: readonly PolicyStatement[] | PolicyStatement;
}

export interface PolicyStatement {
  readonly Effect: 'Allow' | 'Deny';
  readonly Action?: string | readonly string[];
  readonly Resource?: string | readonly string[];
  readonly Condition?: Record<string, unknown>;
}

export interface NamedPolicy {
  readonly name: string;
  readonly policy: PolicyDocument;
}

/** One AWS call as IAM sees it: an action on a resource, with the request's condition keys. */
export interface AwsRequest {
  readonly action: string;
  readonly resource: string;
  readonly context?: Readonly<Record<string, string>>;
}

export interface Decision {
  readonly allowed: boolean;
  /** The evaluator's own word: Allowed, ImplicitlyDenied or ExplicitlyDenied (or its input errors). */
  readonly result: string;
}

export async function evaluate(principalArn: string, accountId: string, policies: readonly NamedPolicy[], request: AwsRequest): Promise<Decision> {
  const out = await runSimulation(
    {
      identityPolicies: policies.map((p) => ({ name: p.name, policy: p.policy as never })),
      serviceControlPolicies: [],
      resourceControlPolicies: [],
      request: { action: request.action, principal: principalArn, resource: { resource: request.resource, accountId }, contextVariables: { ...request.context } },
    },
    {},
  );
  if (out.resultType === 'error') {
    // An input the evaluator refuses (an unknown action, a malformed policy) is a fault of its own,
    // never a silent allow.
    return { allowed: false, result: `error: ${out.errors.message}` };
  }
  const result = out.resultType === 'single' ? out.overallResult : String((out as { overallResult?: unknown }).overallResult);
  return { allowed: result === 'Allowed', result };
}

const list = <T>(v: T | readonly T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? [...(v as T[])] : [v as T]);

/** `*` and `?` as IAM reads them in actions and resources. */
export function wildcardMatch(pattern: string, value: string): boolean {
  const re = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`, 'i');
  return re.test(value);
}

export interface Grant {
  readonly action: string;
  readonly resource: string;
}

/** The action × resource pairs a role's Allow statements grant (services in `services` only). */
export function grantsOf(policies: readonly NamedPolicy[], services: readonly string[]): Grant[] {
  const grants: Grant[] = [];
  for (const p of policies) {
    for (const s of list(p.policy.Statement)) {
      if (s.Effect !== 'Allow') continue;
      for (const action of list(s.Action)) {
        if (!services.includes(action.split(':')[0]!)) continue;
        for (const resource of list(s.Resource)) grants.push({ action, resource });
      }
    }
  }
  return grants;
}

/** What each role was granted and never used: grants no recorded call matched. */
export function unusedGrants(grants: readonly Grant[], used: readonly AwsRequest[]): Grant[] {
  return grants.filter((g) => !used.some((u) => wildcardMatch(g.action, u.action) && wildcardMatch(g.resource, u.resource)));
}
