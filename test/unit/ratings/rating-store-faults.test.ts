// The rating store's answers to a refused transaction, with DynamoDB's faults injected
// (aws-sdk-client-mock): the game's mark taken is `already`, a rating's revision moved or another
// transaction on the same items is `conflict` (the rating step reads again), anything else throws.
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlayerRating, RatingWrite } from '../../../lambdas/app/ratings/model.js';
import { rateFinishedGame } from '../../../lambdas/app/ratings/rate-game.js';
import { dynamoRatingStore } from '../../../lambdas/store/ratings/rating-store.js';
import { createRegistry } from '../../../domain/games/registry.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { registerPlayer } from '../../../lambdas/app/accounts/players.js';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import { submitCommand } from '../../../lambdas/app/games/submit-command.js';
import { memoryContext } from '../../support/memory-stores.js';
import { unwrap } from '../../support/http/players.js';

const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const ddb = mockClient(doc);
beforeEach(() => ddb.reset());

const canceled = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'Transaction cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });

const rating: PlayerRating = { game: 'counter', playerId: 'p1', name: 'Ada', skill: { mu: 27, sigma: 8 }, gamesRated: 1, wins: 1, losses: 0, changes: [] };
const write: RatingWrite = { rating, rev: 3, boardKey: null };

describe('a refused rating transaction', () => {
  it('is `already` when the mark exists, `conflict` when a revision moved or another transaction held an item, and throws otherwise', async () => {
    const store = dynamoRatingStore(doc, 'table');
    ddb.on(TransactWriteCommand).rejectsOnce(canceled('ConditionalCheckFailed', 'None')).rejectsOnce(canceled('None', 'ConditionalCheckFailed')).rejectsOnce(canceled('None', 'TransactionConflict')).rejectsOnce(canceled('None', 'ThrottlingError'));
    expect(await store.apply('g1', '2026-12-01T00:00:00.000Z', [write])).toBe('already');
    expect(await store.apply('g1', '2026-12-01T00:00:00.000Z', [write])).toBe('conflict');
    expect(await store.apply('g1', '2026-12-01T00:00:00.000Z', [write])).toBe('conflict');
    await expect(store.apply('g1', '2026-12-01T00:00:00.000Z', [write])).rejects.toThrow(TransactionCanceledException);
    // The rating's write is conditional on the revision read.
    const sent = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(sent[1]?.Put?.ConditionExpression).toBe('rev = :rev');
    expect(sent[1]?.Put?.ExpressionAttributeValues).toEqual({ ':rev': 3 });
    expect(sent[1]?.Put?.Item?.rev).toBe(4);
  });

  it('makes the rating step read again after a TransactionConflict, and apply from what it read the second time', async () => {
    const ctx = memoryContext(createRegistry([counterGame]));
    const [a, b] = [unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'a@example.com' })), unwrap(await registerPlayer(ctx, { name: 'Bob', email: 'b@example.com' }))];
    const [ada, bob] = [(await ctx.players.get(a.playerId))!, (await ctx.players.get(b.playerId))!];
    const g = unwrap(await createGame(ctx, ada, { game: 'counter', options: { target: 2 }, rated: true }, null)).resource;
    unwrap(await joinGame(ctx, bob, g.gameId));
    unwrap(await submitCommand(ctx, ada, g.gameId, { command: { type: 'add', n: 2 } }));
    const last = (await ctx.events.latest(g.gameId))!;
    // First read: neither rated; between the attempts another game of Ada's applied (rev 1).
    const adaItem = { pk: `RATING#counter#${ada.playerId}`, sk: 0, kind: 'rating', ...rating, playerId: ada.playerId, rev: 1 };
    ddb.on(GetCommand, { Key: { pk: `RATED#${g.gameId}`, sk: 0 } }).resolves({});
    ddb.on(GetCommand, { Key: { pk: `RATING#counter#${ada.playerId}`, sk: 0 } }).resolvesOnce({}).resolves({ Item: adaItem });
    ddb.on(GetCommand, { Key: { pk: `RATING#counter#${bob.playerId}`, sk: 0 } }).resolves({});
    ddb.on(TransactWriteCommand).rejectsOnce(canceled('None', 'TransactionConflict', 'None')).resolves({});
    const changes = await rateFinishedGame({ games: ctx.games, ratings: dynamoRatingStore(doc, 'table'), events: ctx.events }, last);
    expect(changes).not.toBeNull();
    const writes = ddb.commandCalls(TransactWriteCommand);
    expect(writes).toHaveLength(2);
    const adaPut = (call: number) => writes[call]!.args[0].input.TransactItems!.find((t) => t.Put?.Item?.playerId === ada.playerId)!.Put!;
    expect(adaPut(0).ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(adaPut(1).ExpressionAttributeValues).toEqual({ ':rev': 1 });
    expect(adaPut(1).Item?.gamesRated).toBe(2);
    expect(changes!.find((c) => c.playerId === ada.playerId)?.before).toBeCloseTo(27 - 3 * 8, 9);
  });
});
