/**
 * npm run tournament [-- --games N] [-- --only <text>] [-- --workers W] [-- --level easy|normal|hard] [-- --extension] [-- --out <name>]
 *
 * Plays the bots against the random player, against themselves and one level against the next
 * (bench/tournament/pairings.ts), N seeded games per pairing (default 1000), spread over W child
 * processes (default 2, this machine's cores). Prints each line's win rate with a 95% Wilson
 * interval and, per level, the decision time p50/p95/p99/max (wall clock, and CPU time, which a
 * busy machine does not inflate), and writes bench/results/tournament.json (or
 * tournament-<level>.json, tournament-<out>.json). Targets: ≥ 90% wins
 * against random, p99 ≤ 200 ms; they are measured here, never asserted in tests.
 */
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { playMatch } from './tournament/match.js';
import { BOT_LEVELS, type BotLevel } from '../domain/engine/bot.js';
import { pairings } from './tournament/pairings.js';
import { percentile, wilson } from './tournament/stats.js';

interface ShardResult {
  name: string;
  wins: number;
  games: number;
  unfinished: number;
  /** Decision times by the level that decided (a head-to-head line has two). */
  decisionMs: Record<string, number[]>;
  decisionCpuMs: Record<string, number[]>;
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const games = Number(flag('games') ?? 1000);
const only = flag('only');
const workers = Number(flag('workers') ?? 2);
const shard = flag('shard');
const level = (flag('level') ?? 'normal') as BotLevel;
if (!BOT_LEVELS.includes(level)) throw new Error(`--level must be one of ${BOT_LEVELS.join(', ')}`);

const chosen = pairings(level, args.includes('--extension')).filter((p) => only === undefined || p.name.includes(only));

/** Games i ≡ shard (mod of) of every chosen pairing, in this process. */
function playShard(index: number, of: number): ShardResult[] {
  return chosen.map((pairing) => {
    const out: ShardResult = { name: pairing.name, wins: 0, games: 0, unfinished: 0, decisionMs: {}, decisionCpuMs: {} };
    for (let i = index; i < games; i += of) {
      // Rotated: seat (s + shift) mod n gets the player of seat s (two players: swapped every other game).
      const n = pairing.players.length;
      const shift = pairing.rotateSeats === true ? i % n : 0;
      const players = pairing.players.map((_, seat) => pairing.players[(seat - shift + n) % n]!);
      const counted = pairing.counted.map((s) => (s + shift) % n);
      const match = playMatch(pairing.game, pairing.options, players, `tournament/${pairing.name}/${i}`);
      out.games++;
      if (match.winners.length === 0) out.unfinished++;
      if (counted.some((s) => match.winners.includes(s))) out.wins++;
      const levelOf = (seat: string) => {
        const player = players[Number(seat)];
        return player?.kind === 'bot' ? player.level : 'random';
      };
      for (const [seat, ms] of Object.entries(match.decisionMs)) (out.decisionMs[levelOf(seat)] ??= []).push(...ms);
      for (const [seat, ms] of Object.entries(match.decisionCpuMs)) (out.decisionCpuMs[levelOf(seat)] ??= []).push(...ms);
    }
    return out;
  });
}

function runWorker(index: number): Promise<ShardResult[]> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [...args, '--shard', String(index)], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (m) => resolve(m as ShardResult[]));
    child.on('exit', (code) => (code === 0 ? undefined : reject(new Error(`worker ${index} exited with ${code}`))));
  });
}

async function main(): Promise<void> {
  if (shard !== undefined) {
    process.send?.(playShard(Number(shard), workers));
    return;
  }
  const started = Date.now();
  // Decision times are measured on a machine others may share: the load says how busy it was.
  const loadBefore = loadavg()[0] as number;
  const shards = workers > 1 ? await Promise.all(Array.from({ length: workers }, (_, i) => runWorker(i))) : [playShard(0, 1)];
  const lines = chosen.map((pairing, p) => {
    const parts = shards.map((s) => s[p] as ShardResult);
    const wins = parts.reduce((n, s) => n + s.wins, 0);
    const played = parts.reduce((n, s) => n + s.games, 0);
    const levels = [...new Set(parts.flatMap((s) => Object.keys(s.decisionMs)))];
    const times = (of: (s: ShardResult) => Record<string, number[]>, level: string) => parts.flatMap((s) => of(s)[level] ?? []).sort((a, b) => a - b);
    const spread = (xs: number[]) => ({ p50: percentile(xs, 0.5), p95: percentile(xs, 0.95), p99: percentile(xs, 0.99), max: xs.at(-1) ?? 0 });
    const byLevel = levels.map((level) => {
      const ms = times((s) => s.decisionMs, level);
      return { level, decisions: ms.length, decisionMs: spread(ms), decisionCpuMs: spread(times((s) => s.decisionCpuMs, level)) };
    });
    const [low, high] = wilson(wins, played);
    return {
      pairing: pairing.name,
      games: played,
      wins,
      winRate: wins / played,
      ci95: [low, high],
      unfinished: parts.reduce((n, s) => n + s.unfinished, 0),
      byLevel,
    };
  });
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  for (const l of lines) {
    type Spread = (typeof l.byLevel)[number]['decisionMs'];
    const show = (t: Spread) => `p50 ${t.p50.toFixed(2)} p95 ${t.p95.toFixed(2)} p99 ${t.p99.toFixed(2)} max ${t.max.toFixed(2)}`;
    console.log(`${l.pairing}\n  wins ${l.wins}/${l.games} = ${pct(l.winRate)} [95% CI ${pct(l.ci95[0] as number)}–${pct(l.ci95[1] as number)}]${l.unfinished ? `, ${l.unfinished} unfinished` : ''}`);
    for (const b of l.byLevel) console.log(`  ${b.level} decision ms, wall ${show(b.decisionMs)}; CPU ${show(b.decisionCpuMs)} (${b.decisions} decisions)`);
  }
  const seconds = (Date.now() - started) / 1000;
  const load = { before: loadBefore, after: loadavg()[0] as number, cores: cpus().length };
  console.log(`bots at level ${level}; ${chosen.length} pairings × ${games} games in ${seconds.toFixed(0)} s on ${workers} workers (1-minute load ${load.before.toFixed(1)} → ${load.after.toFixed(1)}, ${load.cores} cores)`);
  mkdirSync('bench/results', { recursive: true });
  // --out keeps a partial run (--only) from overwriting the full run's file.
  const out = flag('out');
  const file = out !== undefined ? `bench/results/tournament-${out}.json` : level === 'normal' ? 'bench/results/tournament.json' : `bench/results/tournament-${level}.json`;
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), level, games, workers, seconds, load, lines }, null, 2) + '\n');
}

await main();
