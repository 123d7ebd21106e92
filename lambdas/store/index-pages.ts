/**
 * One page of a GSI1 partition (the lobby, a leaderboard), as the HTTP lists page it: up to `limit`
 * items that parse, after the position a cursor names. DynamoDB's Limit counts the items it reads,
 * not those that parse, so a short read asks again until the page is full or the partition ends.
 * The next position is the last item read, so an item that failed to parse is not read twice.
 */
import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { PagePosition } from '../app/core/cursor.js';

export interface Gsi1PageRequest<T> {
  readonly table: string;
  readonly partition: string;
  /** Highest sort key first (a leaderboard) instead of lowest first (the lobby, oldest first). */
  readonly backwards?: boolean;
  readonly limit: number;
  /** The item's whole key where the page starts after, from the cursor's position. */
  readonly startAfter: Record<string, unknown> | undefined;
  readonly parse: (item: Record<string, unknown>) => T | null;
  /** What a cursor keeps of an item (its index sort key, and its table sort key). */
  readonly position: (item: Record<string, unknown>) => PagePosition;
}

export async function pageGsi1<T>(doc: DynamoDBDocumentClient, request: Gsi1PageRequest<T>): Promise<{ items: T[]; next: PagePosition | null }> {
  const items: T[] = [];
  let start: QueryCommandOutput['LastEvaluatedKey'] = request.startAfter;
  let last: PagePosition | null = null;
  do {
    const out: QueryCommandOutput = await doc.send(
      new QueryCommand({
        TableName: request.table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': request.partition },
        ...(request.backwards ? { ScanIndexForward: false } : {}),
        Limit: request.limit - items.length,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of out.Items ?? []) {
      const parsed = request.parse(item);
      if (parsed !== null) items.push(parsed);
      last = request.position(item);
    }
    start = out.LastEvaluatedKey;
  } while (start && items.length < request.limit);
  return { items, next: start && last ? last : null };
}
