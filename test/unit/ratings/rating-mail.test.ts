// The game-over mail's rating line: the rating step's changes become each rated player's line, the
// same on a redelivered version (read back from the stored ratings), none for an unrated game.
import { ordinal, rate, rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import { createGame, joinGame } from '../../../lambdas/app/games/create-game.js';
import { submitCommand } from '../../../lambdas/app/games/submit-command.js';
import { registerPlayer } from '../../../lambdas/app/accounts/players.js';
import { messagesFor } from '../../../lambdas/app/mail/messages.js';
import { formatRating, rateAndTell, ratingMailLines, ratingMailLinesOf } from '../../../lambdas/app/ratings/rating-mail.js';
import { createRegistry } from '../../../domain/games/registry.js';
import { counterGame } from '../../support/fixtures/counter-game.js';
import { memoryContext } from '../../support/memory-stores.js';
import { unwrap } from '../../support/http/players.js';

const games = createRegistry([counterGame]);

/** A two-player counter game to 2 that Ada wins with one move, rated or not; its last version. */
async function finishedGame(rated: boolean) {
  const ctx = memoryContext(games);
  const ada = unwrap(await registerPlayer(ctx, { name: 'Ada', email: 'ada@example.com' }));
  const bob = unwrap(await registerPlayer(ctx, { name: 'Bob', email: 'bob@example.com' }));
  const [adaP, bobP] = [(await ctx.players.get(ada.playerId))!, (await ctx.players.get(bob.playerId))!];
  const g = unwrap(await createGame(ctx, adaP, { game: 'counter', options: { target: 2 }, rated }, null)).resource;
  unwrap(await joinGame(ctx, bobP, g.gameId));
  unwrap(await submitCommand(ctx, adaP, g.gameId, { command: { type: 'add', n: 2 } }));
  const last = (await ctx.events.latest(g.gameId))!;
  expect(last.snapshot.status).toBe('finished');
  return { ctx, ada: adaP, bob: bobP, last, deps: { games, ratings: ctx.ratings, events: ctx.events } };
}

describe('the rating line of the game-over mail', () => {
  it("tells the loser (the winner moved last, so gets no mail) their rating before and after, as openskill computes it", async () => {
    const { ada, bob, last, deps } = await finishedGame(true);
    const changes = await rateAndTell(deps, last);
    const [adaAfter, bobAfter] = rate([[rating()], [rating()]], { rank: [1, 2] }).map((t) => t[0]!);
    expect(changes.map((c) => c.playerId).sort()).toEqual([ada.playerId, bob.playerId].sort());
    const lines = ratingMailLinesOf(games, last, changes);
    expect(lines.get(bob.playerId)).toBe(`Your rating in Counter (test game): ${ordinal(rating()).toFixed(1)} → ${ordinal(bobAfter!).toFixed(1)}.`);
    expect(lines.get(ada.playerId)).toBe(`Your rating in Counter (test game): ${ordinal(rating()).toFixed(1)} → ${ordinal(adaAfter!).toFixed(1)}.`);

    const mails = messagesFor(counterGame, last, 'https://example.test', [], undefined, lines);
    const over = mails.filter((m) => m.kind === 'game-over');
    expect(over.map((m) => m.playerId)).toEqual([bob.playerId]);
    const body = over[0]!.body.split('\n');
    // After the result, before the link.
    const at = body.indexOf(lines.get(bob.playerId)!);
    expect(at).toBeGreaterThan(body.findIndex((l) => l.startsWith('Result:')));
    expect(at).toBeLessThan(body.findIndex((l) => l.startsWith('Open the game:')));
  });

  it('says the same on a redelivered version: the changes are read back from the stored ratings', async () => {
    const { last, deps } = await finishedGame(true);
    const first = await rateAndTell(deps, last);
    const again = await rateAndTell(deps, last);
    expect(again).toEqual(first);
    expect((await deps.ratings.read('counter', first.map((c) => c.playerId))).get(first[0]!.playerId)?.value.gamesRated).toBe(1);
  });

  it('has no line in an unrated game, nor for a version that does not end a game', async () => {
    const { last, deps, bob } = await finishedGame(false);
    expect(await rateAndTell(deps, last)).toEqual([]);
    const body = messagesFor(counterGame, last, 'https://example.test', [], undefined, ratingMailLinesOf(games, last, [])).find((m) => m.playerId === bob.playerId)!.body;
    expect(body).not.toContain('rating');
    const rated = await finishedGame(true);
    const earlier = rated.ctx.events.all(rated.last.gameId).filter((r) => r.snapshot.status !== 'finished');
    expect(earlier.length).toBeGreaterThan(0);
    for (const record of earlier) expect(await rateAndTell(rated.deps, record)).toEqual([]);
    expect(await rated.ctx.ratings.ofPlayer(rated.ada.playerId, ['counter'])).toEqual([]);
  });

  it('shows Glicko-2 ratings to the unit and Weng–Lin ordinals to one decimal, never "-0"', () => {
    expect(formatRating({ system: 'glicko2' }, 1523.4)).toBe('1523');
    expect(formatRating({ system: 'glicko2' }, 1540.6)).toBe('1541');
    expect(formatRating({ system: 'weng-lin', rankBy: 'scores' }, -0.04)).toBe('0.0');
    expect(formatRating({ system: 'weng-lin', rankBy: 'scores' }, -2.25)).toBe('-2.3');
    expect(formatRating({ system: 'glicko2' }, -0.4)).toBe('0');
    expect(ratingMailLines(counterGame, [{ playerId: 'p', before: 1, after: 2.04 }]).get('p')).toBe('Your rating in Counter (test game): 1.0 → 2.0.');
  });
});
