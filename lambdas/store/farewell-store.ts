/**
 * A deleted account's farewell item (`FAREWELL#<playerId>` / 0): written by the player store in the
 * transaction that deletes the player, read by the stream consumer from the stream's new image, and
 * deleted by it once the work is done (farewell.ts). It holds no address: only the player's id and
 * the subscriptions' ARNs.
 */
import { DeleteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
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
