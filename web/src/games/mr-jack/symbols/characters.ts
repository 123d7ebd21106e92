/**
 * Mr. Jack's characters, each with a symbol of its own (inline SVG paths in a 20×20 box, what the
 * character does at the table): drawn in the board's tokens and beside each name, so a token reads
 * without colour and without its two letters. Decoration: every token and row names its character.
 */
import { svg, type SVGTemplateResult } from 'lit-html';

const PATHS: Readonly<Record<string, string>> = {
  // Holmes: a magnifying glass.
  holmes: 'M8 2.5 A5.5 5.5 0 1 0 8 13.5 A5.5 5.5 0 1 0 8 2.5 Z M8 5 A3 3 0 1 1 8 11 A3 3 0 1 1 8 5 Z M11.5 12 L13.5 10 L18.5 15 L16.5 17 Z',
  // Watson: his lantern's beam.
  watson: 'M2 8 H6 V12 H2 Z M6 9 L18 3 V17 L6 11 Z',
  // Smith: the lamplighter's flame.
  smith: 'M10 1.5 C13 5 15 8 15 11.5 A5 5 0 0 1 5 11.5 C5 9 7 7 8 5 C8.5 7 9.5 8 10.5 8 C10.5 6 10 4 10 1.5 Z',
  // Lestrade: the police badge (a star).
  lestrade: 'M10 1.5 L12.4 7.3 L18.6 7.6 L13.8 11.6 L15.4 17.7 L10 14.3 L4.6 17.7 L6.2 11.6 L1.4 7.6 L7.6 7.3 Z',
  // Miss Stealthy: a mask.
  stealthy: 'M1.5 7 C5 5 15 5 18.5 7 C18.5 11 16 13.5 13 13 L10 11 L7 13 C4 13.5 1.5 11 1.5 7 Z M5 8 A1.6 1.6 0 1 0 8 8.5 Z M12 8.5 A1.6 1.6 0 1 0 15 8 Z',
  // Sergeant Goodley: his whistle.
  goodley: 'M2 7 H12 A5 5 0 1 1 7.5 14 A5 5 0 0 1 2 11 Z M13 4 H18 V7 H13 Z',
  // Sir William Gull: the physician's cross.
  gull: 'M7.5 2 H12.5 V7.5 H18 V12.5 H12.5 V18 H7.5 V12.5 H2 V7.5 H7.5 Z',
  // Jeremy Bert: a manhole cover.
  bert: 'M10 2 A8 8 0 1 0 10 18 A8 8 0 1 0 10 2 Z M10 4.5 A5.5 5.5 0 1 1 10 15.5 A5.5 5.5 0 1 1 10 4.5 Z M5 9 H15 V11 H5 Z',
  // Madame: her fan.
  madame: 'M10 17 L1.5 8 A12 12 0 0 1 18.5 8 Z',
  // Joseph Lane: a barricade.
  lane: 'M2 5 H18 V9 H2 Z M2 11 H18 V15 H2 Z M4 15 H6 V19 H4 Z M14 15 H16 V19 H14 Z',
  // Inspector Abberline: the cordon's crossed bars.
  abberline: 'M3 5.5 L5.5 3 L17 14.5 L14.5 17 Z M14.5 3 L17 5.5 L5.5 17 L3 14.5 Z',
  // John Pizer: the leather apron.
  pizer: 'M6 2 H14 V6 L18 8 V18 H2 V8 L6 6 Z',
  // Spring-Heeled Jack: a spring.
  springheeled: 'M3 4 H17 L3 8 H17 L3 12 H17 L3 16 H17 V18 H3 Z',
};

/** The character's symbol at (x, y), `size` wide: for a token on the board (fill from CSS). */
export function characterMark(id: string, x: number, y: number, size: number): SVGTemplateResult {
  const scale = size / 20;
  return svg`<path class="char-mark" d=${PATHS[id] ?? PATHS.holmes} fill-rule="evenodd" transform=${`translate(${(x - size / 2).toFixed(1)} ${(y - size / 2).toFixed(1)}) scale(${scale.toFixed(3)})`} />`;
}

/** The character's symbol as an icon of its own, beside its name (aria-hidden: the name says it). */
export function characterIcon(id: string): SVGTemplateResult {
  return svg`<svg class="char-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><path d=${PATHS[id] ?? PATHS.holmes} fill-rule="evenodd" /></svg>`;
}

/** The witness card: an open eye (Jack was seen) or a shut one (unseen). */
export function witnessEye(seen: boolean): SVGTemplateResult {
  return svg`<svg class="witness-eye" viewBox="0 0 40 24" aria-hidden="true" focusable="false">${
    seen
      ? svg`<path d="M2 12 C10 1 30 1 38 12 C30 23 10 23 2 12 Z" class="eye-white"/><circle cx="20" cy="12" r="6" class="eye-iris"/><circle cx="20" cy="12" r="2.5" class="eye-pupil"/>`
      : svg`<path d="M2 10 C10 20 30 20 38 10" class="eye-lid"/><path d="M8 15 L5 20 M15 18 L14 23 M25 18 L26 23 M32 15 L35 20" class="eye-lid"/>`
  }</svg>`;
}
