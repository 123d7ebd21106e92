/**
 * The Mr. Jack board as data (rules §1), written in our own format from the facts in
 * shared/rules/mr-jack-board.json. Geometry built from it lives in hex.ts.
 *
 * Layout: 13 columns (a..m, col 0..12) of flat-topped hexes, odd columns shifted half a hex down
 * ("odd-q"), rows 0..8 top to bottom as the Detective sees the board. Each column is one string,
 * top to bottom, starting at `firstRow`:  s = street (manholes included), # = obstacle
 * (building or square), * = gaslight hex.
 */
import type { BaseCharacterId } from './characters.js';

export type HexType = 'street' | 'obstacle' | 'gaslight';
export type Hex = string; // a board label, a1 … m12
export const EXIT_IDS = ['NW', 'NE', 'SE', 'SW'] as const;
export type ExitId = (typeof EXIT_IDS)[number];
export type Edition = '2016' | '2006';

const COLUMN_LAYOUT: readonly { firstRow: number; cells: string }[] = [
  { firstRow: 3, cells: 'sssss' }, //    a
  { firstRow: 1, cells: 'ss##s*s' }, //  b
  { firstRow: 2, cells: '*s#sss' }, //   c
  { firstRow: 1, cells: '#s#s#s' }, //   d
  { firstRow: 1, cells: 'sssssss' }, //  e
  { firstRow: 0, cells: 's*#s#*#s' }, // f
  { firstRow: 1, cells: 'ssssssss' }, // g
  { firstRow: 1, cells: 's#*#s#*s' }, // h
  { firstRow: 2, cells: 'sssssss' }, //  i
  { firstRow: 2, cells: 's#s#s#' }, //   j
  { firstRow: 2, cells: 'sss#s*' }, //   k
  { firstRow: 1, cells: 's*s##ss' }, //  l
  { firstRow: 2, cells: 'sssss' }, //    m
];

const CELL_TYPE: Record<string, HexType> = { s: 'street', '#': 'obstacle', '*': 'gaslight' };

export interface BoardHex {
  readonly label: Hex;
  readonly col: number;
  readonly row: number;
  readonly type: HexType;
}

/** The printed label: column letter, then floor(col/2) − row + 8 (numbers fall going down). */
export function hexLabel(col: number, row: number): Hex {
  return `${String.fromCharCode(97 + col)}${Math.floor(col / 2) - row + 8}`;
}

export const BOARD_HEXES: readonly BoardHex[] = COLUMN_LAYOUT.flatMap(({ firstRow, cells }, col) =>
  [...cells].map((cell, i) => {
    const row = firstRow + i;
    return { label: hexLabel(col, row), col, row, type: CELL_TYPE[cell] as HexType };
  }),
);

export const HEX_LABELS: readonly Hex[] = BOARD_HEXES.map((h) => h.label);

/**
 * Gaslight tiles at the start (rules §1): tiles 1–4 go out at the end of the round of their
 * number; the two unnumbered tiles (tile null) stay lit. f9 and h4 start as unlit gaslight hexes.
 */
export const GASLIGHT_TILES_AT_START: readonly { hex: Hex; tile: number | null }[] = [
  { hex: 'b2', tile: 1 },
  { hex: 'l11', tile: 2 },
  { hex: 'c7', tile: 3 },
  { hex: 'k6', tile: 4 },
  { hex: 'f5', tile: null },
  { hex: 'h8', tile: null },
];

/** The four corner exits, each left from one gateway street hex (1 movement point). */
const GATEWAYS: Readonly<Record<ExitId, Hex>> = { NW: 'b7', NE: 'l12', SE: 'l6', SW: 'b1' };
export const EXITS: readonly { id: ExitId; gateway: Hex }[] = EXIT_IDS.map((id) => ({ id, gateway: GATEWAYS[id] }));
export function gatewayOf(exit: ExitId): Hex {
  return GATEWAYS[exit];
}
export function isExit(place: string): place is ExitId {
  return Object.hasOwn(GATEWAYS, place);
}
export const CORDONS_AT_START: readonly ExitId[] = ['NE', 'SW'];

/** What differs between the printed boards: manholes and two start hexes (rules §1). */
export interface EditionLayout {
  readonly manholes: readonly Hex[];
  readonly coveredAtStart: readonly Hex[];
  /** Base-game start hexes by character id; the Extension places its own (rules §9.3). */
  readonly startHexes: Readonly<Record<BaseCharacterId, Hex>>;
}

const COMMON_START_HEXES = { holmes: 'g5', smith: 'g8', lestrade: 'e5', goodley: 'm10', gull: 'e9', bert: 'i8' };

export const EDITIONS: Readonly<Record<Edition, EditionLayout>> = {
  '2016': {
    manholes: ['b6', 'b1', 'c4', 'f10', 'g6', 'h3', 'k9', 'l12', 'l7'],
    coveredAtStart: ['b1', 'l12'],
    startHexes: { ...COMMON_START_HEXES, watson: 'i4', stealthy: 'a3' },
  },
  '2006': {
    manholes: ['a5', 'c2', 'f10', 'f7', 'h6', 'h3', 'l12', 'm9'],
    coveredAtStart: ['c2', 'l12'],
    startHexes: { ...COMMON_START_HEXES, watson: 'a3', stealthy: 'i4' },
  },
};
