/**
 * Shared helpers for game tests: random legal playouts and the checks every game must pass.
 * Pure (no I/O); seeded so failures reproduce.
 */
import { expect } from 'vitest';
import { applyCommand, startGame } from '../../domain/engine/decider.js';
import type { AnyGame, Seat } from '../../domain/engine/game.js';
import { isRejection } from '../../domain/engine/rejection.js';
import { createRng, type Rng } from '../../domain/engine/rng.js';

export interface Step {
  seat: Seat;
  command: unknown;
  events: unknown[];
}

export interface Playout {
  state: unknown;
  setupEvents: unknown[];
  steps: Step[];
  finished: boolean;
}

/**
 * Plays random legal commands until the game ends or `maxSteps` is reached.
 * At each step a random pending seat acts with a random one of its legal commands; every
 * chosen command must be accepted (the "listed ⇒ accepted" half of the legality property).
 * `onState` runs on every reachable state (for invariants).
 */
export function randomPlayout(
  game: AnyGame,
  rawOptions: unknown,
  seed: string,
  opts: { maxSteps?: number; onState?: (state: unknown, step: number) => void; choose?: (rng: Rng, cmds: unknown[]) => unknown } = {},
): Playout {
  const options = game.options.parse(rawOptions);
  const seatCount = game.seats(options).count;
  const rng = createRng(seed, 0);
  const started = startGame(game, options, seatCount, createRng(seed, 1));
  let state = started.state;
  const steps: Step[] = [];
  const maxSteps = opts.maxSteps ?? 5_000;
  opts.onState?.(state, 0);
  for (let i = 0; i < maxSteps; i++) {
    if (game.result(state)) return { state, setupEvents: started.events, steps, finished: true };
    const pending = game.pending(state);
    if (pending.length === 0) throw new Error(`no pending decision but no result at step ${i}`);
    const seat = rng.pick(pending).seat;
    const cmds = game.legalCommands(state, seat);
    if (cmds.length === 0) throw new Error(`seat ${seat} is pending with no legal command at step ${i}`);
    const command = opts.choose ? opts.choose(rng, cmds) : rng.pick(cmds);
    const out = applyCommand(game, state, seat, command, createRng(seed, i + 2));
    if (isRejection(out)) {
      throw new Error(`listed command rejected at step ${i}: ${JSON.stringify(command)} → ${out.code}: ${out.message}`);
    }
    steps.push({ seat, command, events: out.events });
    state = out.state;
    opts.onState?.(state, i + 1);
  }
  return { state, setupEvents: started.events, steps, finished: Boolean(game.result(state)) };
}

/** Every listed command for every seat is accepted by `decide` in this state. */
export function expectListedAccepted(game: AnyGame, state: unknown, seatCount: number, rng: Rng): void {
  for (let seat = 0; seat < seatCount; seat++) {
    for (const cmd of game.legalCommands(state, seat)) {
      const out = game.decide(state, cmd, seat, rng);
      expect(isRejection(out), `seat ${seat} ${JSON.stringify(cmd)} → ${isRejection(out) ? out.code : ''}`).toBe(false);
    }
  }
}

/** A command not in `legalCommands(state, seat)` must be rejected. */
export function expectUnlistedRejected(game: AnyGame, state: unknown, seat: Seat, command: unknown, rng: Rng): void {
  const listed = game.legalCommands(state, seat).some((c: unknown) => canonical(c) === canonical(command));
  if (listed) return;
  const out = game.decide(state, command, seat, rng);
  expect(isRejection(out), `unlisted command accepted for seat ${seat}: ${JSON.stringify(command)}`).toBe(true);
}

/** JSON with sorted keys, for comparing commands and views structurally. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}
