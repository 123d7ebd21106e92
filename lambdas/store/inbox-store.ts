/**
 * The per-player game list (docs/architecture.md §3): a read model written by the stream consumer, never by the
 * move path (see app/games/project-inbox.ts for what it holds and when it is written).
 *
 *   MEMBER#<gameId> / <seat>   a seat's row, listed on GSI1 under INBOX#<playerId>, sorted by status:
 *                              games in play, then open seats, then finished games (newest first),
 *                              then cancelled ones; read a page at a time (a cursor is a row's position)
 *   MEMBER#<gameId> / 100 + i  an open invitation's row, listed the same way in the invitee's list
 *   MEMBER#<gameId> / -1       the game's summary (pending decisions), and which notifications of
 *                              the version it summarises were sent; not on any index
 *
 * Both only move forward by version, so a redelivered stream record changes nothing.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { builtOnce } from '../../domain/engine/built-once.js';
import { BOT_LEVELS } from '../../domain/engine/bot.js';
import { CANCELLED_BECAUSE } from '../app/core/cancelled.js';
import type { PagePosition } from '../app/core/cursor.js';
import type { InboxProjection, InboxStore, SummaryStore } from '../app/core/ports.js';
import { IN_PLAY, inboxEntry, listRank, orderInbox } from '../app/games/project-inbox.js';
import type { GameSummary, InboxRow } from '../app/core/read-models.js';
import { keys } from './table-schema.js';

/** Games in play are all read to put those waiting for the player first; beyond this many, the oldest are left out. */
const MAX_ACTIVE = 500;

/** The summary's sort key, beside the seats 0, 1, … of the same game. */
const SUMMARY_SK = -1;

/** Keys per BatchGetItem (DynamoDB's limit), and how often keys it leaves unprocessed are asked again. */
const BATCH_KEYS = 100;
const BATCH_ATTEMPTS = 5;

/** Summaries DynamoDB still left unprocessed after every attempt: its throughput is exhausted (answered 503 like a throttled call). */
export class SummariesThrottled extends Error {
  override readonly name = 'ProvisionedThroughputExceededException';
}

// The stored shapes are built on first use (builtOnce): a function parses only some of them, and a
// schema built at import is paid again on every cold start.
const Decision = /* @__PURE__ */ builtOnce(() => z.object({ kind: z.string(), prompt: z.string(), deadline: z.string() }));
const Status = /* @__PURE__ */ builtOnce(() => z.enum(['waiting', 'active', 'finished', 'cancelled']));
const StoredRow = /* @__PURE__ */ builtOnce(() => z.object({
  playerId: z.string(),
  gameId: z.string(),
  game: z.string(),
  status: Status(),
  cancelledBecause: z.optional(z.enum(CANCELLED_BECAUSE)),
  // The row's sort key: its seat, or INVITATION_SLOT + i for an invitation.
  sk: z.number(),
  seat: z.nullable(z.number()),
  invited: z._default(z.boolean(), false),
  yourTurn: z.boolean(),
  away: z._default(z.boolean(), false),
  decisions: z._default(z.array(Decision()), []),
  players: z._default(z.array(z.object({ seat: z.number(), name: z.string(), bot: z.optional(z.object({ level: z.enum(BOT_LEVELS) })) })), []),
  waitingFor: z._default(z.array(z.number()), []),
  version: z.number(),
  updatedAt: z.string(),
  since: z.string(),
  // Rows written before rows carried results have none.
  result: z.optional(z.object({ winners: z.array(z.number()), summary: z.string() })),
}));
const StoredSummary = /* @__PURE__ */ builtOnce(() => z.object({
  gameId: z.string(),
  version: z.number(),
  updatedAt: z.string(),
  status: Status(),
  pending: z.array(z.object({ seats: z.array(z.number()), kind: z.string(), prompt: z.string(), since: z.string(), deadline: z.string() })),
  away: z.optional(z.array(z.number())),
}));
const StoredSent = /* @__PURE__ */ builtOnce(() => z.object({ version: z.number(), sent: z._default(z.array(z.string()), []) }));

export function dynamoInboxStore(doc: DynamoDBDocumentClient, table: string): InboxStore & InboxProjection & SummaryStore {
  /** Puts an item unless a newer version of it (or, with `orSame`, the same) is stored. */
  async function putForward(item: Record<string, unknown> & { version: number }, orSame: boolean): Promise<'written' | 'stale'> {
    try {
      await doc.send(
        new PutCommand({
          TableName: table,
          Item: item,
          ConditionExpression: `attribute_not_exists(pk) OR version ${orSame ? '<=' : '<'} :v`,
          ExpressionAttributeValues: { ':v': item.version },
        }),
      );
      return 'written';
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return 'stale';
      throw e;
    }
  }

  /** Rows of one key range of a player's list in index order, after `after`: a page of at most `limit`. */
  async function rows(playerId: string, range: KeyRange, limit: number, after?: PagePosition): Promise<RowsPage> {
    const found: InboxRow[] = [];
    const positions: PagePosition[] = [];
    let start: QueryCommandOutput['LastEvaluatedKey'] = after
      ? { gsi1pk: keys.inbox(playerId), gsi1sk: after.k, pk: keys.member(after.k.slice(after.k.lastIndexOf('#') + 1)), sk: after.s }
      : undefined;
    let last: PagePosition | null = null;
    while (limit > found.length) {
      const out: QueryCommandOutput = await doc.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'gsi1',
          KeyConditionExpression: `gsi1pk = :p AND ${range.condition}`,
          ExpressionAttributeValues: { ':p': keys.inbox(playerId), ':r': range.value },
          ScanIndexForward: true,
          Limit: Math.min(100, limit - found.length),
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      for (const i of out.Items ?? []) {
        const { sk, ...row } = StoredRow().parse(i);
        found.push({ ...row, ...cancelledBeforeReasons(row), slot: sk });
        last = { k: String(i.gsi1sk), s: sk };
        positions.push(last);
      }
      start = out.LastEvaluatedKey;
      if (!start) break;
    }
    return { rows: found, positions, next: start ? last : null };
  }

  /**
   * The start of a player's list in one Query: every game in play (they sort first) and the rows
   * after them, at least `limit` rows in all. Only a player with more games in play than that
   * needs a second Query for the rest of them; `rest` is then unknown (null). Reading the two
   * ranges side by side instead cost two Queries (and a second connection on a cold Lambda), and
   * read `limit` rows of the rest even when the games in play filled the page.
   */
  async function headOfList(playerId: string, limit: number): Promise<{ inPlay: InboxRow[]; rest: RowsPage | null }> {
    const head = await rows(playerId, WHOLE_LIST, Math.max(limit, HEAD_ROWS));
    const split = head.positions.findIndex((p) => p.k >= REST.value);
    if (split >= 0) return { inPlay: head.rows.slice(0, split), rest: { rows: head.rows.slice(split), positions: head.positions.slice(split), next: head.next } };
    if (!head.next) return { inPlay: head.rows, rest: { rows: [], positions: [], next: null } };
    const more = await rows(playerId, RANGES.active, MAX_ACTIVE - head.rows.length, head.next);
    return { inPlay: [...head.rows, ...more.rows], rest: null };
  }

  /**
   * The summaries of these games, one BatchGetItem per 100 (eventually consistent, like the index):
   * a player with ten games in play costs one round trip and one connection, not ten. The read
   * units are the same as ten GetItems (each item is billed on its own).
   */
  async function summariesOf(gameIds: readonly string[]): Promise<Map<string, GameSummary>> {
    const found = new Map<string, GameSummary>();
    const unique = [...new Set(gameIds)];
    if (unique.length === 1) {
      // One game in play: a GetItem, the call the token check has just made, so a cold Lambda
      // does not pay the SDK's first BatchGetItem (about 8 ms there) for a batch of one.
      const out = await doc.send(new GetCommand({ TableName: table, Key: { pk: keys.member(unique[0]!), sk: SUMMARY_SK } }));
      if (out.Item) found.set(unique[0]!, StoredSummary().parse(out.Item));
      return found;
    }
    for (let i = 0; i < unique.length; i += BATCH_KEYS) {
      let pending: Record<string, unknown>[] = unique.slice(i, i + BATCH_KEYS).map((id) => ({ pk: keys.member(id), sk: SUMMARY_SK }));
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt === BATCH_ATTEMPTS) throw new SummariesThrottled(`${pending.length} game summaries still unprocessed after ${BATCH_ATTEMPTS} attempts`);
        // DynamoDB leaves keys unprocessed when the table's throughput is exhausted: back off before asking again.
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt * (1 + Math.random())));
        const out = await doc.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending } } }));
        for (const item of out.Responses?.[table] ?? []) {
          const summary: GameSummary = StoredSummary().parse(item);
          found.set(summary.gameId, summary);
        }
        pending = out.UnprocessedKeys?.[table]?.Keys ?? [];
      }
    }
    return found;
  }

  /** Each row with its game's summary when in play. */
  async function entries(found: readonly InboxRow[]) {
    const seatedInPlay = (row: InboxRow) => row.status === 'active' && !row.invited;
    const inPlay = found.filter(seatedInPlay).map((row) => row.gameId);
    const summaries = inPlay.length > 0 ? await summariesOf(inPlay) : new Map<string, GameSummary>();
    return found.map((row) => inboxEntry(row, seatedInPlay(row) ? (summaries.get(row.gameId) ?? null) : null));
  }

  return {
    async put(row) {
      const rank = listRank(row.status);
      // Games in play and open seats: oldest first; finished and cancelled games: newest first (inverted time).
      const when = rank >= 3 ? invertIso(row.updatedAt) : row.since;
      const { slot, ...shown } = row;
      return putForward({ pk: keys.member(row.gameId), sk: slot, kind: 'member', gsi1pk: keys.inbox(row.playerId), gsi1sk: `${rank}#${when}#${row.gameId}`, ...shown }, false);
    },

    async vacate(gameId, slot, version) {
      // Kept as a bare item with its version (no index keys, so it is in no list), so an older
      // redelivered version cannot bring the row back.
      return putForward({ pk: keys.member(gameId), sk: slot, kind: 'vacated', version }, false);
    },

    async putSummary(summary, sent) {
      return putForward({ pk: keys.member(summary.gameId), sk: SUMMARY_SK, kind: 'summary', ...summary, sent: [...sent] }, true);
    },

    async sentFor(gameId, version) {
      const out = await doc.send(
        new GetCommand({ TableName: table, Key: { pk: keys.member(gameId), sk: SUMMARY_SK }, ProjectionExpression: 'version, sent', ConsistentRead: true }),
      );
      if (!out.Item) return new Set();
      const stored = StoredSent().parse(out.Item);
      if (stored.version > version) return 'all';
      return stored.version === version ? new Set(stored.sent) : new Set();
    },

    async openGameIds(playerId) {
      const all = await rows(playerId, OPEN, Number.MAX_SAFE_INTEGER);
      return [...new Set(all.rows.map((r) => r.gameId))];
    },
    async listForPlayer(playerId, query) {
      if (query.status !== undefined && query.status !== 'active') {
        const page = await rows(playerId, RANGES[query.status], query.limit, query.after);
        return { items: orderInbox(await entries(page.rows)), next: page.next };
      }
      // Games in play come first, those waiting for the player first among them: all of them are
      // read (up to MAX_ACTIVE) and ordered by their summaries, then paged by offset.
      if (!query.after || query.after.k === IN_PLAY) {
        const offset = query.after?.s ?? 0;
        // The first page of the whole list nearly always needs the rest of the list too, which
        // follows the games in play in the index: one Query reads both (see headOfList).
        const head = query.status === undefined && offset === 0 ? await headOfList(playerId, query.limit) : null;
        const inPlay = orderInbox(await entries(head ? head.inPlay : (await rows(playerId, RANGES.active, MAX_ACTIVE)).rows));
        const items = inPlay.slice(offset, offset + query.limit);
        if (offset + query.limit < inPlay.length) return { items, next: { k: IN_PLAY, s: offset + query.limit } };
        if (query.status === 'active') return { items, next: null };
        // The rest of the list (waiting, finished, cancelled) follows in index order.
        const need = query.limit - items.length;
        const rest = head?.rest ? firstRows(head.rest, need) : await rows(playerId, REST, need);
        return { items: [...items, ...orderInbox(await entries(rest.rows))], next: rest.next ?? (items.length === query.limit ? { k: IN_PLAY, s: inPlay.length } : null) };
      }
      const page = await rows(playerId, REST, query.limit, query.after);
      return { items: orderInbox(await entries(page.rows)), next: page.next };
    },
  };
}

/**
 * Rows of cancelled games written before the reason was recorded: nearly all were cancelled by
 * their creator, the only way a game ended so until games on hold were abandoned (2 December 2026).
 */
function cancelledBeforeReasons(row: { status: string; cancelledBecause?: unknown }): { cancelledBecause?: 'creator-left' } {
  return row.status === 'cancelled' && row.cancelledBecause === undefined ? { cancelledBecause: 'creator-left' } : {};
}

interface RowsPage {
  readonly rows: InboxRow[];
  /** Where each row is in the index: a cursor that resumes after it. */
  readonly positions: PagePosition[];
  readonly next: PagePosition | null;
}

/** The first `n` rows of a page read for more, with the cursor after the last one kept. */
function firstRows(page: RowsPage, n: number): RowsPage {
  if (page.rows.length <= n) return page;
  return { rows: page.rows.slice(0, n), positions: page.positions.slice(0, n), next: n > 0 ? (page.positions[n - 1] ?? null) : null };
}

/** A range of GSI1 sort keys: one status (games in play include rank 0, written before summaries existed), or all after the games in play. */
interface KeyRange {
  readonly condition: string;
  readonly value: string;
}
const RANGES: Readonly<Record<InboxRow['status'], KeyRange>> = {
  active: { condition: 'gsi1sk < :r', value: '2' },
  waiting: { condition: 'begins_with(gsi1sk, :r)', value: '2#' },
  finished: { condition: 'begins_with(gsi1sk, :r)', value: '3#' },
  cancelled: { condition: 'begins_with(gsi1sk, :r)', value: '4#' },
};
const REST: KeyRange = { condition: 'gsi1sk >= :r', value: '2' };
/** The games in play and those waiting: every rank before the finished ones. */
const OPEN: KeyRange = { condition: 'gsi1sk < :r', value: '3' };
/** Every row of the list (ranks start at 0). */
const WHOLE_LIST: KeyRange = { condition: 'gsi1sk >= :r', value: '0' };
/** Rows the first page reads at least: a player's games in play nearly always fit, with what follows them. */
const HEAD_ROWS = 20;

/** Maps an ISO time to a string that sorts in reverse time order. */
function invertIso(iso: string): string {
  const t = Date.parse(iso);
  return String(9_999_999_999_999 - t).padStart(13, '0');
}
