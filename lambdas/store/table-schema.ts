/**
 * The one DynamoDB table, described once as plain data. local/ and the tests turn it into a
 * CreateTable request; infra/ turns it into a TableV2. No AWS SDK import here, so the CDK app
 * can use it without pulling the SDK into synthesis.
 *
 * Items (pk / sk):
 *   GAME#<gameId>   / <version>   one per accepted command: events, actor, time, snapshot after it, as one
 *                                 deflated attribute `z` (event-store.ts; older versions: one JSON string each)
 *   PLAYER#<id>     / 0           a player: name, e-mail, its device tokens (sha256 of each secret), preferences
 *   EMAIL#<key>     / 0           the claim on an e-mail address (trimmed, lower case): its player's id
 *   FAREWELL#<id>   / 0           a deleted account's work still to do, written with the deletion: the stream consumer
 *                                 lets go of the player's open games, removes the address's subscriptions, then deletes it;
 *                                 listed on GSI2 under FAREWELLS for the sweeper, should the stream not finish it (farewell-store.ts)
 *   SIGNIN#<hash>   / 0           a one-time sign-in code, by its sha256 (expires via TTL; taken once)
 *   RATE#<hash>     / 0           recent mails to one address, for its hourly limit (expires via TTL)
 *   MEMBER#<gameId> / <seat>      read model: one seat of a game, listed on GSI1 as the player's inbox
 *   MEMBER#<gameId> / -1          read model: the game's summary (pending decisions) with its sent-marks
 *   MEMBER#<gameId> / -2          read model: a public game's lobby entry, listed on GSI1 under LOBBY#<game> while
 *                                 it may be joined (lobby-store.ts)
 *   MEMBER#<gameId> / 100 + i     read model: the i-th invitation, listed on GSI1 in the invitee's list while open
 *                                 (a freed seat's or closed invitation's row stays as a bare version, in no list)
 *   DUE#<gameId>    / 0           read model: the game's next deadline, listed on GSI2 for the sweeper
 *                                 (under one of DUE_SHARDS partitions, so no single index partition is hot)
 *   DIGEST#<playerId> / 0       a digest player's next daily digest, listed on GSI2 beside the games' deadlines as
 *                                 `digest:<playerId>` (notifications/digest-store.ts)
 *   WEBHOOKS#<playerId> / 0       a player's webhooks (at most 5): URL, events, signing secret (webhooks/webhook-store.ts)
 *   WHSEND#<deliveryId> / 0       a webhook delivery not yet done, listed on GSI2 under WEBHOOKS-DUE by its next attempt
 *                                 while one is due (expires via TTL)
 *   WHLOG#<webhookId> / <ms·1000+n> one delivery attempt, for the owner's list of the last 50 (expires via TTL)
 *   RATING#<game>#<playerId> / 0  read model: a player's rating in one game kind; on GSI1 under BOARD#<game>
 *                                 once on the leaderboard (ratings/rating-store.ts)
 *   RATED#<gameId>  / 0           the mark of a game whose ratings were applied
 *   NOTIFY#<gameId> / <version>   sent-marks as written before summaries kept them: read for old versions, expire via TTL
 */
export const tableSchema = {
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'N' },
  globalIndexes: [
    // A player's games: gsi1pk = INBOX#<playerId>, gsi1sk = <rank by status>#<since>#<gameId>;
    // the lobby: gsi1pk = LOBBY#<game>, gsi1sk = <createdAt>#<gameId> (public waiting games only)
    { name: 'gsi1', partitionKey: { name: 'gsi1pk', type: 'S' }, sortKey: { name: 'gsi1sk', type: 'S' } },
    // Due deadlines: gsi2pk = DUE#<shard>, gsi2sk = <deadline ISO>#<gameId>;
    // farewells the sweeper takes over: gsi2pk = FAREWELLS, gsi2sk = <ISO>#<playerId>;
    // webhook retries: gsi2pk = WEBHOOKS-DUE, gsi2sk = <next attempt ISO>#<deliveryId>
    { name: 'gsi2', partitionKey: { name: 'gsi2pk', type: 'S' }, sortKey: { name: 'gsi2sk', type: 'S' } },
  ],
  timeToLiveAttribute: 'expiresAt',
  stream: 'NEW_IMAGE',
} as const;

export const keys = {
  game: (gameId: string) => `GAME#${gameId}`,
  player: (playerId: string) => `PLAYER#${playerId}`,
  email: (emailKey: string) => `EMAIL#${emailKey}`,
  farewell: (playerId: string) => `FAREWELL#${playerId}`,
  farewellsDue: () => 'FAREWELLS',
  signIn: (codeHash: string) => `SIGNIN#${codeHash}`,
  rate: (keyHash: string) => `RATE#${keyHash}`,
  member: (gameId: string) => `MEMBER#${gameId}`,
  inbox: (playerId: string) => `INBOX#${playerId}`,
  lobby: (game: string) => `LOBBY#${game}`,
  due: (gameId: string) => `DUE#${gameId}`,
  digest: (playerId: string) => `DIGEST#${playerId}`,
  dueShard: (gameId: string) => `DUE#${shardOf(gameId)}`,
  webhooks: (playerId: string) => `WEBHOOKS#${playerId}`,
  webhookDelivery: (deliveryId: string) => `WHSEND#${deliveryId}`,
  webhookDeliveriesDue: () => 'WEBHOOKS-DUE',
  webhookLog: (webhookId: string) => `WHLOG#${webhookId}`,
  calendarFeed: (secretHash: string) => `CALENDAR#${secretHash}`,
  calendarOwner: (playerId: string) => `CALENDARS#${playerId}`,
  dueShards: () => Array.from({ length: DUE_SHARDS }, (_, i) => `DUE#${i}`),
} as const;

/** Deadline index partitions, so that no single index partition is hot with every game's entry. */
const DUE_SHARDS = 8;

function shardOf(gameId: string): number {
  let h = 0;
  for (let i = 0; i < gameId.length; i++) h = (Math.imul(h, 31) + gameId.charCodeAt(i)) >>> 0;
  return h % DUE_SHARDS;
}
