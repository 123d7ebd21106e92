/**
 * Ripper Rummy's events as sentences (domain/engine/sentences.ts): the history, "Since your last
 * move" and the your-turn mail word them from this table. A redacted event (another seat's draw
 * has no `card`) falls to the vaguer template after the one naming the card.
 */
import type { SentenceTable } from '../../../engine/sentences.js';
import type { Event } from '../play/events.js';

export const RIPPER_RUMMY_SENTENCES: SentenceTable<Event> = {
  HandDealt: ['Hand {hand:text} was dealt by {dealer:seat}; your cards: {yourHand:cards}', 'Hand {hand:text} was dealt by {dealer:seat}'],
  VoteCalled: ['{seat:seat} called the vote'],
  VoteCast: ['{seat:seat} voted for {suspect:suspect}', '{seat:seat} voted'],
  CardDrawn: ['{seat:seat} drew {card:card} from the {from:pile}', '{seat:seat} drew a card from the {from:pile}'],
  DrawPileRebuilt: ['The discards were shuffled into a new draw pile of {drawPileCount:text} cards'],
  DrawPileShuffled: ['The draw pile was shuffled ({drawPileCount:text} cards)'],
  MeldPlayed: ['{seat:seat} melded {cards:placed}'],
  CardPlayed: ['{seat:seat} played {card:card} on {suspect:suspect}', '{seat:seat} played {card:card}'],
  AlibisDiscarded: ['The other Alibis went to the discard pile: {cards:seatCards}'],
  MatchingCardTaken: ['{seat:seat} took {card:card} from {from:seat}'],
  SceneSearched: ['{seat:seat} searched {scene:card} and took {card:card}'],
  RipperStruck: ['{seat:seat} played {card:card} and took {victim:card} from the {from:pile}', '{seat:seat} played {card:card}'],
  CommissionerResigned: ['{seat:seat} played {card:card}: {waiting:seats} each choose a card to discard'],
  CommissionerDiscardChosen: ['{seat:seat} chose {card:card} to discard', '{seat:seat} chose a card to discard'],
  CommissionerDiscardsRevealed: ['The chosen discards: {discards:seatCards}'],
  CardDiscarded: ['{seat:seat} discarded {card:card}'],
  TurnBegan: ['Turn of {seat:seat}'],
  EscapeWindowOpened: ['{trigger:seat} {cause:cause}: {waiting:seats} may answer with Ripper Escapes'],
  EscapeWindowPassed: ['{seat:seat} did not play Ripper Escapes'],
  RipperEscapesPlayed: ['{seat:seat} played Ripper Escapes'],
  HandScored: ['Hand {score.hand:text} was scored: the Ripper was {score.ripper:suspect}', 'Hand {score.hand:text} was scored: the Ripper escaped'],
  GameWon: ['{winner:seat} won the game (scores {scores:numbers})'],
};
