// A game's terms in one line, as the lobby lists them and the game's page shows them: options, time per move, who plays a missed move.
import { describe, expect, it } from 'vitest';
import { productGames } from '../../../domain/games/registry.js';
import { webGame } from '../../../web/src/games/registry.js';
import { gameTerms, missedMoveWords } from '../../../web/src/words/terms.js';

describe("a game's terms in words", () => {
  it('names the options a player picks a game by, the time per move and who plays a missed move', () => {
    expect(gameTerms({ game: 'ripper-rummy', options: { players: 3, targetScore: 100, voteCallerNeedsOwnMeld: true, reshuffleKeepsTopDiscard: false, turnTimeLimitHours: 48, onTimeout: 'bot' } })).toBe(
      'Players 3 · Target score 100 · Calling the vote needs a meld of your own · 48 h per move · a bot plays missed moves',
    );
    expect(gameTerms({ game: 'mr-jack', options: { role: 'jack', board: '2006', turnTimeLimitHours: 72, onTimeout: 'fallback' } })).toBe(
      'its creator plays Jack · 2006 board · 72 h per move · a missed move forfeits',
    );
  });

  it("says what the game's fallback means where it matters: Mr. Jack's forfeits", () => {
    expect(missedMoveWords({ game: 'mr-jack', onTimeout: 'fallback' })).toBe('a missed move forfeits');
    expect(missedMoveWords({ game: 'mr-jack', onTimeout: 'bot' })).toBe('a bot plays missed moves');
    // The Extension's opening draft and placement are played for you: only from round 1 does a missed move forfeit.
    expect(gameTerms({ game: 'mr-jack', options: { extension: true, turnTimeLimitHours: 72 } })).toBe(
      'The Mr. Jack Extension (a draft of characters) · 72 h per move · from round 1, a missed move forfeits',
    );
    expect(missedMoveWords({ game: 'ripper-rummy', onTimeout: 'fallback' })).toBe("the game's fallback plays missed moves");
  });
});

describe('the yes-or-no options', () => {
  it("each game's every yes-or-no option has the new-game form's words in the game's folder (so the terms never show a raw key)", () => {
    for (const game of productGames.values()) {
      const defaults = game.options.parse({}) as Record<string, unknown>;
      const switches = Object.keys(defaults).filter((k) => typeof defaults[k] === 'boolean');
      expect(switches.length, game.id).toBeGreaterThan(0);
      for (const k of switches) expect(webGame(game.id).words.switches[k], `${game.id}.${k}`).toEqual(expect.any(String));
    }
  });
});
