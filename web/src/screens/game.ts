/**
 * A game's page: who sits where, the game's terms, joining and the waiting room, what happened since
 * the caller's last move, the board and moves (drawn by the game's own module: games/registry.ts),
 * leaving, and the history. Every part is a function of the API's answers; no rule runs here.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { comeBack, invite, joinGame, leave, post, rematch } from '../app/game-actions.js';
import { followMovesAtOnce, loadHistory, refresh, showStep } from '../app/game-sync.js';
import { askLeave, attempt, chooseGroup, expandRecent, say, store, update } from '../app/store.js';
import { webGame } from '../games/registry.js';
import { historyPanel, namesOf } from '../history/panel.js';
import { recentMovesPanel } from '../history/recent-moves.js';
import { actionButton } from '../parts/game-page/action-button.js';
import { gameControls } from '../parts/game-page/game-controls.js';
import { leaveActiveGame } from '../parts/game-page/leaving.js';
import { timeBankPart } from '../parts/game-page/time-bank.js';
import { muteToggle } from '../parts/game-page/mute-toggle.js';
import { exactly, fromNow } from '../words/format.js';
import { playedAtOnce, seatLabel, seatTags, waitsForReturn, youAreAway } from '../words/seats.js';
import { gameTerms } from '../words/terms.js';
import { waitingSeats } from '../words/waiting-seats.js';
import { seatRatingTag } from '../parts/game-page/seat-rating.js';
import { onVacation } from '../parts/game-page/seat-vacation.js';

export function gameScreen(): TemplateResult {
  const c = store.current;
  if (!c?.game) return html`<p>Loading the game…</p>`;
  const confirmingLeave = store.confirmingLeave;
  const g = c.game;
  const disabled = c.busy;
  const canJoin = g.you === undefined && g.openSeats > 0;
  // Cancelling one's own waiting game and leaving one being played both ask once more.
  const ask = () => askLeave(true);
  const keepPlaying = () => askLeave(false);
  const pending = g.pending.map((d) => {
    const due = waitsForReturn(g, d.seat)
      ? 'waits until a player is back'
      : playedAtOnce(g, d.seat)
        ? 'played at once'
        : html`due <time datetime=${d.deadline}>${fromNow(d.deadline)}</time> (${exactly(d.deadline)})`;
    return html`<li>${seatLabel(g, d.seat)}: ${d.prompt} — ${due}${onVacation(d)}</li>`;
  });

  const play = webGame(g.game).play(g, {
    busy: disabled,
    group: c.group,
    chooseGroup,
    post: (command) => void post(command),
  });

  const h = c.history;
  return html`<p class="meta" data-game=${g.gameId} data-version=${g.version} data-status=${g.status}>
        ${g.seats.map((s) => html`<span class=${s.bot ? 'chip bot' : 'chip'}>${[seatLabel(g, s.seat), ...seatTags(s, g.status)].join(' · ')}${seatRatingTag(g.game, s)}</span> `)}
        <span class="chip">${g.cancelledBecause === 'abandoned' ? 'abandoned' : g.status}</span> <span class="chip">version ${g.version}</span>
        <button type="button" class="small" @click=${() => void refresh().then((moved) => (moved && followMovesAtOnce(), say('info', 'Up to date.')))}>Refresh</button>
      </p>
      <p class="muted terms">${gameTerms(g)}</p>
      ${canJoin ? html`<p>${g.openSeats} seat${g.openSeats > 1 ? 's are' : ' is'} open. ${actionButton('Join this game', () => void joinGame(), disabled, 'primary')}</p>` : nothing}
      ${g.status === 'waiting' && g.you !== undefined
        ? html`<p>Waiting for players. Share this page's link: <code>${location.href}</code></p>
            <section aria-labelledby="seats-h">
              <h2 id="seats-h">Seats</h2>
              <ul class="seat-list">${waitingSeats(g).map((r) => html`<li class=${`seat-row ${r.kind}`}>${r.text}</li>`)}</ul>
            </section>`
        : nothing}
      ${g.status === 'cancelled'
        ? html`<p role="status">
            ${g.cancelledBecause === 'abandoned' ? 'This game was abandoned: every player was away from it, and nobody came back in time.' : 'This game was cancelled by its creator before it began.'}
          </p>`
        : nothing}
      ${gameControls(g, {
        disabled,
        invite: (address: string) => void invite(address),
        leave: () => void leave(),
        rematch: () => void rematch(),
        confirmingCancel: confirmingLeave,
        askCancel: ask,
        keepGame: keepPlaying,
      })}
      ${g.status === 'active' && youAreAway(g)
        ? html`<p role="status" class="away">
            ${g.onHold
              ? `Every player has left or is away: the game waits until one of you is back${g.abandonAt ? `, and is abandoned ${fromNow(g.abandonAt)} if nobody is` : ''}.`
              : 'Your seat is away: your turns are played for you at once.'}
            ${actionButton("I'm back", () => void comeBack(), disabled, 'primary')}
          </p>`
        : nothing}
      ${muteToggle(g, disabled)}
      ${g.result ? html`<p class="result" role="status"><strong>Game over:</strong> ${g.result.summary}</p>` : nothing}
      ${recentMovesPanel(g, c.recent, namesOf(g), { expanded: c.recentExpanded === true, expand: expandRecent })}
      ${pending.length ? html`<h2>Waiting for</h2><ul>${pending}</ul>` : nothing}
      ${timeBankPart(g)}
      ${play}
      ${leaveActiveGame(g, { confirming: confirmingLeave, ask, keep: keepPlaying, leave: () => void leave(), disabled })}
      <section class="history" aria-labelledby="hist-h">
        <h2 id="hist-h">History</h2>
        ${h
          ? historyPanel(g, { entries: h, step: c.step, past: c.past }, (step) => void showStep(step))
          : html`<button type="button" @click=${() => void attempt(async () => (await loadHistory(), update()))}>Show the history</button>`}
      </section>`;
}
