/**
 * A game's history in words: the platform's events (below) and each game's own
 * (domain/games/<game>/sentences.ts), for the web client's history and "Since your last move" and
 * for the your-turn mail's recap (notify/recap.ts). Each is given an event as its reader may see it
 * (platform events are public; a game's through its `redact`), so a sentence says no more than that.
 */
import { sentenceOf, type Names, type SentenceTable } from '../../domain/engine/sentences.js';
import { MR_JACK_SENTENCES } from '../../domain/games/mr-jack/sentences.js';
import { RIPPER_RUMMY_SENTENCES } from '../../domain/games/ripper-rummy/sentences.js';
import type { PlatformEvent } from './model.js';

export { FIELD, WORDINGS, type Names } from '../../domain/engine/sentences.js';

/** Events the platform records in every game (model.ts PlatformEvent). */
const PLATFORM: SentenceTable<PlatformEvent> = {
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

/** The sentences of the platform's events and of each game's (a test checks every product game has a table). */
export const SENTENCES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  platform: PLATFORM,
  'ripper-rummy': RIPPER_RUMMY_SENTENCES,
  'mr-jack': MR_JACK_SENTENCES,
};

/** One event of `game`'s history as a sentence, from what the event carries (already redacted for its reader). */
export function eventLine(game: string, ev: { type: string; [field: string]: unknown }, names: Names): string {
  return sentenceOf(SENTENCES[game]?.[ev.type] ?? SENTENCES.platform?.[ev.type] ?? [], ev, names);
}
