/** Ripper Rummy's part of the new-game form: the number of players, the target score, the variants. */
import { html } from 'lit-html';
import type { CreationForm, FormValues } from '../web-game.js';

const seatCount = (f: FormValues) => Math.min(4, Math.max(2, Number(f.players) || 2));

export const RIPPER_RUMMY_CREATION: CreationForm = {
  choice: 'Ripper Rummy (2–4 players)',
  seatCount,
  fields: ({ players, changed, check }) => html`<label for="ng-players">Players</label>
          <select id="ng-players" name="players" @change=${changed}>${['2', '3', '4'].map((n) => html`<option ?selected=${n === players}>${n}</option>`)}</select>
          <label for="ng-target">Target score</label>
          <input id="ng-target" name="targetScore" type="number" min="10" max="1000" value="100" required />
          ${check('voteCallerNeedsOwnMeld', true)}
          ${check('reshuffleKeepsTopDiscard')}
          ${check('sceneStealsMatchingCard')}
          ${check('escapeWindowAfterGoingOut')}`,
  body: (f, platform) => ({
    game: 'ripper-rummy',
    options: {
      players: seatCount(f),
      targetScore: Number(f.targetScore),
      voteCallerNeedsOwnMeld: f.voteCallerNeedsOwnMeld === 'on',
      reshuffleKeepsTopDiscard: f.reshuffleKeepsTopDiscard === 'on',
      sceneStealsMatchingCard: f.sceneStealsMatchingCard === 'on',
      escapeWindowAfterGoingOut: f.escapeWindowAfterGoingOut === 'on',
      ...platform,
    },
  }),
};
