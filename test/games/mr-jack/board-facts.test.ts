// The whole board against shared/rules/mr-jack-board.json, fact by fact, for both editions. The facts
// below are copied from that file as plain lists (the repository does not ship it); board.ts writes
// the same board in its own format, so this is an independent transcription check.
import { describe, expect, it } from 'vitest';
import { BOARD_HEXES, CORDONS_AT_START, EDITIONS, EXITS, GASLIGHT_TILES_AT_START, type Edition } from '../../../domain/games/mr-jack/rules/board.js';
import { DIRECTIONS, neighbour, straightLine } from '../../../domain/games/mr-jack/rules/hex.js';
import { sorted } from './helpers.js';

/** Rows present in each column (col 0..12), first..last, no gaps. */
const COLUMN_ROWS: readonly [number, number][] = [[3, 7], [1, 7], [2, 7], [1, 6], [1, 7], [0, 7], [1, 8], [1, 8], [2, 8], [2, 7], [2, 7], [1, 7], [2, 6]];
const OBSTACLES = 'b5 b4 c5 d8 d6 d4 f8 f6 f4 h9 h7 h5 j9 j7 j5 k8 l9 l8'.split(' ');
const GASLIGHT_HEXES = 'b2 c7 f9 f5 h8 h4 k6 l11'.split(' ');
const GASLIGHTS: readonly { hex: string; tile: number | null; lit: boolean }[] = [
  { hex: 'b2', tile: 1, lit: true },
  { hex: 'l11', tile: 2, lit: true },
  { hex: 'c7', tile: 3, lit: true },
  { hex: 'k6', tile: 4, lit: true },
  { hex: 'f5', tile: null, lit: true },
  { hex: 'h8', tile: null, lit: true },
  { hex: 'f9', tile: null, lit: false },
  { hex: 'h4', tile: null, lit: false },
];
const EXIT_FACTS = [['NW', 'b7', false], ['NE', 'l12', true], ['SE', 'l6', false], ['SW', 'b1', true]] as const;
const EDITION_FACTS: Record<Edition, { manholes: string; covered: string; start: Record<string, string> }> = {
  '2006': {
    manholes: 'a5 c2 f10 f7 h6 h3 l12 m9',
    covered: 'c2 l12',
    start: { holmes: 'g5', smith: 'g8', lestrade: 'e5', goodley: 'm10', gull: 'e9', bert: 'i8', watson: 'a3', stealthy: 'i4' },
  },
  '2016': {
    manholes: 'b6 b1 c4 f10 g6 h3 k9 l12 l7',
    covered: 'b1 l12',
    start: { holmes: 'g5', smith: 'g8', lestrade: 'e5', goodley: 'm10', gull: 'e9', bert: 'i8', watson: 'i4', stealthy: 'a3' },
  },
};
/** coordinate_system.neighbors: [dcol, drow] by column parity. */
const OFFSETS = {
  even: { N: [0, -1], NE: [1, -1], SE: [1, 0], S: [0, 1], SW: [-1, 0], NW: [-1, -1] },
  odd: { N: [0, -1], NE: [1, 0], SE: [1, 1], S: [0, 1], SW: [-1, 1], NW: [-1, 0] },
} as const;

const at = (col: number, row: number) => BOARD_HEXES.find((h) => h.col === col && h.row === row);

describe('the board, fact by fact (mr-jack-board.json)', () => {
  it('has exactly the cells of the 13 columns, labelled letter + (floor(col/2) − row + 8)', () => {
    const expected = COLUMN_ROWS.flatMap(([first, last], col) => Array.from({ length: last - first + 1 }, (_, i) => `${col},${first + i}`));
    expect(sorted(BOARD_HEXES.map((h) => `${h.col},${h.row}`))).toEqual(sorted(expected));
    for (const h of BOARD_HEXES) expect(h.label).toBe(`${'abcdefghijklm'[h.col]}${Math.floor(h.col / 2) - h.row + 8}`);
  });

  it('types every hex: the 18 obstacles, the 8 gaslight hexes, and street everywhere else', () => {
    for (const h of BOARD_HEXES) {
      const type = OBSTACLES.includes(h.label) ? 'obstacle' : GASLIGHT_HEXES.includes(h.label) ? 'gaslight' : 'street';
      expect(`${h.label}:${h.type}`).toBe(`${h.label}:${type}`);
    }
  });

  it('numbers and lights the gaslight tiles as printed', () => {
    expect(sorted(GASLIGHT_TILES_AT_START.map((g) => `${g.hex}:${g.tile}`))).toEqual(sorted(GASLIGHTS.filter((g) => g.lit).map((g) => `${g.hex}:${g.tile}`)));
  });

  it('has the four exits with their gateways, cordons on NE and SW', () => {
    expect(EXITS.map((e) => [e.id, e.gateway, CORDONS_AT_START.includes(e.id)])).toEqual(EXIT_FACTS.map((x) => [...x]));
  });

  it.each<Edition>(['2006', '2016'])('edition %s: every manhole, the covered ones, all 8 start hexes', (edition) => {
    const facts = EDITION_FACTS[edition];
    expect(sorted(EDITIONS[edition].manholes)).toEqual(sorted(facts.manholes.split(' ')));
    expect(sorted(EDITIONS[edition].coveredAtStart)).toEqual(sorted(facts.covered.split(' ')));
    expect(EDITIONS[edition].startHexes).toEqual(facts.start);
  });

  it('finds the neighbours of every hex with the odd-q offsets of the facts, and walks straight lines with them', () => {
    for (const h of BOARD_HEXES) {
      const offsets = OFFSETS[h.col % 2 === 0 ? 'even' : 'odd'];
      for (const d of DIRECTIONS) {
        const [dc, dr] = offsets[d];
        expect(neighbour(h.label, d), `${h.label} ${d}`).toBe(at(h.col + dc, h.row + dr)?.label ?? null);
      }
      for (const d of DIRECTIONS) {
        const line: string[] = [];
        for (let n = neighbour(h.label, d); n !== null; n = neighbour(n, d)) line.push(n);
        expect(straightLine(h.label, d)).toEqual(line);
      }
    }
  });
});
