/**
 * A game's history in words, for the web client (the history, "Since your last move") and the
 * server (the your-turn mail's recap) alike: the platform's events (below) and each game's own (its
 * words, domain/games/<game>/words/words.ts). Each is given an event as its reader may see it (platform
 * events are public; a game's through its `redact`), so a sentence says no more than that.
 * Light and pure: no game's rules and nothing of the server, so the web client's bundle and a
 * Lambda function that runs no rule can load it.
 */
import { sentenceOf, type Names, type SentenceTable } from '../engine/sentences.js';
import type { GameWords } from '../engine/words.js';

export { FIELD, WORDINGS, type Names } from '../engine/sentences.js';

/** The types of the events the platform records in every game (the server's PlatformEvent; a test checks they agree). */
export type PlatformEventType =
  | 'GameCreated'
  | 'PlayerJoined'
  | 'GameStarted'
  | 'DeadlinePassed'
  | 'SeatAway'
  | 'SeatBack'
  | 'PlayerLeft'
  | 'GameCancelled'
  | 'GameAbandoned'
  | 'PlayerInvited'
  | 'InvitationWithdrawn'
  | 'RematchOf'
  | 'VacationStarted'
  | 'VacationEnded';

/** The sentences of the platform's events: public, the same in every game. */
export const PLATFORM_SENTENCES: SentenceTable<{ type: PlatformEventType }> = {
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
  VacationStarted: ['{seat:seat} is on vacation until {until:text}: their deadlines wait'],
  VacationEnded: ['{seat:seat} is back from vacation: their deadlines moved by up to {movedHours:text} h'],
};

const platform: Readonly<Record<string, readonly string[]>> = PLATFORM_SENTENCES;

/**
 * One event of a game's history as a sentence, from what the event carries (already redacted for
 * its reader): in the game's sentences (`words`: a game's words, or just its sentences), else the
 * platform's, else as its type and fields read (a game unknown to the reader: `undefined`).
 */
export function eventLine(words: Pick<GameWords, 'sentences'> | undefined, ev: { type: string; [field: string]: unknown }, names: Names): string {
  return sentenceOf(words?.sentences[ev.type] ?? platform[ev.type] ?? [], ev, names);
}

const asIs = (id: string) => id;

/**
 * The names a reader with no view uses (a mail): the game's public tables (its words' `publicNames`),
 * an id as it is where the game has none, and `seat` for the seats.
 */
export function publicNames(words: Pick<GameWords, 'publicNames'> | undefined, seat: Names['seat']): Names {
  return { card: asIs, suspect: asIs, character: asIs, ...words?.publicNames, seat };
}

/** A version as a history tells who made it (GET /games/{id}/events' entries have this shape). */
export interface ActedVersion {
  readonly system: boolean;
  readonly seat: number | null;
  readonly bot?: { readonly level: string };
  readonly events: readonly { readonly type: string }[];
}

/** How the reader calls each seat, and whether a bot holds it. */
export interface SeatWords {
  label(seat: number): string;
  isBot(seat: number): boolean;
}

/** Who made a version: the platform (and why), the seat, or a bot playing for a late player. */
export function actorWords(entry: ActedVersion, seats: SeatWords): string {
  if (entry.system && !entry.bot) {
    const said = (type: string) => entry.events.some((e) => e.type === type);
    return said('GameAbandoned') ? 'the platform (nobody came back)' : said('DeadlinePassed') ? 'the platform (a deadline passed)' : 'the platform (the seat is away)';
  }
  if (entry.seat === null) return 'nobody';
  const name = seats.label(entry.seat);
  // A bot seat's label already says it is a bot; a person's seat says a bot played for them.
  return entry.bot && !seats.isBot(entry.seat) ? `a ${entry.bot.level} bot for ${name}` : name;
}

/**
 * Who made a version, to say before its sentences, or null when they say it themselves: a seat's
 * own move whose sentences name the seat ("Bob drew a card…") needs no name before it; one whose
 * sentences do not ("Jeremy Bert moved from i8 to i5"), the platform, and a bot playing for a late
 * player do.
 */
export function actorBefore(entry: ActedVersion, sentences: readonly string[], seats: SeatWords): string | null {
  const label = actorWords(entry, seats);
  const said = entry.seat !== null && label === seats.label(entry.seat) && sentences.some((s) => s.includes(label));
  return said ? null : label;
}

/** A move the seat made itself: not the platform's, nor a bot's for a late player. */
export function isOwnMove(entry: ActedVersion, seat: number): boolean {
  return entry.seat === seat && !entry.system && entry.bot === undefined;
}
