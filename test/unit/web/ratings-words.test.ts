// The web client's pure parts about ratings: the rating beside a name, the rating chart's geometry,
// and the rated switch in the POST /games body.
import { describe, expect, it } from 'vitest';
import { creationBody } from '../../../web/src/games/creation.js';
import { ratingChart, ratingText } from '../../../web/src/words/ratings.js';

describe('a rating in words', () => {
  it('shows Glicko-2 to the unit, an ordinal to one decimal, and marks a provisional one', () => {
    expect(ratingText({ rating: 1523.4, provisional: false }, 'glicko2')).toBe('1523');
    expect(ratingText({ rating: 1500, provisional: true }, 'glicko2')).toBe('1500?');
    expect(ratingText({ rating: 3.14159, provisional: false }, 'weng-lin')).toBe('3.1');
    expect(ratingText({ rating: -0.01, provisional: false }, 'weng-lin')).toBe('0.0');
    // Without the system: a large number is a Glicko-2 rating, a small one an ordinal.
    expect(ratingText({ rating: 1611.6, provisional: false })).toBe('1612');
    expect(ratingText({ rating: 12.34, provisional: true })).toBe('12.3?');
  });
});

describe('the rating chart', () => {
  it('draws the rating before the first game, then one point per game, highest at the top, inside the padding', () => {
    const g = ratingChart([{ before: 1500, after: 1600 }, { before: 1600, after: 1550 }], 100, 50, 5)!;
    expect(g.values).toEqual([1500, 1600, 1550]);
    expect([g.min, g.max]).toEqual([1500, 1600]);
    expect(g.points).toBe('5,45 50,5 95,25');
  });

  it('draws a flat line at mid height when nothing changed, and nothing without a game', () => {
    expect(ratingChart([{ before: 0, after: 0 }], 100, 50, 5)?.points).toBe('5,25 95,25');
    expect(ratingChart([], 100, 50)).toBeNull();
  });
});

describe('the rated switch', () => {
  const form = { game: 'ripper-rummy', players: '2', targetScore: '50', turnTimeLimitHours: '24' };
  it('sends rated: false when switched off, nothing when on (rated is the default), and never with a bot', () => {
    expect(creationBody({ ...form, 'seat-1': 'person', rated: 'off' })).toMatchObject({ rated: false });
    expect(creationBody({ ...form, 'seat-1': 'person', rated: 'on' })).not.toHaveProperty('rated');
    const withBot = creationBody({ ...form, 'seat-1': 'hard', rated: 'off' });
    expect(withBot).not.toHaveProperty('rated');
    expect(withBot.bots).toEqual([{ seat: 1, level: 'hard' }]);
  });
});
