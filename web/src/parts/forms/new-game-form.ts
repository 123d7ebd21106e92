/**
 * The "new game" form: the game, its options (its folder's part of the form), who holds each other
 * seat (a person who joins from the shared link, or a bot and its level, so one person can play
 * alone), and who plays when any player misses a deadline (onTimeout is the game's, for every
 * seat, not the creator's alone). `creationBody` (games/creation.ts) turns the form's values into
 * the POST /games body.
 */
import { html, type TemplateResult } from 'lit-html';
import { creatable, CREATABLE, LEVELS } from '../../games/creation.js';

const BOT_PLAYS = 'With "a bot plays the missed move", a bot (normal) makes it instead, for every player of the game, and plays at once for a player who is away, until they press "I\'m back" on the game\'s page.';

export interface NewGameForm {
  kind: string;
  players: string;
  /** The game or the number of players changed: the form is drawn again with its seats. */
  changed: () => void;
  create: (e: Event) => void;
  /** A bot holds a seat: the game cannot be rated (the switch is off and disabled, with a note). */
  withBot?: boolean;
}

export function newGameForm({ kind, players, changed, create, withBot = false }: NewGameForm): TemplateResult {
  const game = creatable(kind);
  const check = (name: string, on = false) => html`<div class="check"><input type="checkbox" id=${`ng-${name}`} name=${name} ?checked=${on} /><label for=${`ng-${name}`}>${game.words.switches[name] ?? name}</label></div>`;
  const seats = game.creation.seatCount({ players });
  return html`<form @submit=${create} class="options">
    <label for="ng-game">Game</label>
    <select id="ng-game" name="game" @change=${changed}>
      ${CREATABLE.map((g) => html`<option value=${g.id} ?selected=${g.id === game.id}>${g.creation.choice}</option>`)}
    </select>
    ${game.creation.fields({ players, changed, check })}
    <fieldset class="seats">
      <legend>The other ${seats > 2 ? 'players' : 'player'}</legend>
      <p class="muted">A person joins from the link you share; a bot plays at once, so you can play alone.${seats > 2 ? ' You have seat 1; play goes round in seat order, and people who join take the lowest seats left.' : ''}</p>
      ${Array.from({ length: seats - 1 }, (_, i) => {
        const id = `ng-seat-${i + 1}`;
        return html`<label for=${id}>${seats > 2 ? `Seat ${i + 2}` : 'Opponent'}</label>
          <select id=${id} name=${`seat-${i + 1}`} @change=${changed}>
            <option value="person">A person (joins from the link)</option>
            ${LEVELS.map((l) => html`<option value=${l}>A bot, ${l}</option>`)}
          </select>`;
      })}
    </fieldset>
    ${ratedSwitch(withBot)}
    <label for="ng-visibility">Who may find it</label>
    <select id="ng-visibility" name="visibility">
      <option value="private">Private: by its link or an invitation</option>
      <option value="public">Public: listed in Open games</option>
    </select>
    <label for="ng-hours">Hours for each move</label>
    <input id="ng-hours" name="turnTimeLimitHours" type="number" min="1" max="720" value="72" required />
    <label for="ng-timeout">When a player misses a deadline</label>
    <select id="ng-timeout" name="onTimeout" aria-describedby="ng-timeout-help">
      <option value="fallback">The game's fallback plays</option>
      <option value="bot">A bot plays the missed move</option>
    </select>
    <p id="ng-timeout-help" class="muted">${game.words.missedDeadline ?? ''} ${BOT_PLAYS}</p>
    <button type="submit">Create the game</button>
  </form>`;
}

/** Rated (on by default between people): a game with a bot seat is never rated, so the switch is then off and disabled. */
function ratedSwitch(withBot: boolean): TemplateResult {
  return html`<input type="hidden" name="rated" value="off" />
    <div class="check">
      <input type="checkbox" id="ng-rated" name="rated" .checked=${!withBot} ?disabled=${withBot} aria-describedby="ng-rated-help" />
      <label for="ng-rated">Rated</label>
    </div>
    <p id="ng-rated-help" class="muted">${withBot ? 'A game with a bot is never rated.' : "When it ends, it counts for every player's rating (see Leaderboards)."}</p>`;
}
