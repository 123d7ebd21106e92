/** One test per row of the rules' interpretation table (§8). */
import { describe, expect, it } from 'vitest';
import { scoreHand } from '../../../domain/games/ripper-rummy/rules/scoring.js';
import { ripperRummy } from '../../../domain/games/ripper-rummy/index.js';
import { act, actAll, has, legal, rejection, table, types } from './fixtures.js';

const meldArea = { melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: ['victim-nichols'] };

describe('§8 interpretations', () => {
  it('"once per hand" vote: one vote call per hand for the whole table', () => {
    const s = table({ hands: [['gull-1'], ['jill-1', 'jill-2']], areas: [meldArea, { melds: [['druitt-1', 'druitt-2', 'druitt-3']] }], turn: { seat: 0, step: 'draw' } });
    const { state } = actAll(s, [
      [0, { type: 'call-vote' }],
      [0, { type: 'vote', suspect: 'eddy' }],
      [1, { type: 'vote', suspect: 'druitt' }],
      [0, { type: 'draw', from: 'deck' }],
      [0, { type: 'discard', card: 'gull-1' }],
    ]);
    // Seat 1 has its own meld but the table's one vote was used.
    expect(state.turn.seat).toBe(1);
    expect(rejection(state, 1, { type: 'call-vote' })).toBe('vote-already-called');
  });

  it('who may call: a player with a meld in their own area (option: any meld on the table)', () => {
    const s = (own: boolean) => table({ options: { voteCallerNeedsOwnMeld: own }, hands: [['gull-1'], ['jill-1']], areas: [{}, meldArea], turn: { seat: 0, step: 'draw' } });
    expect(rejection(s(true), 0, { type: 'call-vote' })).toBe('vote-needs-own-meld');
    expect(has(legal(s(false), 0), { type: 'call-vote' })).toBe(true);
  });

  it('draw from discard: top card only; a Scene is how you take a deeper card', () => {
    const s = table({ hands: [['scene-bucks-row', 'gull-1'], ['jill-1']], areas: [{}, meldArea], discard: ['letter-1', 'druitt-4'], turn: { seat: 0, step: 'draw' } });
    const drew = act(s, 0, { type: 'draw', from: 'discard' });
    expect(drew.events[0]).toMatchObject({ card: 'druitt-4' });
    const s2 = { ...s, turn: { ...s.turn, step: 'play' as const } };
    expect(has(legal(s2, 0), { type: 'play', card: 'scene-bucks-row', take: 'letter-1' })).toBe(true);
  });

  it('discarding the card just drawn from the discard pile is allowed', () => {
    const s = table({ hands: [['gull-1', 'gull-2'], ['jill-1']], discard: ['letter-1'], turn: { seat: 0, step: 'draw' } });
    const { state } = actAll(s, [
      [0, { type: 'draw', from: 'discard' }],
      [0, { type: 'discard', card: 'letter-1' }],
    ]);
    expect(state.discardPile).toEqual(['letter-1']);
  });

  it('reshuffle: the whole discard pile (option: keep the top card)', () => {
    const dry = (keep: boolean) => table({ options: { reshuffleKeepsTopDiscard: keep }, hands: [['gull-1'], ['jill-1']], drawTop: [], drawOnly: true, turn: { seat: 0, step: 'draw' } });
    const whole = act(dry(false), 0, { type: 'draw', from: 'deck' });
    expect(whole.state.discardPile).toEqual([]);
    const kept = act(dry(true), 0, { type: 'draw', from: 'deck' });
    expect(kept.state.discardPile).toEqual([dry(true).discardPile.at(-1)]);
  });

  it('"no cards on the table" means the play areas, checked per play (the discard pile does not count)', () => {
    const s = table({ hands: [['druitt-1', 'druitt-2', 'druitt-3', 'victim-kelly'], ['jill-1']], discard: ['victim-stride', 'scene-bucks-row'], turn: { seat: 0 } });
    expect(rejection(s, 0, { type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-3'] })).toBe('table-empty-gavel-only');
    const { state } = act(s, 0, { type: 'play', card: 'victim-kelly' });
    expect(has(legal(state, 0), { type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-3'] })).toBe(true);
  });

  it('two melds of the same suit are allowed', () => {
    const s = table({ hands: [['eddy-4', 'eddy-5', 'wild-1', 'gull-1'], ['jill-1']], areas: [meldArea, {}], turn: { seat: 0 } });
    const { state } = act(s, 0, { type: 'meld', cards: ['eddy-4', 'eddy-5', 'wild-1'] });
    expect(state.areas[0]?.melds.map((m) => m.suit)).toEqual(['eddy', 'eddy']);
  });

  it('"once per hand" across deals: the state resets every hand', () => {
    const s = table({ hands: [['eddy-4'], ['jill-1', 'jill-2']], areas: [meldArea, {}], discard: ['letter-1'], turn: { seat: 0, step: 'draw' }, dealer: 1 });
    const { state } = actAll(s, [
      [0, { type: 'call-vote' }],
      [0, { type: 'vote', suspect: 'eddy' }],
      [1, { type: 'vote', suspect: 'eddy' }],
      [0, { type: 'draw', from: 'discard' }],
      [0, { type: 'play', card: 'eddy-4' }],
      [0, { type: 'discard', card: 'letter-1' }], // goes out
    ]);
    expect(state.handNumber).toBe(2);
    expect(state.vote).toEqual({ calledBy: null, ballots: [] });
    expect(state.reshuffles).toBe(0);
    // The new hand's first player is refused for want of a meld, no longer because a vote was called.
    expect(rejection(state, state.turn.seat, { type: 'call-vote' })).toBe('vote-needs-own-meld');
  });

  it('Scene/Victim "steal matching card": an option, off by default', () => {
    expect(ripperRummy.options.parse({}).sceneStealsMatchingCard).toBe(false);
    const s = (on: boolean) => table({ options: { sceneStealsMatchingCard: on }, hands: [['scene-bucks-row', 'gull-1'], ['jill-1']], areas: [{}, { singles: ['victim-nichols'] }], discard: [], turn: { seat: 0 } });
    expect(types(act(s(false), 0, { type: 'play', card: 'scene-bucks-row' }).events)).toEqual(['CardPlayed']);
    expect(types(act(s(true), 0, { type: 'play', card: 'scene-bucks-row' }).events)).toEqual(['CardPlayed', 'MatchingCardTaken']);
  });

  it('Ripper Escapes after someone goes out: no window (option to allow one)', () => {
    expect(ripperRummy.options.parse({}).escapeWindowAfterGoingOut).toBe(false);
    const five = ['victim-kelly', 'victim-nichols', 'victim-chapman', 'victim-eddowes', 'victim-stride'];
    const s = (on: boolean) => table({ options: { escapeWindowAfterGoingOut: on }, hands: [['gull-1'], ['ripper-escapes']], areas: [{ singles: five }, {}], turn: { seat: 0 } });
    expect(types(act(s(false), 0, { type: 'discard', card: 'gull-1' }).events)).toContain('HandScored');
    expect(types(act(s(true), 0, { type: 'discard', card: 'gull-1' }).events)).toEqual(['CardDiscarded', 'EscapeWindowOpened']);
  });

  it('a missing vote at a deadline counts as no vote', () => {
    const s = table({ hands: [['gull-1'], ['jill-1', 'jill-2']], areas: [meldArea, {}], turn: { seat: 0, step: 'draw' } });
    const voting = actAll(s, [
      [0, { type: 'call-vote' }],
      [0, { type: 'vote', suspect: 'eddy' }],
    ]).state;
    const fallback = ripperRummy.timeoutCommand(voting, 1);
    expect(fallback).toEqual({ type: 'vote', suspect: null });
    const after = act(voting, 1, fallback).state;
    const { score } = scoreHand(after, { reason: 'went-out', seat: 0 });
    expect(score.ripper).toBe('eddy');
    expect(score.players.map((p) => p.voteBonus)).toEqual([10, 0]);
  });
});
