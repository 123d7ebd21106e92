/**
 * Least privilege, checked on the synthesised policies: every function's role holds exactly the
 * actions its code uses (from the route table for HTTP routes), on exactly this stack's resources,
 * reads exactly the secrets it declares (GetSecretValue, nothing else), and nothing anywhere grants
 * a wildcard action.
 */
import { describe, expect, it } from 'vitest';
import type { BundledFunction } from '../../infra/constructs/bundled-function.js';
import { streamConsumerAccess as STREAM_CONSUMER_ACCESS, sweeperAccess as SWEEPER_ACCESS } from '../../lambdas/handlers/access.js';
import { routeTable, type DataAccess } from '../../lambdas/http/route-table.js';
import { actionsOf, logicalId, ownResourcesOfType, policyStatements, resourcesOf, roleStatements, synthStack, type Statement } from './support.js';

const { stack, template } = synthStack();
const tableArn = { 'Fn::GetAtt': [logicalId(stack.storage.table), 'Arn'] };
const indexArns = { 'Fn::Join': ['', [tableArn, '/index/*']] };
const topicArn = { Ref: logicalId(stack.notifications) };
const subscriptionArns = { 'Fn::Join': ['', [topicArn, ':*']] };
const linkKeyArn = { Ref: logicalId(stack.linkKey) };

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** What a role is allowed (its Deny statements are checked on their own, below). */
const statementsOf = (f: BundledFunction) => roleStatements(template, logicalId(f.role)).filter((s) => s.Effect !== 'Deny');
const denialsOf = (f: BundledFunction) => roleStatements(template, logicalId(f.role)).filter((s) => s.Effect === 'Deny');
const actionsIn = (statements: Statement[], prefix: string) => statements.flatMap(actionsOf).filter((a) => a.startsWith(prefix)).sort();
const expected = (access: DataAccess) => ({
  dynamodb: [...new Set(access.table)].map((a) => `dynamodb:${a}`).sort(),
  sns: [...new Set(access.sns)].map((a) => `sns:${a}`).sort(),
  secrets: (access.secrets ?? []).map(() => 'secretsmanager:GetSecretValue'),
});

/** Table actions other than reading the stream must name the table, and only Query its indexes. */
function expectScopedToThisStack(statements: Statement[]) {
  for (const s of statements) {
    expect(s.Effect).toBe('Allow');
    const resources = resourcesOf(s);
    for (const action of actionsOf(s)) {
      if (action.startsWith('dynamodb:') && !['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'].includes(action)) {
        const allowed = action === 'dynamodb:Query' || action === 'dynamodb:PartiQLSelect' ? [tableArn, indexArns] : [tableArn];
        for (const r of resources) expect(allowed.some((a) => sameJson(a, r)), `${action} on ${JSON.stringify(r)}`).toBe(true);
      }
      if (action === 'sns:Unsubscribe' || action === 'sns:GetSubscriptionAttributes') expect(resources).toEqual(expect.arrayContaining([topicArn, subscriptionArns])), expect(resources).toHaveLength(2);
      else if (action.startsWith('sns:')) for (const r of resources) expect(r).toEqual(topicArn);
      if (action.startsWith('logs:')) expect(action === 'logs:CreateLogStream' || action === 'logs:PutLogEvents').toBe(true);
      if (action.startsWith('secretsmanager:')) {
        expect(action).toBe('secretsmanager:GetSecretValue');
        expect(resources).toEqual([linkKeyArn]);
      }
    }
  }
}

describe('HTTP route roles', () => {
  for (const route of routeTable) {
    it(`${route.operationId}: exactly the table and SNS actions listed in the route table`, () => {
      const fn = stack.http.routeFunctions.get(route.operationId)!;
      const statements = statementsOf(fn);
      expect(actionsIn(statements, 'dynamodb:')).toEqual(expected(route).dynamodb);
      expect(actionsIn(statements, 'sns:')).toEqual(expected(route).sns);
      expect(actionsIn(statements, 'secretsmanager:')).toEqual(expected(route).secrets);
      expect(statements.flatMap(actionsOf).filter((a) => !/^(dynamodb|sns|logs|secretsmanager):/.test(a))).toEqual([]);
      expectScopedToThisStack(statements);
    });
  }

  it('may write only to their own log group', () => {
    for (const fn of stack.http.routeFunctions.values()) {
      const logs = statementsOf(fn).filter((s) => actionsOf(s).some((a) => a.startsWith('logs:')));
      expect(logs).toHaveLength(1);
      expect(logs[0]!.Resource).toEqual({ 'Fn::GetAtt': [logicalId(fn.logGroup), 'Arn'] });
    }
  });
});

describe('background roles', () => {
  it('the stream consumer: its data actions, reading this table’s stream, sending to its failure queue', () => {
    const statements = statementsOf(stack.stream.handler);
    const streamRead = ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'];
    expect(actionsIn(statements, 'dynamodb:')).toEqual([...expected(STREAM_CONSUMER_ACCESS).dynamodb, ...streamRead].sort());
    expect(actionsIn(statements, 'sns:')).toEqual(expected(STREAM_CONSUMER_ACCESS).sns);
    expect(actionsIn(statements, 'secretsmanager:')).toEqual(expected(STREAM_CONSUMER_ACCESS).secrets);
    for (const s of statements.filter((st) => actionsOf(st).some((a) => streamRead.includes(a)))) {
      expect(s.Resource).toEqual({ 'Fn::GetAtt': [logicalId(stack.storage.table), 'StreamArn'] });
    }
    const sqs = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('sqs:')));
    expect(sqs.flatMap(actionsOf).sort()).toEqual(['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
    for (const s of sqs) expect(s.Resource).toEqual({ 'Fn::GetAtt': [logicalId(stack.stream.failures), 'Arn'] });
    expectScopedToThisStack(statements);
  });

  it('the sweeper: its data actions and nothing else', () => {
    const statements = statementsOf(stack.sweeper.handler);
    expect(actionsIn(statements, 'dynamodb:')).toEqual(expected(SWEEPER_ACCESS).dynamodb);
    expect(actionsIn(statements, 'sns:')).toEqual(expected(SWEEPER_ACCESS).sns);
    expect(actionsIn(statements, 'secretsmanager:')).toEqual(expected(SWEEPER_ACCESS).secrets);
    expect(statements.flatMap(actionsOf).filter((a) => !/^(dynamodb|sns|logs|secretsmanager):/.test(a))).toEqual([]);
    expectScopedToThisStack(statements);
  });
});

describe('the unsubscribe-link key', () => {
  it('is read only by what sends mail, signs an invitation link or checks a link', () => {
    const readers = [...stack.http.routeFunctions].filter(([, f]) => actionsIn(statementsOf(f), 'secretsmanager:').length > 0).map(([id]) => id);
    expect(readers.sort()).toEqual(['confirmUnsubscribe', 'createSession', 'invitePlayer', 'registerPlayer', 'unsubscribe', 'updateMe']);
    expect(actionsIn(statementsOf(stack.stream.handler), 'secretsmanager:')).toEqual(['secretsmanager:GetSecretValue']);
    expect(actionsIn(statementsOf(stack.sweeper.handler), 'secretsmanager:')).toEqual(['secretsmanager:GetSecretValue']);
  });

  it('is a secret Secrets Manager generates (never in the template), kept like the table by default', () => {
    template.hasResource('AWS::SecretsManager::Secret', {
      Properties: { GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true } },
      DeletionPolicy: 'Retain',
    });
    template.resourceCountIs('AWS::SecretsManager::Secret', 1);
  });
});

describe('PartiQL', () => {
  const fullScanDenial = { Effect: 'Deny', Action: 'dynamodb:PartiQLSelect', Resource: [tableArn, indexArns], Condition: { Bool: { 'dynamodb:FullTableScan': 'true' } } };
  it('a role that may run a SELECT may not run one that scans the whole table or an index; nothing else is denied', () => {
    const functions = [...stack.http.routeFunctions.values(), stack.stream.handler, stack.sweeper.handler];
    for (const fn of functions) {
      const selects = actionsIn(statementsOf(fn), 'dynamodb:').includes('dynamodb:PartiQLSelect');
      expect(denialsOf(fn)).toEqual(selects ? [fullScanDenial] : []);
    }
    expect(SWEEPER_ACCESS.table).toContain('PartiQLSelect');
    expect(denialsOf(stack.sweeper.handler)).toEqual([fullScanDenial]);
  });
});

describe('the whole template', () => {
  const policies = Object.values(ownResourcesOfType(template, 'AWS::IAM::Policy'));
  const allStatements = policies.flatMap(policyStatements);

  it('grants no wildcard action', () => {
    expect(allStatements.length).toBeGreaterThan(0);
    for (const action of allStatements.flatMap(actionsOf)) expect(action, action).not.toContain('*');
  });

  it('grants nothing on Resource "*"', () => {
    for (const s of allStatements) for (const r of resourcesOf(s)) expect(r).not.toBe('*');
  });

  it('uses no AWS-managed policies (each role is written for its function)', () => {
    for (const role of Object.values(ownResourcesOfType(template, 'AWS::IAM::Role'))) {
      expect(role.Properties.ManagedPolicyArns).toBeUndefined();
      expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('lambda.amazonaws.com');
    }
  });

  it('gives every function a role of its own', () => {
    const roles = Object.values(ownResourcesOfType(template, 'AWS::Lambda::Function')).map((f) => JSON.stringify(f.Properties.Role));
    expect(new Set(roles).size).toBe(roles.length);
  });
});
