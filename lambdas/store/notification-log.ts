/**
 * Sent-marks as versions stored before game summaries kept them: pk NOTIFY#<gameId>, sk <version>,
 * a string set `sent` of `<kind>:<playerId>`, expiring after 30 days (TTL). Only read, when such a
 * version is redelivered to the stream consumer; new marks live in the game's summary (inbox-store.ts).
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LegacyNotificationLog } from '../app/core/ports.js';
import { stringSet } from './dynamo.js';

const key = (gameId: string, version: number) => ({ pk: `NOTIFY#${gameId}`, sk: version });

export function dynamoLegacyNotificationLog(doc: DynamoDBDocumentClient, table: string): LegacyNotificationLog {
  return {
    async sentFor(gameId, version) {
      const out = await doc.send(new GetCommand({ TableName: table, Key: key(gameId, version), ConsistentRead: true }));
      return stringSet(out.Item?.sent);
    },
  };
}
