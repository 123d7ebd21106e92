import { describe, expect, it } from 'vitest';
import { ripperRummy } from '../../../domain/games/ripper-rummy/index.js';
import type { State } from '../../../domain/games/ripper-rummy/play/state.js';
import { everyCard, given, handScored, table, types, type TableSpec } from './fixtures.js';

const fourVictims = ['victim-kelly', 'victim-nichols', 'victim-chapman', 'victim-eddowes'];

describe('Victim (§4)', () => {
  it('stays in the area and draws 2 from the draw pile', () => {
    given({ hands: [['victim-stride', 'gull-1'], ['jill-1']], drawTop: ['druitt-1', 'druitt-2', 'druitt-3'], turn: { seat: 0 } })
      .when(0, { type: 'play', card: 'victim-stride' })
      .then([
        { type: 'CardPlayed', seat: 0, card: 'victim-stride', suspect: null },
        { type: 'CardDrawn', seat: 0, card: 'druitt-1', from: 'deck', reason: 'victim' },
        { type: 'CardDrawn', seat: 0, card: 'druitt-2', from: 'deck', reason: 'victim' },
      ])
      .thenState((s) => {
        expect(s.hands[0]).toEqual(['gull-1', 'druitt-1', 'druitt-2']);
        expect(s.areas[0]?.singles).toEqual([{ card: 'victim-stride', suspect: null }]);
        expect(s.turn.step).toBe('play');
      });
  });

  it('as the last card in hand draws 2 and the turn goes on', () => {
    given({ hands: [['victim-stride'], ['jill-1']], turn: { seat: 0 } })
      .when(0, { type: 'play', card: 'victim-stride' })
      .then((events, s) => {
        expect(types(events)).toEqual(['CardPlayed', 'CardDrawn', 'CardDrawn']);
        expect(s.hands[0]).toHaveLength(2);
      });
  });
});

describe('Scene (§4)', () => {
  const position = () =>
    given({
      hands: [['scene-hanbury-street', 'druitt-4', 'gull-1'], ['jill-1']],
      areas: [{}, { melds: [['druitt-1', 'druitt-2', 'druitt-3']], singles: ['victim-kelly'] }],
      discard: ['druitt-5', 'letter-1', 'gull-2'],
      turn: { seat: 0 },
    });

  it('stays in the area and takes any one card from the discard pile, publicly', () => {
    const listed = position()
      .legal(0)
      .filter((c) => c.type === 'play' && c.card === 'scene-hanbury-street');
    expect(listed).toEqual(['druitt-5', 'letter-1', 'gull-2'].map((take) => ({ type: 'play', card: 'scene-hanbury-street', take })));
    position()
      .when(0, { type: 'play', card: 'scene-hanbury-street', take: 'druitt-5' })
      .then((events, s) => {
        expect(events.at(-1)).toEqual({ type: 'SceneSearched', seat: 0, scene: 'scene-hanbury-street', card: 'druitt-5' });
        expect(s.discardPile).toEqual(['letter-1', 'gull-2']);
        expect(s.lastSceneTake).toEqual({ seat: 0, scene: 'scene-hanbury-street', card: 'druitt-5' });
      })
      .thenView(1, { lastSceneTake: { card: 'druitt-5' } })
      // Taken Evidence may be played this turn if legal.
      .when(0, { type: 'play', card: 'druitt-5' })
      .accepted();
  });

  it('must say which card it takes, from the discard pile', () => {
    position().when(0, { type: 'play', card: 'scene-hanbury-street' }).thenRejected('scene-must-take');
    position().when(0, { type: 'play', card: 'scene-hanbury-street', take: 'jill-2' }).thenRejected('scene-take-not-in-discard');
  });

  it('has no effect with an empty discard pile', () => {
    const empty = given({ hands: [['scene-hanbury-street', 'gull-1'], ['jill-1']], discard: [], turn: { seat: 0 } });
    expect(empty.legal(0).filter((c) => c.type === 'play')).toEqual([{ type: 'play', card: 'scene-hanbury-street' }]);
    empty.when(0, { type: 'play', card: 'scene-hanbury-street', take: 'gull-2' }).thenRejected('scene-take-not-in-discard');
    empty.when(0, { type: 'play', card: 'scene-hanbury-street' }).then((events) => expect(types(events)).toEqual(['CardPlayed']));
  });
});

describe('Alibi (§4)', () => {
  const position = () =>
    given({
      players: 3,
      hands: [['alibi-royal', 'alibi-jill', 'gull-4'], ['jill-1'], ['druitt-5']],
      areas: [
        {},
        { melds: [['eddy-1', 'eddy-2', 'eddy-3'], ['jill-2', 'jill-3', 'jill-4']], singles: ['victim-kelly'] },
        { melds: [['gull-1', 'gull-2', 'gull-3']], singles: ['alibi-druitt'] },
      ],
      turn: { seat: 0 },
    });

  it('replaces every other Alibi on the table, which go to the discard pile', () => {
    position()
      .when(0, { type: 'play', card: 'alibi-jill' })
      .then([
        { type: 'CardPlayed', seat: 0, card: 'alibi-jill', suspect: 'jill' },
        { type: 'AlibisDiscarded', cards: [{ seat: 2, card: 'alibi-druitt' }] },
      ])
      .thenState((s) => {
        expect(s.areas[2]?.singles).toEqual([]);
        expect(s.discardPile.at(-1)).toBe('alibi-druitt');
      })
      .thenView('spectator', (v) => expect(v.activeAlibi).toEqual({ seat: 0, card: 'alibi-jill', suspect: 'jill' }));
  });

  it('the royal Alibi names Prince Eddy or Sir Gull when played; the choice stays fixed', () => {
    expect(
      position()
        .legal(0)
        .filter((c) => c.type === 'play' && c.card === 'alibi-royal'),
    ).toEqual([
      { type: 'play', card: 'alibi-royal', suspect: 'eddy' },
      { type: 'play', card: 'alibi-royal', suspect: 'gull' },
    ]);
    position().when(0, { type: 'play', card: 'alibi-royal' }).thenRejected('royal-alibi-needs-choice');
    position().when(0, { type: 'play', card: 'alibi-royal', suspect: 'jill' }).thenRejected('royal-alibi-needs-choice');
    position()
      .when(0, { type: 'play', card: 'alibi-royal', suspect: 'gull' })
      .thenState((s) => expect(s.areas[0]?.singles).toEqual([{ card: 'alibi-royal', suspect: 'gull' }]));
    position().when(0, { type: 'play', card: 'alibi-jill', suspect: 'jill' }).thenRejected('card-takes-no-suspect');
  });

  it('needs a meld of the named suspect', () => {
    given({
      hands: [['alibi-pedachenko', 'gull-4'], ['jill-1']],
      areas: [{}, { melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: ['victim-kelly'] }],
      turn: { seat: 0 },
    })
      .when(0, { type: 'play', card: 'alibi-pedachenko' })
      .thenRejected('alibi-needs-meld');
  });
});

describe('Ripper Strikes (§4)', () => {
  it('takes the Victim nearest the top of the draw pile into the area, no draw-2, then shuffles the draw pile', () => {
    const before = table({ hands: [['ripper-strikes-2', 'gull-1'], ['jill-1']], drawTop: ['druitt-1', 'victim-eddowes', 'druitt-2', 'victim-stride'], turn: { seat: 0 } });
    given(before)
      .when(0, { type: 'play', card: 'ripper-strikes-2' })
      .then((events, s) => {
        expect(events[0]).toEqual({ type: 'RipperStruck', seat: 0, card: 'ripper-strikes-2', victim: 'victim-eddowes', from: 'deck' });
        expect(events[1]?.type).toBe('DrawPileShuffled');
        expect(s.areas[0]?.singles).toEqual([{ card: 'victim-eddowes', suspect: null }]);
        expect(s.hands[0]).toEqual(['gull-1']);
        expect(s.discardPile.at(-1)).toBe('ripper-strikes-2'); // discarded after use
        expect([...s.drawPile].sort()).toEqual([...before.drawPile.filter((c) => c !== 'victim-eddowes')].sort());
        expect(new Set(everyCard(s)).size).toBe(62);
      });
  });

  it('with no Victim in the draw pile takes one from the discard pile, else has no effect', () => {
    const victims = ['victim-eddowes', 'victim-stride', 'victim-kelly', 'victim-nichols', 'victim-chapman'];
    given({ hands: [['ripper-strikes-1', 'gull-1'], ['jill-1', ...victims.slice(0, 3)]], discard: ['victim-chapman', 'letter-1', 'victim-nichols', 'gull-2'], turn: { seat: 0 } })
      .when(0, { type: 'play', card: 'ripper-strikes-1' })
      .then((events, s) => {
        expect(events[0]).toMatchObject({ victim: 'victim-nichols', from: 'discard' });
        expect(s.discardPile).toEqual(['victim-chapman', 'letter-1', 'gull-2', 'ripper-strikes-1']);
      });

    given({ hands: [['ripper-strikes-1', 'gull-1'], ['jill-1', ...victims]], turn: { seat: 0 } })
      .when(0, { type: 'play', card: 'ripper-strikes-1' })
      .then((events, s) => {
        expect(events[0]).toMatchObject({ victim: null, from: null });
        expect(s.areas[0]?.singles).toEqual([]);
        expect(s.turn.gavelPlayed).toBe(true);
      });
  });
});

describe('Commissioner Resigns (§4)', () => {
  const resigning: TableSpec = {
    players: 3,
    hands: [['commissioner-resigns-1', 'gull-1'], ['jill-1', 'jill-2'], ['druitt-5']],
    turn: { seat: 0 },
  };

  it('makes every other player discard one card, all choosing at once, sealed until all have chosen', () => {
    const resigned = given(resigning).when(0, { type: 'play', card: 'commissioner-resigns-1' }).accepted();
    expect(resigned.state.discardPile.at(-1)).toBe('commissioner-resigns-1');
    expect(ripperRummy.pending(resigned.state).map((d) => [d.seat, d.kind])).toEqual([
      [1, 'discard'],
      [2, 'discard'],
    ]);
    resigned.when(0, { type: 'discard', card: 'gull-1' }).thenRejected('waiting-for-discards');
    expect(resigned.legal(1)).toEqual([
      { type: 'discard', card: 'jill-1' },
      { type: 'discard', card: 'jill-2' },
    ]);
    const one = resigned.when(1, { type: 'discard', card: 'jill-2' }).then((events) => {
      expect(types(events)).toEqual(['CommissionerDiscardChosen']);
      // Sealed: the others see that seat 1 chose, not what.
      expect(events.map((e) => ripperRummy.redact(e, 2))).toEqual([{ type: 'CommissionerDiscardChosen', seat: 1 }]);
    });
    one.when(1, { type: 'discard', card: 'jill-1' }).thenRejected('already-discarded');
    one
      .thenView(2, (v) => {
        expect(v.discardPile).not.toContain('jill-2');
        expect(v.commissioner).toMatchObject({ discarded: [1], waiting: [2], yourDiscard: null });
      })
      .thenView(1, { commissioner: { yourDiscard: 'jill-2' } });
  });

  it('reveals the discards together; play resumes if no hand is empty', () => {
    given(resigning)
      .when(0, { type: 'play', card: 'commissioner-resigns-1' })
      .when(1, { type: 'discard', card: 'jill-2' })
      .thenState((s) => expect(s.commissioner?.waiting).toEqual([2]));
    given({
      players: 3,
      hands: [['commissioner-resigns-1', 'gull-1'], ['jill-1', 'jill-2'], ['druitt-5', 'druitt-4']],
      turn: { seat: 0 },
    })
      .when(0, { type: 'play', card: 'commissioner-resigns-1' })
      .when(2, { type: 'discard', card: 'druitt-4' })
      .when(1, { type: 'discard', card: 'jill-2' })
      .then((events, s) => {
        expect(events.at(-1)).toEqual({
          type: 'CommissionerDiscardsRevealed',
          discards: [
            { seat: 1, card: 'jill-2' },
            { seat: 2, card: 'druitt-4' },
          ],
        });
        expect(s.discardPile.slice(-3)).toEqual(['commissioner-resigns-1', 'jill-2', 'druitt-4']);
        expect(ripperRummy.pending(s)).toEqual([{ seat: 0, kind: 'turn', prompt: 'Play cards if you wish, then discard one to end your turn.' }]);
      });
  });

  it('ends the hand once resolved when it empties a hand', () => {
    given(resigning)
      .when(0, { type: 'play', card: 'commissioner-resigns-1' })
      .when(1, { type: 'discard', card: 'jill-2' })
      .when(2, { type: 'discard', card: 'druitt-5' })
      .then((events) => {
        expect(types(events).slice(-4)).toEqual(['CommissionerDiscardChosen', 'CommissionerDiscardsRevealed', 'HandScored', 'HandDealt']);
        expect(handScored(events).ending).toEqual({ reason: 'commissioner', seat: 0 });
      });
  });

  it('with all five Victims in play, opens a Ripper Escapes window for every other seat, holder or not', () => {
    const windowOpen = given({
      players: 3,
      hands: [['commissioner-resigns-1', 'gull-1'], ['jill-1', 'ripper-escapes'], ['druitt-5']],
      areas: [{ melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: [...fourVictims, 'victim-stride'] }, {}, {}],
      turn: { seat: 0 },
    })
      .when(0, { type: 'play', card: 'commissioner-resigns-1' })
      .when(1, { type: 'discard', card: 'jill-1' })
      .when(2, { type: 'discard', card: 'druitt-5' })
      .then((events) => expect(events.at(-1)).toEqual({ type: 'EscapeWindowOpened', cause: 'commissioner', trigger: 0, waiting: [1, 2] }));
    const pending = ripperRummy.pending(windowOpen.state);
    expect(pending.map((d) => [d.seat, d.kind])).toEqual([
      [1, 'escape-window'],
      [2, 'escape-window'],
    ]);
    expect(pending[0]?.prompt).toBe(pending[1]?.prompt);
    expect(windowOpen.legal(1)).toEqual([{ type: 'ripper-escapes' }, { type: 'pass' }]);
    expect(windowOpen.legal(2)).toEqual([{ type: 'pass' }]); // the empty-handed seat gets the window too
    windowOpen.when(0, { type: 'pass' }).thenRejected('no-escape-window');

    windowOpen
      .when(2, { type: 'pass' })
      .when(1, { type: 'pass' })
      .then((events) => expect(handScored(events)).toMatchObject({ scoring: 'normal', ending: { reason: 'commissioner', seat: 0 } }));
    windowOpen
      .when(1, { type: 'ripper-escapes' })
      .then((events) => expect(handScored(events)).toMatchObject({ scoring: 'ripper-escapes', ending: { reason: 'ripper-escapes', seat: 1 } }));
    windowOpen.when(2, { type: 'pass' }).when(2, { type: 'pass' }).thenRejected('already-passed');
  });
});

describe('Ripper Escapes (§4)', () => {
  const withVictims = (victims: string[]) =>
    given({
      players: 3,
      hands: [['gull-1', 'gull-2'], ['jill-1', 'ripper-escapes'], ['druitt-5']],
      areas: [{ singles: victims }, {}, {}],
      turn: { seat: 0, step: 'draw' },
    });

  it('may be played only while all five Victims are in play', () => {
    withVictims(fourVictims).when(1, { type: 'ripper-escapes' }).thenRejected('ripper-escapes-needs-five-victims');
    expect(withVictims(fourVictims).legal(1)).toEqual([]);
    withVictims([...fourVictims, 'victim-stride']).when(2, { type: 'ripper-escapes' }).thenRejected('card-not-in-hand');
  });

  it('may be played out of turn, and ends the hand at once with Ripper Escapes scoring', () => {
    const five = withVictims([...fourVictims, 'victim-stride']);
    expect(five.legal(1)).toEqual([{ type: 'ripper-escapes' }]);
    // Not pending: pending never hints at who holds it.
    expect(ripperRummy.pending(five.state).map((d) => d.seat)).toEqual([0]);
    five
      .when(1, { type: 'ripper-escapes' })
      .then((events, s) => {
        expect(types(events)).toEqual(['RipperEscapesPlayed', 'HandScored', 'HandDealt']);
        expect(handScored(events).players.map((p) => p.total)).toEqual([5, 35, 0]);
        expect(s.handNumber).toBe(2);
      });
  });

  it('may be played during a vote and during Commissioner Resigns discards', () => {
    const five: TableSpec = {
      players: 3,
      hands: [['commissioner-resigns-1', 'gull-1'], ['jill-1', 'ripper-escapes'], ['druitt-5', 'druitt-4']],
      areas: [{ melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: [...fourVictims, 'victim-stride'] }, {}, {}],
      turn: { seat: 0 },
    };
    const discarding = given(five)
      .when(0, { type: 'play', card: 'commissioner-resigns-1' })
      .when(2, { type: 'discard', card: 'druitt-4' })
      .accepted();
    expect(discarding.legal(1)).toContainEqual({ type: 'ripper-escapes' });
    discarding.when(1, { type: 'ripper-escapes' }).then((events, s) => {
      // Seat 2's sealed choice is part of the finished hand: it is revealed before scoring (§7).
      expect(types(events)).toEqual(['RipperEscapesPlayed', 'CommissionerDiscardsRevealed', 'HandScored', 'HandDealt']);
      expect(new Set(everyCard(s)).size).toBe(62);
    });

    const voting = given({ ...five, turn: { seat: 0, step: 'draw' } })
      .when(0, { type: 'call-vote' })
      .accepted();
    expect(voting.legal(1)).toContainEqual({ type: 'ripper-escapes' });
    voting.when(1, { type: 'ripper-escapes' }).accepted();
  });

  it('is not played with the play command', () => {
    given({ hands: [['ripper-escapes', 'gull-1'], ['jill-1']], areas: [{ singles: [...fourVictims, 'victim-stride'] }, {}], turn: { seat: 0 } })
      .when(0, { type: 'play', card: 'ripper-escapes' })
      .thenRejected('ripper-escapes-own-command');
  });
});

describe('draw pile exhausted (§3.2)', () => {
  const dry = (options = {}, discard = ['druitt-1', 'letter-1', 'gull-1']): TableSpec => ({
    options,
    hands: [['jill-1', 'jill-2'], ['chapman-1']],
    discard,
    drawTop: [],
    drawOnly: true,
    turn: { seat: 0, step: 'draw' },
  });

  it('the first time, shuffles the whole discard pile into a new draw pile', () => {
    const before = table(dry());
    given(before)
      .when(0, { type: 'draw', from: 'deck' })
      .then((events, s) => {
        expect(types(events)).toEqual(['DrawPileRebuilt', 'CardDrawn']);
        expect(s.discardPile).toEqual([]);
        expect(s.reshuffles).toBe(1);
        expect(s.drawPile.length + 1).toBe(before.discardPile.length);
      });
  });

  it('with reshuffleKeepsTopDiscard, keeps the top card face up (§8 option)', () => {
    given(dry({ reshuffleKeepsTopDiscard: true }))
      .when(0, { type: 'draw', from: 'deck' })
      .then((events, s) => {
        expect(events[0]).toMatchObject({ type: 'DrawPileRebuilt', kept: 'gull-1' });
        expect(s.discardPile).toEqual(['gull-1']);
      });
  });

  it('the second time, the Ripper has escaped: the hand ends with Ripper Escapes scoring and nobody gets 35', () => {
    given({ ...dry(), reshuffles: 1 })
      .when(0, { type: 'draw', from: 'deck' })
      .then((events) => {
        expect(types(events)).toEqual(['HandScored', 'HandDealt']);
        expect(handScored(events)).toMatchObject({ scoring: 'ripper-escapes', ending: { reason: 'deck-exhausted' } });
        expect(handScored(events).players.every((p) => p.escapeBonus === 0)).toBe(true);
      });
  });

  it('with the discard pile empty too, the hand ends', () => {
    // drawOnly moved the unplaced cards to the discard pile; empty it for this case.
    const bare: State = { ...table(dry({}, [])), discardPile: [] };
    given(bare)
      .when(0, { type: 'draw', from: 'deck' })
      .then((events) => expect(handScored(events).ending).toEqual({ reason: 'deck-exhausted' }));
  });

  it('applies to a Victim draw too, ending the hand in the middle of the draw-2', () => {
    given({ hands: [['victim-kelly', 'jill-2'], ['chapman-1']], drawTop: ['druitt-2'], drawOnly: true, reshuffles: 1, turn: { seat: 0 } })
      .when(0, { type: 'play', card: 'victim-kelly' })
      .then((events) => {
        expect(types(events)).toEqual(['CardPlayed', 'CardDrawn', 'HandScored', 'HandDealt']);
        expect(handScored(events).players[0]?.cards).toBe(1); // the Victim in the area
      });
  });
});

describe('option sceneStealsMatchingCard (§8)', () => {
  const position = (on: boolean) =>
    given({
      options: { sceneStealsMatchingCard: on },
      hands: [['scene-bucks-row', 'victim-stride', 'gull-1'], ['jill-1']],
      areas: [{}, { singles: ['victim-nichols', 'scene-dutfields-yard'] }],
      discard: ['letter-1'],
      turn: { seat: 0 },
    });

  it('is off by default: a Scene takes nothing from other areas', () => {
    position(false)
      .when(0, { type: 'play', card: 'scene-bucks-row', take: 'letter-1' })
      .then((events) => expect(types(events)).toEqual(['CardPlayed', 'SceneSearched']));
  });

  it('when on, a Scene takes its Victim from another area, and a Victim its Scene', () => {
    position(true)
      .when(0, { type: 'play', card: 'scene-bucks-row', take: 'letter-1' })
      .then((events, s) => {
        expect(events[1]).toEqual({ type: 'MatchingCardTaken', seat: 0, from: 1, card: 'victim-nichols' });
        expect(s.areas[0]?.singles.map((p) => p.card)).toEqual(['scene-bucks-row', 'victim-nichols']);
      });
    position(true)
      .when(0, { type: 'play', card: 'victim-stride' })
      .then((events, s) => {
        expect(events[1]).toEqual({ type: 'MatchingCardTaken', seat: 0, from: 1, card: 'scene-dutfields-yard' });
        expect(s.areas[1]?.singles).toEqual([{ card: 'victim-nichols', suspect: null }]);
      });
  });
});

describe('option escapeWindowAfterGoingOut (§8)', () => {
  const position = (on: boolean) =>
    given({
      players: 3,
      options: { escapeWindowAfterGoingOut: on },
      hands: [['gull-1'], ['jill-1', 'ripper-escapes'], ['druitt-5']],
      areas: [{ singles: [...fourVictims, 'victim-stride'] }, {}, {}],
      turn: { seat: 0 },
    });

  it('is off by default: going out by discarding ends the hand at once', () => {
    position(false)
      .when(0, { type: 'discard', card: 'gull-1' })
      .then((events) => expect(types(events)).toEqual(['CardDiscarded', 'HandScored', 'HandDealt']));
  });

  it('when on, the others get the window before the hand is scored', () => {
    position(true)
      .when(0, { type: 'discard', card: 'gull-1' })
      .then((events) => expect(events.at(-1)).toEqual({ type: 'EscapeWindowOpened', cause: 'went-out', trigger: 0, waiting: [1, 2] }))
      .when(1, { type: 'pass' })
      .when(2, { type: 'pass' })
      .then((events) => expect(handScored(events).ending).toEqual({ reason: 'went-out', seat: 0 }));
  });
});

describe('edge cases of ending a hand', () => {
  it('Commissioner Resigns played as the last card: the others still discard, then the hand ends', () => {
    given({ players: 3, hands: [['commissioner-resigns-2'], ['jill-1', 'jill-2'], ['druitt-5', 'druitt-4']], turn: { seat: 0 } })
      .when(0, { type: 'play', card: 'commissioner-resigns-2' })
      .then((events, s) => {
        expect(types(events)).toEqual(['CommissionerResigned']);
        expect(ripperRummy.pending(s).map((d) => d.seat)).toEqual([1, 2]);
      })
      .when(1, { type: 'discard', card: 'jill-1' })
      .then((events) => expect(types(events)).toEqual(['CommissionerDiscardChosen']))
      .when(2, { type: 'discard', card: 'druitt-5' })
      .then((events) => {
        expect(types(events)).toEqual(['CommissionerDiscardChosen', 'CommissionerDiscardsRevealed', 'HandScored', 'HandDealt']);
        expect(handScored(events).ending).toEqual({ reason: 'commissioner', seat: 0 });
      });
  });

  it('with escapeWindowAfterGoingOut, going out while playing also opens the window', () => {
    const windowOpen = given({
      options: { escapeWindowAfterGoingOut: true },
      hands: [['druitt-1', 'druitt-2', 'druitt-3'], ['jill-1']],
      areas: [{ singles: [...fourVictims, 'victim-stride'] }, {}],
      turn: { seat: 0 },
    })
      .when(0, { type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-3'] })
      .then((events) => expect(types(events)).toEqual(['MeldPlayed', 'EscapeWindowOpened']));
    windowOpen.when(0, { type: 'pass' }).thenRejected('no-escape-window');
    windowOpen.when(1, { type: 'draw', from: 'deck' }).thenRejected('not-your-turn');
    expect(windowOpen.legal(0)).toEqual([]);
  });

  it('the turn waits while a window is open', () => {
    given({
      players: 3,
      options: { escapeWindowAfterGoingOut: true },
      hands: [['gull-1'], ['jill-1'], ['eddy-1']],
      areas: [{ singles: [...fourVictims, 'victim-stride'] }, {}, {}],
      turn: { seat: 0 },
    })
      .when(0, { type: 'discard', card: 'gull-1' })
      // The turn seat is still 0 (the hand has not moved on); nobody may take a turn action.
      .when(0, { type: 'discard', card: 'gull-1' })
      .thenRejected('waiting-for-escape-window');
  });

  it('refuses everything once the game is over, and seats that do not exist', () => {
    const nearlyWon = given({ hands: [['gull-1'], ['jill-1']], areas: [{ singles: ['victim-kelly'] }, {}], turn: { seat: 0 }, scores: [200, 0] });
    const over = nearlyWon
      .when(0, { type: 'discard', card: 'gull-1' })
      .thenState((s) => expect(ripperRummy.result(s)?.winners).toEqual([0]));
    over.when(1, { type: 'draw', from: 'deck' }).thenRejected('game-over');
    nearlyWon.when(5, { type: 'pass' }).thenRejected('not-a-seat');
  });
});
