import { describe, expect, it } from 'vitest';
import { startGame } from '../../../domain/engine/decider.js';
import { createRng } from '../../../domain/engine/rng.js';
import { ripperRummy } from '../../../domain/games/ripper-rummy/index.js';
import type { State } from '../../../domain/games/ripper-rummy/state.js';
import { act, actAll, everyCard, has, legal, rejection, table, types } from './fixtures.js';

function start(players: number, seed = 'setup'): State {
  const options = ripperRummy.options.parse({ players });
  return startGame(ripperRummy, options, players, createRng(seed, 1)).state as State;
}

describe('setup and hands (§2)', () => {
  it.each([
    [2, 10],
    [3, 9],
    [4, 8],
  ])('deals %i players %i cards each, turns one card face up, the rest is the draw pile', (players, perPlayer) => {
    const s = start(players);
    expect(s.hands.map((h) => h.length)).toEqual(Array(players).fill(perPlayer));
    expect(s.discardPile).toHaveLength(1);
    expect(s.drawPile).toHaveLength(62 - players * perPlayer - 1);
    expect(new Set(everyCard(s)).size).toBe(62);
    expect(s.handNumber).toBe(1);
  });

  it('chooses the first dealer at random; the player left of the dealer moves first', () => {
    const dealers = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = start(4, `dealer-${i}`);
      dealers.add(s.dealer);
      expect(s.turn).toEqual({ seat: (s.dealer + 1) % 4, step: 'draw', gavelPlayed: false, extraGavelPlayed: false, sceneGavel: null });
      expect(ripperRummy.pending(s)).toEqual([{ seat: (s.dealer + 1) % 4, kind: 'turn', prompt: 'Draw a card.' }]);
    }
    expect(dealers.size).toBe(4);
  });

  it('shuffles differently with different seeds', () => {
    expect(start(2, 'a').hands).not.toEqual(start(2, 'b').hands);
  });

  it('passes the deal clockwise for the next hand, with a fresh table', () => {
    // Seat 1 goes out by discarding its last card.
    const s = table({ hands: [['druitt-1', 'gull-2'], ['jill-1']], dealer: 0, turn: { seat: 1, step: 'play' }, areas: [{}, { singles: ['victim-kelly'] }] });
    const { state, events } = act(s, 1, { type: 'discard', card: 'jill-1' });
    expect(types(events)).toEqual(['CardDiscarded', 'HandScored', 'HandDealt']);
    expect(state.handNumber).toBe(2);
    expect(state.dealer).toBe(1);
    expect(state.turn.seat).toBe(0);
    expect(state.areas).toEqual([
      { melds: [], singles: [] },
      { melds: [], singles: [] },
    ]);
    expect(state.hands.map((h) => h.length)).toEqual([10, 10]);
    expect(state.vote).toEqual({ calledBy: null, ballots: [] });
    expect(state.reshuffles).toBe(0);
  });
});

describe('a turn (§3)', () => {
  const base = () =>
    table({
      hands: [
        ['druitt-1', 'druitt-2', 'druitt-3', 'gull-1', 'gull-2'],
        ['jill-1', 'jill-2', 'chapman-1'],
      ],
      areas: [{ melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: ['victim-nichols'] }, {}],
      discard: ['letter-1', 'pedachenko-1'],
      drawTop: ['druitt-4'],
      turn: { seat: 0, step: 'draw' },
    });

  it('lists call-vote and both draws at the draw step', () => {
    const l = legal(base(), 0);
    expect(has(l, { type: 'call-vote' })).toBe(true);
    expect(has(l, { type: 'draw', from: 'deck' })).toBe(true);
    expect(has(l, { type: 'draw', from: 'discard' })).toBe(true);
    expect(l.some((c) => c.type === 'discard' || c.type === 'play' || c.type === 'meld')).toBe(false);
    expect(legal(base(), 1)).toEqual([]);
  });

  it('draws the top of the draw pile', () => {
    const { state, events } = act(base(), 0, { type: 'draw', from: 'deck' });
    expect(events).toEqual([{ type: 'CardDrawn', seat: 0, card: 'druitt-4', from: 'deck', reason: 'turn' }]);
    expect(state.hands[0]).toContain('druitt-4');
    expect(state.turn.step).toBe('play');
  });

  it('draws only the top of the discard pile', () => {
    const { state } = act(base(), 0, { type: 'draw', from: 'discard' });
    expect(state.hands[0]).toContain('pedachenko-1');
    expect(state.discardPile).toEqual(['letter-1']);
  });

  it('refuses turn commands out of turn, playing before drawing, and drawing twice', () => {
    expect(rejection(base(), 1, { type: 'draw', from: 'deck' })).toBe('not-your-turn');
    expect(rejection(base(), 0, { type: 'discard', card: 'gull-1' })).toBe('must-draw-first');
    expect(rejection(base(), 0, { type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-3'] })).toBe('must-draw-first');
    expect(rejection(base(), 0, { type: 'play', card: 'gull-1' })).toBe('must-draw-first');
    const drawn = act(base(), 0, { type: 'draw', from: 'deck' }).state;
    expect(rejection(drawn, 0, { type: 'draw', from: 'deck' })).toBe('already-drew');
    expect(rejection(drawn, 0, { type: 'call-vote' })).toBe('vote-only-before-drawing');
  });

  it('forces the draw pile when the discard pile is empty', () => {
    const s = table({ hands: [['druitt-1'], ['jill-1']], discard: [], turn: { seat: 0, step: 'draw' } });
    expect(rejection(s, 0, { type: 'draw', from: 'discard' })).toBe('discard-pile-empty');
    expect(has(legal(s, 0), { type: 'draw', from: 'discard' })).toBe(false);
  });

  it('plays any number of actions, then a discard ends the turn and passes it clockwise', () => {
    const { state, events } = actAll(base(), [
      [0, { type: 'draw', from: 'deck' }],
      [0, { type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-3'] }],
      [0, { type: 'play', card: 'druitt-4' }],
    ]);
    expect(types(events)).toEqual(['CardDrawn', 'MeldPlayed', 'CardPlayed']);
    expect(rejection(state, 0, { type: 'play', card: 'druitt-4' })).toBe('card-not-in-hand');
    const after = act(state, 0, { type: 'discard', card: 'gull-1' });
    expect(types(after.events)).toEqual(['CardDiscarded', 'TurnBegan']);
    expect(after.state.turn).toEqual({ seat: 1, step: 'draw', gavelPlayed: false, extraGavelPlayed: false, sceneGavel: null });
    expect(after.state.discardPile.at(-1)).toBe('gull-1');
  });

  it('allows discarding the card just drawn from the discard pile (§8)', () => {
    const drawn = act(base(), 0, { type: 'draw', from: 'discard' }).state;
    const { state } = act(drawn, 0, { type: 'discard', card: 'pedachenko-1' });
    expect(state.discardPile.at(-1)).toBe('pedachenko-1');
  });

  it('ends the hand when the last card is discarded (going out)', () => {
    const s = table({ hands: [['gull-1'], ['jill-1', 'jill-2']], areas: [{ singles: ['victim-kelly'] }, {}], turn: { seat: 0 } });
    const { events } = act(s, 0, { type: 'discard', card: 'gull-1' });
    const scored = events.find((e) => e.type === 'HandScored');
    expect(scored && scored.type === 'HandScored' && scored.score.ending).toEqual({ reason: 'went-out', seat: 0 });
  });

  it('ends the hand when the hand becomes empty while playing', () => {
    const s = table({
      hands: [['druitt-1', 'druitt-2', 'druitt-3'], ['jill-1']],
      areas: [{ singles: ['victim-kelly'] }, {}],
      turn: { seat: 0 },
    });
    const { events } = act(s, 0, { type: 'meld', cards: ['druitt-3', 'druitt-1', 'druitt-2'] });
    expect(types(events)).toEqual(['MeldPlayed', 'HandScored', 'HandDealt']);
  });
});

describe('the secret vote (§3.1)', () => {
  const withMeld = (options = {}) =>
    table({
      players: 3,
      options,
      hands: [['druitt-1'], ['jill-1'], ['gull-1']],
      areas: [{}, { melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: ['victim-nichols'] }, {}],
      turn: { seat: 1, step: 'draw' },
    });

  it('is called before drawing by a player with a meld of their own; everyone then votes at once', () => {
    const { state } = act(withMeld(), 1, { type: 'call-vote' });
    expect(ripperRummy.pending(state).map((d) => [d.seat, d.kind])).toEqual([
      [0, 'vote'],
      [1, 'vote'],
      [2, 'vote'],
    ]);
    expect(rejection(state, 1, { type: 'draw', from: 'deck' })).toBe('waiting-for-votes');
    expect(legal(state, 0).filter((c) => c.type === 'vote')).toHaveLength(7);
    const voted = actAll(state, [
      [2, { type: 'vote', suspect: 'gull' }],
      [0, { type: 'vote', suspect: null }],
    ]).state;
    expect(ripperRummy.pending(voted).map((d) => d.seat)).toEqual([1]);
    expect(rejection(voted, 2, { type: 'vote', suspect: 'eddy' })).toBe('already-voted');
    const done = act(voted, 1, { type: 'vote', suspect: 'eddy' }).state;
    expect(ripperRummy.pending(done)).toEqual([{ seat: 1, kind: 'turn', prompt: 'Draw a card.' }]);
    expect(done.vote.ballots).toHaveLength(3);
  });

  it('needs the caller to have a meld of their own (default)', () => {
    const s = { ...withMeld(), turn: { ...withMeld().turn, seat: 0 } };
    expect(rejection(s, 0, { type: 'call-vote' })).toBe('vote-needs-own-meld');
    expect(has(legal(s, 0), { type: 'call-vote' })).toBe(false);
  });

  it('with voteCallerNeedsOwnMeld off, any meld on the table will do', () => {
    const s0 = withMeld({ voteCallerNeedsOwnMeld: false });
    const s = { ...s0, turn: { ...s0.turn, seat: 0 } };
    expect(has(legal(s, 0), { type: 'call-vote' })).toBe(true);
    const bare = table({ options: { voteCallerNeedsOwnMeld: false }, hands: [['druitt-1'], ['jill-1']], turn: { step: 'draw', seat: 0 } });
    expect(rejection(bare, 0, { type: 'call-vote' })).toBe('vote-needs-meld-on-table');
  });

  it('is called once per hand for the whole table', () => {
    const { state } = actAll(withMeld(), [
      [1, { type: 'call-vote' }],
      [0, { type: 'vote', suspect: 'eddy' }],
      [1, { type: 'vote', suspect: 'eddy' }],
      [2, { type: 'vote', suspect: 'eddy' }],
    ]);
    expect(rejection(state, 1, { type: 'call-vote' })).toBe('vote-already-called');
  });

  it('refuses a vote nobody called', () => {
    expect(rejection(withMeld(), 0, { type: 'vote', suspect: 'druitt' })).toBe('no-vote-called');
  });
});
