/**
 * Lambda entry for the DynamoDB stream (and, locally, the stream poller): turns stream records
 * into game versions and reports batch item failures so only what failed is retried.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { consumeGameVersions, type StreamDeps, type StreamItem } from '../app/stream-consumer.js';
import { logger } from '../logger.js';
import { fromItem } from '../store/event-store.js';
import { processStreamDeps } from '../wiring.js';

export function streamItems(event: DynamoDBStreamEvent): StreamItem[] {
  return event.Records.map((r) => {
    const id = r.dynamodb?.SequenceNumber ?? r.eventID ?? '';
    const image = r.dynamodb?.NewImage as Record<string, AttributeValue> | undefined;
    if (r.eventName !== 'INSERT' || !image || !image.pk?.S?.startsWith('GAME#')) return { id, record: null };
    return { id, record: fromItem(unmarshall(image)) };
  });
}

export function createStreamHandler(deps: () => StreamDeps) {
  return async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const { failedIds, error } = await consumeGameVersions(streamItems(event), deps());
    if (failedIds.length) {
      logger.warn('stream batch partly failed; will retry', { failed: failedIds.length, total: event.Records.length, error: String(error) });
    }
    return { batchItemFailures: failedIds.map((itemIdentifier) => ({ itemIdentifier })) };
  };
}

export const handler = createStreamHandler(processStreamDeps);
