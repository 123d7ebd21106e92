// Two games of one player rated at the same moment, on a real DynamoDB (Local): the race is forced
// by a store wrapper that lets both rating steps read the player's rating before either writes, so
// the second transaction must fail its condition on the rating's revision, read again and apply on
// top. Both games count exactly once; no update is lost; a redelivery of either changes nothing.
import { rate, rating } from 'openskill';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../lambdas/app/accounts/players.js';
import { createGame, joinGame } from '../../lambdas/app/games/create-game.js';
import { submitCommand } from '../../lambdas/app/games/submit-command.js';
import type { RatingStore } from '../../lambdas/app/ratings/model.js';
import { rateFinishedGame } from '../../lambdas/app/ratings/rate-game.js';
import { dynamoRatingStore } from '../../lambdas/store/ratings/rating-store.js';
import { createRegistry } from '../../domain/games/registry.js';
import { freshContext } from '../support/dynamo.js';
import { counterGame } from '../support/fixtures/counter-game.js';
import { unwrap } from '../support/http/players.js';

const games = createRegistry([counterGame]);
let env: Awaited<ReturnType<typeof freshContext>>;
beforeAll(async () => {
  env = await freshContext(games);
});

/**
 * The store, with the first `racers` reads held until every racer has read: each rating step then
 * writes from a rating the other may already have changed. Every apply's outcome is recorded.
 */
function interleaved(inner: RatingStore, racers: number) {
  let waiting = 0;
  let release: () => void = () => {};
  const allRead = new Promise<void>((resolve) => (release = resolve));
  const outcomes: string[] = [];
  const store: RatingStore = {
    ...inner,
    async read(game, playerIds) {
      const found = await inner.read(game, playerIds);
      if (waiting < racers) {
        if (++waiting === racers) release();
        await allRead;
      }
      return found;
    },
    async apply(gameId, at, writes) {
      const out = await inner.apply(gameId, at, writes);
      outcomes.push(`${gameId}:${out}`);
      return out;
    },
  };
  return { store, outcomes };
}

async function player(name: string) {
  const p = unwrap(await registerPlayer(env.ctx, { name, email: `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com` }));
  return (await env.ctx.players.get(p.playerId))!;
}

/** A rated two-player counter game to 2 that `winner` (seat 0) wins; its last version. */
async function wonGame(winner: Awaited<ReturnType<typeof player>>, loser: Awaited<ReturnType<typeof player>>) {
  const g = unwrap(await createGame(env.ctx, winner, { game: 'counter', options: { target: 2 }, rated: true }, null)).resource;
  unwrap(await joinGame(env.ctx, loser, g.gameId));
  unwrap(await submitCommand(env.ctx, winner, g.gameId, { command: { type: 'add', n: 2 } }));
  return (await env.ctx.events.latest(g.gameId))!;
}

describe('two games of one player rated at once', () => {
  it('applies both exactly once: the second transaction fails its condition, reads again and applies on top', async () => {
    const [ada, bob, cy] = [await player('Ada'), await player('Bob'), await player('Cy')];
    const [g1, g2] = [await wonGame(ada, bob), await wonGame(ada, cy)];
    const ratings = dynamoRatingStore(env.doc, env.table);
    const race = interleaved(ratings, 2);
    const deps = { games, ratings: race.store, events: env.ctx.events };

    const [c1, c2] = await Promise.all([rateFinishedGame(deps, g1), rateFinishedGame(deps, g2)]);
    expect(c1).not.toBeNull();
    expect(c2).not.toBeNull();
    // The race happened: one game's first transaction was refused, and it applied on its next attempt.
    const conflicted = race.outcomes.filter((o) => o.endsWith(':conflict'));
    expect(conflicted).toHaveLength(1);
    expect(race.outcomes.filter((o) => o.endsWith(':applied')).sort()).toEqual([`${g1.gameId}:applied`, `${g2.gameId}:applied`].sort());
    const second = conflicted[0]!.split(':')[0]!;
    expect(race.outcomes.at(-1)).toBe(`${second}:applied`);

    const stored = await ratings.read('counter', [ada.playerId, bob.playerId, cy.playerId]);
    const adaNow = stored.get(ada.playerId)!;
    expect(adaNow.value.gamesRated).toBe(2);
    expect(adaNow.value.wins).toBe(2);
    expect(adaNow.rev).toBe(2);
    expect(adaNow.value.changes.map((c) => c.gameId)).toEqual(second === g2.gameId ? [g1.gameId, g2.gameId] : [g2.gameId, g1.gameId]);
    // No lost update: Ada's rating is the second game applied on top of the first (each opponent new).
    const win = (r: { mu: number; sigma: number }) => rate([[r], [rating()]], { rank: [1, 2] })[0]![0]!;
    const twice = win(win(rating()));
    expect(adaNow.value.skill.mu).toBeCloseTo(twice.mu, 9);
    expect(adaNow.value.skill.sigma).toBeCloseTo(twice.sigma, 9);
    // The second change starts where the first ended.
    expect(adaNow.value.changes[1]!.before).toBeCloseTo(adaNow.value.changes[0]!.after, 9);
    expect([stored.get(bob.playerId)?.value.gamesRated, stored.get(cy.playerId)?.value.gamesRated]).toEqual([1, 1]);

    // Redelivered, both at once again: nothing changes.
    expect(await Promise.all([rateFinishedGame({ ...deps, ratings }, g1), rateFinishedGame({ ...deps, ratings }, g2)])).toEqual([null, null]);
    expect((await ratings.read('counter', [ada.playerId])).get(ada.playerId)).toEqual(adaNow);
  });

  it('lets three games of one player race and still counts each once', async () => {
    const [ada, ...others] = [await player('Ada'), await player('Ben'), await player('Cat'), await player('Dan')];
    const ended = [];
    for (const o of others) ended.push(await wonGame(ada, o));
    const ratings = dynamoRatingStore(env.doc, env.table);
    const race = interleaved(ratings, 3);
    const deps = { games, ratings: race.store, events: env.ctx.events };
    const changes = await Promise.all(ended.map((g) => rateFinishedGame(deps, g)));
    expect(changes.every((c) => c !== null)).toBe(true);
    expect(race.outcomes.filter((o) => o.endsWith(':conflict')).length).toBeGreaterThanOrEqual(2);
    const adaNow = (await ratings.read('counter', [ada.playerId])).get(ada.playerId)!;
    expect(adaNow.value.gamesRated).toBe(3);
    expect(new Set(adaNow.value.changes.map((c) => c.gameId))).toEqual(new Set(ended.map((g) => g.gameId)));
    for (const g of ended) expect(await ratings.applied(g.gameId)).toBe(true);
  });
});
