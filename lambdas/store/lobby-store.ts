/**
 * The lobby read model (app/lobby/project-lobby.ts) in the one table:
 *
 *   MEMBER#<gameId> / -2   a public game's lobby entry, listed on GSI1 under LOBBY#<game> with
 *                          gsi1sk = <createdAt>#<gameId> (oldest first) while it may be joined;
 *                          once full, started or cancelled it keeps its version but no index keys.
 *
 * It shares GSI1 with the players' lists (their partitions are INBOX#<playerId>), so the lobby adds
 * no index: one more partition per game, written only when a public game's seats change.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PagePosition } from '../app/core/cursor.js';
import type { LobbyStore } from '../app/core/ports.js';
import { LobbyGameSchema, lobbyKey } from '../app/lobby/project-lobby.js';
import { pageGsi1 } from './index-pages.js';
import { keys } from './table-schema.js';

/** The lobby entry's sort key, beside the summary (-1) and the seats (0, 1, …) of the same game. */
export const LOBBY_SK = -2;

export function dynamoLobbyStore(doc: DynamoDBDocumentClient, table: string): LobbyStore {
  return {
    async put(entry, listed) {
      const index = listed ? { gsi1pk: keys.lobby(entry.game), gsi1sk: lobbyKey(entry) } : {};
      try {
        await doc.send(
          new PutCommand({
            TableName: table,
            Item: { pk: keys.member(entry.gameId), sk: LOBBY_SK, kind: 'lobby', ...index, ...entry },
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

    page: (game, limit, after) =>
      pageGsi1(doc, {
        table,
        partition: keys.lobby(game),
        limit,
        startAfter: after ? startKey(game, after) : undefined,
        parse: (item) => {
          const parsed = LobbyGameSchema().safeParse(item);
          return parsed.success ? parsed.data : null;
        },
        position: (item) => ({ k: String(item.gsi1sk), s: LOBBY_SK }),
      }),
  };
}

function startKey(game: string, after: PagePosition): Record<string, unknown> {
  const gameId = after.k.slice(after.k.lastIndexOf('#') + 1);
  return { gsi1pk: keys.lobby(game), gsi1sk: after.k, pk: keys.member(gameId), sk: LOBBY_SK };
}
