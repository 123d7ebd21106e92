/**
 * The Mr. Jack board as SVG, drawn from the view alone (every hex carries its column, row, type,
 * gaslight, manhole, light and occupant; the exits their gateway and cordon): no rule runs here.
 * The hexes and exits of the chosen target group (moves.ts) are buttons.
 */
import { html, nothing, svg, type TemplateResult } from 'lit-html';
import type { MrJackView } from '../../../../domain/games/mr-jack/view/view.js';
import { jackLabel } from './labels.js';
import { characterMark } from './symbols/characters.js';
import type { Action, TargetGroup } from './moves.js';

const R = 28;
const H = Math.sqrt(3) * R;
const PAD = 34;

function centre(col: number, row: number): [number, number] {
  return [PAD + R + col * 1.5 * R, PAD + H / 2 + (row + (col % 2 ? 0.5 : 0)) * H];
}

function hexPoints(cx: number, cy: number, r = R): string {
  return [0, 1, 2, 3, 4, 5].map((i) => `${(cx + r * Math.cos((Math.PI / 3) * i)).toFixed(1)},${(cy + r * Math.sin((Math.PI / 3) * i)).toFixed(1)}`).join(' ');
}

/** A key pressed on a focused target, as far as it is read (the unit tests compile this file without the DOM's types). */
interface KeyPress {
  readonly key: string;
  preventDefault(): void;
}

function activate(e: KeyPress, go: () => void) {
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
            ${characterMark(occupant.id, x, y, R * 0.78)}
            ${occupant.side === 'cleared' ? svg`<text x=${x + R * 0.5} y=${y + R * 0.62} class="cleared-mark">✓</text>` : nothing}
            ${occupant.visible ? nothing : svg`<text x=${x + R * 0.5} y=${y - R * 0.35} class="unseen-mark">?</text>`}`
        : nothing}`;
    if (!target) return svg`<g>${body}</g>`;
    return svg`<g role="button" tabindex="0" class="target-g" data-target=${h.label} data-index=${target.index} aria-label=${jackLabel(v, target.command)}
      @click=${() => choose(target)} @keydown=${(e: KeyPress) => activate(e, () => choose(target))}>${body}</g>`;
  });

  const exits = v.exits.map((e) => {
    const [x, y] = exitAt(e.gateway);
    const target = targets.get(e.id);
    const body = svg`<rect x=${x - 17} y=${y - 11} width="34" height="22" rx="4" class=${`exit ${e.cordon ? 'cordon' : 'open'} ${target ? 'target' : ''}`}><title>${e.id} exit ${e.cordon ? 'closed by a police cordon' : 'open'}</title></rect>
      <text x=${x} y=${y + 4} class="exit-t">${e.cordon ? `×${e.id}` : e.id}</text>`;
    if (!target) return svg`<g>${body}</g>`;
    return svg`<g role="button" tabindex="0" class="target-g" data-target=${e.id} data-index=${target.index} aria-label=${jackLabel(v, target.command)}
      @click=${() => choose(target)} @keydown=${(ev: KeyPress) => activate(ev, () => choose(target))}>${body}</g>`;
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

