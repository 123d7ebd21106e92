/**
 * The Ripper Rummy table, drawn from the view alone: my hand, every play area, the whole discard
 * pile (Scenes take from it), the vote, Commissioner Resigns discards, the Ripper Escapes window,
 * the scored hands with their breakdown, and the end. Cards are named from the view's catalogue.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { RipperRummyView } from '../../../../domain/games/ripper-rummy/view/view.js';
import { title } from '../../words/format.js';
import { cardFace, shownCard } from './cards/card-face.js';
import { symbol, SUIT_COLOURS } from './cards/symbols.js';
import { cardName, suspectName } from './labels.js';
import './cards/cards.css';

/** A card of the table, only shown. */
const cardChip = (v: RipperRummyView, id: string | null, extra = ''): TemplateResult => shownCard(v, id, `small ${extra}`);

/**
 * `idPrefix` keeps ids unique when a past table is drawn on the same page as the current one;
 * `stopped`: the game ended without a winner (abandoned), so nobody is to act; `handAbove`: the
 * viewer's hand is drawn with their moves (cards/hand.ts), not again here.
 */
export function rummyTable(v: RipperRummyView, seatName: (seat: number) => string, idPrefix = '', stopped = false, handAbove = false): TemplateResult {
  const me = v.viewer === 'spectator' ? null : v.viewer;
  const last = v.scoredHands.at(-1);
  return html`<section class="table" aria-labelledby=${`${idPrefix}table-h`}>
    <h2 id=${`${idPrefix}table-h`}>Hand ${v.hand} · dealer ${seatName(v.dealer)}</h2>
    <p>
      Scores: ${v.scores.map((s, seat) => html`<span class="chip">${seatName(seat)} ${s}</span> `)} — first to ${v.options.targetScore} wins.
      ${v.winner !== null ? html`<strong>${seatName(v.winner)} won the game.</strong>` : nothing}
    </p>
    ${v.winner !== null || stopped ? nothing : v.waitingFor ? html`<p class="prompt">Waiting for ${v.waitingFor === 'vote' ? 'the vote' : v.waitingFor === 'commissioner' ? 'Commissioner Resigns discards' : 'the Ripper Escapes window'}.</p>` : html`<p class="prompt">${seatName(v.turn.seat)} is to ${v.turn.step === 'draw' ? 'draw' : 'play'}.</p>`}

    ${v.yourHand && !handAbove
      ? html`<h3>Your hand (${v.yourHand.length})</h3>
          <ul class="rr-hand" aria-label="Your hand">${v.yourHand.map((id) => html`<li class="rr-card">${cardFace(v, id)}</li>`)}</ul>`
      : nothing}

    <h3>Discard pile (${v.discardPile.length}, top last) · draw pile ${v.drawPileCount}</h3>
    <ol class="rr-stack" aria-label="Discard pile">${v.discardPile.map((id, i) => cardChip(v, id, i === v.discardPile.length - 1 ? 'top-card' : ''))}</ol>

    <h3>Suspects</h3>
    <ul class="suspects">
      ${v.suspects.map((s) => html`<li class=${`suspect col-${SUIT_COLOURS[s.id] ?? 'none'}`}>${symbol(s.id)} ${s.number}. ${s.name}: <strong>${s.total}</strong>${s.alibi ? ' (alibi)' : ''}</li>`)}
    </ul>

    ${v.areas.map(
      (a) => html`<h3>${seatName(a.seat)}'s play area · ${v.handCounts[a.seat]} cards in hand</h3>
        ${a.melds.length === 0 && a.singles.length === 0 ? html`<p class="muted">Nothing played yet.</p>` : nothing}
        <div class="rr-area">
          ${a.melds.map((m) => html`<ul class="rr-stack rr-meld" aria-label=${`Meld of ${m.suit === 'letters' ? 'Letters' : suspectName(v, m.suit)} (${m.cards.length})`}>${m.cards.map((p) => cardChip(v, p.card))}</ul>`)}
          ${a.singles.length ? html`<ul class="rr-hand rr-singles" aria-label="Single cards">${a.singles.map((p) => html`${cardChip(v, p.card)}${p.suspect ? html`<li class="on">on ${suspectName(v, p.suspect)}</li>` : nothing}`)}</ul>` : nothing}
        </div>`,
    )}

    <h3>The vote</h3>
    <p>
      ${v.vote.called ? `Called by ${seatName(v.vote.calledBy ?? 0)}; voted: ${v.vote.voted.map(seatName).join(', ') || 'nobody yet'}.` : 'Not called.'}
      ${v.vote.yourVote ? ` Your vote: ${v.vote.yourVote.suspect ? suspectName(v, v.vote.yourVote.suspect) : 'abstain'}.` : ''}
    </p>
    ${v.commissioner
      ? html`<p>Commissioner Resigns played by ${seatName(v.commissioner.seat)}: waiting for ${v.commissioner.waiting.map(seatName).join(', ')} to discard${v.commissioner.yourDiscard ? `; you discarded ${cardName(v, v.commissioner.yourDiscard)}` : ''}.</p>`
      : nothing}
    ${v.lastCommissionerDiscards?.length ? html`<p>Last Commissioner Resigns discards: ${v.lastCommissionerDiscards.map((d) => `${seatName(d.seat)}: ${cardName(v, d.card)}`).join('; ')}.</p>` : nothing}
    ${v.escapeWindow ? html`<p class="prompt">Ripper Escapes window open (${v.escapeWindow.cause === 'went-out' ? `${seatName(v.escapeWindow.trigger)} went out` : 'Commissioner Resigns'}): waiting for ${v.escapeWindow.waiting.map(seatName).join(', ')}.</p>` : nothing}
    ${v.lastSceneTake ? html`<p>${seatName(v.lastSceneTake.seat)}'s ${cardName(v, v.lastSceneTake.scene)} took ${cardName(v, v.lastSceneTake.card)}.</p>` : nothing}

    ${last
      ? html`<h3>Hand ${last.hand} scored (${v.handsScored} so far)</h3>
          <p>${last.ripper ? `The Ripper was ${suspectName(v, last.ripper)}.` : 'The Ripper escaped.'} Ending: ${title(last.ending.reason)}.</p>
          <div class="scroll" role="region" tabindex="0" aria-label=${`Score of hand ${last.hand}`}><table class="scores">
            <caption>Score of hand ${last.hand}</caption>
            <thead><tr><th scope="col">Player</th><th scope="col">Cards</th><th scope="col">Ripper doubled</th><th scope="col">Left in hand</th><th scope="col">Vote</th><th scope="col">Escape</th><th scope="col">Hand</th><th scope="col">Total</th></tr></thead>
            <tbody>
              ${last.players.map(
                (p) => html`<tr><th scope="row">${seatName(p.seat)}</th><td>${p.cards}</td><td>${p.doubles}</td><td>${p.deductions}${p.excused.length ? ` (${p.excused.length} excused)` : ''}</td><td>${p.voteBonus}</td><td>${p.escapeBonus}</td><td>${p.total}</td><td>${last.totals[p.seat]}</td></tr>`,
              )}
            </tbody>
          </table></div>`
      : nothing}
    ${me !== null && v.lastReveal ? html`<p class="muted">Hands revealed at the last scoring: ${v.lastReveal.hands.map((h, seat) => `${seatName(seat)}: ${h.map((c) => cardName(v, c)).join(', ') || 'none'}`).join(' · ')}</p>` : nothing}
  </section>`;
}
