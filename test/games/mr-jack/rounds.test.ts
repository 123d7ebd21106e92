// Rounds, picks, the deck, the witness call, gaslights going out, accusations and the end (rules §3, §7).
import { describe, expect, it } from 'vitest';
import { mrJack, type MrJackEvent, type MrJackState } from '../../../domain/games/mr-jack/index.js';
import { witnessCall } from '../../../domain/games/mr-jack/rules/flow.js';
import { DETECTIVE, JACK, eventTypes, legal, newGame, play, playAll, rejectionCode, roundStart, scenario, sorted } from './helpers.js';

/** Plays the acting seat's first listed step (never an accusation, exit or resignation) until the activation ends. */
function finishActivation(state: MrJackState): { state: MrJackState; events: MrJackEvent[] } {
  let s = state;
  const events: MrJackEvent[] = [];
  while (s.activation !== null && s.outcome === null) {
    const seat = mrJack.pending(s)[0]!.seat;
    const cmd = legal(s, seat).find((c) => c.type !== 'accuse' && c.type !== 'resign' && !(c.type === 'move' && c.to.length === 2 && /^[NS][EW]$/.test(c.to)))!;
    const out = play(s, seat, cmd);
    s = out.state;
    events.push(...out.events);
  }
  return { state: s, events };
}

/** Picks `character` with the seat whose pick it is, and finishes the activation. */
function activate(state: MrJackState, character: MrJackState['roundCards'][number]) {
  const picker = mrJack.pending(state)[0]!;
  expect(picker.kind).toBe('pick');
  const picked = play(state, picker.seat, { type: 'pick', character });
  const rest = finishActivation(picked.state);
  return { seat: picker.seat, state: rest.state, events: [...picked.events, ...rest.events] };
}

describe('picking characters: 1-2-1, alternating by round (rules §3.1)', () => {
  it('odd rounds: Detective, Jack, Jack, Detective; even rounds: Jack, Detective, Detective, Jack', () => {
    let s = newGame({}, 'order').state;
    const pickers: number[] = [];
    for (let round = 1; round <= 2; round++) {
      for (let i = 0; i < 4; i++) {
        const next = s.roundCards.find((c) => !s.used.includes(c))!;
        const out = activate(s, next);
        pickers.push(out.seat);
        s = out.state;
      }
    }
    expect(pickers).toEqual([DETECTIVE, JACK, JACK, DETECTIVE, JACK, DETECTIVE, DETECTIVE, JACK]);
    expect(s.round).toBe(3);
  });

  it('only the round’s revealed, unused cards can be picked, by the seat whose pick it is', () => {
    const s = roundStart(['holmes', 'watson', 'smith', 'lestrade'], { used: ['holmes'] });
    expect(rejectionCode(s, JACK, { type: 'pick', character: 'gull' })).toBe('character-not-revealed');
    expect(rejectionCode(s, JACK, { type: 'pick', character: 'holmes' })).toBe('character-already-used');
    expect(rejectionCode(s, DETECTIVE, { type: 'pick', character: 'watson' })).toBe('not-your-turn');
    expect(sorted(legal(s, JACK).filter((c) => c.type === 'pick').map((c) => (c as { character: string }).character))).toEqual(['lestrade', 'smith', 'watson']);
    expect(mrJack.pending(s)).toEqual([{ seat: JACK, kind: 'pick', prompt: 'Round 1: pick a character to activate' }]);
  });

  it('whoever picks a card activates that character, Jack’s own included', () => {
    const s = roundStart(['holmes', 'watson', 'smith', 'lestrade'], { jack: 'holmes' });
    const out = play(s, DETECTIVE, { type: 'pick', character: 'holmes' });
    expect(out.state.activation).toMatchObject({ character: 'holmes', seat: DETECTIVE });
  });
});

describe('the character deck (rules §3.1, §3.4)', () => {
  it('rounds come in pairs: 4 cards, then the other 4; reshuffled after even rounds', () => {
    let s = newGame({}, 'deck').state;
    const { events: setupEvents } = newGame({}, 'deck');
    const seen: MrJackEvent[] = [...setupEvents];
    while (s.outcome === null) {
      const next = s.roundCards.find((c) => !s.used.includes(c))!;
      const out = activate(s, next);
      seen.push(...out.events);
      s = out.state;
    }
    const started = seen.filter((e): e is Extract<MrJackEvent, { type: 'RoundStarted' }> => e.type === 'RoundStarted');
    expect(started.map((e) => e.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (let pair = 0; pair < 4; pair++) {
      expect(sorted([...started[2 * pair]!.cards, ...started[2 * pair + 1]!.cards])).toEqual(sorted(s.pool));
    }
    const shuffledBefore = seen.flatMap((e, i) => (e.type === 'CharacterDeckShuffled' ? [(seen[i + 1] as { round: number }).round] : []));
    expect(shuffledBefore).toEqual([1, 3, 5, 7]);
    expect(mrJack.result(s)).toMatchObject({ reason: 'round-8', winner: 'jack' });
  });
});

describe('the witness call (rules §3.2)', () => {
  // At setup Holmes, Smith, Lestrade and Bert are visible; the other four are not (rules §10).
  it('Jack invisible: every visible character is cleared', () => {
    expect(witnessCall(scenario({ jack: 'gull' }))).toMatchObject({ jackVisible: false, cleared: ['holmes', 'smith', 'lestrade', 'bert'] });
  });

  it('Jack visible: every invisible character is cleared', () => {
    expect(witnessCall(scenario({ jack: 'holmes' }))).toMatchObject({ jackVisible: true, cleared: ['watson', 'stealthy', 'goodley', 'gull'] });
  });

  it('does not clear a character twice', () => {
    expect((witnessCall(scenario({ jack: 'gull', cleared: ['holmes', 'smith'] })) as { cleared: string[] }).cleared).toEqual(['lestrade', 'bert']);
  });

  it('comes after the fourth activation, turns the Witness card and flips the cleared without moving them', () => {
    const s0 = roundStart(['holmes', 'watson', 'smith', 'stealthy'], { used: ['holmes', 'watson', 'smith'], jack: 'gull' });
    const { state, events } = playAll(s0, DETECTIVE, [{ type: 'pick', character: 'stealthy' }, { type: 'move', to: 'a5' }]);
    expect(eventTypes(events)).toEqual(['CharacterPicked', 'CharacterMoved', 'ActivationEnded', 'WitnessCalled', 'GaslightRemoved', 'RoundStarted']);
    expect(state.witness).toBe('invisible');
    expect(sorted(state.cleared)).toEqual(['bert', 'holmes', 'lestrade', 'smith']);
    expect(state.positions.holmes).toBe('g5');
    const view = mrJack.view(state, DETECTIVE) as { characters: { id: string; side: string }[]; witness: string };
    expect(view.witness).toBe('invisible');
    expect(view.characters.find((c) => c.id === 'holmes')?.side).toBe('cleared');
    expect(view.characters.find((c) => c.id === 'gull')?.side).toBe('suspect');
  });
});

describe('closing a gaslight (rules §3.3)', () => {
  const lastPick = (round: number, patch: Partial<MrJackState> = {}) =>
    roundStart(['holmes', 'watson', 'smith', 'stealthy'], { round, used: ['holmes', 'watson', 'smith'], jack: 'gull', ...patch });
  const lastSeat = (round: number) => (round % 2 === 1 ? DETECTIVE : JACK);

  it.each([1, 2, 3, 4])('at the end of round %i the tile of that number goes out', (round) => {
    const { state, events } = playAll(lastPick(round), lastSeat(round), [{ type: 'pick', character: 'stealthy' }, { type: 'move', to: 'a5' }]);
    const removed = { 1: 'b2', 2: 'l11', 3: 'c7', 4: 'k6' }[round];
    expect(events).toContainEqual({ type: 'GaslightRemoved', round, tile: round, hex: removed });
    expect(state.gaslights.map((g) => g.hex)).not.toContain(removed);
    expect(state.gaslights).toHaveLength(5);
  });

  it('follows a tile Smith moved', () => {
    const s = lastPick(1, { gaslights: [{ hex: 'f9', tile: 1 }, { hex: 'l11', tile: 2 }, { hex: 'c7', tile: 3 }, { hex: 'k6', tile: 4 }, { hex: 'f5', tile: null }, { hex: 'h8', tile: null }] });
    const { state, events } = playAll(s, DETECTIVE, [{ type: 'pick', character: 'stealthy' }, { type: 'move', to: 'a5' }]);
    expect(events).toContainEqual({ type: 'GaslightRemoved', round: 1, tile: 1, hex: 'f9' });
    expect(state.gaslights.map((g) => g.hex)).toEqual(['l11', 'c7', 'k6', 'f5', 'h8']);
  });

  it('nothing more goes out in rounds 5–8', () => {
    const gaslights = [{ hex: 'f5', tile: null }, { hex: 'h8', tile: null }];
    const { events } = playAll(lastPick(5, { gaslights }), DETECTIVE, [{ type: 'pick', character: 'stealthy' }, { type: 'move', to: 'a5' }]);
    expect(eventTypes(events)).not.toContain('GaslightRemoved');
    expect(eventTypes(events)).toContain('RoundStarted');
  });
});

describe('the end (rules §7)', () => {
  it('Jack wins when not arrested by the end of round 8', () => {
    const s0 = roundStart(['holmes', 'watson', 'smith', 'stealthy'], { round: 8, used: ['holmes', 'watson', 'smith'], jack: 'gull', gaslights: [] });
    const { state, events } = playAll(s0, JACK, [{ type: 'pick', character: 'stealthy' }, { type: 'move', to: 'a5' }]);
    expect(eventTypes(events).slice(-2)).toEqual(['WitnessCalled', 'GameEnded']);
    expect(mrJack.result(state)).toMatchObject({ winners: [JACK], winner: 'jack', reason: 'round-8', jack: 'gull' });
    expect(mrJack.pending(state)).toEqual([]);
    expect(legal(state, JACK)).toEqual([]);
    expect(rejectionCode(state, JACK, { type: 'resign' })).toBe('game-over');
  });

  // Holmes next to Lestrade (e4, e5).
  const accusing = (jack: MrJackState['jack']) =>
    play(roundStart(['holmes', 'watson', 'smith', 'lestrade'], { jack, positions: { holmes: 'e4' } }), DETECTIVE, { type: 'pick', character: 'holmes' }).state;

  it('a right accusation wins for the Detective', () => {
    const { state, events } = play(accusing('lestrade'), DETECTIVE, { type: 'accuse', suspect: 'lestrade' });
    expect(events[0]).toEqual({ type: 'Accused', character: 'holmes', suspect: 'lestrade', from: 'e4', to: 'e5', right: true });
    expect(mrJack.result(state)).toMatchObject({ winners: [DETECTIVE], winner: 'detective', reason: 'accused-right', jack: 'lestrade' });
  });

  it('a wrong accusation wins for Jack', () => {
    const { state } = play(accusing('gull'), DETECTIVE, { type: 'accuse', suspect: 'lestrade' });
    expect(mrJack.result(state)).toMatchObject({ winners: [JACK], winner: 'jack', reason: 'accused-wrong', jack: 'gull', suspect: 'lestrade' });
  });

  it('an accusation is a move: in reach, by the Detective, of another character', () => {
    const s = accusing('gull');
    expect(rejectionCode(s, DETECTIVE, { type: 'accuse', suspect: 'goodley' })).toBe('out-of-reach');
    expect(rejectionCode(s, DETECTIVE, { type: 'accuse', suspect: 'holmes' })).toBe('accuse-another-character');
    const byJack = play(roundStart(['holmes', 'watson', 'smith', 'lestrade'], { round: 2, positions: { holmes: 'e4' } }), JACK, { type: 'pick', character: 'holmes' }).state;
    expect(rejectionCode(byJack, JACK, { type: 'accuse', suspect: 'lestrade' })).toBe('only-detective-accuses');
    expect(legal(byJack, JACK).some((c) => c.type === 'accuse')).toBe(false);
  });

  it('a cleared character can still be accused (wrongly)', () => {
    const s = { ...accusing('gull'), cleared: ['lestrade' as const] };
    expect(legal(s, DETECTIVE)).toContainEqual({ type: 'accuse', suspect: 'lestrade' });
  });

  it('an accusation may use the sewers', () => {
    // g5 → g6 (open manhole) → sewer → k9, where Goodley stands.
    const s = play(roundStart(['holmes', 'watson', 'smith', 'lestrade'], { jack: 'goodley', positions: { goodley: 'k9' } }), DETECTIVE, { type: 'pick', character: 'holmes' }).state;
    expect(mrJack.result(play(s, DETECTIVE, { type: 'accuse', suspect: 'goodley' }).state)?.reason).toBe('accused-right');
  });
});

describe('resigning and running out of time', () => {
  it('the acting seat may resign; the other role wins', () => {
    const { state } = newGame();
    expect(legal(state, DETECTIVE)).toContainEqual({ type: 'resign' });
    expect(rejectionCode(state, JACK, { type: 'resign' })).toBe('not-your-turn');
    const out = play(state, DETECTIVE, { type: 'resign' });
    expect(eventTypes(out.events)).toEqual(['Resigned', 'GameEnded']);
    expect(mrJack.result(out.state)).toMatchObject({ winners: [JACK], winner: 'jack', reason: 'resigned' });
  });

  it('the timeout command is a resignation the late seat may post', () => {
    const s = play(newGame().state, DETECTIVE, { type: 'pick', character: newGame().state.roundCards[0]! }).state;
    const late = mrJack.pending(s)[0]!.seat;
    const cmd = mrJack.timeoutCommand(s, late);
    expect(cmd).toEqual({ type: 'resign' });
    expect(mrJack.timeoutDescription).toMatch(/forfeit/);
    expect(legal(s, late)).toContainEqual(cmd);
    expect(mrJack.result(play(s, late, cmd).state)).toMatchObject({ winner: 'jack', reason: 'resigned' });
  });
});

describe('commands out of order', () => {
  it('a move, ability or facing before a character is picked names the missing step', () => {
    const s = roundStart(['holmes', 'watson', 'smith', 'lestrade']);
    expect(rejectionCode(s, DETECTIVE, { type: 'move', to: 'g4' })).toBe('pick-a-character-first');
    expect(rejectionCode(s, DETECTIVE, { type: 'move-cordon', from: 'NE', to: 'NW' })).toBe('pick-a-character-first');
    expect(rejectionCode(s, DETECTIVE, { type: 'face', direction: 'S' })).toBe('facing-not-due');
    expect(rejectionCode(s, JACK, { type: 'pick', character: 'holmes' })).toBe('not-your-turn');
  });
});
