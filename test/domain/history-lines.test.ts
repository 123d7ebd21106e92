// A history in words (domain/history/lines.ts), shared by the web client and the mails: each game's
// sentences from its words, the platform's for every game, the redacted form of an event falling to a
// vaguer sentence that names nothing the event lacks, the generic wording of an event without a
// sentence, and who made a version.
import { describe, expect, it } from 'vitest';
import { productGames } from '../../domain/games/registry.js';
import { mrJackWords } from '../../domain/games/mr-jack/words/words.js';
import { CARD_CATALOGUE } from '../../domain/games/ripper-rummy/rules/cards.js';
import { ripperRummyWords } from '../../domain/games/ripper-rummy/words/words.js';
import {
  actorBefore,
  actorWords,
  eventLine,
  FIELD,
  isOwnMove,
  PLATFORM_SENTENCES,
  publicNames,
  WORDINGS,
  type ActedVersion,
  type Names,
  type PlatformEventType,
  type SeatWords,
} from '../../domain/history/lines.js';
import type { PlatformEvent } from '../../lambdas/app/core/model.js';
import { counterWords } from '../support/fixtures/counter-game.js';

const names: Names = {
  seat: (s) => ['Ada (you)', 'Bob', 'Bot (easy)'][s] ?? `Seat ${s + 1}`,
  card: (id) => `card:${id}`,
  suspect: (id) => `suspect:${id}`,
  character: (id) => `character:${id}`,
};

/** The platform's event types here are exactly the server's (lambdas/app/model.ts): checked by the compiler. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const platformTypesAgree: Same<PlatformEventType, PlatformEvent['type']> = true;

describe('event sentences', () => {
  it('exist for every platform event, and word every field of every template with a known wording', () => {
    expect(platformTypesAgree).toBe(true);
    const tables = { platform: PLATFORM_SENTENCES, counter: counterWords.sentences, ...Object.fromEntries([...productGames.values()].map((g) => [g.id, g.words.sentences])) };
    for (const [game, table] of Object.entries(tables)) {
      for (const [type, templates] of Object.entries<readonly string[]>(table)) {
        expect(templates.length, `${game} ${type}`).toBeGreaterThan(0);
        for (const t of templates) for (const [, , kind] of t.matchAll(FIELD)) expect(WORDINGS, `${game} ${type}: ${t}`).toHaveProperty(kind!);
      }
    }
  });

  it('say what a seat drew only when the event shows the card (its own draw), never for the redacted form', () => {
    expect(eventLine(ripperRummyWords, { type: 'CardDrawn', seat: 0, card: 'c7', from: 'deck', reason: 'turn' }, names)).toBe('Ada (you) drew card:c7 from the draw pile');
    expect(eventLine(ripperRummyWords, { type: 'CardDrawn', seat: 1, from: 'deck', reason: 'turn' }, names)).toBe('Bob drew a card from the draw pile');
    expect(eventLine(mrJackWords, { type: 'AlibiDrawn', seat: 1, role: 'detective' }, names)).toBe('Bob drew an alibi card (secret)');
    expect(eventLine(mrJackWords, { type: 'AlibiDrawn', seat: 0, role: 'jack', card: 'watson' }, names)).toBe('Ada (you) drew an alibi card: character:watson');
    expect(eventLine(mrJackWords, { type: 'JackIdentityDrawn', seat: 1 }, names)).toBe("Bob drew Jack's identity (secret)");
    expect(eventLine(mrJackWords, { type: 'CharactersKept', seat: 1, role: 'jack', count: 2 }, names)).toBe('Bob kept 2 characters (secret)');
  });

  it('read nested fields and word roles, piles and lists', () => {
    expect(eventLine(mrJackWords, { type: 'CharacterPicked', round: 1, seat: 2, role: 'detective', character: 'holmes' }, names)).toBe('The Detective (Bot (easy)) picked character:holmes');
    expect(eventLine(mrJackWords, { type: 'CharacterMoved', character: 'gull', from: 'c4', to: 'd5' }, names)).toBe('character:gull moved from c4 to d5');
    expect(eventLine(ripperRummyWords, { type: 'HandScored', score: { hand: 2, ripper: null }, reveal: {} }, names)).toBe('Hand 2 was scored: the Ripper escaped');
    expect(eventLine(ripperRummyWords, { type: 'HandScored', score: { hand: 2, ripper: 'kosminski' }, reveal: {} }, names)).toBe('Hand 2 was scored: the Ripper was suspect:kosminski');
    expect(eventLine(ripperRummyWords, { type: 'MeldPlayed', seat: 1, suit: 'x', cards: [{ card: 'a', suspect: 'k' }, { card: 'b', suspect: null }] }, names)).toBe('Bob melded card:a (on suspect:k), card:b');
    // Equal cards once, with how many.
    expect(eventLine(ripperRummyWords, { type: 'MeldPlayed', seat: 1, suit: 'x', cards: [{ card: 'a', suspect: 'k' }, { card: 'a', suspect: 'k' }, { card: 'b', suspect: null }] }, names)).toBe('Bob melded 2 × card:a (on suspect:k), card:b');
    expect(eventLine(ripperRummyWords, { type: 'GameWon', winner: 1, scores: [40, 110] }, names)).toBe('Bob won the game (scores 40, 110)');
  });

  it("phrase the platform's events in any game, and word an event without a sentence generically", () => {
    expect(eventLine(counterWords, { type: 'SeatAway', seat: 0 }, names)).toBe('Ada (you) is away: their turns are played for them');
    expect(eventLine(mrJackWords, { type: 'DeadlinePassed', seat: 1, kind: 'turn', deadline: '2030-01-01T00:00:00Z' }, names)).toBe('The deadline of Bob passed');
    expect(eventLine(counterWords, { type: 'Added', seat: 0, n: 2 }, names)).toBe('Added 2');
    // A game the reader does not know (no words): the platform's sentences, else the generic form.
    expect(eventLine(undefined, { type: 'SeatBack', seat: 1 }, names)).toBe('Bob is back');
    expect(eventLine(undefined, { type: 'Added', seat: 0, n: 2 }, names)).toBe('Added: seat 0, n 2');
    expect(eventLine({ sentences: {} }, { type: 'Added', seat: 0, n: 2 }, names)).toBe('Added: seat 0, n 2');
    const created = { type: 'GameCreated', game: 'x', options: {}, turnTimeLimitHours: 4, seatCount: 2 };
    expect(eventLine(mrJackWords, created, names)).toBe('The game was created for 2 players, 4 h per move');
    expect(eventLine(mrJackWords, { ...created, onTimeout: 'bot' }, names)).toBe('The game was created for 2 players, 4 h per move; a bot plays a missed move');
    expect(eventLine(mrJackWords, { type: 'SomethingNew', whoWent: [1, 2], detail: { atHex: 'c4' } }, names)).toBe('Something new: who went 1, 2, detail (at hex c4)');
    expect(eventLine(mrJackWords, { type: 'RoundStarted' }, names)).toBe('Round started');
  });

  it("name things from a game's public tables for a reader with no view, and an id as it is where the game has none", () => {
    const card = CARD_CATALOGUE[0]!;
    const rummy = publicNames(ripperRummyWords, names.seat);
    expect([rummy.card(card.id), rummy.suspect('gull'), rummy.character('gull'), rummy.card('no-such-card'), rummy.seat(1)]).toEqual([card.name, 'Sir William Gull', 'gull', 'no-such-card', 'Bob']);
    const jack = publicNames(mrJackWords, names.seat);
    expect([jack.character('gull'), jack.card('gull'), jack.suspect('gull')]).toEqual(['Sir William Gull', 'gull', 'gull']);
    expect(eventLine(mrJackWords, { type: 'CharacterMoved', character: 'gull', from: 'c4', to: 'd5' }, jack)).toBe('Sir William Gull moved from c4 to d5');
    expect(publicNames(undefined, names.seat).character('gull')).toBe('gull');
  });
});

describe('who made a version', () => {
  const seats: SeatWords = { label: (s) => names.seat(s), isBot: (s) => s === 2 };
  const version = (v: Partial<ActedVersion>): ActedVersion => ({ system: false, seat: 1, events: [], ...v });
  const platform = (type: string) => version({ system: true, seat: null, events: [{ type }] });

  it('is the platform (and why), a seat, a bot seat, a bot playing for a late player, or nobody', () => {
    expect(actorWords(platform('GameAbandoned'), seats)).toBe('the platform (nobody came back)');
    expect(actorWords(platform('DeadlinePassed'), seats)).toBe('the platform (a deadline passed)');
    expect(actorWords(platform('SeatAway'), seats)).toBe('the platform (the seat is away)');
    expect(actorWords(version({}), seats)).toBe('Bob');
    expect(actorWords(version({ seat: 2, bot: { level: 'easy' } }), seats)).toBe('Bot (easy)');
    expect(actorWords(version({ seat: 0, system: true, bot: { level: 'normal' } }), seats)).toBe('a normal bot for Ada (you)');
    expect(actorWords(version({ seat: null }), seats)).toBe('nobody');
  });

  it('is said before its sentences unless they name the seat that moved', () => {
    expect(actorBefore(version({}), ['Bob drew a card from the draw pile'], seats)).toBeNull();
    expect(actorBefore(version({}), ['character:gull moved from c4 to d5'], seats)).toBe('Bob');
    expect(actorBefore(version({ seat: 0, bot: { level: 'hard' } }), ['Ada (you) drew a card from the draw pile'], seats)).toBe('a hard bot for Ada (you)');
    expect(actorBefore(platform('SeatAway'), ['Bob is away: their turns are played for them'], seats)).toBe('the platform (the seat is away)');
  });

  it("is the seat's own move only when the seat played it itself", () => {
    expect(isOwnMove(version({}), 1)).toBe(true);
    expect(isOwnMove(version({}), 0)).toBe(false);
    expect(isOwnMove(version({ bot: { level: 'easy' } }), 1)).toBe(false);
    expect(isOwnMove(version({ system: true }), 1)).toBe(false);
  });
});
