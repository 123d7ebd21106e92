/** One test per row of the rules' interpretation table (§8). */
import { describe, expect, it } from 'vitest';
import { ripperRummy } from '../../../domain/games/ripper-rummy/index.js';
import { scoreHand } from '../../../domain/games/ripper-rummy/rules/scoring.js';
import { given, table, types } from './fixtures.js';

const meldArea = { melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: ['victim-nichols'] };

describe('§8 interpretations', () => {
  it('"once per hand" vote: one vote call per hand for the whole table', () => {
    given({ hands: [['gull-1'], ['jill-1', 'jill-2']], areas: [meldArea, { melds: [['druitt-1', 'druitt-2', 'druitt-3']] }], turn: { seat: 0, step: 'draw' } })
      .when(0, { type: 'call-vote' })
      .when(0, { type: 'vote', suspect: 'eddy' })
      .when(1, { type: 'vote', suspect: 'druitt' })
      .when(0, { type: 'draw', from: 'deck' })
      .when(0, { type: 'discard', card: 'gull-1' })
      .thenState((s) => expect(s.turn.seat).toBe(1))
      // Seat 1 has its own meld but the table's one vote was used.
      .when(1, { type: 'call-vote' })
      .thenRejected('vote-already-called');
  });

  it('who may call: a player with a meld in their own area (option: any meld on the table)', () => {
    const position = (own: boolean) =>
      given({ options: { voteCallerNeedsOwnMeld: own }, hands: [['gull-1'], ['jill-1']], areas: [{}, meldArea], turn: { seat: 0, step: 'draw' } });
    position(true).when(0, { type: 'call-vote' }).thenRejected('vote-needs-own-meld');
    expect(position(false).legal(0)).toContainEqual({ type: 'call-vote' });
  });

  it('draw from discard: top card only; a Scene is how you take a deeper card', () => {
    const position = { hands: [['scene-bucks-row', 'gull-1'], ['jill-1']], areas: [{}, meldArea], discard: ['letter-1', 'druitt-4'] };
    given({ ...position, turn: { seat: 0, step: 'draw' } })
      .when(0, { type: 'draw', from: 'discard' })
      .then((events) => expect(events[0]).toMatchObject({ card: 'druitt-4' }));
    expect(given({ ...position, turn: { seat: 0, step: 'play' } }).legal(0)).toContainEqual({ type: 'play', card: 'scene-bucks-row', take: 'letter-1' });
  });

  it('discarding the card just drawn from the discard pile is allowed', () => {
    given({ hands: [['gull-1', 'gull-2'], ['jill-1']], discard: ['letter-1'], turn: { seat: 0, step: 'draw' } })
      .when(0, { type: 'draw', from: 'discard' })
      .when(0, { type: 'discard', card: 'letter-1' })
      .thenState((s) => expect(s.discardPile).toEqual(['letter-1']));
  });

  it('reshuffle: the whole discard pile (option: keep the top card)', () => {
    const dry = (keep: boolean) =>
      table({ options: { reshuffleKeepsTopDiscard: keep }, hands: [['gull-1'], ['jill-1']], drawTop: [], drawOnly: true, turn: { seat: 0, step: 'draw' } });
    given(dry(false))
      .when(0, { type: 'draw', from: 'deck' })
      .thenState((s) => expect(s.discardPile).toEqual([]));
    given(dry(true))
      .when(0, { type: 'draw', from: 'deck' })
      .thenState((s) => expect(s.discardPile).toEqual([dry(true).discardPile.at(-1)]));
  });

  it('"no cards on the table" means the play areas, checked per play (the discard pile does not count)', () => {
    const position = given({ hands: [['druitt-1', 'druitt-2', 'druitt-3', 'victim-kelly'], ['jill-1']], discard: ['victim-stride', 'scene-bucks-row'], turn: { seat: 0 } });
    position.when(0, { type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-3'] }).thenRejected('table-empty-gavel-only');
    const victimPlayed = position.when(0, { type: 'play', card: 'victim-kelly' }).accepted();
    expect(victimPlayed.legal(0)).toContainEqual({ type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-3'] });
  });

  it('two melds of the same suit are allowed', () => {
    given({ hands: [['eddy-4', 'eddy-5', 'wild-1', 'gull-1'], ['jill-1']], areas: [meldArea, {}], turn: { seat: 0 } })
      .when(0, { type: 'meld', cards: ['eddy-4', 'eddy-5', 'wild-1'] })
      .thenState((s) => expect(s.areas[0]?.melds.map((m) => m.suit)).toEqual(['eddy', 'eddy']));
  });

  it('"once per hand" across deals: the state resets every hand', () => {
    const nextHand = given({ hands: [['eddy-4'], ['jill-1', 'jill-2']], areas: [meldArea, {}], discard: ['letter-1'], turn: { seat: 0, step: 'draw' }, dealer: 1 })
      .when(0, { type: 'call-vote' })
      .when(0, { type: 'vote', suspect: 'eddy' })
      .when(1, { type: 'vote', suspect: 'eddy' })
      .when(0, { type: 'draw', from: 'discard' })
      .when(0, { type: 'play', card: 'eddy-4' })
      .when(0, { type: 'discard', card: 'letter-1' }) // goes out
      .thenState((s) => {
        expect(s.handNumber).toBe(2);
        expect(s.vote).toEqual({ calledBy: null, ballots: [] });
        expect(s.reshuffles).toBe(0);
      });
    // The next hand's first player is refused for want of a meld, not because a vote was called.
    nextHand.when(nextHand.state.turn.seat, { type: 'call-vote' }).thenRejected('vote-needs-own-meld');
  });

  it('Scene/Victim "steal matching card": an option, off by default', () => {
    expect(ripperRummy.options.parse({}).sceneStealsMatchingCard).toBe(false);
    const position = (on: boolean) =>
      given({ options: { sceneStealsMatchingCard: on }, hands: [['scene-bucks-row', 'gull-1'], ['jill-1']], areas: [{}, { singles: ['victim-nichols'] }], discard: [], turn: { seat: 0 } });
    position(false)
      .when(0, { type: 'play', card: 'scene-bucks-row' })
      .then((events) => expect(types(events)).toEqual(['CardPlayed']));
    position(true)
      .when(0, { type: 'play', card: 'scene-bucks-row' })
      .then((events) => expect(types(events)).toEqual(['CardPlayed', 'MatchingCardTaken']));
  });

  it('Ripper Escapes after someone goes out: no window (option to allow one)', () => {
    expect(ripperRummy.options.parse({}).escapeWindowAfterGoingOut).toBe(false);
    const five = ['victim-kelly', 'victim-nichols', 'victim-chapman', 'victim-eddowes', 'victim-stride'];
    const position = (on: boolean) =>
      given({ options: { escapeWindowAfterGoingOut: on }, hands: [['gull-1'], ['ripper-escapes']], areas: [{ singles: five }, {}], turn: { seat: 0 } });
    position(false)
      .when(0, { type: 'discard', card: 'gull-1' })
      .then((events) => expect(types(events)).toContain('HandScored'));
    position(true)
      .when(0, { type: 'discard', card: 'gull-1' })
      .then((events) => expect(types(events)).toEqual(['CardDiscarded', 'EscapeWindowOpened']));
  });

  it('a missing vote at a deadline counts as no vote', () => {
    const voting = given({ hands: [['gull-1'], ['jill-1', 'jill-2']], areas: [meldArea, {}], turn: { seat: 0, step: 'draw' } })
      .when(0, { type: 'call-vote' })
      .when(0, { type: 'vote', suspect: 'eddy' })
      .accepted();
    const fallback = ripperRummy.timeoutCommand(voting.state, 1);
    expect(fallback).toEqual({ type: 'vote', suspect: null });
    voting.when(1, fallback).thenState((s) => {
      const { score } = scoreHand(s, { reason: 'went-out', seat: 0 });
      expect(score.ripper).toBe('eddy');
      expect(score.players.map((p) => p.voteBonus)).toEqual([10, 0]);
    });
  });
});
