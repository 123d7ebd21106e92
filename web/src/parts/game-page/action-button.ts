/** A button of the game's page that acts at once: a move, joining, coming back. */
import { html, type TemplateResult } from 'lit-html';

/** A button for one legal command; data-index is its place in legalCommands (tests click index 0). */
export function actionButton(label: string, go: () => void, disabled: boolean, extra = '', index = -1): TemplateResult {
  return html`<button type="button" class=${`action ${extra}`} data-index=${index} ?disabled=${disabled} @click=${go}>${label}</button>`;
}
