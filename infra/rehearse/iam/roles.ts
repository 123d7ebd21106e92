/** Each role of the template with the policies IAM would evaluate for it, as synthesised. */
import type { Resolved } from '../template/assembly.js';
import type { NamedPolicy, PolicyDocument } from './policy-check.js';

export interface RolePolicies {
  readonly roleId: string;
  readonly arn: string;
  readonly policies: readonly NamedPolicy[];
}

export function rolePolicies(resolved: Resolved): Map<string, RolePolicies> {
  const roles = new Map<string, { arn: string; policies: NamedPolicy[] }>();
  for (const id of resolved.ofType('AWS::IAM::Role')) {
    const p = resolved.properties(id);
    const inline = ((p.Policies ?? []) as { PolicyName: string; PolicyDocument: PolicyDocument }[]).map((x) => ({ name: x.PolicyName, policy: x.PolicyDocument }));
    roles.set(id, { arn: resolved.standIns.get(id)!.values.attributes.Arn!, policies: inline });
  }
  for (const id of resolved.ofType('AWS::IAM::Policy')) {
    const p = resolved.properties(id);
    for (const roleName of (p.Roles ?? []) as string[]) {
      const roleId = resolved.idOf(roleName);
      const role = roleId === undefined ? undefined : roles.get(roleId);
      if (!role) throw new Error(`policy ${id} is attached to role ${roleName}, which is no role of this template`);
      role.policies.push({ name: String(p.PolicyName ?? id), policy: p.PolicyDocument as PolicyDocument });
    }
  }
  return new Map([...roles].map(([roleId, r]) => [roleId, { roleId, ...r }]));
}
