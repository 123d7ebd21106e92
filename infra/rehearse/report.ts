/** The end of a run: permissions each function's role was granted and never used. */
import { grantsOf, unusedGrants } from './policy-check.js';
import type { Rehearsal } from './rehearsal.js';

/** Services whose calls go through the AWS front; log-group grants are the runtime's, never the code's. */
const CHECKED_SERVICES = ['dynamodb', 'sns', 'secretsmanager'];

/**
 * Grants the code never uses because Lambda's service uses them on the function's behalf: the event
 * source mapping reads the stream with the function's role (the rehearsal's poller reads it itself).
 */
const USED_BY_LAMBDA = /^dynamodb:(DescribeStream|GetRecords|GetShardIterator|ListStreams)$/;

export function unusedPermissionLines(r: Rehearsal): string[] {
  const lines: string[] = [];
  for (const [roleId, role] of r.roles) {
    const fn = [...r.invoked.keys()].find((id) => r.resolved.properties(id).Role === role.arn) ?? r.resolved.ofType('AWS::Lambda::Function').find((id) => r.resolved.properties(id).Role === role.arn);
    if (!fn) continue;
    const grants = grantsOf(role.policies, CHECKED_SERVICES).filter((g) => !USED_BY_LAMBDA.test(g.action));
    const used = r.aws.allowed.filter((c) => c.roleId === roleId);
    const unused = unusedGrants(grants, used);
    if (unused.length === 0) continue;
    const why = r.invoked.has(fn) ? 'granted, never used in this run' : 'granted; the function was never invoked in this run';
    lines.push(`${fn}: ${why}: ${unused.map((g) => `${g.action} on ${g.resource.replace(/^arn:aws:[^:]+:[^:]*:\d+:/, '')}`).join(', ')}`);
  }
  return lines;
}
