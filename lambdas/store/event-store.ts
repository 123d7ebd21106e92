/**
 * The game stream on DynamoDB (design §3): one item per accepted command at pk GAME#<id>, sk <version>.
 * Append is one conditional PutItem; load is one Query for the newest item, which carries the full
 * snapshot, so the cost of a move does not grow with the length of the game.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { GameRecord } from '../app/model.js';
import type { EventStore, HistoryPage } from '../app/ports.js';
import { keys } from './table-schema.js';

interface GameItem {
  pk: string;
  sk: number;
  kind: 'version';
  gameId: string;
  game: string;
  at: string;
  actor: string;
  command?: string;
  idempotencyKey?: string;
  platformEvents: string;
  events: string;
  snapshot: string;
}

export function toItem(r: GameRecord): GameItem {
  return {
    pk: keys.game(r.gameId),
    sk: r.version,
    kind: 'version',
    gameId: r.gameId,
    game: r.snapshot.game,
    at: r.at,
    actor: JSON.stringify(r.actor),
    command: r.command === null || r.command === undefined ? undefined : JSON.stringify(r.command),
    idempotencyKey: r.idempotencyKey ?? undefined,
    // JSON strings, not maps: cheaper to (un)marshal and free of DynamoDB's empty-value quirks.
    platformEvents: JSON.stringify(r.platformEvents),
    events: JSON.stringify(r.events),
    snapshot: JSON.stringify(r.snapshot),
  };
}

/** The attributes of a stored version that a load reads back (the rest are keys and index fields). */
const StoredVersion = z.object({
  gameId: z.string(),
  sk: z.number(),
  at: z.string(),
  actor: z.string(),
  command: z.optional(z.string()),
  idempotencyKey: z.optional(z.string()),
  platformEvents: z.string(),
  events: z.string(),
  snapshot: z.string(),
});

export function fromItem(item: Record<string, unknown>): GameRecord {
  const i = StoredVersion.parse(item);
  return {
    gameId: i.gameId,
    version: i.sk,
    at: i.at,
    actor: JSON.parse(i.actor),
    command: i.command ? JSON.parse(i.command) : null,
    idempotencyKey: i.idempotencyKey ?? null,
    platformEvents: JSON.parse(i.platformEvents),
    events: JSON.parse(i.events),
    snapshot: JSON.parse(i.snapshot),
  };
}

export function dynamoEventStore(doc: DynamoDBDocumentClient, table: string): EventStore {
  return {
    async latest(gameId) {
      const out = await doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.game(gameId) },
          ScanIndexForward: false,
          Limit: 1,
          ConsistentRead: true,
        }),
      );
      const item = out.Items?.[0];
      return item ? fromItem(item) : null;
    },

    async atVersion(gameId, version) {
      const out = await doc.send(new GetCommand({ TableName: table, Key: { pk: keys.game(gameId), sk: version }, ConsistentRead: true }));
      return out.Item ? fromItem(out.Item) : null;
    },

    async append(record) {
      try {
        await doc.send(new PutCommand({ TableName: table, Item: toItem(record), ConditionExpression: 'attribute_not_exists(pk)' }));
        return 'appended';
      } catch (e) {
        if (e instanceof ConditionalCheckFailedException) return 'conflict';
        throw e;
      }
    },

    async history(gameId, after, limit): Promise<HistoryPage> {
      const out = await doc.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND sk > :after',
          ExpressionAttributeValues: { ':pk': keys.game(gameId), ':after': after },
          ProjectionExpression: 'sk, #at, actor, platformEvents, events',
          ExpressionAttributeNames: { '#at': 'at' },
          ScanIndexForward: true,
          Limit: limit,
          ConsistentRead: true,
        }),
      );
      const records = (out.Items ?? []).map((i) => ({
        version: Number(i.sk),
        at: String(i.at),
        actor: JSON.parse(String(i.actor)),
        platformEvents: JSON.parse(String(i.platformEvents)),
        events: JSON.parse(String(i.events)),
      }));
      return { records, hasMore: out.LastEvaluatedKey !== undefined };
    },
  };
}
