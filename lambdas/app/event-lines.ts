/**
 * A game's history in words: the platform's events (below) and each game's own
 * (domain/games/<game>/sentences.ts), for the web client's history and "Since your last move" and
 * for the your-turn mail's recap (notify/recap.ts). Each is given an event as its reader may see it
 * (platform events are public; a game's through its `redact`), so a sentence says no more than that.
 */
import { sentenceOf, type Names, type SentenceTable } from '../../domain/engine/sentences.js';
import { MR_JACK_SENTENCES } from '../../domain/games/mr-jack/sentences.js';
import { RIPPER_RUMMY_SENTENCES } from '../../domain/games/ripper-rummy/sentences.js';
import type { AnyGame, Viewer } from '../../domain/engine/game.js';
import type { GameRecord, PlatformEvent } from './shared/model.js';

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

/**
 * One version as `viewer` may see it (GET /games/{id}/events' entry, the mail's recap): who acted,
 * the platform's events (public), then the game's, each through the game's `redact`.
 */
export function historyEntryOf(game: AnyGame, r: Pick<GameRecord, 'version' | 'at' | 'actor' | 'platformEvents' | 'events'>, viewer: Viewer) {
  return {
    version: r.version,
    at: r.at,
    seat: r.actor.kind === 'system' ? null : r.actor.seat,
    system: r.actor.kind === 'system',
    ...(r.actor.kind === 'bot' ? { bot: { level: r.actor.level } } : {}),
    // Platform events are public by construction; game events leave only through redact.
    events: [...r.platformEvents, ...r.events.map((e) => game.redact(e, viewer)).filter((e) => e !== null && e !== undefined)] as { type: string; [field: string]: unknown }[],
  };
}

/** A move the seat made itself: not the platform's, nor a bot's for a late player. */
export function isOwnMove(entry: ActedVersion, seat: number): boolean {
  return entry.seat === seat && !entry.system && entry.bot === undefined;
}
