/**
 * The ratings' read model in the one table (app/ratings/model.ts):
 *
 *   RATING#<game>#<playerId> / 0   a player's rating in one game kind, with its last changes and a
 *                                  revision (`rev`) each write is conditional on; listed on GSI1
 *                                  under BOARD#<game> (gsi1sk = leaderboard.ts's boardKey) once the
 *                                  player has enough rated games: the leaderboard, read backwards
 *   RATED#<gameId> / 0             the mark of a game whose ratings were applied
 *
 * A game's ratings and its mark are one transaction, so a game counts once and never half.
 * The leaderboard shares GSI1 with the players' lists and the lobby: no index of its own.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { pageGsi1 } from '../index-pages.js';
import type { PagePosition } from '../../app/core/cursor.js';
import type { PlayerRating, RatingStore, Revised } from '../../app/ratings/model.js';

export const ratingKeys = {
  rating: (game: string, playerId: string) => `RATING#${game}#${playerId}`,
  rated: (gameId: string) => `RATED#${gameId}`,
  board: (game: string) => `BOARD#${game}`,
} as const;

export function dynamoRatingStore(doc: DynamoDBDocumentClient, table: string): RatingStore {
  const getRating = async (game: string, playerId: string, consistent: boolean): Promise<Revised<PlayerRating> | null> => {
    const out = await doc.send(new GetCommand({ TableName: table, Key: { pk: ratingKeys.rating(game, playerId), sk: 0 }, ConsistentRead: consistent }));
    return out.Item ? fromItem(out.Item) : null;
  };
  return {
    async read(game, playerIds) {
      const found = await Promise.all(playerIds.map((id) => getRating(game, id, true)));
      return new Map(found.flatMap((r) => (r ? [[r.value.playerId, r] as const] : [])));
    },

    async applied(gameId) {
      const out = await doc.send(new GetCommand({ TableName: table, Key: { pk: ratingKeys.rated(gameId), sk: 0 }, ConsistentRead: true }));
      return out.Item !== undefined;
    },

    async apply(gameId, at, writes) {
      const mark = { Put: { TableName: table, Item: { pk: ratingKeys.rated(gameId), sk: 0, kind: 'rated', at, players: writes.map((w) => w.rating.playerId) }, ConditionExpression: 'attribute_not_exists(pk)' } };
      const ratings = writes.map((w) => ({
        Put: {
          TableName: table,
          Item: {
            pk: ratingKeys.rating(w.rating.game, w.rating.playerId),
            sk: 0,
            kind: 'rating',
            ...w.rating,
            rev: (w.rev ?? 0) + 1,
            ...(w.boardKey ? { gsi1pk: ratingKeys.board(w.rating.game), gsi1sk: w.boardKey } : {}),
          },
          ...(w.rev === null ? { ConditionExpression: 'attribute_not_exists(pk)' } : { ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': w.rev } }),
        },
      }));
      try {
        await doc.send(new TransactWriteCommand({ TransactItems: [mark, ...ratings] }));
        return 'applied';
      } catch (e) {
        if (!(e instanceof TransactionCanceledException)) throw e;
        const reasons = e.CancellationReasons ?? [];
        if (reasons[0]?.Code === 'ConditionalCheckFailed') return 'already';
        if (reasons.some((r) => r.Code === 'ConditionalCheckFailed')) return 'conflict';
        // Another transaction on the same items at the same moment (TransactionConflict): read again.
        if (reasons.some((r) => r.Code === 'TransactionConflict')) return 'conflict';
        throw e;
      }
    },

    async ofPlayer(playerId, games) {
      const found = await Promise.all(games.map((game) => getRating(game, playerId, false)));
      return found.flatMap((r) => (r ? [r.value] : []));
    },

    leaderboard: (game, limit, after) =>
      pageGsi1(doc, {
        table,
        partition: ratingKeys.board(game),
        backwards: true,
        limit,
        startAfter: after ? startKey(game, after) : undefined,
        parse: (item) => fromItem(item)?.value ?? null,
        position: (item) => ({ k: String(item.gsi1sk), s: 0 }),
      }),
  };
}

function startKey(game: string, after: PagePosition): Record<string, unknown> {
  const playerId = after.k.slice(after.k.indexOf('#') + 1);
  return { gsi1pk: ratingKeys.board(game), gsi1sk: after.k, pk: ratingKeys.rating(game, playerId), sk: 0 };
}

function fromItem(item: Record<string, unknown>): Revised<PlayerRating> | null {
  const { kind, game, playerId, name, skill, gamesRated, wins, losses, changes, rev } = item;
  if (kind !== 'rating' || typeof game !== 'string' || typeof playerId !== 'string' || typeof name !== 'string' || typeof rev !== 'number') return null;
  if (typeof skill !== 'object' || skill === null || typeof gamesRated !== 'number' || typeof wins !== 'number' || typeof losses !== 'number' || !Array.isArray(changes)) return null;
  return { value: { game, playerId, name, skill: skill as PlayerRating['skill'], gamesRated, wins, losses, changes: changes as PlayerRating['changes'] }, rev };
}
