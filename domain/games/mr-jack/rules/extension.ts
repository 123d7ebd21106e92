/**
 * The Mr. Jack Extension (rules §9): the draft of the characters in play, the placing of their
 * start hexes, and the five new characters' abilities (Madame's move is plain movement without
 * sewers, movement.ts). Each check returns the events of an accepted command or the Rejection
 * naming the broken rule; the candidate lists are what legal.ts asks the checks about. Every [R]
 * number is in characters.ts (QUESTIONED_MOVE_LIMIT, FLIGHT_MAX, LEAP_LENGTHS, the draft sizes).
 */
import { builtOnce } from '../../../engine/built-once.js';
import type { Seat } from '../../../engine/game.js';
import { CommonRejections, reject } from '../../../engine/rejection.js';
import type { Rng } from '../../../engine/rng.js';
import type { MrJackCommand } from '../play/commands.js';
import type { Checked } from '../play/rejections.js';
import type { MrJackEvent } from '../play/events.js';
import { characterName, isQuestioned, occupant, positionOf, roleOfSeat, seatOfRole, type MrJackState, type Role } from '../play/state.js';
import { owns } from './abilities.js';
import { BOARD_HEXES, HEX_LABELS, type Hex } from './board.js';
import {
  ALL_CHARACTERS,
  ALWAYS_IN_POOL,
  DRAFT_DEALT,
  DRAFT_KEPT,
  DRAFTED_CHARACTERS,
  FLIGHT_MAX,
  LEAP_LENGTHS,
  QUESTIONED_MOVE_LIMIT,
  type CharacterId,
} from './characters.js';
import { DIRECTIONS, areAdjacent, hexAt, hexIndex, isStreet, straightLine } from './hex.js';
import { edgeOf, streetEdges, type Streets } from './streets.js';
import { charactersNextTo } from './visibility.js';

const STREET_INDICES: readonly number[] = BOARD_HEXES.flatMap((h, i) => (h.type === 'street' ? [i] : []));

/** Characters in table order (the order of the characters table), for stable lists. */
function inTableOrder(characters: readonly CharacterId[]): CharacterId[] {
  return ALL_CHARACTERS.filter((c) => characters.includes(c));
}

function names(characters: readonly CharacterId[]): string {
  const all = characters.map(characterName);
  const last = all.pop();
  return all.length === 0 ? (last ?? '') : `${all.join(', ')} and ${last}`;
}

// ---- the draft (rules §9.1) --------------------------------------------------------------------

/** The nine drafted cards dealt: 5 to Jack, 4 to the Detective; each hand in table order. */
export function dealDraft(rng: Rng): Record<Role, CharacterId[]> {
  const cards = rng.shuffle(DRAFTED_CHARACTERS);
  return {
    jack: inTableOrder(cards.slice(0, DRAFT_DEALT.jack)),
    detective: inTableOrder(cards.slice(DRAFT_DEALT.jack, DRAFT_DEALT.jack + DRAFT_DEALT.detective)),
  };
}

/** One seat keeps two of the cards it was dealt; sealed until both seats have chosen. */
export function checkKeep(state: MrJackState, seat: Seat, characters: readonly CharacterId[]): Checked {
  const draft = state.draft;
  if (draft === undefined || draft.revealed) return reject('not-drafting', 'There is no draft to keep characters from now.');
  const role = roleOfSeat(state, seat);
  if (role === null) return CommonRejections.notYourTurn('Only the two players draft.');
  if (draft.kept[role] !== null) return reject('already-kept', 'You have already chosen the characters you keep; the other player is still choosing.');
  if (new Set(characters).size !== DRAFT_KEPT) return reject('keep-two-different', `Keep ${DRAFT_KEPT} different characters.`);
  const notDealt = characters.filter((c) => !draft.dealt[role].includes(c));
  if (notDealt.length > 0) return reject('not-dealt-to-you', `${names(notDealt)} ${notDealt.length === 1 ? 'was' : 'were'} not dealt to you.`);
  return [{ type: 'CharactersKept', seat, role, characters: [...characters] }];
}

/** Every pair of the seat's dealt cards, in both orders (decide accepts either); dealt order first. */
export function keepCandidates(state: MrJackState, seat: Seat): MrJackCommand[] {
  const role = roleOfSeat(state, seat);
  const dealt = role === null ? [] : (state.draft?.dealt[role] ?? []);
  const pairs: MrJackCommand[] = [];
  dealt.forEach((a, i) => dealt.forEach((b, j) => i < j && pairs.push({ type: 'keep', characters: [a, b] })));
  dealt.forEach((a, i) => dealt.forEach((b, j) => i > j && pairs.push({ type: 'keep', characters: [a, b] })));
  return pairs;
}

/**
 * Both seats chose: reveal both pairs; the 8 characters in play make the alibi deck, from which
 * Jack draws his identity [R: after the pool is fixed], and the character deck, whose first four
 * cards are revealed for placing.
 */
export function revealPool(state: MrJackState, rng: Rng): MrJackEvent[] {
  const { jack, detective } = state.draft?.kept ?? { jack: null, detective: null };
  if (jack === null || detective === null) return [];
  const pool = inTableOrder([...ALWAYS_IN_POOL, ...jack, ...detective]);
  const alibis = rng.shuffle(pool);
  const order = rng.shuffle(pool);
  const [identity] = alibis;
  if (identity === undefined) throw new RangeError('no characters to draw Jack from');
  return [
    { type: 'PoolRevealed', kept: { jack: [...jack], detective: [...detective] }, pool },
    { type: 'AlibiDeckShuffled', order: alibis },
    { type: 'JackIdentityDrawn', seat: seatOfRole(state, 'jack'), character: identity },
    { type: 'CharacterDeckShuffled', order },
    { type: 'PlacementBatchRevealed', batch: 1, cards: order.slice(0, 4) },
  ];
}

// ---- start hexes (rules §9.3) -------------------------------------------------------------------

export function placementLeft(state: MrJackState): CharacterId[] {
  const p = state.placement;
  return p ? p.cards.filter((c) => !p.placed.includes(c)) : [];
}

/** The pending prompt of a placement: names the characters that may be placed (all public). */
export function placementPrompt(state: MrJackState): string {
  const left = placementLeft(state);
  return left.length === 1 ? `Place ${names(left)} on a free street hex` : `Choose one of ${names(left)} and place it on a free street hex`;
}

export function checkPlace(state: MrJackState, seat: Seat, character: CharacterId, to: Hex): Checked {
  const p = state.placement;
  if (!p) return reject('not-placing', 'Characters are placed only before round 1 of the Extension.');
  if (!p.cards.includes(character)) return reject('character-not-revealed', `${characterName(character)} is not among the characters revealed for placing.`);
  if (p.placed.includes(character)) return reject('character-already-placed', `${characterName(character)} is already on the board.`);
  if (!isStreet(to)) return reject('must-end-on-street', `${to} is not a street hex.`);
  if (occupant(state, to) !== null) return reject('hex-occupied', `${to} is occupied.`);
  return [{ type: 'CharacterPlaced', seat, role: roleOfSeat(state, seat) ?? 'detective', character, to }];
}

/** Each character still to place onto each hex, characters in reveal order, hexes in board order. */
export function placeCandidates(state: MrJackState): MrJackCommand[] {
  return placementLeft(state).flatMap((character) => HEX_LABELS.map((to): MrJackCommand => ({ type: 'place', character, to })));
}

/** The batch is placed: reveal the next four, or (all eight placed) start round 1 with a fresh shuffle. */
export function afterPlacement(state: MrJackState, rng: Rng): MrJackEvent[] {
  const p = state.placement;
  if (!p || p.placed.length < p.cards.length) return [];
  if (p.batch === 1) return [{ type: 'PlacementBatchRevealed', batch: 2, cards: state.characterDeck.slice(0, 4) }];
  const order = rng.shuffle(state.pool);
  return [
    { type: 'CharacterDeckShuffled', order },
    { type: 'RoundStarted', round: 1, cards: order.slice(0, 4) },
  ];
}

// ---- Joseph Lane: the barricade ----------------------------------------------------------------

export function checkBarricade(state: MrJackState, between: readonly [Hex, Hex]): Checked {
  const denied = owns(state, 'lane', 'Placing the barricade');
  if (denied) return denied;
  const [a, b] = between;
  if (!isStreet(a) || !isStreet(b)) return reject('barricade-needs-streets', 'The barricade stands between two street hexes.');
  if (!areAdjacent(a, b)) return reject('barricade-needs-adjacent-hexes', `${a} and ${b} are not adjacent: the barricade stands on the edge between two adjacent hexes.`);
  const to = edgeOf(a, b);
  const from = state.barricade ?? null;
  if (from !== null && edgeOf(from[0], from[1]).join() === to.join()) return reject('barricade-already-there', `The barricade already stands between ${a} and ${b}.`);
  return [{ type: 'BarricadePlaced', from, to }];
}

/** Every edge between two adjacent street hexes, named in both orders (decide accepts either). Built on first use, as the board's tables. */
export const barricadeCandidates = /* @__PURE__ */ builtOnce((): readonly MrJackCommand[] =>
  streetEdges().flatMap(([a, b]): MrJackCommand[] => [
    { type: 'barricade', between: [a, b] },
    { type: 'barricade', between: [b, a] },
  ]),
);

// ---- Inspector Abberline: questioning ------------------------------------------------------------

/** At the end of his move, the characters next to Abberline are questioned until the round ends. */
export function questioning(state: MrJackState): MrJackEvent {
  return { type: 'CharactersQuestioned', characters: charactersNextTo(state, positionOf(state, 'abberline')) };
}

// ---- John Pizer: the flight ----------------------------------------------------------------------

/** At the end of his move, the characters next to Pizer must flee. */
export function flightStarts(state: MrJackState): MrJackEvent {
  return { type: 'FlightStarted', characters: charactersNextTo(state, positionOf(state, 'pizer')) };
}

/** The most hexes `character` may flee: FLIGHT_MAX, or 1 once Abberline questioned it [R]. */
function flightLength(state: MrJackState, character: CharacterId): number {
  return isQuestioned(state, character) ? Math.min(FLIGHT_MAX, QUESTIONED_MOVE_LIMIT) : FLIGHT_MAX;
}

/**
 * Pizer's flight in one state: where each fleeing character may go. A flight covers 1 to
 * FLIGHT_MAX hexes of street distance (through occupied hexes, no sewers, no crossing, around the
 * barricade) and ends on a free street hex strictly farther from Pizer by street distance.
 */
export class Flight {
  private readonly memo = new Map<CharacterId, Hex[]>();
  constructor(
    private readonly state: MrJackState,
    private readonly streets: Streets,
  ) {}

  fleeing(): CharacterId[] {
    const a = this.state.activation;
    return a !== null && a.character === 'pizer' && !a.abilityUsed ? (a.fleeing ?? []) : [];
  }

  destinations(character: CharacterId): Hex[] {
    let found = this.memo.get(character);
    if (found === undefined) {
      found = this.fleeing().includes(character) ? this.search(character) : [];
      this.memo.set(character, found);
    }
    return found;
  }

  possible(): boolean {
    return this.fleeing().some((c) => this.destinations(c).length > 0);
  }

  private search(character: CharacterId): Hex[] {
    const { state, streets } = this;
    const from = state.positions[character];
    if (from === undefined) return [];
    const i = hexIndex(from);
    const pizer = hexIndex(positionOf(state, 'pizer'));
    const away = streets.distance(i, pizer);
    const most = flightLength(state, character);
    const occupied = new Set(state.pool.flatMap((c) => (state.positions[c] === undefined ? [] : [hexIndex(state.positions[c] as Hex)])));
    return STREET_INDICES.filter((j) => {
      const d = streets.distance(i, j);
      return !occupied.has(j) && d >= 1 && d <= most && streets.distance(j, pizer) > away;
    }).map((j) => hexAt(j).label);
  }
}

export function checkFlee(state: MrJackState, character: CharacterId, to: Hex, streets: Streets): Checked {
  const a = state.activation;
  if (!(a?.fleeing ?? []).includes(character)) return reject('not-fleeing', `${characterName(character)} is not fleeing Pizer.`);
  const from = positionOf(state, character);
  if (!isStreet(to)) return reject('must-end-on-street', `${to} is not a street hex.`);
  if (occupant(state, to) !== null) return reject('hex-occupied', `${to} is occupied.`);
  const [i, j, pizer] = [hexIndex(from), hexIndex(to), hexIndex(positionOf(state, 'pizer'))];
  const d = streets.distance(i, j);
  if (d > flightLength(state, character)) {
    return d <= FLIGHT_MAX && isQuestioned(state, character)
      ? reject('questioned-moves-one', `${characterName(character)} was questioned by Abberline: at most ${QUESTIONED_MOVE_LIMIT} hex this round.`)
      : reject('out-of-reach', `A flight covers at most ${FLIGHT_MAX} hexes of street (no sewers, not across the barricade); ${to} is farther.`);
  }
  if (streets.distance(j, pizer) <= streets.distance(i, pizer)) {
    return reject('must-flee-farther', `${characterName(character)} must end strictly farther from Pizer (street distance).`);
  }
  return [{ type: 'Fled', character, from, to }];
}

/** Each fleeing character onto each hex (legal.ts keeps what checkFlee accepts). */
export function fleeCandidates(state: MrJackState): MrJackCommand[] {
  return (state.activation?.fleeing ?? []).flatMap((character) => HEX_LABELS.map((to): MrJackCommand => ({ type: 'flee', character, to })));
}

// ---- Spring-Heeled Jack: the leap ----------------------------------------------------------------

/** Whether `to` is LEAP_LENGTHS hexes from `from` in a straight line, in one of the six directions. */
function isLeap(from: Hex, to: Hex): boolean {
  return DIRECTIONS.some((d) => LEAP_LENGTHS.includes(straightLine(from, d).indexOf(to) + 1));
}

/** Instead of moving: a straight leap over anything (the barricade too) onto a free street hex. */
export function checkLeap(state: MrJackState, to: Hex): Checked {
  const denied = owns(state, 'springheeled', 'Leaping');
  if (denied) return denied;
  if (state.activation?.moved) return reject('already-moved', 'Spring-Heeled Jack leaps instead of moving; he has already moved.');
  if (isQuestioned(state, 'springheeled')) {
    return reject('questioned-cannot-leap', `Spring-Heeled Jack was questioned by Abberline: he moves at most ${QUESTIONED_MOVE_LIMIT} hex this round, so he cannot leap.`);
  }
  const from = positionOf(state, 'springheeled');
  if (!isLeap(from, to)) return reject('not-a-leap', `A leap goes ${LEAP_LENGTHS.join(' or ')} hexes in a straight line; ${to} is not.`);
  if (!isStreet(to)) return reject('must-end-on-street', `${to} is not a street hex.`);
  if (occupant(state, to) !== null) return reject('hex-occupied', `${to} is occupied: a leap ends on a free street hex.`);
  return [{ type: 'Leapt', character: 'springheeled', from, to }];
}

export function leapCandidates(): MrJackCommand[] {
  return HEX_LABELS.map((to): MrJackCommand => ({ type: 'leap', to }));
}
