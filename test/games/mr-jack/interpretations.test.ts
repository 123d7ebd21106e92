// Every row of rules §11 ("Interpretations chosen"), one test each.
import { describe, expect, it } from 'vitest';
import { mrJack } from '../../../domain/games/mr-jack/index.js';
import { watsonBeam } from '../../../domain/games/mr-jack/rules/visibility.js';
import { DETECTIVE, JACK, eventTypes, legal, legalOfType, play, playAll, rejectionCode, roundStart } from './helpers.js';

const CARDS = ['holmes', 'watson', 'smith', 'lestrade'] as const;

describe('rules §11', () => {
  it('second picker declares both characters first? no: pick and resolve one at a time', () => {
    // Round 1: the Detective played one; Jack picks his first and must resolve it before the second.
    const s = play(roundStart([...CARDS], { used: ['holmes'] }), JACK, { type: 'pick', character: 'lestrade' }).state;
    expect(rejectionCode(s, JACK, { type: 'pick', character: 'watson' })).toBe('activation-unfinished');
    expect(legal(s, JACK).some((c) => c.type === 'pick')).toBe(false);
    const done = playAll(s, JACK, [{ type: 'move', to: 'e4' }, { type: 'move-cordon', from: 'NE', to: 'NW' }]).state;
    expect(mrJack.pending(done)).toEqual([{ seat: JACK, kind: 'pick', prompt: 'Round 1: pick a character to activate' }]);
  });

  it('leaving through an exit: 1 movement point from the gateway hex', () => {
    const s = play(roundStart([...CARDS], { round: 2, jack: 'holmes', witness: 'invisible', positions: { holmes: 'b7' } }), JACK, { type: 'pick', character: 'holmes' }).state;
    // Standing on the gateway: leaving is a 1-point move (and leaves the start hex).
    expect(legalOfType(s, JACK, 'move').map((m) => m.to)).toContain('NW');
    expect(eventTypes(play(s, JACK, { type: 'move', to: 'NW' }).events)).toEqual(['CharacterEscaped', 'GameEnded']);
  });

  it("Goodley's 3 points: all 3 must be spent when legal; split freely", () => {
    // Covered step by step in characters.test.ts; here: a whistle of 1 leaves 2 to spend before anything else.
    let s = play(roundStart(['stealthy', 'goodley', 'gull', 'bert']), DETECTIVE, { type: 'pick', character: 'goodley' }).state;
    const first = legalOfType(s, DETECTIVE, 'whistle').find((w) => w.character === 'bert')!;
    s = play(s, DETECTIVE, first).state;
    expect(s.activation?.whistlePoints).toBeGreaterThan(0);
    expect(rejectionCode(s, DETECTIVE, { type: 'move', to: 'm9' })).toBe('whistle-unfinished');
    expect(legal(s, DETECTIVE).filter((c) => c.type !== 'resign').every((c) => c.type === 'whistle')).toBe(true);
  });

  it("Goodley's 3 points: a step after which the rest could not be spent is refused while another split spends all 3", () => {
    // Goodley on h6. Miss Stealthy to j8 by the shortest walk (2 points) leaves 1 point nobody can
    // use; other splits spend 3, her own 3-hex walk to j8 among them.
    const positions = { goodley: 'h6', holmes: 'i7', watson: 'g5', smith: 'g6', lestrade: 'i8', stealthy: 'k10', gull: 'k9', bert: 'g7' };
    const s = play(roundStart(['stealthy', 'goodley', 'gull', 'bert'], { positions }), DETECTIVE, { type: 'pick', character: 'goodley' }).state;
    expect(rejectionCode(s, DETECTIVE, { type: 'whistle', character: 'stealthy', to: 'j8', points: 2 })).toBe('whistle-must-spend-all');
    expect(legalOfType(s, DETECTIVE, 'whistle')).not.toContainEqual({ type: 'whistle', character: 'stealthy', to: 'j8', points: 2 });
    expect(play(s, DETECTIVE, { type: 'whistle', character: 'stealthy', to: 'j8' }).events[0]).toMatchObject({ type: 'Whistled', points: 3 });
    // Every listed first step still lets the whistle spend all 3.
    for (const step of legalOfType(s, DETECTIVE, 'whistle')) {
      let t = play(s, DETECTIVE, step).state;
      while (t.activation?.whistlePoints !== null && t.activation?.whistlePoints !== undefined) {
        const next = legal(t, DETECTIVE).find((c) => c.type !== 'resign')!;
        t = play(t, DETECTIVE, next).state;
      }
      expect(t.activation?.abilityUsed).toBe(true);
    }
  });

  it('lit gaslight in Watson’s beam: stops it (any non-street hex does)', () => {
    const base = roundStart([...CARDS], { positions: { watson: 'g7' }, watsonFacing: 'NE' });
    expect(watsonBeam(base)).toEqual([]); // h8 carries a lit gaslight
    // Unlit gaslight hexes stop it too: h4 is south-east of g4.
    expect(watsonBeam({ ...base, positions: { ...base.positions, watson: 'g4' }, watsonFacing: 'SE' })).toEqual([]);
  });

  it('Holmes draw by the Detective: clears that character publicly (seed)', () => {
    const { state, events } = playAll(roundStart([...CARDS], { alibiDeck: ['gull'] }), DETECTIVE, [{ type: 'pick', character: 'holmes' }, { type: 'move', to: 'g4' }]);
    expect(events).toContainEqual({ type: 'CharacterCleared', character: 'gull', by: 'alibi' });
    expect(state.cleared).toEqual(['gull']);
    // Public through the flip; the card event itself is for the drawing seat (seed).
    expect(mrJack.redact(events.find((e) => e.type === 'CharacterCleared')!, 'spectator')).toEqual({ type: 'CharacterCleared', character: 'gull', by: 'alibi' });
  });

  it('a swap or a whistle onto an occupied hex: never', () => {
    // A swap is not a move: swapping with Jack accuses nobody.
    const gull = play(roundStart(['stealthy', 'goodley', 'gull', 'bert'], { jack: 'holmes' }), DETECTIVE, { type: 'pick', character: 'gull' }).state;
    const swapped = play(gull, DETECTIVE, { type: 'swap', with: 'holmes' }).state;
    expect(mrJack.result(swapped)).toBeNull();
    // A whistle never ends on a character.
    const goodley = play(roundStart(['stealthy', 'goodley', 'gull', 'bert']), DETECTIVE, { type: 'pick', character: 'goodley' }).state;
    const occupied = Object.values(goodley.positions) as string[];
    expect(legalOfType(goodley, DETECTIVE, 'whistle').some((w) => occupied.includes(w.to))).toBe(false);
    expect(rejectionCode(goodley, DETECTIVE, { type: 'whistle', character: 'bert', to: 'm10' })).toBe('hex-occupied');
  });

  it('Extension 2016 (Moriarty): not in scope — and the Extension itself is refused until its issue', () => {
    expect(mrJack.options.safeParse({ extension: true }).success).toBe(false);
    expect(mrJack.commands.safeParse({ type: 'pick', character: 'moriarty' }).success).toBe(false);
  });
});
