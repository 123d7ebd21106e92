/**
 * A game's page for a visitor not signed in: who invites to what (the public card: the game, its
 * terms, who is seated, open seats), signing up (which takes the open seat at once) and signing in
 * by mail, after which the page is the game itself.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { cardShown, joinAfterSignUp, type GameCard } from '../app/game-card.js';
import { store } from '../app/store.js';
import { invitationInLink } from '../app/invitation-link.js';
import { gameTitle } from '../games/registry.js';
import { developerTokenForm, signInByMailForms, signUpForm } from '../parts/forms/account-forms.js';
import { gameTerms } from '../words/terms.js';
import './welcome.css';

/** The invitation of the link this page was opened from, when it is for this game. */
function invitationFor(gameId: string) {
  const link = invitationInLink();
  return link?.gameId === gameId ? link : null;
}

function seatLine(card: GameCard, seat: number): string {
  const s = card.seats.find((x) => x.seat === seat);
  if (s) return s.bot ? `${s.name} (${s.bot.level} bot)` : s.name;
  return 'Open seat';
}

function invitation(card: GameCard): string {
  const title = gameTitle(card.game);
  if (card.status === 'waiting') return `${card.createdBy || 'A player'} invites you to a game of ${title}.`;
  if (card.status === 'active') return `A game of ${title} being played.`;
  return `A game of ${title}, ${card.status}.`;
}

export function gameCardScreen(): TemplateResult {
  const gameId = store.current?.gameId ?? '';
  const card = cardShown(gameId);
  if (!card) return html`<p>Loading the game…</p>`;
  const canJoin = card.status === 'waiting' && card.openSeats > 0;
  const invitedAddress = invitationFor(card.gameId)?.email;
  const seats = Array.from({ length: card.seatCount }, (_, seat) => seat);
  return html`<section class="game-card" aria-labelledby="card-h" data-card=${card.gameId}>
      <h2 id="card-h" class="invites">${invitation(card)}</h2>
      ${invitedAddress ? html`<p class="invited-address">This invitation was sent to <strong>${invitedAddress}</strong>.</p>` : nothing}
      <p class="muted">${gameTerms({ game: card.game, options: { ...card.options, turnTimeLimitHours: card.turnTimeLimitHours, onTimeout: card.onTimeout, ...(card.timeBank ? { timeBank: card.timeBank } : {}) } })}</p>
      <h3>Seats</h3>
      <ul class="seat-list">
        ${seats.map((seat) => html`<li class=${`seat-row ${card.seats.some((s) => s.seat === seat) ? 'taken' : 'open'}`}>${seatLine(card, seat)}</li>`)}
      </ul>
      ${card.invitedCount ? html`<p class="muted">${card.invitedCount} invited player${card.invitedCount > 1 ? 's have' : ' has'} not joined yet.</p>` : nothing}
      <p>${canJoin ? `${card.openSeats} seat${card.openSeats > 1 ? 's are' : ' is'} open: sign up and you take one at once.` : 'No seat is open: sign in to watch it, or to play if you are seated.'}</p>
    </section>
    <div class="card-columns">
      <section aria-labelledby="card-sign-up">
        <h2 id="card-sign-up">New here? ${canJoin ? 'Sign up and join' : 'Sign up'}</h2>
        ${signUpForm({ id: 'cs', button: canJoin ? 'Sign up and join' : 'Sign up', done: (token) => joinAfterSignUp(card.gameId, token), invitation: invitationFor(card.gameId) })}
      </section>
      <section aria-labelledby="card-sign-in">
        <h2 id="card-sign-in">Have an account? Sign in</h2>
        <p class="muted">After signing in you are back on this game${canJoin ? ', with its seat to take' : ''}.</p>
        ${signInByMailForms('cm')}
      </section>
    </div>
    ${developerTokenForm('cd')}`;
}
