/**
 * Mr. Jack's moves: commands that name a destination (move, place, whistle, flee, leap, a gaslight
 * or a manhole cover) are grouped by everything but the destination; choosing a group turns its
 * legal destinations into buttons on the board (board.ts). The rest are plain buttons.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { MrJackView } from '../../../../domain/games/mr-jack/view/view.js';
import type { Command } from '../../../../client/index.js';
import { actionButton } from '../../parts/game-page/action-button.js';
import type { PlayContext } from '../web-game.js';
import { groupLabel, jackLabel, type JackCommand } from './labels.js';

export interface Action {
  /** Index in legalCommands. */
  index: number;
  command: Command;
}

/** Commands with one destination, grouped by the rest of the command. */
export interface TargetGroup {
  key: string;
  label: string;
  targets: (Action & { to: string })[];
}

const TARGETED = new Set(['move', 'place', 'whistle', 'flee', 'leap', 'move-gaslight', 'move-manhole-cover']);

/** Splits the legal commands into destination groups and plain buttons, in the order listed. */
export function jackActions(v: MrJackView | null, commands: readonly Command[]): { groups: TargetGroup[]; plain: Action[] } {
  const groups = new Map<string, TargetGroup>();
  const plain: Action[] = [];
  const offered = new Set<string>();
  commands.forEach((command, index) => {
    const cmd = command as JackCommand;
    if (TARGETED.has(cmd.type) && 'to' in cmd) {
      const { to, ...rest } = cmd;
      const key = JSON.stringify(rest);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { key, label: groupLabel(v, cmd), targets: [] }));
      group.targets.push({ index, command, to });
    } else {
      const choice = choiceKey(cmd);
      if (offered.has(choice)) return;
      offered.add(choice);
      plain.push({ index, command });
    }
  });
  return { groups: [...groups.values()], plain };
}

/**
 * Commands that are one choice for the player get one button: the draft's `keep` is listed in
 * both orders of each pair (the game accepts either), and "Keep Madame and Pizer" beside "Keep
 * Pizer and Madame" would only double the list (20 buttons for Jack's five cards, not 10).
 */
function choiceKey(cmd: JackCommand): string {
  return cmd.type === 'keep' ? `keep:${[...cmd.characters].sort().join(',')}` : JSON.stringify(cmd);
}

/** The "Your move" section: the groups to choose a destination from (on the board, or from a list) and the plain buttons. */
export function movesSection(v: MrJackView | null, groups: readonly TargetGroup[], plain: readonly Action[], chosen: TargetGroup | null, ctx: PlayContext): TemplateResult {
  const disabled = ctx.busy;
  return html`<section class="actions" aria-labelledby="act-h">
        <h2 id="act-h">Your move</h2>
        ${groups.length
          ? html`<p>Choose, then pick a highlighted hex on the board:</p>
              <div class="row">${groups.map((grp) => html`<button type="button" class="action group" data-index=${grp.targets[0]?.index ?? -1} aria-pressed=${grp.key === ctx.group ? 'true' : 'false'} ?disabled=${disabled} @click=${() => ctx.chooseGroup(grp.key)}>${grp.label} (${grp.targets.length})</button>`)}</div>
              ${chosen ? html`<details><summary>Or pick ${chosen.label.toLowerCase()} from a list</summary><div class="row">${chosen.targets.map((t) => actionButton(t.to, () => ctx.post(t.command), disabled, '', t.index))}</div></details>` : nothing}`
          : nothing}
        <div class="row">${plain.map((a) => actionButton(jackLabel(v, a.command), () => ctx.post(a.command), disabled, a.command.type === 'resign' ? 'danger' : '', a.index))}</div>
      </section>`;
}
