import { describe, expect, it } from 'vitest';
import { createRng } from '../../domain/engine/rng.js';
import { counterGame } from '../support/fixtures/counter-game.js';
import { expectListedAccepted, randomPlayout } from '../support/games/game-harness.js';

describe('the test-only counter game and the harness', () => {
  it('random playouts finish and every listed command is accepted', () => {
    for (let i = 0; i < 50; i++) {
      const p = randomPlayout(counterGame, { target: 9, players: 3 }, `seed-${i}`, {
        onState: (s) => expectListedAccepted(counterGame, s, 3, createRng('x', i)),
      });
      expect(p.finished).toBe(true);
    }
  });
});
