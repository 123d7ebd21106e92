/**
 * The "new game" form: the game, its options, who holds each other seat (a person who joins from
 * the shared link, or a bot and its level, so one person can play alone), and who plays when any
 * player misses a deadline (onTimeout is the game's, for every seat, not the creator's alone).
 * `creationBody` (creation.ts) turns the form's values into the POST /games body.
 */
import { html, type TemplateResult } from 'lit-html';
import { LEVELS, seatCountOf } from '../games/creation.js';
import { FALLBACK_DOES } from '../words/format.js';
import { SWITCH_LABELS } from '../words/terms.js';

export { creationBody } from '../games/creation.js';

/** What happens at a missed deadline, in plain words (from each game's rules, README of each game). */
const FALLBACK: Record<string, string> = {
  'ripper-rummy': `The game's fallback ${FALLBACK_DOES['ripper-rummy']}.`,
  'mr-jack': `In Mr. Jack the fallback ${FALLBACK_DOES['mr-jack']} at a missed move (only the opening draft and placement are played for you).`,
};
const BOT_PLAYS = 'With "a bot plays the missed move", a bot (normal) makes it instead, for every player of the game, and plays at once for a player who is away, until they press "I\'m back" on the game\'s page.';

export interface NewGameForm {
  kind: string;
  players: string;
  /** The game or the number of players changed: the form is drawn again with its seats. */
  changed: () => void;
  create: (e: Event) => void;
}

export function newGameForm({ kind, players, changed, create }: NewGameForm): TemplateResult {
  const check = (name: string, on = false) => html`<div class="check"><input type="checkbox" id=${`ng-${name}`} name=${name} ?checked=${on} /><label for=${`ng-${name}`}>${SWITCH_LABELS[name] ?? name}</label></div>`;
  const seats = seatCountOf(kind, players);
  return html`<form @submit=${create} class="options">
    <label for="ng-game">Game</label>
    <select id="ng-game" name="game" @change=${changed}>
      <option value="ripper-rummy" ?selected=${kind === 'ripper-rummy'}>Ripper Rummy (2–4 players)</option>
      <option value="mr-jack" ?selected=${kind === 'mr-jack'}>Mr. Jack (2 players)</option>
    </select>
    ${kind === 'mr-jack'
      ? html`<label for="ng-board">Board</label>
          <select id="ng-board" name="board"><option value="2016">2016 edition</option><option value="2006">2006 edition</option></select>
          <label for="ng-role">You play</label>
          <select id="ng-role" name="role"><option value="random">Drawn at random</option><option value="jack">Jack</option><option value="detective">The Detective</option></select>
          ${check('extension')}`
      : html`<label for="ng-players">Players</label>
          <select id="ng-players" name="players" @change=${changed}>${['2', '3', '4'].map((n) => html`<option ?selected=${n === players}>${n}</option>`)}</select>
          <label for="ng-target">Target score</label>
          <input id="ng-target" name="targetScore" type="number" min="10" max="1000" value="100" required />
          ${check('voteCallerNeedsOwnMeld', true)}
          ${check('reshuffleKeepsTopDiscard')}
          ${check('sceneStealsMatchingCard')}
          ${check('escapeWindowAfterGoingOut')}`}
    <fieldset class="seats">
      <legend>The other ${seats > 2 ? 'players' : 'player'}</legend>
      <p class="muted">A person joins from the link you share; a bot plays at once, so you can play alone.${seats > 2 ? ' You have seat 1; play goes round in seat order, and people who join take the lowest seats left.' : ''}</p>
      ${Array.from({ length: seats - 1 }, (_, i) => {
        const id = `ng-seat-${i + 1}`;
        return html`<label for=${id}>${seats > 2 ? `Seat ${i + 2}` : 'Opponent'}</label>
          <select id=${id} name=${`seat-${i + 1}`}>
            <option value="person">A person (joins from the link)</option>
            ${LEVELS.map((l) => html`<option value=${l}>A bot, ${l}</option>`)}
          </select>`;
      })}
    </fieldset>
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
    <p id="ng-timeout-help" class="muted">${FALLBACK[kind] ?? ''} ${BOT_PLAYS}</p>
    <button type="submit">Create the game</button>
  </form>`;
}
