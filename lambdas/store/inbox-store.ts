/**
 * The per-player game list (design §3): a read model written by the stream consumer, never by the
 * move path. One item per seat of a game (pk MEMBER#<gameId>, sk <seat>), listed on GSI1 under
 * INBOX#<playerId> and sorted so that games waiting for the player come first, oldest first.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { InboxEntry } from '../app/model.js';
import type { InboxProjection, InboxStore } from '../app/ports.js';
import { keys } from './table-schema.js';

/** Sort rank on GSI1: your decision first, then games in play, then open seats, then finished. */
function inboxRank(e: Pick<InboxEntry, 'status' | 'yourTurn'>): number {
  if (e.status === 'active') return e.yourTurn ? 0 : 1;
  return e.status === 'waiting' ? 2 : 3;
}

export function dynamoInboxStore(doc: DynamoDBDocumentClient, table: string): InboxStore & InboxProjection {
  return {
    async put(entry) {
      const rank = inboxRank(entry);
      // Finished games sort newest first within their rank: invert the time.
      const when = rank === 3 ? invertIso(entry.updatedAt) : entry.since;
      try {
        await doc.send(
          new PutCommand({
            TableName: table,
            Item: {
              pk: keys.member(entry.gameId),
              sk: entry.seat,
              kind: 'member',
              gsi1pk: keys.inbox(entry.playerId),
              gsi1sk: `${rank}#${when}#${entry.gameId}`,
              ...entry,
            },
            ConditionExpression: 'attribute_not_exists(pk) OR version < :v',
            ExpressionAttributeValues: { ':v': entry.version },
          }),
        );
        return 'written';
      } catch (e) {
        if (e instanceof ConditionalCheckFailedException) return 'stale';
        throw e;
      }
    },

    async listForPlayer(playerId, limit) {
      const out = await doc.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :p',
          ExpressionAttributeValues: { ':p': keys.inbox(playerId) },
          ScanIndexForward: true,
          Limit: limit,
        }),
      );
      return (out.Items ?? []).map(
        (i): InboxEntry => ({
          gameId: i.gameId,
          game: i.game,
          status: i.status,
          seat: i.seat,
          yourTurn: i.yourTurn,
          decisions: i.decisions ?? [],
          players: i.players ?? [],
          waitingFor: i.waitingFor ?? [],
          version: i.version,
          updatedAt: i.updatedAt,
        }),
      );
    },
  };
}

/** Maps an ISO time to a string that sorts in reverse time order. */
function invertIso(iso: string): string {
  const t = Date.parse(iso);
  return String(9_999_999_999_999 - t).padStart(13, '0');
}
