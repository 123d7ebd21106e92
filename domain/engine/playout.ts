/**
 * Seeded random playouts of any game: for the contract test, the games' property tests and the
 * bench. Pure; the same seed plays the same game.
 */
import { applyCommand, startGame } from './decider.js';
import type { AnyGame, CommandOf, EventOf, Seat, StateOf } from './game.js';
import { isRejection } from './rejection.js';
import { createRng, type Rng } from './rng.js';

export interface Step<G extends AnyGame> {
  seat: Seat;
  command: CommandOf<G>;
  events: EventOf<G>[];
}

export interface Playout<G extends AnyGame> {
  state: StateOf<G>;
  setupEvents: EventOf<G>[];
  steps: Step<G>[];
  finished: boolean;
}

export type Chooser<G extends AnyGame> = (rng: Rng, commands: CommandOf<G>[], state: StateOf<G>, seat: Seat) => CommandOf<G>;

/** How a playout goes: at most `maxSteps` steps, `onState` on every state, `choose` in place of a uniform pick. */
export interface PlayoutOptions<G extends AnyGame> {
  maxSteps?: number;
  onState?: (state: StateOf<G>, step: number) => void;
  choose?: Chooser<G>;
}

/**
 * Plays random legal commands until the game ends or `maxSteps` is reached.
 * At each step a random pending seat acts with a random one of its legal commands; every
 * chosen command must be accepted (the "listed ⇒ accepted" half of the legality property).
 * `onState` runs on every reachable state (for invariants).
 */
export function randomPlayout<G extends AnyGame>(game: G, rawOptions: unknown, seed: string, opts: PlayoutOptions<G> = {}): Playout<G> {
  const options = game.options.parse(rawOptions);
  const seatCount = game.seats(options).count;
  const rng = createRng(seed, 0);
  const started = startGame(game, options, seatCount, createRng(seed, 1));
  let state = started.state;
  const steps: Step<G>[] = [];
  const maxSteps = opts.maxSteps ?? 5_000;
  opts.onState?.(state, 0);
  for (let i = 0; i < maxSteps; i++) {
    if (game.result(state)) return { state, setupEvents: started.events, steps, finished: true };
    const pending = game.pending(state);
    if (pending.length === 0) throw new Error(`no pending decision but no result at step ${i}`);
    const seat = rng.pick(pending).seat;
    const cmds: CommandOf<G>[] = game.legalCommands(state, seat);
    if (cmds.length === 0) throw new Error(`seat ${seat} is pending with no legal command at step ${i}`);
    const command = opts.choose ? opts.choose(rng, cmds, state, seat) : rng.pick(cmds);
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

/**
 * Random play that keeps games going: a command that would end the game at once (a resignation, a
 * rash accusation) is taken only when a dozen draws find nothing else, or once in fifty draws, so playouts
 * reach the late positions of a game and still end. Game-agnostic: it only asks `result`.
 */
export function patientChooser<G extends AnyGame>(game: G): Chooser<G> {
  return (rng, commands, state, seat) => {
    let command = rng.pick(commands);
    for (let tries = 0; tries < 12 && commands.length > 1 && rng.int(50) > 0; tries++) {
      const out = applyCommand(game, state, seat, command, createRng('patient', tries));
      if (isRejection(out) || !game.result(out.state)) break;
      command = rng.pick(commands);
    }
    return command;
  };
}
