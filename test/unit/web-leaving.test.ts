// The web client's warning before leaving a game being played: it names who plays the seat from then on.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../client/index.js';
import { leavingWarning } from '../../web/src/leaving.js';

const gameOf = (game: string, onTimeout: 'fallback' | 'bot') => ({ game, options: { onTimeout } }) as unknown as Game;

describe('leaving a game being played, in words', () => {
  it("names the game's fallback in its own terms: Mr. Jack's forfeits", () => {
    expect(leavingWarning(gameOf('mr-jack', 'fallback'))).toContain('forfeits: your side loses at your next move');
    expect(leavingWarning(gameOf('ripper-rummy', 'fallback'))).toContain('draws from the pile and discards your costliest card');
  });

  it('names the bot when the game has onTimeout "bot", and no forfeit', () => {
    const warning = leavingWarning(gameOf('mr-jack', 'bot'));
    expect(warning).toContain('a bot (normal) plays your turns');
    expect(warning).not.toContain('forfeit');
    expect(warning).toContain('"I\'m back" takes your turns back');
  });
});
