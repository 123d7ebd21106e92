/**
 * Calendar feeds on DynamoDB (docs/time.md), two small items per player with a feed:
 *
 *   CALENDAR#<sha256 of the secret> / 0   { playerId, issuedAt }   found by the feed's address
 *   CALENDARS#<playerId>            / 0   { secretHash }           which feed the player has now
 *
 * Issuing writes the new feed and the player's pointer to it and deletes the feed before, in one
 * transaction conditional on the pointer being as read, so two issues at once cannot leave two feeds.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { CalendarStore } from '../../app/calendar/model.js';
import { keys } from '../table-schema.js';

const StoredFeed = /* @__PURE__ */ builtOnce(() => z.object({ playerId: z.string() }));
const StoredOwner = /* @__PURE__ */ builtOnce(() => z.object({ secretHash: z.string() }));

/** Attempts before giving up (only issues racing for one player retry). */
const ATTEMPTS = 5;

export function dynamoCalendarStore(doc: DynamoDBDocumentClient, table: string): CalendarStore {
  const feedKey = (hash: string) => ({ pk: keys.calendarFeed(hash), sk: 0 });
  const ownerKey = (playerId: string) => ({ pk: keys.calendarOwner(playerId), sk: 0 });
  return {
    async issue(playerId, secretHash, at) {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const read = await doc.send(new GetCommand({ TableName: table, Key: ownerKey(playerId), ConsistentRead: true }));
        const before = StoredOwner().safeParse(read.Item);
        const previous = before.success ? before.data.secretHash : null;
        try {
          await doc.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Put: {
                    TableName: table,
                    Item: { ...ownerKey(playerId), kind: 'calendar-owner', secretHash },
                    ...(previous === null
                      ? { ConditionExpression: 'attribute_not_exists(pk)' }
                      : { ConditionExpression: 'secretHash = :previous', ExpressionAttributeValues: { ':previous': previous } }),
                  },
                },
                { Put: { TableName: table, Item: { ...feedKey(secretHash), kind: 'calendar-feed', playerId, issuedAt: at }, ConditionExpression: 'attribute_not_exists(pk)' } },
                ...(previous === null ? [] : [{ Delete: { TableName: table, Key: feedKey(previous) } }]),
              ],
            }),
          );
          return;
        } catch (e) {
          if (!(e instanceof TransactionCanceledException)) throw e;
        }
      }
      throw new Error('calendar feed: the issue kept racing another');
    },
    async owner(secretHash) {
      const out = await doc.send(new GetCommand({ TableName: table, Key: feedKey(secretHash), ConsistentRead: true }));
      const item = StoredFeed().safeParse(out.Item);
      return item.success ? item.data.playerId : null;
    },
  };
}
