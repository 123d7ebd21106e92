/**
 * Least privilege from data: a function declares the DynamoDB and SNS actions its code performs
 * and the secrets it reads (for HTTP routes, the `table`, `sns` and `secrets` columns of the route
 * table) and gets exactly those, on exactly the resources each action needs. No wildcard actions,
 * ever.
 */
import { Effect, PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { DataAccess, SecretName, SnsAction, TableAction } from '../lambdas/http/route-table.js';

export interface DataResources {
  readonly table: ITableV2;
  readonly topic: ITopic;
  /** The stack's secrets, by the name the route table uses. */
  readonly secrets: Readonly<Record<SecretName, ISecret>>;
}

/**
 * Which resources an action is checked against. Query and PartiQLSelect may read the table or one of
 * its global secondary indexes (the inbox and the deadlines are read through gsi1 and gsi2); item
 * actions only ever touch the base table. Typed as a Record so that a new action in the route table does
 * not compile until someone decides where it applies.
 */
type TableScope = 'table' | 'tableAndIndexes';
const tableScopes: Record<TableAction, TableScope> = {
  GetItem: 'table',
  BatchGetItem: 'table',
  PutItem: 'table',
  UpdateItem: 'table',
  DeleteItem: 'table',
  Query: 'tableAndIndexes',
  PartiQLSelect: 'tableAndIndexes',
};

/**
 * Subscribe and Publish are checked against the topic. Unsubscribe and GetSubscriptionAttributes
 * name a subscription (the topic's ARN followed by `:<subscription id>`), but IAM authorises them
 * against the subscription's topic (their only resource type in the Service Authorization Reference
 * is `topic`; `npm run rehearse` refused them when only `topic:*` was granted): they get the topic and
 * its subscriptions, nothing else.
 */
type TopicScope = 'topic' | 'subscriptions';
const snsScopes: Record<SnsAction, TopicScope> = {
  Subscribe: 'topic',
  Publish: 'topic',
  Unsubscribe: 'subscriptions',
  GetSubscriptionAttributes: 'subscriptions',
};

export function indexArns(table: ITableV2): string {
  return `${table.tableArn}/index/*`;
}

export function subscriptionArns(topic: ITopic): string {
  return `${topic.topicArn}:*`;
}

/** The statements `access` needs. */
function dataAccessStatements(access: DataAccess, resources: DataResources): PolicyStatement[] {
  const statements: PolicyStatement[] = [];
  const tableResources: Record<TableScope, string[]> = {
    table: [resources.table.tableArn],
    tableAndIndexes: [resources.table.tableArn, indexArns(resources.table)],
  };
  for (const scope of ['table', 'tableAndIndexes'] as const) {
    const actions = unique(access.table.filter((a) => tableScopes[a] === scope)).map((a) => `dynamodb:${a}`);
    if (actions.length > 0) statements.push(new PolicyStatement({ actions, resources: tableResources[scope] }));
  }
  // A PartiQL SELECT without its partition key in the WHERE clause would scan the whole table or
  // index: refused, so a mistaken statement fails at once instead of reading everything (the DynamoDB
  // developer guide's "deny full table scan statements" policy).
  if (access.table.includes('PartiQLSelect')) {
    statements.push(
      new PolicyStatement({
        effect: Effect.DENY,
        actions: ['dynamodb:PartiQLSelect'],
        resources: tableResources[tableScopes.PartiQLSelect],
        conditions: { Bool: { 'dynamodb:FullTableScan': 'true' } },
      }),
    );
  }
  const topicResources: Record<TopicScope, string[]> = {
    topic: [resources.topic.topicArn],
    subscriptions: [resources.topic.topicArn, subscriptionArns(resources.topic)],
  };
  for (const scope of ['topic', 'subscriptions'] as const) {
    const actions = unique(access.sns.filter((a) => snsScopes[a] === scope)).map((a) => `sns:${a}`);
    if (actions.length > 0) statements.push(new PolicyStatement({ actions, resources: topicResources[scope] }));
  }
  // Reading the value, nothing else (not even DescribeSecret): one statement per secret.
  for (const name of unique(access.secrets ?? [])) {
    statements.push(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [resources.secrets[name].secretArn] }));
  }
  return statements;
}

export function grantDataAccess(role: Role, access: DataAccess, resources: DataResources): void {
  for (const statement of dataAccessStatements(access, resources)) role.addToPolicy(statement);
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)].sort();
}
