/**
 * A deleted account's farewell item (`FAREWELL#<playerId>` / 0): written by the player store in the
 * transaction that deletes the player, read by the stream consumer from the stream's new image, and
 * deleted by it once the work is done (farewell.ts). It holds no address: only the player's id and
 * the subscriptions' ARNs.
 *
 * It is also listed on gsi2, under its own partition (`FAREWELLS`, apart from the deadline shards),
 * by the moment the sweeper takes it over should the stream not have finished it by then (the
 * stream gives up on a record after its retries, or 6 hours).
 */
import { DeleteCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AccountFarewell } from '../../app/core/model.js';
import type { Farewells } from '../../app/core/ports.js';
import { keys } from '../table-schema.js';

/** How long the stream has to finish a farewell (normally seconds) before the sweeper takes it over. */
export const FAREWELL_SWEPT_AFTER_MS = 3_600_000;

/** When the sweeper takes a farewell over (ISO). */
export function farewellSweptAt(farewell: AccountFarewell): string {
  return new Date(Date.parse(farewell.at) + FAREWELL_SWEPT_AFTER_MS).toISOString();
}

export function farewellItem(farewell: AccountFarewell): Record<string, unknown> {
  return {
    pk: keys.farewell(farewell.playerId),
    sk: 0,
    kind: 'farewell',
    playerId: farewell.playerId,
    subscriptionArns: [...farewell.subscriptionArns],
    at: farewell.at,
    gsi2pk: keys.farewellsDue(),
    gsi2sk: `${farewellSweptAt(farewell)}#${farewell.playerId}`,
  };
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
    async due(nowIso, limit) {
      const out = await doc.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :by',
          // '~' sorts after '#': one taken over at exactly nowIso is included.
          ExpressionAttributeValues: { ':pk': keys.farewellsDue(), ':by': `${nowIso}~` },
          Limit: limit,
        }),
      );
      return (out.Items ?? []).map(farewellFromItem).filter((f) => f !== null);
    },
  };
}
