// Sewers, covered manholes, obstacles, gaslight hexes, cordons, exits and the escape (rules §4).
import { describe, expect, it } from 'vitest';
import { mrJack, type MrJackState } from '../../../domain/games/mr-jack/index.js';
import { isExit } from '../../../domain/games/mr-jack/rules/board.js';
import { DETECTIVE, JACK, eventTypes, given, ofType, roundStart, sorted } from './helpers.js';

const CARDS = ['holmes', 'watson', 'smith', 'lestrade'] as const;
/** Round 1 (the Detective picks first) with Holmes activated by the Detective. */
const detectiveHolmes = (patch: Partial<MrJackState> = {}, options = {}) =>
  given(roundStart([...CARDS], patch, options)).when(DETECTIVE, { type: 'pick', character: 'holmes' }).accepted();
/** Round 2 (Jack picks first) with Holmes activated by Jack. */
const jackHolmes = (patch: Partial<MrJackState> = {}) =>
  given(roundStart([...CARDS], { round: 2, ...patch })).when(JACK, { type: 'pick', character: 'holmes' }).accepted();

describe('sewers and manholes (2016 board)', () => {
  it('from an open manhole, 1 point reaches every other open manhole', () => {
    const targets = ofType(detectiveHolmes({ positions: { holmes: 'g6' } }).legal(DETECTIVE), 'move').map((m) => m.to);
    expect(targets).toEqual(expect.arrayContaining(['b6', 'c4', 'f10', 'h3', 'k9', 'l7']));
  });

  it('a covered manhole can be neither entered nor left through the sewers', () => {
    const fromOpen = ofType(detectiveHolmes({ positions: { holmes: 'g6' } }).legal(DETECTIVE), 'move').map((m) => m.to);
    expect(fromOpen).not.toContain('l12');
    expect(fromOpen).not.toContain('b1');
    detectiveHolmes({ positions: { holmes: 'b1' } }).when(DETECTIVE, { type: 'move', to: 'k9' }).thenRejected('out-of-reach');
  });

  it('a manhole reached on the way counts too, and occupied manholes may be passed through', () => {
    // g5 → g6 (1) → sewer to k9 (2), where Goodley stands → k10 (3).
    const s = detectiveHolmes({ positions: { goodley: 'k9' } });
    s.when(DETECTIVE, { type: 'move', to: 'k10' }).thenState((state) => expect(state.positions.holmes).toBe('k10'));
    s.when(DETECTIVE, { type: 'move', to: 'k9' }).thenRejected('hex-occupied');
  });

  it('Bert’s cover closes the sewer under it at once', () => {
    detectiveHolmes({ positions: { holmes: 'g6' }, coveredManholes: ['g6', 'l12'] })
      .when(DETECTIVE, { type: 'move', to: 'k9' })
      .thenRejected('out-of-reach');
  });
});

describe('obstacles and gaslight hexes', () => {
  it('block ordinary movement and cannot be stopped on', () => {
    const s = detectiveHolmes({ positions: { holmes: 'g7' } });
    s.when(DETECTIVE, { type: 'move', to: 'h8' }).thenRejected('must-end-on-street'); // a gaslight hex
    s.when(DETECTIVE, { type: 'move', to: 'h7' }).thenRejected('must-end-on-street'); // a building
  });

  it('a move cannot end on another character', () => {
    const s = detectiveHolmes({ positions: { holmes: 'e4' } });
    s.when(DETECTIVE, { type: 'move', to: 'e5' }).thenRejected('hex-occupied');
    expect(ofType(s.legal(DETECTIVE), 'move').map((m) => m.to)).not.toContain('e5');
  });
});

describe('exits, cordons and the escape', () => {
  // b6 is next to b7, the NW gateway: two points to leave the board.
  const ready = (patch: Partial<MrJackState> = {}) => jackHolmes({ jack: 'holmes', witness: 'invisible', positions: { holmes: 'b6' }, ...patch });

  it('Jack escapes with his own character through a free exit while the Witness shows Invisible', () => {
    const s = ready();
    expect(ofType(s.legal(JACK), 'move').map((m) => m.to)).toContain('NW');
    s.when(JACK, { type: 'move', to: 'NW' }).then((events, state) => {
      expect(eventTypes(events)).toEqual(['CharacterEscaped', 'GameEnded']);
      expect(mrJack.result(state)).toMatchObject({ winners: [JACK], winner: 'jack', reason: 'escaped', jack: 'holmes', exit: 'NW' });
      expect(state.positions.holmes).toBeUndefined();
      expect(mrJack.pending(state)).toEqual([]);
    });
  });

  it('leaving costs 1 point from the gateway hex', () => {
    // a5 → b6 → b7 → out: 3 points, within Holmes' 3.
    ready({ positions: { holmes: 'a5' } })
      .when(JACK, { type: 'move', to: 'NW' })
      .then((events) => expect(events[0]?.type).toBe('CharacterEscaped'));
    // a4 → b5? no: b6 is 2 away by street, b7 3, out 4.
    ready({ positions: { holmes: 'a4' } }).when(JACK, { type: 'move', to: 'NW' }).thenRejected('out-of-reach');
  });

  it('a cordon blocks its exit', () => {
    const s = ready({ cordons: ['NW', 'SW'] });
    s.when(JACK, { type: 'move', to: 'NW' }).thenRejected('cordon-blocks-exit');
    expect(ofType(s.legal(JACK), 'move').map((m) => m.to)).not.toContain('NW');
  });

  it('no escape while the Witness card shows Visible', () => {
    ready({ witness: 'visible' }).when(JACK, { type: 'move', to: 'NW' }).thenRejected('witness-visible-no-escape');
  });

  it('only Jack’s own character, and only Jack’s player', () => {
    ready({ jack: 'gull' }).when(JACK, { type: 'move', to: 'NW' }).thenRejected('only-jack-escapes');
    const detective = detectiveHolmes({ jack: 'holmes', witness: 'invisible', positions: { holmes: 'b6' } });
    detective.when(DETECTIVE, { type: 'move', to: 'NW' }).thenRejected('only-jack-escapes');
    expect(ofType(detective.legal(DETECTIVE), 'move').some((m) => isExit(m.to))).toBe(false);
  });
});

describe('a character boxed in [R]', () => {
  // 2006 board, a5 covered: the five street hexes within 3 of b7 (b6, a5, c6, d7, a4) are taken.
  const boxed = { holmes: 'b7', smith: 'b6', lestrade: 'a5', goodley: 'c6', gull: 'd7', bert: 'a4' };
  const patch: Partial<MrJackState> = { positions: boxed, coveredManholes: ['a5', 'l12'], jack: 'watson' };

  it('stays put when it has nowhere to go, and its activation goes on', () => {
    const s = given(roundStart([...CARDS], { round: 2, ...patch }, { board: '2006' }))
      .when(JACK, { type: 'pick', character: 'holmes' })
      .accepted();
    expect(ofType(s.legal(JACK), 'move')).toEqual([{ type: 'move', to: 'b7' }]);
    s.when(JACK, { type: 'move', to: 'b7' }).then((events, state) => {
      expect(events[0]).toEqual({ type: 'CharacterStayed', character: 'holmes', hex: 'b7' });
      expect(eventTypes(events)).toContain('ActivationEnded');
      expect(state.positions.holmes).toBe('b7');
    });
  });

  it('the Detective may still accuse from there', () => {
    const s = detectiveHolmes(patch, { board: '2006' });
    expect(sorted(ofType(s.legal(DETECTIVE), 'accuse').map((a) => a.suspect))).toEqual(['bert', 'goodley', 'gull', 'lestrade', 'smith']);
  });

  it('staying is refused while any hex is free', () => {
    detectiveHolmes({ ...patch, positions: { ...boxed, bert: 'e3' } }, { board: '2006' })
      .when(DETECTIVE, { type: 'move', to: 'b7' })
      .thenRejected('must-leave-start-hex');
  });
});
