/**
 * Digest players' entries in the deadline index (app/notifications/ports.ts: DigestSchedule): one item
 * DIGEST#<playerId>, listed on GSI2 under the deadline index's shards by its next digest's time, with
 * the id `digest:<playerId>` where a game's entry has its game id, so the sweeper's one read of what is
 * due finds both. The claim is a conditional write on the slot: one sweep wins each digest.
 */
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { digestDueId, type DigestSchedule } from '../../app/notifications/ports.js';
import { conditionMet } from '../dynamo.js';
import { keys } from '../table-schema.js';

export function dynamoDigestSchedule(doc: DynamoDBDocumentClient, table: string): DigestSchedule {
  const Key = (playerId: string) => ({ pk: keys.digest(playerId), sk: 0 });
  const listed = (playerId: string, slot: string) => ({ ':due': keys.dueShard(digestDueId(playerId)), ':sk': `${slot}#${digestDueId(playerId)}`, ':slot': slot, ':id': digestDueId(playerId) });
  const LIST = 'gsi2pk = :due, gsi2sk = :sk, slot = :slot, gameId = :id';
  return {
    async get(playerId) {
      const out = await doc.send(new GetCommand({ TableName: table, Key: Key(playerId), ConsistentRead: true }));
      const item = out.Item;
      if (!item || typeof item.slot !== 'string') return null;
      return { slot: item.slot, lastSent: typeof item.lastSent === 'string' ? item.lastSent : null };
    },
    async arm(playerId, slot) {
      if (slot !== null) {
        await doc.send(new UpdateCommand({ TableName: table, Key: Key(playerId), UpdateExpression: `SET ${LIST}`, ExpressionAttributeValues: listed(playerId, slot) }));
        return;
      }
      // Out of the index; the item stays (with the last digest sent) when there is one, and none is made.
      await conditionMet(doc.send(new UpdateCommand({ TableName: table, Key: Key(playerId), UpdateExpression: 'REMOVE gsi2pk, gsi2sk, slot', ConditionExpression: 'attribute_exists(pk)' })));
    },
    claim(playerId, slot, next) {
      return conditionMet(
        doc.send(
          new UpdateCommand({
            TableName: table,
            Key: Key(playerId),
            UpdateExpression: `SET ${LIST}, lastSent = :sent`,
            ConditionExpression: 'slot = :was',
            ExpressionAttributeValues: { ...listed(playerId, next), ':sent': slot, ':was': slot },
          }),
        ),
      );
    },
    async release(playerId, slot, next, lastSent) {
      await conditionMet(
        doc.send(
          new UpdateCommand({
            TableName: table,
            Key: Key(playerId),
            UpdateExpression: `SET ${LIST}${lastSent === null ? ' REMOVE lastSent' : ', lastSent = :sent'}`,
            ConditionExpression: 'slot = :claimed',
            ExpressionAttributeValues: { ...listed(playerId, slot), ':claimed': next, ...(lastSent === null ? {} : { ':sent': lastSent }) },
          }),
        ),
      );
    },
  };
}
