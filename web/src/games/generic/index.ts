/**
 * A game with no folder of its own: its view as a list (view-list.ts), its legal commands as
 * buttons labelled with the command as the API lists it, its title from its id. So a new game is
 * playable on the web before anyone draws its board; the new-game form does not offer it.
 */
import { html, nothing } from 'lit-html';
import type { Game } from '../../../../client/index.js';
import { actionButton } from '../../parts/game-page/action-button.js';
import { title } from '../../words/format.js';
import type { PlayContext, WebGame } from '../web-game.js';
import { viewList } from './view-list.js';

function play(g: Game, ctx: PlayContext) {
  const commands = g.legalCommands;
  const moves = commands.length
    ? html`<section class="actions" aria-labelledby="act-h">
        <h2 id="act-h">Your move</h2>
        <div class="row">${commands.map((command, index) => actionButton(JSON.stringify(command), () => ctx.post(command), ctx.busy, '', index))}</div>
      </section>`
    : nothing;
  const view = g.view === null ? nothing : html`<section class="table" aria-labelledby="view-h"><h2 id="view-h">The game</h2>${viewList(g.view)}</section>`;
  return html`${moves}${view}`;
}

export function genericGame(id: string): WebGame {
  return {
    id,
    title: title(id),
    play,
    past: (g) => ({ main: html`${viewList(g.view)}`, side: null }),
    names: () => ({}),
    words: { switches: {} },
  };
}
