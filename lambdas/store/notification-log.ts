/**
 * Which notifications of a game version were already sent: pk NOTIFY#<gameId>, sk <version>,
 * a string set `sent` of `<kind>:<playerId>`. A redelivered stream record finds its marks and
 * sends nothing twice. Marks expire after 30 days (TTL).
 */
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { NotificationLog } from '../app/ports.js';
import { stringSet } from './dynamo.js';

const KEEP_SECONDS = 30 * 24 * 3600;
const key = (gameId: string, version: number) => ({ pk: `NOTIFY#${gameId}`, sk: version });

export function dynamoNotificationLog(doc: DynamoDBDocumentClient, table: string): NotificationLog {
  return {
    async sentFor(gameId, version) {
      const out = await doc.send(new GetCommand({ TableName: table, Key: key(gameId, version), ConsistentRead: true }));
      return stringSet(out.Item?.sent);
    },
    async markSent(gameId, version, k, nowMs) {
      await doc.send(
        new UpdateCommand({
          TableName: table,
          Key: key(gameId, version),
          UpdateExpression: 'ADD sent :k SET expiresAt = :exp',
          ExpressionAttributeValues: { ':k': new Set([k]), ':exp': Math.floor(nowMs / 1000) + KEEP_SECONDS },
        }),
      );
    },
  };
}
