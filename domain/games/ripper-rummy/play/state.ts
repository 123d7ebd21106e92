/**
 * The server-side state of a game: plain JSON (it is stored with every version), a few KB whatever
 * the game's length: what happened before lives in the history's events, not here.
 * Everything secret lives here too (hands, draw pile order, sealed votes); view.ts and redact.ts decide who sees what.
 */
import type { Seat } from '../../../engine/game.js';
import type { CardId, Suit, SuspectId } from '../rules/cards.js';
import type { Options } from '../options.js';

/** A card lying in a play area. `suspect`: whom it counts for (a Wild's or royal Alibi's choice). */
export interface Placed {
  readonly card: CardId;
  readonly suspect: SuspectId | null;
}

export interface Meld {
  readonly suit: Suit;
  readonly cards: readonly Placed[];
}

/** A player's area: their melds and the cards they played singly (Evidence, Suspect, Alibi, Victim, Scene). */
export interface Area {
  readonly melds: readonly Meld[];
  readonly singles: readonly Placed[];
}

export type TurnStep = 'draw' | 'play';

export interface Turn {
  readonly seat: Seat;
  readonly step: TurnStep;
  /** The turn's one Gavel card has been played. */
  readonly gavelPlayed: boolean;
  /** The turn's one extra Gavel (a Gavel card taken with a Scene and played at once) has been played too. */
  readonly extraGavelPlayed: boolean;
  /**
   * A Gavel card a Scene just took, as the very next action may play it as the turn's extra Gavel
   * (if the extra is still unused). Cleared by the next action.
   */
  readonly sceneGavel: CardId | null;
}

/** A turn at its start: draw step, no Gavel played yet. */
export const newTurn = (seat: Seat): Turn => ({ seat, step: 'draw', gavelPlayed: false, extraGavelPlayed: false, sceneGavel: null });

export interface Ballot {
  readonly seat: Seat;
  readonly suspect: SuspectId | null;
}

export interface VoteState {
  readonly calledBy: Seat | null;
  /** Sealed until the hand is scored. */
  readonly ballots: readonly Ballot[];
}

/** Commissioner Resigns in progress: every other seat chooses a discard, sealed until all have chosen. */
export interface CommissionerState {
  readonly seat: Seat;
  readonly card: CardId;
  readonly waiting: readonly Seat[];
  readonly chosen: readonly { readonly seat: Seat; readonly card: CardId }[];
}

export type WindowCause = 'commissioner' | 'went-out';

/** The Ripper Escapes response window (§4): open to every seat but one, whoever holds the card. */
export interface EscapeWindow {
  readonly cause: WindowCause;
  /** The seat that went out or played Commissioner Resigns (it gets no window). */
  readonly trigger: Seat;
  readonly waiting: readonly Seat[];
}

export type HandEnding =
  | { readonly reason: 'went-out'; readonly seat: Seat }
  | { readonly reason: 'commissioner'; readonly seat: Seat }
  | { readonly reason: 'ripper-escapes'; readonly seat: Seat }
  | { readonly reason: 'deck-exhausted' };

/** One player's score for one hand, public once the hand is scored. */
export interface PlayerScore {
  readonly seat: Seat;
  /** Points of the cards in the player's area (Ripper Escapes scoring: only Victims and Scenes). */
  readonly cards: number;
  /** The Ripper's cards scored again. */
  readonly doubles: number;
  /** Cards left in hand that were discarded without score, being related to evidence on the table. */
  readonly excused: readonly CardId[];
  /** Points subtracted for the other cards left in hand (a negative number or 0). */
  readonly deductions: number;
  readonly voteBonus: number;
  /** 35 for the player who played Ripper Escapes, else 0. */
  readonly escapeBonus: number;
  readonly total: number;
}

export interface HandScore {
  readonly hand: number;
  readonly dealer: Seat;
  readonly ending: HandEnding;
  readonly scoring: 'normal' | 'ripper-escapes';
  /** The suspect named the Ripper, or null when he escaped. */
  readonly ripper: SuspectId | null;
  readonly suspectTotals: Readonly<Record<SuspectId, number>>;
  readonly players: readonly PlayerScore[];
  /** Running totals after this hand. */
  readonly totals: readonly number[];
}

/** What a scored hand reveals: every hand and every vote. Kept for the last scored hand only (history has all). */
export interface Reveal {
  readonly hand: number;
  readonly hands: readonly (readonly CardId[])[];
  readonly votes: readonly Ballot[];
}

export interface State {
  readonly options: Options;
  readonly seatCount: number;
  /** 0 before the first deal. */
  readonly handNumber: number;
  readonly dealer: Seat;
  readonly scores: readonly number[];

  readonly hands: readonly (readonly CardId[])[];
  /** Face down; the top is the LAST element. */
  readonly drawPile: readonly CardId[];
  /** Face up, public; the top is the LAST element. */
  readonly discardPile: readonly CardId[];
  readonly areas: readonly Area[];
  readonly reshuffles: number;

  readonly turn: Turn;
  readonly vote: VoteState;
  readonly commissioner: CommissionerState | null;
  readonly escapeWindow: EscapeWindow | null;
  readonly lastSceneTake: { readonly seat: Seat; readonly scene: CardId; readonly card: CardId } | null;
  readonly lastCommissionerDiscards: readonly { readonly seat: Seat; readonly card: CardId }[] | null;

  /**
   * The last scored hand (every earlier one is a HandScored event in the history). States stored
   * before kept every hand here; they keep them until the next hand is scored.
   */
  readonly scoredHands: readonly HandScore[];
  /** How many hands were scored; absent in states stored before it was counted (then scoredHands.length). */
  readonly handsScored?: number;
  readonly lastReveal: Reveal | null;
  readonly winner: Seat | null;
}

export const emptyArea = (): Area => ({ melds: [], singles: [] });

export function initialState(options: Options, seatCount: number): State {
  return {
    options,
    seatCount,
    handNumber: 0,
    dealer: 0,
    scores: Array.from({ length: seatCount }, () => 0),
    hands: Array.from({ length: seatCount }, () => []),
    drawPile: [],
    discardPile: [],
    areas: Array.from({ length: seatCount }, emptyArea),
    reshuffles: 0,
    turn: newTurn(0),
    vote: { calledBy: null, ballots: [] },
    commissioner: null,
    escapeWindow: null,
    lastSceneTake: null,
    lastCommissionerDiscards: null,
    scoredHands: [],
    handsScored: 0,
    lastReveal: null,
    winner: null,
  };
}

/** How many hands were scored so far. */
export const handsScoredOf = (s: State): number => s.handsScored ?? s.scoredHands.length;

/** A hand is being played: dealt, not won. */
export const handLive = (s: State): boolean => s.handNumber > 0 && s.winner === null;

export const nextSeat = (s: State, seat: Seat): Seat => (seat + 1) % s.seatCount;

/** Every seat of the game, in order. */
export const seatsOf = (s: State): Seat[] => Array.from({ length: s.seatCount }, (_, seat) => seat);

/** `seat` is one of this game's seats. */
export const isSeatOf = (s: State, seat: number): boolean => Number.isInteger(seat) && seat >= 0 && seat < s.seatCount;

const voteOpen = (s: State): boolean => s.vote.calledBy !== null && s.vote.ballots.length < s.seatCount;

/** Play is paused for a simultaneous decision; the player whose turn it is waits. */
export function pause(s: State): 'escape-window' | 'commissioner' | 'vote' | null {
  if (s.escapeWindow) return 'escape-window';
  if (s.commissioner) return 'commissioner';
  if (voteOpen(s)) return 'vote';
  return null;
}
