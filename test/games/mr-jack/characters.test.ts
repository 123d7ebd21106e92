// Every character's movement and ability, with its timing and whether it is mandatory (rules §5).
import { describe, expect, it } from 'vitest';
import { isRejection } from '../../../domain/engine/rejection.js';
import { mrJack, type MrJackCommand, type MrJackState } from '../../../domain/games/mr-jack/index.js';
import { HEX_LABELS } from '../../../domain/games/mr-jack/rules/board.js';
import { BASE_CHARACTERS, type CharacterId } from '../../../domain/games/mr-jack/rules/characters.js';
import { streetDistance } from '../../../domain/games/mr-jack/rules/hex.js';
import { litHexes, watsonBeam } from '../../../domain/games/mr-jack/rules/visibility.js';
import { canonical } from '../../support/games/game-harness.js';
import { DETECTIVE, JACK, eventTypes, given, ofType, roundStart, sorted } from './helpers.js';

const CARDS_1 = ['holmes', 'watson', 'smith', 'lestrade'] as const;
const CARDS_2 = ['stealthy', 'goodley', 'gull', 'bert'] as const;
const round1 = (patch: Partial<MrJackState> = {}, options = {}) => roundStart([...CARDS_1], patch, options);
const round1b = (patch: Partial<MrJackState> = {}, options = {}) => roundStart([...CARDS_2], patch, options);
const pick = (character: CharacterId): MrJackCommand => ({ type: 'pick', character });
/** The round-1 position after the Detective picked `character`. */
const picked = (state: MrJackState, character: CharacterId) => given(state).when(DETECTIVE, pick(character)).accepted();

describe('Sherlock Holmes: after moving, draws the top alibi card', () => {
  const pickedHolmes = { type: 'CharacterPicked', round: 1, seat: DETECTIVE, role: 'detective', character: 'holmes' } as const;

  it('the Detective’s draw clears that character publicly', () => {
    given(round1({ alibiDeck: ['smith', 'bert'] }))
      .when(DETECTIVE, pick('holmes'))
      .then([pickedHolmes])
      .when(DETECTIVE, { type: 'move', to: 'g4' })
      .then((events, state) => {
        expect(eventTypes(events)).toEqual(['CharacterMoved', 'AlibiDrawn', 'CharacterCleared', 'ActivationEnded']);
        expect(events[1]).toEqual({ type: 'AlibiDrawn', seat: DETECTIVE, role: 'detective', card: 'smith' });
        expect(state.cleared).toEqual(['smith']);
        expect(state.alibiDeck).toEqual(['bert']);
        // The flip is public; the card itself only the drawing seat sees (seed: "Only the player
        // activating Holmes sees that draw"), though here the flip names it.
        expect(mrJack.redact(events[2]!, JACK)).toEqual({ type: 'CharacterCleared', character: 'smith', by: 'alibi' });
      })
      .thenView(JACK, (v) => expect(v.cleared).toEqual(['smith']))
      .thenView(DETECTIVE, (v) => expect(v.alibi.detectiveDraws).toEqual(['smith']));
  });

  it('the Detective’s draw of a character already cleared is seen by the Detective only, until the end', () => {
    const drawn = given(round1({ alibiDeck: ['smith', 'bert'], cleared: ['smith'] }))
      .when(DETECTIVE, pick('holmes'))
      .then([pickedHolmes])
      .when(DETECTIVE, { type: 'move', to: 'g4' })
      .then((events) => expect(eventTypes(events)).toEqual(['CharacterMoved', 'AlibiDrawn', 'ActivationEnded']));
    const draw = drawn.events[1]!;
    expect(mrJack.redact(draw, DETECTIVE)).toEqual({ type: 'AlibiDrawn', seat: DETECTIVE, role: 'detective', card: 'smith' });
    for (const viewer of [JACK, 'spectator'] as const) {
      expect(mrJack.redact(draw, viewer)).toEqual({ type: 'AlibiDrawn', seat: DETECTIVE, role: 'detective' });
      const v = drawn.view(viewer);
      expect(v.alibi).toMatchObject({ detectiveDraws: null, detectiveDrawCount: 1, deckCount: 1 });
      expect(JSON.stringify(v)).toBe(JSON.stringify(mrJack.view({ ...drawn.state, draws: [{ role: 'detective', card: 'gull' }] }, viewer)));
    }
    drawn.thenView(DETECTIVE, (v) => expect(v.alibi).toMatchObject({ detectiveDraws: ['smith'], detectiveDrawCount: 1 }));
    // The end reveals every draw.
    drawn
      .when(JACK, pick('watson'))
      .when(JACK, { type: 'resign' })
      .then((events) => expect(events.at(-1)).toMatchObject({ type: 'GameEnded', detectiveDraws: ['smith'], jackDraws: [] }))
      .thenView(JACK, (v) => expect(v.alibi.detectiveDraws).toEqual(['smith']))
      .thenState((state) => expect(mrJack.result(state)).toMatchObject({ detectiveDraws: ['smith'] }));
  });

  it('Jack’s draw is withheld from the Detective and clears nobody', () => {
    given(roundStart([...CARDS_1], { round: 2, alibiDeck: ['smith', 'bert'] }))
      .when(JACK, pick('holmes'))
      .when(JACK, { type: 'move', to: 'g4' })
      .then((events, state) => {
        const drawn = events.find((e) => e.type === 'AlibiDrawn')!;
        expect(drawn).toEqual({ type: 'AlibiDrawn', seat: JACK, role: 'jack', card: 'smith' });
        expect(state.cleared).toEqual([]);
        expect(mrJack.redact(drawn, DETECTIVE)).toEqual({ type: 'AlibiDrawn', seat: JACK, role: 'jack' });
        expect(mrJack.redact(drawn, 'spectator')).toEqual({ type: 'AlibiDrawn', seat: JACK, role: 'jack' });
        expect(mrJack.redact(drawn, JACK)).toEqual(drawn);
      })
      .thenView(DETECTIVE, (v) => expect(v.alibi).toMatchObject({ jackDrawCount: 1, jackDraws: null, deckCount: 1 }))
      .thenView(JACK, (v) => expect(v.alibi.jackDraws).toEqual(['smith']));
  });

  it('draws nothing once the alibi deck is empty', () => {
    given(round1({ alibiDeck: [] }))
      .when(DETECTIVE, pick('holmes'))
      .then([pickedHolmes])
      .when(DETECTIVE, { type: 'move', to: 'g4' })
      .then((events) => expect(eventTypes(events)).toEqual(['CharacterMoved', 'ActivationEnded']));
  });

  it('moves 1 to 3 hexes and must leave his hex', () => {
    const s = picked(round1(), 'holmes');
    s.when(DETECTIVE, { type: 'move', to: 'g5' }).thenRejected('must-leave-start-hex');
    s.when(DETECTIVE, { type: 'move', to: 'a1' }).thenRejected('out-of-reach');
    const targets = ofType(s.legal(DETECTIVE), 'move').map((m) => m.to);
    // g4: 1 step; k10: g6 (an open manhole, 1), sewer to k9 (2), k10 (3); a1 is far.
    expect(targets).toEqual(expect.arrayContaining(['g4', 'g6', 'k9', 'k10']));
    expect(targets).not.toContain('a1');
    expect(targets).not.toContain('g8'); // Smith stands there
  });
});

describe('John H. Watson: the mover chooses his facing at the end of his move', () => {
  const movedToE9 = () =>
    picked(round1({ positions: { watson: 'f10', gull: 'a1' } }), 'watson')
      .when(DETECTIVE, { type: 'move', to: 'e9' })
      .accepted();

  it('after his move the only step is the facing, one of six directions', () => {
    const s = movedToE9();
    expect(mrJack.pending(s.state)).toEqual([{ seat: DETECTIVE, kind: 'turn', prompt: "Choose the facing of Watson's lantern" }]);
    expect(s.legal(DETECTIVE).filter((c) => c.type !== 'resign')).toHaveLength(6);
    s.when(DETECTIVE, pick('smith')).thenRejected('choose-watson-facing');
    s.when(DETECTIVE, { type: 'face', direction: 'S' })
      .then((events) => expect(eventTypes(events)).toEqual(['WatsonFaced', 'ActivationEnded']))
      .thenState((state) => expect(state.watsonFacing).toBe('S'));
  });

  it('lights the street hexes straight ahead, through characters, not his own hex', () => {
    movedToE9()
      .when(DETECTIVE, { type: 'face', direction: 'S' })
      .then((_events, s) => {
        // Lestrade on e5 does not stop the beam.
        expect(watsonBeam(s)).toEqual(['e8', 'e7', 'e6', 'e5', 'e4', 'e3']);
        expect(litHexes(s)).not.toContain('e9');
      })
      .thenView(DETECTIVE, (v) => expect(v.watson).toEqual({ facing: 'S', beam: ['e8', 'e7', 'e6', 'e5', 'e4', 'e3'] }));
  });

  it('is stopped by the first obstacle or gaslight hex', () => {
    expect(watsonBeam(round1({ positions: { watson: 'e6' }, watsonFacing: 'NE' }))).toEqual(['f7', 'g8']); // h9 is a building
    expect(watsonBeam(round1({ positions: { watson: 'g7' }, watsonFacing: 'NE' }))).toEqual([]); // h8 is a lit gaslight
  });

  it('may keep his facing', () => {
    expect(ofType(movedToE9().legal(DETECTIVE), 'face').map((f) => f.direction)).toContain('NE');
  });
});

describe('John Smith: before or after moving (mandatory), moves a lit gaslight onto an unlit gaslight hex', () => {
  const smith = () => picked(round1(), 'smith');

  it('offers every lit tile to every unlit gaslight hex, before the move', () => {
    const moves = ofType(smith().legal(DETECTIVE), 'move-gaslight');
    expect(moves).toHaveLength(6 * 2);
    expect(sorted([...new Set(moves.map((m) => m.to))])).toEqual(['f9', 'h4']);
  });

  it('a moved tile keeps its number; then Smith must still move', () => {
    const s = smith()
      .when(DETECTIVE, { type: 'move-gaslight', from: 'b2', to: 'f9' })
      .then([{ type: 'GaslightMoved', from: 'b2', to: 'f9', tile: 1 }])
      .thenState((state) => {
        expect(state.gaslights).toContainEqual({ hex: 'f9', tile: 1 });
        expect(state.gaslights.some((g) => g.hex === 'b2')).toBe(false);
      });
    expect(s.legal(DETECTIVE).every((c) => c.type === 'move' || c.type === 'accuse' || c.type === 'resign')).toBe(true);
    s.when(DETECTIVE, { type: 'move-gaslight', from: 'h8', to: 'b2' }).thenRejected('ability-already-used');
  });

  it('after moving, the ability is mandatory', () => {
    const s = smith().when(DETECTIVE, { type: 'move', to: 'g9' }).accepted();
    expect(mrJack.pending(s.state)[0]?.prompt).toBe("Use John Smith's ability");
    expect(s.legal(DETECTIVE).every((c) => c.type === 'move-gaslight' || c.type === 'resign')).toBe(true);
    s.when(DETECTIVE, pick('holmes')).thenRejected('ability-mandatory');
    s.when(DETECTIVE, { type: 'move', to: 'g10' }).thenRejected('already-moved');
    s.when(DETECTIVE, { type: 'move-gaslight', from: 'f5', to: 'h4' }).then((events) => expect(eventTypes(events)).toEqual(['GaslightMoved', 'ActivationEnded']));
  });

  it('names the rule when the tile or the target is wrong', () => {
    const s = smith();
    s.when(DETECTIVE, { type: 'move-gaslight', from: 'f9', to: 'h4' }).thenRejected('no-lit-gaslight-there');
    s.when(DETECTIVE, { type: 'move-gaslight', from: 'b2', to: 'c7' }).thenRejected('gaslight-already-lit');
    s.when(DETECTIVE, { type: 'move-gaslight', from: 'b2', to: 'g9' }).thenRejected('not-a-gaslight-hex');
  });

  it('is nobody else’s ability', () => {
    picked(round1(), 'lestrade').when(DETECTIVE, { type: 'move-gaslight', from: 'b2', to: 'f9' }).thenRejected('not-this-characters-ability');
  });
});

describe('Inspector Lestrade: before or after moving (mandatory), moves a cordon to a free exit', () => {
  const lestrade = () => picked(round1(), 'lestrade');

  it('offers each cordon to each exit without one', () => {
    expect(sorted(ofType(lestrade().legal(DETECTIVE), 'move-cordon').map((c) => `${c.from}>${c.to}`))).toEqual(['NE>NW', 'NE>SE', 'SW>NW', 'SW>SE']);
  });

  it('moves it, then must move; or moves first, then must move the cordon', () => {
    lestrade()
      .when(DETECTIVE, { type: 'move-cordon', from: 'NE', to: 'NW' })
      .thenState((before) => {
        expect(sorted(before.cordons)).toEqual(['NW', 'SW']);
        expect(mrJack.pending(before)[0]?.prompt).toBe('Move Inspector Lestrade');
      });
    const after = lestrade().when(DETECTIVE, { type: 'move', to: 'e4' }).accepted();
    expect(after.legal(DETECTIVE).every((c) => c.type === 'move-cordon' || c.type === 'resign')).toBe(true);
  });

  it('names the rule when there is no cordon or the exit already has one', () => {
    lestrade().when(DETECTIVE, { type: 'move-cordon', from: 'NW', to: 'SE' }).thenRejected('no-cordon-there');
    lestrade().when(DETECTIVE, { type: 'move-cordon', from: 'NE', to: 'SW' }).thenRejected('exit-already-cordoned');
  });
});

describe('Miss Stealthy: moves 1–4 and may cross obstacles and gaslight hexes, ending on a street', () => {
  // On the 2006 board, b7 is 5 street steps from b3 but 4 straight across the buildings b4 and b5.
  const stealthy = () => picked(round1b({ positions: { stealthy: 'b3' } }, { board: '2006' }), 'stealthy');

  it('reaches a hex only crossing buildings allows', () => {
    expect(streetDistance('b3', 'b7')).toBe(5);
    stealthy()
      .when(DETECTIVE, { type: 'move', to: 'b7' })
      .thenState((state) => expect(state.positions.stealthy).toBe('b7'));
  });

  it('cannot end on an obstacle or a gaslight hex', () => {
    stealthy().when(DETECTIVE, { type: 'move', to: 'b4' }).thenRejected('must-end-on-street');
    stealthy().when(DETECTIVE, { type: 'move', to: 'b2' }).thenRejected('must-end-on-street');
    expect(ofType(stealthy().legal(DETECTIVE), 'move').map((m) => m.to)).not.toContain('b4');
  });

  it('anyone else is blocked where she crosses', () => {
    // b6: 4 by street, 3 across b4 and b5.
    picked(round1({ positions: { holmes: 'b3' } }, { board: '2006' }), 'holmes')
      .when(DETECTIVE, { type: 'move', to: 'b6' })
      .thenRejected('blocked-by-obstacle');
  });
});

describe('Sergeant Goodley: whistle 3 points, each whistled character ending strictly closer (street distance)', () => {
  // Goodley on e6; its four street neighbours e7, f7, e5 are taken and d5 is free; everyone else
  // stands 2 away, so only a step onto d5 brings anyone closer.
  const ring = { goodley: 'e6', gull: 'e7', smith: 'f7', lestrade: 'e5', holmes: 'e4', bert: 'g8', watson: 'g7', stealthy: 'd7' } as const;
  const goodley = (positions: MrJackState['positions'] = ring) => picked(round1b({ positions }), 'goodley');
  /** Goodley picked in the start position (Goodley on m10, many characters can come closer). */
  const atStart = () => picked(round1b(), 'goodley');
  const points = (s: { state: MrJackState }, w: { character: CharacterId; to: string }) => streetDistance(s.state.positions[w.character]!, w.to);

  it('checks the scenario: distances as described', () => {
    for (const c of ['gull', 'smith', 'lestrade'] as const) expect(streetDistance(ring[c], 'e6')).toBe(1);
    for (const c of ['holmes', 'bert', 'watson', 'stealthy'] as const) expect(streetDistance(ring[c], 'e6')).toBe(2);
  });

  it('lists only steps onto free hexes strictly closer, within the points, that spend all 3 when a split can (rules §11)', () => {
    const s = goodley();
    // d5 is 2 from Holmes (through Lestrade on e5) and 3 from the others (through Goodley's hex).
    // Holmes may take the longer walk e4 → e5 → e6 → d5 for 3 points; for 2 he would end the
    // whistle with a point nobody can use: "all 3 must be spent when legal". Each step is listed
    // without `points` (the fewest accepted) and with it.
    expect(sorted(ofType(s.legal(DETECTIVE), 'whistle').map((w) => `${w.character}>${w.to}:${w.points ?? '-'}`))).toEqual(
      ['bert', 'holmes', 'stealthy', 'watson'].flatMap((c) => [`${c}>d5:-`, `${c}>d5:3`]),
    );
    s.when(DETECTIVE, { type: 'whistle', character: 'holmes', to: 'd5', points: 2 }).thenRejected('whistle-must-spend-all');
    s.when(DETECTIVE, { type: 'whistle', character: 'bert', to: 'd5' }).then([
      { type: 'Whistled', character: 'bert', from: 'g8', to: 'd5', points: 3 },
      { type: 'WhistleEnded', pointsLeft: 0 },
    ]);
  });

  it('spends as many points as any split can; the whistle ends when no further step is possible, then Goodley moves', () => {
    // Goodley in the dead end b7: b6, a5, c6, a4 are taken, so only d7 (3 from b7) can be filled,
    // from e8 or e7, for 1 point or by a 2-hex walk; after that nobody can come closer.
    const s = goodley({ goodley: 'b7', smith: 'b6', holmes: 'a5', watson: 'c6', stealthy: 'a4', gull: 'a3', lestrade: 'e8', bert: 'e7' });
    expect(sorted(ofType(s.legal(DETECTIVE), 'whistle').map((w) => `${w.character}>${w.to}:${w.points ?? '-'}`))).toEqual([
      'bert>d7:-',
      'bert>d7:2',
      'lestrade>d7:-',
      'lestrade>d7:2',
    ]);
    s.when(DETECTIVE, { type: 'whistle', character: 'lestrade', to: 'd7', points: 1 }).thenRejected('whistle-must-spend-all');
    s.when(DETECTIVE, { type: 'whistle', character: 'lestrade', to: 'd7' })
      .then([
        { type: 'Whistled', character: 'lestrade', from: 'e8', to: 'd7', points: 2 },
        { type: 'WhistleEnded', pointsLeft: 1 },
      ])
      .thenState((state) => {
        expect(state.positions.lestrade).toBe('d7');
        expect(mrJack.pending(state)[0]?.prompt).toBe('Move Sergeant Goodley');
      })
      .when(DETECTIVE, { type: 'whistle', character: 'bert', to: 'e8' })
      .thenRejected('ability-already-used');
  });

  it('names the rules a whistle step can break', () => {
    const s = goodley();
    s.when(DETECTIVE, { type: 'whistle', character: 'goodley', to: 'd5' }).thenRejected('whistle-others-only');
    s.when(DETECTIVE, { type: 'whistle', character: 'holmes', to: 'e5' }).thenRejected('hex-occupied');
    s.when(DETECTIVE, { type: 'whistle', character: 'holmes', to: 'e3' }).thenRejected('goodley-must-get-closer');
    s.when(DETECTIVE, { type: 'whistle', character: 'holmes', to: 'f5' }).thenRejected('must-end-on-street');
  });

  it('shares the 3 points among characters and must spend them all while it can', () => {
    const s0 = atStart();
    // (Watson left out: whistling him adds a facing step, tested below.)
    const one = ofType(s0.legal(DETECTIVE), 'whistle').find((w) => w.character !== 'watson' && w.points === 1 && points(s0, w) === 1)!;
    const s = s0.when(DETECTIVE, one).accepted();
    expect(s.state.activation?.whistlePoints).toBe(2);
    expect(mrJack.pending(s.state)[0]?.prompt).toContain('2 point(s) left');
    s.when(DETECTIVE, { type: 'move', to: 'm9' }).thenRejected('whistle-unfinished');
    const steps = ofType(s.legal(DETECTIVE), 'whistle');
    expect(steps.find((w) => (w.points ?? points(s, w)) === 3)).toBeUndefined();
    expect(steps.every((w) => streetDistance(w.to, 'm10') < streetDistance(s.state.positions[w.character]!, 'm10'))).toBe(true);
    const other = steps.find((w) => ![one.character, 'watson'].includes(w.character) && w.points === 2 && points(s, w) === 2)!;
    s.when(DETECTIVE, other).then((events) => {
      expect(eventTypes(events)).toEqual(['Whistled', 'WhistleEnded']);
      expect(events[1]).toEqual({ type: 'WhistleEnded', pointsLeft: 0 });
    });
    s.when(DETECTIVE, { type: 'whistle', character: one.character, to: 'm10' }).thenRejected('hex-occupied');
  });

  it('refuses a step costing more than the points left', () => {
    const s0 = atStart();
    const all = ofType(s0.legal(DETECTIVE), 'whistle');
    const costly = all.find((w) => w.points === 3 && points(s0, w) === 3)!;
    const cheap = all.find((w) => ![costly.character, 'watson'].includes(w.character) && w.points === 1 && points(s0, w) === 1)!;
    s0.when(DETECTIVE, cheap).when(DETECTIVE, costly).thenRejected('not-enough-whistle-points');
  });

  it('whistling Watson lets the mover choose his facing, then the whistle goes on', () => {
    // From the start (Goodley on m10, Watson on i4): a 1-point whistle of Watson, 2 points left.
    const s0 = atStart();
    const watson = ofType(s0.legal(DETECTIVE), 'whistle').find((w) => w.character === 'watson' && w.points === 1 && streetDistance('i4', w.to) === 1)!;
    const s = s0.when(DETECTIVE, watson).accepted();
    expect(s.state.activation).toMatchObject({ facingDue: true, whistlePoints: 2 });
    expect(s.legal(DETECTIVE).filter((c) => c.type !== 'resign').every((c) => c.type === 'face')).toBe(true);
    s.when(DETECTIVE, { type: 'face', direction: 'N' })
      .then((events) => expect(eventTypes(events)).toEqual(['WatsonFaced']))
      .thenState((state) => {
        expect(state.watsonFacing).toBe('N');
        expect(mrJack.pending(state)[0]?.prompt).toContain('2 point(s) left');
      });
  });

  it('whistling Watson with the last points: the facing comes first, then the whistle ends', () => {
    goodley()
      .when(DETECTIVE, { type: 'whistle', character: 'watson', to: 'd5' })
      .thenState((state) => expect(state.activation).toMatchObject({ facingDue: true, whistlePoints: 0 }))
      .when(DETECTIVE, { type: 'face', direction: 'N' })
      .then((events) => expect(eventTypes(events)).toEqual(['WatsonFaced', 'WhistleEnded']))
      .thenState((state) => expect(mrJack.pending(state)[0]?.prompt).toBe('Move Sergeant Goodley'));
  });

  it('can whistle after moving, and then must', () => {
    const s = atStart().when(DETECTIVE, { type: 'move', to: 'm9' }).accepted();
    expect(mrJack.pending(s.state)[0]?.prompt).toBe("Use Sergeant Goodley's ability");
    expect(s.legal(DETECTIVE).every((c) => c.type === 'whistle' || c.type === 'resign')).toBe(true);
  });

  it('when nobody can come closer, Goodley just moves and the activation ends', () => {
    // All four street neighbours of e6 taken, the others 2 away: no whistle at all.
    const s = goodley({ ...ring, holmes: 'd5', stealthy: 'e4' });
    expect(ofType(s.legal(DETECTIVE), 'whistle')).toEqual([]);
    expect(s.legal(DETECTIVE).every((c) => c.type === 'move' || c.type === 'accuse' || c.type === 'resign')).toBe(true);
  });
});

describe('Sergeant Goodley: a whistle step may take a longer street walk (seed: he "spends three movement points")', () => {
  const goodley = (positions: MrJackState['positions'], options = {}) => picked(round1b({ positions }, options), 'goodley');

  it('Bert d7 → e8 → e7 → e6 spends all 3 points, though e6 is 2 from d7', () => {
    const s = goodley({ holmes: 'g6', watson: 'g8', smith: 'g9', lestrade: 'g5', stealthy: 'g7', gull: 'g10', bert: 'd7', goodley: 'f7' });
    expect(streetDistance('d7', 'e6')).toBe(2);
    s.when(DETECTIVE, { type: 'whistle', character: 'bert', to: 'e6' }).then([
      { type: 'Whistled', character: 'bert', from: 'd7', to: 'e6', points: 3 },
      { type: 'WhistleEnded', pointsLeft: 0 },
    ]);
    s.when(DETECTIVE, { type: 'whistle', character: 'bert', to: 'e6', points: 3 }).then((events) => expect(events[0]).toMatchObject({ points: 3 }));
    // The shortest walk (2) would strand a point that other splits spend.
    s.when(DETECTIVE, { type: 'whistle', character: 'bert', to: 'e6', points: 2 }).thenRejected('whistle-must-spend-all');
  });

  it('Holmes e4 → e5 → e6 → d5 spends all 3 points, through Lestrade and Goodley', () => {
    goodley({ goodley: 'e6', gull: 'e7', smith: 'f7', lestrade: 'e5', holmes: 'e4', bert: 'g8', watson: 'g7', stealthy: 'd7' })
      .when(DETECTIVE, { type: 'whistle', character: 'holmes', to: 'd5' })
      .then([
        { type: 'Whistled', character: 'holmes', from: 'e4', to: 'd5', points: 3 },
        { type: 'WhistleEnded', pointsLeft: 0 },
      ])
      .thenState((state) => expect(state.activation).toMatchObject({ whistlePoints: null, abilityUsed: true }));
  });

  it('a walk is over street hexes only: a sewer does not shorten it', () => {
    // 2016 board: g6 and k9 are open manholes, one sewer point apart, but far apart by street.
    const s = goodley({ goodley: 'k10', holmes: 'g6' });
    expect(streetDistance('g6', 'k9')).toBeGreaterThan(3);
    s.when(DETECTIVE, { type: 'whistle', character: 'holmes', to: 'k9' }).thenRejected('not-enough-whistle-points');
    s.when(DETECTIVE, { type: 'whistle', character: 'holmes', to: 'k9', points: 1 }).thenRejected('no-street-walk');
    expect(s.legal(DETECTIVE)).not.toContainEqual(expect.objectContaining({ type: 'whistle', character: 'holmes', to: 'k9' }));
  });

  it('a walk is over street hexes only: no crossing of buildings, not even for Miss Stealthy', () => {
    // 2006 board: b3 → b6 is 3 hexes across the buildings b4 and b5, 4 by street.
    const s = goodley({ goodley: 'b7', stealthy: 'b3' }, { board: '2006' });
    s.when(DETECTIVE, { type: 'whistle', character: 'stealthy', to: 'b6', points: 3 }).thenRejected('no-street-walk');
    s.when(DETECTIVE, { type: 'whistle', character: 'stealthy', to: 'b6' }).thenRejected('not-enough-whistle-points');
  });

  it('a walk never enters a hex twice: no stepping back and forth to spend points', () => {
    // e5 and e4 are neighbours in a corridor with no common street neighbour: no 2-hex walk joins them.
    goodley({ goodley: 'e3', lestrade: 'e5', holmes: 'g4' })
      .when(DETECTIVE, { type: 'whistle', character: 'lestrade', to: 'e4', points: 2 })
      .thenRejected('no-street-walk');
  });

  it('legalCommands lists exactly the whistle commands decide accepts, with and without points', () => {
    const positions: MrJackState['positions'][] = [
      { holmes: 'g6', watson: 'g8', smith: 'g9', lestrade: 'g5', stealthy: 'g7', gull: 'g10', bert: 'd7', goodley: 'f7' },
      { goodley: 'e6', gull: 'e7', smith: 'f7', lestrade: 'e5', holmes: 'e4', bert: 'g8', watson: 'g7', stealthy: 'd7' },
      { goodley: 'b7', smith: 'b6', holmes: 'a5', watson: 'c6', stealthy: 'a4', gull: 'a3', lestrade: 'e8', bert: 'e7' },
      {},
    ];
    for (const p of positions) {
      let s = goodley(p);
      // The first step, then (while the whistle goes on) a second one.
      for (let step = 0; step < 2 && s.state.activation?.whistlePoints !== null; step++) {
        const listed = ofType(s.legal(DETECTIVE), 'whistle');
        const listedKeys = new Set(listed.map(canonical));
        for (const character of BASE_CHARACTERS) {
          for (const to of HEX_LABELS) {
            for (const points of [undefined, 1, 2, 3]) {
              const command: MrJackCommand = { type: 'whistle', character, to, ...(points === undefined ? {} : { points }) };
              const accepted = !isRejection(s.when(DETECTIVE, command).outcome());
              expect(accepted, canonical(command)).toBe(listedKeys.has(canonical(command)));
            }
          }
        }
        expect(listed.length).toBeGreaterThan(0);
        s = s.when(DETECTIVE, listed.find((c) => c.character !== 'watson') ?? listed[0]!).accepted();
      }
    }
  });
});

describe('Sir William Gull: instead of moving, may swap places with any other character', () => {
  const gull = () => picked(round1b(), 'gull');

  it('swaps, which ends his activation', () => {
    gull()
      .when(DETECTIVE, { type: 'swap', with: 'holmes' })
      .then((events, state) => {
        expect(eventTypes(events)).toEqual(['CharactersSwapped', 'ActivationEnded']);
        expect([state.positions.gull, state.positions.holmes]).toEqual(['g5', 'e9']);
      });
  });

  it('or moves normally instead, which ends his activation', () => {
    gull()
      .when(DETECTIVE, { type: 'move', to: 'e8' })
      .then((events) => expect(eventTypes(events)).toEqual(['CharacterMoved', 'ActivationEnded']));
  });

  it('swapping with Watson lets the mover choose Watson’s facing', () => {
    gull()
      .when(DETECTIVE, { type: 'swap', with: 'watson' })
      .thenState((s) => {
        expect(s.positions.watson).toBe('e9');
        expect(mrJack.pending(s)[0]?.prompt).toBe("Choose the facing of Watson's lantern");
      })
      .when(DETECTIVE, { type: 'face', direction: 'S' })
      .then((events) => expect(eventTypes(events)).toEqual(['WatsonFaced', 'ActivationEnded']));
  });

  it('cannot swap with himself; only Gull swaps', () => {
    gull().when(DETECTIVE, { type: 'swap', with: 'gull' }).thenRejected('swap-with-another-character');
    expect(ofType(gull().legal(DETECTIVE), 'swap')).toHaveLength(7);
    picked(round1b(), 'bert').when(DETECTIVE, { type: 'swap', with: 'holmes' }).thenRejected('not-this-characters-ability');
  });
});

describe('Jeremy Bert: before or after moving (mandatory), moves a manhole cover onto an open manhole', () => {
  const bert = (patch: Partial<MrJackState> = {}) => picked(round1b(patch), 'bert');

  it('offers each cover to each open manhole (2016: 2 covers × 7 open)', () => {
    expect(ofType(bert().legal(DETECTIVE), 'move-manhole-cover')).toHaveLength(14);
  });

  it('covers a manhole even under a character', () => {
    bert({ positions: { holmes: 'g6' } })
      .when(DETECTIVE, { type: 'move-manhole-cover', from: 'l12', to: 'g6' })
      .thenState((state) => expect(sorted(state.coveredManholes)).toEqual(['b1', 'g6']))
      .thenView(DETECTIVE, ({ hexes }) => {
        expect(hexes.find((h) => h.label === 'g6')?.manhole).toBe('covered');
        expect(hexes.find((h) => h.label === 'l12')?.manhole).toBe('open');
      });
  });

  it('names the rule for a wrong cover or target', () => {
    bert().when(DETECTIVE, { type: 'move-manhole-cover', from: 'g6', to: 'k9' }).thenRejected('no-cover-there');
    bert().when(DETECTIVE, { type: 'move-manhole-cover', from: 'l12', to: 'b1' }).thenRejected('manhole-already-covered');
    bert().when(DETECTIVE, { type: 'move-manhole-cover', from: 'l12', to: 'g5' }).thenRejected('not-a-manhole');
  });

  it('after moving, must move a cover', () => {
    const s = bert().when(DETECTIVE, { type: 'move', to: 'i7' }).accepted();
    expect(s.legal(DETECTIVE).every((c) => c.type === 'move-manhole-cover' || c.type === 'resign')).toBe(true);
  });
});
