// The web client's warning before leaving a game being played: it names who plays the seat from then on.
import { describe, expect, it } from 'vitest';
import type { Game } from '../../client/index.js';
import { DAYS_ON_HOLD_BEFORE_ABANDONED } from '../../lambdas/app/deadlines.js';
import { DAYS_ON_HOLD_BEFORE_ABANDONED as daysTheWebSays, leavingWarning } from '../../web/src/leaving.js';

const seat = (n: number, extra: object = {}) => ({ seat: n, name: `P${n}`, playerId: `p${n}`, role: null, away: false, ...extra });
const gameOf = (game: string, onTimeout: 'fallback' | 'bot', others = [seat(1)]) => ({ game, you: 0, options: { onTimeout }, seats: [seat(0), ...others] }) as unknown as Game;

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

  it("gives the server's number of days on hold before a game is abandoned", () => {
    expect(daysTheWebSays).toBe(DAYS_ON_HOLD_BEFORE_ABANDONED);
  });

  it('says the game will wait when nobody else is at the table (the other players away, no bot)', () => {
    for (const others of [[seat(1, { away: true })], [seat(1, { away: true }), seat(2, { away: true })]]) {
      const warning = leavingWarning(gameOf('ripper-rummy', 'fallback', others));
      expect(warning).toContain(`the game will wait until one of you is back, and is abandoned if nobody is within ${DAYS_ON_HOLD_BEFORE_ABANDONED} days.`);
      expect(warning).not.toContain('fallback plays');
    }
    // A bot seated plays on: the fallback plays the seat, to the end.
    expect(leavingWarning(gameOf('ripper-rummy', 'fallback', [seat(1, { bot: { level: 'hard' } }), seat(2, { away: true })]))).toContain('fallback plays your turns');
    // A bot plays away seats whoever is left: it plays on.
    expect(leavingWarning(gameOf('ripper-rummy', 'bot', [seat(1, { away: true })]))).toContain('a bot (normal) plays your turns');
    expect(leavingWarning(gameOf('ripper-rummy', 'fallback', [seat(1, { away: true }), seat(2)]))).toContain('fallback plays your turns');
  });
});
