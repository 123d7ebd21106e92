/**
 * Sign-in codes and per-address mail limits on DynamoDB (docs/architecture.md §3), both short-lived items the
 * table's TTL removes:
 *
 *   SIGNIN#<sha256 of the code> / 0   { playerId, validUntil (ms), expiresAt (TTL, s) }
 *   RATE#<sha256 of the key>    / 0   { times: [ms, …] within the window, rev, expiresAt }
 *
 * A code is taken with one conditional DeleteItem (it exists and is still valid): it works once,
 * and an expired or unknown code changes nothing. TTL deletion is lazy (up to days), so validity is
 * checked on `validUntil`, never on the item's presence alone.
 *
 * The limiter keeps the times of the last events in one item and rewrites it with a revision
 * check (GetItem + conditional PutItem), so concurrent requests cannot both take the last slot.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import type { RateLimiter, SignInCodes } from '../../app/core/ports.js';
import { keys } from '../table-schema.js';

const ttlSeconds = (ms: number) => Math.ceil(ms / 1000);

export function dynamoSignInCodes(doc: DynamoDBDocumentClient, table: string): SignInCodes {
  const key = (codeHash: string) => ({ pk: keys.signIn(codeHash), sk: 0 });
  return {
    async put(codeHash, playerId, expiresAtMs) {
      await doc.send(
        new PutCommand({
          TableName: table,
          Item: { ...key(codeHash), kind: 'sign-in-code', playerId, validUntil: expiresAtMs, expiresAt: ttlSeconds(expiresAtMs) },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
    async take(codeHash, nowMs) {
      try {
        const out = await doc.send(
          new DeleteCommand({
            TableName: table,
            Key: key(codeHash),
            ConditionExpression: 'attribute_exists(pk) AND validUntil > :now',
            ExpressionAttributeValues: { ':now': nowMs },
            ReturnValues: 'ALL_OLD',
          }),
        );
        const item = StoredCode().safeParse(out.Attributes);
        return item.success ? { playerId: item.data.playerId } : null;
      } catch (e) {
        if (e instanceof ConditionalCheckFailedException) return null;
        throw e;
      }
    },
  };
}

const StoredCode = /* @__PURE__ */ builtOnce(() =>
  z.object({ playerId: z.string() }),
);
const StoredRate = /* @__PURE__ */ builtOnce(() =>
  z.object({ times: z.array(z.number()), rev: z.number() }),
);

/** Attempts at the read-check-write before giving up (only concurrent requests for one key retry). */
const ATTEMPTS = 5;

export function dynamoRateLimiter(doc: DynamoDBDocumentClient, table: string): RateLimiter {
  // The key may name an address: it is stored only as a hash.
  const key = (k: string) => ({ pk: keys.rate(createHash('sha256').update(k).digest('hex')), sk: 0 });
  return {
    async hit(k, limit, windowMs, nowMs) {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const out = await doc.send(new GetCommand({ TableName: table, Key: key(k), ConsistentRead: true }));
        const stored = StoredRate().safeParse(out.Item);
        const rev = stored.success ? stored.data.rev : 0;
        const recent = (stored.success ? stored.data.times : []).filter((t) => t > nowMs - windowMs).sort((a, b) => a - b);
        if (recent.length >= limit) return { ok: false, retryAfterMs: Math.max(1000, (recent[recent.length - limit] ?? nowMs) + windowMs - nowMs) };
        try {
          await doc.send(
            new PutCommand({
              TableName: table,
              Item: { ...key(k), kind: 'rate', times: [...recent, nowMs], rev: rev + 1, expiresAt: ttlSeconds(nowMs + windowMs) },
              ConditionExpression: rev === 0 ? 'attribute_not_exists(pk) OR rev = :rev' : 'rev = :rev',
              ExpressionAttributeValues: { ':rev': rev },
            }),
          );
          return { ok: true };
        } catch (e) {
          if (!(e instanceof ConditionalCheckFailedException)) throw e;
        }
      }
      // Contended this much: count it as one too many rather than let it through unchecked.
      return { ok: false, retryAfterMs: 1000 };
    },
  };
}
