/**
 * The bench's players and games on the local runtime: HTTP with the capacity meter, a game made
 * and played by random legal commands, and the floor (a raw Query and conditional PutItem) beside it.
 */
import { DynamoDBClient, PutItemCommand, QueryCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { performance } from 'node:perf_hooks';
import type { AnyGame } from '../../domain/engine/game.js';
import { patientChooser } from '../../domain/engine/playout.js';
import { createRng, type Rng } from '../../domain/engine/rng.js';
import { documentClient } from '../../lambdas/store/dynamo.js';
import { STREAM_SETTINGS } from '../../infra/constructs/stream-consumer.js';
import { dynamoEventStore } from '../../lambdas/store/event-store.js';
import { keys } from '../../lambdas/store/table-schema.js';
import type { LocalRuntime } from '../../local/runtime.js';
import type { CapacityMeter } from '../capacity.js';
import { httpClient } from '../http-client.js';

/** Memory of the stream consumer's Lambda, as deployed (infra/constructs/stream-consumer.ts). */
export const STREAM_CONSUMER_MEMORY_MB = STREAM_SETTINGS.memoryMb;

export const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

export function p50(samples: readonly number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

export interface Answer {
  status: number;
  etag: string | null;
  body: Record<string, unknown>;
}

/** The few HTTP calls a player makes, with the meter's phase set around each. */
export function api(rt: LocalRuntime, meter: CapacityMeter) {
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

export interface PlayedGame {
  gameId: string;
  commands: number;
  finished: boolean;
  /** POST latency by the version it produced. */
  postMs: { version: number; ms: number }[];
  floorMs: number[];
}

/** Pending seats of a resource (public in every answer). */
export function pendingSeats(body: Record<string, unknown>): number[] {
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
export async function floorOnce(p: Player, gameId: string, version: number): Promise<number> {
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
