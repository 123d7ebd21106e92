import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { patientChooser } from '../../domain/engine/playout.js';
import { createRng } from '../../domain/engine/rng.js';
import { productGames } from '../../domain/games/registry.js';
import { ripperRummyWords } from '../../domain/games/ripper-rummy/words/words.js';
import { startLocalRuntime } from '../../local/runtime.js';
import { meterCapacity } from '../capacity.js';
import { ratioInterval } from '../interval.js';
import { startBareHttp } from '../http-hop.js';
import { move, newGame, p50, player, round } from './players.js';

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
