/**
 * A player's page: their rating in each game kind (provisional marked), games rated, wins and
 * losses, a small chart of the rating over their last games (inline SVG, no chart library) and
 * those games, newest first, each linking to its game.
 */
import { html, nothing, svg, type TemplateResult } from 'lit-html';
import { gamePath, PATHS } from '../app/navigation.js';
import { ratings, type PlayerRatings } from '../app/ratings.js';
import { gameTitle } from '../games/registry.js';
import { exactly } from '../words/format.js';
import { PROVISIONAL_NOTE, ratingChart, ratingText } from '../words/ratings.js';

type Rating = PlayerRatings['ratings'][number];

const W = 320;
const H = 96;

function chart(r: Rating): TemplateResult {
  const geometry = ratingChart(r.changes, W, H);
  if (!geometry || geometry.values.length < 2) return html``;
  const label = `${gameTitle(r.game)} rating over the last ${r.changes.length} rated games: from ${ratingText({ rating: geometry.values[0] ?? 0, provisional: false }, r.system)} to ${ratingText({ rating: geometry.values.at(-1) ?? 0, provisional: false }, r.system)}; lowest ${ratingText({ rating: geometry.min, provisional: false }, r.system)}, highest ${ratingText({ rating: geometry.max, provisional: false }, r.system)}.`;
  return html`<figure class="rating-chart">
    <svg viewBox=${`0 0 ${W} ${H}`} width="100%" height=${H} role="img" aria-label=${label} preserveAspectRatio="none">
      ${svg`<rect x="0" y="0" width=${W} height=${H} class="chart-frame"></rect><polyline points=${geometry.points} class="chart-line" fill="none"></polyline>`}
    </svg>
    <figcaption class="muted">${label}</figcaption>
  </figure>`;
}

function kindSection(r: Rating): TemplateResult {
  const latest = [...r.changes].reverse().slice(0, 10);
  return html`<section class="rating" aria-labelledby=${`rt-${r.game}`} data-rating-game=${r.game}>
    <h2 id=${`rt-${r.game}`}>${gameTitle(r.game)}: <span class="rating-value">${ratingText(r, r.system)}</span></h2>
    <p>${r.gamesRated} rated game${r.gamesRated === 1 ? '' : 's'}: ${r.wins} won, ${r.losses} lost.${r.provisional ? ' Provisional.' : ''}</p>
    ${chart(r)}
    ${latest.length
      ? html`<h3>Last rated games</h3>
          <ul class="rating-changes">
            ${latest.map((c) => html`<li><a href=${gamePath(c.gameId)}>${exactly(c.at)}</a>: ${ratingText({ rating: c.before, provisional: false }, r.system)} → ${ratingText({ rating: c.after, provisional: false }, r.system)}</li>`)}
          </ul>`
      : nothing}
  </section>`;
}

export function profileScreen(): TemplateResult {
  const p = ratings.profile;
  if (!p?.ratings) return html`<p>Loading the ratings…</p>`;
  const mine = p.id === 'me';
  return html`${p.ratings.ratings.length === 0
      ? html`<p>${mine ? 'You have' : 'This player has'} no rated game yet. A game between people counts when it ends (a game with a bot never does).</p>`
      : html`<p class="muted">${PROVISIONAL_NOTE}</p>${p.ratings.ratings.map(kindSection)}`}
    <p><a href=${PATHS.leaderboards}>Leaderboards</a></p>`;
}
