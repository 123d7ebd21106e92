// The board facts of rules §10 (both editions) and the hex geometry built on them.
import { describe, expect, it } from 'vitest';
import { BOARD_HEXES, EDITIONS, EXITS, GASLIGHT_TILES_AT_START, hexLabel, type Edition } from '../../../domain/games/mr-jack/rules/board.js';
import { DIRECTIONS, areAdjacent, neighbour, neighbours, straightLine, streetDistance } from '../../../domain/games/mr-jack/rules/hex.js';
import { visibleCharacters, watsonBeam } from '../../../domain/games/mr-jack/rules/visibility.js';
import { newGame, sorted } from './helpers.js';

const streets = BOARD_HEXES.filter((h) => h.type === 'street').map((h) => h.label);
const typeOf = (label: string) => BOARD_HEXES.find((h) => h.label === label)?.type;

describe('the board (rules §1, §10)', () => {
  it('has 86 hexes: 60 street, 18 obstacle, 8 gaslight, with unique labels', () => {
    expect(BOARD_HEXES).toHaveLength(86);
    const count = (t: string) => BOARD_HEXES.filter((h) => h.type === t).length;
    expect([count('street'), count('obstacle'), count('gaslight')]).toEqual([60, 18, 8]);
    expect(new Set(BOARD_HEXES.map((h) => h.label)).size).toBe(86);
  });

  it('labels hexes like the printed board: letter of the column, floor(col/2) − row + 8', () => {
    expect(hexLabel(0, 3)).toBe('a5');
    expect(hexLabel(12, 6)).toBe('m8');
    expect(hexLabel(11, 1)).toBe('l12');
    expect(BOARD_HEXES.find((h) => h.label === 'g5')).toMatchObject({ col: 6, row: 6, type: 'street' });
  });

  it('puts the gaslight hexes, tiles and exits where the facts say', () => {
    expect(sorted(BOARD_HEXES.filter((h) => h.type === 'gaslight').map((h) => h.label))).toEqual(sorted(['b2', 'l11', 'c7', 'k6', 'f5', 'h8', 'f9', 'h4']));
    expect(GASLIGHT_TILES_AT_START.filter((g) => g.tile !== null).map((g) => [g.hex, g.tile])).toEqual([['b2', 1], ['l11', 2], ['c7', 3], ['k6', 4]]);
    expect(EXITS.map((e) => [e.id, e.gateway])).toEqual([['NW', 'b7'], ['NE', 'l12'], ['SE', 'l6'], ['SW', 'b1']]);
    for (const e of EXITS) expect(typeOf(e.gateway)).toBe('street');
    // A few obstacles from the facts table.
    for (const o of ['b5', 'b4', 'c5', 'd8', 'f8', 'h9', 'j5', 'k8', 'l9', 'l8']) expect(typeOf(o)).toBe('obstacle');
  });

  it.each<[Edition, number]>([
    ['2016', 9],
    ['2006', 8],
  ])('edition %s has %i manholes on street hexes, 2 covered at start', (edition, manholes) => {
    const layout = EDITIONS[edition];
    expect(layout.manholes).toHaveLength(manholes);
    for (const m of layout.manholes) expect(typeOf(m)).toBe('street');
    expect(layout.coveredAtStart).toHaveLength(2);
    for (const c of layout.coveredAtStart) expect(layout.manholes).toContain(c);
  });

  it('the editions differ only in manholes and the start hexes of Watson and Miss Stealthy', () => {
    const a = EDITIONS['2016'].startHexes;
    const b = EDITIONS['2006'].startHexes;
    expect([a.watson, a.stealthy, b.watson, b.stealthy]).toEqual(['i4', 'a3', 'a3', 'i4']);
    for (const c of ['holmes', 'smith', 'lestrade', 'goodley', 'gull', 'bert'] as const) expect(a[c]).toBe(b[c]);
  });

  it('every street hex is reachable from every other without sewers', () => {
    for (const a of streets) for (const b of streets) expect(streetDistance(a, b)).toBeLessThan(Infinity);
  });
});

describe('hex geometry (odd-q, flat-topped)', () => {
  it('finds the six neighbours of an even and an odd column hex', () => {
    // g5 = (6,6), even column.
    expect(DIRECTIONS.map((d) => neighbour('g5', d))).toEqual(['g6', 'h6', 'h5', 'g4', 'f4', 'f5']);
    // h6 = (7,5), odd column: shifted half a hex down.
    expect(DIRECTIONS.map((d) => neighbour('h6', d))).toEqual(['h7', 'i7', 'i6', 'h5', 'g5', 'g6']);
  });

  it('adjacency is symmetric and nobody neighbours itself', () => {
    for (const h of BOARD_HEXES) {
      for (const n of neighbours(h.label)) {
        expect(n).not.toBe(h.label);
        expect(areAdjacent(n, h.label)).toBe(true);
      }
    }
  });

  it('has no neighbour off the board', () => {
    expect(neighbour('e9', 'N')).toBeNull();
    expect(neighbour('a5', 'NW')).toBeNull();
  });

  it('walks straight lines to the edge of the board', () => {
    expect(straightLine('e9', 'S')).toEqual(['e8', 'e7', 'e6', 'e5', 'e4', 'e3']);
    expect(straightLine('e3', 'S')).toEqual([]);
  });

  it('measures street distance along street hexes only', () => {
    expect(streetDistance('e9', 'e5')).toBe(4);
    expect(streetDistance('e9', 'e9')).toBe(0);
    // b3 and b6 are 3 apart as the crow flies (across obstacles b4, b5) but 4 by street.
    expect(streetDistance('b3', 'b6')).toBe(4);
    expect(streetDistance('b3', 'b4')).toBe(Infinity); // an obstacle is not a street
  });
});

describe.each<Edition>(['2016', '2006'])('setup facts on the %s board (rules §2, §10)', (board) => {
  const { state } = newGame({ board });

  it('exactly Holmes, Smith, Lestrade and Bert are visible', () => {
    expect(sorted(visibleCharacters(state))).toEqual(['bert', 'holmes', 'lestrade', 'smith']);
  });

  it('no two characters are adjacent', () => {
    const hexes = Object.values(state.positions);
    expect(new Set(hexes).size).toBe(8);
    for (const a of hexes) for (const b of hexes) if (a !== b) expect(areAdjacent(a, b)).toBe(false);
  });

  it('Watson faces NE and his lantern lights nothing', () => {
    expect(state.watsonFacing).toBe('NE');
    expect(watsonBeam(state)).toEqual([]);
  });

  it('places the edition’s covers, the cordons on NE and SW, six lit gaslights and the Witness on Visible', () => {
    expect(sorted(state.coveredManholes)).toEqual(sorted(EDITIONS[board].coveredAtStart));
    expect(sorted(state.cordons)).toEqual(['NE', 'SW']);
    expect(state.gaslights).toHaveLength(6);
    expect(state.witness).toBe('visible');
    expect(state.cleared).toEqual([]);
  });
});
