/**
 * Exact Ripper Rummy positions for rule tests: who holds what, what lies on the table, what is on the
 * piles (`table`), and the Given/When/Then that starts from one (`given`). Every one of the 62 cards is
 * placed somewhere (the rest go to the bottom of the draw pile), so card accounting holds in every fixture.
 */
import { expect } from 'vitest';
import type { Event } from '../../../domain/games/ripper-rummy/play/events.js';
import { ripperRummy } from '../../../domain/games/ripper-rummy/index.js';
import type { Options } from '../../../domain/games/ripper-rummy/options.js';
import { CARD_IDS, cardOf, type SuspectId } from '../../../domain/games/ripper-rummy/rules/cards.js';
import type { Area, HandScore, Meld, Placed, State, Turn, VoteState } from '../../../domain/games/ripper-rummy/play/state.js';
import { gameSpec, type Scenario } from '../../support/games/game-spec.js';

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
  /** A vote already called (and the ballots already cast). */
  vote?: VoteState;
  /** Reshuffles already made this hand. */
  reshuffles?: number;
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
    vote: spec.vote ?? s.vote,
    reshuffles: spec.reshuffles ?? s.reshuffles,
  };
}

/**
 * Given this position (a `table` spec, or a state), when… then…: a scenario of test/support/games/game-spec.ts
 * played with the position's own options and seats.
 */
export function given(position: TableSpec | State): Scenario<typeof ripperRummy> {
  const state = isState(position) ? position : table(position);
  return gameSpec(ripperRummy, { options: { ...state.options }, seats: state.seatCount }).given(state);
}

const isState = (position: TableSpec | State): position is State => 'seatCount' in position;

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

/** The scoring of the hand these events ended (fails the test if none did). */
export function handScored(events: readonly Event[]): HandScore {
  const scored = events.find((e) => e.type === 'HandScored');
  if (scored?.type !== 'HandScored') throw new Error(`no HandScored among ${types(events).join(', ')}`);
  return scored.score;
}
