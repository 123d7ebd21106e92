/**
 * Players on DynamoDB: `PLAYER#<id> / 0` holds the profile and the device tokens (a map by token id:
 * label, sha256 of the secret, creation, hour of last use), and `EMAIL#<key> / 0` claims an
 * address for one player. Registration writes the two in one transaction (conditional puts), so an
 * address is never claimed twice; a change of address moves the claim in one transaction too, and
 * deleting the account removes both in one, leaving the account's farewell (farewell-store.ts) in the same.
 *
 * Players registered before devices existed hold a single `tokenHash`; they are read as one token
 * (`t0`) and their first token change rewrites them as a map (conditionally, so a concurrent
 * change is noticed).
 */
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { builtOnce } from '../../../domain/engine/built-once.js';
import { CLOCK_STYLES, DEFAULT_CLOCK, NOTIFICATION_MODES, type DeviceToken, type PlayerRecord } from '../../app/core/model.js';
import type { PlayerStore } from '../../app/core/ports.js';
import { farewellItem } from './farewell-store.js';
import { stringSet } from '../dynamo.js';
import { keys } from '../table-schema.js';

/** The id the single token of a player registered before devices existed is listed under. */
export const LEGACY_TOKEN_ID = 't0';
const LEGACY_TOKEN_LABEL = 'first device';

type TokenMapEntry = Omit<DeviceToken, 'tokenId'>;
const entryOf = ({ tokenId: _id, ...entry }: DeviceToken): TokenMapEntry => entry;
const tokenMap = (tokens: readonly DeviceToken[]) => Object.fromEntries(tokens.map((t) => [t.tokenId, entryOf(t)]));

export function dynamoPlayerStore(doc: DynamoDBDocumentClient, table: string): PlayerStore {
  const key = (id: string) => ({ pk: keys.player(id), sk: 0 });
  const emailItemKey = (emailKey: string) => ({ pk: keys.email(emailKey), sk: 0 });

  /** An UpdateItem that answers false when its condition fails. */
  async function conditionalUpdate(input: ConstructorParameters<typeof UpdateCommand>[0]): Promise<Record<string, unknown> | null> {
    try {
      const out = await doc.send(new UpdateCommand({ ...input, TableName: table, ReturnValues: 'ALL_NEW' }));
      return out.Attributes ?? null;
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return null;
      throw e;
    }
  }

  /** A legacy player's tokens rewritten as a map, while it is still legacy with the same hash. */
  function rewriteLegacy(player: PlayerRecord, tokens: readonly DeviceToken[]) {
    const legacy = player.tokens.find((t) => t.tokenId === LEGACY_TOKEN_ID);
    return conditionalUpdate({
      TableName: table,
      Key: key(player.playerId),
      UpdateExpression: 'SET tokens = :tokens REMOVE tokenHash',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(tokens) AND tokenHash = :legacy',
      ExpressionAttributeValues: { ':tokens': tokenMap(tokens), ':legacy': legacy?.hash ?? '' },
    });
  }

  return {
    async create(player, emailKey) {
      const { tokens, tokenStorage: _storage, pendingEmail: _none, ...profile } = player;
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName: table, Item: { ...key(player.playerId), kind: 'player', ...profile, tokens: tokenMap(tokens) }, ConditionExpression: 'attribute_not_exists(pk)' } },
              { Put: { TableName: table, Item: { ...emailItemKey(emailKey), kind: 'email', playerId: player.playerId }, ConditionExpression: 'attribute_not_exists(pk)' } },
            ],
          }),
        );
        return 'created';
      } catch (e) {
        if (!(e instanceof TransactionCanceledException)) throw e;
        const [playerItem, emailItem] = e.CancellationReasons ?? [];
        if (emailItem?.Code === 'ConditionalCheckFailed') return 'email-taken';
        if (playerItem?.Code === 'ConditionalCheckFailed') return 'id-taken';
        throw e;
      }
    },
    async get(playerId) {
      const out = await doc.send(new GetCommand({ TableName: table, Key: key(playerId), ConsistentRead: true }));
      return out.Item ? toPlayer(out.Item) : null;
    },
    async findByEmail(emailKey) {
      const out = await doc.send(new GetCommand({ TableName: table, Key: emailItemKey(emailKey), ConsistentRead: true }));
      const item = EmailClaim().safeParse(out.Item);
      return item.success ? item.data.playerId : null;
    },
    async update(playerId, changes) {
      const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
      if (entries.length === 0) return this.get(playerId);
      const set = entries.filter(([, v]) => v !== null);
      const remove = entries.filter(([, v]) => v === null);
      const names = (list: typeof entries, from: number) => list.map(([k], i) => [`#k${from + i}`, k] as const);
      const expression = [
        set.length ? 'SET ' + set.map((_, i) => `#k${i} = :v${i}`).join(', ') : '',
        remove.length ? 'REMOVE ' + remove.map((_, i) => `#k${set.length + i}`).join(', ') : '',
      ].join(' ');
      const item = await conditionalUpdate({
        TableName: table,
        Key: key(playerId),
        UpdateExpression: expression.trim(),
        ExpressionAttributeNames: Object.fromEntries([...names(set, 0), ...names(remove, set.length)]),
        ...(set.length ? { ExpressionAttributeValues: Object.fromEntries(set.map(([, v], i) => [`:v${i}`, v])) } : {}),
        ConditionExpression: 'attribute_exists(pk)',
      });
      return item ? toPlayer(item) : null;
    },
    async addToken(player, token, evict, limit) {
      if (player.tokenStorage === 'legacy') {
        return (await rewriteLegacy(player, [...player.tokens.filter((t) => !evict.includes(t.tokenId)), token])) !== null;
      }
      const removed = evict.map((_, i) => `tokens.#e${i}`);
      const item = await conditionalUpdate({
        TableName: table,
        Key: key(player.playerId),
        UpdateExpression: `SET tokens.#new = :token${removed.length ? ` REMOVE ${removed.join(', ')}` : ''}`,
        // The map has room once the evicted ones are gone (size counts before the update).
        ConditionExpression: 'attribute_exists(pk) AND attribute_exists(tokens) AND size(tokens) < :room',
        ExpressionAttributeNames: { '#new': token.tokenId, ...Object.fromEntries(evict.map((id, i) => [`#e${i}`, id])) },
        ExpressionAttributeValues: { ':token': entryOf(token), ':room': limit + evict.length },
      });
      return item !== null;
    },
    async removeTokens(player, tokenIds) {
      if (player.tokenStorage === 'legacy') {
        const item = await rewriteLegacy(player, player.tokens.filter((t) => !tokenIds.includes(t.tokenId)));
        return item ? toPlayer(item) : null;
      }
      const item = await conditionalUpdate({
        TableName: table,
        Key: key(player.playerId),
        UpdateExpression: `REMOVE ${tokenIds.map((_, i) => `tokens.#r${i}`).join(', ')}`,
        ConditionExpression: `attribute_exists(pk) AND attribute_exists(tokens)`,
        ExpressionAttributeNames: Object.fromEntries(tokenIds.map((id, i) => [`#r${i}`, id])),
      });
      return item ? toPlayer(item) : null;
    },
    async touchToken(player, tokenId, hour) {
      if (player.tokenStorage === 'legacy') {
        await rewriteLegacy(player, player.tokens.map((t) => (t.tokenId === tokenId ? { ...t, lastUsedAt: hour } : t)));
        return;
      }
      await conditionalUpdate({
        TableName: table,
        Key: key(player.playerId),
        UpdateExpression: 'SET tokens.#id.lastUsedAt = :hour',
        // Only forward, and never bringing back a token revoked meanwhile.
        ConditionExpression: 'attribute_exists(tokens.#id) AND (attribute_type(tokens.#id.lastUsedAt, :null) OR tokens.#id.lastUsedAt < :hour)',
        ExpressionAttributeNames: { '#id': tokenId },
        ExpressionAttributeValues: { ':hour': hour, ':null': 'NULL' },
      });
    },
    async changeEmail(player, change) {
      const playerUpdate = {
        Update: {
          TableName: table,
          Key: key(player.playerId),
          UpdateExpression: 'SET email = :email, subscription = :subscription REMOVE pendingEmail',
          ConditionExpression: 'attribute_exists(pk) AND pendingEmail.codeHash = :codeHash',
          ExpressionAttributeValues: { ':email': change.email, ':subscription': change.subscription, ':codeHash': change.codeHash },
        },
      };
      const mine = { ExpressionAttributeValues: { ':me': player.playerId }, ExpressionAttributeNames: { '#playerId': 'playerId' } };
      const sameKey = change.emailKey === change.oldEmailKey;
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              playerUpdate,
              {
                Put: {
                  TableName: table,
                  Item: { ...emailItemKey(change.emailKey), kind: 'email', playerId: player.playerId },
                  ConditionExpression: 'attribute_not_exists(pk) OR #playerId = :me',
                  ...mine,
                },
              },
              // Players registered before addresses were claimed may have no claim to release.
              ...(sameKey ? [] : [{ Delete: { TableName: table, Key: emailItemKey(change.oldEmailKey), ConditionExpression: 'attribute_not_exists(pk) OR #playerId = :me', ...mine } }]),
            ],
          }),
        );
        return 'changed';
      } catch (e) {
        if (!(e instanceof TransactionCanceledException)) throw e;
        const [playerItem, newClaim] = e.CancellationReasons ?? [];
        if (newClaim?.Code === 'ConditionalCheckFailed') return 'email-taken';
        if (playerItem?.Code === 'ConditionalCheckFailed') return 'stale';
        throw e;
      }
    },
    async remove(player, emailKey, farewell) {
      // The claim goes only if it is this player's: a player registered before addresses were
      // claimed may have none, or share its address with the player the backfill gave it to.
      const mine = { ExpressionAttributeValues: { ':me': player.playerId }, ExpressionAttributeNames: { '#playerId': 'playerId' } };
      const playerGoes = { Delete: { TableName: table, Key: key(player.playerId), ConditionExpression: 'attribute_exists(pk)' } };
      const farewellLeft = { Put: { TableName: table, Item: farewellItem(farewell) } };
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [playerGoes, { Delete: { TableName: table, Key: emailItemKey(emailKey), ConditionExpression: 'attribute_not_exists(pk) OR #playerId = :me', ...mine } }, farewellLeft],
          }),
        );
        return true;
      } catch (e) {
        if (!(e instanceof TransactionCanceledException)) throw e;
        const [playerItem, claim] = e.CancellationReasons ?? [];
        if (playerItem?.Code === 'ConditionalCheckFailed') return false;
        if (claim?.Code !== 'ConditionalCheckFailed') throw e;
      }
      // The address is another player's: the player goes without it.
      try {
        await doc.send(new TransactWriteCommand({ TransactItems: [playerGoes, farewellLeft] }));
        return true;
      } catch (e) {
        if (e instanceof TransactionCanceledException && e.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
        throw e;
      }
    },
  };
}

// The stored shapes are built on first use (builtOnce): a function parses only some of them, and a
// schema built at import is paid again on every cold start.
const EmailClaim = /* @__PURE__ */ builtOnce(() => z.object({ playerId: z.string() }));

const StoredToken = /* @__PURE__ */ builtOnce(() => z.object({ hash: z.string(), label: z.string(), createdAt: z.string(), lastUsedAt: z.nullable(z.string()) }));

/** A player item as stored (keys and `kind` aside, which parsing drops): tokens as a map, or the legacy single hash. */
const StoredPlayer = /* @__PURE__ */ builtOnce(() => z.object({
  playerId: z.string(),
  name: z.string(),
  email: z.string(),
  tokens: z.optional(z.record(z.string(), StoredToken())),
  tokenHash: z.optional(z.string()),
  createdAt: z.string(),
  // `news` is absent on players from before it could be turned off: on.
  notifications: z.object({
    email: z.boolean(),
    reminders: z.boolean(),
    news: z.optional(z.boolean()),
    // Absent until chosen (lambdas/app/notifications/settings.ts has the defaults).
    mode: z.optional(z.enum(NOTIFICATION_MODES)),
    digestHour: z.optional(z.number()),
    whenJustPlayed: z.optional(z.boolean()),
  }),
  // A string set (lambdas/store/notifications/mute-store.ts); absent: no game muted.
  mutedGames: z.optional(z.unknown()),
  // Absent on players from before time zones (and when set back to UTC): null.
  timeZone: z.optional(z.nullable(z.string())),
  // Absent on players from before the clock was theirs to choose: 24-hour.
  clock: z.optional(z.enum(CLOCK_STYLES)),
  subscription: z.object({
    arn: z.nullable(z.string()),
    email: z.nullable(z.string()),
    state: z.enum(['none', 'pending', 'confirmed', 'unsubscribed', 'failed']),
  }),
  pendingEmail: z.optional(z.nullable(z.object({ email: z.string(), codeHash: z.string(), expiresAt: z.string(), subscriptionArn: z.nullable(z.string()) }))),
  // Absent on players who never took a vacation nor turned auto-vacation off (lambdas/app/time/).
  time: z.optional(
    z.object({
      budget: z.object({ days: z.number(), asOf: z.string() }),
      vacation: z.nullable(z.object({ since: z.string(), until: z.string(), auto: z.optional(z.literal(true)) })),
      autoVacation: z.boolean(),
    }),
  ),
}));

function toPlayer(item: Record<string, unknown>): PlayerRecord {
  const { tokens, tokenHash, pendingEmail, timeZone, clock, notifications, time, mutedGames, ...profile } = StoredPlayer().parse(item);
  const muted = [...stringSet(mutedGames)];
  const legacy = tokens === undefined;
  const list: DeviceToken[] = legacy
    ? tokenHash === undefined
      ? []
      : [{ tokenId: LEGACY_TOKEN_ID, hash: tokenHash, label: LEGACY_TOKEN_LABEL, createdAt: profile.createdAt, lastUsedAt: null }]
    : Object.entries(tokens).map(([tokenId, t]) => ({ tokenId, ...t }));
  return { ...profile, notifications: { ...notifications, news: notifications.news ?? true }, timeZone: timeZone ?? null, clock: clock ?? DEFAULT_CLOCK, tokens: list, tokenStorage: legacy ? 'legacy' : 'map', pendingEmail: pendingEmail ?? null, ...(time ? { time } : {}), ...(muted.length ? { mutedGames: muted } : {}) };
}

/** A stored player item, for tests that need one as it was before devices (`tokenHash`). */
export function legacyPlayerItem(player: Omit<PlayerRecord, 'tokens' | 'tokenStorage' | 'pendingEmail' | 'timeZone' | 'clock' | 'notifications'> & { notifications: { email: boolean; reminders: boolean } }, tokenHash: string) {
  return { pk: keys.player(player.playerId), sk: 0, kind: 'player', ...player, tokenHash };
}
