/**
 * Crash recovery of the self-hosted runtime, as a club's host would meet it: `npm start -- --data`
 * as a real process group, Ripper Rummy games played by concurrent bots over HTTP, the whole group
 * killed with SIGKILL mid-traffic several times and started again on the same data directory.
 * It returns what it measured and every broken promise it found (an empty `problems` is a pass):
 *
 * - every command answered 2xx is in the game's history, at the version it was answered with, by
 *   the seat that sent it; each history has versions 0..n without a gap or a repeat;
 * - after the last restart the game lists (read models) catch up: `catchUpMs` from "Ready" until
 *   every list entry shows what its game's latest state calls for (status, whose turn, the
 *   decisions and their deadlines);
 * - the outbox keeps every mail seen before a crash, holds no (game, version, kind, player) twice,
 *   every mail has its recipient (subscriptions survive), and it holds exactly the mails the
 *   games' versions call for (messagesFor over every stored version): none lost, none extra;
 * - DynamoDB Local dies with the runtime (the watchdog) and none is left after the final stop.
 *
 * `test/system/crash-restart.test.ts` runs a light version; `npm run soak` a heavy one.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createRng } from '../../domain/engine/rng.js';
import { productGames } from '../../domain/games/registry.js';
import type { GameRecord } from '../../lambdas/app/core/model.js';
import type { InboxEntry } from '../../lambdas/app/core/read-models.js';
import type { GameResource } from '../../lambdas/app/games/resource.js';
import { messagesFor, tellsRecap } from '../../lambdas/app/mail/messages.js';
import { recapRead } from '../../lambdas/app/mail/recap.js';
import { documentClient } from '../../lambdas/store/dynamo.js';
import { dynamoEventStore } from '../../lambdas/store/event-store.js';
import { freePort } from '../../local/net.js';
import { startLocalProcess, type StartedProcess } from '../../local/process.js';
import { useLocalCredentials } from '../../local/dynamodb/dynamodb-local.js';
import { httpClient, type HttpClient } from './http/http.js';

export interface SoakOptions {
  games: number;
  /** Bots making moves at the same time. */
  bots: number;
  crashes: number;
  /** Traffic before each crash. */
  trafficMs: number;
  /**
   * And at least this many commands acknowledged in that traffic (waited for up to a minute more; fewer is a
   * problem): a busy machine then crashes the runtime later rather than with less traffic in flight.
   */
  minAcksPerWindow?: number;
  /** Where the data directory goes (default a new temporary folder, removed at the end). */
  dataDir?: string;
  log?: (line: string) => void;
}

export interface SoakReport {
  games: number;
  players: number;
  /** Commands answered 2xx. */
  acked: number;
  /** Commands whose answer was lost to a crash and that were sent again with the same Idempotency-Key. */
  resent: number;
  /** `npm start` until "Ready", for each start. */
  startMs: number[];
  /** After the first crash: SIGKILL of the runtime's group until its DynamoDB Local was gone. */
  jvmGoneMs: number | null;
  /** Game-list rows (one per seat and game) behind their game's version just before the last crash: the work left for the restart. */
  behindAtLastCrash: number;
  /**
   * After the last restart: "Ready" until every game-list entry showed what its game called for as
   * of the last acknowledged command (or something newer: an answer lost to the crash may have been
   * applied); the exact match with each game's latest state is checked afterwards, untimed.
   */
  catchUpMs: number;
  /** The restarted stream poller's own report: records it handled until nothing was left, and how long from its start (just before "Ready"). */
  pollerCaughtUp: { records: number; ms: number } | null;
  mails: number;
  problems: string[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The DynamoDB Local JVMs (not their watchdog shells) that hold this data directory. */
export function jvmsOn(dataDir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      if (state !== 'Z' && /java$/.test(args[0] ?? '') && args.includes('-dbPath') && args[args.indexOf('-dbPath') + 1] === dataDir) pids.push(Number(entry));
    } catch {
      // Gone while we looked.
    }
  }
  return pids;
}

interface Seat {
  token: string;
  playerId: string;
}
interface Game {
  id: string;
  seats: [Seat, Seat];
}
interface Ack {
  gameId: string;
  version: number;
  seat: number;
}

/** What a game's state calls for in one seat's list entry: status, the seats to act, the seat's decisions and their deadlines. */
type Shown = string;
function expectedEntries(r: Pick<GameResource, 'version' | 'status' | 'pending'>): { version: number; seats: Shown[] } {
  const waiting = [...new Set(r.pending.map((p) => p.seat))].sort();
  const seats = [0, 1].map((seat) =>
    JSON.stringify([r.status, waiting, r.pending.filter((p) => p.seat === seat).map((p) => [p.kind, p.prompt, p.deadline])]),
  );
  return { version: r.version, seats };
}
function shown(e: InboxEntry): Shown {
  return JSON.stringify([e.status, [...e.waitingFor].sort(), e.decisions.map((d) => [d.kind, d.prompt, d.deadline])]);
}

export async function crashSoak(opts: SoakOptions): Promise<SoakReport> {
  useLocalCredentials();
  const log = opts.log ?? (() => undefined);
  const ownDir = opts.dataDir === undefined;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'whitechapel-soak-'));
  const port = await freePort();
  const problems: string[] = [];
  const startMs: number[] = [];
  const start = async () => {
    const p = await startLocalProcess({ args: ['--port', String(port), '--data', dataDir], group: true, timeoutMs: 240_000 });
    startMs.push(p.readyMs);
    log(`started in ${p.readyMs} ms`);
    return p;
  };
  let p: StartedProcess;
  try {
    p = await start();
  } catch (e) {
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  const http: HttpClient = httpClient(p.url);
  try {
    // Players and games: two seats per game, each player in several games.
    const playerCount = Math.max(4, Math.min(opts.games * 2, Math.ceil(opts.games / 8) * 2));
    const players: Seat[] = [];
    for (let i = 0; i < playerCount; i++) {
      const r = await http.register(`Soak Player ${i}`);
      players.push({ token: r.token, playerId: r.playerId });
    }
    const games: Game[] = [];
    /** What each game's list entries should show as of the last answer the bots got (the join's, then every acknowledged command's). */
    const known = new Map<string, { version: number; seats: Shown[] }>();
    for (let i = 0; i < opts.games; i++) {
      const a = players[(2 * i) % playerCount]!;
      const b = players[(2 * i + 1 + Math.floor((2 * i) / playerCount)) % playerCount]!;
      const created = await http.createGame({ game: 'ripper-rummy', options: { players: 2 } }, a.token);
      if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
      const joined = await http.join(created.body.gameId, b.token);
      if (joined.status !== 200) throw new Error(`join: ${joined.status} ${joined.text}`);
      games.push({ id: created.body.gameId, seats: [a, b] });
      known.set(created.body.gameId, expectedEntries(joined.body));
    }
    log(`${playerCount} players, ${games.length} games`);

    // Bots: each takes the next game in turn and makes one move in it.
    const acks: Ack[] = [];
    let resent = 0;
    let stopBots = false;
    let next = 0;
    const rng = createRng('crash-soak', 0);
    // The port stays the same across restarts, so one client serves every run.
    const serverUp = async () => {
      while (!stopBots) {
        try {
          await fetch(`${p.url}/docs`, { signal: AbortSignal.timeout(1_000) });
          return;
        } catch {
          await sleep(100);
        }
      }
    };
    const unexpected = (what: string) => {
      if (problems.length < 50) problems.push(what);
    };
    async function move(game: Game): Promise<void> {
      const any = await http.game(game.id, game.seats[0].token);
      if (any.status !== 200) return unexpected(`GET ${game.id}: ${any.status} ${any.text.slice(0, 200)}`);
      if (any.body.status !== 'active' || any.body.pending.length === 0) return;
      const seat = rng.pick(any.body.pending).seat;
      const who = seat === 0 ? game.seats[0] : game.seats[1];
      const mine = seat === 0 ? any : await http.game(game.id, who.token);
      if (mine.status !== 200 || mine.body.legalCommands.length === 0) return;
      const command = rng.pick(mine.body.legalCommands);
      const headers = { 'if-match': `"${mine.body.version}"`, 'idempotency-key': `${game.id}-${mine.body.version}-${seat}` };
      for (let attempt = 0; ; attempt++) {
        let r;
        try {
          r = await http.command(game.id, command, who.token, headers);
        } catch {
          // The runtime died with our request: its answer is lost. Send it again once it is back.
          if (stopBots) return;
          await serverUp();
          if (stopBots) return;
          resent++;
          continue;
        }
        if (r.status === 200) {
          acks.push({ gameId: game.id, version: r.body.version, seat });
          if (r.body.version > (known.get(game.id)?.version ?? -1)) known.set(game.id, expectedEntries(r.body));
        }
        else if (r.status >= 500 || ![409, 412].includes(r.status)) unexpected(`command ${game.id}@${mine.body.version}: ${r.status} ${r.text.slice(0, 200)}`);
        return;
      }
    }
    const bot = async () => {
      while (!stopBots) {
        const game = games[next++ % games.length]!;
        try {
          await move(game);
        } catch {
          await serverUp();
        }
      }
    };
    const bots = Array.from({ length: opts.bots }, () => bot());

    /**
     * Game-list entries that do not show what `target` calls for; with `orNewer`, an entry showing a
     * later version than the target's counts as up to date.
     */
    const gamesOf = new Map(players.map((p) => [p.playerId, games.filter((g) => g.seats.some((s) => s.playerId === p.playerId))]));
    const rowsBehind = async (target: ReadonlyMap<string, { version: number; seats: Shown[] }>, orNewer: boolean) => {
      let behind = 0;
      const queue = [...players];
      const check = async () => {
        for (let owner = queue.shift(); owner; owner = queue.shift()) {
          const list = await http.myGames(owner.token);
          const entries = new Map(list.body.games.map((e) => [e.gameId, e]));
          for (const g of gamesOf.get(owner.playerId) ?? []) {
            const entry = entries.get(g.id);
            const want = target.get(g.id);
            const seat = g.seats[0].playerId === owner.playerId ? 0 : 1;
            const upToDate = entry !== undefined && want !== undefined && (shown(entry) === want.seats[seat] || (orNewer && entry.version > want.version));
            if (!upToDate) behind++;
          }
        }
      };
      await Promise.all(Array.from({ length: 16 }, check));
      return behind;
    };
    const latestVersions = async () => {
      const latest = new Map<string, { version: number; seats: Shown[] }>();
      const queue = [...games];
      const fetchLatest = async () => {
        for (let g = queue.shift(); g; g = queue.shift()) latest.set(g.id, expectedEntries((await http.game(g.id, g.seats[0].token)).body));
      };
      await Promise.all(Array.from({ length: 8 }, fetchLatest));
      return latest;
    };

    // Crashes mid-traffic.
    const mailsBefore = new Set<string>();
    let behindAtLastCrash = -1;
    let jvmGoneMs: number | null = null;
    for (let crash = 1; crash <= opts.crashes; crash++) {
      const windowStart = acks.length;
      await sleep(opts.trafficMs);
      const minAcks = opts.minAcksPerWindow ?? 0;
      const waitedFrom = Date.now();
      while (acks.length - windowStart < minAcks && Date.now() - waitedFrom < 60_000) await sleep(100);
      if (acks.length - windowStart < minAcks) unexpected(`only ${acks.length - windowStart} commands acknowledged before crash ${crash} (at least ${minAcks} wanted)`);
      for (const m of (await http.outbox()).body.messages) mailsBefore.add(m.id);
      await sleep(rng.int(300));
      const last = crash === opts.crashes;
      if (last) behindAtLastCrash = await rowsBehind(known, true);
      if (last) stopBots = true;
      const killedAt = Date.now();
      await p.killGroup('SIGKILL');
      log(`crash ${crash}: killed the runtime's process group (${acks.length} commands acknowledged so far)`);
      if (crash === 1) {
        while (jvmsOn(dataDir).length > 0 && Date.now() - killedAt < 30_000) await sleep(50);
        jvmGoneMs = Date.now() - killedAt;
        if (jvmsOn(dataDir).length > 0) unexpected('DynamoDB Local still runs 30 s after its runtime was killed');
      }
      if (last) await Promise.all(bots);
      p = await start();
    }
    const ready = Date.now();

    // The game lists catch up: timed against the versions the bots know, then exactly.
    let catchUpMs = -1;
    // An upper bound: a pass reads every player's list, and each list, once right, stays right.
    const passes: number[] = [];
    while (Date.now() - ready < 60_000) {
      const passStart = Date.now();
      const behind = await rowsBehind(known, true);
      passes.push(Date.now() - passStart);
      if (behind === 0) {
        catchUpMs = Date.now() - ready;
        break;
      }
      await sleep(250);
    }
    log(`game-list passes after the restart took ${passes.join(', ')} ms`);
    if (catchUpMs < 0) unexpected('the game lists did not catch up within 60 s');
    const pollerLine = /caught up: (\d+) stream records in (\d+) ms/.exec(p.output());
    const pollerCaughtUp = pollerLine ? { records: Number(pollerLine[1]), ms: Number(pollerLine[2]) } : null;
    log(`game lists caught up ${catchUpMs} ms after "Ready" (the stream poller: ${pollerCaughtUp ? `${pollerCaughtUp.records} records in ${pollerCaughtUp.ms} ms` : 'no report'})`);
    const latest = await latestVersions();
    const exactBy = Date.now() + 30_000;
    while ((await rowsBehind(latest, false)) > 0) {
      if (Date.now() > exactBy) {
        unexpected("game lists still differ from the games' versions 30 s after catching up");
        break;
      }
      await sleep(250);
    }

    // Every acknowledged command is in the history; versions run 0..n.
    const acked = new Map<string, Map<number, number>>();
    for (const a of acks) {
      const m = acked.get(a.gameId) ?? new Map<number, number>();
      if (m.has(a.version) && m.get(a.version) !== a.seat) unexpected(`${a.gameId}@${a.version} acknowledged to two seats`);
      m.set(a.version, a.seat);
      acked.set(a.gameId, m);
    }
    for (const g of games) {
      const versions: number[] = [];
      const seatAt = new Map<number, number | null>();
      let after: number | null = null;
      for (;;) {
        const query: string = after === null ? '?limit=200' : `?after=${after}&limit=200`;
        const page = await http.history(g.id, g.seats[0].token, query);
        if (page.status !== 200) {
          unexpected(`history ${g.id}: ${page.status}`);
          break;
        }
        for (const e of page.body.events) {
          versions.push(e.version);
          seatAt.set(e.version, e.system ? null : e.seat);
        }
        if (!page.body.hasMore || page.body.events.length === 0) break;
        const lastVersion: number = page.body.events.at(-1)!.version;
        after = lastVersion;
      }
      if (versions.some((v, i) => v !== i)) unexpected(`history of ${g.id} is not 0..n: ${versions.slice(0, 20).join(',')}…`);
      for (const [version, seat] of acked.get(g.id) ?? []) {
        if (!seatAt.has(version)) unexpected(`${g.id}: acknowledged version ${version} is missing from the history`);
        else if (seatAt.get(version) !== seat) unexpected(`${g.id}@${version}: history says seat ${seatAt.get(version)}, the command came from seat ${seat}`);
      }
    }

    // The outbox: nothing lost, nothing twice, every mail addressed.
    const outbox = (await http.outbox()).body;
    const messageIds = new Set(outbox.messages.map((m) => m.id));
    for (const id of mailsBefore) if (!messageIds.has(id)) unexpected(`mail ${id}, in the outbox before a crash, is gone`);
    const seen = new Set<string>();
    const ids = new Set<string>();
    for (const m of outbox.messages) {
      const id = m.attributes.notificationId ?? m.id;
      if (ids.has(id)) unexpected(`mail ${id} is in the outbox twice`);
      ids.add(id);
      if (m.to.length === 0) unexpected(`mail ${id} has no recipient`);
      // Game mails (account mails, like sign-in codes, name no game).
      if (m.attributes.gameId !== undefined) {
        const key = `${m.attributes.gameId}/${m.attributes.version}/${m.attributes.kind}/${m.attributes.playerId}`;
        if (seen.has(key)) unexpected(`mail ${key} is in the outbox twice`);
        seen.add(key);
      }
    }
    if (outbox.failed.length > 0) unexpected(`${outbox.failed.length} stream records in the failure list`);
    const expected = await expectedMails(p.dynamoEndpoint, games.map((g) => g.id));
    for (const k of expected) if (!seen.has(k)) unexpected(`mail ${k} is missing from the outbox`);
    for (const k of seen) if (!expected.has(k)) unexpected(`mail ${k} is in the outbox but no version calls for it`);
    log(`${outbox.messages.length} mails, ${expected.size} called for by the games' versions`);

    const stopped = await p.stop('SIGTERM');
    if (stopped.code !== 0) unexpected(`the final stop exited with ${stopped.code}`);
    if (jvmsOn(dataDir).length > 0) unexpected('DynamoDB Local still runs after the runtime stopped');
    return { games: games.length, players: playerCount, acked: acks.length, resent, startMs, jvmGoneMs, behindAtLastCrash, catchUpMs, pollerCaughtUp, mails: outbox.messages.length, problems };
  } finally {
    if (p.child.exitCode === null && p.child.signalCode === null) await p.killGroup('SIGKILL').catch(() => undefined);
    for (let i = 0; i < 100 && jvmsOn(dataDir).length > 0; i++) await sleep(100);
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every (game, version, kind, player) the games' stored versions call for (all soak players want mail). */
async function expectedMails(endpoint: string, gameIds: readonly string[]): Promise<Set<string>> {
  const client = new DynamoDBClient({ endpoint });
  const events = dynamoEventStore(documentClient(client), 'whitechapel');
  const out = new Set<string>();
  try {
    for (const gameId of gameIds) {
      const latest = await events.latest(gameId);
      const records: GameRecord[] = [];
      for (let v = 0; latest && v <= latest.version; v++) {
        const record = v === latest.version ? latest : await events.atVersion(gameId, v);
        const game = record && productGames.get(record.snapshot.game);
        if (!record || !game) continue;
        records.push(record);
        // As the stream consumer: with the versions before it when it reads them (a reply played at once mails nobody).
        const planned = messagesFor(game, record, '');
        const earlier = records.slice(Math.max(0, records.length - 1 - recapRead(record.snapshot.seats.length)), -1);
        for (const m of tellsRecap(record, planned) ? messagesFor(game, record, '', earlier) : planned) out.add(`${gameId}/${v}/${m.kind}/${m.playerId}`);
      }
    }
  } finally {
    client.destroy();
  }
  return out;
}
