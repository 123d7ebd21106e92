/**
 * Faults planted in a copy of a template, to show that the rehearsal finds what it is for: each
 * changes only the template (never the code), as a mistake in infra/ would. Each names what it did,
 * so a run's output can be read against it.
 */
import type { Template } from './assembly.js';

export const FAULTS = ['missing-action', 'missing-env', 'wrong-route'] as const;
export type FaultName = (typeof FAULTS)[number];

/** The route every fault is planted around. */
export const FAULT_ROUTE = 'POST /games/{gameId}/commands';

type Resource = Template['Resources'][string];

function routeOf(t: Template, routeKey: string): [string, Resource] {
  const found = Object.entries(t.Resources).find(([, r]) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties?.RouteKey === routeKey);
  if (!found) throw new Error(`no route ${routeKey} in the template`);
  return found;
}

/** The logical id inside a Ref / GetAtt / Join of one. */
function referenced(value: unknown): string {
  const text = JSON.stringify(value);
  const m = /"Ref":"([^"]+)"|"Fn::GetAtt":\["([^"]+)"/.exec(text);
  if (!m) throw new Error(`no reference in ${text}`);
  return (m[1] ?? m[2])!;
}

function functionOfRoute(t: Template, routeKey: string): string {
  const [, route] = routeOf(t, routeKey);
  const integration = t.Resources[referenced(route.Properties?.Target)]!;
  return referenced(integration.Properties?.IntegrationUri);
}

export interface Planted {
  readonly template: Template;
  readonly description: string;
}

export function plant(original: Template, fault: FaultName): Planted {
  const t = structuredClone(original);
  const fnId = functionOfRoute(t, FAULT_ROUTE);
  const fn = t.Resources[fnId]!;
  switch (fault) {
    case 'missing-action': {
      const roleId = referenced(fn.Properties?.Role);
      const policies = Object.entries(t.Resources).filter(([, r]) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties?.Roles).includes(`"${roleId}"`));
      for (const [policyId, policy] of policies) {
        const statements = (policy.Properties!.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement;
        for (const s of statements) {
          const actions = Array.isArray(s.Action) ? s.Action : [s.Action];
          const action = actions.find((a) => a === 'dynamodb:PutItem') ?? actions.find((a) => a.startsWith('dynamodb:'));
          if (!action) continue;
          s.Action = actions.filter((a) => a !== action);
          if (s.Action.length === 0) statements.splice(statements.indexOf(s), 1);
          return { template: t, description: `${action} removed from policy ${policyId} of role ${roleId} (the function behind ${FAULT_ROUTE}, ${fnId})` };
        }
      }
      throw new Error(`the role ${roleId} of ${fnId} has no DynamoDB action to remove`);
    }
    case 'missing-env': {
      const vars = (fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
      const name = 'TABLE_NAME' in vars ? 'TABLE_NAME' : Object.keys(vars)[0]!;
      delete vars[name];
      return { template: t, description: `environment variable ${name} removed from function ${fnId} (behind ${FAULT_ROUTE})` };
    }
    case 'wrong-route': {
      const [routeId, route] = routeOf(t, FAULT_ROUTE);
      const [otherId, other] = routeOf(t, 'GET /games/{gameId}');
      route.Properties!.Target = structuredClone(other.Properties!.Target);
      return { template: t, description: `route ${FAULT_ROUTE} (${routeId}) bound to the integration of GET /games/{gameId} (${otherId}), i.e. to ${functionOfRoute(t, FAULT_ROUTE)}` };
    }
  }
}
