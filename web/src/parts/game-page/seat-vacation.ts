/** The game page: a pending decision whose player is on vacation says so, and that its clock waits (docs/time.md). */
import { html, nothing, type TemplateResult } from 'lit-html';
import { exactly } from '../../words/format.js';

export function onVacation(d: { readonly onVacationUntil?: string }): TemplateResult | typeof nothing {
  if (!d.onVacationUntil) return nothing;
  return html` <span class="on-vacation">(on vacation until <time datetime=${d.onVacationUntil}>${exactly(d.onVacationUntil)}</time>: the deadline waits)</span>`;
}
