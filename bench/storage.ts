/**
 * What a move costs in storage, money and time, over whole games played through HTTP on the local
 * runtime (its stream consumer included):
 *
 *  - capacity: DynamoDB's own ConsumedCapacity per accepted command, by game and variant, and the
 *    largest game item written;
 *  - cost: those units, the measured durations and API Gateway requests, priced by prices.ts;
 *  - latency: an accepted command ÷ the floor (a raw Query + conditional PutItem of the same item
 *    against the same DynamoDB Local, interleaved), and a command at version ~1000 ÷ one at ~10.
 *
 * Moves are random legal commands (the rules' patient chooser: a game-ending command is taken
 * only now and then, so games reach their late positions). To choose, the bench peeks at the
 * state through its own DynamoDB client, which the meter does not see. The GET each move needs
 * to learn its legal commands is booked apart: a move is the POST and what it causes.
 */
import { DynamoDBClient, PutItemCommand, QueryCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { performance } from 'node:perf_hooks';
import type { AnyGame } from '../domain/engine/game.js';
import { patientChooser } from '../domain/engine/playout.js';
import { createRng, type Rng } from '../domain/engine/rng.js';
import { createRegistry, productGames, type GameRegistry } from '../domain/games/registry.js';
import { ripperRummyWords } from '../domain/games/ripper-rummy/words/words.js';
import { routeSpec } from '../lambdas/http/route-table.js';
import { documentClient } from '../lambdas/store/dynamo.js';
import { STREAM_SETTINGS } from '../infra/constructs/stream-consumer.js';
import { dynamoEventStore } from '../lambdas/store/event-store.js';
import { keys } from '../lambdas/store/table-schema.js';
import { startLocalRuntime, type LocalRuntime } from '../local/runtime.js';
import { meterCapacity, type CapacityMeter, type Units } from './capacity.js';
import { httpClient } from './http-client.js';
import { ratioInterval } from './interval.js';
import { startBareHttp } from './http-hop.js';
import { prices, usdPerMillionMoves } from './prices.js';
import { benchVariants } from './variants.js';

/** Memory of the stream consumer's Lambda, as deployed (infra/constructs/stream-consumer.ts). */
const STREAM_CONSUMER_MEMORY_MB = STREAM_SETTINGS.memoryMb;

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

function p50(samples: readonly number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

interface Answer {
  status: number;
  etag: string | null;
  body: Record<string, unknown>;
}

/** The few HTTP calls a player makes, with the meter's phase set around each. */
function api(rt: LocalRuntime, meter: CapacityMeter) {
  const client = httpClient();
  async function call(phase: string, method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    meter.phase = phase;
    try {
      const r = await client.send(rt.url + path, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const etag = r.headers.etag;
      return { status: r.status, etag: typeof etag === 'string' ? etag : null, body: r.json() as Record<string, unknown> };
    } finally {
      meter.phase = 'other';
    }
  }
  return {
    call,
    close: client.close,
    async player(name: string): Promise<string> {
      const r = await call('setup', 'POST', '/players', undefined, { name, email: `${name}@example.com` });
      const token = String(r.body.token);
      // The token is now verified once, as a warm Lambda would have it cached.
      await call('setup', 'GET', '/players/me', token);
      return token;
    },
  };
}

interface PlayedGame {
  gameId: string;
  commands: number;
  finished: boolean;
  /** POST latency by the version it produced. */
  postMs: { version: number; ms: number }[];
  floorMs: number[];
}

/** Pending seats of a resource (public in every answer). */
function pendingSeats(body: Record<string, unknown>): number[] {
  const pending = Array.isArray(body.pending) ? (body.pending as { seat: number }[]) : [];
  return [...new Set(pending.map((p) => p.seat))];
}

export interface Player {
  readonly rt: LocalRuntime;
  readonly meter: CapacityMeter;
  readonly http: ReturnType<typeof api>;
  /** The bench's own view of the table: state to choose moves, raw items for the floor. */
  readonly peek: { raw: DynamoDBClient; events: ReturnType<typeof dynamoEventStore> };
}

export function player(rt: LocalRuntime, meter: CapacityMeter): Player {
  const raw = new DynamoDBClient({ endpoint: rt.dynamoEndpoint });
  return { rt, meter, http: api(rt, meter), peek: { raw, events: dynamoEventStore(documentClient(raw), rt.table) } };
}

/** Creates a game with `options`, seats fresh players and returns them with the game's id. */
export async function newGame(p: Player, game: AnyGame, options: Record<string, unknown>, label: string) {
  const seats = game.seats(game.options.parse(options)).count;
  const tokens: string[] = [];
  for (let i = 0; i < seats; i++) tokens.push(await p.http.player(`${label}${i}`));
  const created = await p.http.call('create', 'POST', '/games', tokens[0], { game: game.id, options });
  if (created.status !== 201) throw new Error(`create ${game.id}: ${created.status} ${JSON.stringify(created.body)}`);
  const gameId = String(created.body.gameId);
  let last = created.body;
  for (const t of tokens.slice(1)) last = (await p.http.call('join', 'POST', `/games/${gameId}/join`, t)).body;
  return { gameId, tokens, last };
}

/**
 * Plays one move: a random pending seat GETs the game, chooses, and POSTs with If-Match and an
 * Idempotency-Key. Returns the answer and the POST's time; with `floor`, also times a raw Query +
 * conditional PutItem of the item this move wrote.
 */
export async function move(p: Player, g: { gameId: string; tokens: string[]; last: Record<string, unknown> }, rng: Rng, choose: ReturnType<typeof patientChooser>, floor: boolean, postVia: Player['http'] = p.http) {
  const seat = rng.pick(pendingSeats(g.last));
  const token = g.tokens[seat]!;
  const seen = await p.http.call('get', 'GET', `/games/${g.gameId}`, token);
  if (seen.status !== 200) throw new Error(`GET ${seen.status} ${JSON.stringify(seen.body)}`);
  const legal = seen.body.legalCommands as unknown[];
  const stored = await p.peek.events.latest(g.gameId);
  if (!stored) throw new Error(`no game ${g.gameId}`);
  const command = legal.length > 0 ? choose(rng, legal, stored.snapshot.state, seat) : null;
  if (command === null) throw new Error(`seat ${seat} is pending without a legal command`);
  const t = performance.now();
  const r = await postVia.call('post', 'POST', `/games/${g.gameId}/commands`, token, command, { 'if-match': seen.etag ?? '', 'idempotency-key': `m-${stored.version}-${seat}` });
  const ms = performance.now() - t;
  if (r.status !== 200) throw new Error(`command ${JSON.stringify(command)}: ${r.status} ${JSON.stringify(r.body)}`);
  g.last = r.body;
  const version = Number(r.body.version);
  return { version, ms, command, floorMs: floor ? await floorOnce(p, g.gameId, version) : null, finished: r.body.status === 'finished' };
}

/**
 * The floor of a move: the raw calls it cannot do without (one Query for the newest item, one
 * conditional PutItem of an item of the same size), straight on the SDK, against the same
 * DynamoDB Local, under a partition of its own.
 */
async function floorOnce(p: Player, gameId: string, version: number): Promise<number> {
  const got = await p.peek.raw.send(new QueryCommand({ TableName: p.rt.table, KeyConditionExpression: 'pk = :pk AND sk = :v', ExpressionAttributeValues: { ':pk': { S: keys.game(gameId) }, ':v': { N: String(version) } } }));
  const item = got.Items?.[0];
  if (!item) throw new Error('floor: the item just written is missing');
  const pk = { S: `FLOOR#${gameId}` };
  const t = performance.now();
  const newest = await p.peek.raw.send(
    new QueryCommand({ TableName: p.rt.table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ScanIndexForward: false, Limit: 1, ConsistentRead: true }),
  );
  const next = Number(newest.Items?.[0]?.sk?.N ?? 0) + 1;
  const copy: Record<string, AttributeValue> = { ...item, pk, sk: { N: String(next) } };
  await p.peek.raw.send(new PutItemCommand({ TableName: p.rt.table, Item: copy, ConditionExpression: 'attribute_not_exists(pk)' }));
  return performance.now() - t;
}

/** Plays a game to its end (or `maxCommands`). */
export async function playGame(p: Player, game: AnyGame, options: Record<string, unknown>, label: string, opts: { maxCommands: number; floor: boolean; seed: string }): Promise<PlayedGame> {
  const rng = createRng(opts.seed, 0);
  const choose = patientChooser(game);
  const g = await newGame(p, game, options, label);
  const out: PlayedGame = { gameId: g.gameId, commands: 0, finished: false, postMs: [], floorMs: [] };
  while (out.commands < opts.maxCommands && g.last.status !== 'finished') {
    const m = await move(p, g, rng, choose, opts.floor);
    out.commands++;
    out.postMs.push({ version: m.version, ms: m.ms });
    if (m.floorMs !== null) out.floorMs.push(m.floorMs);
    out.finished = m.finished;
  }
  return out;
}

/**
 * What a move costs: everything the meter saw except the bench's own GETs (to choose its moves)
 * and registering players. The stream consumer's calls count whenever they happen.
 */
const notGets = (phase: string, _area: string, _op: string, origin: string) => origin !== 'http' || (phase !== 'get' && phase !== 'setup');

export async function benchCapacity(opts: { quick: boolean; games?: GameRegistry; log: (line: string) => void }) {
  let meter: CapacityMeter | undefined;
  const rt = await startLocalRuntime({ port: 0, games: opts.games ?? createRegistry([...productGames.values()]), sweepEveryMs: 3_600_000, onDynamoClient: (c) => (meter = meterCapacity(c)) });
  if (!meter) throw new Error('the runtime did not hand over its DynamoDB client');
  const p = player(rt, meter);
  const capacity: Record<string, unknown> = {};
  const cost: Record<string, unknown> = {};
  const floorWithConsumer: { post: number[]; floor: number[] } = { post: [], floor: [] };
  try {
    const byGame = new Map<string, { variant: string; commands: number; units: Units; gets: Units; getCalls: number; itemBytesMax: number; postMs: number[]; streamMs: number; emails: number; finished: boolean; byArea: Record<string, { read: number; write: number }> }[]>();
    for (const v of benchVariants(opts.games ?? productGames)) {
      const gamesToPlay = v.game.id === ripperRummyWords.id ? 1 : opts.quick ? 2 : 4;
      for (let i = 0; i < gamesToPlay; i++) {
        meter.reset();
        const mailsBefore = rt.sns.outbox().length;
        const played = await playGame(p, v.game, { ...v.options }, `${v.game.id}-${v.variant}-${i}-`.replace(/[^A-Za-z0-9-]/g, ''), {
          maxCommands: opts.quick && v.game.id === ripperRummyWords.id ? 250 : 20_000,
          floor: v.game.id === ripperRummyWords.id && v.variant === '3 players',
          seed: `capacity-${v.game.id}-${v.variant}-${i}`,
        });
        await rt.poller.drain(30_000);
        const units = meter.sum(notGets);
        const gets = meter.sum((phase, _area, _op, origin) => phase === 'get' && origin === 'http');
        const byArea: Record<string, { read: number; write: number }> = {};
        for (const [key, u] of meter.byKey) {
          const [phase = '', area = '', op = '', origin = ''] = key.split('/');
          if (!notGets(phase, area, op, origin)) continue;
          const a = (byArea[area] ??= { read: 0, write: 0 });
          a.read += u.read;
          a.write += u.write;
        }
        const stream = meter.sum((_phase, _area, _op, origin) => origin === 'stream');
        const list = byGame.get(v.game.id) ?? [];
        list.push({
          variant: v.variant,
          commands: played.commands,
          units,
          gets,
          getCalls: played.commands,
          itemBytesMax: meter.itemBytesMax.get('GAME') ?? 0,
          postMs: played.postMs.map((x) => x.ms),
          streamMs: stream.ms,
          emails: rt.sns.outbox().length - mailsBefore,
          finished: played.finished,
          byArea,
        });
        byGame.set(v.game.id, list);
        if (played.floorMs.length) {
          floorWithConsumer.post.push(...played.postMs.map((x) => x.ms));
          floorWithConsumer.floor.push(...played.floorMs);
        }
        opts.log(
          `capacity ${v.game.id} (${v.variant}) game ${i + 1}: ${played.commands} commands${played.finished ? '' : ' (cut short)'}, ` +
            `${round(units.write / played.commands)} write / ${round(units.read / played.commands)} read units per command, largest game item ${meter.itemBytesMax.get('GAME') ?? 0} B`,
        );
      }
    }
    for (const [gameId, runs] of byGame) {
      const variants: Record<string, unknown> = {};
      const perVariant: { write: number; read: number; bytes: number; commands: number; emails: number; postMs: number[]; streamMs: number }[] = [];
      for (const variant of new Set(runs.map((r) => r.variant))) {
        const rs = runs.filter((r) => r.variant === variant);
        const commands = rs.reduce((s, r) => s + r.commands, 0);
        const sum = (f: (r: (typeof rs)[number]) => number) => rs.reduce((s, r) => s + f(r), 0);
        const areas: Record<string, { writeUnitsPerCommand: number; readUnitsPerCommand: number }> = {};
        for (const r of rs)
          for (const [area, u] of Object.entries(r.byArea)) {
            const a = (areas[area] ??= { writeUnitsPerCommand: 0, readUnitsPerCommand: 0 });
            a.writeUnitsPerCommand += u.write / commands;
            a.readUnitsPerCommand += u.read / commands;
          }
        for (const a of Object.values(areas)) {
          a.writeUnitsPerCommand = round(a.writeUnitsPerCommand);
          a.readUnitsPerCommand = round(a.readUnitsPerCommand);
        }
        const row = {
          write: sum((r) => r.units.write) / commands,
          read: sum((r) => r.units.read) / commands,
          bytes: Math.max(...rs.map((r) => r.itemBytesMax)),
          commands,
          emails: sum((r) => r.emails) / commands,
          postMs: rs.flatMap((r) => r.postMs),
          streamMs: sum((r) => r.streamMs) / commands,
        };
        perVariant.push(row);
        variants[variant] = {
          games: rs.length,
          wholeGames: rs.every((r) => r.finished),
          commands,
          writeUnitsPerCommand: round(row.write),
          readUnitsPerCommand: round(row.read),
          itemBytesMax: row.bytes,
          getGameReadUnits: round(sum((r) => r.gets.read) / sum((r) => r.getCalls)),
          emailsPerCommand: round(row.emails, 3),
          byItemKind: areas,
        };
      }
      const mean = (f: (r: (typeof perVariant)[number]) => number) => perVariant.reduce((s, r) => s + f(r), 0) / perVariant.length;
      capacity[gameId] = {
        writeUnitsPerCommand: round(mean((r) => r.write)),
        readUnitsPerCommand: round(mean((r) => r.read)),
        itemBytesMax: Math.max(...perVariant.map((r) => r.bytes)),
        note: 'mean over the variants of units per accepted command: the POST, the stream consumer (read models, deadlines, e-mail marks) and creating and joining the game; the GET a player makes before a move is getGameReadUnits, apart',
        variants,
      };
      const commandMs = mean((r) => r.postMs.reduce((a, b) => a + b, 0) / r.postMs.length);
      const usd = usdPerMillionMoves({
          writeUnits: mean((r) => r.write),
          readUnits: mean((r) => r.read),
          commandMs,
          commandMemoryMb: routeSpec('submitCommand').memoryMb,
          streamMs: mean((r) => r.streamMs),
          streamMemoryMb: STREAM_CONSUMER_MEMORY_MB,
          emails: mean((r) => r.emails),
        });
      cost[gameId] = {
        usdPerMillionMoves: usd.total,
        breakdown: usd,
        assumptions: {
          region: prices.region,
          pricesAsOf: prices.asOf,
          commandLambdaMs: round(commandMs),
          commandLambdaMemoryMb: routeSpec('submitCommand').memoryMb,
          streamLambdaMsPerCommand: round(mean((r) => r.streamMs)),
          streamLambdaMemoryMb: STREAM_CONSUMER_MEMORY_MB,
          perMove: '1 HTTP API request, 1 command Lambda invocation (mean POST time measured here, DynamoDB Local on loopback), 1 stream-consumer invocation (its DynamoDB time measured here), the DynamoDB units above; e-mail priced apart',
        },
      };
    }
  } finally {
    p.http.close();
    await rt.stop();
    p.peek.raw.destroy();
  }
  return { capacity, cost, floorWithConsumer: { ratio: round(p50(floorWithConsumer.post) / Math.max(1e-9, p50(floorWithConsumer.floor))), commandMsP50: round(p50(floorWithConsumer.post)), floorMsP50: round(p50(floorWithConsumer.floor)), samples: floorWithConsumer.post.length } };
}

/**
 * Latency against the floor and against the game's length, on the move path alone (stream
 * consumer stopped, as in AWS it runs elsewhere). Ripper Rummy, 3 players, to 1000 points so a
 * game lasts past version 1000.
 *
 * Commands go to a process that remembers the game's newest version (the next command of a turn,
 * served by the same warm Lambda: no Query) and, interleaved, to a second process on the same table
 * that remembers none (a command after a while, or on another instance: Query, then PutItem).
 */
export async function benchLatency(opts: { quick: boolean; log: (line: string) => void }) {
  // No meter on the runtime's client here: it would slow the command (it reads each call's stack)
  // and not the floor. The bench's own phases are booked on a meter nothing calls through.
  const rt = await startLocalRuntime({ port: 0, sweepEveryMs: 3_600_000 });
  const forgetful = await startLocalRuntime({ port: 0, sweepEveryMs: 3_600_000, dynamoEndpoint: rt.dynamoEndpoint, table: rt.table, gamesRemembered: 0 });
  const bare = await startBareHttp();
  const unused = new DynamoDBClient({});
  const meter = meterCapacity(unused);
  const p = player(rt, meter);
  const cold = player(forgetful, meter);
  unused.destroy();
  try {
    await rt.poller.stop();
    await forgetful.poller.stop();
    const game = productGames.get(ripperRummyWords.id);
    if (!game) throw new Error('ripper-rummy is not registered');
    const options = { players: 3, targetScore: 1000 };
    const choose = patientChooser(game);
    const longVersion = opts.quick ? 300 : 1000;
    const samples = opts.quick ? 30 : 60;
    // The must-read command is sampled longer: with 60, single runs of the same code read 1.09–1.26,
    // its p50 moving with a few slow samples either way.
    const readSamples = opts.quick ? 30 : 180;

    // A long game, played up to version ~1000 without timing.
    const rngLong = createRng('latency-long', 0);
    const long = await newGame(p, game, options, 'long');
    let longAt = 0;
    while (longAt < longVersion) longAt = (await move(p, long, rngLong, choose, false)).version;

    // Then, interleaved: a move on a fresh game (versions ~5…), a move on the long one (~1000…),
    // a move on a third game through the process that remembers nothing, and after each, the floor
    // of the item it wrote.
    const rngShort = createRng('latency-short', 0);
    const short = await newGame(p, game, options, 'short');
    const rngRead = createRng('latency-read', 0);
    const read = await newGame(p, game, options, 'read');
    // Its players' tokens verified once there too, as a warm Lambda has them cached.
    for (const t of read.tokens) await cold.http.call('setup', 'GET', '/players/me', t);
    for (let i = 0; i < 4; i++) {
      await move(p, short, rngShort, choose, false);
      await move(p, read, rngRead, choose, false, cold.http);
    }
    const early: number[] = [];
    const late: number[] = [];
    const post: number[] = [];
    const floor: number[] = [];
    const hop: number[] = [];
    const withRead: number[] = [];
    const withReadFloor: number[] = [];
    let earlyVersions = [Infinity, 0];
    let lateVersions = [Infinity, 0];
    for (let i = 0; i < Math.max(samples, readSamples); i++) {
      // The three games stay interleaved throughout; the first two are recorded for `samples`.
      const a = await move(p, short, rngShort, choose, i < samples);
      if (i < samples) hop.push(await bare.roundTrip(a.command, short.last));
      const b = await move(p, long, rngLong, choose, i < samples);
      if (i < samples) hop.push(await bare.roundTrip(b.command, long.last));
      const c = await move(p, read, rngRead, choose, i < readSamples, cold.http);
      if (i < samples) {
        early.push(a.ms);
        late.push(b.ms);
        post.push(a.ms, b.ms);
        floor.push(a.floorMs ?? 0, b.floorMs ?? 0);
        earlyVersions = [Math.min(earlyVersions[0]!, a.version), Math.max(earlyVersions[1]!, a.version)];
        lateVersions = [Math.min(lateVersions[0]!, b.version), Math.max(lateVersions[1]!, b.version)];
      }
      if (i < readSamples) {
        withRead.push(c.ms);
        withReadFloor.push(c.floorMs ?? 0);
      }
      if (a.finished || b.finished || c.finished) break;
    }
    const result = {
      ratioToFloor: round(p50(post) / p50(floor)),
      // How sure: a 95% interval, each command resampled with the floor timed right after it.
      ratioInterval: ratioInterval(post, floor),
      commandMsP50: round(p50(post)),
      floorMsP50: round(p50(floor)),
      // The same answer over a bare HTTP round trip: what "through HTTP" costs before any server code.
      httpHopMsP50: round(p50(hop)),
      httpHopShareOfFloor: round(p50(hop) / p50(floor)),
      // A process that does not remember the game: its Query is part of the command.
      withoutMemory: { ratioToFloor: round(p50(withRead) / p50(withReadFloor)), ratioInterval: ratioInterval(withRead, withReadFloor), commandMsP50: round(p50(withRead)), floorMsP50: round(p50(withReadFloor)), samples: withRead.length },
      lengthRatio: round(p50(late) / p50(early)),
      earlyMsP50: round(p50(early)),
      lateMsP50: round(p50(late)),
      earlyVersions,
      lateVersions,
      samples: post.length,
      game: 'ripper-rummy, 3 players, to 1000 points',
      note: 'move path alone (stream consumer stopped); p50 of POST /games/{id}/commands through HTTP ÷ p50 of a raw Query + conditional PutItem of the same item, interleaved, same DynamoDB Local; ratioToFloor: a process that remembers the game (the next command of a turn on the same warm instance: PutItem only); withoutMemory: a process that remembers none (Query + PutItem)',
    };
    opts.log(
      `latency command ${result.commandMsP50} ms ÷ floor ${result.floorMsP50} ms = ${result.ratioToFloor} (95% ${result.ratioInterval.join('–')}); in a process that does not remember the game ${result.withoutMemory.commandMsP50} ms ÷ ${result.withoutMemory.floorMsP50} ms = ${result.withoutMemory.ratioToFloor} (95% ${result.withoutMemory.ratioInterval.join('–')}; a bare HTTP round trip of the same answer: ${result.httpHopMsP50} ms, ${result.httpHopShareOfFloor} of the floor); ` +
        `at v${lateVersions[0]}–${lateVersions[1]} ${result.lateMsP50} ms ÷ at v${earlyVersions[0]}–${earlyVersions[1]} ${result.earlyMsP50} ms = ${result.lengthRatio}`,
    );
    return result;
  } finally {
    await bare.stop();
    p.http.close();
    cold.http.close();
    await forgetful.stop();
    await rt.stop();
    p.peek.raw.destroy();
    cold.peek.raw.destroy();
  }
}
