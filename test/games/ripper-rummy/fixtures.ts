/**
 * Building exact Ripper Rummy positions for rule tests: who holds what, what lies on the table,
 * what is on the piles. Every one of the 62 cards is placed somewhere (the rest go to the bottom of
 * the draw pile), so card accounting holds in every fixture.
 */
import { expect } from 'vitest';
import { isRejection, type Rejection } from '../../../domain/engine/rejection.js';
import { createRng } from '../../../domain/engine/rng.js';
import { CARD_IDS, cardOf, type SuspectId } from '../../../domain/games/ripper-rummy/rules/cards.js';
import type { Command } from '../../../domain/games/ripper-rummy/commands.js';
import type { Event } from '../../../domain/games/ripper-rummy/events.js';
import { ripperRummy } from '../../../domain/games/ripper-rummy/index.js';
import type { Options } from '../../../domain/games/ripper-rummy/options.js';
import { view } from '../../../domain/games/ripper-rummy/view.js';
import type { Area, Meld, Placed, State, Turn } from '../../../domain/games/ripper-rummy/state.js';

export interface AreaSpec {
  /** Each meld as card ids; a Wild in a meld stands for the meld's suit. */
  melds?: string[][];
  /** Single cards; `[card, suspect]` for a Wild (whom it stands for) or the royal Alibi (whom it names). */
  singles?: (string | [string, SuspectId])[];
}

export interface TableSpec {
  players?: number;
  options?: Partial<Options>;
  dealer?: number;
  hands: string[][];
  areas?: AreaSpec[];
  /** The discard pile, bottom first (the last one is the top card). */
  discard?: string[];
  /** The top cards of the draw pile, the very top FIRST. The unplaced rest lies under them. */
  drawTop?: string[];
  /** Leave the draw pile with only `drawTop` (the unplaced rest goes under the discard pile). */
  drawOnly?: boolean;
  turn?: Partial<Turn>;
  scores?: number[];
  handNumber?: number;
}

function placed(card: string, suspect?: SuspectId): Placed {
  const def = cardOf(card);
  if (suspect) return { card, suspect };
  if (def.kind === 'evidence' || def.kind === 'suspect' || (def.kind === 'alibi' && def.suspects.length === 1)) {
    return { card, suspect: def.suspects[0] ?? null };
  }
  return { card, suspect: null };
}

function meldOf(cards: string[]): Meld {
  const natural = cards.map(cardOf).find((d) => d.kind !== 'wild');
  const suit = natural?.suit ?? 'druitt';
  const suspect = suit === 'letters' ? null : suit;
  return { suit, cards: cards.map((card) => ({ card, suspect })) };
}

/** A state in the middle of a hand, exactly as specified. */
export function table(spec: TableSpec): State {
  const players = spec.players ?? spec.hands.length;
  const options = ripperRummy.options.parse({ players, ...spec.options });
  const areas: Area[] = Array.from({ length: players }, (_, seat) => {
    const a = spec.areas?.[seat] ?? {};
    return {
      melds: (a.melds ?? []).map(meldOf),
      singles: (a.singles ?? []).map((x) => (typeof x === 'string' ? placed(x) : placed(x[0], x[1]))),
    };
  });
  const used = [
    ...spec.hands.flat(),
    ...areas.flatMap((a) => [...a.melds.flatMap((m) => m.cards.map((p) => p.card)), ...a.singles.map((p) => p.card)]),
    ...(spec.discard ?? []),
    ...(spec.drawTop ?? []),
  ];
  expect(new Set(used).size, `fixture uses a card twice: ${used.join(',')}`).toBe(used.length);
  const rest = CARD_IDS.filter((id) => !used.includes(id));
  const top = [...(spec.drawTop ?? [])].reverse(); // stored with the top last
  const drawPile = spec.drawOnly ? top : [...rest, ...top];
  const discardPile = spec.drawOnly ? [...rest, ...(spec.discard ?? [])] : [...(spec.discard ?? [])];
  let s = ripperRummy.initialState(options, players);
  s = ripperRummy.evolve(s, {
    type: 'HandDealt',
    hand: spec.handNumber ?? 1,
    dealer: spec.dealer ?? players - 1,
    hands: spec.hands,
    drawPile,
    discardPile,
  });
  return {
    ...s,
    areas,
    scores: spec.scores ?? s.scores,
    turn: { ...s.turn, step: 'play', ...spec.turn },
  };
}

let rngStream = 0;

/** Applies an accepted command (fails the test if it is rejected). */
export function act(s: State, seat: number, command: Command, seed = 'fixture'): { state: State; events: Event[] } {
  const parsed = ripperRummy.commands.parse(command);
  const out = ripperRummy.decide(s, parsed, seat, createRng(seed, rngStream++));
  if (isRejection(out)) throw new Error(`rejected ${JSON.stringify(command)} for seat ${seat}: ${out.code} ${out.message}`);
  let state = s;
  for (const e of out) state = ripperRummy.evolve(state, e);
  return { state, events: out };
}

/** Plays several commands in a row, each [seat, command]. */
export function actAll(s: State, moves: [number, Command][]): { state: State; events: Event[] } {
  let state = s;
  const events: Event[] = [];
  for (const [seat, cmd] of moves) {
    const out = act(state, seat, cmd);
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

/** The rejection code for a command (fails the test if it is accepted). */
export function rejection(s: State, seat: number, command: Command): string {
  const out = ripperRummy.decide(s, ripperRummy.commands.parse(command), seat, createRng('fixture-rejection', 0));
  expect(isRejection(out), `expected ${JSON.stringify(command)} to be rejected`).toBe(true);
  return (out as Rejection).code;
}

export const legal = (s: State, seat: number): Command[] => ripperRummy.legalCommands(s, seat);
export const has = (list: readonly Command[], command: Command): boolean =>
  list.some((c) => JSON.stringify(sortKeys(c)) === JSON.stringify(sortKeys(command)));
const sortKeys = (c: object) => Object.fromEntries(Object.entries(c).sort(([a], [b]) => a.localeCompare(b)));

/** Where every card is, for accounting. */
export function everyCard(s: State): string[] {
  return [
    ...s.hands.flat(),
    ...s.areas.flatMap((a) => [...a.melds.flatMap((m) => m.cards.map((p) => p.card)), ...a.singles.map((p) => p.card)]),
    ...s.discardPile,
    ...s.drawPile,
    ...(s.commissioner?.chosen.map((c) => c.card) ?? []),
  ];
}

export const types = (events: readonly Event[]): string[] => events.map((e) => e.type);

/** The typed view (the Game interface types it as unknown). */
export const viewOf = (s: State, viewer: number | 'spectator') => view(s, viewer);
