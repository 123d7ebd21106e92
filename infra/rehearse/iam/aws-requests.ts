/**
 * What IAM authorises in one AWS API request, read from the request itself as the service would
 * read it: the caller (the SigV4 access key), the service (the credential scope), and each action
 * with its resource ARN. DynamoDB names its operation in X-Amz-Target and its table(s) in the JSON
 * body (an index makes the resource `table/NAME/index/INDEX`; transactions and batches are authorised
 * item by item; PartiQL by the statement's verb, with dynamodb:FullTableScan); SNS names the action
 * and topic in its form body; Secrets Manager in X-Amz-Target and SecretId. Anything else is
 * refused with a message naming it, never passed through unchecked.
 */
import { REHEARSAL_ACCOUNT, REHEARSAL_REGION } from '../template/stand-ins.js';
import type { AwsRequest } from './policy-check.js';

export interface IncomingAwsCall {
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

export interface ReadCall {
  readonly accessKey: string;
  readonly service: string;
  /** The operation's name (for messages and the error format). */
  readonly operation: string;
  readonly requests: readonly AwsRequest[];
}

export class UnsupportedCallError extends Error {
  override readonly name = 'UnsupportedCallError';
}

const header = (call: IncomingAwsCall, name: string): string => {
  const v = call.headers[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
};

const tableArn = (name: string) => (name.startsWith('arn:') ? name : `arn:aws:dynamodb:${REHEARSAL_REGION}:${REHEARSAL_ACCOUNT}:table/${name}`);

export interface TableKeys {
  /** Partition key name by table name, and by `table/index` for each index (for dynamodb:FullTableScan). */
  readonly partitionKeys: ReadonlyMap<string, string>;
  /** Secrets by name and ARN (SecretId may be either): the secret's ARN. */
  readonly secrets: ReadonlyMap<string, string>;
}

export function readAwsCall(call: IncomingAwsCall, known: TableKeys): ReadCall {
  const auth = header(call, 'authorization');
  const scope = /Credential=([^/]+)\/\d{8}\/([^/]+)\/([^/]+)\/aws4_request/.exec(auth);
  if (!scope) throw new UnsupportedCallError('an unsigned request (no SigV4 Authorization header): AWS refuses it');
  const [, accessKey, , service] = scope as unknown as [string, string, string, string];
  const body = call.body;
  switch (service) {
    case 'dynamodb': {
      const operation = header(call, 'x-amz-target').split('.')[1] ?? '';
      return { accessKey, service, operation, requests: dynamoRequests(operation, JSON.parse(body || '{}') as Record<string, unknown>, known) };
    }
    case 'sns': {
      const form = new URLSearchParams(body);
      const operation = form.get('Action') ?? '';
      // A subscription's calls are authorised against its topic (the only resource type the Service
      // Authorization Reference gives Unsubscribe and GetSubscriptionAttributes).
      const subscription = form.get('SubscriptionArn');
      const resource = form.get('TopicArn') ?? (subscription ? subscription.replace(/:[^:]+$/, '') : null) ?? form.get('TargetArn');
      if (!resource) throw new UnsupportedCallError(`sns:${operation} names no topic or subscription: the rehearsal does not know which resource IAM would check`);
      return { accessKey, service, operation, requests: [{ action: `sns:${operation}`, resource }] };
    }
    case 'secretsmanager': {
      const operation = header(call, 'x-amz-target').split('.')[1] ?? '';
      const id = String((JSON.parse(body || '{}') as { SecretId?: unknown }).SecretId ?? '');
      const arn = known.secrets.get(id);
      if (!arn) throw new UnsupportedCallError(`secretsmanager:${operation} of "${id}", which is no secret of the template`);
      return { accessKey, service, operation, requests: [{ action: `secretsmanager:${operation}`, resource: arn }] };
    }
    default:
      throw new UnsupportedCallError(`a call to the ${service} service, which the rehearsal does not stand in for (dynamodb, sns and secretsmanager only): teach infra/rehearse/iam/aws-requests.ts`);
  }
}

const TRANSACT_PARTS: Readonly<Record<string, string>> = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem', Get: 'GetItem' };
const TABLE_OPERATIONS = new Set(['GetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query', 'Scan', 'DescribeTable', 'UpdateTimeToLive', 'DescribeTimeToLive', 'CreateTable', 'DeleteTable', 'UpdateTable']);

function dynamoRequests(operation: string, input: Record<string, unknown>, known: TableKeys): AwsRequest[] {
  if (TABLE_OPERATIONS.has(operation)) {
    const table = String(input.TableName ?? '');
    const index = typeof input.IndexName === 'string' ? `/index/${input.IndexName}` : '';
    return [{ action: `dynamodb:${operation}`, resource: `${tableArn(table)}${index}` }];
  }
  if (operation === 'BatchGetItem' || operation === 'BatchWriteItem') {
    return Object.keys((input.RequestItems ?? {}) as object).map((table) => ({ action: `dynamodb:${operation}`, resource: tableArn(table) }));
  }
  if (operation === 'TransactWriteItems' || operation === 'TransactGetItems') {
    return ((input.TransactItems ?? []) as Record<string, { TableName?: string }>[]).flatMap((item) =>
      Object.entries(item).map(([part, v]) => ({ action: `dynamodb:${TRANSACT_PARTS[part] ?? part}`, resource: tableArn(String(v.TableName ?? '')) })),
    );
  }
  if (operation === 'ExecuteStatement') return [partiql(String(input.Statement ?? ''), known)];
  if (operation === 'BatchExecuteStatement') return ((input.Statements ?? []) as { Statement?: string }[]).map((s) => partiql(String(s.Statement ?? ''), known));
  throw new UnsupportedCallError(`dynamodb:${operation}: the rehearsal does not know which resource IAM checks it against: teach infra/rehearse/iam/aws-requests.ts`);
}

/** A PartiQL statement: PartiQL<Verb> on its table or index, and whether it would scan (no partition key equality in WHERE). */
export function partiql(statement: string, known: TableKeys): AwsRequest {
  const verb = (/^\s*(\w+)/.exec(statement)?.[1] ?? '').toLowerCase();
  const action = `dynamodb:PartiQL${verb.charAt(0).toUpperCase()}${verb.slice(1)}`;
  const target = /\b(?:from|into|update)\s+"([^"]+)"(?:\."([^"]+)")?/i.exec(statement);
  if (!target) throw new UnsupportedCallError(`PartiQL statement names no quoted table: ${statement.slice(0, 120)}`);
  const [, table, index] = target as unknown as [string, string, string | undefined];
  const resource = `${tableArn(table)}${index ? `/index/${index}` : ''}`;
  if (verb !== 'select') return { action, resource };
  const key = known.partitionKeys.get(index ? `${table}/${index}` : table);
  const where = /\bwhere\b([\s\S]*)$/i.exec(statement)?.[1] ?? '';
  // A statement whose partition key is unknown here is taken for a scan, as the stricter reading.
  const keyed = key !== undefined && new RegExp(`"?${key}"?\\s*(=|\\bIN\\b)`, 'i').test(where);
  return { action, resource, context: { 'dynamodb:FullTableScan': keyed ? 'false' : 'true' } };
}
