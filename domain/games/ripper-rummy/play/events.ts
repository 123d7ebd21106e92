/**
 * What happened, as plain JSON. Every random outcome (a deal, a reshuffle, a shuffle) is written
 * here in full, so `evolve` never needs the RNG; `redact` (redact.ts) hides the secret parts.
 */
import type { Seat } from '../../../engine/game.js';
import type { CardId, Suit, SuspectId } from '../rules/cards.js';
import type { HandScore, Placed, Reveal, WindowCause } from './state.js';

export type Event =
  /** Secret: the full deal. Top of each pile is the last element. */
  | { type: 'HandDealt'; hand: number; dealer: Seat; hands: CardId[][]; drawPile: CardId[]; discardPile: CardId[] }
  | { type: 'VoteCalled'; seat: Seat }
  /** Secret to other seats until the hand is scored. */
  | { type: 'VoteCast'; seat: Seat; suspect: SuspectId | null }
  /** A card from the draw pile is secret to other seats; from the discard pile it is public. */
  | { type: 'CardDrawn'; seat: Seat; card: CardId; from: 'deck' | 'discard'; reason: 'turn' | 'victim' }
  /** The discard pile (all of it, or all but its top) shuffled into a new draw pile: the order is secret. */
  | { type: 'DrawPileRebuilt'; drawPile: CardId[]; kept: CardId | null }
  /** Ripper Strikes searched the draw pile, which is then shuffled: the order is secret. */
  | { type: 'DrawPileShuffled'; drawPile: CardId[] }
  | { type: 'MeldPlayed'; seat: Seat; suit: Suit; cards: Placed[] }
  | { type: 'CardPlayed'; seat: Seat; card: CardId; suspect: SuspectId | null }
  /** A new Alibi sends every other Alibi on the table to the discard pile. */
  | { type: 'AlibisDiscarded'; cards: { seat: Seat; card: CardId }[] }
  /** Option `sceneStealsMatchingCard`: the paired Victim/Scene moves from another area to the player's. */
  | { type: 'MatchingCardTaken'; seat: Seat; from: Seat; card: CardId }
  | { type: 'SceneSearched'; seat: Seat; scene: CardId; card: CardId }
  | { type: 'RipperStruck'; seat: Seat; card: CardId; victim: CardId | null; from: 'deck' | 'discard' | null }
  | { type: 'CommissionerResigned'; seat: Seat; card: CardId; waiting: Seat[] }
  /** Secret to other seats until every choice is in. */
  | { type: 'CommissionerDiscardChosen'; seat: Seat; card: CardId }
  | { type: 'CommissionerDiscardsRevealed'; discards: { seat: Seat; card: CardId }[] }
  | { type: 'CardDiscarded'; seat: Seat; card: CardId }
  | { type: 'TurnBegan'; seat: Seat }
  | { type: 'EscapeWindowOpened'; cause: WindowCause; trigger: Seat; waiting: Seat[] }
  | { type: 'EscapeWindowPassed'; seat: Seat }
  | { type: 'RipperEscapesPlayed'; seat: Seat }
  /** Public: the whole scoring of the hand, with every hand and vote revealed. */
  | { type: 'HandScored'; score: HandScore; reveal: Reveal }
  | { type: 'GameWon'; winner: Seat; scores: number[] };

export type EventOf<T extends Event['type']> = Extract<Event, { type: T }>;
