import { describe, expect, it } from 'vitest';
import type { Command } from '../../../domain/games/ripper-rummy/play/commands.js';
import { given, types } from './fixtures.js';

const other = ['jill-5', 'jill-4', 'jill-3'];

describe('table empty (§3.3)', () => {
  const empty = (hand: string[], discard: string[] = ['letter-4']) => given({ hands: [hand, other], discard, turn: { seat: 0 } });

  it('allows only a Victim, a Scene, Ripper Strikes or Commissioner Resigns', () => {
    const position = empty(['victim-stride', 'scene-mitre-square', 'ripper-strikes-1', 'commissioner-resigns-2', 'druitt-1', 'druitt-2', 'druitt-3', 'suspect-druitt', 'alibi-druitt']);
    position.when(0, { type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-3'] }).thenRejected('table-empty-gavel-only');
    position.when(0, { type: 'play', card: 'druitt-1' }).thenRejected('table-empty-gavel-only');
    position.when(0, { type: 'play', card: 'suspect-druitt' }).thenRejected('table-empty-gavel-only');
    position.when(0, { type: 'play', card: 'alibi-druitt' }).thenRejected('table-empty-gavel-only');
    const plays = position.legal(0).filter((c) => c.type === 'play' || c.type === 'meld');
    expect(plays.map((c) => (c.type === 'play' ? c.card : 'meld')).sort()).toEqual([
      'commissioner-resigns-2',
      'ripper-strikes-1',
      'scene-mitre-square',
      'victim-stride',
    ]);
  });

  it('is checked per play: a Victim played this turn unlocks melds in the same turn', () => {
    const victimPlayed = empty(['victim-stride', 'druitt-1', 'druitt-2', 'druitt-3', 'gull-1', 'gull-2'], [])
      .when(0, { type: 'play', card: 'victim-stride' })
      .accepted();
    expect(victimPlayed.legal(0)).toContainEqual({ type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-3'] });
    victimPlayed.when(0, { type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-3'] }).accepted();
  });

  it('a Scene-retrieved Victim, played at once, unlocks melds in the same turn (§8)', () => {
    empty(['scene-bucks-row', 'druitt-1', 'druitt-2', 'druitt-3', 'gull-1'], ['letter-4', 'victim-nichols', 'letter-3'])
      .when(0, { type: 'play', card: 'scene-bucks-row', take: 'victim-nichols' })
      .when(0, { type: 'play', card: 'victim-nichols' })
      .when(0, { type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-3'] })
      .thenState((s) => {
        expect(s.areas[0]?.melds).toHaveLength(1);
        expect(s.areas[0]?.singles.map((p) => p.card)).toEqual(['scene-bucks-row', 'victim-nichols']);
      });
  });
});

describe('Evidence melds (§3.3)', () => {
  const withVictim = (hand: string[]) => given({ hands: [hand, other], areas: [{}, { singles: ['victim-kelly'] }], turn: { seat: 0 } });
  const noVictim = (hand: string[]) => given({ hands: [hand, other], areas: [{}, { singles: ['scene-millers-court'] }], turn: { seat: 0 } });

  it('needs a Victim on the table', () => {
    const position = noVictim(['druitt-1', 'druitt-2', 'druitt-3', 'gull-1']);
    position.when(0, { type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-3'] }).thenRejected('meld-needs-victim');
    expect(position.legal(0).some((c) => c.type === 'meld')).toBe(false);
  });

  it('is 3 or more identical cards, into the player own area', () => {
    const position = withVictim(['druitt-1', 'druitt-2', 'druitt-3', 'druitt-4', 'gull-1', 'gull-2']);
    position.when(0, { type: 'meld', cards: ['druitt-1', 'druitt-2'] }).thenRejected('meld-too-small');
    position.when(0, { type: 'meld', cards: ['druitt-1', 'druitt-2', 'gull-1'] }).thenRejected('meld-not-identical');
    position.when(0, { type: 'meld', cards: ['druitt-1', 'druitt-1', 'druitt-2'] }).thenRejected('duplicate-card');
    position.when(0, { type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-5'] }).thenRejected('card-not-in-hand');
    position
      .when(0, { type: 'meld', cards: ['druitt-4', 'druitt-2', 'druitt-1', 'druitt-3'] })
      .then([
        {
          type: 'MeldPlayed',
          seat: 0,
          suit: 'druitt',
          cards: ['druitt-1', 'druitt-2', 'druitt-3', 'druitt-4'].map((card) => ({ card, suspect: 'druitt' })),
        },
      ])
      .thenState((s) => {
        expect(s.areas[0]?.melds).toHaveLength(1);
        expect(s.hands[0]).toEqual(['gull-1', 'gull-2']);
      });
  });

  it('accepts Letters melds, never with a Wild', () => {
    const position = withVictim(['letter-1', 'letter-2', 'letter-3', 'wild-1', 'gull-1']);
    position.when(0, { type: 'meld', cards: ['letter-1', 'letter-2', 'wild-1'] }).thenRejected('no-wild-in-letters');
    expect(position.legal(0)).toContainEqual({ type: 'meld', cards: ['letter-1', 'letter-2', 'letter-3'] });
    position
      .when(0, { type: 'meld', cards: ['letter-1', 'letter-2', 'letter-3'] })
      .thenState((s) => expect(s.areas[0]?.melds[0]).toMatchObject({ suit: 'letters' }));
  });

  it('lets Wilds fill a suspect meld with at least one natural card', () => {
    const position = withVictim(['gull-1', 'wild-1', 'wild-2', 'jill-1']);
    expect(position.legal(0)).toContainEqual({ type: 'meld', cards: ['gull-1', 'wild-1', 'wild-2'] });
    position.when(0, { type: 'meld', cards: ['wild-1', 'gull-1', 'wild-2'] }).thenState((s) =>
      expect(s.areas[0]?.melds[0]?.cards).toEqual([
        { card: 'gull-1', suspect: 'gull' },
        { card: 'wild-1', suspect: 'gull' },
        { card: 'wild-2', suspect: 'gull' },
      ]),
    );
  });

  it('refuses a meld of Wilds alone, of non-Evidence cards, or of too few cards', () => {
    withVictim(['wild-1', 'wild-2', 'suspect-gull', 'gull-1', 'gull-2'])
      .when(0, { type: 'meld', cards: ['wild-1', 'wild-2', 'suspect-gull'] })
      .thenRejected('meld-evidence-only');
    const wildsOnly = withVictim(['wild-1', 'wild-2', 'jill-1']);
    wildsOnly.when(0, { type: 'meld', cards: ['wild-1', 'wild-2'] }).thenRejected('wild-needs-natural');
    wildsOnly.when(0, { type: 'meld', cards: ['jill-1', 'wild-2'] }).thenRejected('meld-too-small');
  });

  it('allows two melds of the same suit (§8)', () => {
    given({
      hands: [['druitt-1', 'druitt-2', 'druitt-3', 'gull-1'], other],
      areas: [{}, { melds: [['druitt-4', 'druitt-5', 'wild-1']], singles: ['victim-kelly'] }],
      turn: { seat: 0 },
    })
      .when(0, { type: 'meld', cards: ['druitt-1', 'druitt-2', 'druitt-3'] })
      .thenState((s) => expect(s.areas.flatMap((a) => a.melds.map((m) => m.suit))).toEqual(['druitt', 'druitt']));
  });

  it('lists every set of cards once (5 naturals and 2 Wilds: 99 melds)', () => {
    const melds = withVictim(['chapman-1', 'chapman-2', 'chapman-3', 'chapman-4', 'chapman-5', 'wild-1', 'wild-2', 'letter-1'])
      .legal(0)
      .filter((c) => c.type === 'meld');
    expect(melds).toHaveLength(99);
    expect(new Set(melds.map((m) => JSON.stringify(m))).size).toBe(99);
  });
});

describe('single cards (§3.3)', () => {
  const position = () =>
    given({
      hands: [['druitt-4', 'gull-1', 'letter-4', 'wild-1', 'suspect-druitt', 'alibi-druitt', 'suspect-gull'], other],
      areas: [{ singles: ['victim-kelly'] }, { melds: [['druitt-1', 'druitt-2', 'druitt-3'], ['letter-1', 'letter-2', 'letter-3']] }],
      turn: { seat: 0 },
    });

  it('plays Evidence of a suit with a meld anywhere on the table, into the own area', () => {
    position()
      .when(0, { type: 'play', card: 'druitt-4' })
      .thenState((s) => expect(s.areas[0]?.singles).toContainEqual({ card: 'druitt-4', suspect: 'druitt' }));
    position().when(0, { type: 'play', card: 'letter-4' }).accepted();
    position().when(0, { type: 'play', card: 'gull-1' }).thenRejected('single-needs-meld');
  });

  it('plays a Suspect card or an Alibi only for a suspect with a meld', () => {
    position().when(0, { type: 'play', card: 'suspect-gull' }).thenRejected('suspect-needs-meld');
    position()
      .when(0, { type: 'play', card: 'suspect-druitt' })
      .thenState((s) => expect(s.areas[0]?.singles).toContainEqual({ card: 'suspect-druitt', suspect: 'druitt' }));
    position().when(0, { type: 'play', card: 'alibi-druitt' }).accepted();
  });

  it('plays a single Wild only as a copy of Evidence already in the own area', () => {
    position().when(0, { type: 'play', card: 'wild-1', suspect: 'druitt' }).thenRejected('wild-copy-needs-own-evidence');
    const withOwn = position().when(0, { type: 'play', card: 'druitt-4' }).accepted();
    expect(withOwn.legal(0)).toContainEqual({ type: 'play', card: 'wild-1', suspect: 'druitt' });
    withOwn.when(0, { type: 'play', card: 'wild-1', suspect: 'gull' }).thenRejected('single-needs-meld');
    withOwn.when(0, { type: 'play', card: 'wild-1' }).thenRejected('wild-needs-suspect');
    withOwn
      .when(0, { type: 'play', card: 'wild-1', suspect: 'druitt' })
      .thenState((s) => expect(s.areas[0]?.singles).toContainEqual({ card: 'wild-1', suspect: 'druitt' }));
  });

  it('never plays a Wild as a Letter', () => {
    const withLetter = position().when(0, { type: 'play', card: 'letter-4' }).accepted();
    expect(withLetter.legal(0).filter((c) => c.type === 'play' && c.card === 'wild-1')).toEqual([]);
  });

  it('refuses parameters a card does not take', () => {
    position().when(0, { type: 'play', card: 'druitt-4', suspect: 'druitt' }).thenRejected('card-takes-no-suspect');
    position().when(0, { type: 'play', card: 'druitt-4', take: 'letter-1' }).thenRejected('take-only-with-scene');
  });
});

describe('one Gavel card per turn (§3.3)', () => {
  const position = () =>
    given({
      hands: [['victim-stride', 'victim-eddowes', 'suspect-druitt', 'scene-bucks-row', 'gull-1'], other],
      areas: [{}, { melds: [['druitt-1', 'druitt-2', 'druitt-3']], singles: ['victim-kelly'] }],
      discard: ['letter-1', 'jill-2'],
      turn: { seat: 0 },
    });

  it('refuses a second Gavel card and stops listing Gavel cards', () => {
    const played = position().when(0, { type: 'play', card: 'victim-stride' }).accepted();
    played.when(0, { type: 'play', card: 'victim-eddowes' }).thenRejected('one-gavel-per-turn');
    played.when(0, { type: 'play', card: 'suspect-druitt' }).thenRejected('one-gavel-per-turn');
    expect(played.legal(0).filter((c) => c.type === 'play')).toEqual([]);
  });

  it('resets on the next turn', () => {
    position()
      .when(0, { type: 'play', card: 'victim-stride' })
      .when(0, { type: 'discard', card: 'gull-1' })
      .thenState((s) => expect(s.turn.gavelPlayed).toBe(false));
  });

  it('does not count Ripper Escapes as a Gavel card', () => {
    const played = given({
      hands: [['victim-stride', 'ripper-escapes', 'gull-1'], other],
      areas: [{ singles: ['victim-kelly', 'victim-nichols', 'victim-chapman', 'victim-eddowes'] }, {}],
      turn: { seat: 0 },
    })
      .when(0, { type: 'play', card: 'victim-stride' })
      .accepted();
    expect(played.legal(0)).toContainEqual({ type: 'ripper-escapes' });
  });

  it('makes one exception: a Gavel card taken with a Scene and played at once', () => {
    position()
      .when(0, { type: 'play', card: 'scene-bucks-row', take: 'jill-2' })
      .when(0, { type: 'play', card: 'victim-stride' })
      .thenRejected('one-gavel-per-turn');

    const took = given({
      hands: [['scene-bucks-row', 'gull-1', 'gull-2'], other],
      areas: [{}, { melds: [['druitt-1', 'druitt-2', 'druitt-3']], singles: ['victim-kelly'] }],
      discard: ['suspect-druitt', 'victim-stride', 'letter-1'],
      turn: { seat: 0 },
    })
      .when(0, { type: 'play', card: 'scene-bucks-row', take: 'suspect-druitt' })
      .thenState((s) => expect(s.turn.sceneGavel).toBe('suspect-druitt'));
    expect(took.legal(0)).toContainEqual({ type: 'play', card: 'suspect-druitt' });
    took
      .when(0, { type: 'play', card: 'suspect-druitt' })
      .thenState((s) => expect(s.areas[0]?.singles.map((p) => p.card)).toEqual(['scene-bucks-row', 'suspect-druitt']));
  });

  it('the taken Gavel card must be played immediately, or it stays in hand this turn', () => {
    const after = given({
      hands: [['scene-bucks-row', 'druitt-4', 'gull-2'], other],
      areas: [{}, { melds: [['druitt-1', 'druitt-2', 'druitt-3']], singles: ['victim-kelly'] }],
      discard: ['suspect-druitt', 'letter-1'],
      turn: { seat: 0 },
    })
      .when(0, { type: 'play', card: 'scene-bucks-row', take: 'suspect-druitt' })
      .when(0, { type: 'play', card: 'druitt-4' })
      .thenState((s) => {
        expect(s.turn.sceneGavel).toBeNull();
        expect(s.hands[0]).toContain('suspect-druitt');
      });
    after.when(0, { type: 'play', card: 'suspect-druitt' }).thenRejected('one-gavel-per-turn');
  });
});

describe('at most one extra Gavel per turn (§3.3)', () => {
  /** Seat 0 holds a Scene; the discard pile holds two more Scenes and a Victim (top last). */
  const sceneChain = () =>
    given({
      hands: [['scene-bucks-row', 'gull-1'], other],
      areas: [{}, { singles: ['victim-nichols'] }],
      discard: ['victim-kelly', 'scene-millers-court', 'scene-mitre-square'],
      turn: { seat: 0 },
    });
  const gavelPlays = (commands: readonly Command[]) => commands.filter((c) => c.type === 'play');

  it('refuses a third Gavel card: the turn Gavel (a Scene) took a Scene, played at once as the extra, which took another', () => {
    const twoGavels = sceneChain()
      .when(0, { type: 'play', card: 'scene-bucks-row', take: 'scene-mitre-square' })
      .when(0, { type: 'play', card: 'scene-mitre-square', take: 'scene-millers-court' })
      .accepted();
    twoGavels.when(0, { type: 'play', card: 'scene-millers-court', take: 'victim-kelly' }).thenRejected('one-gavel-per-turn');
    // legalCommands agrees: nothing left to play (gull-1 has no meld), only discards.
    expect(gavelPlays(twoGavels.legal(0))).toEqual([]);
    expect(twoGavels.legal(0)).toEqual([
      { type: 'discard', card: 'gull-1' },
      { type: 'discard', card: 'scene-millers-court' },
    ]);
    twoGavels.thenState((s) => expect(s.turn).toMatchObject({ gavelPlayed: true, extraGavelPlayed: true }));
  });

  it('a Gavel card taken by the extra Scene stays in hand this turn, and may be played next turn', () => {
    const tookVictim = sceneChain()
      .when(0, { type: 'play', card: 'scene-bucks-row', take: 'scene-mitre-square' })
      .when(0, { type: 'play', card: 'scene-mitre-square', take: 'victim-kelly' })
      .accepted();
    tookVictim.thenState((s) => expect(s.hands[0]).toEqual(['gull-1', 'victim-kelly']));
    tookVictim.when(0, { type: 'play', card: 'victim-kelly' }).thenRejected('one-gavel-per-turn');
    expect(gavelPlays(tookVictim.legal(0))).toEqual([]);
    tookVictim
      .when(0, { type: 'discard', card: 'gull-1' })
      .when(1, { type: 'draw', from: 'deck' })
      .when(1, { type: 'discard', card: 'jill-5' })
      .when(0, { type: 'draw', from: 'deck' })
      .when(0, { type: 'play', card: 'victim-kelly' })
      .accepted();
  });

  it('still allows a Scene to take a Scene and play it at once as the extra, which takes a card of the discard pile', () => {
    const first = sceneChain().when(0, { type: 'play', card: 'scene-bucks-row', take: 'scene-mitre-square' }).accepted();
    expect(gavelPlays(first.legal(0))).toEqual(
      ['victim-kelly', 'scene-millers-court'].map((take) => ({ type: 'play', card: 'scene-mitre-square', take })),
    );
    first
      .when(0, { type: 'play', card: 'scene-mitre-square', take: 'scene-millers-court' })
      .then([
        { type: 'CardPlayed', seat: 0, card: 'scene-mitre-square', suspect: null },
        { type: 'SceneSearched', seat: 0, scene: 'scene-mitre-square', card: 'scene-millers-court' },
      ])
      .thenView(0, (v) => expect(v.areas[0]?.singles.map((p) => p.card)).toEqual(['scene-bucks-row', 'scene-mitre-square']));
  });

  it('lets Evidence taken by the extra Scene be played this turn (only Gavel cards are limited)', () => {
    given({
      hands: [['scene-bucks-row', 'gull-1'], other],
      areas: [{}, { melds: [['druitt-1', 'druitt-2', 'druitt-3']], singles: ['victim-nichols'] }],
      discard: ['druitt-4', 'scene-mitre-square'],
      turn: { seat: 0 },
    })
      .when(0, { type: 'play', card: 'scene-bucks-row', take: 'scene-mitre-square' })
      .when(0, { type: 'play', card: 'scene-mitre-square', take: 'druitt-4' })
      .when(0, { type: 'play', card: 'druitt-4' })
      .thenState((after) => expect(after.areas[0]?.singles.map((p) => p.card)).toEqual(['scene-bucks-row', 'scene-mitre-square', 'druitt-4']));
  });
});

describe('going out by playing', () => {
  it('a last card played as a 0-point Gavel card empties the hand and ends the hand', () => {
    given({ hands: [['ripper-strikes-1'], other], drawTop: ['victim-stride'], turn: { seat: 0 } })
      .when(0, { type: 'play', card: 'ripper-strikes-1' })
      .then((events) => expect(types(events)).toEqual(['RipperStruck', 'DrawPileShuffled', 'HandScored', 'HandDealt']));
  });
});
