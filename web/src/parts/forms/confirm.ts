/**
 * Asking once more before what cannot be taken back (deleting an account, cancelling a game,
 * leaving a game being played): the warning, the button that does it, and the one that does not.
 */
import { html, type TemplateResult } from 'lit-html';

export interface Confirmation {
  /** The id of the warning paragraph, which names the group. */
  readonly id: string;
  readonly warning: TemplateResult;
  readonly doIt: string;
  readonly confirm: () => void;
  readonly keep: string;
  readonly cancel: () => void;
  readonly disabled?: boolean;
}

export function confirmBox(c: Confirmation): TemplateResult {
  return html`<div class="confirm" role="group" aria-labelledby=${c.id}>
    <p id=${c.id}>${c.warning}</p>
    <button type="button" class="danger" ?disabled=${c.disabled ?? false} @click=${c.confirm}>${c.doIt}</button>
    <button type="button" @click=${c.cancel}>${c.keep}</button>
  </div>`;
}
