/**
 * A deleted account's farewell item (`FAREWELL#<playerId>` / 0): written by the player store in the
 * transaction that deletes the player, read by the stream consumer from the stream's new image, and
 * deleted by it once the work is done (farewell.ts). It holds no address: only the player's id and
 * the subscriptions' ARNs.
 */
import { DeleteCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AccountFarewell } from '../app/model.js';
import type { Farewells } from '../app/ports.js';
import { keys } from './table-schema.js';

export function farewellItem(farewell: AccountFarewell): Record<string, unknown> {
  return { pk: keys.farewell(farewell.playerId), sk: 0, kind: 'farewell', playerId: farewell.playerId, subscriptionArns: [...farewell.subscriptionArns], at: farewell.at };
}

/** The farewell an item holds, or null when it is not one. */
export function farewellFromItem(item: Record<string, unknown>): AccountFarewell | null {
  const { kind, playerId, subscriptionArns, at } = item;
  if (kind !== 'farewell' || typeof playerId !== 'string' || typeof at !== 'string' || !Array.isArray(subscriptionArns)) return null;
  return { playerId, subscriptionArns: subscriptionArns.filter((a): a is string => typeof a === 'string'), at };
}

export function dynamoFarewells(doc: DynamoDBDocumentClient, table: string): Farewells {
  return {
    async done(playerId) {
      // Deleting what is gone already is not an error: a redelivered farewell finishes the same way.
      await doc.send(new DeleteCommand({ TableName: table, Key: { pk: keys.farewell(playerId), sk: 0 } }));
    },
  };
}

/**
 * Every farewell still in the table, by one Scan (paged): what the stream consumer has not finished
 * yet, or gave up on (its failure queue). For scripts/finish-farewells.ts, an operator's tool, never
 * a request's path.
 */
export async function* farewellsLeft(doc: DynamoDBDocumentClient, table: string): AsyncGenerator<AccountFarewell> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: 'begins_with(pk, :farewell)',
        ExpressionAttributeValues: { ':farewell': keys.farewell('') },
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      const farewell = farewellFromItem(item);
      if (farewell) yield farewell;
    }
    start = page.LastEvaluatedKey;
  } while (start);
}
