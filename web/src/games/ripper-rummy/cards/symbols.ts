/**
 * Ripper Rummy's suits and kinds as symbols (inline SVG, 20×20): each Evidence suit has a colour
 * AND a shape of its own, so a hand reads in greyscale and to colour-blind eyes; each Gavel kind a
 * shape too. Decoration only: every card says its name in words beside it (card-face.ts).
 */
import { svg, type SVGTemplateResult } from 'lit-html';

/** One shape per suit or kind: the inside of a 20×20 viewBox. */
const SHAPES: Readonly<Record<string, SVGTemplateResult>> = {
  // The six suspects' Evidence suits (and their Suspect cards).
  druitt: svg`<circle cx="10" cy="10" r="7.5"/>`,
  eddy: svg`<path d="M2 16 L3 6 L7 10 L10 3 L13 10 L17 6 L18 16 Z"/>`,
  gull: svg`<path d="M10 1.5 L18 10 L10 18.5 L2 10 Z"/>`,
  chapman: svg`<rect x="3" y="3" width="14" height="14" rx="1.5"/>`,
  jill: svg`<path d="M10 18 C2 12 1 7.5 4 4.5 C6.5 2 9 3.5 10 6 C11 3.5 13.5 2 16 4.5 C19 7.5 18 12 10 18 Z"/>`,
  pedachenko: svg`<path d="M10 2 L18.5 17.5 H1.5 Z"/>`,
  letters: svg`<path d="M1.5 4.5 H18.5 V15.5 H1.5 Z M2.5 5.5 L10 11 L17.5 5.5" stroke-width="1.6" fill-rule="evenodd"/>`,
  wild: svg`<path d="M10 1.5 L12.4 7.3 L18.6 7.6 L13.8 11.6 L15.4 17.7 L10 14.3 L4.6 17.7 L6.2 11.6 L1.4 7.6 L7.6 7.3 Z"/>`,
  // The Gavel kinds.
  alibi: svg`<path d="M10 1.5 L17 4.5 V10 C17 14 14 17 10 18.5 C6 17 3 14 3 10 V4.5 Z"/>`,
  victim: svg`<path d="M8 2 H12 V7 H17 V11 H12 V18 H8 V11 H3 V7 H8 Z"/>`,
  scene: svg`<path d="M10 1.5 C6 1.5 3.5 4.5 3.5 8 C3.5 12.5 10 18.5 10 18.5 C10 18.5 16.5 12.5 16.5 8 C16.5 4.5 14 1.5 10 1.5 Z M10 5.5 A2.5 2.5 0 1 0 10 10.5 A2.5 2.5 0 1 0 10 5.5 Z" fill-rule="evenodd"/>`,
  'ripper-strikes': svg`<path d="M3 17 L15 3 L17.5 5.5 L5.5 18 Z M2 18 L4 16"/>`,
  'commissioner-resigns': svg`<path d="M10 1.5 L12 6 L17 6.5 L13.2 10 L14.3 15 L10 12.5 L5.7 15 L6.8 10 L3 6.5 L8 6 Z M7 16 H13 V18.5 H7 Z"/>`,
  'ripper-escapes': svg`<path d="M4 18 L9 10 L6 6 L10 2 L13 5 L11 8 L16 13 L13 14 L10 11 L7.5 18 Z"/>`,
  back: svg`<path d="M3 3 H17 V17 H3 Z M6 6 L14 14 M14 6 L6 14" stroke-width="1.6" fill="none"/>`,
};

/** The colour class of a suit (or kind): the suspects' colours as the rules give them. */
export const SUIT_COLOURS: Readonly<Record<string, string>> = {
  druitt: 'green',
  eddy: 'purple',
  gull: 'blue',
  chapman: 'brown',
  jill: 'red',
  pedachenko: 'yellow',
  letters: 'ink',
  wild: 'gold',
};

/** The symbol of a suit or kind, decorative (aria-hidden): its words are beside it. */
export function symbol(key: string, extra = ''): SVGTemplateResult {
  return svg`<svg class=${`rr-sym ${extra}`} viewBox="0 0 20 20" aria-hidden="true" focusable="false">${SHAPES[key] ?? SHAPES.back}</svg>`;
}
