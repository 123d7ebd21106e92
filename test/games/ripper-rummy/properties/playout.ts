/**
 * A seeded random player for Ripper Rummy. Unlike the engine's randomPlayout (which only moves pending
 * seats), any seat with a legal command may act, so Ripper Escapes is also played out of turn.
 */
import { applyCommand, startGame } from '../../../../domain/engine/decider.js';
import { isRejection } from '../../../../domain/engine/rejection.js';
import { createRng } from '../../../../domain/engine/rng.js';
import type { Event } from '../../../../domain/games/ripper-rummy/play/events.js';
import { ripperRummy } from '../../../../domain/games/ripper-rummy/index.js';
import type { Options } from '../../../../domain/games/ripper-rummy/options.js';
import type { State } from '../../../../domain/games/ripper-rummy/play/state.js';
import { seededLabel } from '../../../support/games/effort.js';

export interface PlayoutResult {
  state: State;
  events: Event[];
  steps: number;
  finished: boolean;
}

export function playout(
  options: Partial<Options>,
  seed: string,
  opts: { maxSteps?: number; onState?: (s: State, step: number) => void } = {},
): PlayoutResult {
  const o = ripperRummy.options.parse(options);
  const rng = createRng(seededLabel(seed), 0);
  const started = startGame(ripperRummy, o, ripperRummy.seats(o).count, createRng(seededLabel(seed), 1));
  let state = started.state;
  const events = [...started.events];
  opts.onState?.(state, 0);
  const maxSteps = opts.maxSteps ?? 20_000;
  for (let step = 1; step <= maxSteps; step++) {
    if (ripperRummy.result(state)) return { state, events, steps: step - 1, finished: true };
    const pending = ripperRummy.pending(state);
    if (pending.length === 0) throw new Error(`no pending decision and no result at step ${step}`);
    // Out-of-turn options (Ripper Escapes) are taken now and then, not every time they exist.
    // Only the holder of Ripper Escapes can ever act unasked; ask the game about that seat alone.
    const holder = state.hands.findIndex((h) => h.includes('ripper-escapes'));
    const outOfTurn =
      holder >= 0 && !pending.some((d) => d.seat === holder) && ripperRummy.legalCommands(state, holder).length > 0 ? [holder] : [];
    const seat = outOfTurn.length > 0 && rng.next() < 0.2 ? rng.pick(outOfTurn) : rng.pick(pending).seat;
    const legal = ripperRummy.legalCommands(state, seat);
    if (legal.length === 0) throw new Error(`pending seat ${seat} has no legal command at step ${step}`);
    const command = rng.pick(legal);
    const out = applyCommand(ripperRummy, state, seat, command, createRng(seed, step + 1));
    if (isRejection(out)) throw new Error(`listed command refused at step ${step}: ${JSON.stringify(command)} → ${out.code}`);
    state = out.state;
    events.push(...out.events);
    opts.onState?.(state, step);
  }
  return { state, events, steps: maxSteps, finished: ripperRummy.result(state) !== null };
}
