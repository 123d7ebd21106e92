/**
 * Ratings in Chromium, at 375 and 1280 px: a player with five rated Mr. Jack games (each ended by a
 * resignation over HTTP) finds themself on the leaderboard, opens their ratings page with its chart
 * (inline SVG), sees ratings beside the names in a game's seats and in Open games, and the new-game
 * form's rated switch turns off, disabled with a note, when a bot takes a seat. Axe-checked;
 * screenshots under test-results/web/.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '../support/http/http.js';
import { useTestRuntime } from '../support/runtime.js';
import { checkScreen, signUp, tokenOf, useChromium } from './support.js';

const env = useTestRuntime();
const open = useChromium();

type Ratings = { ratings: { game: string; rating: number; provisional: boolean; gamesRated: number; changes: unknown[] }[] };

/** A rated Mr. Jack game between `a` (who creates it) and `b`, ended at once: the seat to move resigns. */
async function resignedGame(a: string, b: string): Promise<string> {
  const gameId = (await env.http.createGame({ game: 'mr-jack' }, a)).body.gameId;
  await env.http.join(gameId, b);
  const seen = await env.http.game(gameId, a);
  const mover = (seen.body as unknown as { pending: { seat: number }[] }).pending[0]!.seat === 0 ? a : b;
  expect((await env.http.command(gameId, { type: 'resign' }, mover)).status).toBe(200);
  return gameId;
}

describe('ratings in the web client', () => {
  for (const width of ['phone', 'desktop'] as const) {
    it(`shows the leaderboard, a player's ratings with their chart, ratings beside names, and the rated switch (${width})`, async () => {
      const p = await open(`Rated ${width}`, width);
      try {
        await signUp(p, env.rt.url, `rated-${width}@example.com`);
        const me = await tokenOf(p);
        const [quinn, rose] = [await env.http.register(`Quinn ${width}`), await env.http.register(`Rose ${width}`)];
        let last = '';
        for (const [a, b] of [[me, quinn.token], [quinn.token, me], [me, rose.token], [rose.token, me], [me, quinn.token]] as const) last = await resignedGame(a, b);
        const mine = await waitFor(async () => {
          const r = (await env.http.get<Ratings>('/players/me/ratings', me)).body.ratings.find((x) => x.game === 'mr-jack');
          return r?.gamesRated === 5 ? r : undefined;
        });
        const shown = String(Math.round(mine.value.rating)) + (mine.value.provisional ? '?' : '');

        // The leaderboard, from the menu: Mr. Jack's, with this player on it.
        await p.page.getByRole('link', { name: 'Leaderboards' }).click();
        await p.page.getByRole('heading', { name: 'Leaderboards', level: 1 }).waitFor();
        await p.page.getByLabel('Game').selectOption({ label: 'Mr. Jack' });
        const row = p.page.locator('table.leaderboard tr', { hasText: p.name });
        await row.waitFor();
        expect(await row.locator('td').nth(2).textContent()).toBe(shown);
        await checkScreen(p, 'ratings-leaderboard');

        // The player's page: the rating, the record, the chart over the five games.
        await row.getByRole('link', { name: p.name }).click();
        await p.page.getByRole('heading', { name: `Mr. Jack: ${shown}`, level: 2 }).waitFor();
        const chart = p.page.locator('.rating-chart svg[role=img] polyline');
        expect((await chart.getAttribute('points'))?.split(' ')).toHaveLength(6);
        expect(await p.page.locator('.rating-changes li').count()).toBe(5);
        await checkScreen(p, 'ratings-profile');

        // A game's seats: the rating beside each name, linking to that player's ratings.
        await p.page.goto(`${env.rt.url}/play/games/${encodeURIComponent(last)}`);
        const tag = p.page.locator('.chip .seat-rating').first();
        await tag.waitFor();
        expect(await tag.textContent()).toBe(shown);
        expect(await p.page.locator('.chip .seat-rating').count()).toBe(2);
        await checkScreen(p, 'ratings-game-seats');

        // Open games: Quinn's public game names Quinn with his rating.
        const quinnRating = (await env.http.get<Ratings>(`/players/${quinn.playerId}/ratings`, me)).body.ratings[0]!;
        const open = (await env.http.post<{ gameId: string }>('/games', { game: 'mr-jack', visibility: 'public' }, quinn.token)).body.gameId;
        await p.page.getByRole('link', { name: 'Open games' }).click();
        const listed = p.page.locator(`[data-lobby-game="${open}"]`);
        await listed.waitFor();
        expect(await listed.textContent()).toContain(`Quinn ${width} (${Math.round(quinnRating.rating)}${quinnRating.provisional ? '?' : ''})`);

        // The new-game form: rated by default; a bot seat turns it off, disabled, with a note.
        await p.page.getByRole('link', { name: 'New game' }).click();
        const rated = p.page.getByLabel('Rated');
        expect(await rated.isChecked()).toBe(true);
        expect(await rated.isDisabled()).toBe(false);
        await p.page.getByLabel('Opponent').selectOption({ label: 'A bot, normal' });
        await p.page.getByText('A game with a bot is never rated.').waitFor();
        expect(await rated.isDisabled()).toBe(true);
        expect(await rated.isChecked()).toBe(false);
        await checkScreen(p, 'ratings-new-game-bot');
        await p.page.getByLabel('Opponent').selectOption({ label: 'A person (joins from the link)' });
        await p.page.getByText("counts for every player's rating").waitFor();
        expect(await rated.isChecked()).toBe(true);
        // Switched off, the game is created unrated.
        await rated.uncheck();
        await p.page.getByRole('button', { name: 'Create the game' }).click();
        await p.page.locator('[data-game]').waitFor();
        const created = await p.page.locator('[data-game]').getAttribute('data-game');
        expect((await env.http.game(created!, me)).body.rated).toBe(false);
        expect(p.errors).toEqual([]);
      } finally {
        await p.context.close();
      }
    });
  }
});
