/**
 * A one-off upgrade for a table that holds players registered before addresses were claimed: each
 * player's address gets its EMAIL# claim, so those players can sign in by e-mail and nobody can
 * register their address again. It scans the table once (run it once per deployment, after
 * deploying this version; running it again changes nothing).
 *
 * An address held by several such players can be claimed by one only: the first found keeps it,
 * the others are reported (they keep working with their tokens, but cannot sign in by e-mail until
 * they change their address).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { emailKey } from '../../app/core/inputs.js';
import { keys } from '../table-schema.js';

export interface BackfillReport {
  readonly players: number;
  readonly claimed: number;
  readonly alreadyClaimed: number;
  /** Addresses another player holds: the player left without a claim, and the holder. */
  readonly conflicts: readonly { readonly playerId: string; readonly email: string; readonly heldBy: string }[];
}

const PlayerRow = z.object({ playerId: z.string(), email: z.string() });
const Claim = z.object({ playerId: z.string() });

export async function backfillEmailClaims(doc: DynamoDBDocumentClient, table: string): Promise<BackfillReport> {
  let players = 0;
  let claimed = 0;
  let alreadyClaimed = 0;
  const conflicts: { playerId: string; email: string; heldBy: string }[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: 'begins_with(pk, :player) AND sk = :zero',
        ExpressionAttributeValues: { ':player': keys.player(''), ':zero': 0 },
        ProjectionExpression: 'playerId, email',
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      const row = PlayerRow.safeParse(item);
      if (!row.success) continue;
      players++;
      const key = { pk: keys.email(emailKey(row.data.email)), sk: 0 };
      try {
        await doc.send(new PutCommand({ TableName: table, Item: { ...key, kind: 'email', playerId: row.data.playerId }, ConditionExpression: 'attribute_not_exists(pk)' }));
        claimed++;
      } catch (e) {
        if (!(e instanceof ConditionalCheckFailedException)) throw e;
        const holder = Claim.safeParse((await doc.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item);
        const heldBy = holder.success ? holder.data.playerId : '';
        if (heldBy === row.data.playerId) alreadyClaimed++;
        else conflicts.push({ playerId: row.data.playerId, email: row.data.email, heldBy });
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { players, claimed, alreadyClaimed, conflicts };
}
