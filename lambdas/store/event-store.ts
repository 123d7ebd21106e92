/**
 * The game stream on DynamoDB (docs/architecture.md §3): one item per accepted command at pk GAME#<id>, sk <version>.
 * Append is one conditional PutItem; load is one Query for the newest item, which carries the full
 * snapshot, so the cost of a move does not grow with the length of the game.
 *
 * An item is its keys and one binary attribute: the version (time, actor, command, events, what it
 * changed, snapshot) as JSON, deflated against a preset dictionary of typical versions
 * (record-dictionary.ts). DynamoDB bills a write per started KB, so this is most of a move's cost:
 * a Ripper Rummy version is about 1 KB this way, 4–5 KB as plain JSON. Versions stored before
 * (one JSON string attribute per field) still load.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { ConditionalCheckFailedException, GetItemCommand, PutItemCommand, QueryCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import * as z from 'zod/mini';
import { builtOnce } from '../../domain/engine/built-once.js';
import type { GameRecord } from '../app/core/model.js';
import type { EventStore, HistoryPage, HistoryRecord } from '../app/core/ports.js';
import { withCachedMiddleware } from './dynamo.js';
import { recentVersions } from './recent-versions.js';
import { RECORD_DICTIONARIES, type RecordEncoding } from './record-dictionary.js';
import { keys } from './table-schema.js';

/** How new versions are written: the newest dictionary. */
const ENCODING: RecordEncoding = 'd1';

type GameItem = {
  pk: string;
  sk: number;
  /** How `z` is encoded (a key of RECORD_DICTIONARIES). */
  f: RecordEncoding;
  z: Uint8Array;
};

/** The version as the JSON inside `z` (field order fixed: the dictionary expects it). */
export function recordJson(r: GameRecord): string {
  return JSON.stringify({
    at: r.at,
    actor: r.actor,
    command: r.command ?? null,
    idempotencyKey: r.idempotencyKey ?? null,
    platformEvents: r.platformEvents,
    events: r.events,
    changes: r.changes ?? null,
    snapshot: r.snapshot,
  });
}

export function toItem(r: GameRecord): GameItem {
  const dictionary = RECORD_DICTIONARIES[ENCODING];
  return { pk: keys.game(r.gameId), sk: r.version, f: ENCODING, z: deflateRawSync(recordJson(r), { dictionary }) };
}

/** The JSON inside `z`: written by toItem from a GameRecord, so its shapes are the app's own. */
type Encoded = Pick<GameRecord, 'at' | 'actor' | 'command' | 'idempotencyKey' | 'platformEvents' | 'events' | 'snapshot'> & { changes: GameRecord['changes'] | null };

/** `z` is bytes from the SDK, and base64 text in a Lambda stream event (which is JSON). */
const Compressed = /* @__PURE__ */ builtOnce(() => z.object({ pk: z.string(), sk: z.number(), f: z.enum(['d1']), z: z.union([z.instanceof(Uint8Array), z.string()]) }));

/** The attributes of a version stored before versions were compressed. */
const Legacy = /* @__PURE__ */ builtOnce(() => z.object({
  gameId: z.string(),
  sk: z.number(),
  at: z.string(),
  actor: z.string(),
  command: z.optional(z.string()),
  idempotencyKey: z.optional(z.string()),
  platformEvents: z.string(),
  events: z.string(),
  snapshot: z.string(),
}));

export function fromItem(item: Record<string, unknown>): GameRecord {
  if (item.z !== undefined) {
    const i = Compressed().parse(item);
    return decoded({ pk: i.pk, sk: i.sk, f: i.f, z: typeof i.z === 'string' ? Buffer.from(i.z, 'base64') : i.z });
  }
  const i = Legacy().parse(item);
  return {
    gameId: i.gameId,
    version: i.sk,
    at: i.at,
    actor: JSON.parse(i.actor),
    command: i.command ? JSON.parse(i.command) : null,
    idempotencyKey: i.idempotencyKey ?? null,
    platformEvents: JSON.parse(i.platformEvents),
    events: JSON.parse(i.events),
    snapshot: JSON.parse(i.snapshot),
  };
}

function decoded(i: GameItem): GameRecord {
  const e: Encoded = JSON.parse(inflateRawSync(i.z, { dictionary: RECORD_DICTIONARIES[i.f] }).toString('utf8'));
  return {
    gameId: i.pk.slice(keys.game('').length),
    version: i.sk,
    at: e.at,
    actor: e.actor,
    command: e.command,
    idempotencyKey: e.idempotencyKey,
    platformEvents: e.platformEvents,
    events: e.events,
    ...(e.changes ? { changes: e.changes } : {}),
    snapshot: e.snapshot,
  };
}

const isEncoding = (f: string): f is RecordEncoding => Object.hasOwn(RECORD_DICTIONARIES, f);

/**
 * Every call speaks DynamoDB's own attribute values: an item is four attributes of known types, so
 * the document client's generic (un)marshalling, about 0.2 ms a call here, buys nothing. Other
 * shapes (older versions) go through unmarshall.
 */
function toAttributes(item: GameItem): Record<string, AttributeValue> {
  return { pk: { S: item.pk }, sk: { N: String(item.sk) }, f: { S: item.f }, z: { B: item.z } };
}

function fromAttributes(a: Record<string, AttributeValue>): GameRecord {
  // The attributes' types are the check: no schema to run on every load (about 0.02 ms of a
  // command that reads its game, bench/HISTORY.md). Anything else goes through fromItem's.
  const f = a.f?.S;
  if (a.pk?.S !== undefined && a.sk?.N !== undefined && f !== undefined && isEncoding(f) && a.z?.B !== undefined) return decoded({ pk: a.pk.S, sk: Number(a.sk.N), f, z: a.z.B });
  return fromItem(unmarshall(a));
}

function historyRecord(r: GameRecord): HistoryRecord {
  return { version: r.version, at: r.at, actor: r.actor, platformEvents: r.platformEvents, events: r.events };
}

/**
 * `remember`: how many games' newest items this store keeps in memory for `remembered` (0, the
 * default, keeps none). The HTTP side keeps some (see recent-versions.ts); the stream consumer and
 * the sweeper act on the version they are given and keep none.
 */
export function dynamoEventStore(doc: DynamoDBDocumentClient, table: string, opts: { remember?: number } = {}): EventStore {
  const recent = recentVersions(opts.remember ?? 0);
  // Raw commands only, each sent again and again: their middleware resolved once (dynamo.ts).
  const client = withCachedMiddleware(doc);
  return {
    remembered(gameId) {
      const item = recent.get(gameId);
      return item ? fromAttributes(item) : null;
    },

    async latest(gameId) {
      const out = await client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': { S: keys.game(gameId) } },
          ScanIndexForward: false,
          Limit: 1,
          ConsistentRead: true,
        }),
      );
      const item = out.Items?.[0];
      if (!item) return null;
      const record = fromAttributes(item);
      recent.keep(gameId, record.version, item);
      return record;
    },

    async atVersion(gameId, version) {
      const out = await client.send(new GetItemCommand({ TableName: table, Key: { pk: { S: keys.game(gameId) }, sk: { N: String(version) } }, ConsistentRead: true }));
      return out.Item ? fromAttributes(out.Item) : null;
    },

    async append(record) {
      const item = toAttributes(toItem(record));
      try {
        await client.send(new PutItemCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
      } catch (e) {
        // Whatever this process remembered of the game is older than what is stored now.
        recent.forget(record.gameId);
        if (e instanceof ConditionalCheckFailedException) return 'conflict';
        throw e;
      }
      recent.keep(record.gameId, record.version, item);
      return 'appended';
    },

    async history(gameId, after, limit): Promise<HistoryPage> {
      // From the caller's own version on (`sk >= after`) and one item more than the page: when the
      // page reaches the end, its last item is the game's newest version, so the caller needs no
      // second Query for it, even when nothing came after its version (a client catching up). One
      // item more rarely costs a read unit more. DynamoDB bills the whole item whatever is
      // projected, so the history reads whole items.
      const out = await client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND sk >= :after',
          ExpressionAttributeValues: { ':pk': { S: keys.game(gameId) }, ':after': { N: String(after) } },
          ScanIndexForward: true,
          Limit: limit + 1,
          ConsistentRead: true,
        }),
      );
      const found = (out.Items ?? []).map(fromAttributes);
      const own = found[0]?.version === after ? found.shift() : undefined;
      const hasMore = found.length > limit || out.LastEvaluatedKey !== undefined;
      const records = found.slice(0, limit).map(historyRecord);
      return { records, hasMore, newest: hasMore ? null : (found.at(-1) ?? own ?? null) };
    },

    async before(gameId, version, count) {
      if (count <= 0 || version <= 0) return [];
      const out = await client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND sk < :version',
          ExpressionAttributeValues: { ':pk': { S: keys.game(gameId) }, ':version': { N: String(version) } },
          ScanIndexForward: false,
          Limit: count,
          ConsistentRead: true,
        }),
      );
      return (out.Items ?? []).map(fromAttributes).map(historyRecord).reverse();
    },
  };
}
