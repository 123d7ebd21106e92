// The Extension's five characters (rules §9.5), each ability with its timing and whether it is
// mandatory, and Joseph Lane's barricade wherever it matters: movement, sewers, Stealthy's
// crossing, the whistle, the flight, visibility, Watson's beam and the leap.
import { describe, expect, it } from 'vitest';
import { mrJack, type MrJackCommand, type MrJackState } from '../../../domain/games/mr-jack/index.js';
import { HEX_LABELS } from '../../../domain/games/mr-jack/rules/board.js';
import type { CharacterId } from '../../../domain/games/mr-jack/rules/characters.js';
import { isStreet, streetDistance } from '../../../domain/games/mr-jack/rules/hex.js';
import { streetEdges } from '../../../domain/games/mr-jack/rules/streets.js';
import { litHexes, visibleCharacters, watsonBeam } from '../../../domain/games/mr-jack/rules/visibility.js';
import { DETECTIVE, JACK, eventTypes, extensionRound, given, ofType, sorted } from './helpers.js';

const pick = (character: CharacterId): MrJackCommand => ({ type: 'pick', character });
/** Round 1 of an Extension game with `pool` in play and `cards` revealed; the Detective picks first. */
const round1 = (pool: CharacterId[], cards: CharacterId[], patch: Partial<MrJackState> = {}) => given(extensionRound(pool, cards, patch));
/** The same, with the Detective having picked `character`. */
const picked = (pool: CharacterId[], character: CharacterId, patch: Partial<MrJackState> = {}) => {
  const cards = [character, ...pool.filter((c) => c !== character)].slice(0, 4);
  return round1(pool, cards, patch).when(DETECTIVE, pick(character)).accepted();
};
const moveTargets = (commands: readonly MrJackCommand[]) => ofType(commands, 'move').map((m) => m.to);

const POOL: CharacterId[] = ['holmes', 'smith', 'lestrade', 'bert', 'madame', 'lane', 'pizer', 'springheeled'];
const WITH_ABBERLINE: CharacterId[] = ['holmes', 'smith', 'lestrade', 'bert', 'abberline', 'goodley', 'pizer', 'springheeled'];

describe('Madame: moves 1 to 6 hexes and never uses the sewers', () => {
  it('reaches street hexes 6 away, not 7', () => {
    const s = picked(POOL, 'madame', { positions: { springheeled: 'a1' } });
    expect(streetDistance('c3', 'i4')).toBe(6);
    expect(streetDistance('c3', 'i6')).toBe(7);
    const targets = moveTargets(s.legal(DETECTIVE));
    expect(targets).toContain('i4');
    expect(targets).not.toContain('i6');
    expect(sorted(targets)).toEqual(sorted(HEX_LABELS.filter((h) => isStreet(h) && streetDistance('c3', h) >= 1 && streetDistance('c3', h) <= 6 && !Object.values(s.state.positions).includes(h))));
    s.when(DETECTIVE, { type: 'move', to: 'i6' }).thenRejected('blocked-by-obstacle'); // only crossing the buildings would do
    s.when(DETECTIVE, { type: 'move', to: 'i4' }).then((events) => expect(eventTypes(events)).toEqual(['CharacterMoved', 'ActivationEnded']));
  });

  it('next to an open manhole, the sewers take Holmes across the board but never Madame', () => {
    // c4 (next to c3) is an open manhole: 1 point, then 1 more to k9.
    picked(POOL, 'madame').when(DETECTIVE, { type: 'move', to: 'k9' }).thenRejected('out-of-reach');
    picked(POOL, 'holmes', { positions: { holmes: 'c3', madame: 'a1' } }).when(DETECTIVE, { type: 'move', to: 'k9' }).accepted();
    // Standing on a manhole changes nothing, and she cannot accuse through the sewers either.
    expect(streetDistance('c4', 'k9')).toBeGreaterThan(6);
    const onManhole = picked(POOL, 'madame', { positions: { madame: 'c4', bert: 'k9' } });
    expect(moveTargets(onManhole.legal(DETECTIVE))).not.toContain('k10');
    expect(ofType(onManhole.legal(DETECTIVE), 'accuse').filter((a) => a.suspect === 'bert')).toEqual([]);
    picked(POOL, 'holmes', { positions: { holmes: 'c4', madame: 'a1', bert: 'k9' } }).when(DETECTIVE, { type: 'accuse', suspect: 'bert' }).accepted();
  });
});

describe('Joseph Lane: before or after moving (mandatory), places the barricade between two adjacent street hexes', () => {
  it('offers every edge between two adjacent street hexes, in both orders', () => {
    const s = picked(POOL, 'lane');
    expect(streetEdges()).toHaveLength(87);
    const barricades = ofType(s.legal(DETECTIVE), 'barricade');
    expect(barricades).toHaveLength(2 * 87);
    expect(barricades).toContainEqual({ type: 'barricade', between: ['g5', 'g6'] });
    expect(barricades).toContainEqual({ type: 'barricade', between: ['g6', 'g5'] });
    expect(mrJack.pending(s.state)[0]!.prompt).toBe('Move Joseph Lane, or use his ability first');
  });

  it('places it (edge in board order), then must move; or moves, then must place it', () => {
    picked(POOL, 'lane')
      .when(DETECTIVE, { type: 'barricade', between: ['g5', 'g6'] })
      .then([{ type: 'BarricadePlaced', from: null, to: ['g6', 'g5'] }])
      .thenView(JACK, (v) => expect(v.barricade).toEqual(['g6', 'g5']))
      .when(DETECTIVE, { type: 'move', to: 'k10' })
      .then((events) => expect(eventTypes(events)).toEqual(['CharacterMoved', 'ActivationEnded']));
    const moved = picked(POOL, 'lane').when(DETECTIVE, { type: 'move', to: 'k10' }).accepted();
    expect(moved.view(DETECTIVE).turn?.step).toBe('ability');
    moved.when(JACK, pick('holmes')).thenRejected('not-your-turn');
    moved.when(DETECTIVE, pick('holmes')).thenRejected('ability-mandatory');
    moved.when(DETECTIVE, { type: 'barricade', between: ['b6', 'b7'] }).then((events) => expect(eventTypes(events)).toEqual(['BarricadePlaced', 'ActivationEnded']));
  });

  it('moves it if it is already placed, and names the rule a placement breaks', () => {
    const s = picked(POOL, 'lane', { barricade: ['g6', 'g5'] });
    s.when(DETECTIVE, { type: 'barricade', between: ['g5', 'g6'] }).thenRejected('barricade-already-there');
    s.when(DETECTIVE, { type: 'barricade', between: ['g6', 'g5'] }).thenRejected('barricade-already-there');
    s.when(DETECTIVE, { type: 'barricade', between: ['g5', 'g7'] }).thenRejected('barricade-needs-adjacent-hexes');
    s.when(DETECTIVE, { type: 'barricade', between: ['g7', 'h8'] }).thenRejected('barricade-needs-streets');
    s.when(DETECTIVE, { type: 'barricade', between: ['g5', 'g5'] }).thenRejected('barricade-needs-adjacent-hexes');
    expect(ofType(s.legal(DETECTIVE), 'barricade')).toHaveLength(2 * 86);
    s.when(DETECTIVE, { type: 'barricade', between: ['e5', 'e6'] }).then([{ type: 'BarricadePlaced', from: ['g6', 'g5'], to: ['e6', 'e5'] }]);
    picked(POOL, 'holmes').when(DETECTIVE, { type: 'barricade', between: ['e6', 'e5'] }).thenRejected('not-this-characters-ability');
  });
});

describe('the barricade: nobody crosses its edge, and its two sides are not next to each other', () => {
  it('blocks ordinary movement: the dead end b7 cannot be entered from b6', () => {
    const s = picked(POOL, 'holmes', { positions: { holmes: 'b6' }, barricade: ['b6', 'b7'] });
    expect(moveTargets(s.legal(DETECTIVE))).not.toContain('b7');
    s.when(DETECTIVE, { type: 'move', to: 'b7' }).thenRejected('blocked-by-barricade');
    picked(POOL, 'holmes', { positions: { holmes: 'b6' } }).when(DETECTIVE, { type: 'move', to: 'b7' }).accepted();
  });

  it('a character behind it goes around: g6 is 2 points from h6 instead of 1', () => {
    const s = picked(POOL, 'holmes', { positions: { holmes: 'h6' }, barricade: ['g6', 'h6'] });
    // h6 → g5 → g6 (2), sewer to k9 (3): k10 is one point too far; without the barricade it is 3.
    expect(moveTargets(s.legal(DETECTIVE))).toEqual(expect.arrayContaining(['g6', 'k9']));
    expect(moveTargets(s.legal(DETECTIVE))).not.toContain('k10');
    s.when(DETECTIVE, { type: 'move', to: 'k10' }).thenRejected('blocked-by-barricade');
    expect(moveTargets(picked(POOL, 'holmes', { positions: { holmes: 'h6' } }).legal(DETECTIVE))).toContain('k10');
  });

  it('does not touch the sewers: from a manhole next to it, 1 point still reaches every open manhole', () => {
    const s = picked(POOL, 'holmes', { positions: { holmes: 'g6' }, barricade: ['g6', 'h6'] });
    expect(moveTargets(s.legal(DETECTIVE))).toEqual(expect.arrayContaining(['b6', 'c4', 'f10', 'h3', 'k9', 'l7']));
  });

  it('Miss Stealthy does not cross it either: she goes around over the gaslight hex c7', () => {
    const pool: CharacterId[] = ['holmes', 'smith', 'lestrade', 'bert', 'stealthy', 'lane', 'pizer', 'springheeled'];
    const s = picked(pool, 'stealthy', { positions: { stealthy: 'b6' }, barricade: ['b6', 'b7'] });
    s.when(DETECTIVE, { type: 'move', to: 'b7' }).accepted(); // b6 → c7 → b7: 2 of her 4 points
    const boxed = picked(POOL, 'holmes', { positions: { holmes: 'b7' }, barricade: ['b6', 'b7'] });
    // Holmes on b7 has no street way out: he stays put.
    expect(moveTargets(boxed.legal(DETECTIVE))).toEqual(['b7']);
  });

  it('Goodley’s whistle walks around it: Bert on g6 is no longer 1 step from g7', () => {
    const pool: CharacterId[] = ['holmes', 'smith', 'lestrade', 'bert', 'goodley', 'lane', 'pizer', 'springheeled'];
    const positions = { goodley: 'g8', bert: 'g6', smith: 'a1' };
    const open = picked(pool, 'goodley', { positions });
    expect(ofType(open.legal(DETECTIVE), 'whistle')).toContainEqual({ type: 'whistle', character: 'bert', to: 'g7' });
    const barred = picked(pool, 'goodley', { positions, barricade: ['g6', 'g7'] });
    expect(ofType(barred.legal(DETECTIVE), 'whistle').filter((w) => w.character === 'bert' && w.to === 'g7')).toEqual([]);
    barred.when(DETECTIVE, { type: 'whistle', character: 'bert', to: 'g7' }).thenRejected('not-enough-whistle-points');
    barred.when(DETECTIVE, { type: 'whistle', character: 'bert', to: 'g7', points: 1 }).thenRejected('no-street-walk');
  });

  it('Pizer’s flight counts street hexes around it: g8 is 3 from g5, but 4 around a barricade on g5|g6', () => {
    const positions = { pizer: 'g3', holmes: 'g5', smith: 'a1' };
    const open = picked(POOL, 'pizer', { positions }).when(DETECTIVE, { type: 'move', to: 'g4' }).accepted();
    expect(ofType(open.legal(DETECTIVE), 'flee').map((f) => f.to)).toContain('g8');
    const barred = picked(POOL, 'pizer', { positions, barricade: ['g5', 'g6'] }).when(DETECTIVE, { type: 'move', to: 'g4' }).accepted();
    expect(ofType(barred.legal(DETECTIVE), 'flee').map((f) => f.to)).not.toContain('g8');
    barred.when(DETECTIVE, { type: 'flee', character: 'holmes', to: 'g8' }).thenRejected('out-of-reach');
    // Across the barricade Holmes would not even be next to Pizer.
    const across = picked(POOL, 'pizer', { positions, barricade: ['g4', 'g5'] }).when(DETECTIVE, { type: 'move', to: 'g4' });
    across.then((events) => expect(events.find((e) => e.type === 'FlightStarted')).toEqual({ type: 'FlightStarted', characters: [] }));
  });

  it('two characters on its two sides are not next to each other: in darkness both are invisible', () => {
    const positions = { holmes: 'e7', lestrade: 'e8' };
    const open = extensionRound(POOL, ['holmes', 'smith', 'lestrade', 'bert'], { positions });
    expect(litHexes(open)).not.toContain('e7');
    expect(litHexes(open)).not.toContain('e8');
    expect(visibleCharacters(open)).toEqual(expect.arrayContaining(['holmes', 'lestrade']));
    const barred = { ...open, barricade: ['e7', 'e8'] as [string, string] };
    expect(visibleCharacters(barred)).not.toContain('holmes');
    expect(visibleCharacters(barred)).not.toContain('lestrade');
    given(barred).thenView(DETECTIVE, (v) => expect(v.characters.find((c) => c.id === 'holmes')?.visible).toBe(false));
  });

  it('stops Watson’s beam at its edge [R]', () => {
    const pool: CharacterId[] = ['holmes', 'smith', 'lestrade', 'bert', 'watson', 'lane', 'pizer', 'springheeled'];
    const s = extensionRound(pool, ['holmes', 'smith', 'lestrade', 'bert'], { positions: { watson: 'e6', gull: 'a1' }, watsonFacing: 'N' });
    expect(watsonBeam(s)).toEqual(['e7', 'e8', 'e9']);
    expect(watsonBeam({ ...s, barricade: ['e7', 'e8'] })).toEqual(['e7']);
    expect(watsonBeam({ ...s, barricade: ['e6', 'e7'] })).toEqual([]);
    // An edge beside the beam changes nothing.
    expect(watsonBeam({ ...s, barricade: ['e7', 'f7'] })).toEqual(['e7', 'e8', 'e9']);
  });
});

describe('Inspector Abberline: at the end of his move, the characters next to him are questioned for the round', () => {
  // Abberline e8 → e6: next to Lestrade (e5) and Smith (f7).
  const positions = { abberline: 'e8', lestrade: 'e5', smith: 'f7', springheeled: 'd5', goodley: 'm10' };
  const questioned = () =>
    round1(WITH_ABBERLINE, ['abberline', 'lestrade', 'springheeled', 'goodley'], { positions })
      .when(DETECTIVE, pick('abberline'))
      .when(DETECTIVE, { type: 'move', to: 'e6' })
      .then((events) => expect(eventTypes(events)).toEqual(['CharacterMoved', 'CharactersQuestioned', 'ActivationEnded']));

  it('questions automatically, and it is public', () => {
    questioned()
      .thenState((s) => expect(s.questioned).toEqual(['smith', 'lestrade', 'springheeled']))
      .thenView(DETECTIVE, (v) => expect(v.questioned).toEqual(['smith', 'lestrade', 'springheeled']));
  });

  it('a questioned character moves at most 1 hex when activated', () => {
    const lestrade = questioned().when(JACK, pick('lestrade')).accepted();
    // From e5: e6 is Abberline's, d5 Spring-Heeled Jack's, the rest buildings; e3 and beyond are 2+ away.
    expect(moveTargets(lestrade.legal(JACK))).toEqual(['e4']);
    lestrade.when(JACK, { type: 'move', to: 'e3' }).thenRejected('questioned-moves-one');
    lestrade.when(JACK, { type: 'move', to: 'e4' }).accepted();
  });

  it('a questioned Spring-Heeled Jack cannot leap', () => {
    const s = questioned().when(JACK, pick('springheeled')).accepted();
    expect(ofType(s.legal(JACK), 'leap')).toEqual([]);
    s.when(JACK, { type: 'leap', to: 'b3' }).thenRejected('questioned-cannot-leap');
  });

  it('Goodley whistles a questioned character by 1 point at most, once', () => {
    const s = questioned()
      .when(JACK, pick('lestrade'))
      .when(JACK, { type: 'move', to: 'e4' })
      .when(JACK, { type: 'move-cordon', from: 'NE', to: 'NW' })
      .when(JACK, pick('goodley'))
      .accepted();
    const steps = ofType(s.legal(JACK), 'whistle');
    expect(steps.filter((w) => w.character === 'smith').every((w) => (w.points ?? streetDistance('f7', w.to)) === 1)).toBe(true);
    expect(steps.some((w) => w.character === 'smith')).toBe(true);
    s.when(JACK, { type: 'whistle', character: 'smith', to: 'g9', points: 2 }).thenRejected('questioned-moves-one');
  });

  it('a swap is no move: a questioned Gull still swaps, however far', () => {
    const pool: CharacterId[] = ['holmes', 'smith', 'lestrade', 'bert', 'abberline', 'gull', 'pizer', 'springheeled'];
    const gull = picked(pool, 'gull', { questioned: ['gull', 'pizer'] });
    expect(moveTargets(gull.legal(DETECTIVE)).every((to) => streetDistance('e9', to) <= 1)).toBe(true);
    gull.when(DETECTIVE, { type: 'swap', with: 'pizer' }).then((events) => expect(events[0]).toMatchObject({ type: 'CharactersSwapped', from: 'e9', to: 'm8' }));
  });

  it('a character across the barricade is not questioned', () => {
    round1(WITH_ABBERLINE, ['abberline', 'lestrade', 'springheeled', 'goodley'], { positions, barricade: ['e5', 'e6'] })
      .when(DETECTIVE, pick('abberline'))
      .when(DETECTIVE, { type: 'move', to: 'e6' })
      .thenState((t) => expect(t.questioned).toEqual(['smith', 'springheeled']));
  });

  it('questioning ends with the round', () => {
    round1(WITH_ABBERLINE, ['abberline', 'lestrade', 'springheeled', 'holmes'], { used: ['abberline', 'lestrade', 'springheeled'], questioned: ['smith'] })
      .when(DETECTIVE, pick('holmes'))
      .when(DETECTIVE, { type: 'move', to: 'g4' })
      .then((events, t) => {
        expect(eventTypes(events)).toContain('RoundStarted');
        expect(t.round).toBe(2);
        expect(t.questioned).toEqual([]);
      });
  });
});

describe('John Pizer: at the end of his move (mandatory), the characters next to him flee', () => {
  // Pizer g3 → g4: next to Holmes (g5).
  const positions = { pizer: 'g3', holmes: 'g5', smith: 'a1' };
  const fleeing = () => picked(POOL, 'pizer', { positions }).when(DETECTIVE, { type: 'move', to: 'g4' });

  it('starts the flight by itself; the activating player then moves each fleeing character', () => {
    const s = fleeing().then((events) => expect(eventTypes(events)).toEqual(['CharacterMoved', 'FlightStarted']));
    expect(mrJack.pending(s.state)).toEqual([{ seat: DETECTIVE, kind: 'turn', prompt: 'Move the characters fleeing Pizer: Sherlock Holmes' }]);
    s.thenView(JACK, (v) => expect(v.turn).toMatchObject({ step: 'flee', fleeing: ['holmes'], character: 'pizer' }));
    s.when(DETECTIVE, { type: 'flee', character: 'holmes', to: 'g7' }).then((events) => expect(eventTypes(events)).toEqual(['Fled', 'FlightEnded', 'ActivationEnded']));
  });

  it('1 to 3 hexes of street, to a free hex strictly farther from Pizer (street distance)', () => {
    const s = fleeing().accepted();
    const targets = ofType(s.legal(DETECTIVE), 'flee').map((f) => f.to);
    const expected = HEX_LABELS.filter(
      (h) => isStreet(h) && !Object.values(s.state.positions).includes(h) && streetDistance('g5', h) <= 3 && streetDistance(h, 'g4') > streetDistance('g5', 'g4'),
    );
    expect(sorted(targets)).toEqual(sorted(expected));
    expect(targets).toEqual(expect.arrayContaining(['g6', 'h6', 'i7', 'g8']));
    s.when(DETECTIVE, { type: 'flee', character: 'holmes', to: 'f3' }).thenRejected('must-flee-farther');
    s.when(DETECTIVE, { type: 'flee', character: 'holmes', to: 'g9' }).thenRejected('out-of-reach');
    s.when(DETECTIVE, { type: 'flee', character: 'smith', to: 'g7' }).thenRejected('not-fleeing');
    s.when(DETECTIVE, { type: 'flee', character: 'holmes', to: 'e5' }).thenRejected('hex-occupied');
    s.when(DETECTIVE, { type: 'flee', character: 'holmes', to: 'h8' }).thenRejected('must-end-on-street');
  });

  it('is mandatory: nothing else until everyone fled; no sewers', () => {
    const s = fleeing().accepted();
    s.when(DETECTIVE, pick('holmes')).thenRejected('flight-unfinished');
    s.when(DETECTIVE, { type: 'move', to: 'g3' }).thenRejected('flight-unfinished');
    expect(s.legal(DETECTIVE).filter((c) => c.type !== 'resign').every((c) => c.type === 'flee')).toBe(true);
    // g6 is an open manhole 1 hex away: the sewer to k9 is no flight.
    s.when(DETECTIVE, { type: 'flee', character: 'holmes', to: 'k9' }).thenRejected('out-of-reach');
    picked(POOL, 'holmes').when(DETECTIVE, { type: 'flee', character: 'holmes', to: 'g7' }).thenRejected('flight-not-due');
  });

  it('several characters flee one at a time, in any order', () => {
    const s = picked(POOL, 'pizer', { positions: { ...positions, bert: 'f3' } })
      .when(DETECTIVE, { type: 'move', to: 'g4' })
      .then((events) => expect(events.find((e) => e.type === 'FlightStarted')).toEqual({ type: 'FlightStarted', characters: ['holmes', 'bert'] }));
    s.when(DETECTIVE, { type: 'flee', character: 'bert', to: 'e3' })
      .then((events) => expect(eventTypes(events)).toEqual(['Fled']))
      .when(DETECTIVE, { type: 'flee', character: 'bert', to: 'd3' })
      .thenRejected('not-fleeing');
  });

  it('flees through occupied hexes, Pizer’s own included; one with nowhere to flee stays; with nobody next to Pizer the flight is empty', () => {
    // Holmes in the dead end b7, Pizer on b6: the flight passes b6 to a4 (3 hexes, 2 from Pizer).
    const through = picked(POOL, 'pizer', { positions: { pizer: 'a5', holmes: 'b7', smith: 'a1' } }).when(DETECTIVE, { type: 'move', to: 'b6' }).accepted();
    expect(ofType(through.legal(DETECTIVE), 'flee').map((f) => f.to)).toContain('a4');
    // Questioned, he may flee 1 hex only, and b6 is Pizer's: stranded.
    picked(POOL, 'pizer', { positions: { pizer: 'a5', holmes: 'b7', smith: 'a1' }, questioned: ['holmes'] })
      .when(DETECTIVE, { type: 'move', to: 'b6' })
      .then((events) => {
        expect(eventTypes(events)).toEqual(['CharacterMoved', 'FlightStarted', 'FlightEnded', 'ActivationEnded']);
        expect(events[2]).toEqual({ type: 'FlightEnded', stranded: ['holmes'] });
      });
    picked(POOL, 'pizer', { positions: { smith: 'a1' } })
      .when(DETECTIVE, { type: 'move', to: 'm9' })
      .then((events) => expect(eventTypes(events)).toEqual(['CharacterMoved', 'FlightStarted', 'FlightEnded', 'ActivationEnded']));
  });

  it('Watson fleeing: the mover chooses his facing, then the flight goes on', () => {
    const pool: CharacterId[] = ['holmes', 'smith', 'lestrade', 'bert', 'watson', 'lane', 'pizer', 'springheeled'];
    const s = picked(pool, 'pizer', { positions: { pizer: 'g3', watson: 'g5', holmes: 'f3', smith: 'a1' } })
      .when(DETECTIVE, { type: 'move', to: 'g4' })
      .when(DETECTIVE, { type: 'flee', character: 'watson', to: 'g7' })
      .then((events) => expect(eventTypes(events)).toEqual(['Fled']));
    expect(s.view(DETECTIVE).turn?.step).toBe('face');
    s.when(DETECTIVE, { type: 'face', direction: 'N' })
      .thenState((t) => expect(t.activation?.fleeing).toEqual(['holmes']))
      .when(DETECTIVE, { type: 'flee', character: 'holmes', to: 'e3' })
      .then((events) => expect(eventTypes(events)).toEqual(['Fled', 'FlightEnded', 'ActivationEnded']));
  });
});

describe('Spring-Heeled Jack: instead of moving (optional), leaps 2 or 3 hexes in a straight line', () => {
  const s = () => picked(POOL, 'springheeled');

  it('lists every leap onto a free street hex, over buildings, gaslights and characters', () => {
    // From i6: N i8 (Bert) / i9; SE over the gaslight k6 to l6; S i4; SW g4 / f3; NW g6.
    const leaps = ofType(s().legal(DETECTIVE), 'leap').map((l) => l.to);
    expect(sorted(leaps)).toEqual(['f3', 'g4', 'g6', 'i4', 'i9', 'l6']);
    expect(mrJack.pending(s().state)[0]!.prompt).toBe('Move Spring-Heeled Jack, or leap instead');
    s().when(DETECTIVE, { type: 'leap', to: 'l6' }).then([
      { type: 'Leapt', character: 'springheeled', from: 'i6', to: 'l6' },
      { type: 'ActivationEnded', character: 'springheeled', abilityUsed: true },
    ]);
  });

  it('names the rule a leap breaks', () => {
    s().when(DETECTIVE, { type: 'leap', to: 'i7' }).thenRejected('not-a-leap'); // 1 hex
    s().when(DETECTIVE, { type: 'leap', to: 'i10' }).thenRejected('not-a-leap'); // 4 hexes
    s().when(DETECTIVE, { type: 'leap', to: 'g5' }).thenRejected('not-a-leap'); // not straight
    s().when(DETECTIVE, { type: 'leap', to: 'i8' }).thenRejected('hex-occupied');
    s().when(DETECTIVE, { type: 'leap', to: 'k6' }).thenRejected('must-end-on-street');
    picked(POOL, 'holmes').when(DETECTIVE, { type: 'leap', to: 'g7' }).thenRejected('not-this-characters-ability');
  });

  it('is optional: he may move normally instead, and then does not leap', () => {
    s().when(DETECTIVE, { type: 'move', to: 'i7' }).then((events) => expect(eventTypes(events)).toEqual(['CharacterMoved', 'ActivationEnded']));
  });

  it('leaps over the barricade too [R]', () => {
    picked(POOL, 'springheeled', { barricade: ['i6', 'i7'] }).when(DETECTIVE, { type: 'leap', to: 'i9' }).accepted();
  });

  it('a leap is no move: it cannot end on a character (no accusation) nor leave the board', () => {
    const jackLeaps = round1(POOL, ['holmes', 'smith', 'lestrade', 'springheeled'], { round: 2, jack: 'springheeled', witness: 'invisible', positions: { springheeled: 'b3' } })
      .when(JACK, pick('springheeled'))
      .accepted();
    expect(ofType(jackLeaps.legal(JACK), 'leap').every((l) => isStreet(l.to) && !Object.values(jackLeaps.state.positions).includes(l.to))).toBe(true);
    // The SW exit is two steps away from b3 as the crow flies (b1 is its gateway): walking it is a move.
    expect(moveTargets(jackLeaps.legal(JACK))).toEqual(expect.arrayContaining(['b1']));
    jackLeaps.when(JACK, { type: 'leap', to: 'c3' }).thenRejected('not-a-leap');
  });
});
