/**
 * My games: the games waiting for the player first (the API lists them so), then invitations, then
 * the rest, a page at a time; and, once, an offer to give the mails' times in this device's zone.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { GameSummary } from '../../../client/index.js';
import { api, unwrapData } from '../app/api.js';
import { loadGames } from '../app/lists.js';
import { gamePath, PATHS } from '../app/navigation.js';
import { attempt, say, setMe, store, update } from '../app/store.js';
import { gameTitle } from '../games/registry.js';
import { deviceClock, deviceTimeZone, timeSuggestion, timeSuggestionNote, type TimeSuggestion } from '../parts/settings/time-zone.js';
import { exactly } from '../words/format.js';
import { rowBadge, rowLine, waitsOnMe } from '../words/list-rows.js';

function row(g: GameSummary): TemplateResult {
  const others = g.players.filter((p) => p.seat !== g.seat).map((p) => p.name);
  const line = rowLine(g);
  return html`<li class=${waitsOnMe(g) ? 'game yours' : 'game'}>
      <a href=${gamePath(g.gameId)}>${gameTitle(g.game)}${others.length ? ` with ${others.join(', ')}` : ''}</a>
      <span class="badge">${rowBadge(g)}</span>
      ${line ? html`<span class="when">${line.text}${line.time ? html`<time datetime=${line.time.iso} title=${exactly(line.time.iso)}>${line.time.words}</time>` : nothing}</span>` : nothing}
    </li>`;
}

export function myGamesScreen(): TemplateResult {
  const { games, me, gamesCursor } = store;
  if (!games) return html`<p>Loading your games…</p>`;
  const mine = games.filter(waitsOnMe);
  const suggestion = me ? timeSuggestion(me, { zone: deviceTimeZone(), clock: deviceClock() }, localStorage.getItem(keptUtcKey(me.playerId)) !== null) : null;
  const invitations = games.filter((g) => g.invited && !g.yourTurn);
  const rest = games.filter((g) => !waitsOnMe(g) && !g.invited);
  return html`${suggestion && me ? timeSuggestionNote(suggestion, me.clock, () => useSuggestedTime(suggestion), keepUtc) : nothing}
      <p><a class="button" href=${PATHS.newGame}>Start a new game</a></p>
      ${games.length === 0 ? html`<p>No games yet. Start one, or open a link a friend shared.</p>` : nothing}
      ${mine.length ? html`<h2>Waiting for you</h2><ul class="games">${mine.map(row)}</ul>` : nothing}
      ${invitations.length ? html`<h2>Invitations</h2><ul class="games">${invitations.map(row)}</ul>` : nothing}
      ${rest.length ? html`<h2>Other games</h2><ul class="games">${rest.map(row)}</ul>` : nothing}
      ${gamesCursor ? html`<p><button type="button" @click=${() => void attempt(async () => (await loadGames(true), update()))}>More games</button></p>` : nothing}`;
}

/** Where this browser remembers that a player chose to keep UTC (My games then stops offering the device's zone). */
const keptUtcKey = (playerId: string) => `whitechapel.keepUtc.${playerId}`;

function useSuggestedTime(s: TimeSuggestion) {
  void attempt(async () => {
    setMe(unwrapData(await api().api.PATCH('/players/me', { body: { timeZone: s.zone, clock: s.clock } })));
    say('info', `Your e-mails now give times in ${s.zone.replaceAll('_', ' ')}.`);
  });
}

function keepUtc() {
  if (store.me) localStorage.setItem(keptUtcKey(store.me.playerId), '1');
  update();
}
