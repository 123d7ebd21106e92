/**
 * The event source mapping's filter drops stream records before they cost an invocation. That is
 * only safe if the consumer would have ignored them anyway: this test evaluates the filter (Lambda's
 * event-filtering semantics, for the operators it uses) and the handler's own selection on the same
 * records, so a change on either side that would silently drop work fails here.
 */
import type { _Record, AttributeValue } from '@aws-sdk/client-dynamodb-streams';
import { describe, expect, it } from 'vitest';
import { streamFilter } from '../../infra/constructs/stream-consumer.js';
import { streamItems } from '../../lambdas/handlers/stream.js';

const isObject = (v: unknown): v is object => v !== null && typeof v === 'object';

/** Lambda event filtering for what the filter uses: nested objects, value lists and `prefix`. */
function matches(pattern: unknown, value: unknown): boolean {
  if (Array.isArray(pattern)) {
    return pattern.some((rule: unknown) =>
      isObject(rule) && 'prefix' in rule ? typeof value === 'string' && typeof rule.prefix === 'string' && value.startsWith(rule.prefix) : rule === value,
    );
  }
  if (!isObject(pattern) || !isObject(value)) return false;
  const fields = new Map(Object.entries(value));
  return Object.entries(pattern).every(([key, sub]) => matches(sub, fields.get(key)));
}

const filterPattern: unknown = JSON.parse(String(streamFilter.pattern));

function record(eventName: 'INSERT' | 'MODIFY' | 'REMOVE', pk: string, sk: number, attributes: Record<string, AttributeValue> = { kind: { S: 'x' } }): _Record {
  const keys: Record<string, AttributeValue> = { pk: { S: pk }, sk: { N: String(sk) } };
  const image = eventName === 'REMOVE' ? {} : { NewImage: { ...keys, ...attributes } };
  return { eventID: `${eventName}-${pk}-${sk}`, eventName, dynamodb: { Keys: keys, ...image, SequenceNumber: `${sk}`, StreamViewType: 'NEW_IMAGE' } };
}

const ignoredByDesign: _Record[] = [
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
  record('REMOVE', 'FAREWELL#p1', 0),
];

const farewellAttributes: Record<string, AttributeValue> = {
  kind: { S: 'farewell' },
  playerId: { S: 'p1' },
  subscriptionArns: { L: [{ S: 'arn:aws:sns:eu-west-1:1:t:s1' }] },
  at: { S: '2026-12-02T09:00:00.000Z' },
};

describe('the stream filter', () => {
  it('lets new game versions through', () => {
    expect(matches(filterPattern, record('INSERT', 'GAME#g1', 1))).toBe(true);
    expect(matches(filterPattern, record('INSERT', 'GAME#another-game', 42))).toBe(true);
  });

  it("lets deleted accounts' farewells through, which the handler reads as such", () => {
    const farewell = record('INSERT', 'FAREWELL#p1', 0, farewellAttributes);
    expect(matches(filterPattern, farewell)).toBe(true);
    expect(streamItems({ Records: [farewell] })).toEqual([{ id: '0', record: null, farewell: { playerId: 'p1', subscriptionArns: ['arn:aws:sns:eu-west-1:1:t:s1'], at: '2026-12-02T09:00:00.000Z' } }]);
  });

  it('drops only records the consumer ignores anyway', () => {
    for (const r of ignoredByDesign) {
      expect(matches(filterPattern, r), `${r.eventName} ${r.dynamodb?.Keys?.pk?.S}`).toBe(false);
      const [item] = streamItems({ Records: [r] });
      expect(item?.record, `the handler also ignores ${r.eventName} ${r.dynamodb?.Keys?.pk?.S}`).toBeNull();
    }
  });
});
