/**
 * Positions for the Mr. Jack tests (a started game, patched) and the Given/When/Then spec they are
 * played with: `given(roundStart([...])).when(DETECTIVE, { type: 'pick', … }).then([...])`.
 */
import { startGame } from '../../../domain/engine/decider.js';
import type { Viewer } from '../../../domain/engine/game.js';
import { createRng } from '../../../domain/engine/rng.js';
import { mrJack, type MrJackCommand, type MrJackEvent, type MrJackState } from '../../../domain/games/mr-jack/index.js';
import type { CharacterId } from '../../../domain/games/mr-jack/rules/characters.js';
import { canonical } from '../../support/games/game-harness.js';
import { gameSpec, type Scenario } from '../../support/games/game-spec.js';

/** With `role: 'jack'` the creator (seat 0) is Jack and seat 1 the Detective. */
export const JACK = 0;
export const DETECTIVE = 1;

export type MrJack = typeof mrJack;

/** The spec every position is played with: the rules do not depend on options once set up. */
const spec = gameSpec(mrJack, { options: { role: 'jack' } });

/** A position to play commands from. */
export function given(state: MrJackState): Scenario<MrJack> {
  return spec.given(state);
}

export function newGame(options: Record<string, unknown> = {}, seed = 'test'): { state: MrJackState; events: MrJackEvent[] } {
  return startGame(mrJack, mrJack.options.parse({ role: 'jack', ...options }), 2, createRng(seed, 1));
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

/** The commands of one type in a list (legal commands, typically). */
export function ofType<T extends MrJackCommand['type']>(commands: readonly MrJackCommand[], type: T): Extract<MrJackCommand, { type: T }>[] {
  return commands.filter((c): c is Extract<MrJackCommand, { type: T }> => c.type === type);
}

export function eventTypes(events: readonly MrJackEvent[]): string[] {
  return events.map((e) => e.type);
}

export function sorted<T>(items: readonly T[]): T[] {
  return [...items].sort();
}

// ---- the Extension ---------------------------------------------------------------------------------

/** Start hexes for every character, no two of them adjacent (2016 board): the base game's, and five more. */
export const SPREAD_OUT: Readonly<Record<CharacterId, string>> = {
  holmes: 'g5', smith: 'g8', lestrade: 'e5', goodley: 'm10', gull: 'e9', bert: 'i8', watson: 'i4', stealthy: 'a3',
  madame: 'c3', lane: 'k11', abberline: 'a5', pizer: 'm8', springheeled: 'i6',
};

/**
 * A position of an Extension game in round `round` with `pool` in play, every character on its
 * SPREAD_OUT hex unless `positions` says otherwise, `cards` the round's cards (none used yet) and
 * `jack` Jack's character. The draft and placement are over; nothing is questioned, no barricade.
 */
export function extensionRound(
  pool: readonly CharacterId[],
  cards: readonly CharacterId[],
  patch: Partial<MrJackState> = {},
): MrJackState {
  const { state } = newGame({ extension: true }, 'extension-round');
  const jack = patch.jack ?? pool[0]!;
  const positions = { ...Object.fromEntries(pool.map((c) => [c, SPREAD_OUT[c]])), ...(patch.positions ?? {}) };
  return {
    ...state,
    pool: [...pool],
    draft: { ...state.draft!, kept: { jack: [], detective: [] }, revealed: true },
    placement: null,
    barricade: null,
    questioned: [],
    jack,
    alibiDeck: pool.filter((c) => c !== jack),
    round: 1,
    roundCards: [...cards],
    characterDeck: pool.filter((c) => !cards.includes(c)).slice(0, 4),
    used: [],
    activation: null,
    ...patch,
    positions,
  };
}

/** Everything `viewer` gets from the game in this state: view, redacted history, decisions, its commands. */
export function seenIn(state: MrJackState, viewer: Viewer, history: readonly MrJackEvent[] = []): string {
  return canonical({
    view: mrJack.view(state, viewer),
    history: history.map((e) => mrJack.redact(e, viewer)),
    pending: mrJack.pending(state),
    legal: typeof viewer === 'number' ? mrJack.legalCommands(state, viewer) : [],
  });
}
