/**
 * Lambda entry for the DynamoDB stream (and, locally, the stream poller): turns stream records
 * into game versions (and deleted accounts' farewells) and reports batch item failures so only
 * what failed is retried.
 */
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse } from 'aws-lambda';
import { consumeGameVersions, type StreamDeps, type StreamItem } from '../app/background/stream-consumer.js';
import { logger } from '../logger.js';
import { fromItem } from '../store/event-store.js';
import { farewellFromItem } from '../store/accounts/farewell-store.js';
import { processStreamDeps } from '../wiring.js';
import { backgroundAdapters } from './background-adapters.js';

/**
 * A batch of stream records as Lambda delivers it (and as DynamoDB Streams' GetRecords returns it),
 * typed with the SDK's record type: its attribute values are what unmarshall takes, where
 * aws-lambda's DynamoDBStreamEvent types them loosely.
 */
export interface StreamBatch {
  readonly Records: readonly _Record[];
}

export function streamItems(event: StreamBatch): StreamItem[] {
  return event.Records.map((r) => {
    const id = r.dynamodb?.SequenceNumber ?? r.eventID ?? '';
    const image = r.dynamodb?.NewImage;
    const pk = image?.pk?.S;
    if (r.eventName !== 'INSERT' || !image || !pk) return { id, record: null };
    if (pk.startsWith('GAME#')) return { id, record: fromItem(unmarshall(image)) };
    const farewell = pk.startsWith('FAREWELL#') ? farewellFromItem(unmarshall(image)) : null;
    return farewell ? { id, record: null, farewell } : { id, record: null };
  });
}

export function createStreamHandler(deps: () => StreamDeps) {
  return async (event: StreamBatch): Promise<DynamoDBBatchResponse> => {
    const { failedIds, error } = await consumeGameVersions(streamItems(event), deps());
    if (failedIds.length) {
      logger.warn('stream batch partly failed; will retry', { failed: failedIds.length, total: event.Records.length, error: String(error) });
    }
    return { batchItemFailures: failedIds.map((itemIdentifier) => ({ itemIdentifier })) };
  };
}

export const handler = createStreamHandler(() => processStreamDeps(backgroundAdapters));
