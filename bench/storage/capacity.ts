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
import { createRegistry, productGames, type GameRegistry } from '../../domain/games/registry.js';
import { ripperRummyWords } from '../../domain/games/ripper-rummy/words/words.js';
import { routeSpec } from '../../lambdas/http/route-table.js';
import { startLocalRuntime } from '../../local/runtime.js';
import { meterCapacity, type CapacityMeter, type Units } from '../capacity.js';
import { prices, usdPerMillionMoves } from '../prices.js';
import { benchVariants } from '../variants.js';
import { STREAM_CONSUMER_MEMORY_MB, p50, playGame, player, round } from './players.js';

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
