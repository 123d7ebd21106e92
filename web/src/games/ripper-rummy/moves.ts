/** Ripper Rummy's "Your move": the legal commands as buttons, in fieldsets by kind (draw, meld, play…). */
import { html, type TemplateResult } from 'lit-html';
import type { Command } from '../../../../client/index.js';
import type { RipperRummyView } from '../../../../domain/games/ripper-rummy/view.js';
import { actionButton } from '../../parts/action-button.js';
import type { PlayContext } from '../web-game.js';
import { rummyGroupOf, rummyLabel } from './labels.js';

export function movesSection(v: RipperRummyView | null, commands: readonly Command[], ctx: PlayContext): TemplateResult {
  const groups = new Map<string, { index: number; command: Command }[]>();
  // Two commands a player cannot tell apart (the same cards under other ids) get one button.
  const seen = new Set<string>();
  commands.forEach((command, index) => {
    const key = rummyGroupOf(command);
    const label = rummyLabel(v, command);
    if (seen.has(label)) return;
    seen.add(label);
    groups.set(key, [...(groups.get(key) ?? []), { index, command }]);
  });
  return html`<section class="actions" aria-labelledby="act-h">
        <h2 id="act-h">Your move</h2>
        ${[...groups].map(
          ([name, list]) => html`<fieldset><legend>${name}</legend><div class="row">${list.map((a) => actionButton(rummyLabel(v, a.command), () => ctx.post(a.command), ctx.busy, '', a.index))}</div></fieldset>`,
        )}
      </section>`;
}
