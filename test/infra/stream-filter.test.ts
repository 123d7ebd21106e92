/**
 * The event source mapping's filter drops stream records before they cost an invocation. That is
 * only safe if the consumer would have ignored them anyway: this test evaluates the filter (Lambda's
 * event-filtering semantics, for the operators it uses) and the handler's own selection on the same
 * records, so a change on either side that would silently drop work fails here.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { streamFilter } from '../../infra/constructs/stream-consumer.js';
import { streamItems } from '../../lambdas/handlers/stream.js';

type Pattern = Record<string, unknown> | unknown[];

/** Lambda event filtering for what the filter uses: nested objects, value lists and `prefix`. */
function matches(pattern: Pattern, value: unknown): boolean {
  if (Array.isArray(pattern)) {
    return pattern.some((rule) =>
      rule !== null && typeof rule === 'object' && 'prefix' in rule
        ? typeof value === 'string' && value.startsWith((rule as { prefix: string }).prefix)
        : rule === value,
    );
  }
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(pattern).every(([key, sub]) => matches(sub as Pattern, (value as Record<string, unknown>)[key]));
}

const filterPattern = JSON.parse(streamFilter.pattern as string) as Pattern;

function record(eventName: 'INSERT' | 'MODIFY' | 'REMOVE', pk: string, sk: number): DynamoDBRecord {
  const keys: Record<string, AttributeValue> = { pk: { S: pk }, sk: { N: String(sk) } };
  const image = eventName === 'REMOVE' ? {} : { NewImage: { ...keys, kind: { S: 'x' } } };
  // aws-lambda's stream types describe attribute values loosely; the SDK's type is the precise one.
  return { eventID: `${eventName}-${pk}-${sk}`, eventName, dynamodb: { Keys: keys, ...image, SequenceNumber: `${sk}`, StreamViewType: 'NEW_IMAGE' } } as DynamoDBRecord;
}

const ignoredByDesign: DynamoDBRecord[] = [
  record('INSERT', 'PLAYER#p1', 0),
  record('MODIFY', 'PLAYER#p1', 0),
  record('INSERT', 'MEMBER#g1', 2),
  record('MODIFY', 'MEMBER#g1', 2),
  record('INSERT', 'DUE#g1', 0),
  record('MODIFY', 'DUE#g1', 0),
  record('REMOVE', 'DUE#g1', 0),
  record('INSERT', 'NOTIFY#g1#3#p1', 0),
  record('REMOVE', 'NOTIFY#g1#3#p1', 0), // TTL expiry
  record('MODIFY', 'GAME#g1', 3),
  record('REMOVE', 'GAME#g1', 3),
];

describe('the stream filter', () => {
  it('lets new game versions through', () => {
    expect(matches(filterPattern, record('INSERT', 'GAME#g1', 1))).toBe(true);
    expect(matches(filterPattern, record('INSERT', 'GAME#another-game', 42))).toBe(true);
  });

  it('drops only records the consumer ignores anyway', () => {
    for (const r of ignoredByDesign) {
      expect(matches(filterPattern, r), `${r.eventName} ${r.dynamodb?.Keys?.pk?.S}`).toBe(false);
      const [item] = streamItems({ Records: [r] } as DynamoDBStreamEvent);
      expect(item?.record, `the handler also ignores ${r.eventName} ${r.dynamodb?.Keys?.pk?.S}`).toBeNull();
    }
  });
});
