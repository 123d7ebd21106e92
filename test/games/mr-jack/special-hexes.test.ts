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

describe('a character boxed in [R]', () => {
  // 2006 board, a5 covered: the five street hexes within 3 of b7 (b6, a5, c6, d7, a4) are taken.
  const boxed = { holmes: 'b7', smith: 'b6', lestrade: 'a5', goodley: 'c6', gull: 'd7', bert: 'a4' };
  const patch = { positions: boxed, coveredManholes: ['a5', 'l12'], jack: 'watson' as const };

  it('stays put when it has nowhere to go, and its activation goes on', () => {
    const s = play(roundStart([...CARDS], { round: 2, ...patch }, { board: '2006' }), JACK, { type: 'pick', character: 'holmes' }).state;
    expect(legalOfType(s, JACK, 'move')).toEqual([{ type: 'move', to: 'b7' }]);
    const { state, events } = play(s, JACK, { type: 'move', to: 'b7' });
    expect(events[0]).toEqual({ type: 'CharacterStayed', character: 'holmes', hex: 'b7' });
    expect(eventTypes(events)).toContain('ActivationEnded');
    expect(state.positions.holmes).toBe('b7');
  });

  it('the Detective may still accuse from there', () => {
    const s = detectiveHolmes(patch, { board: '2006' });
    expect(legalOfType(s, DETECTIVE, 'accuse').map((a) => a.suspect).sort()).toEqual(['bert', 'goodley', 'gull', 'lestrade', 'smith']);
  });

  it('staying is refused while any hex is free', () => {
    const s = detectiveHolmes({ ...patch, positions: { ...boxed, bert: 'e3' } }, { board: '2006' });
    expect(rejectionCode(s, DETECTIVE, { type: 'move', to: 'b7' })).toBe('must-leave-start-hex');
  });
});
