// The waiting view's seat rows (web/src/words/waiting-seats.ts): every seat of the game once, in order,
// numbered from 1, as held, open, or kept for an invitee; invitations without a seat after them.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../client/index.js';
import { waitingSeats } from '../../../web/src/words/waiting-seats.js';

type Resource = Pick<Game, 'seats' | 'seatCount' | 'invited' | 'you'>;
const holder = (seat: number, name: string, bot?: 'easy' | 'hard') => ({ seat, name, playerId: `p-${name}`, role: null, away: false, ...(bot ? { bot: { level: bot } } : {}) });

describe('waitingSeats', () => {
  it('shows the open seats as well as the taken ones, numbered from 1', () => {
    const g: Resource = { seatCount: 3, seats: [holder(0, 'Ada'), holder(1, 'Bob')], invited: [], you: 0 };
    expect(waitingSeats(g).map((r) => r.text)).toEqual(['Seat 1: Ada (you)', 'Seat 2: Bob', 'Seat 3: open']);
  });

  it('says whom a kept seat is kept for (a rematch), in its place among the seats', () => {
    const g: Resource = { seatCount: 2, seats: [holder(1, 'Ada')], invited: [{ playerId: 'p-Bob', name: 'Bob', seat: 0 }], you: 1 };
    expect(waitingSeats(g)).toEqual([
      { seat: 0, kind: 'kept', text: 'Seat 1: kept for Bob' },
      { seat: 1, kind: 'player', text: 'Seat 2: Ada (you)' },
    ]);
  });

  it('lists an invitation without a seat after the seats, saying no seat is kept for it', () => {
    const g: Resource = {
      seatCount: 4,
      seats: [holder(0, 'Ada'), holder(2, 'Bot (easy)', 'easy')],
      invited: [
        { playerId: 'p-Cy', name: 'Cy' },
        { playerId: 'p-Dee', name: 'Dee', seat: 3 },
      ],
      you: 0,
    };
    const rows = waitingSeats(g);
    expect(rows.map((r) => [r.seat, r.kind, r.text])).toEqual([
      [0, 'player', 'Seat 1: Ada (you)'],
      [1, 'open', 'Seat 2: open'],
      [2, 'bot', 'Seat 3: Bot (easy)'],
      [3, 'kept', 'Seat 4: kept for Dee'],
      [null, 'invited', 'Invited: Cy (any open seat; none is kept for them)'],
    ]);
  });

  it('has one row per seat, whatever the order the API lists the holders in', () => {
    const g: Resource = { seatCount: 4, seats: [holder(3, 'Dee'), holder(1, 'Bob')], invited: [], you: 3 };
    const seats = waitingSeats(g).filter((r) => r.seat !== null);
    expect(seats.map((r) => r.seat)).toEqual([0, 1, 2, 3]);
    expect(seats.map((r) => r.kind)).toEqual(['open', 'player', 'open', 'player']);
  });
});
