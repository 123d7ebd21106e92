// Every character's movement and ability, with its timing and whether it is mandatory (rules §5).
import { describe, expect, it } from 'vitest';
import { isRejection } from '../../../domain/engine/rejection.js';
import { HEX_LABELS } from '../../../domain/games/mr-jack/rules/board.js';
import { BASE_CHARACTERS } from '../../../domain/games/mr-jack/rules/characters.js';
import { mrJack } from '../../../domain/games/mr-jack/index.js';
import { canonical } from '../../support/game-harness.js';
import { gameSpec } from '../../support/game-spec.js';
import { streetDistance } from '../../../domain/games/mr-jack/rules/hex.js';
import { litHexes, watsonBeam } from '../../../domain/games/mr-jack/rules/visibility.js';
import type { MrJackView } from '../../../domain/games/mr-jack/view.js';
import { DETECTIVE, JACK, eventTypes, legal, legalOfType, play, playAll, rejectionCode, roundStart, sorted } from './helpers.js';

const CARDS_1 = ['holmes', 'watson', 'smith', 'lestrade'] as const;
const CARDS_2 = ['stealthy', 'goodley', 'gull', 'bert'] as const;
const round1 = (patch = {}, options = {}) => roundStart([...CARDS_1], patch, options);
const round1b = (patch = {}, options = {}) => roundStart([...CARDS_2], patch, options);

describe('Sherlock Holmes: after moving, draws the top alibi card', () => {
  it('the Detective’s draw clears that character publicly', () => {
    const s0 = round1({ alibiDeck: ['smith', 'bert'] });
    const { state, events } = playAll(s0, DETECTIVE, [{ type: 'pick', character: 'holmes' }, { type: 'move', to: 'g4' }]);
    expect(eventTypes(events)).toEqual(['CharacterPicked', 'CharacterMoved', 'AlibiDrawn', 'CharacterCleared', 'ActivationEnded']);
    expect(events[2]).toEqual({ type: 'AlibiDrawn', seat: DETECTIVE, role: 'detective', card: 'smith' });
    expect(state.cleared).toEqual(['smith']);
    expect(state.alibiDeck).toEqual(['bert']);
    // The flip is public; the card itself only the drawing seat sees (seed: "Only the player
    // activating Holmes sees that draw"), though here the flip names it.
    const jackView = mrJack.view(state, JACK) as MrJackView;
    expect(jackView.cleared).toEqual(['smith']);
    expect(mrJack.redact(events[3]!, JACK)).toEqual({ type: 'CharacterCleared', character: 'smith', by: 'alibi' });
    expect((mrJack.view(state, DETECTIVE) as MrJackView).alibi.detectiveDraws).toEqual(['smith']);
  });

  it('the Detective’s draw of a character already cleared is seen by the Detective only, until the end', () => {
    const s0 = round1({ alibiDeck: ['smith', 'bert'], cleared: ['smith'] });
    const { state, events } = playAll(s0, DETECTIVE, [{ type: 'pick', character: 'holmes' }, { type: 'move', to: 'g4' }]);
    expect(eventTypes(events)).toEqual(['CharacterPicked', 'CharacterMoved', 'AlibiDrawn', 'ActivationEnded']);
    const drawn = events[2]!;
    expect(mrJack.redact(drawn, DETECTIVE)).toEqual({ type: 'AlibiDrawn', seat: DETECTIVE, role: 'detective', card: 'smith' });
    for (const viewer of [JACK, 'spectator'] as const) {
      expect(mrJack.redact(drawn, viewer)).toEqual({ type: 'AlibiDrawn', seat: DETECTIVE, role: 'detective' });
      const v = mrJack.view(state, viewer) as MrJackView;
      expect(v.alibi).toMatchObject({ detectiveDraws: null, detectiveDrawCount: 1, deckCount: 1 });
      expect(JSON.stringify(v)).toBe(JSON.stringify(mrJack.view({ ...state, draws: [{ role: 'detective', card: 'gull' }] }, viewer)));
    }
    expect((mrJack.view(state, DETECTIVE) as MrJackView).alibi).toMatchObject({ detectiveDraws: ['smith'], detectiveDrawCount: 1 });
    // The end reveals every draw.
    const over = play(play(state, JACK, { type: 'pick', character: 'watson' }).state, JACK, { type: 'resign' });
    expect(over.events.at(-1)).toMatchObject({ type: 'GameEnded', detectiveDraws: ['smith'], jackDraws: [] });
    expect((mrJack.view(over.state, JACK) as MrJackView).alibi.detectiveDraws).toEqual(['smith']);
    expect(mrJack.result(over.state)).toMatchObject({ detectiveDraws: ['smith'] });
  });

  it('Jack’s draw is withheld from the Detective and clears nobody', () => {
    const s0 = roundStart([...CARDS_1], { round: 2, alibiDeck: ['smith', 'bert'] });
    const { state, events } = playAll(s0, JACK, [{ type: 'pick', character: 'holmes' }, { type: 'move', to: 'g4' }]);
    const drawn = events.find((e) => e.type === 'AlibiDrawn')!;
    expect(drawn).toEqual({ type: 'AlibiDrawn', seat: JACK, role: 'jack', card: 'smith' });
    expect(state.cleared).toEqual([]);
    expect(mrJack.redact(drawn, DETECTIVE)).toEqual({ type: 'AlibiDrawn', seat: JACK, role: 'jack' });
    expect(mrJack.redact(drawn, 'spectator')).toEqual({ type: 'AlibiDrawn', seat: JACK, role: 'jack' });
    expect(mrJack.redact(drawn, JACK)).toEqual(drawn);
    const detective = mrJack.view(state, DETECTIVE) as MrJackView;
    expect(detective.alibi).toMatchObject({ jackDrawCount: 1, jackDraws: null, deckCount: 1 });
    expect((mrJack.view(state, JACK) as MrJackView).alibi.jackDraws).toEqual(['smith']);
  });

  it('draws nothing once the alibi deck is empty', () => {
    const { events } = playAll(round1({ alibiDeck: [] }), DETECTIVE, [{ type: 'pick', character: 'holmes' }, { type: 'move', to: 'g4' }]);
    expect(eventTypes(events)).toEqual(['CharacterPicked', 'CharacterMoved', 'ActivationEnded']);
  });

  it('moves 1 to 3 hexes and must leave his hex', () => {
    const s = play(round1(), DETECTIVE, { type: 'pick', character: 'holmes' }).state;
    expect(rejectionCode(s, DETECTIVE, { type: 'move', to: 'g5' })).toBe('must-leave-start-hex');
    expect(rejectionCode(s, DETECTIVE, { type: 'move', to: 'a1' })).toBe('out-of-reach');
    const targets = legalOfType(s, DETECTIVE, 'move').map((m) => m.to);
    // g4: 1 step; k10: g6 (an open manhole, 1), sewer to k9 (2), k10 (3); a1 is far.
    expect(targets).toEqual(expect.arrayContaining(['g4', 'g6', 'k9', 'k10']));
    expect(targets).not.toContain('a1');
    expect(targets).not.toContain('g8'); // Smith stands there
  });
});

describe('John H. Watson: the mover chooses his facing at the end of his move', () => {
  const atF10 = () => round1({ positions: { watson: 'f10', gull: 'a1' } });

  it('after his move the only step is the facing, one of six directions', () => {
    const s = playAll(atF10(), DETECTIVE, [{ type: 'pick', character: 'watson' }, { type: 'move', to: 'e9' }]).state;
    expect(mrJack.pending(s)).toEqual([{ seat: DETECTIVE, kind: 'turn', prompt: "Choose the facing of Watson's lantern" }]);
    expect(legal(s, DETECTIVE).filter((c) => c.type !== 'resign')).toHaveLength(6);
    expect(rejectionCode(s, DETECTIVE, { type: 'pick', character: 'smith' })).toBe('choose-watson-facing');
    const faced = play(s, DETECTIVE, { type: 'face', direction: 'S' });
    expect(eventTypes(faced.events)).toEqual(['WatsonFaced', 'ActivationEnded']);
    expect(faced.state.watsonFacing).toBe('S');
  });

  it('lights the street hexes straight ahead, through characters, not his own hex', () => {
    const s = playAll(atF10(), DETECTIVE, [{ type: 'pick', character: 'watson' }, { type: 'move', to: 'e9' }, { type: 'face', direction: 'S' }]).state;
    // Lestrade on e5 does not stop the beam.
    expect(watsonBeam(s)).toEqual(['e8', 'e7', 'e6', 'e5', 'e4', 'e3']);
    expect(litHexes(s)).not.toContain('e9');
    expect((mrJack.view(s, DETECTIVE) as MrJackView).watson).toEqual({ facing: 'S', beam: ['e8', 'e7', 'e6', 'e5', 'e4', 'e3'] });
  });

  it('is stopped by the first obstacle or gaslight hex', () => {
    expect(watsonBeam(round1({ positions: { watson: 'e6' }, watsonFacing: 'NE' }))).toEqual(['f7', 'g8']); // h9 is a building
    expect(watsonBeam(round1({ positions: { watson: 'g7' }, watsonFacing: 'NE' }))).toEqual([]); // h8 is a lit gaslight
  });

  it('may keep his facing', () => {
    const s = playAll(atF10(), DETECTIVE, [{ type: 'pick', character: 'watson' }, { type: 'move', to: 'e9' }]).state;
    expect(legalOfType(s, DETECTIVE, 'face').map((f) => f.direction)).toContain('NE');
  });
});

describe('John Smith: before or after moving (mandatory), moves a lit gaslight onto an unlit gaslight hex', () => {
  const picked = () => play(round1(), DETECTIVE, { type: 'pick', character: 'smith' }).state;

  it('offers every lit tile to every unlit gaslight hex, before the move', () => {
    const moves = legalOfType(picked(), DETECTIVE, 'move-gaslight');
    expect(moves).toHaveLength(6 * 2);
    expect(sorted([...new Set(moves.map((m) => m.to))])).toEqual(['f9', 'h4']);
  });

  it('a moved tile keeps its number; then Smith must still move', () => {
    const { state, events } = play(picked(), DETECTIVE, { type: 'move-gaslight', from: 'b2', to: 'f9' });
    expect(events).toEqual([{ type: 'GaslightMoved', from: 'b2', to: 'f9', tile: 1 }]);
    expect(state.gaslights).toContainEqual({ hex: 'f9', tile: 1 });
    expect(state.gaslights.some((g) => g.hex === 'b2')).toBe(false);
    expect(legal(state, DETECTIVE).every((c) => c.type === 'move' || c.type === 'accuse' || c.type === 'resign')).toBe(true);
    expect(rejectionCode(state, DETECTIVE, { type: 'move-gaslight', from: 'h8', to: 'b2' })).toBe('ability-already-used');
  });

  it('after moving, the ability is mandatory', () => {
    const s = play(picked(), DETECTIVE, { type: 'move', to: 'g9' }).state;
    expect(mrJack.pending(s)[0]?.prompt).toBe("Use John Smith's ability");
    expect(legal(s, DETECTIVE).every((c) => c.type === 'move-gaslight' || c.type === 'resign')).toBe(true);
    expect(rejectionCode(s, DETECTIVE, { type: 'pick', character: 'holmes' })).toBe('ability-mandatory');
    expect(rejectionCode(s, DETECTIVE, { type: 'move', to: 'g10' })).toBe('already-moved');
    const done = play(s, DETECTIVE, { type: 'move-gaslight', from: 'f5', to: 'h4' });
    expect(eventTypes(done.events)).toEqual(['GaslightMoved', 'ActivationEnded']);
  });

  it('names the rule when the tile or the target is wrong', () => {
    const s = picked();
    expect(rejectionCode(s, DETECTIVE, { type: 'move-gaslight', from: 'f9', to: 'h4' })).toBe('no-lit-gaslight-there');
    expect(rejectionCode(s, DETECTIVE, { type: 'move-gaslight', from: 'b2', to: 'c7' })).toBe('gaslight-already-lit');
    expect(rejectionCode(s, DETECTIVE, { type: 'move-gaslight', from: 'b2', to: 'g9' })).toBe('not-a-gaslight-hex');
  });

  it('is nobody else’s ability', () => {
    const s = play(round1(), DETECTIVE, { type: 'pick', character: 'lestrade' }).state;
    expect(rejectionCode(s, DETECTIVE, { type: 'move-gaslight', from: 'b2', to: 'f9' })).toBe('not-this-characters-ability');
  });
});

describe('Inspector Lestrade: before or after moving (mandatory), moves a cordon to a free exit', () => {
  const picked = () => play(round1(), DETECTIVE, { type: 'pick', character: 'lestrade' }).state;

  it('offers each cordon to each exit without one', () => {
    expect(sorted(legalOfType(picked(), DETECTIVE, 'move-cordon').map((c) => `${c.from}>${c.to}`))).toEqual(['NE>NW', 'NE>SE', 'SW>NW', 'SW>SE']);
  });

  it('moves it, then must move; or moves first, then must move the cordon', () => {
    const before = play(picked(), DETECTIVE, { type: 'move-cordon', from: 'NE', to: 'NW' }).state;
    expect(sorted(before.cordons)).toEqual(['NW', 'SW']);
    expect(mrJack.pending(before)[0]?.prompt).toBe('Move Inspector Lestrade');
    const after = play(picked(), DETECTIVE, { type: 'move', to: 'e4' }).state;
    expect(legal(after, DETECTIVE).every((c) => c.type === 'move-cordon' || c.type === 'resign')).toBe(true);
  });

  it('names the rule when there is no cordon or the exit already has one', () => {
    expect(rejectionCode(picked(), DETECTIVE, { type: 'move-cordon', from: 'NW', to: 'SE' })).toBe('no-cordon-there');
    expect(rejectionCode(picked(), DETECTIVE, { type: 'move-cordon', from: 'NE', to: 'SW' })).toBe('exit-already-cordoned');
  });
});

describe('Miss Stealthy: moves 1–4 and may cross obstacles and gaslight hexes, ending on a street', () => {
  // On the 2006 board, b7 is 5 street steps from b3 but 4 straight across the buildings b4 and b5.
  const picked = () => play(round1b({ positions: { stealthy: 'b3' } }, { board: '2006' }), DETECTIVE, { type: 'pick', character: 'stealthy' }).state;

  it('reaches a hex only crossing buildings allows', () => {
    expect(streetDistance('b3', 'b7')).toBe(5);
    const { state } = play(picked(), DETECTIVE, { type: 'move', to: 'b7' });
    expect(state.positions.stealthy).toBe('b7');
  });

  it('cannot end on an obstacle or a gaslight hex', () => {
    expect(rejectionCode(picked(), DETECTIVE, { type: 'move', to: 'b4' })).toBe('must-end-on-street');
    expect(rejectionCode(picked(), DETECTIVE, { type: 'move', to: 'b2' })).toBe('must-end-on-street');
    expect(legalOfType(picked(), DETECTIVE, 'move').map((m) => m.to)).not.toContain('b4');
  });

  it('anyone else is blocked where she crosses', () => {
    const s = play(round1({ positions: { holmes: 'b3' } }, { board: '2006' }), DETECTIVE, { type: 'pick', character: 'holmes' }).state;
    // b6: 4 by street, 3 across b4 and b5.
    expect(rejectionCode(s, DETECTIVE, { type: 'move', to: 'b6' })).toBe('blocked-by-obstacle');
  });
});

describe('Sergeant Goodley: whistle 3 points, each whistled character ending strictly closer (street distance)', () => {
  // Goodley on e6; its four street neighbours e7, f7, e5 are taken and d5 is free; everyone else
  // stands 2 away, so only a step onto d5 brings anyone closer.
  const ring = { goodley: 'e6', gull: 'e7', smith: 'f7', lestrade: 'e5', holmes: 'e4', bert: 'g8', watson: 'g7', stealthy: 'd7' } as const;
  const picked = (positions: Record<string, string> = ring) => play(round1b({ positions }), DETECTIVE, { type: 'pick', character: 'goodley' }).state;

  it('checks the scenario: distances as described', () => {
    for (const c of ['gull', 'smith', 'lestrade']) expect(streetDistance(ring[c as keyof typeof ring], 'e6')).toBe(1);
    for (const c of ['holmes', 'bert', 'watson', 'stealthy']) expect(streetDistance(ring[c as keyof typeof ring], 'e6')).toBe(2);
  });

  it('lists only steps onto free hexes strictly closer, within the points, that spend all 3 when a split can (rules §11)', () => {
    const steps = legalOfType(picked(), DETECTIVE, 'whistle');
    // d5 is 2 from Holmes (through Lestrade on e5) and 3 from the others (through Goodley's hex).
    // Holmes may take the longer walk e4 → e5 → e6 → d5 for 3 points; for 2 he would end the
    // whistle with a point nobody can use: "all 3 must be spent when legal". Each step is listed
    // without `points` (the fewest accepted) and with it.
    expect(sorted(steps.map((w) => `${w.character}>${w.to}:${w.points ?? '-'}`))).toEqual(
      ['bert', 'holmes', 'stealthy', 'watson'].flatMap((c) => [`${c}>d5:-`, `${c}>d5:3`]),
    );
    expect(rejectionCode(picked(), DETECTIVE, { type: 'whistle', character: 'holmes', to: 'd5', points: 2 })).toBe('whistle-must-spend-all');
    const { events } = play(picked(), DETECTIVE, { type: 'whistle', character: 'bert', to: 'd5' });
    expect(events).toEqual([
      { type: 'Whistled', character: 'bert', from: 'g8', to: 'd5', points: 3 },
      { type: 'WhistleEnded', pointsLeft: 0 },
    ]);
  });

  it('spends as many points as any split can; the whistle ends when no further step is possible, then Goodley moves', () => {
    // Goodley in the dead end b7: b6, a5, c6, a4 are taken, so only d7 (3 from b7) can be filled,
    // from e8 or e7, for 1 point or by a 2-hex walk; after that nobody can come closer.
    const deadEnd = { goodley: 'b7', smith: 'b6', holmes: 'a5', watson: 'c6', stealthy: 'a4', gull: 'a3', lestrade: 'e8', bert: 'e7' };
    const s = picked(deadEnd);
    expect(sorted(legalOfType(s, DETECTIVE, 'whistle').map((w) => `${w.character}>${w.to}:${w.points ?? '-'}`))).toEqual(['bert>d7:-', 'bert>d7:2', 'lestrade>d7:-', 'lestrade>d7:2']);
    expect(rejectionCode(s, DETECTIVE, { type: 'whistle', character: 'lestrade', to: 'd7', points: 1 })).toBe('whistle-must-spend-all');
    const { state, events } = play(s, DETECTIVE, { type: 'whistle', character: 'lestrade', to: 'd7' });
    expect(events).toEqual([
      { type: 'Whistled', character: 'lestrade', from: 'e8', to: 'd7', points: 2 },
      { type: 'WhistleEnded', pointsLeft: 1 },
    ]);
    expect(state.positions.lestrade).toBe('d7');
    expect(mrJack.pending(state)[0]?.prompt).toBe('Move Sergeant Goodley');
    expect(rejectionCode(state, DETECTIVE, { type: 'whistle', character: 'bert', to: 'e8' })).toBe('ability-already-used');
  });

  it('names the rules a whistle step can break', () => {
    const s = picked();
    expect(rejectionCode(s, DETECTIVE, { type: 'whistle', character: 'goodley', to: 'd5' })).toBe('whistle-others-only');
    expect(rejectionCode(s, DETECTIVE, { type: 'whistle', character: 'holmes', to: 'e5' })).toBe('hex-occupied');
    expect(rejectionCode(s, DETECTIVE, { type: 'whistle', character: 'holmes', to: 'e3' })).toBe('goodley-must-get-closer');
    expect(rejectionCode(s, DETECTIVE, { type: 'whistle', character: 'holmes', to: 'f5' })).toBe('must-end-on-street');
  });

  it('shares the 3 points among characters and must spend them all while it can', () => {
    // From the start position (Goodley on m10) many characters can come closer.
    let s = play(round1b(), DETECTIVE, { type: 'pick', character: 'goodley' }).state;
    // (Watson left out: whistling him adds a facing step, tested below.)
    const one = legalOfType(s, DETECTIVE, 'whistle').find((w) => w.character !== 'watson' && streetDistance(s.positions[w.character]!, w.to) === 1)!;
    s = play(s, DETECTIVE, one).state;
    expect(s.activation?.whistlePoints).toBe(2);
    expect(mrJack.pending(s)[0]?.prompt).toContain('2 point(s) left');
    expect(rejectionCode(s, DETECTIVE, { type: 'move', to: 'm9' })).toBe('whistle-unfinished');
    const three = legalOfType(s, DETECTIVE, 'whistle').find((w) => streetDistance(s.positions[w.character]!, w.to) === 3);
    expect(three).toBeUndefined();
    const steps = legalOfType(s, DETECTIVE, 'whistle');
    expect(steps.every((w) => streetDistance(w.to, 'm10') < streetDistance(s.positions[w.character]!, 'm10'))).toBe(true);
    const other = steps.find((w) => ![one.character, 'watson'].includes(w.character) && streetDistance(s.positions[w.character]!, w.to) === 2)!;
    const out = play(s, DETECTIVE, other);
    expect(eventTypes(out.events)).toEqual(['Whistled', 'WhistleEnded']);
    expect(out.events[1]).toEqual({ type: 'WhistleEnded', pointsLeft: 0 });
    expect(rejectionCode(s, DETECTIVE, { type: 'whistle', character: one.character, to: 'm10' })).toBe('hex-occupied');
  });

  it('refuses a step costing more than the points left', () => {
    let s = play(round1b(), DETECTIVE, { type: 'pick', character: 'goodley' }).state;
    const all = legalOfType(s, DETECTIVE, 'whistle');
    const costly = all.find((w) => streetDistance(s.positions[w.character]!, w.to) === 3)!;
    const cheap = all.find((w) => ![costly.character, 'watson'].includes(w.character) && streetDistance(s.positions[w.character]!, w.to) === 1)!;
    s = play(s, DETECTIVE, cheap).state;
    expect(rejectionCode(s, DETECTIVE, costly)).toBe('not-enough-whistle-points');
  });

  it('whistling Watson lets the mover choose his facing, then the whistle goes on', () => {
    // From the start (Goodley on m10, Watson on i4): a 1-point whistle of Watson, 2 points left.
    let s = play(round1b(), DETECTIVE, { type: 'pick', character: 'goodley' }).state;
    const watson = legalOfType(s, DETECTIVE, 'whistle').find((w) => w.character === 'watson' && streetDistance('i4', w.to) === 1)!;
    s = play(s, DETECTIVE, watson).state;
    expect(s.activation).toMatchObject({ facingDue: true, whistlePoints: 2 });
    expect(legal(s, DETECTIVE).filter((c) => c.type !== 'resign').every((c) => c.type === 'face')).toBe(true);
    const out = play(s, DETECTIVE, { type: 'face', direction: 'N' });
    expect(eventTypes(out.events)).toEqual(['WatsonFaced']);
    s = out.state;
    expect(s.watsonFacing).toBe('N');
    expect(mrJack.pending(s)[0]?.prompt).toContain('2 point(s) left');
  });

  it('whistling Watson with the last points: the facing comes first, then the whistle ends', () => {
    let s = play(picked({ ...ring }), DETECTIVE, { type: 'whistle', character: 'watson', to: 'd5' }).state;
    expect(s.activation).toMatchObject({ facingDue: true, whistlePoints: 0 });
    const out = play(s, DETECTIVE, { type: 'face', direction: 'N' });
    expect(eventTypes(out.events)).toEqual(['WatsonFaced', 'WhistleEnded']);
    s = out.state;
    expect(mrJack.pending(s)[0]?.prompt).toBe('Move Sergeant Goodley');
  });

  it('can whistle after moving, and then must', () => {
    const s = play(play(round1b(), DETECTIVE, { type: 'pick', character: 'goodley' }).state, DETECTIVE, { type: 'move', to: 'm9' }).state;
    expect(mrJack.pending(s)[0]?.prompt).toBe("Use Sergeant Goodley's ability");
    expect(legal(s, DETECTIVE).every((c) => c.type === 'whistle' || c.type === 'resign')).toBe(true);
  });

  it('when nobody can come closer, Goodley just moves and the activation ends', () => {
    // All four street neighbours of e6 taken, the others 2 away: no whistle at all.
    const full = { ...ring, holmes: 'd5', stealthy: 'e4' };
    const s = picked(full);
    expect(legalOfType(s, DETECTIVE, 'whistle')).toEqual([]);
    expect(legal(s, DETECTIVE).every((c) => c.type === 'move' || c.type === 'accuse' || c.type === 'resign')).toBe(true);
  });
});

describe('Sergeant Goodley: a whistle step may take a longer street walk (seed: he "spends three movement points")', () => {
  /** Round 1 with CARDS_2 revealed, the Detective picking Goodley. */
  const goodley = (positions: Record<string, string>, options = {}) =>
    gameSpec(mrJack, { options: { role: 'jack', ...options } })
      .given(round1b({ positions }, options))
      .when(DETECTIVE, { type: 'pick', character: 'goodley' })
      .accepted();

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
    const s = goodley({ goodley: 'e6', gull: 'e7', smith: 'f7', lestrade: 'e5', holmes: 'e4', bert: 'g8', watson: 'g7', stealthy: 'd7' });
    s.when(DETECTIVE, { type: 'whistle', character: 'holmes', to: 'd5' })
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
    const s = goodley({ goodley: 'e3', lestrade: 'e5', holmes: 'g4' });
    s.when(DETECTIVE, { type: 'whistle', character: 'lestrade', to: 'e4', points: 2 }).thenRejected('no-street-walk');
  });

  it('legalCommands lists exactly the whistle commands decide accepts, with and without points', () => {
    const positions = [
      { holmes: 'g6', watson: 'g8', smith: 'g9', lestrade: 'g5', stealthy: 'g7', gull: 'g10', bert: 'd7', goodley: 'f7' },
      { goodley: 'e6', gull: 'e7', smith: 'f7', lestrade: 'e5', holmes: 'e4', bert: 'g8', watson: 'g7', stealthy: 'd7' },
      { goodley: 'b7', smith: 'b6', holmes: 'a5', watson: 'c6', stealthy: 'a4', gull: 'a3', lestrade: 'e8', bert: 'e7' },
      {},
    ];
    for (const p of positions) {
      let s = goodley(p);
      // The first step, then (while the whistle goes on) a second one.
      for (let step = 0; step < 2 && s.state.activation?.whistlePoints !== null; step++) {
        const listed = s.legal(DETECTIVE).filter((c) => c.type === 'whistle');
        const key = (c: object) => canonical(c);
        const listedKeys = new Set(listed.map(key));
        for (const character of BASE_CHARACTERS) {
          for (const to of HEX_LABELS) {
            for (const points of [undefined, 1, 2, 3]) {
              const command = { type: 'whistle' as const, character, to, ...(points === undefined ? {} : { points }) };
              const accepted = !isRejection(s.when(DETECTIVE, command).outcome());
              expect(accepted, key(command)).toBe(listedKeys.has(key(command)));
            }
          }
        }
        expect(listed.length).toBeGreaterThan(0);
        const next = listed.find((c) => c.character !== 'watson') ?? listed[0]!;
        s = s.when(DETECTIVE, next).accepted();
      }
    }
  });
});

describe('Sir William Gull: instead of moving, may swap places with any other character', () => {
  const picked = () => play(round1b(), DETECTIVE, { type: 'pick', character: 'gull' }).state;

  it('swaps, which ends his activation', () => {
    const { state, events } = play(picked(), DETECTIVE, { type: 'swap', with: 'holmes' });
    expect(eventTypes(events)).toEqual(['CharactersSwapped', 'ActivationEnded']);
    expect([state.positions.gull, state.positions.holmes]).toEqual(['g5', 'e9']);
  });

  it('or moves normally instead, which ends his activation', () => {
    const s = play(picked(), DETECTIVE, { type: 'move', to: 'e8' });
    expect(eventTypes(s.events)).toEqual(['CharacterMoved', 'ActivationEnded']);
  });

  it('swapping with Watson lets the mover choose Watson’s facing', () => {
    const s = play(picked(), DETECTIVE, { type: 'swap', with: 'watson' }).state;
    expect(s.positions.watson).toBe('e9');
    expect(mrJack.pending(s)[0]?.prompt).toBe("Choose the facing of Watson's lantern");
    expect(eventTypes(play(s, DETECTIVE, { type: 'face', direction: 'S' }).events)).toEqual(['WatsonFaced', 'ActivationEnded']);
  });

  it('cannot swap with himself; only Gull swaps', () => {
    expect(rejectionCode(picked(), DETECTIVE, { type: 'swap', with: 'gull' })).toBe('swap-with-another-character');
    expect(legalOfType(picked(), DETECTIVE, 'swap')).toHaveLength(7);
    const bert = play(round1b(), DETECTIVE, { type: 'pick', character: 'bert' }).state;
    expect(rejectionCode(bert, DETECTIVE, { type: 'swap', with: 'holmes' })).toBe('not-this-characters-ability');
  });
});

describe('Jeremy Bert: before or after moving (mandatory), moves a manhole cover onto an open manhole', () => {
  const picked = (patch = {}) => play(round1b(patch), DETECTIVE, { type: 'pick', character: 'bert' }).state;

  it('offers each cover to each open manhole (2016: 2 covers × 7 open)', () => {
    expect(legalOfType(picked(), DETECTIVE, 'move-manhole-cover')).toHaveLength(14);
  });

  it('covers a manhole even under a character', () => {
    const { state } = play(picked({ positions: { holmes: 'g6' } }), DETECTIVE, { type: 'move-manhole-cover', from: 'l12', to: 'g6' });
    expect(sorted(state.coveredManholes)).toEqual(['b1', 'g6']);
    const hexes = (mrJack.view(state, DETECTIVE) as MrJackView).hexes;
    expect(hexes.find((h) => h.label === 'g6')?.manhole).toBe('covered');
    expect(hexes.find((h) => h.label === 'l12')?.manhole).toBe('open');
  });

  it('names the rule for a wrong cover or target', () => {
    expect(rejectionCode(picked(), DETECTIVE, { type: 'move-manhole-cover', from: 'g6', to: 'k9' })).toBe('no-cover-there');
    expect(rejectionCode(picked(), DETECTIVE, { type: 'move-manhole-cover', from: 'l12', to: 'b1' })).toBe('manhole-already-covered');
    expect(rejectionCode(picked(), DETECTIVE, { type: 'move-manhole-cover', from: 'l12', to: 'g5' })).toBe('not-a-manhole');
  });

  it('after moving, must move a cover', () => {
    const s = play(picked(), DETECTIVE, { type: 'move', to: 'i7' }).state;
    expect(legal(s, DETECTIVE).every((c) => c.type === 'move-manhole-cover' || c.type === 'resign')).toBe(true);
  });
});
