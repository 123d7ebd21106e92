/**
 * Webhook deliveries: each one not yet done is WHSEND#<deliveryId> / 0, listed on GSI2 under
 * WEBHOOKS-DUE by its next attempt (the sweeper's retries); each attempt is WHLOG#<webhookId> /
 * <ms·1000+n>, read newest first for the owner's list. Both expire by TTL.
 */
import { randomInt } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DeliveryAttempt, DeliveryStore, PendingDelivery, WebhookEventType } from '../../app/webhooks/model.js';
import { keys } from '../table-schema.js';

const DAY_S = 86_400;
/** A delivery's item outlives its retries (about a day) by a margin. */
const PENDING_KEPT_S = 3 * DAY_S;
const LOG_KEPT_S = 30 * DAY_S;

const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export function dynamoDeliveryStore(doc: DynamoDBDocumentClient, table: string): DeliveryStore {
  const Key = (deliveryId: string) => ({ pk: keys.webhookDelivery(deliveryId), sk: 0 });
  const dueKey = (nextAt: string, deliveryId: string) => `${nextAt}#${deliveryId}`;
  return {
    async open(d) {
      try {
        await doc.send(
          new PutCommand({
            TableName: table,
            Item: { ...Key(d.deliveryId), ...d, gsi2pk: keys.webhookDeliveriesDue(), gsi2sk: dueKey(d.nextAt, d.deliveryId), expiresAt: epochSeconds(d.nextAt) + PENDING_KEPT_S },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (e) {
        if (e instanceof ConditionalCheckFailedException) return false;
        throw e;
      }
    },
    async settle(deliveryId, attempts, nextAt) {
      await doc.send(
        new UpdateCommand({
          TableName: table,
          Key: Key(deliveryId),
          UpdateExpression: nextAt === null ? 'SET attempts = :a REMOVE gsi2pk, gsi2sk, nextAt' : 'SET attempts = :a, nextAt = :next, gsi2pk = :due, gsi2sk = :sk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':a': attempts, ...(nextAt === null ? {} : { ':next': nextAt, ':due': keys.webhookDeliveriesDue(), ':sk': dueKey(nextAt, deliveryId) }) },
        }),
      ).catch((e: unknown) => {
        // Expired meanwhile: nothing is left to settle.
        if (!(e instanceof ConditionalCheckFailedException)) throw e;
      });
    },
    async due(nowIso, limit) {
      const out = await doc.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :due AND gsi2sk <= :by',
          // '~' sorts after '#': every delivery due at exactly nowIso is included.
          ExpressionAttributeValues: { ':due': keys.webhookDeliveriesDue(), ':by': `${nowIso}~` },
          Limit: limit,
        }),
      );
      return (out.Items ?? []).map(
        (i): PendingDelivery => ({
          deliveryId: String(i.deliveryId),
          webhookId: String(i.webhookId),
          playerId: String(i.playerId),
          type: String(i.type) as WebhookEventType,
          gameId: String(i.gameId),
          body: String(i.body),
          attempts: Number(i.attempts),
          nextAt: String(i.nextAt),
        }),
      );
    },
    async record(a) {
      const sk = Date.parse(a.at) * 1000 + randomInt(1000);
      await doc.send(new PutCommand({ TableName: table, Item: { pk: keys.webhookLog(a.webhookId), sk, ...a, expiresAt: epochSeconds(a.at) + LOG_KEPT_S } }));
    },
    async attempts(webhookId, limit) {
      const out = await doc.send(
        new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.webhookLog(webhookId) }, ScanIndexForward: false, Limit: limit }),
      );
      return (out.Items ?? []).map(
        (i): DeliveryAttempt => ({
          deliveryId: String(i.deliveryId),
          webhookId: String(i.webhookId),
          event: String(i.event) as WebhookEventType,
          gameId: String(i.gameId),
          attempt: Number(i.attempt),
          at: String(i.at),
          status: typeof i.status === 'number' ? i.status : null,
          error: (i.error ?? null) as DeliveryAttempt['error'],
          delivered: i.delivered === true,
        }),
      );
    },
  };
}
