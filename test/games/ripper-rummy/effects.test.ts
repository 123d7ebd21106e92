import { describe, expect, it } from 'vitest';
import { ripperRummy } from '../../../domain/games/ripper-rummy/index.js';
import type { State } from '../../../domain/games/ripper-rummy/state.js';
import { act, actAll, everyCard, has, legal, rejection, table, types, viewOf } from './fixtures.js';

const fourVictims = ['victim-kelly', 'victim-nichols', 'victim-chapman', 'victim-eddowes'];
const scoredEnding = (events: ReturnType<typeof act>['events']) => {
  const e = events.find((x) => x.type === 'HandScored');
  return e && e.type === 'HandScored' ? e.score : null;
};

describe('Victim (§4)', () => {
  it('stays in the area and draws 2 from the draw pile', () => {
    const s = table({ hands: [['victim-stride', 'gull-1'], ['jill-1']], drawTop: ['druitt-1', 'druitt-2', 'druitt-3'], turn: { seat: 0 } });
    const { state, events } = act(s, 0, { type: 'play', card: 'victim-stride' });
    expect(events).toEqual([
      { type: 'CardPlayed', seat: 0, card: 'victim-stride', suspect: null },
      { type: 'CardDrawn', seat: 0, card: 'druitt-1', from: 'deck', reason: 'victim' },
      { type: 'CardDrawn', seat: 0, card: 'druitt-2', from: 'deck', reason: 'victim' },
    ]);
    expect(state.hands[0]).toEqual(['gull-1', 'druitt-1', 'druitt-2']);
    expect(state.areas[0]?.singles).toEqual([{ card: 'victim-stride', suspect: null }]);
    expect(state.turn.step).toBe('play');
  });

  it('as the last card in hand draws 2 and the turn goes on', () => {
    const s = table({ hands: [['victim-stride'], ['jill-1']], turn: { seat: 0 } });
    const { state, events } = act(s, 0, { type: 'play', card: 'victim-stride' });
    expect(types(events)).toEqual(['CardPlayed', 'CardDrawn', 'CardDrawn']);
    expect(state.hands[0]).toHaveLength(2);
  });
});

describe('Scene (§4)', () => {
  const s = () =>
    table({
      hands: [['scene-hanbury-street', 'druitt-4', 'gull-1'], ['jill-1']],
      areas: [{}, { melds: [['druitt-1', 'druitt-2', 'druitt-3']], singles: ['victim-kelly'] }],
      discard: ['druitt-5', 'letter-1', 'gull-2'],
      turn: { seat: 0 },
    });

  it('stays in the area and takes any one card from the discard pile, publicly', () => {
    const l = legal(s(), 0).filter((c) => c.type === 'play' && c.card === 'scene-hanbury-street');
    expect(l).toEqual(['druitt-5', 'letter-1', 'gull-2'].map((take) => ({ type: 'play', card: 'scene-hanbury-street', take })));
    const { state, events } = act(s(), 0, { type: 'play', card: 'scene-hanbury-street', take: 'druitt-5' });
    expect(events.at(-1)).toEqual({ type: 'SceneSearched', seat: 0, scene: 'scene-hanbury-street', card: 'druitt-5' });
    expect(state.discardPile).toEqual(['letter-1', 'gull-2']);
    expect(state.lastSceneTake).toEqual({ seat: 0, scene: 'scene-hanbury-street', card: 'druitt-5' });
    expect(viewOf(state, 1)).toMatchObject({ lastSceneTake: { card: 'druitt-5' } });
    // Taken Evidence may be played this turn if legal.
    act(state, 0, { type: 'play', card: 'druitt-5' });
  });

  it('must say which card it takes, from the discard pile', () => {
    expect(rejection(s(), 0, { type: 'play', card: 'scene-hanbury-street' })).toBe('scene-must-take');
    expect(rejection(s(), 0, { type: 'play', card: 'scene-hanbury-street', take: 'jill-2' })).toBe('scene-take-not-in-discard');
  });

  it('has no effect with an empty discard pile', () => {
    const empty = table({ hands: [['scene-hanbury-street', 'gull-1'], ['jill-1']], discard: [], turn: { seat: 0 } });
    expect(legal(empty, 0).filter((c) => c.type === 'play')).toEqual([{ type: 'play', card: 'scene-hanbury-street' }]);
    expect(rejection(empty, 0, { type: 'play', card: 'scene-hanbury-street', take: 'gull-2' })).toBe('scene-take-not-in-discard');
    const { events } = act(empty, 0, { type: 'play', card: 'scene-hanbury-street' });
    expect(types(events)).toEqual(['CardPlayed']);
  });
});

describe('Alibi (§4)', () => {
  const s = () =>
    table({
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
    const { state, events } = act(s(), 0, { type: 'play', card: 'alibi-jill' });
    expect(events).toEqual([
      { type: 'CardPlayed', seat: 0, card: 'alibi-jill', suspect: 'jill' },
      { type: 'AlibisDiscarded', cards: [{ seat: 2, card: 'alibi-druitt' }] },
    ]);
    expect(state.areas[2]?.singles).toEqual([]);
    expect(state.discardPile.at(-1)).toBe('alibi-druitt');
    expect(viewOf(state, 'spectator').activeAlibi).toEqual({ seat: 0, card: 'alibi-jill', suspect: 'jill' });
  });

  it('the royal Alibi names Prince Eddy or Sir Gull when played; the choice stays fixed', () => {
    const l = legal(s(), 0).filter((c) => c.type === 'play' && c.card === 'alibi-royal');
    expect(l).toEqual([
      { type: 'play', card: 'alibi-royal', suspect: 'eddy' },
      { type: 'play', card: 'alibi-royal', suspect: 'gull' },
    ]);
    expect(rejection(s(), 0, { type: 'play', card: 'alibi-royal' })).toBe('royal-alibi-needs-choice');
    expect(rejection(s(), 0, { type: 'play', card: 'alibi-royal', suspect: 'jill' })).toBe('royal-alibi-needs-choice');
    const { state } = act(s(), 0, { type: 'play', card: 'alibi-royal', suspect: 'gull' });
    expect(state.areas[0]?.singles).toEqual([{ card: 'alibi-royal', suspect: 'gull' }]);
    expect(rejection(s(), 0, { type: 'play', card: 'alibi-jill', suspect: 'jill' })).toBe('card-takes-no-suspect');
  });

  it('needs a meld of the named suspect', () => {
    const noPed = table({
      hands: [['alibi-pedachenko', 'gull-4'], ['jill-1']],
      areas: [{}, { melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: ['victim-kelly'] }],
      turn: { seat: 0 },
    });
    expect(rejection(noPed, 0, { type: 'play', card: 'alibi-pedachenko' })).toBe('alibi-needs-meld');
  });
});

describe('Ripper Strikes (§4)', () => {
  it('takes the Victim nearest the top of the draw pile into the area, no draw-2, then shuffles the draw pile', () => {
    const s = table({ hands: [['ripper-strikes-2', 'gull-1'], ['jill-1']], drawTop: ['druitt-1', 'victim-eddowes', 'druitt-2', 'victim-stride'], turn: { seat: 0 } });
    const { state, events } = act(s, 0, { type: 'play', card: 'ripper-strikes-2' });
    expect(events[0]).toEqual({ type: 'RipperStruck', seat: 0, card: 'ripper-strikes-2', victim: 'victim-eddowes', from: 'deck' });
    expect(events[1]?.type).toBe('DrawPileShuffled');
    expect(state.areas[0]?.singles).toEqual([{ card: 'victim-eddowes', suspect: null }]);
    expect(state.hands[0]).toEqual(['gull-1']);
    expect(state.discardPile.at(-1)).toBe('ripper-strikes-2'); // discarded after use
    expect([...state.drawPile].sort()).toEqual([...s.drawPile.filter((c) => c !== 'victim-eddowes')].sort());
    expect(new Set(everyCard(state)).size).toBe(62);
  });

  it('with no Victim in the draw pile takes one from the discard pile, else has no effect', () => {
    const victims = ['victim-eddowes', 'victim-stride', 'victim-kelly', 'victim-nichols', 'victim-chapman'];
    const fromDiscard = table({ hands: [['ripper-strikes-1', 'gull-1'], ['jill-1', ...victims.slice(0, 3)]], discard: ['victim-chapman', 'letter-1', 'victim-nichols', 'gull-2'], turn: { seat: 0 } });
    const a = act(fromDiscard, 0, { type: 'play', card: 'ripper-strikes-1' });
    expect(a.events[0]).toMatchObject({ victim: 'victim-nichols', from: 'discard' });
    expect(a.state.discardPile).toEqual(['victim-chapman', 'letter-1', 'gull-2', 'ripper-strikes-1']);

    const none = table({ hands: [['ripper-strikes-1', 'gull-1'], ['jill-1', ...victims]], turn: { seat: 0 } });
    const b = act(none, 0, { type: 'play', card: 'ripper-strikes-1' });
    expect(b.events[0]).toMatchObject({ victim: null, from: null });
    expect(b.state.areas[0]?.singles).toEqual([]);
    expect(b.state.turn.gavelPlayed).toBe(true);
  });
});

describe('Commissioner Resigns (§4)', () => {
  const s = (options = {}, extraSingles: string[] = []) =>
    table({
      players: 3,
      options,
      hands: [['commissioner-resigns-1', 'gull-1'], ['jill-1', 'jill-2'], ['druitt-5']],
      areas: [{ singles: extraSingles }, {}, {}],
      turn: { seat: 0 },
    });

  it('makes every other player discard one card, all choosing at once, sealed until all have chosen', () => {
    const { state } = act(s(), 0, { type: 'play', card: 'commissioner-resigns-1' });
    expect(state.discardPile.at(-1)).toBe('commissioner-resigns-1');
    expect(ripperRummy.pending(state).map((d) => [d.seat, d.kind])).toEqual([
      [1, 'discard'],
      [2, 'discard'],
    ]);
    expect(rejection(state, 0, { type: 'discard', card: 'gull-1' })).toBe('waiting-for-discards');
    expect(legal(state, 1)).toEqual([
      { type: 'discard', card: 'jill-1' },
      { type: 'discard', card: 'jill-2' },
    ]);
    const one = act(state, 1, { type: 'discard', card: 'jill-2' });
    expect(types(one.events)).toEqual(['CommissionerDiscardChosen']);
    expect(rejection(one.state, 1, { type: 'discard', card: 'jill-1' })).toBe('already-discarded');
    // Sealed: the others see that seat 1 chose, not what.
    expect(viewOf(one.state, 2).discardPile).not.toContain('jill-2');
    expect(viewOf(one.state, 2).commissioner).toMatchObject({ discarded: [1], waiting: [2], yourDiscard: null });
    expect(viewOf(one.state, 1).commissioner).toMatchObject({ yourDiscard: 'jill-2' });
    expect(ripperRummy.redact(one.events[0]!, 2)).toEqual({ type: 'CommissionerDiscardChosen', seat: 1 });
  });

  it('reveals the discards together; play resumes if no hand is empty', () => {
    const { state } = actAll(s({}, []), [
      [0, { type: 'play', card: 'commissioner-resigns-1' }],
      [1, { type: 'discard', card: 'jill-2' }],
    ]);
    const t = table({
      players: 3,
      hands: [['commissioner-resigns-1', 'gull-1'], ['jill-1', 'jill-2'], ['druitt-5', 'druitt-4']],
      turn: { seat: 0 },
    });
    const done = actAll(t, [
      [0, { type: 'play', card: 'commissioner-resigns-1' }],
      [2, { type: 'discard', card: 'druitt-4' }],
      [1, { type: 'discard', card: 'jill-2' }],
    ]);
    expect(done.events.at(-1)).toEqual({
      type: 'CommissionerDiscardsRevealed',
      discards: [
        { seat: 1, card: 'jill-2' },
        { seat: 2, card: 'druitt-4' },
      ],
    });
    expect(done.state.discardPile.slice(-3)).toEqual(['commissioner-resigns-1', 'jill-2', 'druitt-4']);
    expect(ripperRummy.pending(done.state)).toEqual([{ seat: 0, kind: 'turn', prompt: 'Play cards if you wish, then discard one to end your turn.' }]);
    expect(state.commissioner?.waiting).toEqual([2]);
  });

  it('ends the hand once resolved when it empties a hand', () => {
    const { events } = actAll(s(), [
      [0, { type: 'play', card: 'commissioner-resigns-1' }],
      [1, { type: 'discard', card: 'jill-2' }],
      [2, { type: 'discard', card: 'druitt-5' }],
    ]);
    expect(types(events).slice(-4)).toEqual(['CommissionerDiscardChosen', 'CommissionerDiscardsRevealed', 'HandScored', 'HandDealt']);
    expect(scoredEnding(events)?.ending).toEqual({ reason: 'commissioner', seat: 0 });
  });

  it('with all five Victims in play, opens a Ripper Escapes window for every other seat, holder or not', () => {
    const five = table({
      players: 3,
      hands: [['commissioner-resigns-1', 'gull-1'], ['jill-1', 'ripper-escapes'], ['druitt-5']],
      areas: [{ melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: [...fourVictims, 'victim-stride'] }, {}, {}],
      turn: { seat: 0 },
    });
    const { state, events } = actAll(five, [
      [0, { type: 'play', card: 'commissioner-resigns-1' }],
      [1, { type: 'discard', card: 'jill-1' }],
      [2, { type: 'discard', card: 'druitt-5' }],
    ]);
    expect(events.at(-1)).toEqual({ type: 'EscapeWindowOpened', cause: 'commissioner', trigger: 0, waiting: [1, 2] });
    const pend = ripperRummy.pending(state);
    expect(pend.map((d) => [d.seat, d.kind])).toEqual([
      [1, 'escape-window'],
      [2, 'escape-window'],
    ]);
    expect(pend[0]?.prompt).toBe(pend[1]?.prompt);
    expect(legal(state, 1)).toEqual([{ type: 'ripper-escapes' }, { type: 'pass' }]);
    expect(legal(state, 2)).toEqual([{ type: 'pass' }]); // the empty-handed seat gets the window too
    expect(rejection(state, 0, { type: 'pass' })).toBe('no-escape-window');

    const passed = actAll(state, [
      [2, { type: 'pass' }],
      [1, { type: 'pass' }],
    ]);
    expect(scoredEnding(passed.events)).toMatchObject({ scoring: 'normal', ending: { reason: 'commissioner', seat: 0 } });

    const escaped = act(state, 1, { type: 'ripper-escapes' });
    expect(scoredEnding(escaped.events)).toMatchObject({ scoring: 'ripper-escapes', ending: { reason: 'ripper-escapes', seat: 1 } });
    expect(rejection(act(state, 2, { type: 'pass' }).state, 2, { type: 'pass' })).toBe('already-passed');
  });
});

describe('Ripper Escapes (§4)', () => {
  const s = (victims: string[]) =>
    table({
      players: 3,
      hands: [['gull-1', 'gull-2'], ['jill-1', 'ripper-escapes'], ['druitt-5']],
      areas: [{ singles: victims }, {}, {}],
      turn: { seat: 0, step: 'draw' },
    });

  it('may be played only while all five Victims are in play', () => {
    expect(rejection(s(fourVictims), 1, { type: 'ripper-escapes' })).toBe('ripper-escapes-needs-five-victims');
    expect(legal(s(fourVictims), 1)).toEqual([]);
    expect(rejection(s([...fourVictims, 'victim-stride']), 2, { type: 'ripper-escapes' })).toBe('card-not-in-hand');
  });

  it('may be played out of turn, and ends the hand at once with Ripper Escapes scoring', () => {
    const five = s([...fourVictims, 'victim-stride']);
    expect(legal(five, 1)).toEqual([{ type: 'ripper-escapes' }]);
    // Not pending: pending never hints at who holds it.
    expect(ripperRummy.pending(five).map((d) => d.seat)).toEqual([0]);
    const { state, events } = act(five, 1, { type: 'ripper-escapes' });
    expect(types(events)).toEqual(['RipperEscapesPlayed', 'HandScored', 'HandDealt']);
    expect(scoredEnding(events)?.players.map((p) => p.total)).toEqual([5, 35, 0]);
    expect(state.handNumber).toBe(2);
  });

  it('may be played during a vote and during Commissioner Resigns discards', () => {
    const five = table({
      players: 3,
      hands: [['commissioner-resigns-1', 'gull-1'], ['jill-1', 'ripper-escapes'], ['druitt-5', 'druitt-4']],
      areas: [{ melds: [['eddy-1', 'eddy-2', 'eddy-3']], singles: [...fourVictims, 'victim-stride'] }, {}, {}],
      turn: { seat: 0 },
    });
    const mid = actAll(five, [
      [0, { type: 'play', card: 'commissioner-resigns-1' }],
      [2, { type: 'discard', card: 'druitt-4' }],
    ]).state;
    expect(has(legal(mid, 1), { type: 'ripper-escapes' })).toBe(true);
    const { state, events } = act(mid, 1, { type: 'ripper-escapes' });
    // Seat 2's sealed choice is part of the finished hand: it is revealed before scoring (§7).
    expect(types(events)).toEqual(['RipperEscapesPlayed', 'CommissionerDiscardsRevealed', 'HandScored', 'HandDealt']);
    expect(new Set(everyCard(state)).size).toBe(62);

    const voting = act({ ...five, turn: { ...five.turn, step: 'draw' } } as State, 0, { type: 'call-vote' }).state;
    expect(has(legal(voting, 1), { type: 'ripper-escapes' })).toBe(true);
    act(voting, 1, { type: 'ripper-escapes' });
  });

  it('is not played with the play command', () => {
    const five = table({ hands: [['ripper-escapes', 'gull-1'], ['jill-1']], areas: [{ singles: [...fourVictims, 'victim-stride'] }, {}], turn: { seat: 0 } });
    expect(rejection(five, 0, { type: 'play', card: 'ripper-escapes' })).toBe('ripper-escapes-own-command');
  });
});

describe('draw pile exhausted (§3.2)', () => {
  const dry = (options = {}, discard = ['druitt-1', 'letter-1', 'gull-1']) =>
    table({ options, hands: [['jill-1', 'jill-2'], ['chapman-1']], discard, drawTop: [], drawOnly: true, turn: { seat: 0, step: 'draw' } });

  it('the first time, shuffles the whole discard pile into a new draw pile', () => {
    const s = dry();
    const { state, events } = act(s, 0, { type: 'draw', from: 'deck' });
    expect(types(events)).toEqual(['DrawPileRebuilt', 'CardDrawn']);
    expect(state.discardPile).toEqual([]);
    expect(state.reshuffles).toBe(1);
    expect(state.drawPile.length + 1).toBe(s.discardPile.length);
  });

  it('with reshuffleKeepsTopDiscard, keeps the top card face up (§8 option)', () => {
    const s = dry({ reshuffleKeepsTopDiscard: true });
    const { state, events } = act(s, 0, { type: 'draw', from: 'deck' });
    expect(events[0]).toMatchObject({ type: 'DrawPileRebuilt', kept: 'gull-1' });
    expect(state.discardPile).toEqual(['gull-1']);
  });

  it('the second time, the Ripper has escaped: the hand ends with Ripper Escapes scoring and nobody gets 35', () => {
    const s = { ...dry(), reshuffles: 1 };
    const { events } = act(s, 0, { type: 'draw', from: 'deck' });
    expect(types(events)).toEqual(['HandScored', 'HandDealt']);
    expect(scoredEnding(events)).toMatchObject({ scoring: 'ripper-escapes', ending: { reason: 'deck-exhausted' } });
    expect(scoredEnding(events)?.players.every((p) => p.escapeBonus === 0)).toBe(true);
  });

  it('with the discard pile empty too, the hand ends', () => {
    const s = table({ hands: [['jill-1', 'jill-2'], ['chapman-1']], discard: [], drawTop: [], drawOnly: true, turn: { seat: 0, step: 'draw' } });
    // drawOnly moved the unplaced cards to the discard pile; empty it for this case.
    const bare = { ...s, discardPile: [] } as State;
    const { events } = act(bare, 0, { type: 'draw', from: 'deck' });
    expect(scoredEnding(events)?.ending).toEqual({ reason: 'deck-exhausted' });
  });

  it('applies to a Victim draw too, ending the hand in the middle of the draw-2', () => {
    const s = {
      ...table({ hands: [['victim-kelly', 'jill-2'], ['chapman-1']], drawTop: ['druitt-2'], drawOnly: true, turn: { seat: 0 } }),
      reshuffles: 1,
    };
    const { events } = act(s, 0, { type: 'play', card: 'victim-kelly' });
    expect(types(events)).toEqual(['CardPlayed', 'CardDrawn', 'HandScored', 'HandDealt']);
    expect(scoredEnding(events)?.players[0]?.cards).toBe(1); // the Victim in the area
  });
});

describe('option sceneStealsMatchingCard (§8)', () => {
  const s = (on: boolean) =>
    table({
      options: { sceneStealsMatchingCard: on },
      hands: [['scene-bucks-row', 'victim-stride', 'gull-1'], ['jill-1']],
      areas: [{}, { singles: ['victim-nichols', 'scene-dutfields-yard'] }],
      discard: ['letter-1'],
      turn: { seat: 0 },
    });

  it('is off by default: a Scene takes nothing from other areas', () => {
    const { events } = act(s(false), 0, { type: 'play', card: 'scene-bucks-row', take: 'letter-1' });
    expect(types(events)).toEqual(['CardPlayed', 'SceneSearched']);
  });

  it('when on, a Scene takes its Victim from another area, and a Victim its Scene', () => {
    const a = act(s(true), 0, { type: 'play', card: 'scene-bucks-row', take: 'letter-1' });
    expect(a.events[1]).toEqual({ type: 'MatchingCardTaken', seat: 0, from: 1, card: 'victim-nichols' });
    expect(a.state.areas[0]?.singles.map((p) => p.card)).toEqual(['scene-bucks-row', 'victim-nichols']);
    const b = act(s(true), 0, { type: 'play', card: 'victim-stride' });
    expect(b.events[1]).toEqual({ type: 'MatchingCardTaken', seat: 0, from: 1, card: 'scene-dutfields-yard' });
    expect(b.state.areas[1]?.singles).toEqual([{ card: 'victim-nichols', suspect: null }]);
  });
});

describe('option escapeWindowAfterGoingOut (§8)', () => {
  const s = (on: boolean) =>
    table({
      players: 3,
      options: { escapeWindowAfterGoingOut: on },
      hands: [['gull-1'], ['jill-1', 'ripper-escapes'], ['druitt-5']],
      areas: [{ singles: [...fourVictims, 'victim-stride'] }, {}, {}],
      turn: { seat: 0 },
    });

  it('is off by default: going out by discarding ends the hand at once', () => {
    const { events } = act(s(false), 0, { type: 'discard', card: 'gull-1' });
    expect(types(events)).toEqual(['CardDiscarded', 'HandScored', 'HandDealt']);
  });

  it('when on, the others get the window before the hand is scored', () => {
    const { state, events } = act(s(true), 0, { type: 'discard', card: 'gull-1' });
    expect(events.at(-1)).toEqual({ type: 'EscapeWindowOpened', cause: 'went-out', trigger: 0, waiting: [1, 2] });
    const done = actAll(state, [
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
    ]);
    expect(scoredEnding(done.events)?.ending).toEqual({ reason: 'went-out', seat: 0 });
  });
});

describe('edge cases of ending a hand', () => {
  it('Commissioner Resigns played as the last card: the others still discard, then the hand ends', () => {
    const s = table({ players: 3, hands: [['commissioner-resigns-2'], ['jill-1', 'jill-2'], ['druitt-5', 'druitt-4']], turn: { seat: 0 } });
    const played = act(s, 0, { type: 'play', card: 'commissioner-resigns-2' });
    expect(types(played.events)).toEqual(['CommissionerResigned']);
    expect(ripperRummy.pending(played.state).map((d) => d.seat)).toEqual([1, 2]);
    const { events } = actAll(played.state, [
      [1, { type: 'discard', card: 'jill-1' }],
      [2, { type: 'discard', card: 'druitt-5' }],
    ]);
    expect(types(events)).toEqual(['CommissionerDiscardChosen', 'CommissionerDiscardChosen', 'CommissionerDiscardsRevealed', 'HandScored', 'HandDealt']);
    expect(scoredEnding(events)?.ending).toEqual({ reason: 'commissioner', seat: 0 });
  });

  it('with escapeWindowAfterGoingOut, going out while playing also opens the window', () => {
    const s = table({
      options: { escapeWindowAfterGoingOut: true },
      hands: [['druitt-1', 'druitt-2', 'druitt-3'], ['jill-1']],
      areas: [{ singles: [...fourVictims, 'victim-stride'] }, {}],
      turn: { seat: 0 },
    });
    const { state, events } = act(s, 0, { type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-3'] });
    expect(types(events)).toEqual(['MeldPlayed', 'EscapeWindowOpened']);
    expect(rejection(state, 0, { type: 'pass' })).toBe('no-escape-window');
    expect(rejection(state, 1, { type: 'draw', from: 'deck' })).toBe('not-your-turn');
    expect(legal(state, 0)).toEqual([]);
  });

  it('the turn waits while a window is open', () => {
    const s = table({
      players: 3,
      options: { escapeWindowAfterGoingOut: true },
      hands: [['gull-1'], ['jill-1'], ['eddy-1']],
      areas: [{ singles: [...fourVictims, 'victim-stride'] }, {}, {}],
      turn: { seat: 0 },
    });
    const open = act(s, 0, { type: 'discard', card: 'gull-1' }).state;
    // The turn seat is still 0 (the hand has not moved on); nobody may take a turn action.
    expect(rejection(open, 0, { type: 'discard', card: 'gull-1' })).toBe('waiting-for-escape-window');
  });

  it('refuses everything once the game is over, and seats that do not exist', () => {
    const s = { ...table({ hands: [['gull-1'], ['jill-1']], areas: [{ singles: ['victim-kelly'] }, {}], turn: { seat: 0 } }), scores: [200, 0] };
    const over = act(s, 0, { type: 'discard', card: 'gull-1' }).state;
    expect(ripperRummy.result(over)?.winners).toEqual([0]);
    expect(rejection(over, 1, { type: 'draw', from: 'deck' })).toBe('game-over');
    expect(rejection(s, 5, { type: 'pass' })).toBe('not-a-seat');
  });
});
