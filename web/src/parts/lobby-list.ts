/**
 * The lobby: public games waiting for players, of one game or all, each with its terms. It reads
 * the API's answers only; the server decides who may join (a refused join says why).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { components } from '../../../client/index.js';
import { gamePath, PATHS } from '../app/navigation.js';
import { gameTitle, WEB_GAMES } from '../games/registry.js';
import { fromNow } from '../words/format.js';
import { gameTerms } from '../words/terms.js';
import { ratingText } from '../words/ratings.js';

export type LobbyGame = components['schemas']['LobbyGame'];

export interface LobbyPaging {
  /** Takes a seat in the game (then opens it). */
  readonly join: (gameId: string) => void;
  /** Asks for the next page; null after the last one. */
  readonly more: (() => void) | null;
  readonly disabled: boolean;
}

/** The lobby's screen body: a choice of game ('' is all games, each card naming its game), and the open public games, oldest first. */
export function lobbyList(kind: string, games: readonly LobbyGame[] | null, choose: (kind: string) => void, paging: LobbyPaging): TemplateResult {
  return html`<label for="lb-game">Game</label>
    <select id="lb-game" @change=${(e: Event) => choose((e.target as HTMLSelectElement).value)}>
      <option value="" ?selected=${kind === ''}>All games</option>
      ${WEB_GAMES.map(({ id, title }) => html`<option value=${id} ?selected=${id === kind}>${title}</option>`)}
    </select>
    ${games === null
      ? html`<p>Loading the open games…</p>`
      : games.length === 0
        ? html`<p>No open public game right now. <a href=${PATHS.newGame}>Start one</a> and make it public.</p>`
        : html`<ul class="games lobby">
            ${games.map(
              (g) => html`<li class="game" data-lobby-game=${g.gameId}>
                <a href=${gamePath(g.gameId)}>${gameTitle(g.game)} with ${g.players.map((p) => (p.rating ? `${p.name} (${ratingText(p.rating)})` : p.name)).join(', ')}</a>
                <span class="badge">${g.openSeats} open seat${g.openSeats > 1 ? 's' : ''} of ${g.seatCount}</span>
                <button type="button" class="small primary" ?disabled=${paging.disabled} aria-label=${`Join the ${gameTitle(g.game)} game with ${g.players.map((p) => p.name).join(', ')}`} @click=${() => paging.join(g.gameId)}>Join</button>
                <span class="when">${gameTerms({ game: g.game, options: { ...g.options, turnTimeLimitHours: g.turnTimeLimitHours, onTimeout: g.onTimeout, ...(g.timeBank ? { timeBank: g.timeBank } : {}) } })} · opened <time datetime=${g.createdAt}>${fromNow(g.createdAt)}</time></span>
              </li>`,
            )}
          </ul>
          ${paging.more ? html`<p><button type="button" ?disabled=${paging.disabled} @click=${paging.more}>More open games</button></p>` : nothing}`}`;
}
