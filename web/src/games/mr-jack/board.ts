/**
 * The Mr. Jack board as SVG, drawn from the view alone (every hex carries its column, row, type,
 * gaslight, manhole, light and occupant; the exits their gateway and cordon): no rule runs here.
 * Commands that name a destination (move, place, whistle, flee, leap, a gaslight or a manhole
 * cover) are grouped by everything but the destination; choosing a group turns its legal
 * destinations into buttons on the board.
 */
import { html, nothing, svg, type TemplateResult } from 'lit-html';
import type { MrJackView } from '../../../../domain/games/mr-jack/view.js';
import type { Command } from '../../../../client/index.js';
import { title } from '../../words/format.js';

type JackCommand = Extract<Command, { type: 'pick' | 'move' | 'accuse' | 'swap' | 'face' | 'move-gaslight' | 'move-cordon' | 'move-manhole-cover' | 'whistle' | 'keep' | 'place' | 'barricade' | 'flee' | 'leap' | 'resign' }>;

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

const R = 28;
const H = Math.sqrt(3) * R;
const PAD = 34;

function centre(col: number, row: number): [number, number] {
  return [PAD + R + col * 1.5 * R, PAD + H / 2 + (row + (col % 2 ? 0.5 : 0)) * H];
}

function hexPoints(cx: number, cy: number, r = R): string {
  return [0, 1, 2, 3, 4, 5].map((i) => `${(cx + r * Math.cos((Math.PI / 3) * i)).toFixed(1)},${(cy + r * Math.sin((Math.PI / 3) * i)).toFixed(1)}`).join(' ');
}

/**
 * A character as the game names it: from the board, or, before the Extension's characters are on
 * it, from the draft's names (the view names every character it mentions there).
 */
export function characterName(v: MrJackView | null, id: string): string {
  const draftNames: Readonly<Record<string, string | undefined>> = v?.draft?.names ?? {};
  return v?.characters.find((c) => c.id === id)?.name ?? draftNames[id] ?? title(id);
}

/** A command in words a player understands. */
export function jackLabel(v: MrJackView | null, c: Command): string {
  const cmd = c as JackCommand;
  const name = (id: string) => characterName(v, id);
  switch (cmd.type) {
    case 'pick':
      return `Play ${name(cmd.character)}`;
    case 'move':
      return cmd.to.length === 2 && /^[NS]/.test(cmd.to) ? `Escape by the ${cmd.to} exit` : `Move to ${cmd.to}`;
    case 'accuse':
      return `Accuse ${name(cmd.suspect)}`;
    case 'swap':
      return `Swap places with ${name(cmd.with)}`;
    case 'face':
      return `Turn Watson's lantern to face ${cmd.direction}`;
    case 'move-gaslight':
      return `Move the gaslight from ${cmd.from} to ${cmd.to}`;
    case 'move-cordon':
      return `Move the cordon from the ${cmd.from} exit to the ${cmd.to} exit`;
    case 'move-manhole-cover':
      return `Move the manhole cover from ${cmd.from} to ${cmd.to}`;
    case 'whistle':
      return `Whistle ${name(cmd.character)} to ${cmd.to}${cmd.points ? ` (${cmd.points} point${cmd.points === 1 ? '' : 's'})` : ''}`;
    case 'keep':
      return `Keep ${cmd.characters.map(name).join(' and ')}`;
    case 'place':
      return `Place ${name(cmd.character)} on ${cmd.to}`;
    case 'barricade':
      return `Put the barricade between ${cmd.between.join(' and ')}`;
    case 'flee':
      return `${name(cmd.character)} flees to ${cmd.to}`;
    case 'leap':
      return `Leap to ${cmd.to}`;
    case 'resign':
      return 'Resign the game';
    default:
      return JSON.stringify(c);
  }
}

function groupLabel(v: MrJackView | null, cmd: JackCommand): string {
  const name = (id: string) => characterName(v, id);
  switch (cmd.type) {
    case 'move':
      return `Move ${v?.turn?.character ? name(v.turn.character) : ''}`.trim();
    case 'place':
      return `Place ${name(cmd.character)}`;
    case 'whistle':
      return `Whistle ${name(cmd.character)}${cmd.points ? ` (${cmd.points} point${cmd.points === 1 ? '' : 's'})` : ''}`;
    case 'flee':
      return `${name(cmd.character)} flees`;
    case 'leap':
      return 'Leap';
    case 'move-gaslight':
      return `Move the gaslight from ${cmd.from}`;
    case 'move-manhole-cover':
      return `Move the manhole cover from ${cmd.from}`;
    default:
      return cmd.type;
  }
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
 * Pizer and Madame" only doubled the list (20 buttons for Jack's five cards, not 10).
 */
function choiceKey(cmd: JackCommand): string {
  return cmd.type === 'keep' ? `keep:${[...cmd.characters].sort().join(',')}` : JSON.stringify(cmd);
}

function activate(e: KeyboardEvent, go: () => void) {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    go();
  }
}

/** `label` names the board's scrolling region (the current board, or a past one in the history). */
export function mrJackBoard(v: MrJackView, group: TargetGroup | null, choose: (a: Action) => void, label = 'Board'): TemplateResult {
  const byLabel = new Map(v.hexes.map((h) => [h.label, h]));
  const targets = new Map((group?.targets ?? []).map((t) => [t.to, t]));
  const beam = new Set(v.watson.beam);
  const maxCol = Math.max(...v.hexes.map((h) => h.col));
  const maxRow = Math.max(...v.hexes.map((h) => h.row + (h.col % 2 ? 0.5 : 0)));
  const width = 2 * PAD + 2 * R + maxCol * 1.5 * R;
  const height = 2 * PAD + (maxRow + 1) * H;
  const [mx, my] = [width / 2, height / 2];
  const exitAt = (gateway: string): [number, number] => {
    const h = byLabel.get(gateway);
    const [x, y] = h ? centre(h.col, h.row) : [mx, my];
    const d = Math.hypot(x - mx, y - my) || 1;
    return [x + ((x - mx) / d) * R * 1.05, y + ((y - my) / d) * R * 1.05];
  };
  const chars = new Map(v.characters.map((c) => [c.id, c]));
  const abbreviation = (id: string) => id.charAt(0).toUpperCase() + id.charAt(1);

  const hexes = v.hexes.map((h) => {
    const [x, y] = centre(h.col, h.row);
    const target = targets.get(h.label);
    const occupant = h.occupant ? chars.get(h.occupant) : undefined;
    const cls = ['hex', h.type, h.lit ? 'lit' : 'dark', target ? 'target' : ''].join(' ');
    const describe = [
      h.label,
      h.type === 'obstacle' ? 'building' : h.lit ? 'lit street' : 'dark street',
      h.gaslight ? `gaslight ${h.gaslight.tile ?? ''} ${h.gaslight.lit ? 'lit' : 'out'}` : '',
      h.manhole ? `manhole ${h.manhole}` : '',
      beam.has(h.label) ? "in Watson's beam" : '',
      occupant ? `${occupant.name} (${occupant.side}, ${occupant.visible ? 'seen' : 'unseen'})` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const body = svg`<polygon points=${hexPoints(x, y)} class=${cls}><title>${describe}</title></polygon>
      ${h.gaslight ? svg`<circle cx=${x} cy=${y} r=${R * 0.42} class=${h.gaslight.lit ? 'lamp on' : 'lamp off'} /><text x=${x} y=${y + 4} class="lamp-n">${h.gaslight.lit ? (h.gaslight.tile ?? '☀') : '×'}</text>` : nothing}
      ${h.manhole ? svg`<circle cx=${x - R * 0.45} cy=${y - R * 0.45} r=${R * 0.22} class=${`manhole ${h.manhole}`} />${h.manhole === 'covered' ? svg`<line x1=${x - R * 0.62} y1=${y - R * 0.62} x2=${x - R * 0.28} y2=${y - R * 0.28} class="cover" />` : nothing}` : nothing}
      ${h.type !== 'obstacle' && !occupant && !h.gaslight ? svg`<text x=${x} y=${y + R * 0.75} class="hex-label">${h.label}</text>` : nothing}
      ${occupant
        ? svg`<circle cx=${x} cy=${y} r=${R * 0.58} class=${`token ${occupant.side} ${occupant.visible ? 'seen' : 'unseen'} ${v.jack === occupant.id ? 'jack' : ''}`} />
            <text x=${x} y=${y + 4} class="token-t">${abbreviation(occupant.id)}${occupant.side === 'cleared' ? '✓' : ''}</text>
            ${occupant.visible ? nothing : svg`<text x=${x + R * 0.5} y=${y - R * 0.35} class="unseen-mark">?</text>`}`
        : nothing}`;
    if (!target) return svg`<g>${body}</g>`;
    return svg`<g role="button" tabindex="0" class="target-g" data-target=${h.label} data-index=${target.index} aria-label=${jackLabel(v, target.command)}
      @click=${() => choose(target)} @keydown=${(e: KeyboardEvent) => activate(e, () => choose(target))}>${body}</g>`;
  });

  const exits = v.exits.map((e) => {
    const [x, y] = exitAt(e.gateway);
    const target = targets.get(e.id);
    const body = svg`<rect x=${x - 17} y=${y - 11} width="34" height="22" rx="4" class=${`exit ${e.cordon ? 'cordon' : 'open'} ${target ? 'target' : ''}`}><title>${e.id} exit ${e.cordon ? 'closed by a police cordon' : 'open'}</title></rect>
      <text x=${x} y=${y + 4} class="exit-t">${e.cordon ? `×${e.id}` : e.id}</text>`;
    if (!target) return svg`<g>${body}</g>`;
    return svg`<g role="button" tabindex="0" class="target-g" data-target=${e.id} data-index=${target.index} aria-label=${jackLabel(v, target.command)}
      @click=${() => choose(target)} @keydown=${(ev: KeyboardEvent) => activate(ev, () => choose(target))}>${body}</g>`;
  });

  // Watson's beam on top of the hexes, so no neighbour hides its outline.
  const beamOverlay = v.watson.beam.map((label) => {
    const h = byLabel.get(label);
    if (!h) return nothing;
    const [x, y] = centre(h.col, h.row);
    return svg`<polygon points=${hexPoints(x, y, R - 3)} class="beam" />`;
  });

  const barricade = (() => {
    if (!v.barricade) return nothing;
    const [a, b] = v.barricade.map((l) => byLabel.get(l));
    if (!a || !b) return nothing;
    const [ax, ay] = centre(a.col, a.row);
    const [bx, by] = centre(b.col, b.row);
    const [cx, cy] = [(ax + bx) / 2, (ay + by) / 2];
    const [dx, dy] = [(by - ay) / 2, -(bx - ax) / 2];
    return svg`<line x1=${cx - dx * 0.5} y1=${cy - dy * 0.5} x2=${cx + dx * 0.5} y2=${cy + dy * 0.5} class="barricade"><title>Barricade between ${v.barricade[0]} and ${v.barricade[1]}</title></line>`;
  })();

  return html`<figure class="board">
    <div class="board-scroll" role="region" tabindex="0" aria-label=${`${label} (scrolls sideways on a small screen)`}><svg viewBox="0 0 ${width.toFixed(0)} ${height.toFixed(0)}" role="group" aria-label="The board of Whitechapel (${v.edition} edition)">
      ${hexes}${beamOverlay}${exits}${barricade}
    </svg></div>
    <figcaption>
      Legend: <span class="key lit">lit street</span> <span class="key dark">dark street</span> <span class="key beam">Watson's beam</span>
      <span class="key">● open manhole, ⊘ covered</span> <span class="key">? unseen</span> <span class="key">✓ cleared</span>${group ? html` — choose where: <strong>${group.label}</strong>` : nothing}
    </figcaption>
  </figure>`;
}

/**
 * A character card of the round: the one being played now (picked, so already used, but not yet
 * done with: not struck through), those played, those left.
 */
function roundCardChip(v: MrJackView, c: MrJackView['roundCards'][number], stopped: boolean): TemplateResult {
  const now = c.active && !stopped;
  return html`<span class=${`chip ${now ? 'active' : c.used ? 'used' : ''}`}>${characterName(v, c.character)}${now ? ' (now)' : c.used ? ' (played)' : ''}</span> `;
}

/**
 * What the board says in words: the characters, the round, the witness, Jack (for Jack only).
 * `stopped`: the game ended without a winner (abandoned), so nobody is to act.
 */
export function mrJackPanel(v: MrJackView, idPrefix = '', stopped = false): TemplateResult {
  const role = v.you.role;
  return html`<section class="panel" aria-labelledby=${`${idPrefix}jack-facts`}>
    <h2 id=${`${idPrefix}jack-facts`}>${v.round === 0 ? `Before round 1 of ${v.lastRound}` : `Round ${v.round} of ${v.lastRound}`}</h2>
    <p>
      ${role ? html`You play <strong>${role === 'jack' ? 'Jack' : 'the Detective'}</strong>.` : 'You are watching.'}
      ${v.jack ? html` Jack is <strong class="secret">${characterName(v, v.jack)}</strong>${role === 'jack' && !v.over ? ' (only you see this)' : ''}.` : nothing}
      The witness card says Jack is <strong>${v.witness === 'visible' ? 'seen' : 'unseen'}</strong>.
    </p>
    ${v.turn && !stopped ? html`<p class="prompt">${v.turn.prompt}</p>` : nothing}
    ${v.roundCards.length
      ? html`<p>This round: ${v.roundCards.map((c) => roundCardChip(v, c, stopped))}</p>`
      : nothing}
    ${v.characters.length ? charactersTable(v) : nothing}
    ${v.alibi.jackDraws?.length ? html`<p>Jack's alibi cards: ${v.alibi.jackDraws.map((c) => characterName(v, c)).join(', ')}</p>` : nothing}
    ${v.alibi.detectiveDraws?.length ? html`<p>The Detective's alibi cards: ${v.alibi.detectiveDraws.map((c) => characterName(v, c)).join(', ')}</p>` : nothing}
    ${v.draft ? draftLines(v, v.draft) : nothing}
  </section>`;
}

/**
 * The Extension's draft in words: who has chosen, and, while it lasts, the characters always in
 * play and the viewer's own dealt cards (the buttons name them too, but only in pairs).
 */
function draftLines(v: MrJackView, draft: NonNullable<MrJackView['draft']>): TemplateResult {
  const names = (ids: readonly string[]) => ids.map((c) => characterName(v, c)).join(', ');
  const mine = v.you.role ? draft[v.you.role] : null;
  return html`${!draft.revealed ? html`<p>Always in play: ${names(draft.alwaysIn)}.${mine?.dealt ? html` Dealt to you: ${names(mine.dealt)}; you keep two.` : nothing}</p>` : nothing}
    <p>Draft: ${(['jack', 'detective'] as const).map((r) => html`${r === 'jack' ? 'Jack' : 'Detective'} ${draft[r].chosen ? 'has chosen' : 'is choosing'}${draft[r].kept ? ` (${names(draft[r].kept ?? [])})` : ''}. `)}</p>`;
}

function charactersTable(v: MrJackView): TemplateResult {
  return html`<table class="chars">
      <caption>Characters</caption>
      <thead><tr><th scope="col">Character</th><th scope="col">Hex</th><th scope="col">Side</th><th scope="col">Light</th></tr></thead>
      <tbody>
        ${v.characters.map(
          (c) => html`<tr>
            <th scope="row">${c.name}</th>
            <td>${c.hex ?? 'gone'}</td>
            <td>${c.side === 'cleared' ? '✓ cleared' : 'suspect'}</td>
            <td>${c.visible ? 'seen' : 'unseen'}</td>
          </tr>`,
        )}
      </tbody>
    </table>`;
}
