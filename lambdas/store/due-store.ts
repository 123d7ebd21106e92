/**
 * The deadline index (docs/architecture.md §5): one item per active game, pk DUE#<gameId>, listed on GSI2 under
 * one of a few shards by the next moment something is due, so the sweeper finds due games with one
 * request over every shard (a PartiQL SELECT with IN on the shard key, which DynamoDB runs as one
 * Query per shard), or with one Query per shard when more are due than one page holds.
 * Written by the stream consumer (newer versions only) and by the sweeper after a reminder.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { ExecuteStatementCommand, GetCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DueStore } from '../app/core/ports.js';
import { stringSet } from './dynamo.js';
import { keys } from './table-schema.js';

export function dynamoDueStore(doc: DynamoDBDocumentClient, table: string): DueStore {
  const Key = (gameId: string) => ({ pk: keys.due(gameId), sk: 0 });
  const shards = keys.dueShards();
  const oldestOfEachShard = async (dueBy: string, limit: number) => {
    const pages = await Promise.all(
      shards.map((shard) =>
        doc.send(
          new QueryCommand({
            TableName: table,
            IndexName: 'gsi2',
            KeyConditionExpression: 'gsi2pk = :due AND gsi2sk <= :by',
            ExpressionAttributeValues: { ':due': shard, ':by': dueBy },
            Limit: limit,
          }),
        ),
      ),
    );
    return pages.flatMap((p) => p.Items ?? []);
  };
  /**
   * Set once DynamoDB refuses the statement, which has run on DynamoDB Local only: as invalid, or as
   * a full scan (the role is denied those). The process then reads each shard apart, as before.
   */
  let statementRefused = false;
  const everyShardDue = `SELECT gameId, gsi2sk FROM "${table}"."gsi2" WHERE gsi2pk IN [${shards.map(() => '?').join(', ')}] AND gsi2sk <= ?`;
  const allDue = async (dueBy: string, limit: number) => {
    try {
      return await doc.send(
        new ExecuteStatementCommand({
          Statement: everyShardDue,
          Parameters: [...shards, dueBy],
          Limit: limit,
        }),
      );
    } catch (e) {
      if (!(e instanceof Error && (e.name === 'ValidationException' || e.name === 'AccessDeniedException'))) throw e;
      statementRefused = true;
      return null;
    }
  };
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
      // '~' sorts after '#', so every entry due at exactly nowIso is included.
      const dueBy = `${nowIso}~`;
      // Usually few games are due: one request reads them all. The sweeper runs every few minutes,
      // mostly on a cold Lambda, where each further request costs more than its wait (eight Queries
      // side by side were its slowest part).
      const all = statementRefused ? null : await allDue(dueBy, limit);
      // More than `limit` due (a backlog): the statement returns shard after shard, not the oldest
      // first, so each shard's oldest `limit` are read and merged instead.
      const items = all && all.NextToken === undefined ? (all.Items ?? []) : await oldestOfEachShard(dueBy, limit);
      return items
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
