// The rating maths against the packages the issue names: Glicko-2 (our own, equal to the `glicko2` package within 0.01)
// and Weng–Lin Plackett–Luce (the `openskill` package, by its defaults); the places of a result and the absent seats.
import glicko2 from 'glicko2';
import { ordinal, rate, rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import type { GameResult } from '../../../domain/engine/game.js';
import type { HistoryRecord } from '../../../lambdas/app/core/ports.js';
import { glicko2Update } from '../../../lambdas/app/ratings/glicko2.js';
import { absentSeats, attendanceOf, placesOf } from '../../../lambdas/app/ratings/standings.js';
import { ratingSystem } from '../../../lambdas/app/ratings/systems.js';
import { createRng } from '../../../domain/engine/rng.js';

const packageRanking = () => new glicko2.Glicko2({ tau: 0.5, rating: 1500, rd: 350, vol: 0.06 });

describe('Glicko-2', () => {
  it("gives the paper's example: 1464.06, 151.52, 0.05999", () => {
    const next = glicko2Update({ rating: 1500, deviation: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
    ]);
    // The paper rounds as it goes: within 0.01 of its figures.
    expect(Math.abs(next.rating - 1464.06)).toBeLessThan(0.01);
    expect(Math.abs(next.deviation - 151.52)).toBeLessThan(0.01);
    expect(Math.abs(next.volatility - 0.05999)).toBeLessThan(0.00001);
  });

  it('equals the glicko2 package within 0.01 over a seeded series of one-game periods between four players', () => {
    const system = ratingSystem({ system: 'glicko2' });
    const ranking = packageRanking();
    const theirs = Array.from({ length: 4 }, () => ranking.makePlayer());
    const ours = Array.from({ length: 4 }, () => system.initial);
    const at = <T>(list: T[], i: number): T => {
      const v = list[i];
      if (v === undefined) throw new Error(`no item ${i}`);
      return v;
    };
    const rng = createRng('glicko-series');
    for (let game = 0; game < 60; game++) {
      const a = rng.int(4);
      const b = (a + 1 + rng.int(3)) % 4;
      const aWins = rng.next() < 0.6;
      // Each game its own period: a fresh package ranking holding only these two players' ratings before it.
      const period = packageRanking();
      const pa = period.makePlayer(at(theirs, a).getRating(), at(theirs, a).getRd(), at(theirs, a).getVol());
      const pb = period.makePlayer(at(theirs, b).getRating(), at(theirs, b).getRd(), at(theirs, b).getVol());
      period.updateRatings([[pa, pb, aWins ? 1 : 0]]);
      theirs[a] = pa;
      theirs[b] = pb;
      const next = system.rate([
        { skill: at(ours, a), place: aWins ? 1 : 2 },
        { skill: at(ours, b), place: aWins ? 2 : 1 },
      ]);
      ours[a] = at(next, 0);
      ours[b] = at(next, 1);
    }
    ours.forEach((mine, i) => {
      expect(Math.abs(mine.mu - at(theirs, i).getRating())).toBeLessThan(0.01);
      expect(Math.abs(mine.sigma - at(theirs, i).getRd())).toBeLessThan(0.01);
      expect(Math.abs((mine.volatility ?? 0) - at(theirs, i).getVol())).toBeLessThan(1e-6);
    });
    // Something moved: the series is not vacuous.
    expect(new Set(ours.map((o) => Math.round(o.mu))).size).toBeGreaterThan(1);
  });

  it('marks a rating provisional above a deviation of 110', () => {
    const system = ratingSystem({ system: 'glicko2' });
    expect(system.provisional(system.initial)).toBe(true);
    expect(system.provisional({ mu: 1600, sigma: 100, volatility: 0.06 })).toBe(false);
  });
});

describe('Weng–Lin (openskill defaults)', () => {
  it('starts at μ 25, σ 25/3 and shows the ordinal μ − 3σ', () => {
    const system = ratingSystem({ system: 'weng-lin', rankBy: 'scores' });
    expect(system.initial).toEqual({ mu: 25, sigma: 25 / 3 });
    expect(system.initial).toEqual({ mu: rating().mu, sigma: rating().sigma });
    for (const r of [rating(), rating({ mu: 31.5, sigma: 2.25 }), rating({ mu: -4, sigma: 9 })]) expect(system.shown(r).rating).toBeCloseTo(ordinal(r), 12);
    expect(system.shown({ mu: 30, sigma: 2 }).rating).toBeCloseTo(24, 10);
    expect(system.provisional({ mu: 30, sigma: 4.1 })).toBe(true);
    expect(system.provisional({ mu: 30, sigma: 3.9 })).toBe(false);
  });

  it('rates four players with a tie as the package does', () => {
    const system = ratingSystem({ system: 'weng-lin', rankBy: 'scores' });
    const before = [rating(), rating({ mu: 28, sigma: 5 }), rating({ mu: 20, sigma: 7 }), rating()];
    const places = [2, 1, 2, 4];
    const ours = system.rate(before.map((skill, i) => ({ skill, place: places[i] ?? 0 })));
    const theirs = rate(before.map((r) => [r]), { rank: places }).map((t) => t[0]);
    ours.forEach((o, i) => {
      expect(o.mu).toBeCloseTo(theirs[i]?.mu ?? NaN, 12);
      expect(o.sigma).toBeCloseTo(theirs[i]?.sigma ?? NaN, 12);
    });
    expect(system.shown(ours[1] ?? system.initial).rating).toBeCloseTo(ordinal(theirs[1] ?? rating()), 12);
    // The first place gained.
    expect(ours[1]?.mu).toBeGreaterThan(28);
  });
});

describe('places and absence', () => {
  const result = (winners: number[], scores?: number[]): GameResult => ({ winners, summary: '', ...(scores ? { scores } : {}) });

  it('ranks by score, ties sharing a place; by winners otherwise', () => {
    expect(placesOf({ system: 'weng-lin', rankBy: 'scores' }, result([2], [40, 70, 100, 70]), 4)).toEqual([4, 2, 1, 2]);
    expect(placesOf({ system: 'glicko2' }, result([1]), 2)).toEqual([2, 1]);
    expect(placesOf({ system: 'weng-lin', rankBy: 'winners' }, result([0]), 3)).toEqual([1, 2, 2]);
  });

  const rec = (version: number, actor: HistoryRecord['actor'], platformEvents: HistoryRecord['platformEvents'] = [], events = [{ type: 'X' }]): HistoryRecord => ({ version, at: '2026-12-01T00:00:00.000Z', actor, platformEvents, events });
  const player = (seat: number) => ({ kind: 'player' as const, playerId: `p${seat}`, seat });

  it('finds a seat absent when more than half of its decisions were played for it, or when it left and never came back', () => {
    const history = [
      rec(0, player(0), [{ type: 'GameStarted' }]),
      rec(1, player(0)),
      rec(2, { kind: 'system', reason: 'deadline' }, [{ type: 'DeadlinePassed', seat: 1, kind: 'move', deadline: 'x' }]),
      rec(3, player(0)),
      rec(4, { kind: 'system', reason: 'deadline' }, [{ type: 'DeadlinePassed', seat: 1, kind: 'move', deadline: 'x' }, { type: 'SeatAway', seat: 1 }]),
      rec(5, player(0)),
      rec(6, { kind: 'system', reason: 'away' }),
      rec(7, player(1), [{ type: 'SeatBack', seat: 1 }]),
    ];
    const attendance = attendanceOf(history, 2);
    expect(attendance.byPlayer).toEqual([3, 1]);
    expect(attendance.forSeat).toEqual([0, 3]);
    expect([...absentSeats(attendance)]).toEqual([1]);
    // Half exactly is not more than half.
    expect([...absentSeats(attendanceOf([...history.slice(0, 4), rec(8, player(1))], 2))]).toEqual([]);

    const left = [rec(1, player(0)), rec(2, player(1)), rec(3, player(1), [{ type: 'SeatAway', seat: 1 }], []), rec(4, { kind: 'bot', seat: 1, level: 'normal' })];
    expect([...absentSeats(attendanceOf(left, 2))]).toEqual([1]);
    const back = [...left, rec(5, player(1), [{ type: 'SeatBack', seat: 1 }])];
    expect([...absentSeats(attendanceOf(back, 2))]).toEqual([]);
  });
});
