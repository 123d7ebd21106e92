/** Open games: public games that still have a seat, of one kind or all, a page at a time. */
import { html, type TemplateResult } from 'lit-html';
import { joinFromLobby } from '../app/game-actions.js';
import { chooseOpenGames, loadLobby } from '../app/lists.js';
import { attempt, store, update } from '../app/store.js';
import { lobbyList } from '../parts/lobby-list.js';

export function lobbyScreen(): TemplateResult {
  const { lobby } = store;
  const choose = (kind: string) => void attempt(() => chooseOpenGames(kind));
  const join = (gameId: string) => void joinFromLobby(gameId);
  const more = lobby.cursor ? () => void attempt(async () => (await loadLobby(true), update())) : null;
  return html`<p class="muted">Public games that still have a seat for you, oldest first. Join one, or open it first.</p>${lobbyList(lobby.kind, lobby.games, choose, { join, more, disabled: false })}`;
}
