/**
 * The table's stream → Lambda (docs/architecture.md §5): read models, notifications and the moves of seats
 * played at once (play-at-once.ts). A failing record is retried a bounded number of times, the
 * batch is split to isolate it, and what still fails lands in an SQS queue (with the stream
 * coordinates, so it can be replayed) instead of blocking its shard. The function reports partial
 * batch failures, so records that succeeded are not redone.
 */
import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { tableSchema } from '../../lambdas/store/table-schema.js';
import { paths } from '../paths.js';
import { grantDataAccess, type DataResources } from '../permissions.js';
import { BundledFunction } from './bundled-function.js';
import { streamConsumerAccess } from '../../lambdas/handlers/access.js';

export interface StreamConsumerProps {
  readonly table: TableV2;
  readonly resources: DataResources;
  readonly environment: Readonly<Record<string, string>>;
  readonly logRetention: RetentionDays;
  readonly logRemovalPolicy: RemovalPolicy;
}

export const STREAM_SETTINGS = {
  batchSize: 25,
  /** Let a burst of moves share an invocation without delaying a lone move's e-mail by much. */
  maxBatchingWindow: Duration.seconds(1),
  /** Bounded: a record that fails this often is a bug, not a blip; it goes to the failure queue. */
  retryAttempts: 5,
  /** A turn notification older than this is no longer worth sending late; the record is parked. */
  maxRecordAge: Duration.hours(6),
  /** Twice the read-model work's need: a bot's search (play-at-once.ts) runs in this function. */
  memoryMb: 1024,
} as const;

/**
 * Only new game versions (INSERTs of `GAME#…` items) and deleted accounts' farewells (INSERTs of
 * `FAREWELL#…`) concern the consumer; its own read-model writes and TTL deletions also flow through
 * the stream, and filtering them here saves an invocation per write. lambdas/handlers/stream.ts
 * ignores the same records; a test keeps the two in agreement.
 */
const CONSUMED_PREFIXES = ['GAME#', 'FAREWELL#'] as const;
export const streamFilter = FilterCriteria.filter({
  eventName: FilterRule.isEqual('INSERT'),
  // A list of rules matches any of them.
  dynamodb: { Keys: { [tableSchema.partitionKey.name]: { [tableSchema.partitionKey.type]: CONSUMED_PREFIXES.flatMap((prefix) => FilterRule.beginsWith(prefix)) } } },
});

export class StreamConsumer extends Construct {
  readonly handler: BundledFunction;
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: StreamConsumerProps) {
    super(scope, id);

    this.failures = new Queue(this, 'Failures', {
      // Long enough to notice (an alarm fires on the first message), look, fix and replay.
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });

    this.handler = new BundledFunction(this, 'Consumer', {
      entry: paths.streamHandler,
      description: 'DynamoDB stream consumer: read models, notifications and bot moves',
      // Bots search up to ~200 ms per decision, CPU-bound; Lambda's CPU share grows with memory.
      memoryMb: STREAM_SETTINGS.memoryMb,
      // A batch of 25 records, each a few writes, maybe an e-mail (room for slow SNS calls) and a bot's move (~200 ms).
      timeout: Duration.seconds(60),
      environment: props.environment,
      logRetention: props.logRetention,
      logRemovalPolicy: props.logRemovalPolicy,
    });
    // The actions come from beside the handler's code (lambdas/handlers/access.ts).
    grantDataAccess(this.handler.role, streamConsumerAccess, props.resources);

    this.handler.function.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: STREAM_SETTINGS.batchSize,
        maxBatchingWindow: STREAM_SETTINGS.maxBatchingWindow,
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: STREAM_SETTINGS.retryAttempts,
        maxRecordAge: STREAM_SETTINGS.maxRecordAge,
        onFailure: new SqsDlq(this.failures),
        filters: [streamFilter],
      }),
    );
  }
}
