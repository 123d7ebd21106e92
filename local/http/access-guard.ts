/**
 * Least privilege, checked as the code runs: in AWS each function's role may perform only the
 * DynamoDB and SNS actions its route (route-table.ts) or background job (handlers/access.ts)
 * declares, so a call that is not declared passes every local test and fails with AccessDenied
 * once deployed. Here every call a handler makes is checked against its declaration and an
 * undeclared one fails at once, in `npm start` and in every test that goes through the local
 * runtime.
 *
 * Which handler a call belongs to is kept in an AsyncLocalStorage around each invocation; calls
 * made outside any handler (creating the table, a test's own reads) are not checked.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SNSClient } from '@aws-sdk/client-sns';
import type { DataAccess } from '../../lambdas/http/route-table.js';

interface Invocation {
  readonly who: string;
  readonly access: DataAccess;
}

const current = new AsyncLocalStorage<Invocation>();

export class UndeclaredAccessError extends Error {
  override readonly name = 'UndeclaredAccessError';
}

/**
 * Makes every call through `client` that runs inside an invocation check its action against that
 * invocation's declaration (`service`: which list, `table` or `sns`, and the IAM prefix).
 */
export function guardClient(client: DynamoDBClient | SNSClient, service: 'dynamodb' | 'sns'): void {
  // The two clients' stacks differ only in their input and output types, which the check does not look at.
  (client as DynamoDBClient).middlewareStack.add(
    (next, context) => async (args) => {
      const invocation = current.getStore();
      if (invocation) {
        const declared: readonly string[] = service === 'dynamodb' ? invocation.access.table : invocation.access.sns;
        for (const action of actionsOf(String(context.commandName ?? ''), args.input)) {
          if (!declared.includes(action)) {
            throw new UndeclaredAccessError(
              `${invocation.who} called ${service}:${action}, which it does not declare (lambdas/http/route-table.ts or lambdas/handlers/access.ts): its role in AWS would refuse it`,
            );
          }
        }
      }
      return next(args);
    },
    { step: 'initialize', name: 'whitechapelAccessGuard' },
  );
}

/** Which part of a transaction's item needs which action. */
const TRANSACT_PARTS: Readonly<Record<string, string>> = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem', ConditionCheck: 'ConditionCheckItem', Get: 'GetItem' };

/**
 * The IAM actions a call needs: its own name, except for transactions, which IAM authorises item
 * by item with the action of each part: PutItem, UpdateItem, DeleteItem, GetItem, and
 * ConditionCheckItem for a ConditionCheck (DynamoDB developer guide, "Using IAM with DynamoDB
 * transactions"); and PartiQL statements, authorised by their verb (PartiQLSelect for a SELECT…).
 */
function actionsOf(commandName: string, input: unknown): string[] {
  const name = commandName.replace(/Command$/, '');
  if (name === 'ExecuteStatement') {
    const verb = /^\s*(\w+)/.exec((input as { Statement?: string } | undefined)?.Statement ?? '')?.[1]?.toLowerCase() ?? '';
    return [`PartiQL${verb.charAt(0).toUpperCase()}${verb.slice(1)}`];
  }
  if (name !== 'TransactWriteItems' && name !== 'TransactGetItems') return [name];
  const items = ((input as { TransactItems?: Record<string, unknown>[] } | undefined)?.TransactItems ?? []);
  return [...new Set(items.flatMap((item) => Object.keys(item).map((part) => TRANSACT_PARTS[part] ?? part)))];
}

/** `handler`, run so that the calls it makes are checked against `access`. */
export function withDeclaredAccess<A extends unknown[], R>(who: string, access: DataAccess, handler: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args) => current.run({ who, access }, () => handler(...args));
}
