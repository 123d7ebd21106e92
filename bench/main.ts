/**
 * `npm run bench`: speed and size numbers, printed and written to bench/results/<time>.json.
 *
 *  1. rules engine: decide + evolve + legalCommands + view per step, over seeded random playouts
 *  2. HTTP on the local runtime (DynamoDB Local on loopback): command latency sequentially and
 *     under concurrency across many games; DynamoDB calls per accepted command
 *  3. Lambda bundles: minified size of every handler as infra builds it (the AWS SDK bundled);
 *     the web client's gzip size against its budget
 *     and a turn mail's link on a mid-range phone profile until it is playable (phone-page.ts)
 *  4. memory: RSS and heap of this process after the runs
 *  5. what a move costs (move-cost.ts): DynamoDB capacity units and item sizes over whole games of
 *     every game and variant, dollars per million moves, latency against the raw-DynamoDB floor and
 *     against the game's length, cold start against a bare DynamoDB client
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { applyCommand, startGame } from '../domain/engine/decider.js';
import { patientChooser } from '../domain/engine/playout.js';
import { isRejection } from '../domain/engine/rejection.js';
import { createRng } from '../domain/engine/rng.js';
import { createRegistry, productGames } from '../domain/games/registry.js';
import { handlerFile, routeTable } from '../lambdas/http/route-table.js';
import { startLocalProcess } from '../local/process.js';
import { startLocalRuntime } from '../local/runtime.js';
import * as z from 'zod/mini';
import { createClient, unwrap } from '../client/index.js';
import { counterGame } from '../test/support/fixtures/counter-game.js';
import { infraBuildOptions } from './cold-start.js';
import { benchMoveCost, moveCostTable } from './move-cost.js';
import { benchVariants, type BenchVariant } from './variants.js';
import { benchPhonePage, phonePageLine } from './phone-page.js';
import { buildWeb, webBundleSize } from '../scripts/build-web.mjs';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const root = resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return { n: s.length, mean: round(s.reduce((a, b) => a + b, 0) / Math.max(1, s.length)), p50: round(q(0.5)), p95: round(q(0.95)), p99: round(q(0.99)), max: round(s[s.length - 1] ?? 0) };
}

/** Per-step cost of the pure rules over random legal playouts. */
function benchRules({ game, variant, options: rawOptions }: BenchVariant, playouts: number) {
  const options = game.options.parse(rawOptions);
  const seats = game.seats(options).count;
  const step: number[] = [];
  let steps = 0;
  const t0 = performance.now();
  for (let p = 0; p < playouts; p++) {
    const rng = createRng(`bench-${p}`, 0);
    const choose = patientChooser(game);
    let state = startGame(game, options, seats, createRng(`bench-${p}`, 1)).state;
    for (let i = 0; i < 20_000 && !game.result(state); i++) {
      const t = performance.now();
      const seat = rng.pick(game.pending(state)).seat;
      const cmds = game.legalCommands(state, seat);
      const out = applyCommand(game, state, seat, choose(rng, cmds, state, seat), createRng(`bench-${p}`, i + 2));
      if (isRejection(out)) throw new Error(`rejected listed command: ${out.code}`);
      state = out.state;
      game.view(state, seat);
      step.push(performance.now() - t);
      steps++;
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  return { game: game.id, variant, options: rawOptions, playouts, steps, stepsPerSecond: Math.round(steps / seconds), stepMs: stats(step) };
}

const Created = z.looseObject({ gameId: z.string() });

async function benchHttp() {
  const rt = await startLocalRuntime({ port: 0, games: createRegistry([...productGames.values(), counterGame]), sweepEveryMs: 60_000 });
  try {
    // Every call through the typed client (client/), as an API client would make it.
    const clientFor = (token?: string) => createClient({ baseUrl: rt.url, ...(token ? { token } : {}) });
    const register = async (name: string) => {
      const { token } = unwrap(await clientFor().api.POST('/players', { body: { name, email: `${name}@example.com` } }));
      return { token, client: clientFor(token) };
    };
    type Player = Awaited<ReturnType<typeof register>>;
    // The counter game is the bench's own (test-only): the API's types know the product's games,
    // so its creation, and only that, is a plain request.
    const newGame = async (a: Player, b: Player) => {
      const created = await fetch(`${rt.url}/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
        body: JSON.stringify({ game: counterGame.id, options: { target: 1000 } }),
      });
      if (created.status !== 201) throw new Error(`create ${created.status} ${await created.text()}`);
      const { gameId } = Created.parse(await created.json());
      unwrap(await b.client.api.POST('/games/{gameId}/join', { params: { path: { gameId } } }));
      return gameId;
    };
    // Sequential: one game, two players alternating, each move GET + POST with If-Match.
    const moves = quick ? 100 : 400;
    const sequential = async (label: string) => {
    const a = await register(`${label}A`);
    const b = await register(`${label}B`);
    const g = await newGame(a, b);
    const post: number[] = [];
    const get: number[] = [];
    for (let i = 0; i < moves; i++) {
      const player = i % 2 === 0 ? a : b;
      let t = performance.now();
      const seen = await player.client.readGame(g);
      get.push(performance.now() - t);
      const command = seen.game.legalCommands[0];
      if (!command) throw new Error(`move ${i}: nothing to play`);
      t = performance.now();
      // With If-Match and a fresh Idempotency-Key, as the client posts every command.
      await player.client.postCommand(g, command, seen.etag);
      post.push(performance.now() - t);
    }
    return { moves, getGameMs: stats(get), postCommandMs: stats(post) };
    };
    const withStream = await sequential('seqA');
    // Stream lag: from a command's answer until the next player's "your turn" mail is in the outbox
    // and their game list says it is their turn (the stream consumer's work, plus the local
    // poller's wait: up to 100 ms when idle, where Lambda's event source polls on its own schedule).
    const lag = async () => {
      const a = await register('lagA');
      const b = await register('lagB');
      const g = await newGame(a, b);
      const mails = () => rt.sns.outbox().filter((m) => m.attributes.gameId === g).length;
      const mailMs: number[] = [];
      const listMs: number[] = [];
      for (let i = 0; i < (quick ? 10 : 40); i++) {
        const [mover, next] = i % 2 === 0 ? [a, b] : [b, a];
        const seen = await mover.client.readGame(g);
        const command = seen.game.legalCommands[0];
        if (!command) throw new Error(`lag move ${i}: nothing to play`);
        const before = mails();
        await mover.client.postCommand(g, command, seen.etag);
        const t = performance.now();
        let mail: number | null = null;
        let list: number | null = null;
        while ((mail === null || list === null) && performance.now() - t < 10_000) {
          if (mail === null && mails() > before) mail = performance.now() - t;
          if (list === null) {
            const games = unwrap(await next.client.api.GET('/games', { params: { query: { status: 'active' } } })).games;
            if (games.some((x) => x.gameId === g && x.yourTurn && x.version === seen.game.version + 1)) list = performance.now() - t;
          }
          await new Promise((r) => setTimeout(r, 2));
        }
        if (mail === null || list === null) throw new Error(`lag move ${i}: the mail or the list did not follow within 10 s`);
        mailMs.push(mail);
        listMs.push(list);
      }
      return { mailMs: stats(mailMs), listMs: stats(listMs), pollerIdleIntervalMs: 100 };
    };
    const streamLag = await lag();
    // Concurrent: many games at once, each with its own players, posting without If-Match.
    const games = quick ? 8 : 32;
    const perGame = quick ? 10 : 25;
    const pairs = await Promise.all(Array.from({ length: games }, async (_, i) => {
      const x = await register(`cx${i}`);
      const y = await register(`cy${i}`);
      return { x, y, g: await newGame(x, y) };
    }));
    // Each seat posts the game's first listed command ("add 1", the same body for both seats).
    const firstMoves = await Promise.all(pairs.map(async ({ x, g }) => (await x.client.readGame(g)).game.legalCommands[0]));
    const concurrent: number[] = [];
    const t0 = performance.now();
    await Promise.all(
      pairs.map(async ({ x, y, g }, k) => {
        const add = firstMoves[k];
        if (!add) throw new Error('nothing to play');
        for (let i = 0; i < perGame; i++) {
          const t = performance.now();
          unwrap(await (i % 2 === 0 ? x : y).client.api.POST('/games/{gameId}/commands', { params: { path: { gameId: g } }, body: add }));
          concurrent.push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    // The move path alone: with the stream consumer stopped, DynamoDB Local serves only the
    // request's own Query + PutItem (in AWS the consumer runs on other machines).
    await rt.poller.stop();
    const movePathOnly = await sequential('seqB');
    return {
      sequential: withStream,
      streamLag,
      sequentialMovePathOnly: movePathOnly,
      concurrent: { games, movesPerGame: perGame, commandsPerSecond: Math.round((games * perGame) / seconds), postCommandMs: stats(concurrent) },
      note: 'local runtime on loopback: DynamoDB Local (JVM) + in-process handlers; AWS latencies differ',
    };
  } finally {
    await rt.stop();
  }
}

async function benchBundles() {
  const entries = [
    ...routeTable.map((r) => ({ name: r.operationId, entry: join(root, 'lambdas/handlers/http', `${handlerFile(r.operationId)}.ts`) })),
    { name: 'stream', entry: join(root, 'lambdas/handlers/stream.ts') },
    { name: 'sweeper', entry: join(root, 'lambdas/handlers/sweeper.ts') },
  ];
  const out: Record<string, number> = {};
  for (const e of entries) {
    // As infra builds it (the SDK bundled: infra pins the SDK the tests ran rather than the runtime's).
    const r = await build({ entryPoints: [e.entry], ...infraBuildOptions, sourcemap: false, write: false });
    out[e.name] = Math.round((r.outputFiles[0]?.contents.byteLength ?? 0) / 1024);
  }
  return { unit: 'KiB of index.mjs, built as infra builds it (minified, the AWS SDK bundled; the source map apart)', sizes: out };
}

const results: Record<string, unknown> = { at: new Date().toISOString(), node: process.version, quick };
{
  // `npm start` from process spawn to "Ready": what a host waits for after typing it.
  const samples: number[] = [];
  for (let i = 0; i < (quick ? 1 : 3); i++) {
    const p = await startLocalProcess();
    samples.push(p.readyMs);
    await p.stop();
  }
  results.startup = { readyMs: stats(samples) };
  console.log(`start  npm start ready: p50 ${stats(samples).p50} ms over ${samples.length} runs`);
}
const rules: unknown[] = [];
for (const v of benchVariants(productGames)) {
  const r = benchRules(v, quick ? 10 : 50);
  rules.push(r);
  console.log(`rules  ${r.game} (${r.variant}): ${r.stepsPerSecond} steps/s, step p50 ${r.stepMs.p50} ms, p99 ${r.stepMs.p99} ms (${r.steps} steps)`);
}
results.rules = rules;
const http = await benchHttp();
results.http = http;
console.log(`http   sequential GET /games/{id}: p50 ${http.sequential.getGameMs.p50} ms, p95 ${http.sequential.getGameMs.p95} ms`);
console.log(`http   sequential POST command:    p50 ${http.sequential.postCommandMs.p50} ms, p95 ${http.sequential.postCommandMs.p95} ms, p99 ${http.sequential.postCommandMs.p99} ms`);
console.log(`http   stream lag (command answered → next player's mail / game list): mail p50 ${http.streamLag.mailMs.p50} ms, p95 ${http.streamLag.mailMs.p95} ms; list p50 ${http.streamLag.listMs.p50} ms, p95 ${http.streamLag.listMs.p95} ms (local poller: reads within ${http.streamLag.pollerIdleIntervalMs} ms of a write of its runtime)`);
console.log(`http   move path only (stream consumer paused): GET p50 ${http.sequentialMovePathOnly.getGameMs.p50} ms, POST p50 ${http.sequentialMovePathOnly.postCommandMs.p50} ms, p95 ${http.sequentialMovePathOnly.postCommandMs.p95} ms`);
console.log(`http   concurrent (${http.concurrent.games} games): ${http.concurrent.commandsPerSecond} commands/s, p50 ${http.concurrent.postCommandMs.p50} ms, p95 ${http.concurrent.postCommandMs.p95} ms`);
const bundles = await benchBundles();
results.bundles = bundles;
console.log(`bundle sizes (KiB): ${Object.entries(bundles.sizes).map(([k, v]) => `${k} ${v}`).join(', ')}`);
{
  // The web client as a browser loads it (index.html and every asset), against its 100 KB gzip budget.
  buildWeb({ quiet: true });
  const { raw, gzip, files } = webBundleSize();
  results.webClient = { files, rawKiB: Math.round(raw / 102.4) / 10, gzipKiB: Math.round(gzip / 102.4) / 10, budgetGzipKB: 100, withinBudget: gzip <= 100_000 };
  console.log(`web    client: ${files} files, ${(raw / 1024).toFixed(1)} KiB, ${(gzip / 1024).toFixed(1)} KiB gzip (budget 100 KB)`);
}
{
  // A turn mail's link on a mid-range phone (CPU 4x slower, Fast 3G): until a legal move is clickable, cold and warm.
  const phone = await benchPhonePage({ runs: quick ? 1 : 3 });
  results.phonePage = phone;
  console.log(phonePageLine(phone));
}
const moveCost = await benchMoveCost({ quick, log: (line) => console.log(`cost   ${line}`) });
Object.assign(results, moveCost);
for (const line of moveCostTable(moveCost)) console.log(`cost   ${line}`);
const mem = process.memoryUsage();
results.memory = { rssMiB: Math.round(mem.rss / 1048576), heapUsedMiB: Math.round(mem.heapUsed / 1048576) };
console.log(`memory rss ${Math.round(mem.rss / 1048576)} MiB, heap used ${Math.round(mem.heapUsed / 1048576)} MiB (bench process, DynamoDB Local's JVM not included)`);
mkdirSync(join(root, 'bench/results'), { recursive: true });
const file = join(root, 'bench/results', `bench-${results.at as string}.json`.replace(/:/g, '-'));
writeFileSync(file, JSON.stringify(results, null, 2));
writeFileSync(join(root, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
console.log(`written ${file}`);
