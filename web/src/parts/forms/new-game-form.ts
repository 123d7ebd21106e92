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
  /** The clock chosen: a fixed time for each move, or a time bank (its fields drawn instead). */
  clock?: 'fixed' | 'bank';
}

export function newGameForm({ kind, players, changed, create, withBot = false, clock = 'fixed' }: NewGameForm): TemplateResult {
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
    ${clockFields(clock, changed)}
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

/**
 * The clock: a fixed time for each move, or a time bank as correspondence sites keep one (72 h to
 * start, 24 h more after each move, at most 120 h). Only the chosen clock's fields are drawn, so
 * the form never holds a required field nobody can see.
 */
function clockFields(clock: 'fixed' | 'bank', changed: () => void): TemplateResult {
  const hours = (id: string, name: string, label: string, value: number, max: number) =>
    html`<label for=${id}>${label}</label><input id=${id} name=${name} type="number" min="1" max=${max} value=${value} required />`;
  return html`<label for="ng-clock">Time to move</label>
    <select id="ng-clock" name="clock" @change=${changed} aria-describedby="ng-clock-help">
      <option value="fixed" ?selected=${clock === 'fixed'}>The same time for each move</option>
      <option value="bank" ?selected=${clock === 'bank'}>A time bank</option>
    </select>
    <p id="ng-clock-help" class="muted">${clock === 'bank' ? 'Each player has a bank of hours: a move may take what is in it, and each move adds some back, up to the most it may hold.' : 'Each move must be made within these hours.'}</p>
    ${clock === 'bank'
      ? html`${hours('ng-bank-initial', 'bankInitialHours', 'Hours in the bank at the start', 72, 1440)}
        ${hours('ng-bank-increment', 'bankIncrementHours', 'Hours added after each move', 24, 168)}
        ${hours('ng-bank-max', 'bankMaxHours', 'The most the bank holds, in hours', 120, 1440)}`
      : hours('ng-hours', 'turnTimeLimitHours', 'Hours for each move', 72, 720)}`;
}
