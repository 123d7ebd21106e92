/**
 * What DynamoDB bills, as DynamoDB (Local) itself reports it: a middleware on the runtime's one
 * DynamoDB client asks every item call for `ReturnConsumedCapacity: 'INDEXES'` and adds up the
 * units it answers (table and every index), by the kind of item touched (GAME#, MEMBER#, DUE#, …),
 * by who made the call (the stream consumer, the sweeper, or an HTTP request: read off the call's
 * async stack) and by what the bench was doing at that moment (a GET it made to choose a move, a
 * POST, creating and joining a game…).
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';

/** Commands that take ReturnConsumedCapacity, and whether they read or write. */
const ITEM_CALLS: Readonly<Record<string, 'read' | 'write'>> = {
  GetItemCommand: 'read',
  QueryCommand: 'read',
  ScanCommand: 'read',
  BatchGetItemCommand: 'read',
  TransactGetItemsCommand: 'read',
  PutItemCommand: 'write',
  UpdateItemCommand: 'write',
  DeleteItemCommand: 'write',
  BatchWriteItemCommand: 'write',
  TransactWriteItemsCommand: 'write',
};

export interface Units {
  read: number;
  write: number;
  calls: number;
  /** Time spent waiting for DynamoDB, ms. */
  ms: number;
}

export interface CapacityMeter {
  /** Set by the bench around its own requests; every call is booked under the phase current when it starts. */
  phase: string;
  /** Units by `<phase>/<area>/<operation>/<origin>`: area = the key prefix (GAME, MEMBER, …) or `index:<name>`; origin = stream, sweeper or http. */
  readonly byKey: Map<string, Units>;
  /** The largest item written per area (bytes, as DynamoDB sizes items), from PutItem. */
  readonly itemBytesMax: Map<string, number>;
  reset(): void;
  /** Sums the units of the keys `include` accepts. */
  sum(include?: (phase: string, area: string, op: string, origin: string) => boolean): Units;
}

const zero = (): Units => ({ read: 0, write: 0, calls: 0, ms: 0 });

export function meterCapacity(client: DynamoDBClient): CapacityMeter {
  const meter: CapacityMeter = {
    phase: 'other',
    byKey: new Map(),
    itemBytesMax: new Map(),
    reset() {
      meter.byKey.clear();
      meter.itemBytesMax.clear();
    },
    sum(include = () => true) {
      const total = zero();
      for (const [key, u] of meter.byKey) {
        const [phase = '', area = '', op = '', origin = ''] = key.split('/');
        if (!include(phase, area, op, origin)) continue;
        total.read += u.read;
        total.write += u.write;
        total.calls += u.calls;
        total.ms += u.ms;
      }
      return total;
    },
  };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const op = String(context.commandName);
      const kind = ITEM_CALLS[op];
      if (!kind) return next(args);
      const input = args.input as Record<string, unknown>;
      input.ReturnConsumedCapacity = 'INDEXES';
      const phase = meter.phase;
      const area = areaOf(input);
      const origin = originOf();
      if (op === 'PutItemCommand' && input.Item && typeof input.Item === 'object') {
        const bytes = itemBytes(input.Item as Record<string, unknown>);
        meter.itemBytesMax.set(area, Math.max(meter.itemBytesMax.get(area) ?? 0, bytes));
      }
      const t = performance.now();
      let consumed: unknown;
      try {
        const out = await next(args);
        consumed = (out.output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
        return out;
      } catch (e) {
        // A failed condition is billed like a write; DynamoDB Local reports no units for it, so
        // count it as the one write unit AWS charges at least.
        consumed = e instanceof Error && e.name === 'ConditionalCheckFailedException' ? { CapacityUnits: 1 } : undefined;
        throw e;
      } finally {
        const units = unitsOf(consumed);
        const key = `${phase}/${area}/${op.replace(/Command$/, '')}/${origin}`;
        const u = meter.byKey.get(key) ?? zero();
        if (kind === 'read') u.read += units;
        else u.write += units;
        u.calls += 1;
        u.ms += performance.now() - t;
        meter.byKey.set(key, u);
      }
    },
    { step: 'initialize', name: 'benchCapacityMeter' },
  );
  return meter;
}

/** Who is calling: V8 keeps the awaiting callers in the stack (async stack traces). */
function originOf(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  if (stack.includes('consumeGameVersions')) return 'stream';
  if (/\bsweep(Game)?\b/.test(stack)) return 'sweeper';
  return 'http';
}

function unitsOf(consumed: unknown): number {
  const list = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
  return list.reduce((sum: number, c: { CapacityUnits?: number }) => sum + (c.CapacityUnits ?? 0), 0);
}

/** GAME, MEMBER, DUE, NOTIFY, PLAYER… from the key the call names, or `index:<name>` for an index query. */
function areaOf(input: Record<string, unknown>): string {
  if (typeof input.IndexName === 'string') return `index:${input.IndexName}`;
  const item = (input.Item ?? input.Key) as Record<string, unknown> | undefined;
  const values = item ? [item.pk] : Object.values((input.ExpressionAttributeValues ?? {}) as Record<string, unknown>);
  for (const v of values) {
    const s = typeof v === 'string' ? v : v && typeof v === 'object' && 'S' in v && typeof v.S === 'string' ? v.S : null;
    const m = s && /^([A-Z]+)#/.exec(s);
    if (m?.[1]) return m[1];
  }
  return 'other';
}

/** An item's size as DynamoDB counts it: names plus values (strings and binaries by their bytes). */
export function itemBytes(item: Record<string, unknown>): number {
  const attrs = isMarshalled(item) ? item : marshall(item, { removeUndefinedValues: true, convertClassInstanceToMap: true });
  let n = 0;
  for (const [name, value] of Object.entries(attrs)) n += Buffer.byteLength(name) + valueBytes(value);
  return n;
}

function isMarshalled(item: Record<string, unknown>): boolean {
  const v = Object.values(item)[0];
  return !!v && typeof v === 'object' && !(v instanceof Uint8Array) && Object.keys(v).length === 1 && /^(S|N|B|BOOL|NULL|M|L|SS|NS|BS)$/.test(Object.keys(v)[0] ?? '');
}

function valueBytes(v: unknown): number {
  const av = v as Record<string, unknown>;
  if (typeof av.S === 'string') return Buffer.byteLength(av.S);
  if (typeof av.N === 'string') return Math.ceil(av.N.replace(/^-|\.|^0+/g, '').length / 2) + 1;
  if (av.B instanceof Uint8Array) return av.B.byteLength;
  if (av.BOOL !== undefined || av.NULL !== undefined) return 1;
  if (Array.isArray(av.L)) return 3 + av.L.reduce((s: number, x) => s + 1 + valueBytes(x), 0);
  if (av.M && typeof av.M === 'object') return 3 + Object.entries(av.M).reduce((s, [k, x]) => s + 1 + Buffer.byteLength(k) + valueBytes(x), 0);
  if (av.SS instanceof Set || Array.isArray(av.SS)) return [...(av.SS as Iterable<string>)].reduce((s, x) => s + Buffer.byteLength(x), 0);
  if (av.NS instanceof Set || Array.isArray(av.NS)) return [...(av.NS as Iterable<string>)].reduce((s, x) => s + Math.ceil(x.length / 2) + 1, 0);
  if (av.BS instanceof Set || Array.isArray(av.BS)) return [...(av.BS as Iterable<Uint8Array>)].reduce((s, x) => s + x.byteLength, 0);
  return 0;
}
