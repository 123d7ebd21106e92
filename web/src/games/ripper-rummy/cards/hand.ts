/**
 * Ripper Rummy's "Your move" drawn with cards: the hand as cards, those some legal command plays
 * marked and pressable; pressing one shows its moves (meld, play, discard) as buttons under the
 * hand. Drawing is pressing the pile or the top discard; the moves of no card (the vote, Ripper
 * Escapes, passing) are buttons. Every button is one of `legalCommands`, posted as listed; each
 * says its index there (data-index; a card, the indices of its moves in data-moves).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { Command } from '../../../../../client/index.js';
import type { RipperRummyView } from '../../../../../domain/games/ripper-rummy/view/view.js';
import { actionButton } from '../../../parts/game-page/action-button.js';
import type { PlayContext } from '../../web-game.js';
import { rummyGroupOf, rummyLabel } from '../labels.js';
import { cardFace, cardWords } from './card-face.js';

interface Offer {
  readonly index: number;
  readonly command: Command;
}

/** The cards of the hand a command plays (none for a draw, a vote, Ripper Escapes, passing). */
function cardsOf(c: Command): readonly string[] {
  const cmd = c as { type: string; cards?: string[]; card?: string };
  if (cmd.type === 'meld') return cmd.cards ?? [];
  if ((cmd.type === 'play' || cmd.type === 'discard') && cmd.card) return [cmd.card];
  return [];
}

const GROUP = 'card:';

export function handAndMoves(v: RipperRummyView, commands: readonly Command[], ctx: PlayContext): TemplateResult {
  const hand = v.yourHand ?? [];
  // Two commands a player cannot tell apart get one button: among a card's moves (two of the same
  // Evidence are each playable, each with its own), and among the moves of no card.
  const seen = new Set<string>();
  const offers: Offer[] = [];
  const byCard = new Map<string, Offer[]>();
  commands.forEach((command, index) => {
    const label = rummyLabel(v, command);
    const cards = new Set(cardsOf(command));
    for (const id of cards) {
      const mine = byCard.get(id) ?? [];
      if (!mine.some((o) => rummyLabel(v, o.command) === label)) byCard.set(id, [...mine, { index, command }]);
    }
    if (cards.size || seen.has(label)) return;
    seen.add(label);
    offers.push({ index, command });
  });
  const chosen = ctx.group?.startsWith(GROUP) ? ctx.group.slice(GROUP.length) : null;
  const chosenOffers = chosen ? (byCard.get(chosen) ?? []) : [];
  const draws = offers.filter((o) => o.command.type === 'draw');
  const others = offers.filter((o) => o.command.type !== 'draw');
  const playable = hand.filter((id) => byCard.has(id)).length;

  return html`<section class="actions rr-moves" aria-labelledby="act-h">
    <h2 id="act-h">Your move</h2>
    ${draws.length ? drawRow(v, draws, ctx) : nothing}
    ${hand.length
      ? html`<h3 id="hand-h">Your hand (${hand.length})${playable ? html` · <span class="muted">${playable} playable: press one for its moves</span>` : nothing}</h3>
          <ul class="rr-hand" aria-labelledby="hand-h">
            ${hand.map((id) => {
              const moves = byCard.get(id);
              if (!moves) return html`<li class="rr-card">${cardFace(v, id)}</li>`;
              return html`<li class="rr-slot"><button type="button" class="rr-card playable" aria-pressed=${String(chosen === id)}
                  data-card=${id} data-moves=${moves.map((o) => o.index).join(' ')} ?disabled=${ctx.busy}
                  @click=${() => ctx.chooseGroup(chosen === id ? '' : GROUP + id)}>${cardFace(v, id, `${cardWords(v, id)}, playable`)}</button></li>`;
            })}
          </ul>`
      : nothing}
    ${chosen && chosenOffers.length
      ? html`<fieldset class="rr-chosen"><legend>${cardWords(v, chosen).replace(/, \d+ points?$/, '')}</legend>
          <div class="row">${chosenOffers.map((o) => actionButton(rummyLabel(v, o.command), () => ctx.post(o.command), ctx.busy, '', o.index))}</div>
        </fieldset>`
      : nothing}
    ${others.length
      ? html`${groups(others).map(
          ([name, list]) => html`<fieldset><legend>${name}</legend><div class="row">${list.map((o) => actionButton(rummyLabel(v, o.command), () => ctx.post(o.command), ctx.busy, '', o.index))}</div></fieldset>`,
        )}`
      : nothing}
  </section>`;
}

function groups(offers: readonly Offer[]): [string, Offer[]][] {
  const out = new Map<string, Offer[]>();
  for (const o of offers) out.set(rummyGroupOf(o.command), [...(out.get(rummyGroupOf(o.command)) ?? []), o]);
  return [...out];
}

/** Drawing: the pile (face down) and the top discard, each a card to press. */
function drawRow(v: RipperRummyView, draws: readonly Offer[], ctx: PlayContext): TemplateResult {
  return html`<fieldset class="rr-draw"><legend>Draw a card</legend><div class="row">
    ${draws.map((o) => {
      const fromDeck = (o.command as { from?: string }).from === 'deck';
      const top = v.discardPile.at(-1) ?? null;
      return html`<button type="button" class="action rr-card playable" data-index=${o.index} ?disabled=${ctx.busy} @click=${() => ctx.post(o.command)}>
        ${cardFace(v, fromDeck ? null : top, rummyLabel(v, o.command))}
        <span class="rr-under" aria-hidden="true">${fromDeck ? `Pile (${v.drawPileCount})` : 'Top discard'}</span>
      </button>`;
    })}
  </div></fieldset>`;
}
