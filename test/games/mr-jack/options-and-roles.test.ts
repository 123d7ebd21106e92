// Creation options, seats and roles (rules §1, §2).
import { describe, expect, it } from 'vitest';
import { mrJack } from '../../../domain/games/mr-jack/index.js';
import { given, newGame } from './helpers.js';

describe('options', () => {
  it('fill their defaults: 2016 board, random roles, no Extension', () => {
    expect(mrJack.options.parse({})).toEqual({ board: '2016', role: 'random', extension: false });
    expect(mrJack.options.parse({ board: '2006', role: 'detective' })).toEqual({ board: '2006', role: 'detective', extension: false });
  });

  it('are strict: unknown keys and unknown values fail', () => {
    expect(mrJack.options.safeParse({ colour: 'red' }).success).toBe(false);
    expect(mrJack.options.safeParse({ board: '2010' }).success).toBe(false);
    expect(mrJack.options.safeParse({ role: 'watson' }).success).toBe(false);
    // The platform strips turnTimeLimitHours before calling the schema; here it is just unknown.
    expect(mrJack.options.safeParse({ turnTimeLimitHours: 24 }).success).toBe(false);
  });

  it('accept the Extension with either board and any role', () => {
    for (const board of ['2016', '2006'] as const) {
      for (const role of ['jack', 'detective', 'random'] as const) {
        expect(mrJack.options.parse({ extension: true, board, role })).toEqual({ board, role, extension: true });
      }
    }
    expect(mrJack.options.safeParse({ extension: 'yes' }).success).toBe(false);
  });

  it('the game always has two seats', () => {
    expect(mrJack.seats(mrJack.options.parse({}))).toEqual({ count: 2 });
  });

  it('the board option chooses the edition', () => {
    expect(newGame({ board: '2006' }).state.positions.watson).toBe('a3');
    expect(newGame({ board: '2016' }).state.positions.watson).toBe('i4');
  });
});

describe('roles', () => {
  it('follow the creator’s wish (the creator is seat 0)', () => {
    expect(newGame({ role: 'jack' }).state.jackSeat).toBe(0);
    expect(newGame({ role: 'detective' }).state.jackSeat).toBe(1);
  });

  it('are drawn when the wish is random, and the draw is a public event', () => {
    const seats = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const { state, events } = newGame({ role: 'random' }, `roles-${i}`);
      seats.add(state.jackSeat!);
      const assigned = events.find((e) => e.type === 'RolesAssigned')!;
      expect(assigned).toEqual({ type: 'RolesAssigned', jackSeat: state.jackSeat, detectiveSeat: 1 - state.jackSeat!, drawn: true });
      expect(mrJack.redact(assigned, 1 - state.jackSeat!)).toEqual(assigned);
    }
    expect([...seats].sort()).toEqual([0, 1]);
  });

  it('label the seats and reach the view', () => {
    const { state } = newGame({ role: 'detective' });
    expect([mrJack.seatRole!(state, 0), mrJack.seatRole!(state, 1)]).toEqual(['Detective', 'Jack']);
    given(state).thenView(1, { you: { seat: 1, role: 'jack' } }).thenView('spectator', { you: { seat: null, role: null } });
  });

  it('Jack draws his identity from the shuffled alibi cards; 7 stay in the deck', () => {
    const { state, events } = newGame({}, 'identity');
    expect(state.jack).toBe(events.find((e) => e.type === 'AlibiDeckShuffled')?.order[0]);
    expect(state.alibiDeck).toHaveLength(7);
    expect(state.alibiDeck).not.toContain(state.jack);
  });
});
