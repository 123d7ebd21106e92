/**
 * The DynamoDB and SNS actions the background Lambdas' code performs, next to that code, so infra/
 * grants exactly these (the HTTP routes declare theirs in the route table).
 */
import type { DataAccess } from '../http/route-table.js';

/**
 * stream.ts: inbox rows (PutItem), the deadline index and sent-marks (GetItem, UpdateItem), players
 * (GetItem), e-mails; bots' moves are conditional appends of the next version (PutItem: no read, the
 * stream record is the version the bot acts on). A deleted account's farewell (farewell.ts): the
 * player's list (Query), each open game's newest version (Query) and the next (PutItem), the
 * address's subscriptions (Unsubscribe), then the farewell itself (DeleteItem). A finished rated
 * game's ratings (app/ratings/rate-game.ts): its mark and the players' ratings (GetItem), its history
 * (Query), then the ratings and the mark in one transaction (PutItem each).
 */
export const streamConsumerAccess: DataAccess = { table: ['GetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'], sns: ['Publish', 'Unsubscribe'], secrets: ['linkKey'] };

/**
 * sweeper.ts: due games on gsi2 (one PartiQL SELECT over every shard; Query per shard when more are
 * due than one page) and newest versions (Query), appends (PutItem), the index (GetItem,
 * UpdateItem), reminders. Farewells the stream did not finish (farewell.ts): found on gsi2 (Query),
 * as the stream consumer finishes them (Query, PutItem, Unsubscribe, DeleteItem).
 */
export const sweeperAccess: DataAccess = { table: ['GetItem', 'Query', 'PartiQLSelect', 'PutItem', 'UpdateItem', 'DeleteItem'], sns: ['Publish', 'Unsubscribe'], secrets: ['linkKey'] };

/**
 * inbound/ses-inbound.ts, the SES receipt rule's function: the raw mail from S3 (granted apart, on
 * the bucket's prefix), then the reply use case: the token checked with the stack's key (linkKey),
 * the player (GetItem), the game's newest version (Query), the command appended as the next version
 * (PutItem, conditional, as POST /games/{gameId}/commands does; no token bookkeeping, so no
 * UpdateItem), an answer mail's rate limit (GetItem, PutItem) and the answer itself (Publish).
 */
export const inboundReplyAccess: DataAccess = { table: ['GetItem', 'Query', 'PutItem'], sns: ['Publish'], secrets: ['linkKey'] };
