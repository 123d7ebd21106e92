/**
 * Shared helpers for game tests: the checks every game must pass (playouts are the engine's).
 * Pure (no I/O); seeded so failures reproduce.
 */
import { expect } from 'vitest';
import type { AnyGame, CommandOf, Seat, StateOf } from '../../../domain/engine/game.js';
import { isRejection } from '../../../domain/engine/rejection.js';
import type { Rng } from '../../../domain/engine/rng.js';
import { canonicalJson } from '../../../lambdas/app/core/canonical.js';
import { randomPlayout as playout, type Playout, type PlayoutOptions } from '../../../domain/engine/playout.js';
import { seededLabel } from './effort.js';

export { patientChooser, type Chooser, type Playout, type Step } from '../../../domain/engine/playout.js';

/** The engine's random playout, its seed varied by TEST_SEED when that is set (support/effort.ts). */
export function randomPlayout<G extends AnyGame>(game: G, rawOptions: unknown, seed: string, opts: PlayoutOptions<G> = {}): Playout<G> {
  return playout(game, rawOptions, seededLabel(seed), opts);
}

/** Every listed command for every seat is accepted by `decide` in this state. */
export function expectListedAccepted<G extends AnyGame>(game: G, state: StateOf<G>, seatCount: number, rng: Rng): void {
  for (let seat = 0; seat < seatCount; seat++) {
    for (const cmd of game.legalCommands(state, seat)) {
      const out = game.decide(state, cmd, seat, rng);
      expect(isRejection(out), `seat ${seat} ${JSON.stringify(cmd)} → ${isRejection(out) ? out.code : ''}`).toBe(false);
    }
  }
}

/** A command not in `legalCommands(state, seat)` must be rejected. Returns whether it was unlisted. */
export function expectUnlistedRejected<G extends AnyGame>(game: G, state: StateOf<G>, seat: Seat, command: CommandOf<G>, rng: Rng): boolean {
  const listed = game.legalCommands(state, seat).some((c: CommandOf<G>) => canonical(c) === canonical(command));
  if (listed) return false;
  const out = game.decide(state, command, seat, rng);
  expect(isRejection(out), `unlisted command accepted for seat ${seat}: ${JSON.stringify(command)}`).toBe(true);
  return true;
}

/** JSON with sorted keys, for comparing commands and views structurally. */
export const canonical = canonicalJson;

/** Plain JSON: no undefined, functions, class instances, NaN/Infinity. Returns the first problem's path, or null. */
export function jsonProblem(value: unknown, path = '$'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} is ${value}`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = jsonProblem(value[i], `${path}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined) return `${path}.${k} is undefined`;
      const p = jsonProblem(v, `${path}.${k}`);
      if (p) return p;
    }
    return null;
  }
  return `${path} is not plain JSON (${typeof value})`;
}
