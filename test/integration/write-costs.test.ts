// What a move costs in DynamoDB calls, counted call by call against DynamoDB Local: the move path
// (one Query, one PutItem) and the stream consumer for each kind of version (what it writes, by
// item: the game summary, a seat's row, the deadline entry). A change that writes more per move
// shows here; the bench (npm run bench) measures the capacity units.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '../../lambdas/app/accounts/auth.js';
import { createGame, joinGame } from '../../lambdas/app/games/create-game.js';
import { invitePlayer } from '../../lambdas/app/games/invite-player.js';
import { leaveGame } from '../../lambdas/app/games/leave-game.js';
import type { AppContext } from '../../lambdas/app/core/context.js';
import type { GameRecord } from '../../lambdas/app/core/model.js';
import { consumeGameVersions, type StreamDeps } from '../../lambdas/app/background/stream-consumer.js';
import { submitCommand } from '../../lambdas/app/games/submit-command.js';
import { httpLambda } from '../../lambdas/http/http-lambda.js';
import { submitCommandRoute } from '../../lambdas/http/routes/games.js';
import { fakeLambdaContext } from '../../local/http/http-front.js';
import { apiEvent } from '../support/lambda-events.js';
import { createTable } from '../../lambdas/store/create-table.js';
import { documentClient } from '../../lambdas/store/dynamo.js';
import { toItem } from '../../lambdas/store/event-store.js';
import { appContext, environment, streamDeps } from '../../lambdas/wiring.js';
import { patientChooser } from '../../domain/engine/playout.js';
import { createRng } from '../../domain/engine/rng.js';
import { createRegistry, productGames } from '../../domain/games/registry.js';
import { dynamoEndpoint, uniqueTableName } from '../support/dynamo.js';
import { counterGame } from '../support/fixtures/counter-game.js';
import { recordingNotifier } from '../support/memory-stores.js';
import { newPlayer, unwrap } from '../support/http/players.js';

const games = createRegistry([counterGame, ...productGames.values()]);
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

/** `<operation> <item kind>` of every call, the kind being the key's prefix (GAME, MEMBER, DUE, PLAYER…). */
function countingClient(endpoint: string) {
  const client = new DynamoDBClient({ endpoint });
  const calls: string[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { Key?: { pk?: unknown }; Item?: { pk?: unknown }; ExpressionAttributeValues?: Record<string, unknown>; IndexName?: string };
      const pk = input.Key?.pk ?? input.Item?.pk ?? Object.values(input.ExpressionAttributeValues ?? {})[0];
      // Document-client calls carry plain values; the move path's raw calls carry { S: … }.
      const text = typeof pk === 'string' ? pk : typeof pk === 'object' && pk !== null && 'S' in pk && typeof pk.S === 'string' ? pk.S : null;
      const kind = input.IndexName ?? (text === null ? '?' : text.split('#')[0]);
      calls.push(`${String(context.commandName).replace(/Command$/, '')} ${kind}`);
      return next(args);
    },
    { step: 'initialize', name: 'countCalls' },
  );
  return { client, calls };
}

let env: ReturnType<typeof environment>;
let ctx: AppContext;
let stream: StreamDeps;
let calls: string[];
const notifier = recordingNotifier();

beforeAll(async () => {
  const counting = countingClient(dynamoEndpoint());
  const table = uniqueTableName('cost');
  await createTable(counting.client, table);
  env = environment({ doc: documentClient(counting.client), table, games, notifier, linkKey: async () => new Uint8Array(32) });
  ctx = appContext(env);
  stream = streamDeps(env);
  calls = counting.calls;
});

const writes = () => calls.filter((c) => WRITES.has(c.split(' ')[0]!));
const reads = () => calls.filter((c) => !WRITES.has(c.split(' ')[0]!));

/** Runs the stream consumer on one stored version; the calls it made. */
async function project(record: GameRecord): Promise<{ writes: string[]; reads: string[] }> {
  calls.length = 0;
  const out = await consumeGameVersions([{ id: String(record.version), record }], stream);
  if (out.failedIds.length) throw out.error;
  return { writes: writes(), reads: [...reads()].sort() };
}

async function counterGameOf(target: number) {
  const a = await newPlayer(ctx, 'Ada');
  const b = await newPlayer(ctx, 'Bob');
  // Unrated: these are the platform's own costs; a rated game's end adds its ratings' transaction (docs/ratings.md).
  const created = unwrap(await createGame(ctx, a.player, { game: 'counter', options: { target }, rated: false }, null)).resource;
  unwrap(await joinGame(ctx, b.player, created.gameId));
  for (const p of [a, b]) await authenticate(ctx.players, ctx.tokens, p.token, Date.now());
  return { a, b, gameId: created.gameId, latest: async () => (await ctx.events.latest(created.gameId))! };
}

describe('the move path', () => {
  it('is one PutItem with an Idempotency-Key too (and one Query before it in a process that has not seen the game), at version 3 and at version 60, and the item stays under 1 KB', async () => {
    const g = await counterGameOf(1000);
    const seen: { calls: string[]; bytes: number }[] = [];
    for (let i = 0; i < 60; i++) {
      // Every tenth move in a new process: the same process remembers the version it wrote.
      if (i % 10 === 0) ctx = appContext(env);
      calls.length = 0;
      unwrap(await submitCommand(ctx, [g.a, g.b][i % 2]!.player, g.gameId, { command: { type: 'add', n: 1 }, idempotencyKey: `move-${i}-${'x'.repeat(30)}` }));
      seen.push({ calls: [...calls], bytes: toItem(await g.latest()).z.byteLength });
    }
    for (const s of [seen[0]!, seen[50]!]) expect(s.calls).toEqual(['Query GAME', 'PutItem GAME']);
    for (const s of [seen[1]!, seen[59]!]) expect(s.calls).toEqual(['PutItem GAME']);
    expect(Math.max(...seen.map((s) => s.bytes))).toBeLessThan(1024);
    // Flat once each seat remembers its latest keys (4 per seat).
    expect(Math.abs(seen[59]!.bytes - seen[24]!.bytes)).toBeLessThan(24);
  });

  it('through HTTP in a new process: the Query for the game goes out before the GetItem for the token, then the PutItem (the two reads overlap)', async () => {
    const g = await counterGameOf(1000);
    const mover = (await g.latest()).snapshot.pending[0]?.seat === 0 ? g.a : g.b;
    ctx = appContext(env);
    calls.length = 0;
    const event = apiEvent({
      method: 'POST',
      path: `/games/${g.gameId}/commands`,
      route: '/games/{gameId}/commands',
      headers: { authorization: `Bearer ${mover.token}`, 'content-type': 'application/json' },
      pathParameters: { gameId: g.gameId },
      body: JSON.stringify({ type: 'add', n: 1 }),
    });
    const res = await httpLambda(submitCommandRoute, () => ctx)(event, fakeLambdaContext('t'));
    expect(res.statusCode, res.body).toBe(200);
    expect(calls).toEqual(['Query GAME', 'GetItem PLAYER', 'PutItem GAME']);
  });
});

describe('the stream consumer', () => {
  it('writes only the game summary for a move that passes the turn, with the mail it sends (3 reads: its marks, the player, the versions its recap tells)', async () => {
    const g = await counterGameOf(1000);
    unwrap(await submitCommand(ctx, g.a.player, g.gameId, { command: { type: 'add', n: 1 } }));
    expect(await project(await g.latest())).toEqual({ writes: ['PutItem MEMBER'], reads: ['GetItem MEMBER', 'GetItem PLAYER', 'GetItem WEBHOOKS', 'Query GAME'] });
    // The same at version 41: nothing grows with the game.
    for (let i = 0; i < 39; i++) unwrap(await submitCommand(ctx, [g.b, g.a][i % 2]!.player, g.gameId, { command: { type: 'add', n: 1 } }));
    expect((await g.latest()).version).toBe(41);
    expect(await project(await g.latest())).toEqual({ writes: ['PutItem MEMBER'], reads: ['GetItem MEMBER', 'GetItem PLAYER', 'GetItem WEBHOOKS', 'Query GAME'] });
    expect(notifier.published.at(-1)?.body).toContain('Since your last move:');
  });

  it('writes only the game summary, reading nothing, for a version that opens no decision (no mail)', async () => {
    const g = await counterGameOf(1000);
    unwrap(await submitCommand(ctx, g.a.player, g.gameId, { command: { type: 'call' } }));
    // Both must shout; Ada shouts first: Bob's decision stays open as it was.
    unwrap(await submitCommand(ctx, g.a.player, g.gameId, { command: { type: 'shout' } }));
    expect(await project(await g.latest())).toEqual({ writes: ['PutItem MEMBER'], reads: [] });
  });

  it('writes the seats, the deadline entry and the summary when the game starts and when it ends, and nothing twice for a redelivered version', async () => {
    const g = await counterGameOf(2);
    const started = (await ctx.events.atVersion(g.gameId, 1))!;
    const start = await project(started);
    expect(start.writes.sort()).toEqual(['PutItem MEMBER', 'PutItem MEMBER', 'PutItem MEMBER', 'UpdateItem DUE']);
    unwrap(await submitCommand(ctx, g.a.player, g.gameId, { command: { type: 'add', n: 2 } }));
    const finished = await g.latest();
    expect(finished.snapshot.status).toBe('finished');
    const end = await project(finished);
    // Two rows, the entry out of the index, the summary with the game-over mail to Bob.
    expect(end.writes.sort()).toEqual(['PutItem MEMBER', 'PutItem MEMBER', 'PutItem MEMBER', 'UpdateItem DUE']);
    // Redelivered: the marks in the summary say the mail went out; nothing is sent again. (Bob is
    // read all the same: the addressees are read together with the marks, to save the first mail of
    // every version a round trip.)
    const mails = notifier.published.length;
    const again = await project(finished);
    // (and each player's webhooks, one GetItem each: the deliveries of a redelivered version are found stored and not sent again)
    expect([...again.reads].sort()).toEqual(['GetItem MEMBER', 'GetItem PLAYER', 'GetItem WEBHOOKS', 'GetItem WEBHOOKS']);
    expect(notifier.published.length).toBe(mails);
  });

  it('writes one item per version, on average, over 150 versions of Ripper Rummy (3 players), besides the version itself', async () => {
    const game = productGames.get('ripper-rummy')!;
    const players = await Promise.all(['Cy', 'Di', 'Ed'].map((n) => newPlayer(ctx, n)));
    const gameId = unwrap(await createGame(ctx, players[0]!.player, { game: 'ripper-rummy', options: { players: 3 } }, null)).resource.gameId;
    for (const p of players.slice(1)) unwrap(await joinGame(ctx, p.player, gameId));
    const rng = createRng('write-costs', 0);
    const choose = patientChooser(game);
    let streamWrites = 0;
    let movePath = 0;
    for (let i = 0; i < 150; i++) {
      const latest = (await ctx.events.latest(gameId))!;
      if (latest.snapshot.status !== 'active') break;
      const seat = rng.pick(latest.snapshot.pending).seat;
      const command = choose(rng, game.legalCommands(latest.snapshot.state, seat), latest.snapshot.state, seat);
      calls.length = 0;
      unwrap(await submitCommand(ctx, players[seat]!.player, gameId, { command, ifMatch: latest.version, idempotencyKey: `k${i}` }));
      movePath += writes().length;
      streamWrites += (await project((await ctx.events.latest(gameId))!)).writes.length;
    }
    expect(movePath).toBe(150);
    // One summary per version; the deadline entry and the seats' rows almost never.
    expect(streamWrites).toBeGreaterThanOrEqual(150);
    expect(streamWrites).toBeLessThanOrEqual(155);
  });
});

describe('leave, invite and the lobby', () => {
  it('leaving is one PutItem, and one Query before it in a process that has not seen the game; its projection frees the seat\'s row and, for a public game, moves the lobby entry', async () => {
    const a = await newPlayer(ctx, 'Ada');
    const b = await newPlayer(ctx, 'Bob');
    const priv = unwrap(await createGame(ctx, a.player, { game: 'counter', options: { players: 3 } }, null)).resource.gameId;
    const pub = unwrap(await createGame(ctx, a.player, { game: 'counter', options: { players: 3 }, visibility: 'public' }, null)).resource.gameId;
    // Created: the creator's row and the summary; a public game its lobby entry too.
    expect((await project((await ctx.events.latest(priv))!)).writes.sort()).toEqual(['PutItem MEMBER', 'PutItem MEMBER']);
    expect((await project((await ctx.events.latest(pub))!)).writes.sort()).toEqual(['PutItem MEMBER', 'PutItem MEMBER', 'PutItem MEMBER']);
    for (const gameId of [priv, pub]) unwrap(await joinGame(ctx, b.player, gameId));
    calls.length = 0;
    unwrap(await leaveGame(appContext(env), b.player, priv));
    expect(calls).toEqual(['Query GAME', 'PutItem GAME']);
    // Ada's row (the seats changed), Bob's freed row out of his list, the summary.
    expect((await project((await ctx.events.latest(priv))!)).writes).toHaveLength(3);
    calls.length = 0;
    unwrap(await leaveGame(ctx, b.player, pub));
    expect(calls).toEqual(['PutItem GAME']);
    expect((await project((await ctx.events.latest(pub))!)).writes).toHaveLength(4);
  });

  it("an invitation writes the invitee's row and the summary (and the mail), not the seated players' rows", async () => {
    const a = await newPlayer(ctx, 'Ada');
    const b = await newPlayer(ctx, 'Bob');
    const gameId = unwrap(await createGame(ctx, a.player, { game: 'counter', options: { players: 3 } }, null)).resource.gameId;
    unwrap(await invitePlayer(ctx, a.player, gameId, { playerId: b.player.playerId }));
    const invited = await project((await ctx.events.latest(gameId))!);
    expect(invited.writes.sort()).toEqual(['PutItem MEMBER', 'PutItem MEMBER']);
    expect(notifier.published.at(-1)).toMatchObject({ kind: 'invitation', playerId: b.player.playerId });
  });
});
