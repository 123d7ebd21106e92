/**
 * Audit of the module against the seed fragment and the spec: each test names the rule it checks.
 */
import { describe, expect, it } from 'vitest';
import { ripperRummy } from '../../../domain/games/ripper-rummy/index.js';
import type { Ballot, State } from '../../../domain/games/ripper-rummy/play/state.js';
import { everyCard, given, handScored, table, types, type TableSpec } from './fixtures.js';

const fiveVictims = ['victim-kelly', 'victim-nichols', 'victim-chapman', 'victim-eddowes', 'victim-stride'];

describe('§7: after a hand is scored everything about it is public', () => {
  const resigning: TableSpec = {
    players: 3,
    hands: [['commissioner-resigns-1', 'gull-1'], ['jill-1', 'ripper-escapes'], ['druitt-5', 'druitt-4']],
    areas: [{ melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: fiveVictims }, {}, {}],
    turn: { seat: 0 },
  };

  it('Commissioner Resigns discards still sealed when Ripper Escapes ends the hand are revealed to every seat', () => {
    given(resigning)
      .when(0, { type: 'play', card: 'commissioner-resigns-1' })
      .when(2, { type: 'discard', card: 'druitt-4' }) // sealed
      .when(1, { type: 'ripper-escapes' }) // ends the hand before seat 1 chose
      .then((events, state) => {
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
  });

  it('when the game ends with that hand, the final view shows the revealed discard', () => {
    given({ ...resigning, scores: [0, 80, 0] })
      .when(0, { type: 'play', card: 'commissioner-resigns-1' })
      .when(2, { type: 'discard', card: 'druitt-4' })
      .when(1, { type: 'ripper-escapes' })
      .thenState((s) => expect(ripperRummy.result(s)?.winners).toEqual([1]))
      .thenView(0, (v) => {
        expect(v.lastCommissionerDiscards).toEqual([{ seat: 2, card: 'druitt-4' }]);
        expect(v.discardPile.at(-1)).toBe('druitt-4');
      });
  });
});

describe('§6 worked example, by hand', () => {
  /**
   * 2 players, all five Victims in play (all in B's area here, so A's line is exactly the example's).
   * A (seat 0): Druitt ×3 meld + Druitt Suspect; holds Ripper Escapes and a Letter (no Letters meld).
   * B (seat 1): Chapman ×4 meld + Alibi on Druitt + the five Victims; goes out by discarding.
   * Totals: Druitt 2+2+2+3 = 9, Chapman 4×2 = 8; Druitt is alibied, so Chapman is the Ripper.
   * A: 6 + 3 = 9, not doubled; Ripper Escapes −2 × 5 = −10; Letter −3  → 9 − 13 = −4.
   * B: 8 doubled = 16, Alibi 3, Victims 5 → 24; +10 for voting Chapman → 34.
   */
  const example = (ballotB: Ballot['suspect'], alibi = true) =>
    handScored(
      given({
        hands: [['ripper-escapes', 'letter-1'], ['gull-5']],
        areas: [
          { melds: [['druitt-1', 'druitt-2', 'druitt-3']], singles: ['suspect-druitt'] },
          { melds: [['chapman-1', 'chapman-2', 'chapman-3', 'chapman-4']], singles: [...(alibi ? ['alibi-druitt'] : []), ...fiveVictims] },
        ],
        vote: { calledBy: 1, ballots: [{ seat: 0, suspect: 'druitt' }, { seat: 1, suspect: ballotB }] },
        turn: { seat: 1 },
      })
        .when(1, { type: 'discard', card: 'gull-5' })
        .accepted().events,
    );

  it('names Chapman (8) over the alibied Druitt (9) and scores A −4, B 34', () => {
    const score = example('chapman');
    expect(score.suspectTotals).toMatchObject({ druitt: 9, chapman: 8 });
    expect(score.ripper).toBe('chapman');
    expect(score.scoring).toBe('normal');
    const [a, b] = score.players;
    expect(a).toEqual({ seat: 0, cards: 9, doubles: 0, excused: [], deductions: -10 - 3, voteBonus: 0, escapeBonus: 0, total: -4 });
    expect(b).toEqual({ seat: 1, cards: 8 + 3 + 5, doubles: 8, excused: [], deductions: 0, voteBonus: 10, escapeBonus: 0, total: 34 });
    expect(score.totals).toEqual([-4, 34]);
  });

  it('gives B no bonus for a wrong vote or an abstention', () => {
    expect(example('druitt').players[1]?.total).toBe(24);
    expect(example(null).players[1]?.total).toBe(24);
  });

  it('without the Alibi, Druitt (9) is the Ripper and A doubles his cards instead', () => {
    const score = example('chapman', false);
    expect(score.ripper).toBe('druitt');
    // A voted Druitt: 9 + 9 − 13 + 10.
    expect(score.players[0]).toMatchObject({ cards: 9, doubles: 9, deductions: -13, voteBonus: 10, total: 15 });
    expect(score.players[1]).toMatchObject({ cards: 8 + 5, doubles: 0, voteBonus: 0, total: 13 });
  });
});

describe('§3.2 draw pile exhausted, played out', () => {
  it('first exhaustion reshuffles the whole discard pile; the second ends the hand with Ripper Escapes scoring, no 35, nothing deducted', () => {
    // Seat 0 holds Ripper Escapes and costly cards; the draw pile is empty, every other card is in the discard pile.
    const start = table({
      hands: [['ripper-escapes', 'suspect-gull', 'letter-4'], ['jill-1', 'jill-2', 'jill-3']],
      areas: [{ melds: [['druitt-1', 'druitt-2', 'druitt-3']], singles: ['victim-kelly', 'scene-bucks-row'] }, { singles: ['victim-stride'] }],
      drawTop: [],
      drawOnly: true,
      turn: { seat: 0, step: 'draw' },
    });
    const first = given(start)
      .when(0, { type: 'draw', from: 'deck' })
      .then((events, s) => {
        expect(types(events)).toEqual(['DrawPileRebuilt', 'CardDrawn']);
        expect(s.discardPile).toEqual([]);
        expect(s.drawPile).toHaveLength(start.discardPile.length - 1);
        expect(s.reshuffles).toBe(1);
      });
    // Empty the rebuilt draw pile into the discard pile, then seat 1 has to draw from the deck again.
    const emptied: State = { ...first.state, discardPile: [...first.state.drawPile], drawPile: [] };
    given(emptied)
      .when(0, { type: 'discard', card: 'letter-4' })
      .when(1, { type: 'draw', from: 'deck' })
      .then((events) => {
        expect(types(events)).toEqual(['HandScored', 'HandDealt']);
        const score = handScored(events);
        expect(score.ending).toEqual({ reason: 'deck-exhausted' });
        expect(score.scoring).toBe('ripper-escapes');
        expect(score.ripper).toBeNull();
        expect(score.players.map((p) => [p.cards, p.deductions, p.escapeBonus, p.total])).toEqual([
          [2, 0, 0, 2],
          [1, 0, 0, 1],
        ]);
      });
  });
});

describe('§2 deals over several hands', () => {
  it('passes the deal clockwise every hand; the player left of the dealer moves first; 9 cards each with 3 players', () => {
    let s = table({
      players: 3,
      hands: [['gull-1'], ['jill-1'], ['eddy-1']],
      areas: [{ singles: ['victim-kelly'] }, {}, {}],
      dealer: 1,
      turn: { seat: 2 },
    });
    const dealers: number[] = [];
    for (let hand = 0; hand < 4; hand++) {
      const seat = s.turn.seat;
      const card = s.hands[seat]?.[0];
      if (card === undefined) throw new Error(`seat ${seat} has no card`);
      // The mover keeps one card of its hand (the rest goes back nowhere: accounting is not checked here) and goes out.
      const quick: State = { ...s, hands: s.hands.map((h, i) => (i === seat ? [card] : h)), turn: { ...s.turn, step: 'play' } };
      const { state } = given(quick).when(seat, { type: 'discard', card }).accepted();
      expect(state.dealer).toBe((s.dealer + 1) % 3);
      expect(state.turn).toEqual({ seat: (state.dealer + 1) % 3, step: 'draw', gavelPlayed: false, extraGavelPlayed: false, sceneGavel: null });
      expect(state.hands.map((h) => h.length)).toEqual([9, 9, 9]);
      expect(state.discardPile).toHaveLength(1);
      dealers.push(state.dealer);
      s = state;
    }
    expect(dealers).toEqual([2, 0, 1, 2]);
  });
});

describe('§4 further card rules', () => {
  it('the royal Alibi needs a meld of the suspect it names', () => {
    const position = given({
      hands: [['alibi-royal', 'jill-5'], ['jill-1']],
      areas: [{}, { melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: ['victim-kelly'] }],
      turn: { seat: 0 },
    });
    expect(position.legal(0).filter((c) => c.type === 'play')).toEqual([{ type: 'play', card: 'alibi-royal', suspect: 'eddy' }]);
  });

  it('Ripper Strikes taken with a Scene may be played at once as the extra Gavel, and is discarded after use', () => {
    given({
      hands: [['scene-bucks-row', 'gull-1', 'gull-2'], ['jill-1']],
      areas: [{}, { singles: ['victim-kelly'] }],
      discard: ['ripper-strikes-2', 'letter-1'],
      drawTop: ['druitt-1', 'victim-stride'],
      turn: { seat: 0 },
    })
      .when(0, { type: 'play', card: 'scene-bucks-row', take: 'ripper-strikes-2' })
      .when(0, { type: 'play', card: 'ripper-strikes-2' })
      .then((events, state) => {
        expect(events.find((e) => e.type === 'RipperStruck')).toMatchObject({ victim: 'victim-stride', from: 'deck' });
        expect(state.areas[0]?.singles.map((p) => p.card)).toEqual(['scene-bucks-row', 'victim-stride']);
        expect(state.discardPile.at(-1)).toBe('ripper-strikes-2');
        expect(state.turn.gavelPlayed).toBe(true);
      });
  });
});

describe('readings kept where the texts are silent or ambiguous (see README)', () => {
  it('a Scene played as the extra Gavel still takes a card, but a Gavel card it takes stays in hand this turn (one extra per turn)', () => {
    given({
      hands: [['scene-bucks-row', 'gull-1', 'gull-2'], ['jill-1']],
      areas: [{}, { singles: ['victim-kelly'] }],
      discard: ['scene-mitre-square', 'victim-stride', 'letter-1'],
      turn: { seat: 0 },
    })
      .when(0, { type: 'play', card: 'scene-bucks-row', take: 'scene-mitre-square' })
      .when(0, { type: 'play', card: 'scene-mitre-square', take: 'victim-stride' })
      .thenState((state) => {
        expect(state.areas[0]?.singles.map((p) => p.card)).toEqual(['scene-bucks-row', 'scene-mitre-square']);
        expect(state.hands[0]).toContain('victim-stride');
      })
      .when(0, { type: 'play', card: 'victim-stride' })
      .thenRejected('one-gavel-per-turn');
  });

  it('a Victim played as the last card draws 2 and the turn goes on (the hand is checked once the effect has resolved)', () => {
    given({ hands: [['victim-stride'], ['jill-1']], drawTop: ['gull-1', 'gull-2'], turn: { seat: 0 } })
      .when(0, { type: 'play', card: 'victim-stride' })
      .then((events, state) => {
        expect(types(events)).toEqual(['CardPlayed', 'CardDrawn', 'CardDrawn']);
        expect(state.hands[0]).toEqual(['gull-1', 'gull-2']);
      });
  });

  it('passing the escape window does not give up Ripper Escapes: it stays playable while the hand is live', () => {
    const passed = given({
      players: 3,
      hands: [['commissioner-resigns-1', 'gull-1'], ['jill-1', 'ripper-escapes', 'jill-2'], ['druitt-5']],
      areas: [{ melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: fiveVictims }, {}, {}],
      turn: { seat: 0 },
    })
      .when(0, { type: 'play', card: 'commissioner-resigns-1' })
      .when(1, { type: 'discard', card: 'jill-1' })
      .when(2, { type: 'discard', card: 'druitt-5' }) // empties seat 2's hand: the window opens
      .when(1, { type: 'pass' })
      .accepted();
    expect(ripperRummy.pending(passed.state).map((d) => d.seat)).toEqual([2]);
    expect(passed.legal(1)).toEqual([{ type: 'ripper-escapes' }]);
  });
});
