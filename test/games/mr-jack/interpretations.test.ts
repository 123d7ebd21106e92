// Every row of rules §11 ("Interpretations chosen"), one test each.
import { describe, expect, it } from 'vitest';
import { mrJack } from '../../../domain/games/mr-jack/index.js';
import { watsonBeam } from '../../../domain/games/mr-jack/rules/visibility.js';
import { DETECTIVE, JACK, eventTypes, given, ofType, roundStart } from './helpers.js';

const CARDS = ['holmes', 'watson', 'smith', 'lestrade'] as const;
const GOODLEY_CARDS = ['stealthy', 'goodley', 'gull', 'bert'] as const;

describe('rules §11', () => {
  it('second picker declares both characters first? no: pick and resolve one at a time', () => {
    // Round 1: the Detective played one; Jack picks his first and must resolve it before the second.
    const s = given(roundStart([...CARDS], { used: ['holmes'] }))
      .when(JACK, { type: 'pick', character: 'lestrade' })
      .accepted();
    s.when(JACK, { type: 'pick', character: 'watson' }).thenRejected('activation-unfinished');
    expect(s.legal(JACK).some((c) => c.type === 'pick')).toBe(false);
    s.when(JACK, { type: 'move', to: 'e4' })
      .when(JACK, { type: 'move-cordon', from: 'NE', to: 'NW' })
      .thenState((done) => expect(mrJack.pending(done)).toEqual([{ seat: JACK, kind: 'pick', prompt: 'Round 1: pick a character to activate' }]));
  });

  it('leaving through an exit: 1 movement point from the gateway hex', () => {
    const s = given(roundStart([...CARDS], { round: 2, jack: 'holmes', witness: 'invisible', positions: { holmes: 'b7' } }))
      .when(JACK, { type: 'pick', character: 'holmes' })
      .accepted();
    // Standing on the gateway: leaving is a 1-point move (and leaves the start hex).
    expect(ofType(s.legal(JACK), 'move').map((m) => m.to)).toContain('NW');
    s.when(JACK, { type: 'move', to: 'NW' }).then((events) => expect(eventTypes(events)).toEqual(['CharacterEscaped', 'GameEnded']));
  });

  it("Goodley's 3 points: all 3 must be spent when legal; split freely", () => {
    // Covered step by step in characters.test.ts; here: a whistle of 1 leaves 2 to spend before anything else.
    const s0 = given(roundStart([...GOODLEY_CARDS])).when(DETECTIVE, { type: 'pick', character: 'goodley' }).accepted();
    const first = ofType(s0.legal(DETECTIVE), 'whistle').find((w) => w.character === 'bert')!;
    const s = s0.when(DETECTIVE, first).accepted();
    expect(s.state.activation?.whistlePoints).toBeGreaterThan(0);
    s.when(DETECTIVE, { type: 'move', to: 'm9' }).thenRejected('whistle-unfinished');
    expect(s.legal(DETECTIVE).filter((c) => c.type !== 'resign').every((c) => c.type === 'whistle')).toBe(true);
  });

  it("Goodley's 3 points: a step after which the rest could not be spent is refused while another split spends all 3", () => {
    // Goodley on h6. Miss Stealthy to j8 by the shortest walk (2 points) leaves 1 point nobody can
    // use; other splits spend 3, her own 3-hex walk to j8 among them.
    const positions = { goodley: 'h6', holmes: 'i7', watson: 'g5', smith: 'g6', lestrade: 'i8', stealthy: 'k10', gull: 'k9', bert: 'g7' };
    const s = given(roundStart([...GOODLEY_CARDS], { positions })).when(DETECTIVE, { type: 'pick', character: 'goodley' }).accepted();
    s.when(DETECTIVE, { type: 'whistle', character: 'stealthy', to: 'j8', points: 2 }).thenRejected('whistle-must-spend-all');
    expect(ofType(s.legal(DETECTIVE), 'whistle')).not.toContainEqual({ type: 'whistle', character: 'stealthy', to: 'j8', points: 2 });
    s.when(DETECTIVE, { type: 'whistle', character: 'stealthy', to: 'j8' }).then((events) => expect(events[0]).toMatchObject({ type: 'Whistled', points: 3 }));
    // Every listed first step still lets the whistle spend all 3.
    for (const step of ofType(s.legal(DETECTIVE), 'whistle')) {
      let t = s.when(DETECTIVE, step).accepted();
      while (t.state.activation?.whistlePoints !== null && t.state.activation?.whistlePoints !== undefined) {
        t = t.when(DETECTIVE, t.legal(DETECTIVE).find((c) => c.type !== 'resign')!).accepted();
      }
      expect(t.state.activation?.abilityUsed).toBe(true);
    }
  });

  it('lit gaslight in Watson’s beam: stops it (any non-street hex does)', () => {
    const base = roundStart([...CARDS], { positions: { watson: 'g7' }, watsonFacing: 'NE' });
    expect(watsonBeam(base)).toEqual([]); // h8 carries a lit gaslight
    // Unlit gaslight hexes stop it too: h4 is south-east of g4.
    expect(watsonBeam({ ...base, positions: { ...base.positions, watson: 'g4' }, watsonFacing: 'SE' })).toEqual([]);
  });

  it('Holmes draw by the Detective: clears that character publicly (seed)', () => {
    given(roundStart([...CARDS], { alibiDeck: ['gull'] }))
      .when(DETECTIVE, { type: 'pick', character: 'holmes' })
      .when(DETECTIVE, { type: 'move', to: 'g4' })
      .then((events, state) => {
        expect(events).toContainEqual({ type: 'CharacterCleared', character: 'gull', by: 'alibi' });
        expect(state.cleared).toEqual(['gull']);
        // Public through the flip; the card event itself is for the drawing seat (seed).
        expect(mrJack.redact(events.find((e) => e.type === 'CharacterCleared')!, 'spectator')).toEqual({ type: 'CharacterCleared', character: 'gull', by: 'alibi' });
      });
  });

  it('a swap or a whistle onto an occupied hex: never', () => {
    // A swap is not a move: swapping with Jack accuses nobody.
    given(roundStart([...GOODLEY_CARDS], { jack: 'holmes' }))
      .when(DETECTIVE, { type: 'pick', character: 'gull' })
      .when(DETECTIVE, { type: 'swap', with: 'holmes' })
      .thenState((swapped) => expect(mrJack.result(swapped)).toBeNull());
    // A whistle never ends on a character.
    const goodley = given(roundStart([...GOODLEY_CARDS])).when(DETECTIVE, { type: 'pick', character: 'goodley' }).accepted();
    const occupied = Object.values(goodley.state.positions);
    expect(ofType(goodley.legal(DETECTIVE), 'whistle').some((w) => occupied.includes(w.to))).toBe(false);
    goodley.when(DETECTIVE, { type: 'whistle', character: 'bert', to: 'm10' }).thenRejected('hex-occupied');
  });

  it('Extension 2016 (Moriarty): not in scope — the Extension (2007/08) is, Moriarty is no character', () => {
    expect(mrJack.options.safeParse({ extension: true }).success).toBe(true);
    expect(mrJack.commands.safeParse({ type: 'pick', character: 'moriarty' }).success).toBe(false);
    expect(mrJack.commands.safeParse({ type: 'pick', character: 'madame' }).success).toBe(true);
  });
});
