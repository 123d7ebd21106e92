// The Extension's setup (rules §9.1–9.4): the sealed draft of the characters in play, Jack's
// identity drawn from them, and the start hexes placed in the odd- then even-round pattern.
import { describe, expect, it } from 'vitest';
import { mrJack, type MrJackCommand, type MrJackState } from '../../../domain/games/mr-jack/index.js';
import { ALWAYS_IN_POOL, DRAFTED_CHARACTERS, type CharacterId } from '../../../domain/games/mr-jack/rules/characters.js';
import { isStreet } from '../../../domain/games/mr-jack/rules/hex.js';
import { litHexes, watsonBeam } from '../../../domain/games/mr-jack/rules/visibility.js';
import { DETECTIVE, JACK, eventTypes, extensionRound, given, newGame, ofType, roundStart, sorted } from './helpers.js';

/** A new Extension game: seat 0 (JACK) is Jack. */
const fresh = (seed = 'draft', options: Record<string, unknown> = {}) => given(newGame({ extension: true, ...options }, seed).state);
const dealtTo = (state: MrJackState, role: 'jack' | 'detective'): CharacterId[] => state.draft!.dealt[role];
const keep = (characters: CharacterId[]): MrJackCommand => ({ type: 'keep', characters: [characters[0]!, characters[1]!] });

/** Both seats keep their first two dealt cards. */
function drafted(seed = 'draft') {
  const s = fresh(seed);
  return s.when(JACK, keep(dealtTo(s.state, 'jack'))).when(DETECTIVE, keep(dealtTo(s.state, 'detective'))).accepted();
}

/** Places every character of the batches still to place, each on the first free street hex the placer is offered. */
function placeAll(start: ReturnType<typeof drafted>, upTo = 8) {
  let s = start;
  for (let i = 0; i < upTo && s.state.placement; i++) {
    const [d] = mrJack.pending(s.state);
    s = s.when(d!.seat, s.legal(d!.seat)[0]!).accepted();
  }
  return s;
}

describe('the draft (rules §9.1)', () => {
  it('deals the nine other cards, 5 to Jack and 4 to the Detective, with nothing on the board yet', () => {
    const { state, events } = newGame({ extension: true }, 'deal');
    expect(eventTypes(events)).toEqual(['RolesAssigned', 'BoardSetUp', 'CharactersDealt', 'CharactersDealt']);
    expect(dealtTo(state, 'jack')).toHaveLength(5);
    expect(dealtTo(state, 'detective')).toHaveLength(4);
    expect(sorted([...dealtTo(state, 'jack'), ...dealtTo(state, 'detective')])).toEqual(sorted(DRAFTED_CHARACTERS));
    for (const always of ALWAYS_IN_POOL) expect([...dealtTo(state, 'jack'), ...dealtTo(state, 'detective')]).not.toContain(always);
    expect(state).toMatchObject({ pool: [], positions: {}, jack: null, alibiDeck: [], round: 0, barricade: null });
    // Gaslights, covers and cordons as in the base game.
    expect(state.gaslights).toEqual(newGame().state.gaslights);
    expect([state.coveredManholes, state.cordons]).toEqual([newGame().state.coveredManholes, newGame().state.cordons]);
  });

  it('is a decision for both seats at once', () => {
    const s = fresh();
    const prompt = 'Choose the two characters you keep';
    expect(mrJack.pending(s.state)).toEqual([
      { seat: 0, kind: 'draft', prompt },
      { seat: 1, kind: 'draft', prompt },
    ]);
    // Either seat may choose first.
    s.when(DETECTIVE, keep(dealtTo(s.state, 'detective'))).thenState((t) => expect(mrJack.pending(t)).toEqual([{ seat: JACK, kind: 'draft', prompt }]));
    s.when(JACK, keep(dealtTo(s.state, 'jack'))).thenState((t) => expect(mrJack.pending(t)).toEqual([{ seat: DETECTIVE, kind: 'draft', prompt }]));
  });

  it('lists every pair of the seat’s dealt cards, in both orders, the dealt order first', () => {
    const s = fresh();
    for (const [seat, role, pairs] of [[JACK, 'jack', 10], [DETECTIVE, 'detective', 6]] as const) {
      const dealt = dealtTo(s.state, role);
      const keeps = ofType(s.legal(seat), 'keep');
      expect(keeps).toHaveLength(2 * pairs);
      expect(keeps[0]).toEqual({ type: 'keep', characters: [dealt[0], dealt[1]] });
      expect(new Set(keeps.map((k) => sorted(k.characters).join()))).toHaveProperty('size', pairs);
      expect(keeps.every((k) => k.characters.every((c) => dealt.includes(c)))).toBe(true);
      expect(s.legal(seat).at(-1)).toEqual({ type: 'resign' });
    }
  });

  it('names the rule a keep breaks', () => {
    const s = fresh();
    const a = dealtTo(s.state, 'jack')[0]!;
    const b = dealtTo(s.state, 'jack')[1]!;
    const theirs = dealtTo(s.state, 'detective')[0]!;
    s.when(JACK, { type: 'keep', characters: [a, a] }).thenRejected('keep-two-different');
    s.when(JACK, { type: 'keep', characters: [a, theirs] }).thenRejected('not-dealt-to-you');
    s.when(JACK, { type: 'keep', characters: [a, 'holmes'] }).thenRejected('not-dealt-to-you');
    s.when(JACK, { type: 'pick', character: 'holmes' }).thenRejected('draft-unfinished');
    s.when(JACK, { type: 'place', character: 'holmes', to: 'g5' }).thenRejected('draft-unfinished');
    s.when(JACK, { type: 'keep', characters: [b, a] }).when(JACK, { type: 'keep', characters: [a, b] }).thenRejected('already-kept');
    s.when(JACK, { type: 'keep', characters: [b, a] }).when(JACK, { type: 'resign' }).thenRejected('not-your-turn');
    // The base game has no draft; nor has the Extension once it is over.
    given(roundStart(['holmes', 'watson', 'smith', 'lestrade'])).when(DETECTIVE, { type: 'keep', characters: ['holmes', 'watson'] }).thenRejected('not-drafting');
    drafted().when(DETECTIVE, keep(dealtTo(s.state, 'detective'))).thenRejected('not-drafting');
  });

  it('is sealed: the other seat and spectators see counts and whether a seat chose, not the cards', () => {
    const s = fresh();
    const mine = dealtTo(s.state, 'jack');
    const chosen = s.when(JACK, { type: 'keep', characters: [mine[3]!, mine[1]!] });
    const kept = chosen.then((events) => expect(events).toEqual([{ type: 'CharactersKept', seat: JACK, role: 'jack', characters: [mine[3], mine[1]] }]));
    const [event] = kept.events;
    for (const viewer of [DETECTIVE, 'spectator'] as const) {
      expect(mrJack.redact(event!, viewer)).toEqual({ type: 'CharactersKept', seat: JACK, role: 'jack', count: 2 });
      kept.thenView(viewer, (v) => {
        expect(v.draft?.jack).toEqual({ dealtCount: 5, dealt: null, chosen: true, kept: null });
        expect(JSON.stringify(v)).not.toContain(mine[3]!);
        expect(v.turn).toBeNull();
      });
    }
    kept.thenView(JACK, (v) => expect(v.draft?.jack).toEqual({ dealtCount: 5, dealt: mine, chosen: true, kept: [mine[3], mine[1]] }));
    kept.thenView(JACK, (v) => expect(v.draft?.detective).toEqual({ dealtCount: 4, dealt: null, chosen: false, kept: null }));
    kept.thenView(DETECTIVE, (v) => expect(v.draft?.detective).toEqual({ dealtCount: 4, dealt: dealtTo(s.state, 'detective'), chosen: false, kept: null }));
    // The deal itself: each seat's own cards, a count for the others.
    const deals = newGame({ extension: true }, 'draft').events.filter((e) => e.type === 'CharactersDealt');
    expect(deals.map((e) => mrJack.redact(e, DETECTIVE))).toEqual([
      { type: 'CharactersDealt', seat: JACK, role: 'jack', count: 5 },
      deals[1],
    ]);
    expect(deals.map((e) => mrJack.redact(e, 'spectator'))).toEqual([
      { type: 'CharactersDealt', seat: JACK, role: 'jack', count: 5 },
      { type: 'CharactersDealt', seat: DETECTIVE, role: 'detective', count: 4 },
    ]);
  });

  it('reveals both pairs once both chose: 8 characters in play, their alibi deck, then Jack’s identity', () => {
    const s = fresh('reveal');
    const [j1, j2] = dealtTo(s.state, 'jack').slice(-2);
    const [d1, d2] = dealtTo(s.state, 'detective');
    s.when(DETECTIVE, { type: 'keep', characters: [d2!, d1!] })
      .when(JACK, { type: 'keep', characters: [j1!, j2!] })
      .then((events, state) => {
        expect(eventTypes(events)).toEqual(['CharactersKept', 'PoolRevealed', 'AlibiDeckShuffled', 'JackIdentityDrawn', 'CharacterDeckShuffled', 'PlacementBatchRevealed']);
        expect(events[1]).toEqual({ type: 'PoolRevealed', kept: { jack: [j1, j2], detective: [d2, d1] }, pool: state.pool });
        expect(sorted(state.pool)).toEqual(sorted([...ALWAYS_IN_POOL, j1!, j2!, d1!, d2!]));
        expect(state.pool).toHaveLength(8);
        expect(state.pool).toContain(state.jack);
        expect(sorted([state.jack!, ...state.alibiDeck])).toEqual(sorted(state.pool));
        expect(mrJack.redact(events[3]!, DETECTIVE)).toEqual({ type: 'JackIdentityDrawn', seat: JACK });
        expect(mrJack.redact(events[1]!, DETECTIVE)).toEqual(events[1]);
      })
      .thenView(DETECTIVE, (v) => {
        expect(v.draft).toMatchObject({ revealed: true, jack: { kept: [j1, j2], dealt: null }, detective: { kept: [d2, d1] } });
        expect(v.jack).toBeNull();
        expect(v.characters.map((c) => c.id)).toEqual(expect.arrayContaining([j1, j2, d1, d2]));
        expect(v.characters.every((c) => c.hex === null)).toBe(true);
      })
      .thenView(JACK, (v) => expect(v.jack).not.toBeNull());
  });

  it('a seat may resign during the draft; Jack is then never drawn', () => {
    fresh().when(DETECTIVE, { type: 'resign' }).then((events, state) => {
      expect(events.at(-1)).toMatchObject({ type: 'GameEnded', winner: 'jack', reason: 'resigned', jack: null });
      expect(mrJack.result(state)).toMatchObject({ winners: [JACK], jack: null, summary: expect.stringMatching(/during the draft/) });
      expect(mrJack.view(state, DETECTIVE).draft?.jack.dealt).toEqual(dealtTo(state, 'jack'));
    });
  });
});

describe('start hexes (rules §9.3)', () => {
  it('the first four cards are placed in the odd-round pattern, the other four in the even-round pattern', () => {
    let s = drafted();
    const placers: number[] = [];
    const batches: CharacterId[][] = [];
    for (let i = 0; i < 8; i++) {
      const [d, ...more] = mrJack.pending(s.state);
      expect(more).toEqual([]);
      expect(d!.kind).toBe('place');
      if (s.state.placement!.placed.length === 0) batches.push([...s.state.placement!.cards]);
      placers.push(d!.seat);
      s = s.when(d!.seat, s.legal(d!.seat)[0]!).accepted();
    }
    expect(placers).toEqual([DETECTIVE, JACK, JACK, DETECTIVE, JACK, DETECTIVE, DETECTIVE, JACK]);
    expect(sorted(batches.flat())).toEqual(sorted(s.state.pool));
    // Then round 1 as in the base game: a fresh shuffle, four cards, the Detective picks first.
    expect(eventTypes(s.events).slice(-3)).toEqual(['CharacterPlaced', 'CharacterDeckShuffled', 'RoundStarted']);
    expect(s.state).toMatchObject({ round: 1, placement: null });
    expect(Object.keys(s.state.positions).sort()).toEqual(sorted(s.state.pool));
    expect(mrJack.pending(s.state)).toEqual([{ seat: DETECTIVE, kind: 'pick', prompt: 'Round 1: pick a character to activate' }]);
  });

  it('the placer chooses any revealed card not placed yet and any free street hex', () => {
    const s = drafted();
    const cards = s.state.placement!.cards;
    const places = ofType(s.legal(DETECTIVE), 'place');
    expect(places).toHaveLength(4 * 60);
    expect(places.every((p) => isStreet(p.to) && cards.includes(p.character))).toBe(true);
    expect(s.view(JACK).placement).toEqual({ batch: 1, cards: cards.map((character) => ({ character, placed: false })) });
    expect(mrJack.pending(s.state)[0]!.prompt).toMatch(/^Choose one of .+ and place it on a free street hex$/);
    const after = s.when(DETECTIVE, { type: 'place', character: cards[2]!, to: 'g6' }).then([
      { type: 'CharacterPlaced', seat: DETECTIVE, role: 'detective', character: cards[2]!, to: 'g6' },
    ]);
    expect(ofType(after.legal(JACK), 'place')).toHaveLength(3 * 59);
    after.when(JACK, { type: 'place', character: cards[2]!, to: 'g7' }).thenRejected('character-already-placed');
    after.when(JACK, { type: 'place', character: cards[0]!, to: 'g6' }).thenRejected('hex-occupied');
    after.when(JACK, { type: 'place', character: cards[0]!, to: 'h8' }).thenRejected('must-end-on-street');
    after.when(DETECTIVE, { type: 'place', character: cards[0]!, to: 'g7' }).thenRejected('not-your-turn');
    const unrevealed = s.state.pool.find((c) => !cards.includes(c))!;
    after.when(JACK, { type: 'place', character: unrevealed, to: 'g7' }).thenRejected('character-not-revealed');
    after.when(JACK, { type: 'pick', character: cards[0]! }).thenRejected('placement-unfinished');
    // Adjacent to another character is allowed; the last card of a batch is named in the prompt.
    const three = after.when(JACK, { type: 'place', character: cards[0]!, to: 'g7' }).when(JACK, { type: 'place', character: cards[1]!, to: 'a1' }).accepted();
    expect(mrJack.pending(three.state)).toEqual([{ seat: DETECTIVE, kind: 'place', prompt: `Place ${three.view(DETECTIVE).characters.find((c) => c.id === cards[3])!.name} on a free street hex` }]);
    // Placing is only for the Extension's setup.
    given(roundStart(['holmes', 'watson', 'smith', 'lestrade'])).when(DETECTIVE, { type: 'place', character: 'holmes', to: 'g4' }).thenRejected('not-placing');
  });

  it('the second batch is secret in order until revealed; Watson starts facing NE wherever he stands', () => {
    const s = drafted('batches');
    const secret = s.state.characterDeck;
    expect(secret).toHaveLength(4);
    for (const viewer of [JACK, DETECTIVE, 'spectator'] as const) expect(JSON.stringify(s.view(viewer))).not.toMatch(/characterDeck|order/);
    const second = placeAll(s, 4);
    expect(second.state.placement).toEqual({ batch: 2, cards: secret, placed: [] });
    expect(mrJack.pending(second.state)[0]!.seat).toBe(JACK);
    expect(placeAll(second).state.watsonFacing).toBe('NE');
  });
});

describe('deadline fallbacks before round 1', () => {
  it('play the late seat’s first legal option, and from round 1 on forfeit the game', () => {
    const s = fresh();
    for (const seat of [JACK, DETECTIVE]) {
      const fallback = mrJack.timeoutCommand(s.state, seat);
      expect(fallback).toEqual(s.legal(seat)[0]);
      expect(fallback).toEqual({ type: 'keep', characters: dealtTo(s.state, seat === JACK ? 'jack' : 'detective').slice(0, 2) });
    }
    const placing = drafted();
    const first = mrJack.timeoutCommand(placing.state, DETECTIVE);
    expect(first).toEqual(placing.legal(DETECTIVE)[0]);
    expect(first).toMatchObject({ type: 'place', character: placing.state.placement!.cards[0], to: 'a5' });
    const started = placeAll(placing);
    expect(mrJack.timeoutCommand(started.state, DETECTIVE)).toEqual({ type: 'resign' });
  });

  it('the e-mails say what the fallback means for each kind of decision', () => {
    expect(mrJack.timeoutDescription?.('draft')).toMatch(/first two characters dealt to you .* are kept/);
    expect(mrJack.timeoutDescription?.('place')).toMatch(/first free street hex/);
    expect(mrJack.timeoutDescription?.('pick')).toMatch(/forfeit/);
    expect(mrJack.timeoutDescription?.('turn')).toMatch(/forfeit/);
  });
});

describe('a base-game character left out of the pool is simply not in play', () => {
  const pool: CharacterId[] = ['holmes', 'smith', 'lestrade', 'bert', 'madame', 'lane', 'pizer', 'springheeled'];
  const s = given(extensionRound(pool, ['holmes', 'smith', 'lestrade', 'bert']));

  it('no Watson: no lantern beam, and his facing is never asked', () => {
    expect(watsonBeam(s.state)).toEqual([]);
    expect(s.view(JACK).watson.beam).toEqual([]);
    expect(litHexes(s.state)).toEqual(litHexes({ ...s.state, watsonFacing: 'S' }));
    s.when(DETECTIVE, { type: 'pick', character: 'watson' }).thenRejected('character-not-revealed');
  });

  it('no Goodley or Gull: nothing to whistle or swap with, nobody to accuse or whistle who is not there', () => {
    const holmes = s.when(DETECTIVE, { type: 'pick', character: 'holmes' }).accepted();
    holmes.when(DETECTIVE, { type: 'accuse', suspect: 'gull' }).thenRejected('character-not-in-play');
    holmes.when(DETECTIVE, { type: 'whistle', character: 'smith', to: 'g7' }).thenRejected('not-this-characters-ability');
    expect(holmes.legal(DETECTIVE).map((c) => c.type)).not.toContain('whistle');
    expect(s.view(DETECTIVE).characters.map((c) => c.id)).toEqual(pool);
    // Holmes draws from the 8 alibi cards of the pool only.
    holmes.when(DETECTIVE, { type: 'move', to: 'g4' }).then((events) => expect(pool).toContain(events.find((e) => e.type === 'AlibiDrawn')?.card));
  });

  it('the witness call clears among the characters in play', () => {
    let t = s;
    for (const c of ['holmes', 'smith', 'lestrade', 'bert'] as const) {
      const seat = mrJack.pending(t.state)[0]!.seat;
      t = t.when(seat, { type: 'pick', character: c }).accepted();
      while (t.state.activation !== null) t = t.when(seat, t.legal(seat).find((x) => x.type !== 'resign' && x.type !== 'accuse')!).accepted();
    }
    const call = t.events.find((e) => e.type === 'WitnessCalled');
    expect(call?.type === 'WitnessCalled' && call.cleared.every((c) => pool.includes(c))).toBe(true);
  });
});
