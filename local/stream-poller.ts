/**
 * Locally, DynamoDB Local's stream plays the part of the Lambda event source mapping: this poller
 * reads every shard and feeds batches to the same stream handler the Lambda runs, retrying a batch
 * from its first failed record as Lambda would with ReportBatchItemFailures.
 */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse } from 'aws-lambda';
import type { StreamBatch } from '../lambdas/handlers/stream.js';

export interface StreamPoller {
  stop(): Promise<void>;
  /** Resolves when every record written so far has been handled (tests use it). */
  drain(timeoutMs?: number): Promise<void>;
}

export async function startStreamPoller(opts: {
  endpoint: string;
  table: string;
  handler: (event: StreamBatch) => Promise<DynamoDBBatchResponse>;
  intervalMs?: number;
  onError?: (e: unknown) => void;
  /** Attempts per record before it goes to the failure destination (Lambda: retryAttempts + 1). */
  maxAttempts?: number;
  /** The failure destination: a record that kept failing (Lambda: the SQS on-failure queue). */
  onDeadLetter?: (record: _Record) => void;
}): Promise<StreamPoller> {
  const ddb = new DynamoDBClient({ endpoint: opts.endpoint });
  const streams = new DynamoDBStreamsClient({ endpoint: opts.endpoint });
  const desc = await ddb.send(new DescribeTableCommand({ TableName: opts.table }));
  const streamArn = desc.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`table ${opts.table} has no stream`);
  const iterators = new Map<string, string | null>(); // shardId → iterator (null = closed)
  const lastSeq = new Map<string, string>();
  const attempts = new Map<string, number>(); // sequence number → failed attempts
  let running = true;
  let idle = false;
  const interval = opts.intervalMs ?? 100;

  async function discoverShards() {
    const d = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of d.StreamDescription?.Shards ?? []) {
      const id = shard.ShardId;
      if (id === undefined || iterators.has(id)) continue;
      const it = await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: id, ShardIteratorType: 'TRIM_HORIZON' }));
      iterators.set(id, it.ShardIterator ?? null);
    }
  }

  async function pollShard(shardId: string, iterator: string): Promise<number> {
    const out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
    const records = out.Records ?? [];
    if (records.length === 0) {
      iterators.set(shardId, out.NextShardIterator ?? null);
      return 0;
    }
    const result = await opts.handler({ Records: records });
    const failed = result.batchItemFailures?.[0]?.itemIdentifier;
    if (failed) {
      // Retry from the first failed record, like Lambda's event source mapping; after the last
      // attempt the record goes to the failure destination and the shard moves past it.
      const n = (attempts.get(failed) ?? 0) + 1;
      attempts.set(failed, n);
      const giveUp = n >= (opts.maxAttempts ?? 6);
      if (giveUp) {
        attempts.delete(failed);
        const record = records.find((r) => r.dynamodb?.SequenceNumber === failed);
        if (record) opts.onDeadLetter?.(record);
      } else {
        await new Promise((r) => setTimeout(r, Math.min(2_000, 50 * 2 ** n)));
      }
      const it = await streams.send(
        new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: giveUp ? 'AFTER_SEQUENCE_NUMBER' : 'AT_SEQUENCE_NUMBER', SequenceNumber: failed }),
      );
      iterators.set(shardId, it.ShardIterator ?? null);
      return giveUp ? 1 : 0;
    }
    const last = records[records.length - 1]?.dynamodb?.SequenceNumber;
    if (last) lastSeq.set(shardId, last);
    iterators.set(shardId, out.NextShardIterator ?? null);
    return records.length;
  }

  const loop = (async () => {
    let sinceDiscover = 0;
    while (running) {
      try {
        if (sinceDiscover-- <= 0 || iterators.size === 0) {
          await discoverShards();
          sinceDiscover = 20;
        }
        let handled = 0;
        for (const [shardId, it] of iterators) if (it) handled += await pollShard(shardId, it);
        idle = handled === 0;
      } catch (e) {
        idle = false;
        opts.onError?.(e);
      }
      // Idle: wait the poll interval. Busy: a short batching window (like Lambda's), so the poller
      // does not hammer DynamoDB Local while moves are being made.
      await new Promise((r) => setTimeout(r, idle ? interval : 20));
    }
  })();

  return {
    async stop() {
      running = false;
      await loop;
      ddb.destroy();
      streams.destroy();
    },
    async drain(timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      // Two idle rounds in a row: nothing was pending when we looked.
      let idleRounds = 0;
      while (Date.now() < until) {
        idleRounds = idle ? idleRounds + 1 : 0;
        if (idleRounds >= 2) return;
        await new Promise((r) => setTimeout(r, interval));
      }
      throw new Error('stream poller did not drain in time');
    },
  };
}
