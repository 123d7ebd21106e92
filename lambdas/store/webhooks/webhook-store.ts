/**
 * A player's webhooks: one item, WEBHOOKS#<playerId> / 0, each webhook an attribute `h_<id>` of it
 * and `n` their count, so adding one is a single conditional update that keeps the limit, and the
 * stream reads a player's webhooks with one GetItem.
 */
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { WEBHOOK_EVENTS, type Webhook, type WebhookEventType, type WebhookStore } from '../../app/webhooks/model.js';
import { conditionMet } from '../dynamo.js';
import { keys } from '../table-schema.js';

const PREFIX = 'h_';

function fromAttribute(webhookId: string, value: unknown): Webhook | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.url !== 'string' || typeof v.secret !== 'string') return null;
  const events = Array.isArray(v.events) ? v.events.filter((e): e is WebhookEventType => (WEBHOOK_EVENTS as readonly unknown[]).includes(e)) : [...WEBHOOK_EVENTS];
  return { webhookId, url: v.url, events, secret: v.secret, createdAt: String(v.createdAt ?? ''), failing: v.failing === true };
}

export function dynamoWebhookStore(doc: DynamoDBDocumentClient, table: string): WebhookStore {
  const Key = (playerId: string) => ({ pk: keys.webhooks(playerId), sk: 0 });
  return {
    async list(playerId) {
      const out = await doc.send(new GetCommand({ TableName: table, Key: Key(playerId), ConsistentRead: true }));
      return Object.entries(out.Item ?? {}).flatMap(([name, value]) => {
        const hook = name.startsWith(PREFIX) ? fromAttribute(name.slice(PREFIX.length), value) : null;
        return hook ? [hook] : [];
      });
    },
    async add(playerId, webhook, max) {
      const { webhookId, ...stored } = webhook;
      const added = await conditionMet(
        doc.send(
          new UpdateCommand({
            TableName: table,
            Key: Key(playerId),
            UpdateExpression: 'SET #h = :hook ADD n :one',
            ConditionExpression: '(attribute_not_exists(n) OR n < :max) AND attribute_not_exists(#h)',
            ExpressionAttributeNames: { '#h': PREFIX + webhookId },
            ExpressionAttributeValues: { ':hook': { ...stored, events: [...stored.events] }, ':one': 1, ':max': max },
          }),
        ),
      );
      return added ? 'added' : 'full';
    },
    async remove(playerId, webhookId) {
      return conditionMet(
        doc.send(
          new UpdateCommand({
            TableName: table,
            Key: Key(playerId),
            UpdateExpression: 'REMOVE #h ADD n :minus',
            ConditionExpression: 'attribute_exists(#h)',
            ExpressionAttributeNames: { '#h': PREFIX + webhookId },
            ExpressionAttributeValues: { ':minus': -1 },
          }),
        ),
      );
    },
    async setFailing(playerId, webhookId, failing) {
      return conditionMet(
        doc.send(
          new UpdateCommand({
            TableName: table,
            Key: Key(playerId),
            UpdateExpression: 'SET #h.failing = :f',
            ConditionExpression: 'attribute_exists(#h) AND #h.failing <> :f',
            ExpressionAttributeNames: { '#h': PREFIX + webhookId },
            ExpressionAttributeValues: { ':f': failing },
          }),
        ),
      );
    },
  };
}
