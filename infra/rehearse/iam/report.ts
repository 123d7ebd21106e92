/**
 * The end of a run: permissions each function's role was granted and never used, each with why
 * when the reason is known (a grant that is used only in conditions a short run does not reach, or
 * one granted together with another by design); the rest are listed as never reached.
 */
import { grantsOf, unusedGrants, wildcardMatch, type Grant } from './policy-check.js';
import type { Rehearsal } from '../rehearsal.js';

/** Services whose calls go through the AWS front; log-group grants are the runtime's, never the code's. */
const CHECKED_SERVICES = ['dynamodb', 'sns', 'secretsmanager'];

/** Why a grant can stay unused in a rehearsal though the code needs it: action and resource patterns, and the reason. */
const EXPLAINED: readonly { readonly action: string; readonly resource: string; readonly why: string; readonly routesOnly?: boolean }[] = [
  {
    action: 'dynamodb:DescribeStream|dynamodb:GetRecords|dynamodb:GetShardIterator|dynamodb:ListStreams',
    resource: '*',
    why: "used by Lambda's event source mapping on the function's behalf (the rehearsal's poller reads the stream itself)",
  },
  { action: 'dynamodb:UpdateItem', resource: '*:table/*', why: 'authentication records the hour a token is used in, at most once an hour per token: the rehearsal\'s tokens are minutes old', routesOnly: true },
  { action: 'dynamodb:Query|dynamodb:PartiQLSelect', resource: '*', why: 'granted on the table and its indexes together (infra/permissions.ts tableScopes); the function reads through one of them' },
  { action: 'sns:Unsubscribe|sns:GetSubscriptionAttributes', resource: '*:*:*:*:*:*:*', why: "the topic's subscriptions, granted beside the topic in case SNS checks the subscription's own ARN (IAM's reference names the topic)" },
];

function explanation(g: Grant, routed: boolean): string | undefined {
  return EXPLAINED.find((e) => (routed || !e.routesOnly) && e.action.split('|').some((a) => wildcardMatch(a, g.action)) && wildcardMatch(e.resource, g.resource))?.why;
}

const short = (g: Grant) => `${g.action} on ${g.resource.replace(/^arn:aws:[^:]+:[^:]*:\d+:/, '')}`;

export function unusedPermissionLines(r: Rehearsal): string[] {
  const lines: string[] = [];
  for (const [roleId, role] of r.roles) {
    const fn = r.resolved.ofType('AWS::Lambda::Function').find((id) => r.resolved.properties(id).Role === role.arn);
    if (!fn) continue;
    const unused = unusedGrants(grantsOf(role.policies, CHECKED_SERVICES), r.aws.allowed.filter((c) => c.roleId === roleId));
    if (unused.length === 0) continue;
    const routed = r.routes.some((route) => route.functionId === fn);
    const unexplained = unused.filter((g) => !explanation(g, routed));
    for (const g of unused.filter((x) => explanation(x, routed))) lines.push(`${fn}: ${short(g)}: ${explanation(g, routed)}`);
    if (unexplained.length > 0) lines.push(`${fn}: ${r.invoked.has(fn) ? 'not reached by the checks' : 'the function was never invoked'}: ${unexplained.map(short).join(', ')}`);
  }
  return lines;
}
