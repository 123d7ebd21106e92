// Ratings over real HTTP (local runtime → the handlers → DynamoDB Local, the stream poller feeding the rating step):
// `rated` at creation, the rating step's results against the packages' own numbers, the player's ratings and the leaderboards.
import glicko2 from 'glicko2';
import { ordinal, rate, rating, type Rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../domain/engine/rng.js';
import type { LobbyEntry } from '../../lambdas/app/core/read-models.js';
import type { LeaderboardPage, PlayerRatings } from '../../lambdas/app/ratings/leaderboard.js';
import { rateFinishedGame } from '../../lambdas/app/ratings/rate-game.js';
import { effort } from '../support/games/effort.js';
import { waitFor } from '../support/http/http.js';
import { testGames, useTestRuntime } from '../support/runtime.js';

const env = useTestRuntime();

type LobbyPage = { games: LobbyEntry[]; cursor: string | null };
type Registered = Awaited<ReturnType<typeof env.http.register>>;
type Finished = { seats: { seat: number; playerId: string }[]; result: { winners: number[]; scores?: number[] } | null; status: string };

const ratingsOf = async (playerId: string, token: string) => (await env.http.get<PlayerRatings>(`/players/${playerId}/ratings`, token)).body.ratings;
const ratingIn = async (game: string, p: Registered) => (await ratingsOf(p.playerId, p.token)).find((r) => r.game === game);
/** Waits until the player's rating in `game` counts `n` games. */
const rated = (game: string, p: Registered, n: number) => waitFor(async () => ((await ratingIn(game, p))?.gamesRated === n ? ratingIn(game, p) : undefined));

/**
 * Plays a started game to its end: whoever is pending posts a listed command (`choose` picks one).
 * A command's answer is the game as its poster sees it, so a seat that acts again (a Ripper Rummy
 * turn is draw, melds, discard) needs no read before its next command: one request per move then.
 */
async function playToEnd(gameId: string, bySeat: readonly Registered[], choose: (commands: { type: string }[], posts: number) => { type: string }): Promise<Finished> {
  type Seen = Finished & { pending: { seat: number }[]; legalCommands: { type: string }[] };
  const first = await env.http.game<never>(gameId, bySeat[0]!.token);
  let seen = { body: first.body as unknown as Seen, etag: first.headers.get('etag')!, viewer: 0 };
  for (let posts = 0; posts < 3000; posts++) {
    if (seen.body.status !== 'active') return seen.body;
    const seat = seen.body.pending[0]!.seat;
    if (seat !== seen.viewer) {
      const mine = await env.http.game<never>(gameId, bySeat[seat]!.token);
      seen = { body: mine.body as unknown as Seen, etag: mine.headers.get('etag')!, viewer: seat };
    }
    const r = await env.http.command<never>(gameId, choose(seen.body.legalCommands, posts), bySeat[seat]!.token, { 'if-match': seen.etag });
    expect(r.status).toBe(200);
    seen = { body: r.body as unknown as Seen, etag: r.headers.get('etag')!, viewer: seat };
  }
  throw new Error('the game did not end');
}

/** A started two-player counter game (to 2: the first `add 2` wins it) between `a` (seat 0) and `b`. */
async function counterGame(a: Registered, b: Registered, body: Record<string, unknown> = {}): Promise<string> {
  const gameId = (await env.http.post<{ gameId: string }>('/games', { game: 'counter', options: { target: 2 }, ...body }, a.token)).body.gameId;
  await env.http.join(gameId, b.token);
  return gameId;
}
const win = (gameId: string, winner: Registered) => env.http.command(gameId, { type: 'add', n: 2 }, winner.token);

describe('rated at creation', () => {
  it('is rated by default when every seat is a person, not with a bot, and refuses rated with a bot', async () => {
    const ada = await env.http.register('Ada');
    const byDefault = await env.http.post<{ rated: boolean; gameId: string }>('/games', { game: 'counter', options: { players: 2 }, visibility: 'public' }, ada.token);
    expect(byDefault.status).toBe(201);
    expect(byDefault.body.rated).toBe(true);
    const unrated = await env.http.post<{ rated: boolean }>('/games', { game: 'counter', rated: false }, ada.token);
    expect(unrated.body.rated).toBe(false);
    const withBot = await env.http.post<{ rated: boolean }>('/games', { game: 'counter', bots: [{ seat: 1, level: 'easy' }] }, ada.token);
    expect(withBot.status).toBe(201);
    expect(withBot.body.rated).toBe(false);
    const refused = await env.http.post('/games', { game: 'counter', bots: [{ seat: 1, level: 'easy' }], rated: true }, ada.token);
    expect(refused.status).toBe(400);
    expect(refused.problem?.code).toBe('invalid-bots');
    expect((await env.http.post('/games', { game: 'counter', rated: 'yes' }, ada.token)).status).toBe(400);

    const entry = await waitFor(async () => (await env.http.get<LobbyPage>('/lobby?game=counter&limit=100', ada.token)).body.games.find((g) => g.gameId === byDefault.body.gameId));
    expect(entry.value.rated).toBe(true);
  });
});

describe('ratings beside names', () => {
  it("shows each person's current rating in the game's seats (GET only) and in the lobby entry; a bot has none", async () => {
    const [ada, bob] = [await env.http.register('Ada'), await env.http.register('Bob')];
    await win(await counterGame(ada, bob), ada);
    const adaRating = (await rated('counter', ada, 1)).value!;
    await rated('counter', bob, 1);
    // A public game Ada waits in: the lobby entry carries her rating, written with the entry.
    const open = (await env.http.post<{ gameId: string }>('/games', { game: 'counter', options: { target: 2 }, visibility: 'public' }, ada.token)).body.gameId;
    const entry = await waitFor(async () => (await env.http.get<LobbyPage>('/lobby?game=counter&limit=100', ada.token)).body.games.find((g) => g.gameId === open));
    expect(entry.value.players).toEqual([{ seat: 0, name: 'Ada', rating: { rating: adaRating.rating, provisional: adaRating.provisional, gamesRated: 1 } }]);
    // Seated: both ratings beside the names; someone never rated shows the start, provisional.
    const cy = await env.http.register('Cy');
    await env.http.join(open, cy.token);
    const seen = await env.http.get<{ seats: { playerId: string; rating?: { rating: number; provisional: boolean; gamesRated: number } }[] }>(`/games/${open}`, bob.token);
    const start = ordinal(rating());
    expect(seen.body.seats.map((s) => s.rating)).toEqual([
      { rating: adaRating.rating, provisional: adaRating.provisional, gamesRated: 1 },
      { rating: start, provisional: true, gamesRated: 0 },
    ]);
    // Commands' answers do not read ratings (a move costs what it did).
    const moved = await env.http.command(open, { type: 'add', n: 1 }, ada.token);
    expect((moved.body as unknown as { seats: { rating?: unknown }[] }).seats.every((s) => s.rating === undefined)).toBe(true);
    // A bot's seat has none.
    const botGame = (await env.http.post<{ gameId: string }>('/games', { game: 'counter', bots: [{ seat: 1, level: 'easy' }] }, ada.token)).body.gameId;
    const withBot = await env.http.get<{ seats: { rating?: unknown }[] }>(`/games/${botGame}`, ada.token);
    expect(withBot.body.seats.map((s) => s.rating === undefined)).toEqual([false, true]);
  });
});

describe('ratings from finished games', () => {
  it('rates Mr. Jack by Glicko-2 as the glicko2 package does, game after game, resignations included', async () => {
    const [ada, bob, cy] = [await env.http.register('Ada'), await env.http.register('Bob'), await env.http.register('Cy')];
    const ranking = () => new glicko2.Glicko2({ tau: 0.5, rating: 1500, rd: 350, vol: 0.06 });
    const expected = new Map([ada, bob, cy].map((p) => [p.playerId, ranking().makePlayer()]));
    const pairs: [Registered, Registered, number][] = [[ada, bob, 3], [bob, cy, 5], [cy, ada, 2], [ada, bob, 7]];
    const count = new Map<string, number>();
    for (const [i, [a, b, resignAfter]] of pairs.entries()) {
      const gameId = (await env.http.createGame({ game: 'mr-jack', options: { role: i % 2 ? 'jack' : 'detective' } }, a.token)).body.gameId;
      await env.http.join(gameId, b.token);
      const rng = createRng(`jack-${i}`);
      const end = await playToEnd(gameId, [a, b], (commands, posts) => commands.find((c) => posts >= resignAfter && c.type === 'resign') ?? rng.pick(commands.filter((c) => c.type !== 'resign')));
      expect(end.status).toBe('finished');
      const winner = end.result!.winners[0]!;
      // Independent: a fresh period of the package with the two players' ratings before the game.
      const [pa, pb] = [a, b].map((p) => { const e = expected.get(p.playerId)!; return ranking().makePlayer(e.getRating(), e.getRd(), e.getVol()); });
      const period = ranking();
      const [qa, qb] = [pa!, pb!].map((p) => period.makePlayer(p.getRating(), p.getRd(), p.getVol()));
      period.updateRatings([[qa!, qb!, winner === 0 ? 1 : 0]]);
      expected.set(a.playerId, qa!);
      expected.set(b.playerId, qb!);
      for (const p of [a, b]) {
        count.set(p.playerId, (count.get(p.playerId) ?? 0) + 1);
        await rated('mr-jack', p, count.get(p.playerId)!);
      }
    }
    for (const p of [ada, bob, cy]) {
      const mine = (await ratingIn('mr-jack', p))!;
      const e = expected.get(p.playerId)!;
      expect(Math.abs(mine.rating - e.getRating())).toBeLessThan(0.01);
      expect(Math.abs(mine.deviation - e.getRd())).toBeLessThan(0.01);
      expect(mine.wins + mine.losses).toBe(mine.gamesRated);
      expect(mine.changes).toHaveLength(mine.gamesRated);
      expect(mine.provisional).toBe(mine.deviation > 110);
    }
  }, 180_000);

  it('rates Ripper Rummy by final score with openskill (Plackett–Luce, its defaults), the ordinal shown', async () => {
    const players = [await env.http.register('Abberline'), await env.http.register('Lestrade'), await env.http.register('Godley')];
    const expected = new Map<string, Rating>(players.map((p) => [p.playerId, rating()]));
    // A two-player game, then a three-player one on top of its ratings (the unit tests hold four places and ties to openskill);
    // the thorough run adds another two-player one.
    const tables: Registered[][] = [[players[0]!, players[1]!], [players[1]!, players[2]!, players[0]!], ...(effort(0, 1) ? [[players[2]!, players[0]!]] : [])];
    const count = new Map<string, number>();
    for (const [i, table] of tables.entries()) {
      const gameId = (await env.http.createGame({ game: 'ripper-rummy', options: { players: table.length, targetScore: 10 } }, table[0]!.token)).body.gameId;
      for (const p of table.slice(1)) await env.http.join(gameId, p.token);
      const rng = createRng(`rummy-${i}`);
      // Melds and lay-offs first (the biggest meld), so hands empty and rounds end sooner; otherwise a random listed command.
      const end = await playToEnd(gameId, table, (commands) => {
        const size = (c: { type: string }) => ('cards' in c && Array.isArray(c.cards) ? c.cards.length : 0);
        const building = commands.filter((c) => c.type === 'meld' || c.type === 'play').sort((x, y) => size(y) - size(x));
        const calm = commands.filter((c) => c.type !== 'ripper-escapes');
        return building[0] ?? rng.pick(calm.length ? calm : commands);
      });
      const scores = end.result!.scores!;
      const ranks = scores.map((s) => 1 + scores.filter((o) => o > s).length);
      const next = rate(table.map((p) => [expected.get(p.playerId)!]), { rank: ranks });
      table.forEach((p, seat) => expected.set(p.playerId, next[seat]![0]!));
      for (const p of table) {
        count.set(p.playerId, (count.get(p.playerId) ?? 0) + 1);
        await rated('ripper-rummy', p, count.get(p.playerId)!);
      }
    }
    for (const p of players.filter((q) => count.has(q.playerId))) {
      const mine = (await ratingIn('ripper-rummy', p))!;
      const e = expected.get(p.playerId)!;
      expect(mine.mu).toBeCloseTo(e.mu, 9);
      expect(mine.deviation).toBeCloseTo(e.sigma, 9);
      expect(mine.rating).toBeCloseTo(ordinal(e), 9);
      expect(mine.provisional).toBe(e.sigma > 4);
    }
  }, 240_000);

  it('changes nothing for a bot game, a cancelled game or a redelivered version; two games ending at once both count', async () => {
    const [ada, bob, cy] = [await env.http.register('Ada'), await env.http.register('Bob'), await env.http.register('Cy')];
    const first = await counterGame(ada, bob);
    await win(first, ada);
    const before = (await rated('counter', ada, 1)).value;
    // Bob (who did not make the last move) is told his new rating in the game-over mail, as his ratings show it.
    const bobRating = (await rated('counter', bob, 1)).value!;
    const overMail = await waitFor(async () => (await env.http.outbox()).body.messages.find((m) => m.attributes.gameId === first && m.attributes.kind === 'game-over'));
    const [bobBefore, bobAfter] = [bobRating.changes[0]!.before, bobRating.changes[0]!.after].map((r) => r.toFixed(1));
    expect(overMail.value.message).toContain(`Your rating in Counter (test game): ${bobBefore} → ${bobAfter}.`);
    expect(overMail.value.attributes.playerId).toBe(bob.playerId);

    // A bot game played to the end, and a game its creator cancels.
    const botGame = (await env.http.post<{ gameId: string; rated: boolean }>('/games', { game: 'counter', options: { target: 2 }, bots: [{ seat: 1, level: 'easy' }] }, ada.token)).body;
    expect(botGame.rated).toBe(false);
    await waitFor(async () => {
      await win(botGame.gameId, ada);
      return (await env.http.game(botGame.gameId, ada.token)).body.status === 'finished';
    });
    const cancelled = (await env.http.post<{ gameId: string }>('/games', { game: 'counter', options: { target: 2 } }, ada.token)).body.gameId;
    expect((await env.http.post<{ status: string }>(`/games/${cancelled}/leave`, undefined, ada.token)).body.status).toBe('cancelled');
    // A redelivery of the finished rated game's last version, through the stream's rating step.
    await env.rt.poller.drain(30_000);
    const last = await env.rt.context.events.latest(first);
    expect(await rateFinishedGame({ games: testGames, ratings: env.rt.context.ratings, events: env.rt.context.events }, last!)).toBeNull();
    await env.rt.poller.drain(30_000);
    expect(await ratingIn('counter', ada)).toEqual(before);

    // Two games of Ada ending at the same moment.
    const [g1, g2] = [await counterGame(ada, bob), await counterGame(ada, cy)];
    const ends = await Promise.all([win(g1, ada), win(g2, ada)]);
    expect(ends.map((r) => r.body.status)).toEqual(['finished', 'finished']);
    const after = (await rated('counter', ada, 3)).value!;
    expect(after.wins).toBe(3);
    expect(after.changes.map((c) => c.gameId).sort()).toEqual([first, g1, g2].sort());
    // Either order of the two is a true sequence of updates: the second applied on top of the first.
    const ab = (o: Rating, x: Rating) => rate([[o], [x]], { rank: [1, 2] })[0]![0]!;
    const bobAfter1 = rate([[rating()], [rating()]], { rank: [1, 2] })[1]![0]!;
    const ada1 = rate([[rating()], [rating()]], { rank: [1, 2] })[0]![0]!;
    const orders = [ab(ab(ada1, bobAfter1), rating()), ab(ab(ada1, rating()), bobAfter1)];
    expect(orders.some((o) => Math.abs(o.mu - (after.mu ?? NaN)) < 1e-9)).toBe(true);
  }, 120_000);

  it('lists each player with 5 rated games once across the leaderboard pages, highest first', async () => {
    const players = await Promise.all(['Ann', 'Ben', 'Cat', 'Dan'].map((n) => env.http.register(`Board ${n}`)));
    const [ann, ben, cat, dan] = players as [Registered, Registered, Registered, Registered];
    // Ann, Ben and Cat play 6 games each in pairs; Dan plays 4 (not listed).
    const games: [Registered, Registered][] = [[ann, ben], [ben, cat], [cat, ann], [ann, ben], [ben, cat], [cat, ann], [ann, ben], [ben, cat], [cat, ann], [ann, dan], [dan, ben], [cat, dan], [dan, ann]];
    for (const [a, b] of games) await win(await counterGame(a, b), a);
    for (const p of players) await rated('counter', p, games.filter(([a, b]) => a === p || b === p).length);
    const seen: LeaderboardPage['players'] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page++) {
      const r: { status: number; body: LeaderboardPage } = await env.http.get<LeaderboardPage>(`/leaderboards/counter?limit=1${cursor ? `&cursor=${cursor}` : ''}`, ann.token);
      expect(r.status).toBe(200);
      seen.push(...r.body.players);
      cursor = r.body.cursor;
      if (!cursor) break;
    }
    const mine = seen.filter((p) => players.some((q) => q.playerId === p.playerId));
    expect(mine.map((p) => p.playerId).sort()).toEqual([ann.playerId, ben.playerId, cat.playerId].sort());
    expect(new Set(seen.map((p) => p.playerId)).size).toBe(seen.length);
    expect(seen.map((p) => p.rating)).toEqual([...seen.map((p) => p.rating)].sort((x, y) => y - x));
    expect(seen.every((p) => p.gamesRated >= 5 && typeof p.provisional === 'boolean')).toBe(true);

    expect((await env.http.get('/leaderboards/chess', ann.token)).problem?.code).toBe('unknown-game');
    expect((await env.http.get('/leaderboards/counter?limit=0', ann.token)).problem?.code).toBe('invalid-query');
    expect((await env.http.get('/leaderboards/counter?cursor=bad', ann.token)).problem?.code).toBe('invalid-cursor');
    expect((await env.http.get('/players/nobody-here/ratings', ann.token)).problem?.code).toBe('player-not-found');
    expect((await env.http.get<PlayerRatings>('/players/me/ratings', dan.token)).body.playerId).toBe(dan.playerId);
  }, 120_000);
});
