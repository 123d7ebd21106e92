import { describe, expect, it } from 'vitest';
import type { Event } from '../../../domain/games/ripper-rummy/play/events.js';
import { ripperRummy } from '../../../domain/games/ripper-rummy/index.js';
import type { State } from '../../../domain/games/ripper-rummy/play/state.js';
import { given, type TableSpec } from './fixtures.js';

const midHand: TableSpec = {
  players: 3,
  hands: [
    ['druitt-4', 'gull-1', 'ripper-escapes'],
    ['jill-1', 'jill-2'],
    ['letter-4', 'wild-2'],
  ],
  areas: [{ melds: [['druitt-1', 'druitt-2', 'druitt-3']], singles: ['victim-kelly'] }, { singles: [['alibi-royal', 'gull']] }, {}],
  discard: ['eddy-1', 'chapman-5'],
  drawTop: ['pedachenko-1', 'pedachenko-2'],
  turn: { seat: 0, step: 'draw' },
};

describe('view (§7)', () => {
  it('shows a seat its own hand, counts of the others, the public table and piles', () => {
    given(midHand).thenView(0, (v) => {
      expect(v.viewer).toBe(0);
      expect(v.yourHand).toEqual(['druitt-4', 'gull-1', 'ripper-escapes']);
      expect(v.handCounts).toEqual([3, 2, 2]);
      expect(v.discardPile).toEqual(['eddy-1', 'chapman-5']);
      expect(v.drawPileCount).toBe(62 - 7 - 5 - 2);
      expect(v.areas[0]?.melds[0]?.suit).toBe('druitt');
      expect(v.areas[1]?.singles).toEqual([{ card: 'alibi-royal', suspect: 'gull' }]);
      expect(v.activeAlibi).toEqual({ seat: 1, card: 'alibi-royal', suspect: 'gull' });
      expect(v.turn).toMatchObject({ seat: 0, step: 'draw' });
      expect(v.suspects.find((x) => x.id === 'druitt')).toMatchObject({ total: 6, alibi: false });
      expect(v.victimsInPlay).toBe(1);
      expect(v.catalogue).toHaveLength(62);
    });
  });

  it('never contains another hand, the draw pile order or the seed', () => {
    const position = given(midHand);
    for (const viewer of [1, 2, 'spectator'] as const) {
      const view = position.view(viewer);
      const withoutCatalogue = JSON.stringify({ ...view, catalogue: [] });
      expect(withoutCatalogue).not.toContain('druitt-4');
      expect(withoutCatalogue).not.toContain('ripper-escapes');
      expect(withoutCatalogue).not.toContain('pedachenko-1');
      expect(JSON.stringify(view)).not.toMatch(/seed/i);
    }
    expect(position.view('spectator').yourHand).toBeNull();
  });

  it('shows that a vote was called and who has voted, but only the viewer its own vote until scoring', () => {
    const voting = given(midHand)
      .when(0, { type: 'call-vote' })
      .when(2, { type: 'vote', suspect: 'pedachenko' })
      .when(0, { type: 'vote', suspect: 'druitt' })
      .thenView(1, (v) => expect(v.vote).toEqual({ called: true, calledBy: 0, voted: [0, 2], yourVote: null }))
      .thenView(2, (v) => expect(v.vote.yourVote).toEqual({ suspect: 'pedachenko' }));
    const s = voting.state;
    const otherVotes: State = { ...s, vote: { ...s.vote, ballots: s.vote.ballots.map((b) => ({ ...b, suspect: 'eddy' })) } };
    expect(ripperRummy.view(otherVotes, 1)).toEqual(voting.view(1));
    expect(ripperRummy.view(otherVotes, 2)).not.toEqual(voting.view(2));
  });

  it('after a hand is scored, reveals its hands and votes and a breakdown per player', () => {
    given({
      players: 3,
      hands: [['druitt-4'], ['jill-1', 'jill-2'], ['letter-4']],
      areas: [{ melds: [['druitt-1', 'druitt-2', 'druitt-3']], singles: ['victim-kelly'] }, {}, {}],
      drawTop: ['pedachenko-1'],
      turn: { seat: 0, step: 'draw' },
    })
      .when(0, { type: 'call-vote' })
      .when(0, { type: 'vote', suspect: 'druitt' })
      .when(1, { type: 'vote', suspect: null })
      .when(2, { type: 'vote', suspect: 'gull' })
      .when(0, { type: 'draw', from: 'deck' })
      .when(0, { type: 'play', card: 'druitt-4' })
      .when(0, { type: 'discard', card: 'pedachenko-1' })
      .then((events) => {
        const scored = events.find((e) => e.type === 'HandScored');
        expect(scored).toBeDefined();
        if (scored) expect(ripperRummy.redact(scored, 'spectator')).toEqual(scored);
      })
      .thenView(1, (v) => {
        expect(v.hand).toBe(2);
        expect(v.lastReveal).toEqual({
          hand: 1,
          hands: [[], ['jill-1', 'jill-2'], ['letter-4']],
          votes: [
            { seat: 0, suspect: 'druitt' },
            { seat: 1, suspect: null },
            { seat: 2, suspect: 'gull' },
          ],
        });
        expect(v.scoredHands[0]).toMatchObject({ ripper: 'druitt', scoring: 'normal' });
        expect(v.scoredHands[0]?.players).toEqual([
          { seat: 0, cards: 9, doubles: 8, excused: [], deductions: 0, voteBonus: 10, escapeBonus: 0, total: 27 },
          { seat: 1, cards: 0, doubles: 0, excused: [], deductions: -4, voteBonus: 0, escapeBonus: 0, total: -4 },
          { seat: 2, cards: 0, doubles: 0, excused: [], deductions: -3, voteBonus: 0, escapeBonus: 0, total: -3 },
        ]);
        expect(v.scores).toEqual([27, -4, -3]);
      });
  });
});

describe('redacted history (§7)', () => {
  const deal: Event = {
    type: 'HandDealt',
    hand: 1,
    dealer: 1,
    hands: [
      ['druitt-1', 'gull-1'],
      ['jill-1', 'jill-2'],
    ],
    drawPile: ['letter-1', 'letter-2'],
    discardPile: ['eddy-1'],
  };

  it('reduces a deal to the viewer own hand and counts', () => {
    expect(ripperRummy.redact(deal, 0)).toEqual({
      type: 'HandDealt',
      hand: 1,
      dealer: 1,
      handCounts: [2, 2],
      drawPileCount: 2,
      discardPile: ['eddy-1'],
      yourHand: ['druitt-1', 'gull-1'],
    });
    expect(ripperRummy.redact(deal, 'spectator')).toMatchObject({ yourHand: null });
    expect(JSON.stringify(ripperRummy.redact(deal, 1))).not.toMatch(/druitt-1|letter-1/);
  });

  it('hides a card drawn from the draw pile from everyone but the drawer; discard-pile draws are public', () => {
    const drawn: Event = { type: 'CardDrawn', seat: 0, card: 'letter-2', from: 'deck', reason: 'turn' };
    expect(ripperRummy.redact(drawn, 0)).toEqual(drawn);
    expect(ripperRummy.redact(drawn, 1)).toEqual({ type: 'CardDrawn', seat: 0, from: 'deck', reason: 'turn' });
    const fromDiscard: Event = { type: 'CardDrawn', seat: 0, card: 'eddy-1', from: 'discard', reason: 'turn' };
    expect(ripperRummy.redact(fromDiscard, 1)).toEqual(fromDiscard);
  });

  it('reduces shuffles to counts and hides other seats votes and sealed discards', () => {
    expect(ripperRummy.redact({ type: 'DrawPileRebuilt', drawPile: ['a', 'b'], kept: null }, 0)).toEqual({ type: 'DrawPileRebuilt', drawPileCount: 2, kept: null });
    expect(ripperRummy.redact({ type: 'DrawPileShuffled', drawPile: ['a', 'b', 'c'] }, 0)).toEqual({ type: 'DrawPileShuffled', drawPileCount: 3 });
    expect(ripperRummy.redact({ type: 'VoteCast', seat: 1, suspect: 'gull' }, 0)).toEqual({ type: 'VoteCast', seat: 1 });
    expect(ripperRummy.redact({ type: 'VoteCast', seat: 1, suspect: 'gull' }, 1)).toEqual({ type: 'VoteCast', seat: 1, suspect: 'gull' });
    expect(ripperRummy.redact({ type: 'CommissionerDiscardChosen', seat: 1, card: 'gull-2' }, 'spectator')).toEqual({ type: 'CommissionerDiscardChosen', seat: 1 });
  });

  it('keeps public events as they are', () => {
    const e: Event = { type: 'SceneSearched', seat: 0, scene: 'scene-bucks-row', card: 'eddy-1' };
    expect(ripperRummy.redact(e, 1)).toEqual(e);
  });
});

describe('timeoutCommand (deadline fallbacks)', () => {
  it('draws from the draw pile at the draw step', () => {
    expect(ripperRummy.timeoutCommand(given(midHand).state, 0)).toEqual({ type: 'draw', from: 'deck' });
  });

  it('discards the card that would cost the most at the play step', () => {
    const playing = given({ ...midHand, turn: { seat: 0, step: 'play' } }).state;
    // druitt-4 is related to the Druitt meld (costs 0), gull-1 costs 2, Ripper Escapes 2 × 1 Victim = 2: first in catalogue order wins.
    expect(ripperRummy.timeoutCommand(playing, 0)).toEqual({ type: 'discard', card: 'gull-1' });
    const costly = given({ hands: [['jill-1', 'suspect-gull', 'letter-4'], ['gull-2']], turn: { seat: 0 } }).state;
    expect(ripperRummy.timeoutCommand(costly, 0)).toEqual({ type: 'discard', card: 'letter-4' });
  });

  it('abstains from a vote, discards the cheapest card for Commissioner Resigns, passes a window', () => {
    const voting = given(midHand).when(0, { type: 'call-vote' }).accepted().state;
    expect(ripperRummy.timeoutCommand(voting, 2)).toEqual({ type: 'vote', suspect: null });

    const resigning = given({ hands: [['commissioner-resigns-1', 'gull-1'], ['ripper-escapes', 'suspect-gull', 'letter-4', 'jill-1']], turn: { seat: 0 } })
      .when(0, { type: 'play', card: 'commissioner-resigns-1' })
      .accepted().state;
    expect(ripperRummy.timeoutCommand(resigning, 1)).toEqual({ type: 'discard', card: 'ripper-escapes' }); // 0 Victims: costs 0

    const windowOpen = given({
      hands: [['commissioner-resigns-1', 'gull-1'], ['jill-1']],
      areas: [{ melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: ['victim-kelly', 'victim-nichols', 'victim-chapman', 'victim-eddowes', 'victim-stride'] }, {}],
      turn: { seat: 0 },
    })
      .when(0, { type: 'play', card: 'commissioner-resigns-1' })
      .when(1, { type: 'discard', card: 'jill-1' })
      .accepted().state;
    expect(ripperRummy.timeoutCommand(windowOpen, 1)).toEqual({ type: 'pass' });
  });

  it('always answers a pending seat with one of its legal commands', () => {
    const position = given(midHand);
    for (const d of ripperRummy.pending(position.state)) expect(position.legal(d.seat)).toContainEqual(ripperRummy.timeoutCommand(position.state, d.seat));
  });
});
