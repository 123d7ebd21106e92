/**
 * One Ripper Rummy card drawn as a card: its points in the corner with its suit's (or kind's)
 * symbol, a big symbol, its kind and whom it is about in two short lines. The whole name and the
 * points are said in words for screen readers; the drawing itself is hidden from them.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import type { RipperRummyView } from '../../../../../domain/games/ripper-rummy/view/view.js';
import { SUIT_COLOURS, symbol } from './symbols.js';

type CatalogueCard = RipperRummyView['catalogue'][number];

/** A suspect's name on a card: the one word players call them by. */
const SHORT: Readonly<Record<string, string>> = { druitt: 'Druitt', eddy: 'Eddy', gull: 'Gull', chapman: 'Chapman', jill: 'Jill', pedachenko: 'Pedachenko' };

/** The card's two short lines: its kind, and whom (or what) it is about. */
function lines(c: CatalogueCard): [string, string] {
  const about = c.suspects.map((s) => SHORT[s] ?? s).join(' / ');
  switch (c.kind) {
    case 'evidence':
      return ['Evidence', about];
    case 'letter':
      return ['Letter', c.name.replace(/ (letter|postcard)$/, '')];
    case 'wild':
      return ['Wild', 'any suspect'];
    case 'suspect':
      return ['Suspect', about];
    case 'alibi':
      return ['Alibi', about];
    case 'victim':
      return ['Victim', c.name.replace(/^Victim: /, '')];
    case 'scene':
      return ['Scene', c.name.replace(/^Scene: /, '')];
    case 'ripper-strikes':
      return ['Ripper', 'Strikes'];
    case 'commissioner-resigns':
      return ['Commissioner', 'Resigns'];
    default:
      return ['Ripper', 'Escapes!'];
  }
}

/** The symbol a card shows: its suit's for Evidence, Letters and Suspects, else its kind's. */
function symbolKey(c: CatalogueCard): string {
  if (c.kind === 'suspect') return c.suspects[0] ?? 'suspect';
  return c.suit ?? c.kind;
}

export function catalogueCard(v: RipperRummyView, id: string): CatalogueCard | undefined {
  return v.catalogue.find((x) => x.id === id);
}

/** The card's name and points in words, as a screen reader says it. */
export function cardWords(v: RipperRummyView, id: string | null): string {
  if (!id) return 'a face-down card';
  const c = catalogueCard(v, id);
  if (!c) return id;
  return `${c.name}, ${c.points} point${c.points === 1 ? '' : 's'}`;
}

/**
 * The inside of a card (a button's or a list item's): `id` null is a face-down card. `extra`
 * classes: `small` for the table's stacks.
 */
export function cardFace(v: RipperRummyView, id: string | null, said = cardWords(v, id)): TemplateResult {
  const c = id ? catalogueCard(v, id) : undefined;
  if (!c) return html`<span class="rr-face back" aria-hidden="true">${symbol('back', 'big')}</span><span class="sr">${said}</span>`;
  const key = symbolKey(c);
  const [kind, about] = lines(c);
  return html`<span class=${`rr-face fam-${c.family} col-${SUIT_COLOURS[key] ?? 'none'}`} aria-hidden="true">
      <span class="rr-corner"><b>${c.points}</b>${symbol(key)}</span>
      ${symbol(key, 'big')}
      <span class="rr-kind">${kind}</span>
      ${about ? html`<span class="rr-about">${about}</span>` : nothing}
    </span><span class="sr">${said}</span>`;
}

/** A card that is only shown (no move): a list item. */
export function shownCard(v: RipperRummyView, id: string | null, extra = ''): TemplateResult {
  return html`<li class=${`rr-card ${extra}`}>${cardFace(v, id)}</li>`;
}
