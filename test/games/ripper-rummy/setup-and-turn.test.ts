import { describe, expect, it } from 'vitest';
import { ripperRummy } from '../../../domain/games/ripper-rummy/index.js';
import type { State } from '../../../domain/games/ripper-rummy/play/state.js';
import { gameSpec } from '../../support/games/game-spec.js';
import { everyCard, given, handScored, types } from './fixtures.js';

const start = (players: number, seed = 'setup'): State => gameSpec(ripperRummy, { options: { players } }).start(seed).state;

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
    given({ hands: [['druitt-1', 'gull-2'], ['jill-1']], dealer: 0, turn: { seat: 1, step: 'play' }, areas: [{}, { singles: ['victim-kelly'] }] })
      .when(1, { type: 'discard', card: 'jill-1' })
      .then((events, s) => {
        expect(types(events)).toEqual(['CardDiscarded', 'HandScored', 'HandDealt']);
        expect(s.handNumber).toBe(2);
        expect(s.dealer).toBe(1);
        expect(s.turn.seat).toBe(0);
        expect(s.areas).toEqual([
          { melds: [], singles: [] },
          { melds: [], singles: [] },
        ]);
        expect(s.hands.map((h) => h.length)).toEqual([10, 10]);
        expect(s.vote).toEqual({ calledBy: null, ballots: [] });
        expect(s.reshuffles).toBe(0);
      });
  });
});

describe('a turn (§3)', () => {
  const base = () =>
    given({
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
    const listed = base().legal(0);
    expect(listed).toContainEqual({ type: 'call-vote' });
    expect(listed).toContainEqual({ type: 'draw', from: 'deck' });
    expect(listed).toContainEqual({ type: 'draw', from: 'discard' });
    expect(listed.some((c) => c.type === 'discard' || c.type === 'play' || c.type === 'meld')).toBe(false);
    expect(base().legal(1)).toEqual([]);
  });

  it('draws the top of the draw pile', () => {
    base()
      .when(0, { type: 'draw', from: 'deck' })
      .then([{ type: 'CardDrawn', seat: 0, card: 'druitt-4', from: 'deck', reason: 'turn' }])
      .thenState((s) => {
        expect(s.hands[0]).toContain('druitt-4');
        expect(s.turn.step).toBe('play');
      });
  });

  it('draws only the top of the discard pile', () => {
    base()
      .when(0, { type: 'draw', from: 'discard' })
      .thenState((s) => {
        expect(s.hands[0]).toContain('pedachenko-1');
        expect(s.discardPile).toEqual(['letter-1']);
      });
  });

  it('refuses turn commands out of turn, playing before drawing, and drawing twice', () => {
    base().when(1, { type: 'draw', from: 'deck' }).thenRejected('not-your-turn');
    base().when(0, { type: 'discard', card: 'gull-1' }).thenRejected('must-draw-first');
    base().when(0, { type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-3'] }).thenRejected('must-draw-first');
    base().when(0, { type: 'play', card: 'gull-1' }).thenRejected('must-draw-first');
    const drawn = base().when(0, { type: 'draw', from: 'deck' }).accepted();
    drawn.when(0, { type: 'draw', from: 'deck' }).thenRejected('already-drew');
    drawn.when(0, { type: 'call-vote' }).thenRejected('vote-only-before-drawing');
  });

  it('forces the draw pile when the discard pile is empty', () => {
    const position = given({ hands: [['druitt-1'], ['jill-1']], discard: [], turn: { seat: 0, step: 'draw' } });
    position.when(0, { type: 'draw', from: 'discard' }).thenRejected('discard-pile-empty');
    expect(position.legal(0)).not.toContainEqual({ type: 'draw', from: 'discard' });
  });

  it('plays any number of actions, then a discard ends the turn and passes it clockwise', () => {
    const played = base()
      .when(0, { type: 'draw', from: 'deck' })
      .then((events) => expect(types(events)).toEqual(['CardDrawn']))
      .when(0, { type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-3'] })
      .then((events) => expect(types(events)).toEqual(['MeldPlayed']))
      .when(0, { type: 'play', card: 'druitt-4' })
      .then((events) => expect(types(events)).toEqual(['CardPlayed']));
    played.when(0, { type: 'play', card: 'druitt-4' }).thenRejected('card-not-in-hand');
    played
      .when(0, { type: 'discard', card: 'gull-1' })
      .then((events, s) => {
        expect(types(events)).toEqual(['CardDiscarded', 'TurnBegan']);
        expect(s.turn).toEqual({ seat: 1, step: 'draw', gavelPlayed: false, extraGavelPlayed: false, sceneGavel: null });
        expect(s.discardPile.at(-1)).toBe('gull-1');
      });
  });

  it('allows discarding the card just drawn from the discard pile (§8)', () => {
    base()
      .when(0, { type: 'draw', from: 'discard' })
      .when(0, { type: 'discard', card: 'pedachenko-1' })
      .thenState((s) => expect(s.discardPile.at(-1)).toBe('pedachenko-1'));
  });

  it('ends the hand when the last card is discarded (going out)', () => {
    given({ hands: [['gull-1'], ['jill-1', 'jill-2']], areas: [{ singles: ['victim-kelly'] }, {}], turn: { seat: 0 } })
      .when(0, { type: 'discard', card: 'gull-1' })
      .then((events) => expect(handScored(events).ending).toEqual({ reason: 'went-out', seat: 0 }));
  });

  it('ends the hand when the hand becomes empty while playing', () => {
    given({ hands: [['druitt-1', 'druitt-2', 'druitt-3'], ['jill-1']], areas: [{ singles: ['victim-kelly'] }, {}], turn: { seat: 0 } })
      .when(0, { type: 'meld', cards: ['druitt-3', 'druitt-1', 'druitt-2'] })
      .then((events) => expect(types(events)).toEqual(['MeldPlayed', 'HandScored', 'HandDealt']));
  });
});

describe('the secret vote (§3.1)', () => {
  const withMeld = (options = {}, seat = 1) =>
    given({
      players: 3,
      options,
      hands: [['druitt-1'], ['jill-1'], ['gull-1']],
      areas: [{}, { melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: ['victim-nichols'] }, {}],
      turn: { seat, step: 'draw' },
    });

  it('is called before drawing by a player with a meld of their own; everyone then votes at once', () => {
    const called = withMeld().when(1, { type: 'call-vote' }).accepted();
    expect(ripperRummy.pending(called.state).map((d) => [d.seat, d.kind])).toEqual([
      [0, 'vote'],
      [1, 'vote'],
      [2, 'vote'],
    ]);
    called.when(1, { type: 'draw', from: 'deck' }).thenRejected('waiting-for-votes');
    expect(called.legal(0).filter((c) => c.type === 'vote')).toHaveLength(7);
    const voted = called
      .when(2, { type: 'vote', suspect: 'gull' })
      .when(0, { type: 'vote', suspect: null })
      .accepted();
    expect(ripperRummy.pending(voted.state).map((d) => d.seat)).toEqual([1]);
    voted.when(2, { type: 'vote', suspect: 'eddy' }).thenRejected('already-voted');
    voted.when(1, { type: 'vote', suspect: 'eddy' }).thenState((s) => {
      expect(ripperRummy.pending(s)).toEqual([{ seat: 1, kind: 'turn', prompt: 'Draw a card.' }]);
      expect(s.vote.ballots).toHaveLength(3);
    });
  });

  it('needs the caller to have a meld of their own (default)', () => {
    const seat0 = withMeld({}, 0);
    seat0.when(0, { type: 'call-vote' }).thenRejected('vote-needs-own-meld');
    expect(seat0.legal(0)).not.toContainEqual({ type: 'call-vote' });
  });

  it('with voteCallerNeedsOwnMeld off, any meld on the table will do', () => {
    expect(withMeld({ voteCallerNeedsOwnMeld: false }, 0).legal(0)).toContainEqual({ type: 'call-vote' });
    given({ options: { voteCallerNeedsOwnMeld: false }, hands: [['druitt-1'], ['jill-1']], turn: { step: 'draw', seat: 0 } })
      .when(0, { type: 'call-vote' })
      .thenRejected('vote-needs-meld-on-table');
  });

  it('is called once per hand for the whole table', () => {
    withMeld()
      .when(1, { type: 'call-vote' })
      .when(0, { type: 'vote', suspect: 'eddy' })
      .when(1, { type: 'vote', suspect: 'eddy' })
      .when(2, { type: 'vote', suspect: 'eddy' })
      .when(1, { type: 'call-vote' })
      .thenRejected('vote-already-called');
  });

  it('refuses a vote nobody called', () => {
    withMeld().when(0, { type: 'vote', suspect: 'druitt' }).thenRejected('no-vote-called');
  });
});
