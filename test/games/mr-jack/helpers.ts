/** Scenario helpers for the Mr. Jack tests: start a game, patch its state, play commands. */
import { startGame } from '../../../domain/engine/decider.js';
import { isRejection } from '../../../domain/engine/rejection.js';
import { createRng } from '../../../domain/engine/rng.js';
import { mrJack, type MrJackCommand, type MrJackEvent, type MrJackState } from '../../../domain/games/mr-jack/index.js';

/** With `role: 'jack'` the creator (seat 0) is Jack and seat 1 the Detective. */
export const JACK = 0;
export const DETECTIVE = 1;

export function newGame(options: Record<string, unknown> = {}, seed = 'test'): { state: MrJackState; events: MrJackEvent[] } {
  const parsed = mrJack.options.parse({ role: 'jack', ...options });
  const { state, events } = startGame(mrJack, parsed, 2, createRng(seed, 1));
  return { state: state as MrJackState, events: events as MrJackEvent[] };
}

/** A started game with parts of its state replaced (positions are merged into the start ones). */
export function scenario(patch: Partial<MrJackState> = {}, options: Record<string, unknown> = {}): MrJackState {
  const { state } = newGame(options);
  return { ...state, ...patch, positions: { ...state.positions, ...(patch.positions ?? {}) } };
}

/**
 * A scenario in round `round` where `seat` is about to pick and `cards` are the round's cards,
 * none used yet (odd rounds: the Detective picks first; even rounds: Jack).
 */
export function roundStart(cards: MrJackState['roundCards'], patch: Partial<MrJackState> = {}, options: Record<string, unknown> = {}): MrJackState {
  return scenario({ roundCards: cards, used: [], activation: null, ...patch }, options);
}

export function play(state: MrJackState, seat: number, command: MrJackCommand, seed = 'play'): { state: MrJackState; events: MrJackEvent[] } {
  const parsed = mrJack.commands.parse(command);
  const events = mrJack.decide(state, parsed, seat, createRng(seed, 7));
  if (isRejection(events)) throw new Error(`rejected ${JSON.stringify(command)}: ${events.code} (${events.message})`);
  return { state: events.reduce(mrJack.evolve, state), events };
}

/** Plays several commands of one seat in a row. */
export function playAll(state: MrJackState, seat: number, commands: MrJackCommand[]): { state: MrJackState; events: MrJackEvent[] } {
  let s = state;
  const all: MrJackEvent[] = [];
  for (const c of commands) {
    const out = play(s, seat, c);
    s = out.state;
    all.push(...out.events);
  }
  return { state: s, events: all };
}

/** The rejection code of a command (fails the test if the command is accepted). */
export function rejectionCode(state: MrJackState, seat: number, command: MrJackCommand): string {
  const out = mrJack.decide(state, mrJack.commands.parse(command), seat, createRng('r', 0));
  if (!isRejection(out)) throw new Error(`accepted ${JSON.stringify(command)} but expected a rejection`);
  return out.code;
}

export function legal(state: MrJackState, seat: number): MrJackCommand[] {
  return mrJack.legalCommands(state, seat);
}

export function legalOfType<T extends MrJackCommand['type']>(state: MrJackState, seat: number, type: T): Extract<MrJackCommand, { type: T }>[] {
  return legal(state, seat).filter((c): c is Extract<MrJackCommand, { type: T }> => c.type === type);
}

export function eventTypes(events: MrJackEvent[]): string[] {
  return events.map((e) => e.type);
}

export function sorted<T>(items: readonly T[]): T[] {
  return [...items].sort();
}
