/**
 * One seeded game between players of a game: each seat is a bot at a level or a random player.
 * A bot is handed exactly what GET /games/{id} gives its seat, through JSON (view, legalCommands,
 * pending), never the state; each of its decisions is timed with performance.now().
 */
import { performance } from 'node:perf_hooks';
import type { BotLevel } from '../../domain/engine/bot.js';
import { applyCommand, startGame } from '../../domain/engine/decider.js';
import type { AnyGame, Seat } from '../../domain/engine/game.js';
import { isRejection } from '../../domain/engine/rejection.js';
import { createRng } from '../../domain/engine/rng.js';

/**
 * `random`: uniform over legalCommands (resigning included, as the issue asks); `random-no-resign`:
 * the same without `resign`, a baseline that plays the game out (a uniform player of Mr. Jack
 * resigns within a few decisions).
 */
export type Player = { kind: 'bot'; level: BotLevel } | { kind: 'random' } | { kind: 'random-no-resign' };

export interface MatchResult {
  winners: Seat[];
  /** Milliseconds per bot decision, by seat: wall clock (performance.now()). */
  decisionMs: Record<Seat, number[]>;
  /**
   * The same decisions' CPU time (process.cpuUsage(), user + system): on a machine shared with
   * other work the wall clock also counts time the process waited for a core; this does not.
   */
  decisionCpuMs: Record<Seat, number[]>;
  /** Commands played (a runaway guard stops at MAX_STEPS). */
  steps: number;
}

const MAX_STEPS = 20_000;

export function playMatch(game: AnyGame, rawOptions: unknown, players: readonly Player[], seed: string): MatchResult {
  const options = game.options.parse(rawOptions);
  const seatCount = game.seats(options).count;
  if (players.length !== seatCount) throw new Error(`${players.length} players for ${seatCount} seats`);
  const bot = game.bot;
  const turnRng = createRng(seed, 0);
  let state = startGame(game, options, seatCount, createRng(seed, 1)).state;
  const decisionMs: Record<Seat, number[]> = {};
  const decisionCpuMs: Record<Seat, number[]> = {};
  for (let step = 0; step < MAX_STEPS; step++) {
    const result = game.result(state);
    if (result) return { winners: [...result.winners], decisionMs, decisionCpuMs, steps: step };
    const pending = game.pending(state);
    const seat = turnRng.pick(pending).seat;
    const legal = game.legalCommands(state, seat);
    const player = players[seat] as Player;
    let command: unknown;
    if (player.kind === 'bot') {
      const input = JSON.parse(JSON.stringify({ seat, view: game.view(state, seat), legalCommands: legal, pending }));
      const botRng = createRng(seed, 1_000_000 + step);
      const cpu = process.cpuUsage();
      const started = performance.now();
      command = bot.choose(input, player.level, botRng);
      (decisionMs[seat] ??= []).push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      (decisionCpuMs[seat] ??= []).push((used.user + used.system) / 1000);
    } else {
      const choices = player.kind === 'random-no-resign' && legal.length > 1 ? legal.filter((c: { type: string }) => c.type !== 'resign') : legal;
      command = turnRng.pick(choices);
    }
    const out = applyCommand(game, state, seat, command, createRng(seed, step + 2));
    if (isRejection(out)) throw new Error(`seat ${seat} (${player.kind}) played a refused command ${JSON.stringify(command)}: ${out.code}`);
    state = out.state;
  }
  return { winners: [], decisionMs, decisionCpuMs, steps: MAX_STEPS };
}
