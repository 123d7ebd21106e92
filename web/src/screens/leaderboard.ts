/** The leaderboards: a game kind's players with at least 5 rated games, highest first, a page at a time. */
import { html, nothing, type TemplateResult } from 'lit-html';
import { playerPath } from '../app/navigation.js';
import { loadBoard, ratings } from '../app/ratings.js';
import { attempt, update } from '../app/store.js';
import { WEB_GAMES } from '../games/registry.js';
import { PROVISIONAL_NOTE, ratingText } from '../words/ratings.js';

/** The game a leaderboard opens on. */
export const firstBoard = (): string => WEB_GAMES[0]?.id ?? '';

export function leaderboardScreen(): TemplateResult {
  const { board } = ratings;
  const game = board.game || firstBoard();
  const choose = (e: Event) => void attempt(async () => (await loadBoard((e.target as HTMLSelectElement).value), update()));
  const more = () => void attempt(async () => (await loadBoard(game, true), update()));
  return html`<label for="board-game">Game</label>
    <select id="board-game" @change=${choose}>
      ${WEB_GAMES.map(({ id, title }) => html`<option value=${id} ?selected=${id === game}>${title}</option>`)}
    </select>
    <p class="muted">Players with at least 5 rated games. ${PROVISIONAL_NOTE} <a href=${playerPath('me')}>Your ratings</a>.</p>
    ${board.rows === null
      ? html`<p>Loading the leaderboard…</p>`
      : board.rows.length === 0
        ? html`<p>Nobody has 5 rated games of this kind yet.</p>`
        : html`<table class="leaderboard">
            <thead><tr><th scope="col">#</th><th scope="col">Player</th><th scope="col">Rating</th><th scope="col">Games</th></tr></thead>
            <tbody>
              ${board.rows.map(
                (r, i) => html`<tr data-player=${r.playerId}><td>${i + 1}</td><td><a href=${playerPath(r.playerId)}>${r.name}</a></td><td>${ratingText(r)}</td><td>${r.gamesRated}</td></tr>`,
              )}
            </tbody>
          </table>
          ${board.cursor ? html`<p><button type="button" @click=${more}>More players</button></p>` : nothing}`}`;
}
