/**
 * The per-player game list (design §3): a read model written by the stream consumer, never by the
 * move path (see app/project-inbox.ts for what it holds and when it is written).
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
import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { InboxRow } from '../app/model.js';
import type { PagePosition } from '../app/cursor.js';
import type { InboxProjection, InboxStore, ListQuery, SummaryStore } from '../app/ports.js';
import { inboxEntry, listRank, orderInbox, type GameSummary } from '../app/project-inbox.js';
import { keys } from './table-schema.js';

/** The summary's sort key, beside the seats 0, 1, … of the same game. */
const SUMMARY_SK = -1;


const Decision = z.object({ kind: z.string(), prompt: z.string(), deadline: z.string() });
const Status = z.enum(['waiting', 'active', 'finished', 'cancelled']);
const StoredRow = z.object({
  playerId: z.string(),
  gameId: z.string(),
  game: z.string(),
  status: Status,
  // The row's sort key: its seat, or INVITATION_SLOT + i for an invitation.
  sk: z.number(),
  seat: z.nullable(z.number()),
  invited: z._default(z.boolean(), false),
  yourTurn: z.boolean(),
  decisions: z._default(z.array(Decision), []),
  players: z._default(z.array(z.object({ seat: z.number(), name: z.string() })), []),
  waitingFor: z._default(z.array(z.number()), []),
  version: z.number(),
  updatedAt: z.string(),
  since: z.string(),
});
const StoredSummary = z.object({
  gameId: z.string(),
  version: z.number(),
  updatedAt: z.string(),
  status: Status,
  pending: z.array(z.object({ seats: z.array(z.number()), kind: z.string(), prompt: z.string(), since: z.string(), deadline: z.string() })),
});
const StoredSent = z.object({ version: z.number(), sent: z._default(z.array(z.string()), []) });

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

  /** One page of a player's rows in index order (of one status rank, or all), after `after`. */
  async function rows(playerId: string, query: ListQuery): Promise<{ rows: InboxRow[]; next: PagePosition | null }> {
    const found: InboxRow[] = [];
    const rank = query.status === undefined ? null : listRank(query.status);
    let start: QueryCommandOutput['LastEvaluatedKey'] = query.after
      ? { gsi1pk: keys.inbox(playerId), gsi1sk: query.after.k, pk: keys.member(query.after.k.slice(query.after.k.lastIndexOf('#') + 1)), sk: query.after.s }
      : undefined;
    let last: PagePosition | null = null;
    do {
      const out: QueryCommandOutput = await doc.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'gsi1',
          KeyConditionExpression: rank === null ? 'gsi1pk = :p' : 'gsi1pk = :p AND begins_with(gsi1sk, :r)',
          ExpressionAttributeValues: { ':p': keys.inbox(playerId), ...(rank === null ? {} : { ':r': `${rank}#` }) },
          ScanIndexForward: true,
          Limit: query.limit - found.length,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      for (const i of out.Items ?? []) {
        const { sk, ...row } = StoredRow.parse(i);
        found.push({ ...row, slot: sk });
        last = { k: String(i.gsi1sk), s: sk };
      }
      start = out.LastEvaluatedKey;
    } while (start && found.length < query.limit);
    return { rows: found, next: start ? last : null };
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
      const stored = StoredSent.parse(out.Item);
      if (stored.version > version) return 'all';
      return stored.version === version ? new Set(stored.sent) : new Set();
    },

    async listForPlayer(playerId, query) {
      const page = await rows(playerId, query);
      // The summaries of the page's games in play, read in parallel (eventually consistent, like the index).
      const summaries = await Promise.all(
        page.rows.map(async (row) => {
          if (row.status !== 'active' || row.invited) return null;
          const out = await doc.send(new GetCommand({ TableName: table, Key: { pk: keys.member(row.gameId), sk: SUMMARY_SK } }));
          return out.Item ? (StoredSummary.parse(out.Item) satisfies GameSummary) : null;
        }),
      );
      return { items: orderInbox(page.rows.map((row, i) => inboxEntry(row, summaries[i] ?? null))), next: page.next };
    },
  };
}

/** Maps an ISO time to a string that sorts in reverse time order. */
function invertIso(iso: string): string {
  const t = Date.parse(iso);
  return String(9_999_999_999_999 - t).padStart(13, '0');
}
