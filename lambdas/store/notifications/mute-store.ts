/**
 * Muted games (app/notifications/ports.ts: MuteStore), as a string set `mutedGames` on the player's
 * own item: the stream's mail step reads the player anyway, so a mute costs no read there. Each
 * change is one conditional UpdateItem (ADD or DELETE of one element): idempotent, and two at once
 * do not lose each other.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MuteStore } from '../../app/notifications/ports.js';
import { keys } from '../table-schema.js';

export function dynamoMuteStore(doc: DynamoDBDocumentClient, table: string): MuteStore {
  const Key = (playerId: string) => ({ pk: keys.player(playerId), sk: 0 });
  return {
    async mute(playerId, gameId, max) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: table,
            Key: Key(playerId),
            UpdateExpression: 'ADD mutedGames :g',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(mutedGames) OR size(mutedGames) < :max OR contains(mutedGames, :id))',
            ExpressionAttributeValues: { ':g': new Set([gameId]), ':max': max, ':id': gameId },
          }),
        );
        return 'muted';
      } catch (e) {
        if (!(e instanceof ConditionalCheckFailedException)) throw e;
        // Which condition failed: the player is gone, or too many are muted.
        const player = await doc.send(new GetCommand({ TableName: table, Key: Key(playerId), ProjectionExpression: 'pk' }));
        return player.Item ? 'too-many' : 'player-gone';
      }
    },
    async unmute(playerId, gameId) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName: table,
            Key: Key(playerId),
            UpdateExpression: 'DELETE mutedGames :g',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':g': new Set([gameId]) },
          }),
        );
        return true;
      } catch (e) {
        if (e instanceof ConditionalCheckFailedException) return false;
        throw e;
      }
    },
  };
}
