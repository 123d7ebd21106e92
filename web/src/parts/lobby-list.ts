/**
 * The lobby (public games waiting for players), and the controls of a
 * game that waits or has ended: invite someone, leave (or, for its creator, cancel), rematch. All of
 * it reads the API's answers only; the server decides who may do what (a refused action says why).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { Game, components } from '../../../client/index.js';
import { confirmBox } from './confirm.js';
import { gameTitle, WEB_GAMES } from '../games/registry.js';
import { fromNow } from '../words/format.js';
import { gameTerms } from '../words/terms.js';

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
        ? html`<p>No open public game right now. <a href="/games/new">Start one</a> and make it public.</p>`
        : html`<ul class="games lobby">
            ${games.map(
              (g) => html`<li class="game" data-lobby-game=${g.gameId}>
                <a href=${`/play/games/${encodeURIComponent(g.gameId)}`}>${gameTitle(g.game)} with ${g.players.map((p) => p.name).join(', ')}</a>
                <span class="badge">${g.openSeats} open seat${g.openSeats > 1 ? 's' : ''} of ${g.seatCount}</span>
                <button type="button" class="small primary" ?disabled=${paging.disabled} aria-label=${`Join the ${gameTitle(g.game)} game with ${g.players.map((p) => p.name).join(', ')}`} @click=${() => paging.join(g.gameId)}>Join</button>
                <span class="when">${gameTerms({ game: g.game, options: { ...g.options, turnTimeLimitHours: g.turnTimeLimitHours, onTimeout: g.onTimeout } })} · opened <time datetime=${g.createdAt}>${fromNow(g.createdAt)}</time></span>
              </li>`,
            )}
          </ul>
          ${paging.more ? html`<p><button type="button" ?disabled=${paging.disabled} @click=${paging.more}>More open games</button></p>` : nothing}`}`;
}

export interface GameControls {
  readonly invite: (address: string) => void;
  readonly leave: () => void;
  readonly rematch: () => void;
  readonly disabled: boolean;
  /** The creator asked to cancel once: the game waits for the second click (it cannot be undone). */
  readonly confirmingCancel: boolean;
  readonly askCancel: () => void;
  readonly keepGame: () => void;
}

/** Invite and leave while the game waits (for the seated; the creator's leaving cancels it, asked twice); a rematch once it is over. */
export function gameControls(g: Game, c: GameControls): TemplateResult | typeof nothing {
  if (g.you === undefined) return nothing;
  if (g.status === 'finished') {
    return html`<p><button type="button" class="primary" ?disabled=${c.disabled} @click=${c.rematch}>Rematch</button>
      <span class="muted">Same options and players, seats moved round by one; the others are invited.</span></p>`;
  }
  if (g.status !== 'waiting') return nothing;
  const creator = g.seats.some((s) => s.seat === g.you && s.playerId === g.createdBy);
  return html`<section class="waiting" aria-labelledby="inv-h">
    <h2 id="inv-h">Invite someone</h2>
    <form
      @submit=${(e: Event) => {
        e.preventDefault();
        const input = (e.target as HTMLFormElement).elements.namedItem('address') as HTMLInputElement;
        c.invite(input.value);
        input.value = '';
      }}
    >
      <label for="inv-address">E-mail address</label>
      <input id="inv-address" name="address" type="email" autocomplete="off" required />
      <button type="submit" ?disabled=${c.disabled}>Invite</button>
    </form>
    ${!creator
      ? html`<p><button type="button" class="danger small" ?disabled=${c.disabled} @click=${c.leave}>Leave this game</button></p>`
      : c.confirmingCancel
        ? confirmBox({
            id: 'cancel-warning',
            warning: html`<strong>Cancel this game?</strong> It ends before it began, everyone seated is told by mail, and it cannot be undone.`,
            doIt: 'Cancel the game',
            confirm: c.leave,
            keep: 'Keep the game',
            cancel: c.keepGame,
            disabled: c.disabled,
          })
        : html`<p><button type="button" class="danger small" ?disabled=${c.disabled} @click=${c.askCancel}>Cancel this game…</button></p>`}
  </section>`;
}
