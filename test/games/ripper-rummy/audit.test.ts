/**
 * Audit of the module against the seed fragment and the spec: each test names the rule it checks.
 */
import { describe, expect, it } from 'vitest';
import { ripperRummy } from '../../../domain/games/ripper-rummy/index.js';
import { actAll, everyCard, table, types, viewOf } from './fixtures.js';

const fiveVictims = ['victim-kelly', 'victim-nichols', 'victim-chapman', 'victim-eddowes', 'victim-stride'];

describe('§7: after a hand is scored everything about it is public', () => {
  it('Commissioner Resigns discards still sealed when Ripper Escapes ends the hand are revealed to every seat', () => {
    const s = table({
      players: 3,
      hands: [['commissioner-resigns-1', 'gull-1'], ['jill-1', 'ripper-escapes'], ['druitt-5', 'druitt-4']],
      areas: [{ melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: fiveVictims }, {}, {}],
      turn: { seat: 0 },
    });
    const { state, events } = actAll(s, [
      [0, { type: 'play', card: 'commissioner-resigns-1' }],
      [2, { type: 'discard', card: 'druitt-4' }], // sealed
      [1, { type: 'ripper-escapes' }], // ends the hand before seat 1 chose
    ]);
    expect(types(events).slice(-4)).toEqual(['RipperEscapesPlayed', 'CommissionerDiscardsRevealed', 'HandScored', 'HandDealt']);
    // Every other seat's redacted history now says which card seat 2 gave up.
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(JSON.stringify(events.map((e) => ripperRummy.redact(e, viewer)))).toContain('druitt-4');
    }
    expect(events.find((e) => e.type === 'CommissionerDiscardsRevealed')).toEqual({
      type: 'CommissionerDiscardsRevealed',
      discards: [{ seat: 2, card: 'druitt-4' }],
    });
    expect(new Set(everyCard(state)).size).toBe(62);
  });

  it('when the game ends with that hand, the final view shows the revealed discard', () => {
    const s = {
      ...table({
        players: 3,
        hands: [['commissioner-resigns-1', 'gull-1'], ['jill-1', 'ripper-escapes'], ['druitt-5', 'druitt-4']],
        areas: [{ melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: fiveVictims }, {}, {}],
        turn: { seat: 0 },
      }),
      scores: [0, 80, 0],
    };
    const { state } = actAll(s, [
      [0, { type: 'play', card: 'commissioner-resigns-1' }],
      [2, { type: 'discard', card: 'druitt-4' }],
      [1, { type: 'ripper-escapes' }],
    ]);
    expect(ripperRummy.result(state)?.winners).toEqual([1]);
    expect(viewOf(state, 0).lastCommissionerDiscards).toEqual([{ seat: 2, card: 'druitt-4' }]);
    expect(viewOf(state, 0).discardPile.at(-1)).toBe('druitt-4');
  });
});
