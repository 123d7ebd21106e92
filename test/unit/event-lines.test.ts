// The event sentences (lambdas/app/event-lines.ts, each game's domain/games/<game>/sentences.ts) the
// web history, Since your last move and the your-turn mail share: each game's table of templates, the
// redacted form of an event falling to a vaguer sentence that names nothing the event lacks, and
// the generic wording of an event type without a sentence.
import { describe, expect, it } from 'vitest';
import { PRODUCT_GAME_IDS } from '../../domain/games/ids.js';
import { eventLine, FIELD, SENTENCES, WORDINGS, type Names } from '../../lambdas/app/event-lines.js';

const names: Names = {
  seat: (s) => ['Ada (you)', 'Bob', 'Bot (easy)'][s] ?? `Seat ${s + 1}`,
  card: (id) => `card:${id}`,
  suspect: (id) => `suspect:${id}`,
  character: (id) => `character:${id}`,
};

describe('event sentences', () => {
  it('exist for every product game and the platform', () => {
    expect(Object.keys(SENTENCES).sort()).toEqual(['platform', ...PRODUCT_GAME_IDS].sort());
  });

  it('word every field of every template with a known wording', () => {
    for (const [game, table] of Object.entries(SENTENCES)) {
      for (const [type, templates] of Object.entries(table)) {
        expect(templates.length, `${game} ${type}`).toBeGreaterThan(0);
        for (const t of templates) for (const [, , kind] of t.matchAll(FIELD)) expect(WORDINGS, `${game} ${type}: ${t}`).toHaveProperty(kind!);
      }
    }
  });

  it('say what a seat drew only when the event shows the card (its own draw), never for the redacted form', () => {
    expect(eventLine('ripper-rummy', { type: 'CardDrawn', seat: 0, card: 'c7', from: 'deck', reason: 'turn' }, names)).toBe('Ada (you) drew card:c7 from the draw pile');
    const theirs = eventLine('ripper-rummy', { type: 'CardDrawn', seat: 1, from: 'deck', reason: 'turn' }, names);
    expect(theirs).toBe('Bob drew a card from the draw pile');
    expect(eventLine('mr-jack', { type: 'AlibiDrawn', seat: 1, role: 'detective' }, names)).toBe('Bob drew an alibi card (secret)');
    expect(eventLine('mr-jack', { type: 'AlibiDrawn', seat: 0, role: 'jack', card: 'watson' }, names)).toBe('Ada (you) drew an alibi card: character:watson');
    expect(eventLine('mr-jack', { type: 'JackIdentityDrawn', seat: 1 }, names)).toBe("Bob drew Jack's identity (secret)");
    expect(eventLine('mr-jack', { type: 'CharactersKept', seat: 1, role: 'jack', count: 2 }, names)).toBe('Bob kept 2 characters (secret)');
  });

  it('read nested fields and word roles, piles and lists', () => {
    expect(eventLine('mr-jack', { type: 'CharacterPicked', round: 1, seat: 2, role: 'detective', character: 'holmes' }, names)).toBe('The Detective (Bot (easy)) picked character:holmes');
    expect(eventLine('mr-jack', { type: 'CharacterMoved', character: 'gull', from: 'c4', to: 'd5' }, names)).toBe('character:gull moved from c4 to d5');
    expect(eventLine('ripper-rummy', { type: 'HandScored', score: { hand: 2, ripper: null }, reveal: {} }, names)).toBe('Hand 2 was scored: the Ripper escaped');
    expect(eventLine('ripper-rummy', { type: 'HandScored', score: { hand: 2, ripper: 'kosminski' }, reveal: {} }, names)).toBe('Hand 2 was scored: the Ripper was suspect:kosminski');
    expect(eventLine('ripper-rummy', { type: 'MeldPlayed', seat: 1, suit: 'x', cards: [{ card: 'a', suspect: 'k' }, { card: 'b', suspect: null }] }, names)).toBe('Bob melded card:a (on suspect:k), card:b');
    // Equal cards once, with how many.
    expect(eventLine('ripper-rummy', { type: 'MeldPlayed', seat: 1, suit: 'x', cards: [{ card: 'a', suspect: 'k' }, { card: 'a', suspect: 'k' }, { card: 'b', suspect: null }] }, names)).toBe('Bob melded 2 × card:a (on suspect:k), card:b');
    expect(eventLine('ripper-rummy', { type: 'GameWon', winner: 1, scores: [40, 110] }, names)).toBe('Bob won the game (scores 40, 110)');
  });

  it("phrase the platform's events in any game, and word an unknown event generically", () => {
    expect(eventLine('counter', { type: 'SeatAway', seat: 0 }, names)).toBe('Ada (you) is away: their turns are played for them');
    expect(eventLine('mr-jack', { type: 'DeadlinePassed', seat: 1, kind: 'turn', deadline: '2030-01-01T00:00:00Z' }, names)).toBe('The deadline of Bob passed');
    expect(eventLine('counter', { type: 'Added', seat: 0, n: 2 }, names)).toBe('Added: seat 0, n 2');
    const created = { type: 'GameCreated', game: 'mr-jack', options: {}, turnTimeLimitHours: 4, seatCount: 2 };
    expect(eventLine('mr-jack', created, names)).toBe('The game was created for 2 players, 4 h per move');
    expect(eventLine('mr-jack', { ...created, onTimeout: 'bot' }, names)).toBe('The game was created for 2 players, 4 h per move; a bot plays a missed move');
    expect(eventLine('mr-jack', { type: 'SomethingNew', whoWent: [1, 2], detail: { atHex: 'c4' } }, names)).toBe('Something new: who went 1, 2, detail (at hex c4)');
    expect(eventLine('mr-jack', { type: 'RoundStarted' }, names)).toBe('Round started');
  });
});
