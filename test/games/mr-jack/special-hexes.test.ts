// Sewers, covered manholes, obstacles, gaslight hexes, cordons, exits and the escape (rules §4).
import { describe, expect, it } from 'vitest';
import { mrJack } from '../../../domain/games/mr-jack/index.js';
import { DETECTIVE, JACK, eventTypes, legalOfType, play, rejectionCode, roundStart } from './helpers.js';

const CARDS = ['holmes', 'watson', 'smith', 'lestrade'] as const;
/** Round 1 (the Detective picks first) with Holmes activated by the Detective. */
const detectiveHolmes = (patch = {}, options = {}) => play(roundStart([...CARDS], patch, options), DETECTIVE, { type: 'pick', character: 'holmes' }).state;
/** Round 2 (Jack picks first) with Holmes activated by Jack. */
const jackHolmes = (patch = {}) => play(roundStart([...CARDS], { round: 2, ...patch }), JACK, { type: 'pick', character: 'holmes' }).state;

describe('sewers and manholes (2016 board)', () => {
  it('from an open manhole, 1 point reaches every other open manhole', () => {
    const targets = legalOfType(detectiveHolmes({ positions: { holmes: 'g6' } }), DETECTIVE, 'move').map((m) => m.to);
    expect(targets).toEqual(expect.arrayContaining(['b6', 'c4', 'f10', 'h3', 'k9', 'l7']));
  });

  it('a covered manhole can be neither entered nor left through the sewers', () => {
    const fromOpen = legalOfType(detectiveHolmes({ positions: { holmes: 'g6' } }), DETECTIVE, 'move').map((m) => m.to);
    expect(fromOpen).not.toContain('l12');
    expect(fromOpen).not.toContain('b1');
    const fromCovered = detectiveHolmes({ positions: { holmes: 'b1' } });
    expect(rejectionCode(fromCovered, DETECTIVE, { type: 'move', to: 'k9' })).toBe('out-of-reach');
  });

  it('a manhole reached on the way counts too, and occupied manholes may be passed through', () => {
    // g5 → g6 (1) → sewer to k9 (2), where Goodley stands → k10 (3).
    const s = detectiveHolmes({ positions: { goodley: 'k9' } });
    expect(play(s, DETECTIVE, { type: 'move', to: 'k10' }).state.positions.holmes).toBe('k10');
    expect(rejectionCode(s, DETECTIVE, { type: 'move', to: 'k9' })).toBe('hex-occupied');
  });

  it('Bert’s cover closes the sewer under it at once', () => {
    const s = detectiveHolmes({ positions: { holmes: 'g6' }, coveredManholes: ['g6', 'l12'] });
    expect(rejectionCode(s, DETECTIVE, { type: 'move', to: 'k9' })).toBe('out-of-reach');
  });
});

describe('obstacles and gaslight hexes', () => {
  it('block ordinary movement and cannot be stopped on', () => {
    const s = detectiveHolmes({ positions: { holmes: 'g7' } });
    expect(rejectionCode(s, DETECTIVE, { type: 'move', to: 'h8' })).toBe('must-end-on-street'); // a gaslight hex
    expect(rejectionCode(s, DETECTIVE, { type: 'move', to: 'h7' })).toBe('must-end-on-street'); // a building
  });

  it('a move cannot end on another character', () => {
    const s = detectiveHolmes({ positions: { holmes: 'e4' } });
    expect(rejectionCode(s, DETECTIVE, { type: 'move', to: 'e5' })).toBe('hex-occupied');
    expect(legalOfType(s, DETECTIVE, 'move').map((m) => m.to)).not.toContain('e5');
  });
});

describe('exits, cordons and the escape', () => {
  // b6 is next to b7, the NW gateway: two points to leave the board.
  const ready = (patch = {}) => jackHolmes({ jack: 'holmes', witness: 'invisible', positions: { holmes: 'b6' }, ...patch });

  it('Jack escapes with his own character through a free exit while the Witness shows Invisible', () => {
    const s = ready();
    expect(legalOfType(s, JACK, 'move').map((m) => m.to)).toContain('NW');
    const { state, events } = play(s, JACK, { type: 'move', to: 'NW' });
    expect(eventTypes(events)).toEqual(['CharacterEscaped', 'GameEnded']);
    expect(mrJack.result(state)).toMatchObject({ winners: [JACK], winner: 'jack', reason: 'escaped', jack: 'holmes', exit: 'NW' });
    expect(state.positions.holmes).toBeUndefined();
    expect(mrJack.pending(state)).toEqual([]);
  });

  it('leaving costs 1 point from the gateway hex', () => {
    // a5 → b6 → b7 → out: 3 points, within Holmes' 3.
    expect(play(ready({ positions: { holmes: 'a5' } }), JACK, { type: 'move', to: 'NW' }).events[0]?.type).toBe('CharacterEscaped');
    // a4 → b5? no: b6 is 2 away by street, b7 3, out 4.
    expect(rejectionCode(ready({ positions: { holmes: 'a4' } }), JACK, { type: 'move', to: 'NW' })).toBe('out-of-reach');
  });

  it('a cordon blocks its exit', () => {
    const s = ready({ cordons: ['NW', 'SW'] });
    expect(rejectionCode(s, JACK, { type: 'move', to: 'NW' })).toBe('cordon-blocks-exit');
    expect(legalOfType(s, JACK, 'move').map((m) => m.to)).not.toContain('NW');
  });

  it('no escape while the Witness card shows Visible', () => {
    expect(rejectionCode(ready({ witness: 'visible' }), JACK, { type: 'move', to: 'NW' })).toBe('witness-visible-no-escape');
  });

  it('only Jack’s own character, and only Jack’s player', () => {
    expect(rejectionCode(ready({ jack: 'gull' }), JACK, { type: 'move', to: 'NW' })).toBe('only-jack-escapes');
    const detective = detectiveHolmes({ jack: 'holmes', witness: 'invisible', positions: { holmes: 'b6' } });
    expect(rejectionCode(detective, DETECTIVE, { type: 'move', to: 'NW' })).toBe('only-jack-escapes');
    expect(legalOfType(detective, DETECTIVE, 'move').some((m) => ['NW', 'NE', 'SE', 'SW'].includes(m.to))).toBe(false);
  });
});
