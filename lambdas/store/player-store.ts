import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { PlayerRecord } from '../app/model.js';
import type { PlayerStore } from '../app/ports.js';
import { keys } from './table-schema.js';

export function dynamoPlayerStore(doc: DynamoDBDocumentClient, table: string): PlayerStore {
  const key = (id: string) => ({ pk: keys.player(id), sk: 0 });
  return {
    async create(player) {
      try {
        await doc.send(new PutCommand({ TableName: table, Item: { ...key(player.playerId), kind: 'player', ...player }, ConditionExpression: 'attribute_not_exists(pk)' }));
        return true;
      } catch (e) {
        if (e instanceof ConditionalCheckFailedException) return false;
        throw e;
      }
    },
    async get(playerId) {
      const out = await doc.send(new GetCommand({ TableName: table, Key: key(playerId), ConsistentRead: true }));
      return out.Item ? toPlayer(out.Item) : null;
    },
    async update(playerId, changes) {
      const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
      if (entries.length === 0) return this.get(playerId);
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName: table,
            Key: key(playerId),
            UpdateExpression: 'SET ' + entries.map((_, i) => `#k${i} = :v${i}`).join(', '),
            ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#k${i}`, k])),
            ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
            ConditionExpression: 'attribute_exists(pk)',
            ReturnValues: 'ALL_NEW',
          }),
        );
        return out.Attributes ? toPlayer(out.Attributes) : null;
      } catch (e) {
        if (e instanceof ConditionalCheckFailedException) return null;
        throw e;
      }
    },
  };
}

/** A player item as stored (keys and `kind` aside, which parsing drops). */
const StoredPlayer = z.object({
  playerId: z.string(),
  name: z.string(),
  email: z.string(),
  tokenHash: z.string(),
  createdAt: z.string(),
  notifications: z.object({ email: z.boolean(), reminders: z.boolean() }),
  subscription: z.object({
    arn: z.nullable(z.string()),
    email: z.nullable(z.string()),
    state: z.enum(['none', 'pending', 'confirmed', 'unsubscribed', 'failed']),
  }),
});

function toPlayer(item: Record<string, unknown>): PlayerRecord {
  return StoredPlayer.parse(item);
}
