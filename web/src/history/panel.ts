/**
 * The history as boards: a slider over the game's versions shows the board as the player saw it
 * after each one (GET /games/{id}/versions/{v}: that seat's view then) beside that version's
 * events in words (lines.ts). A version never changes, so each is fetched once, when first shown,
 * and kept (app/api.ts pastVersion).
 * The past board is drawn by the same functions as the live one, with nothing to click.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { Game, components } from '../../../client/index.js';
import { eventLine, type Names } from './lines.js';
import { fromNow, title } from '../words/format.js';
import { webGame } from '../games/registry.js';
import type { PastBoard } from '../games/web-game.js';
import { actorLabel, seatLabel } from '../words/seats.js';

type HistoryEntry = components['schemas']['HistoryEntry'];

export interface HistoryState {
  readonly entries: readonly HistoryEntry[];
  readonly step: number;
  /** The board of the chosen step once fetched (null while loading). */
  readonly past: Game | null;
}

/** The slider, the board of the chosen version and its events; `go` moves to another step. */
export function historyPanel(g: Game, h: HistoryState, go: (step: number) => void): TemplateResult {
  const entry = h.entries[h.step];
  const last = Math.max(0, h.entries.length - 1);
  const shown = entry && h.past?.version === entry.version ? h.past : null;
  const board = shown ? pastBoard(shown) : null;
  const names = namesOf(g);
  return html`<p class="muted">The board as you saw it after each move, and that move's events (what you may see).</p>
    <label for="hist-step">Step ${h.step + 1} of ${h.entries.length}</label>
    <div class="stepper">
      <button type="button" class="small" aria-label="Previous step" ?disabled=${h.step <= 0} @click=${() => go(h.step - 1)}>◀</button>
      <input id="hist-step" type="range" min="0" max=${last} .value=${String(h.step)} aria-valuetext=${entry ? `version ${entry.version}` : ''} @input=${(e: Event) => go(Number((e.target as HTMLInputElement).value))} />
      <button type="button" class="small" aria-label="Next step" ?disabled=${h.step >= last} @click=${() => go(h.step + 1)}>▶</button>
    </div>
    ${entry
      ? html`<div class="past" data-past-version=${shown ? shown.version : nothing}>
          <div class="past-board">
            <p class="past-caption">The board after version ${entry.version}, as you saw it then</p>
            ${board ? board.main : html`<p class="muted">Loading…</p>`}
          </div>
          <div class="past-events">
            <p>Version ${entry.version}, ${fromNow(entry.at)}, by ${actorLabel(g, entry)}:</p>
            <ul class="events">${entry.events.map((ev) => html`<li data-event=${ev.type}>${eventLine(webGame(g.game).sentences, ev, names)}</li>`)}</ul>
            ${board?.side ?? nothing}
          </div>
        </div>`
      : nothing}`;
}

/** A past version drawn read-only by its game: no group chosen, so no hex is a target and nothing is posted. */
function pastBoard(g: Game): PastBoard {
  if (g.view === null) return { main: html`<p class="muted">No board yet: the game had not started.</p>`, side: null };
  return webGame(g.game).past(g);
}

/** Names for the event lines, from the game as the caller sees it now: public catalogues and seats only; a name the game does not give is the id in words. */
export function namesOf(g: Game): Names {
  return { seat: (s) => seatLabel(g, s), card: title, suspect: title, character: title, ...webGame(g.game).names(g) };
}
