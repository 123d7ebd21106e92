/**
 * Locally, DynamoDB Local's stream plays the part of the Lambda event source mapping: this poller
 * reads every shard and feeds batches to the same stream handler the Lambda runs, retrying a batch
 * from its first failed record as Lambda would with ReportBatchItemFailures.
 *
 * Its position survives restarts when given a store: per shard, the sequence number of the last
 * handled record, saved after the handler succeeded (so a crash in between hands the batch over
 * again, which the consumer takes as a redelivery: projections move forward by version only and
 * mails are deduplicated). After a restart each shard resumes AFTER_SEQUENCE_NUMBER of its saved
 * record; a shard the position does not know (new since, or a first start) is read from its start.
 *
 * DynamoDB Local behaves like the service here (read from its 3.x jar): it rolls a table's shard over
 * every 4 hours (the old one is closed and gets a child), serves records for 24 hours and deletes
 * shards after about 30. So the poller follows new shards, reads a child only once its parent is
 * read to the end, forgets shards that are gone, and can only catch up on what is at most 24 hours
 * old: a runtime stopped (or crashed) for longer with records left unread loses them.
 *
 * Idle, it reads less and less often (from `intervalMs` up to `idleMaxMs`): each empty read costs
 * DynamoDB Local and Node about 5 ms of CPU apiece, so a runtime left open polled away a tenth of a
 * core. A write the runtime makes itself calls `wake()`, which cuts the wait to `intervalMs` after
 * the last read: its own moves are handled as soon as when it read every `intervalMs`, and only
 * another process's writes may wait up to `idleMaxMs`.
 */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DescribeStreamCommand, DynamoDBStreamsClient, GetRecordsCommand, GetShardIteratorCommand, type _Record, type Shard } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse } from 'aws-lambda';
import type { StreamBatch } from '../../lambdas/handlers/stream.js';
import { streamsEndpoint } from '../aws/aws-endpoint.js';
import { handleInParallel } from './stream-batches.js';
import { SHARD_END, type PositionStore } from './stream-position.js';
import { pollWaits } from '../poll-waits.js';

export interface StreamPoller {
  stop(): Promise<void>;
  /** Resolves when every record written so far has been handled (tests use it). */
  drain(timeoutMs?: number): Promise<void>;
  /** Something was written: read the stream within `intervalMs` of the last read, not at the end of a longer idle wait. */
  wake(): void;
}

interface ShardState {
  readonly id: string;
  readonly parent: string | undefined;
  /** The last handled record's sequence number; null: nothing handled yet (read from the start). */
  after: string | null;
  /** undefined: to be obtained from `after`; null: the shard is closed and read to its end. */
  iterator: string | null | undefined;
}

export async function startStreamPoller(opts: {
  endpoint: string;
  table: string;
  handler: (event: StreamBatch) => Promise<DynamoDBBatchResponse>;
  /** The wait after the first empty read (default 100 ms); each further empty read doubles it, up to `idleMaxMs`. */
  intervalMs?: number;
  /** The longest wait between empty reads (default 1,000 ms). */
  idleMaxMs?: number;
  onError?: (e: unknown) => void;
  /** Attempts per record before it goes to the failure destination (Lambda: retryAttempts + 1). */
  maxAttempts?: number;
  /** The failure destination: a record that kept failing (Lambda: the SQS on-failure queue). */
  onDeadLetter?: (record: _Record) => void;
  /** Keeps the position across restarts; without it every start reads each shard from its start. */
  positions?: PositionStore;
  /** Records per GetRecords call (Lambda's batch size). */
  batchSize?: number;
  /** Called once, the first time nothing is left to read: how many records it handled since it started, and how long that took. */
  onCaughtUp?: (records: number, ms: number) => void;
  /**
   * Item keys handled at once within a batch (Lambda's ParallelizationFactor, which also keeps the
   * records of one key in order). Default 1: the whole batch in stream order.
   */
  parallel?: number;
  log?: (line: string) => void;
}): Promise<StreamPoller> {
  const ddb = new DynamoDBClient({ endpoint: opts.endpoint });
  const streams = new DynamoDBStreamsClient({ endpoint: streamsEndpoint(opts.endpoint) });
  const desc = await ddb.send(new DescribeTableCommand({ TableName: opts.table }));
  const streamArn = desc.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`table ${opts.table} has no stream`);
  let saved = opts.positions?.load() ?? null;
  if (saved && saved.streamArn !== streamArn) {
    opts.log?.(`the table's stream changed (table created anew?): reading it from the start`);
    saved = null;
  }
  const shards = new Map<string, ShardState>();
  const attempts = new Map<string, number>(); // sequence number → failed attempts
  let running = true;
  let idle = false;
  // Rounds are numbered as they begin. drain() needs a whole round that began after it was called
  // and found nothing: a round already under way may have read its shards before the write, and
  // its "idle" says nothing about it.
  let roundsBegun = 0;
  let discoverNow = false;
  // Set when a round read any record, handled or not (a batch that failed and waits for its retry is not idle).
  let readRecords = false;
  const roundEnded = new Set<(round: number | null, idle: boolean) => void>();
  const startedAt = Date.now();
  let handledSinceStart = 0;
  let caughtUp = false;
  const interval = opts.intervalMs ?? 100;
  const idleMax = Math.max(interval, opts.idleMaxMs ?? 1_000);
  // Empty rounds in a row (the idle wait doubles with each); a wake starts the count again.
  let idleRounds = 0;
  const waits = pollWaits(interval);
  let wokenDuringRound = false;
  /**
   * A write: the next read comes at most `interval` after the last one, as when the poller read
   * every `interval` (not at once, so the writes of a moment are read and handled as one batch, as
   * before the idle waits grew; whether reading after every write cost the test suite more was not
   * settled: one run took 12 minutes of CPU against 10, an A/B of the integration tests showed no
   * difference).
   */
  function wake(): void {
    idleRounds = 0;
    if (!waits.shorten()) wokenDuringRound = true;
  }
  function savePosition() {
    if (!opts.positions) return;
    const out: Record<string, string> = {};
    for (const s of shards.values()) {
      if (s.iterator === null) out[s.id] = SHARD_END;
      else if (s.after !== null) out[s.id] = s.after;
    }
    opts.positions.save({ streamArn: streamArn!, shards: out });
  }

  async function describeShards(): Promise<Shard[]> {
    const all: Shard[] = [];
    let start: string | undefined;
    do {
      const d = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ...(start ? { ExclusiveStartShardId: start } : {}) }));
      all.push(...(d.StreamDescription?.Shards ?? []));
      start = d.StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return all;
  }

  async function discoverShards() {
    const listed = await describeShards();
    const ids = new Set<string>();
    for (const shard of listed) {
      const id = shard.ShardId;
      if (id === undefined) continue;
      ids.add(id);
      if (shards.has(id)) continue;
      const at = saved?.shards[id];
      shards.set(id, { id, parent: shard.ParentShardId, after: at && at !== SHARD_END ? at : null, iterator: at === SHARD_END ? null : undefined });
    }
    // Shards past their lifetime are gone from the stream: forget them.
    let forgot = false;
    for (const id of shards.keys())
      if (!ids.has(id)) {
        shards.delete(id);
        forgot = true;
      }
    if (forgot) savePosition();
  }

  /** A child shard is read only once its parent (if still listed) is read to its end, so each key's records stay in order. */
  const waitsForParent = (s: ShardState) => {
    const parent = s.parent === undefined ? undefined : shards.get(s.parent);
    return parent !== undefined && parent.iterator !== null;
  };

  async function iteratorFor(s: ShardState): Promise<string | null> {
    const from = s.after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER' as const, SequenceNumber: s.after } : { ShardIteratorType: 'TRIM_HORIZON' as const };
    try {
      return (await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: s.id, ...from }))).ShardIterator ?? null;
    } catch (e) {
      if (!(e instanceof Error) || e.name !== 'TrimmedDataAccessException') throw e;
      opts.log?.(`stream records after ${s.after} in ${s.id} are past the stream's 24 h: reading from the oldest one left`);
      return (await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: s.id, ShardIteratorType: 'TRIM_HORIZON' }))).ShardIterator ?? null;
    }
  }

  const handleBatch = (records: _Record[]) => handleInParallel(records, opts.handler, opts.parallel ?? 1);

  async function pollShard(s: ShardState): Promise<number> {
    if (s.iterator === undefined) {
      s.iterator = await iteratorFor(s);
      if (s.iterator === null) savePosition();
    }
    if (s.iterator === null) return 0;
    const out = await streams.send(new GetRecordsCommand({ ShardIterator: s.iterator, Limit: opts.batchSize ?? 100 }));
    const records = out.Records ?? [];
    if (records.length > 0) readRecords = true;
    if (records.length === 0) {
      s.iterator = out.NextShardIterator ?? null;
      if (s.iterator === null) savePosition(); // closed and read to its end
      return 0;
    }
    let result: DynamoDBBatchResponse;
    try {
      result = await handleBatch(records);
    } catch (e) {
      // A handler that throws fails the whole batch: read it again from the last handled record.
      s.iterator = undefined;
      throw e;
    }
    const failed = result.batchItemFailures?.[0]?.itemIdentifier;
    if (failed) {
      // Retry from the first failed record, like Lambda's event source mapping; after the last
      // attempt the record goes to the failure destination and the shard moves past it.
      const index = records.findIndex((r) => r.dynamodb?.SequenceNumber === failed);
      const before = index > 0 ? records[index - 1]?.dynamodb?.SequenceNumber : undefined;
      const n = (attempts.get(failed) ?? 0) + 1;
      attempts.set(failed, n);
      const giveUp = n >= (opts.maxAttempts ?? 6);
      if (giveUp) {
        attempts.delete(failed);
        const record = records[index];
        if (record) opts.onDeadLetter?.(record);
        s.after = failed;
      } else {
        if (before) s.after = before;
        await new Promise((r) => setTimeout(r, Math.min(2_000, 50 * 2 ** n)));
      }
      savePosition();
      const it = await streams.send(
        new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: s.id, ShardIteratorType: giveUp ? 'AFTER_SEQUENCE_NUMBER' : 'AT_SEQUENCE_NUMBER', SequenceNumber: failed }),
      );
      s.iterator = it.ShardIterator ?? null;
      return giveUp ? 1 : 0;
    }
    const last = records[records.length - 1]?.dynamodb?.SequenceNumber;
    if (last) s.after = last;
    s.iterator = out.NextShardIterator ?? null;
    savePosition();
    return records.length;
  }

  const loop = (async () => {
    let sinceDiscover = 0;
    while (running) {
      const round = ++roundsBegun;
      let handled = 0;
      let failed = false;
      readRecords = false;
      try {
        if (sinceDiscover-- <= 0 || shards.size === 0 || discoverNow) {
          discoverNow = false;
          await discoverShards();
          sinceDiscover = 20;
        }
      } catch (e) {
        failed = true;
        opts.onError?.(e);
      }
      for (const s of [...shards.values()]) {
        if (!running) break;
        if (s.iterator === null || waitsForParent(s)) continue;
        try {
          handled += await pollShard(s);
        } catch (e) {
          failed = true;
          // An expired or unusable iterator, or DynamoDB Local busy: start again from the position.
          if (s.iterator !== null) s.iterator = undefined;
          opts.onError?.(e);
        }
      }
      idle = handled === 0 && !failed && !readRecords;
      for (const wake of roundEnded) wake(round, idle);
      handledSinceStart += handled;
      if (idle && !caughtUp) {
        caughtUp = true;
        opts.onCaughtUp?.(handledSinceStart, Date.now() - startedAt);
      }
      // Busy: a short batching window (like Lambda's), so the poller does not hammer DynamoDB Local
      // while moves are being made. Idle: the poll interval, doubling while nothing comes, unless
      // a write came during this round (after it read its shard, maybe).
      idleRounds = idle && !wokenDuringRound ? idleRounds + 1 : 0;
      wokenDuringRound = false;
      if (running) await waits.wait(idle ? Math.min(idleMax, interval * 2 ** Math.max(0, idleRounds - 1)) : 20);
    }
  })();

  return {
    wake,
    async stop() {
      running = false;
      waits.end();
      await loop;
      for (const wake of [...roundEnded]) wake(null, false);
      ddb.destroy();
      streams.destroy();
    },
    async drain(timeoutMs = 5_000) {
      // Done when a round that began after this call found nothing to read: every record written
      // before the call was then handled, and so was everything its handling wrote (DynamoDB Local
      // shows a record to GetRecords as soon as the write returns). That round also looks for new shards.
      if (!running) throw new Error('stream poller is stopped');
      const calledDuring = roundsBegun;
      discoverNow = true;
      // A test waits on it: read now.
      idleRounds = 0;
      if (!waits.end()) wokenDuringRound = true;
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => finish(new Error('stream poller did not drain in time')), timeoutMs);
        const finish = (error?: Error) => {
          clearTimeout(timer);
          roundEnded.delete(check);
          if (error) reject(error);
          else resolve();
        };
        // Called after each round, and with round null when the poller stops.
        const check = (round: number | null, idle: boolean) => {
          if (round === null) finish(new Error('stream poller stopped before it drained'));
          else if (idle && round > calledDuring) finish();
        };
        roundEnded.add(check);
      });
    },
  };
}
