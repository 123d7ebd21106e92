/** Mr. Jack's part of the new-game form: the board's edition, the creator's side, the Extension. */
import { html } from 'lit-html';
import type { CreationForm } from '../web-game.js';

export const MR_JACK_CREATION: CreationForm = {
  choice: 'Mr. Jack (2 players)',
  seatCount: () => 2,
  fields: ({ check }) => html`<label for="ng-board">Board</label>
          <select id="ng-board" name="board"><option value="2016">2016 edition</option><option value="2006">2006 edition</option></select>
          <label for="ng-role">You play</label>
          <select id="ng-role" name="role"><option value="random">Drawn at random</option><option value="jack">Jack</option><option value="detective">The Detective</option></select>
          ${check('extension')}`,
  body(f, platform) {
    const role = f.role === 'jack' || f.role === 'detective' ? f.role : 'random';
    return { game: 'mr-jack', options: { board: f.board === '2006' ? '2006' : '2016', role, extension: f.extension === 'on', ...platform } };
  },
};
