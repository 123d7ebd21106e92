/**
 * Mr. Jack's events as sentences (domain/engine/sentences.ts), base game and Extension: the
 * history, "Since your last move" and the your-turn mail word them from this table. A secret in a
 * redacted event (Jack's identity, an alibi card) falls to the template that says "(secret)".
 */
import type { SentenceTable } from '../../../engine/sentences.js';
import type { MrJackEvent } from '../play/events.js';

export const MR_JACK_SENTENCES: SentenceTable<MrJackEvent> = {
  RolesAssigned: ['{jackSeat:seat} plays Jack, {detectiveSeat:seat} the Detective'],
  BoardSetUp: ['The {edition:text} board was set up'],
  AlibiDeckShuffled: ['The alibi deck was shuffled ({count:text} cards)'],
  JackIdentityDrawn: ["{seat:seat} drew Jack's identity: {character:character}", "{seat:seat} drew Jack's identity (secret)"],
  CharacterDeckShuffled: ['The character deck was shuffled ({count:text} cards)'],
  RoundStarted: ['Round {round:text} began with {cards:characters}'],
  CharacterPicked: ['{role:Role} ({seat:seat}) picked {character:character}'],
  CharacterMoved: ['{character:character} moved from {from:text} to {to:text}'],
  CharacterStayed: ['{character:character} stayed on {hex:text}'],
  WatsonFaced: ["Watson's lantern turned to face {direction:text}"],
  AlibiDrawn: ['{seat:seat} drew an alibi card: {card:character}', '{seat:seat} drew an alibi card (secret)'],
  CharacterCleared: ['{character:character} is cleared'],
  GaslightMoved: ['A gaslight moved from {from:text} to {to:text}'],
  CordonMoved: ['The cordon moved from the {from:text} exit to the {to:text} exit'],
  ManholeCoverMoved: ['A manhole cover moved from {from:text} to {to:text}'],
  Whistled: ['{character:character} was whistled from {from:text} to {to:text}'],
  WhistleEnded: ['The whistle ended'],
  CharactersSwapped: ['{character:character} swapped places with {with:character}'],
  ActivationEnded: ["{character:character}'s turn ended"],
  WitnessCalled: ['End of round {round:text}: Jack was {jackVisible:seen}; cleared: {cleared:characters}'],
  GaslightRemoved: ['End of round {round:text}: the gaslight on {hex:text} went out'],
  CharacterEscaped: ['{character:character} escaped by the {exit:text} exit'],
  Accused: ['{character:character} accused {suspect:character}: {right:right}'],
  Resigned: ['{seat:seat} ({role:role}) resigned'],
  CharactersDealt: ['{seat:seat} was dealt {cards:characters}', '{seat:seat} was dealt {count:text} cards (secret)'],
  CharactersKept: ['{seat:seat} kept {characters:characters}', '{seat:seat} kept {count:text} characters (secret)'],
  PoolRevealed: ['Jack kept {kept.jack:characters}; the Detective kept {kept.detective:characters}'],
  PlacementBatchRevealed: ['To place next: {cards:characters}'],
  CharacterPlaced: ['{seat:seat} placed {character:character} on {to:text}'],
  BarricadePlaced: ['The barricade went up between {to:hexes}'],
  CharactersQuestioned: ['Questioned (at most 1 hex this round): {characters:characters}'],
  FlightStarted: ['To flee: {characters:characters}'],
  Fled: ['{character:character} fled from {from:text} to {to:text}'],
  FlightEnded: ['The flight ended'],
  Leapt: ['{character:character} leapt from {from:text} to {to:text}'],
  GameEnded: ['{winner:Role} won ({reason:reason}); Jack was {jack:character}', '{winner:Role} won ({reason:reason})'],
};
