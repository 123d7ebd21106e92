// The web client's warning before leaving a game being played: it names who plays the seat from then on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../client/index.js';
import { DAYS_ON_HOLD_BEFORE_ABANDONED, onHold, TIMEOUTS_BEFORE_AWAY } from '../../../lambdas/app/core/deadlines.js';
import type { GameRecord, SeatHolder } from '../../../lambdas/app/core/model.js';
import { gameResource } from '../../../lambdas/app/games/resource.js';
import { DAYS_ON_HOLD_BEFORE_ABANDONED as daysTheWebSays, leavingPutsOnHold, leavingWarning } from '../../../web/src/parts/game-page/leaving.js';
import { seeded } from '../../support/games/effort.js';
import { counterGame } from '../../support/fixtures/counter-game.js';

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

  it("predicts the server's onHold: for any table, leaving puts the game on hold exactly when the server then says it is", () => {
    // Seats held by players (away or not) or bots, the caller a player whose seat is not away (only
    // then is leaving offered), the game's fallback or a bot for late moves; the web reads the game
    // resource the server makes of it, and the server decides once the caller's seat is away.
    const seatArb = fc.record({ bot: fc.boolean(), away: fc.boolean() });
    fc.assert(
      fc.property(fc.array(seatArb, { minLength: 1, maxLength: 3 }), fc.nat(3), fc.constantFrom('fallback', 'bot'), (others, at, onTimeout) => {
        const you = at % (others.length + 1);
        const table = [...others.slice(0, you), { bot: false, away: false }, ...others.slice(you)];
        const seats: SeatHolder[] = table.map((t, i) => ({ playerId: `p${i}`, name: `P${i}`, ...(t.bot ? { bot: { level: 'normal' as const } } : {}) }));
        const timeouts = table.map((t) => (t.away && !t.bot ? TIMEOUTS_BEFORE_AWAY : 0));
        const snapshot = { ...playing.snapshot, seatCount: table.length, seats, timeouts, platform: { turnTimeLimitHours: 72, onTimeout } };
        const seen = gameResource(counterGame, { ...playing, snapshot }, `p${you}`) as unknown as Game;
        const left = { ...snapshot, timeouts: timeouts.map((n, i) => (i === you ? TIMEOUTS_BEFORE_AWAY : n)) };
        expect(leavingPutsOnHold(seen)).toBe(onHold(left));
      }),
      { seed: seeded(19), numRuns: 300 },
    );
  });
});

/** A counter game being played, whose seats each case replaces. */
const playing: GameRecord = {
  gameId: 'gLeaving',
  version: 3,
  at: '2026-12-02T10:00:00.000Z',
  actor: { kind: 'player', playerId: 'p0', seat: 0 },
  command: null,
  idempotencyKey: null,
  platformEvents: [],
  events: [],
  snapshot: {
    game: 'counter',
    status: 'active',
    createdAt: '2026-12-02T09:00:00.000Z',
    createdBy: 'p0',
    options: { target: 50, players: 2 },
    platform: { turnTimeLimitHours: 72 },
    seatCount: 2,
    seats: [],
    seed: 'seed',
    state: { ...counterGame.initialState({ target: 50, players: 4 }, 4), tokens: [1, 2, 3, 4] },
    pending: [],
    recentKeys: {},
    timeouts: [],
  },
};
