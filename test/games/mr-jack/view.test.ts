// What each seat may see (rules §8): the view and the redacted history.
import { describe, expect, it } from 'vitest';
import { mrJack } from '../../../domain/games/mr-jack/index.js';
import { DETECTIVE, JACK, given, newGame, roundStart } from './helpers.js';

describe('the view', () => {
  const start = given(newGame({}, 'view').state);
  const { state } = start;
  const detective = start.view(DETECTIVE);

  it('has what a client needs to draw the board', () => {
    expect(detective.hexes).toHaveLength(86);
    expect(detective.hexes.find((h) => h.label === 'b2')).toEqual({ label: 'b2', col: 1, row: 6, type: 'gaslight', manhole: null, gaslight: { lit: true, tile: 1 }, lit: false, occupant: null });
    expect(detective.hexes.find((h) => h.label === 'f9')?.gaslight).toEqual({ lit: false, tile: null });
    expect(detective.hexes.find((h) => h.label === 'l12')?.manhole).toBe('covered');
    expect(detective.hexes.find((h) => h.label === 'g6')?.manhole).toBe('open');
    expect(detective.hexes.find((h) => h.label === 'g5')).toMatchObject({ occupant: 'holmes', lit: true });
    expect(detective.exits).toEqual([
      { id: 'NW', gateway: 'b7', cordon: false },
      { id: 'NE', gateway: 'l12', cordon: true },
      { id: 'SE', gateway: 'l6', cordon: false },
      { id: 'SW', gateway: 'b1', cordon: true },
    ]);
    expect(detective.characters.filter((c) => c.visible).map((c) => c.id)).toEqual(['holmes', 'smith', 'lestrade', 'bert']);
    expect(detective.characters.every((c) => c.side === 'suspect' && c.hex !== null)).toBe(true);
    expect(detective.watson).toEqual({ facing: 'NE', beam: [] });
    expect(detective.litHexes).toContain('g5');
    expect(detective.round).toBe(1);
    expect(detective.roundCards).toHaveLength(4);
    expect(detective.turn).toMatchObject({ seat: state.jackSeat === 0 ? 1 : 0, role: 'detective', step: 'pick', character: null });
    expect(detective.witness).toBe('visible');
  });

  it('tells Jack who he is and no one else', () => {
    start.thenView(JACK, (v) => expect(v.jack).toBe(state.jack));
    expect(detective.jack).toBeNull();
    start.thenView('spectator', { jack: null });
    expect(detective.alibi).toEqual({ deckCount: 7, detectiveDraws: [], detectiveDrawCount: 0, jackDrawCount: 0, jackDraws: null });
    start.thenView(JACK, (v) => expect(v.alibi).toEqual({ deckCount: 7, detectiveDraws: null, detectiveDrawCount: 0, jackDrawCount: 0, jackDraws: [] }));
  });

  it('never carries the deck orders, to anyone', () => {
    for (const viewer of [JACK, DETECTIVE, 'spectator'] as const) {
      const v = start.view(viewer);
      expect(JSON.stringify(v)).not.toMatch(/characterDeck|alibiDeck|order/);
      expect(Object.keys(v)).not.toContain('seed');
    }
  });

  it('shows the step being played', () => {
    given(roundStart(['holmes', 'watson', 'smith', 'goodley']))
      .when(DETECTIVE, { type: 'pick', character: 'goodley' })
      .thenView(JACK, (v) => {
        expect(v.turn).toMatchObject({ seat: DETECTIVE, role: 'detective', step: 'move-or-ability', character: 'goodley' });
        expect(v.roundCards.find((c) => c.character === 'goodley')).toEqual({ character: 'goodley', used: true, active: true });
      });
  });

  it('reveals everything at the end', () => {
    const over = given(roundStart(['holmes', 'watson', 'smith', 'lestrade'], { round: 2, jack: 'gull', draws: [{ role: 'jack', card: 'bert' }] }))
      .when(JACK, { type: 'resign' })
      .accepted();
    for (const viewer of [DETECTIVE, 'spectator'] as const) {
      over.thenView(viewer, (v) => {
        expect(v.jack).toBe('gull');
        expect(v.alibi.jackDraws).toEqual(['bert']);
        expect(v.over).toBe(true);
        expect(v.turn).toBeNull();
        expect(v.result).toMatchObject({ winner: 'detective', reason: 'resigned', jack: 'gull' });
      });
    }
  });

  it('state, events and views are plain JSON', () => {
    const { state: s, events } = newGame({}, 'json');
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(JSON.parse(JSON.stringify(events))).toEqual(events);
    expect(JSON.parse(JSON.stringify(mrJack.view(s, 0)))).toEqual(mrJack.view(s, 0));
  });
});

describe('the redacted history', () => {
  const { state, events } = newGame({}, 'history');
  const jackSeat = state.jackSeat!;
  const detectiveSeat = 1 - jackSeat;

  it('reduces both shuffles to a count for everyone', () => {
    for (const viewer of [jackSeat, detectiveSeat, 'spectator'] as const) {
      for (const e of events) {
        if (e.type === 'AlibiDeckShuffled' || e.type === 'CharacterDeckShuffled') expect(mrJack.redact(e, viewer)).toEqual({ type: e.type, count: 8 });
      }
    }
  });

  it('shows Jack’s identity to Jack only', () => {
    const drawn = events.find((e) => e.type === 'JackIdentityDrawn')!;
    expect(mrJack.redact(drawn, jackSeat)).toEqual(drawn);
    expect(mrJack.redact(drawn, detectiveSeat)).toEqual({ type: 'JackIdentityDrawn', seat: jackSeat });
    expect(mrJack.redact(drawn, 'spectator')).toEqual({ type: 'JackIdentityDrawn', seat: jackSeat });
  });

  it('the GameEnded event reveals Jack and his draws to all', () => {
    given(state)
      .when(detectiveSeat, { type: 'resign' })
      .then((ended) => expect(mrJack.redact(ended.at(-1)!, detectiveSeat)).toMatchObject({ type: 'GameEnded', jack: state.jack, jackDraws: [] }));
  });
});

describe('pending', () => {
  it('is one decision, public, and never names Jack', () => {
    const { state } = newGame({}, 'pending');
    const decisions = mrJack.pending(state);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]?.kind).toBe('pick');
    expect(decisions[0]?.prompt.toLowerCase()).not.toContain(state.jack!);
  });
});
