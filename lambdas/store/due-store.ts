/**
 * The deadline index (design §5): one item per active game, pk DUE#<gameId>, listed on GSI2 under
 * one of a few shards by the next moment something is due, so the sweeper finds due games with one
 * Query per shard.
 * Written by the stream consumer (newer versions only) and by the sweeper after a reminder.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DueStore } from '../app/ports.js';
import { stringSet } from './dynamo.js';
import { keys } from './table-schema.js';

export function dynamoDueStore(doc: DynamoDBDocumentClient, table: string): DueStore {
  const Key = (gameId: string) => ({ pk: keys.due(gameId), sk: 0 });
  return {
    async schedule(gameId, version, next) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: table,
            Key: Key(gameId),
            UpdateExpression:
              next === null ? 'SET version = :v, gameId = :g REMOVE gsi2pk, gsi2sk, nextDue' : 'SET version = :v, gameId = :g, gsi2pk = :due, gsi2sk = :sk, nextDue = :next',
            ConditionExpression: 'attribute_not_exists(version) OR version <= :v',
            ExpressionAttributeValues: {
              ':v': version,
              ':g': gameId,
              ...(next === null ? {} : { ':due': keys.dueShard(gameId), ':sk': `${next}#${gameId}`, ':next': next }),
            },
          }),
        );
      } catch (e) {
        if (!(e instanceof ConditionalCheckFailedException)) throw e;
      }
    },
    async dueGames(nowIso, limit) {
      // One Query per shard, merged oldest first.
      const pages = await Promise.all(
        keys.dueShards().map((shard) =>
          doc.send(
            new QueryCommand({
              TableName: table,
              IndexName: 'gsi2',
              KeyConditionExpression: 'gsi2pk = :due AND gsi2sk <= :now',
              // '~' sorts after '#', so every entry due at exactly nowIso is included.
              ExpressionAttributeValues: { ':due': shard, ':now': `${nowIso}~` },
              Limit: limit,
            }),
          ),
        ),
      );
      return pages
        .flatMap((p) => p.Items ?? [])
        .sort((a, b) => String(a.gsi2sk).localeCompare(String(b.gsi2sk)))
        .slice(0, limit)
        .map((i) => String(i.gameId));
    },
    async reminded(gameId) {
      const out = await doc.send(new GetCommand({ TableName: table, Key: Key(gameId), ConsistentRead: true }));
      return stringSet(out.Item?.reminded);
    },
    async markReminded(gameId, reminderKey) {
      await doc.send(new UpdateCommand({ TableName: table, Key: Key(gameId), UpdateExpression: 'ADD reminded :k', ExpressionAttributeValues: { ':k': new Set([reminderKey]) } }));
    },
  };
}
