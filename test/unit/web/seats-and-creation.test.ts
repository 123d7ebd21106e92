// The web client's pure parts about bots: the POST /games body its new-game form sends, and the
// words and timing it derives from a game's seats (who is a bot, who made a move, is a bot to move).
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../client/index.js';
import { creationBody } from '../../../web/src/games/creation.js';
import { actorLabel, moveAtOnceDue, playedAtOnce, seatLabel, seatTags, waitsForReturn } from '../../../web/src/words/seats.js';

const form = { players: '4', targetScore: '50', turnTimeLimitHours: '24', voteCallerNeedsOwnMeld: 'on' };

describe('the new-game form body', () => {
  it('seats each bot in the seat it was chosen for (any but the creator\'s), leaving the others free for people', () => {
    const body = creationBody({ game: 'ripper-rummy', ...form, 'seat-1': 'person', 'seat-2': 'hard', 'seat-3': 'easy' });
    expect(body.bots).toEqual([
      { seat: 2, level: 'hard' },
      { seat: 3, level: 'easy' },
    ]);
    const between = creationBody({ game: 'ripper-rummy', ...form, 'seat-1': 'normal', 'seat-2': 'person', 'seat-3': 'hard' });
    expect(between.bots).toEqual([
      { seat: 1, level: 'normal' },
      { seat: 3, level: 'hard' },
    ]);
    expect(body.options).toMatchObject({ players: 4, targetScore: 50, turnTimeLimitHours: 24, onTimeout: 'fallback', voteCallerNeedsOwnMeld: true, reshuffleKeepsTopDiscard: false });
  });

  it('sends no bots for people only, onTimeout bot and public when chosen, and ignores seats beyond the game', () => {
    const people = creationBody({ game: 'ripper-rummy', ...form, players: '2', 'seat-1': 'person', 'seat-2': 'hard' });
    expect(people).not.toHaveProperty('bots');
    expect(people).not.toHaveProperty('visibility');
    const jack = creationBody({ game: 'mr-jack', role: 'jack', turnTimeLimitHours: '72', onTimeout: 'bot', visibility: 'public', 'seat-1': 'normal' });
    expect(jack).toEqual({
      game: 'mr-jack',
      options: { board: '2016', role: 'jack', extension: false, turnTimeLimitHours: 72, onTimeout: 'bot' },
      bots: [{ seat: 1, level: 'normal' }],
      visibility: 'public',
    });
  });

  it('sends a time bank in place of the hours per move when the form chose one, never both', () => {
    const bank = { clock: 'bank', bankInitialHours: '72', bankIncrementHours: '24', bankMaxHours: '120' };
    const banked = creationBody({ game: 'mr-jack', role: 'jack', turnTimeLimitHours: '48', ...bank });
    expect(banked.options).toEqual({ board: '2016', role: 'jack', extension: false, onTimeout: 'fallback', timeBank: { initialHours: 72, incrementHours: 24, maxHours: 120 } });
    const fixed = creationBody({ game: 'mr-jack', role: 'jack', turnTimeLimitHours: '48', clock: 'fixed', bankInitialHours: '72' });
    expect(fixed.options).not.toHaveProperty('timeBank');
    expect(fixed.options).toMatchObject({ turnTimeLimitHours: 48 });
  });
});

const seat = (n: number, name: string, extra: object = {}) => ({ seat: n, name, playerId: `p${n}`, role: null, away: false, ...extra });
const game = (over: object) =>
  ({ status: 'active', you: 0, options: {}, pending: [], onHold: false, seats: [seat(0, 'Ada'), seat(1, 'Bot (hard)', { bot: { level: 'hard' } }), seat(2, 'Bob')], ...over }) as unknown as Game;
const decision = (n: number) => ({ seat: n, kind: 'turn', prompt: '', deadline: '2030-01-01T00:00:00Z' });

describe('seats in words', () => {
  it('names a bot by its level, and me as me', () => {
    const g = game({});
    expect(seatLabel(g, 0)).toBe('Ada (you)');
    expect(seatLabel(g, 1)).toBe('Bot (hard)');
    expect(seatLabel({ ...g, seats: [seat(1, 'Robo', { bot: { level: 'easy' } })] }, 1)).toBe('Robo (easy bot)');
    expect(seatLabel(g, 5)).toBe('Seat 6');
  });

  it('says who made a move: a bot seat, a bot playing for a late player, the platform', () => {
    const g = game({});
    const at = { version: 3, at: '2030-01-01T00:00:00Z', events: [] };
    expect(actorLabel(g, { ...at, seat: 1, system: false, bot: { level: 'hard' } })).toBe('Bot (hard)');
    expect(actorLabel(g, { ...at, seat: 2, system: true, bot: { level: 'normal' } })).toBe('a normal bot for Bob');
    expect(actorLabel(g, { ...at, seat: null, system: true, events: [{ type: 'DeadlinePassed', seat: 2 }] })).toBe('the platform (a deadline passed)');
    expect(actorLabel(g, { ...at, seat: null, system: true, events: [{ type: 'Added', seat: 2 }] })).toBe('the platform (the seat is away)');
    expect(actorLabel(g, { ...at, seat: null, system: true, events: [{ type: 'GameAbandoned', days: 30 }] })).toBe('the platform (nobody came back)');
    expect(actorLabel(g, { ...at, seat: 0, system: false })).toBe('Ada (you)');
  });
});

describe('is a move played at once due (the page then re-reads soon)', () => {
  it('while a bot seat is pending, or an away seat while the game is not on hold; not otherwise', () => {
    expect(moveAtOnceDue(game({ pending: [decision(1)] }))).toBe(true);
    expect(moveAtOnceDue(game({ pending: [decision(0)] }))).toBe(false);
    expect(moveAtOnceDue(game({ pending: [decision(1)], status: 'finished' }))).toBe(false);
    const bobAway = [seat(0, 'Ada'), seat(1, 'Bot (hard)', { bot: { level: 'hard' } }), seat(2, 'Bob', { away: true })];
    expect(moveAtOnceDue(game({ pending: [decision(2)], seats: bobAway }))).toBe(true);
    expect(moveAtOnceDue(game({ pending: [decision(2)], seats: bobAway, options: { onTimeout: 'bot' } }))).toBe(true);
  });

  it('in a game on hold (every player away, the fallback), an away seat waits for a player to come back; a bot seat still plays', () => {
    const allAway = [seat(0, 'Ada', { away: true }), seat(1, 'Bot (hard)', { bot: { level: 'hard' } }), seat(2, 'Bob', { away: true })];
    const g = game({ pending: [decision(2)], seats: allAway, onHold: true });
    expect([playedAtOnce(g, 2), waitsForReturn(g, 2), moveAtOnceDue(g)]).toEqual([false, true, false]);
    expect([playedAtOnce(g, 1), waitsForReturn(g, 1)]).toEqual([true, false]);
    const played = game({ pending: [decision(2)], seats: allAway, options: { onTimeout: 'bot' } });
    expect([playedAtOnce(played, 2), waitsForReturn(played, 2), moveAtOnceDue(played)]).toEqual([true, false, true]);
    expect(waitsForReturn(g, 5)).toBe(false);
  });
});

describe('a seat chip', () => {
  it('says a seat is away only while the game is played: an abandoned or finished game has nobody to come back', () => {
    const away = { seat: 1, name: 'Bob', playerId: 'p1', role: 'detective', away: true } as Game['seats'][number];
    expect(seatTags(away, 'active')).toEqual(['Detective', 'away']);
    expect(seatTags(away, 'cancelled')).toEqual(['Detective']);
    expect(seatTags(away, 'finished')).toEqual(['Detective']);
    expect(seatTags({ ...away, role: null, away: false, bot: { level: 'easy' } } as Game['seats'][number], 'active')).toEqual(['bot']);
  });
});
