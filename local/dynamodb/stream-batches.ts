/** How the local stream poller hands a batch to the stream handler, as Lambda's event source mapping does. */
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse } from 'aws-lambda';
import type { StreamBatch } from '../../lambdas/handlers/stream.js';

/**
 * The batch through the handler: all at once, or split by item key (`pk`: one game's versions stay
 * in order) and run `parallel` keys at a time. The earliest failure in stream order is reported;
 * what other keys handled after it is handed over again with the retry, which the consumer
 * takes as a redelivery.
 */
export async function handleInParallel(records: _Record[], handler: (event: StreamBatch) => Promise<DynamoDBBatchResponse>, parallel: number): Promise<DynamoDBBatchResponse> {
  if (parallel <= 1) return handler({ Records: records });
  const groups = new Map<string, _Record[]>();
  for (const r of records) {
    const key = JSON.stringify(r.dynamodb?.Keys?.pk ?? r.dynamodb?.Keys ?? null);
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  const queue = [...groups.values()];
  const failed = new Set<string>();
  const worker = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      const out = await handler({ Records: group });
      for (const f of out.batchItemFailures ?? []) failed.add(f.itemIdentifier);
    }
  };
  // Every worker ends before the batch is judged: a key is never handled twice at the same time.
  const settled = await Promise.allSettled(Array.from({ length: Math.min(parallel, queue.length) }, worker));
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
  const first = records.find((r) => failed.has(r.dynamodb?.SequenceNumber ?? ''));
  const id = first?.dynamodb?.SequenceNumber;
  return { batchItemFailures: id ? [{ itemIdentifier: id }] : [] };
}
