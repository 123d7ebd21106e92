/**
 * A history event as a sentence. Each game has a table of event type → sentence templates; a
 * template names the event's fields (`{seat:seat}`, `{score.hand}`) and how to word them. The first
 * template whose every field the event carries is used, so the redacted form of an event (a card
 * drawn from the pile by someone else has no `card`) falls to the next, vaguer template: the
 * sentence never says more than the event the server sent this caller. An event type without a
 * template is written generically (its name, then its fields).
 */
import type { MrJackEvent } from '../../domain/games/mr-jack/events.js';
import type { Event as RipperRummyEvent } from '../../domain/games/ripper-rummy/events.js';
import type { PlatformEvent } from '../../lambdas/app/model.js';
import { counted, title } from './format.js';

/** How to word what an event names, from the game as the caller sees it now (names only). */
export interface Names {
  seat(seat: number): string;
  card(id: string): string;
  suspect(id: string): string;
  character(id: string): string;
}

type Wording = (value: unknown, names: Names) => string | null;

const list = (v: unknown, each: (x: unknown) => string): string | null => (Array.isArray(v) ? (v.length ? v.map(each).join(', ') : 'none') : null);
/** A list of cards, equal ones once with how many: "3 × Evidence against Montague Druitt (on Montague Druitt)". */
const cardList = (v: unknown, each: (x: unknown) => string): string | null => (Array.isArray(v) ? (v.length ? counted(v.map(each)).join(', ') : 'none') : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** `{field:kind}` → the field's words; null when the value is not of that kind (the template is skipped). */
export const WORDINGS: Record<string, Wording> = {
  text: (v) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null),
  seat: (v, n) => (typeof v === 'number' ? n.seat(v) : null),
  seats: (v, n) => list(v, (s) => n.seat(Number(s))),
  card: (v, n) => (typeof v === 'string' ? n.card(v) : null),
  cards: (v, n) => cardList(v, (c) => n.card(String(c))),
  suspect: (v, n) => (typeof v === 'string' ? n.suspect(v) : null),
  character: (v, n) => (typeof v === 'string' ? n.character(v) : null),
  characters: (v, n) => list(v, (c) => n.character(String(c))),
  numbers: (v) => list(v, String),
  hexes: (v) => list(v, String),
  /** Cards placed in a meld: each with the suspect it is about, when it is about one. */
  placed: (v, n) => cardList(v, (p) => {
    const { card, suspect } = p as { card: string; suspect: string | null };
    return suspect ? `${n.card(card)} (on ${n.suspect(suspect)})` : n.card(card);
  }),
  /** `{seat, card}` pairs: "Alibi: Mary Kelly (Bob)". */
  seatCards: (v, n) => list(v, (p) => `${n.card(String((p as { card: unknown }).card))} (${n.seat(Number((p as { seat: unknown }).seat))})`),
  pile: (v) => ({ deck: 'draw pile', discard: 'discard pile' })[str(v) ?? ''] ?? null,
  role: (v) => ({ jack: 'Jack', detective: 'the Detective' })[str(v) ?? ''] ?? null,
  /** A role at the start of a sentence. */
  Role: (v) => ({ jack: 'Jack', detective: 'The Detective' })[str(v) ?? ''] ?? null,
  cause: (v) => ({ commissioner: 'played Commissioner Resigns', 'went-out': 'went out' })[str(v) ?? ''] ?? null,
  seen: (v) => (typeof v === 'boolean' ? (v ? 'seen' : 'not seen') : null),
  /** GameCreated's onTimeout, recorded only when it is not the game's fallback. */
  timeout: (v) => (v === 'bot' ? 'a bot plays a missed move' : null),
  right: (v) => (typeof v === 'boolean' ? (v ? 'right' : 'wrong') : null),
  reason: (v) => ({ escaped: 'Jack escaped', 'accused-right': 'the right accusation', 'accused-wrong': 'a wrong accusation', 'round-8': 'the eighth round ended', resigned: 'a resignation' })[str(v) ?? ''] ?? null,
};

/** Every event type of a union gets its sentences: a new event type without one does not compile. */
type Table<E extends { type: string }> = Readonly<Record<E['type'], readonly string[]>>;

/** Events the platform records in every game (lambdas/app/model.ts PlatformEvent). */
const PLATFORM: Table<PlatformEvent> = {
  GameCreated: [
    'The game was created for {seatCount:text} players, {turnTimeLimitHours:text} h per move; {onTimeout:timeout}',
    'The game was created for {seatCount:text} players, {turnTimeLimitHours:text} h per move',
  ],
  PlayerJoined: ['{name:text} joined'],
  GameStarted: ['The game started'],
  DeadlinePassed: ['The deadline of {seat:seat} passed'],
  SeatAway: ['{seat:seat} is away: their turns are played for them'],
  SeatBack: ['{seat:seat} is back'],
  PlayerLeft: ['{seat:seat} left the game'],
  GameCancelled: ['The game was cancelled'],
  GameAbandoned: ['The game was abandoned: every player had been away for {days:text} days'],
  PlayerInvited: ['A player was invited'],
  InvitationWithdrawn: ['An invitation was withdrawn: its player left Whitechapel'],
  RematchOf: ['This game is a rematch'],
};

const RIPPER_RUMMY: Table<RipperRummyEvent> = {
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

const MR_JACK: Table<MrJackEvent> = {
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

/** The sentences of each game's events, and of the platform's (in every game). */
export const SENTENCES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = { platform: PLATFORM, 'ripper-rummy': RIPPER_RUMMY, 'mr-jack': MR_JACK };

export const FIELD = /\{([\w.]+):(\w+)\}/g;

function at(ev: object, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), ev);
}

/** The template with every field filled in, or null when the event lacks one of them. */
function fill(template: string, ev: object, names: Names): string | null {
  let complete = true;
  const text = template.replace(FIELD, (_, path: string, kind: string) => {
    const words = WORDINGS[kind]?.(at(ev, path), names) ?? null;
    if (words === null) complete = false;
    return words ?? '';
  });
  return complete ? text : null;
}

/** "CharacterMoved" → "Character moved". */
function typeWords(type: string): string {
  const spaced = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return title(spaced.charAt(0)) + spaced.slice(1);
}

function plain(v: unknown, depth = 0): string {
  if (v === null || v === undefined) return '–';
  if (Array.isArray(v)) return v.length ? v.map((x) => plain(x, depth + 1)).join(', ') : 'none';
  if (typeof v === 'object') return depth > 1 ? '…' : `(${Object.entries(v).map(([k, x]) => `${typeWords(k).toLowerCase()} ${plain(x, depth + 1)}`).join('; ')})`;
  return String(v);
}

/** An event without a sentence: its name, then each field in words ("Added: seat 0, n 2"). */
function generic(ev: { type: string; [field: string]: unknown }): string {
  const { type, ...fields } = ev;
  const parts = Object.entries(fields).map(([k, v]) => `${typeWords(k).toLowerCase()} ${plain(v)}`);
  const text = parts.length ? `${typeWords(type)}: ${parts.join(', ')}` : typeWords(type);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** One event of `game`'s history as a sentence, from what the event carries (already redacted for the caller). */
export function eventLine(game: string, ev: { type: string; [field: string]: unknown }, names: Names): string {
  const templates = SENTENCES[game]?.[ev.type] ?? SENTENCES.platform?.[ev.type] ?? [];
  for (const t of templates) {
    const line = fill(t, ev, names);
    if (line !== null) return line;
  }
  return generic(ev);
}
