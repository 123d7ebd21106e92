/**
 * The state of one game, plain JSON. Secret parts (jack, characterDeck, alibiDeck, Jack's draws,
 * the Extension's dealt and kept cards) never leave the server except through view.ts and redact.ts.
 * The Extension's fields (draft, placement, barricade, questioned) are absent from base games, so a
 * base game's state is what it always was.
 */
import type { Seat } from '../../../engine/game.js';
import type { MrJackOptions } from '../options.js';
import { EDITIONS, type Edition, type ExitId, type Hex } from '../rules/board.js';
import { CHARACTERS, type CharacterId } from '../rules/characters.js';
import type { Direction } from '../rules/hex.js';
import type { Edge } from '../rules/streets.js';

export type Role = 'jack' | 'detective';
export type WitnessCard = 'visible' | 'invisible';
export type EndReason = 'escaped' | 'accused-right' | 'accused-wrong' | 'round-8' | 'resigned';
export const LAST_ROUND = 8;
/** A lit gaslight tile where it stands now; tile 1–4 goes out at the end of that round, null never. */
export interface GaslightTile {
  hex: Hex;
  tile: number | null;
}

/** The character being activated and how far its activation has got (steps: rules/turn.ts). */
export interface Activation {
  character: CharacterId;
  seat: Seat;
  /** Moved — or, for Gull, swapped instead. */
  moved: boolean;
  abilityUsed: boolean;
  /** Goodley's whistle points left while a whistle is under way; null otherwise. */
  whistlePoints: number | null;
  /** Watson was moved during this activation; his mover must choose his facing next. */
  facingDue: boolean;
  /** Characters moved by this activation's whistle so far (a questioned one is whistled once). */
  whistled?: CharacterId[];
  /** Pizer's flight under way: the characters still to flee; absent before it starts. */
  fleeing?: CharacterId[];
}

/**
 * The Extension's draft (rules §9.1). Secret until the reveal: each role's dealt cards (its own
 * seat sees them; the other sees counts) and its kept pair. Both pairs are public once revealed;
 * the dealt cards are shown to all at the end.
 */
export interface Draft {
  dealt: Record<Role, CharacterId[]>;
  kept: Record<Role, CharacterId[] | null>;
  revealed: boolean;
}

/**
 * The Extension's start hexes (rules §9.3): the batch of four character cards revealed now (the
 * first in the odd-round pattern, the second in the even one) and which of them are placed. The
 * cards of the next batch wait, secret in order, in `characterDeck`.
 */
export interface Placement {
  batch: 1 | 2;
  cards: CharacterId[];
  placed: CharacterId[];
}

/** What is on the board besides the fixed hexes: set up by BoardSetUp, then changed by play. */
export interface BoardLayout {
  positions: Partial<Record<CharacterId, Hex>>;
  watsonFacing: Direction;
  gaslights: GaslightTile[];
  coveredManholes: Hex[];
  cordons: ExitId[];
  witness: WitnessCard;
}

export interface MrJackState {
  edition: Edition;
  jackSeat: Seat | null;
  /** Secret: Jack's character. */
  jack: CharacterId | null;
  /** Characters in play, in table order (8; the Extension chooses them). */
  pool: CharacterId[];
  positions: BoardLayout['positions'];
  watsonFacing: BoardLayout['watsonFacing'];
  gaslights: BoardLayout['gaslights'];
  coveredManholes: BoardLayout['coveredManholes'];
  cordons: BoardLayout['cordons'];
  witness: BoardLayout['witness'];
  cleared: CharacterId[];
  round: number;
  /** Secret: undealt character cards of the current pair of rounds, in order. */
  characterDeck: CharacterId[];
  roundCards: CharacterId[];
  /** Cards of this round already picked, the one being activated included. */
  used: CharacterId[];
  activation: Activation | null;
  /** Secret: the alibi deck, in order. */
  alibiDeck: CharacterId[];
  /** Holmes draws in order; Jack's are secret until the end. */
  draws: { role: Role; card: CharacterId }[];
  outcome: Outcome | null;
  // ---- the Extension only (absent from base games) ----
  draft?: Draft;
  /** The start-hex placement, while it lasts. */
  placement?: Placement | null;
  /** Joseph Lane's barricade, once placed. */
  barricade?: Edge | null;
  /** Characters Abberline questioned this round. */
  questioned?: CharacterId[];
}

/** How the game ended; `exit` for an escape, `suspect` (and `accuser`) for an accusation. */
export interface Outcome {
  winner: Role;
  reason: EndReason;
  round: number;
  exit: ExitId | null;
  suspect: CharacterId | null;
  accuser: CharacterId | null;
}

export function initialState(options: MrJackOptions): MrJackState {
  const base: MrJackState = {
    edition: options.board,
    jackSeat: null,
    jack: null,
    pool: [],
    positions: {},
    watsonFacing: 'NE',
    gaslights: [],
    coveredManholes: [],
    cordons: [],
    witness: 'visible',
    cleared: [],
    round: 0,
    characterDeck: [],
    roundCards: [],
    used: [],
    activation: null,
    alibiDeck: [],
    draws: [],
    outcome: null,
  };
  return options.extension ? { ...base, placement: null, barricade: null, questioned: [] } : base;
}

// ---- small selectors -------------------------------------------------------------------------

export function seatOfRole(state: MrJackState, role: Role): Seat {
  const jackSeat = state.jackSeat ?? 0;
  return role === 'jack' ? jackSeat : 1 - jackSeat;
}

export function roleOfSeat(state: MrJackState, seat: Seat): Role | null {
  if (state.jackSeat === null || (seat !== 0 && seat !== 1)) return null;
  return seat === state.jackSeat ? 'jack' : 'detective';
}

/** The public label of a seat: "Jack" or "Detective" (null before roles are assigned). */
export function seatRole(state: MrJackState, seat: Seat): string | null {
  const role = roleOfSeat(state, seat);
  return role === null ? null : role === 'jack' ? 'Jack' : 'Detective';
}

export function otherRole(role: Role): Role {
  return role === 'jack' ? 'detective' : 'jack';
}

export function positionOf(state: MrJackState, character: CharacterId): Hex {
  const hex = state.positions[character];
  if (hex === undefined) throw new RangeError(`${character} is not on the board`);
  return hex;
}

/** The character standing on `hex`, if any. */
export function occupant(state: MrJackState, hex: Hex): CharacterId | null {
  for (const c of state.pool) if (state.positions[c] === hex) return c;
  return null;
}

export function openManholes(state: MrJackState): Hex[] {
  return EDITIONS[state.edition].manholes.filter((m) => !state.coveredManholes.includes(m));
}

/**
 * Where the game stands: the Extension's draft (both seats choose at once), its placement of the
 * start hexes, or play (rounds; also a finished game).
 */
export type Phase = 'draft' | 'placement' | 'play';
export function phaseOf(state: MrJackState): Phase {
  if (state.draft !== undefined && !state.draft.revealed) return 'draft';
  if (state.placement) return 'placement';
  return 'play';
}

export function isQuestioned(state: MrJackState, character: CharacterId): boolean {
  return state.questioned?.includes(character) ?? false;
}

/** Jack's character; only a game whose setup is done has one. */
export function jackOf(state: MrJackState): CharacterId {
  if (state.jack === null) throw new RangeError('Jack has not been drawn yet');
  return state.jack;
}

/** The alibi cards drawn with Holmes by one role, in order. */
export function drawsOf(state: MrJackState, role: Role): CharacterId[] {
  return state.draws.filter((d) => d.role === role).map((d) => d.card);
}

export function characterName(id: CharacterId): string {
  return CHARACTERS[id].name;
}
