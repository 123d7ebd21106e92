/**
 * An AWS::Lambda::EventSourceMapping on the table's stream, as Lambda runs it: DynamoDB Local's
 * stream read by the local poller (local/dynamodb/stream-poller.ts: shards in order, retry from the first
 * failed record, the failure destination after MaximumRetryAttempts), each batch of BatchSize records
 * filtered by the mapping's FilterCriteria (a record no filter matches is dropped, never delivered),
 * delivered as Lambda delivers it (JSON, ApproximateCreationDateTime in epoch seconds,
 * eventSourceARN), split in halves on a failed invocation when BisectBatchOnFunctionError is set,
 * and its batchItemFailures honoured when FunctionResponseTypes has ReportBatchItemFailures.
 */
import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse } from 'aws-lambda';
import type { InvokeResult } from './function-host.js';

export interface MappingSettings {
  readonly batchSize: number;
  readonly filters: readonly unknown[];
  readonly bisect: boolean;
  readonly reportBatchItemFailures: boolean;
  readonly maximumRetryAttempts: number;
  readonly eventSourceArn: string;
}

export class UnsupportedFilterError extends Error {
  override readonly name = 'UnsupportedFilterError';
}

/** Does `value` (a field of the record) match one item of a filter's list? */
function matchesItem(item: unknown, value: unknown, present: boolean): boolean {
  if (item === null || typeof item !== 'object') return present && value === item;
  const rule = item as Record<string, unknown>;
  if ('prefix' in rule) return present && typeof value === 'string' && value.startsWith(String(rule.prefix));
  if ('suffix' in rule) return present && typeof value === 'string' && value.endsWith(String(rule.suffix));
  if ('exists' in rule) return rule.exists === present;
  if ('anything-but' in rule) {
    const but = rule['anything-but'];
    return present && !(Array.isArray(but) ? but : [but]).includes(value);
  }
  throw new UnsupportedFilterError(`filter rule ${JSON.stringify(rule)} is not rehearsed (literal, prefix, suffix, exists, anything-but only)`);
}

/** Lambda's event filtering: every key of the pattern must match (arrays: any of their items). */
export function matchesPattern(pattern: unknown, event: unknown): boolean {
  if (pattern === null || typeof pattern !== 'object' || Array.isArray(pattern)) throw new UnsupportedFilterError(`a filter pattern must be an object, got ${JSON.stringify(pattern)}`);
  const data = (event ?? {}) as Record<string, unknown>;
  return Object.entries(pattern as Record<string, unknown>).every(([key, expected]) => {
    const present = key in data && data[key] !== undefined;
    if (Array.isArray(expected)) {
      const values = Array.isArray(data[key]) ? (data[key] as unknown[]) : [data[key]];
      return expected.some((item) => values.some((v) => matchesItem(item, v, present)));
    }
    return present && matchesPattern(expected, data[key]);
  });
}

/** Binary attribute values as Lambda's JSON carries them: base64 strings. */
function binaryAsBase64(v: unknown): unknown {
  if (v instanceof Uint8Array) return Buffer.from(v).toString('base64');
  if (Array.isArray(v)) return v.map(binaryAsBase64);
  if (v !== null && typeof v === 'object' && !(v instanceof Date)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, binaryAsBase64(x)]));
  return v;
}

/** A record as Lambda hands it to the function (JSON, as it crosses the wire). */
export function lambdaRecord(r: _Record, eventSourceArn: string, region: string): Record<string, unknown> {
  const at = r.dynamodb?.ApproximateCreationDateTime;
  return {
    ...(binaryAsBase64(r) as Record<string, unknown>),
    awsRegion: region,
    eventSourceARN: eventSourceArn,
    dynamodb: { ...(binaryAsBase64(r.dynamodb) as object), ...(at ? { ApproximateCreationDateTime: Math.floor(new Date(at).getTime() / 1000) } : {}) },
  };
}

/** The handler the poller calls with each batch it read. */
export function mappingHandler(settings: MappingSettings, region: string, invoke: (event: unknown) => Promise<InvokeResult>, onError: (line: string) => void) {
  const patterns = settings.filters.map((f) => JSON.parse(String((f as { Pattern?: string }).Pattern ?? '{}')) as unknown);
  const selected = (r: _Record) => patterns.length === 0 || patterns.some((p) => matchesPattern(p, lambdaRecord(r, settings.eventSourceArn, region)));
  const seq = (r: _Record) => r.dynamodb?.SequenceNumber ?? '';

  /** The first failed record of `records`, or null when the whole batch succeeded. */
  async function deliver(records: readonly _Record[]): Promise<string | null> {
    const out = await invoke({ Records: records.map((r) => lambdaRecord(r, settings.eventSourceArn, region)) });
    if (out.error) {
      onError(`stream batch of ${records.length} failed: ${out.error.errorType}: ${out.error.errorMessage}`);
      if (settings.bisect && records.length > 1) {
        const half = Math.ceil(records.length / 2);
        return (await deliver(records.slice(0, half))) ?? (await deliver(records.slice(half)));
      }
      return seq(records[0]!);
    }
    if (!settings.reportBatchItemFailures) return null;
    const failures = ((out.result ?? {}) as DynamoDBBatchResponse).batchItemFailures ?? [];
    const failed = new Set(failures.map((f) => f.itemIdentifier));
    const first = records.find((r) => failed.has(seq(r)));
    return first ? seq(first) : null;
  }

  return async (event: { readonly Records: readonly _Record[] }): Promise<DynamoDBBatchResponse> => {
    const records = event.Records.filter(selected);
    if (records.length === 0) return { batchItemFailures: [] };
    const failed = await deliver(records);
    return { batchItemFailures: failed ? [{ itemIdentifier: failed }] : [] };
  };
}
