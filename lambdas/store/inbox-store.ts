/**
 * The per-player game list (design §3): a read model written by the stream consumer, never by the
 * move path (see app/project-inbox.ts for what it holds and when it is written).
 *
 *   MEMBER#<gameId> / <seat>   a seat's row, listed on GSI1 under INBOX#<playerId>, sorted by status:
 *                              games in play, then open seats, then finished games (newest first)
 *   MEMBER#<gameId> / -1       the game's summary (pending decisions), and which notifications of
 *                              the version it summarises were sent; not on any index
 *
 * Both only move forward by version, so a redelivered stream record changes nothing.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { InboxRow } from '../app/model.js';
import type { InboxProjection, InboxStore, SummaryStore } from '../app/ports.js';
import { inboxEntry, orderInbox, type GameSummary } from '../app/project-inbox.js';
import { keys } from './table-schema.js';

/** The summary's sort key, beside the seats 0, 1, … of the same game. */
const SUMMARY_SK = -1;
/** Games in play are all read to put those waiting for the player first; beyond this many, the oldest are left out. */
const MAX_ACTIVE = 500;

/** Sort rank on GSI1: games in play, open seats, finished. (Rows written before summaries existed used 0 for "your turn": still first.) */
function inboxRank(status: InboxRow['status']): number {
  return status === 'active' ? 1 : status === 'waiting' ? 2 : 3;
}

const Decision = z.object({ kind: z.string(), prompt: z.string(), deadline: z.string() });
const Status = z.enum(['waiting', 'active', 'finished']);
const StoredRow = z.object({
  playerId: z.string(),
  gameId: z.string(),
  game: z.string(),
  status: Status,
  seat: z.number(),
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

  async function rows(playerId: string, range: { below?: string; from?: string }, limit: number): Promise<InboxRow[]> {
    const found: InboxRow[] = [];
    let start: QueryCommandOutput['LastEvaluatedKey'];
    do {
      const out: QueryCommandOutput = await doc.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'gsi1',
          KeyConditionExpression: range.below ? 'gsi1pk = :p AND gsi1sk < :s' : 'gsi1pk = :p AND gsi1sk >= :s',
          ExpressionAttributeValues: { ':p': keys.inbox(playerId), ':s': range.below ?? range.from },
          ScanIndexForward: true,
          Limit: Math.min(100, limit - found.length),
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      for (const i of out.Items ?? []) found.push(StoredRow.parse(i));
      start = out.LastEvaluatedKey;
    } while (start && found.length < limit);
    return found;
  }

  return {
    async put(row) {
      const rank = inboxRank(row.status);
      // Games in play and open seats: oldest first; finished games: newest first (inverted time).
      const when = rank === 3 ? invertIso(row.updatedAt) : row.since;
      return putForward({ pk: keys.member(row.gameId), sk: row.seat, kind: 'member', gsi1pk: keys.inbox(row.playerId), gsi1sk: `${rank}#${when}#${row.gameId}`, ...row }, false);
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

    async listForPlayer(playerId, limit) {
      const inPlay = await rows(playerId, { below: '2' }, MAX_ACTIVE);
      const rest = inPlay.length < limit ? await rows(playerId, { from: '2' }, limit - inPlay.length) : [];
      // The summaries of the games in play, read in parallel (eventually consistent, like the index).
      const summaries = await Promise.all(
        inPlay.map(async (row) => {
          const out = await doc.send(new GetCommand({ TableName: table, Key: { pk: keys.member(row.gameId), sk: SUMMARY_SK } }));
          return out.Item ? (StoredSummary.parse(out.Item) satisfies GameSummary) : null;
        }),
      );
      const entries = [...inPlay.map((row, i) => inboxEntry(row, summaries[i] ?? null)), ...rest.map((row) => inboxEntry(row, null))];
      return orderInbox(entries).slice(0, limit);
    },
  };
}

/** Maps an ISO time to a string that sorts in reverse time order. */
function invertIso(iso: string): string {
  const t = Date.parse(iso);
  return String(9_999_999_999_999 - t).padStart(13, '0');
}
