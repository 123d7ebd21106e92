/**
 * The controls of a game that waits or has ended: invite someone, leave (or, for its creator,
 * cancel), rematch. The server decides who may do what (a refused action says why).
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { Game } from '../../../../client/index.js';
import { confirmBox } from '../forms/confirm.js';

export interface GameControls {
  readonly invite: (address: string) => void;
  readonly leave: () => void;
  readonly rematch: () => void;
  readonly disabled: boolean;
  /** The creator asked to cancel once: the game waits for the second click (it cannot be undone). */
  readonly confirmingCancel: boolean;
  readonly askCancel: () => void;
  readonly keepGame: () => void;
}

/** Invite and leave while the game waits (for the seated; the creator's leaving cancels it, asked twice); a rematch once it is over. */
export function gameControls(g: Game, c: GameControls): TemplateResult | typeof nothing {
  if (g.you === undefined) return nothing;
  if (g.status === 'finished') {
    return html`<p><button type="button" class="primary" ?disabled=${c.disabled} @click=${c.rematch}>Rematch</button>
      <span class="muted">Same options and players, seats moved round by one; the others are invited.</span></p>`;
  }
  if (g.status !== 'waiting') return nothing;
  const creator = g.seats.some((s) => s.seat === g.you && s.playerId === g.createdBy);
  return html`<section class="waiting" aria-labelledby="inv-h">
    <h2 id="inv-h">Invite someone</h2>
    <form
      @submit=${(e: Event) => {
        e.preventDefault();
        const input = (e.target as HTMLFormElement).elements.namedItem('address') as HTMLInputElement;
        c.invite(input.value);
        input.value = '';
      }}
    >
      <label for="inv-address">E-mail address</label>
      <input id="inv-address" name="address" type="email" autocomplete="off" required />
      <button type="submit" ?disabled=${c.disabled}>Invite</button>
    </form>
    ${!creator
      ? html`<p><button type="button" class="danger small" ?disabled=${c.disabled} @click=${c.leave}>Leave this game</button></p>`
      : c.confirmingCancel
        ? confirmBox({
            id: 'cancel-warning',
            warning: html`<strong>Cancel this game?</strong> It ends before it began, everyone seated is told by mail, and it cannot be undone.`,
            doIt: 'Cancel the game',
            confirm: c.leave,
            keep: 'Keep the game',
            cancel: c.keepGame,
            disabled: c.disabled,
          })
        : html`<p><button type="button" class="danger small" ?disabled=${c.disabled} @click=${c.askCancel}>Cancel this game…</button></p>`}
  </section>`;
}
