// Rounds, picks, the deck, the witness call, gaslights going out, accusations and the end (rules §3, §7).
import { describe, expect, it } from 'vitest';
import { mrJack, type MrJackEvent, type MrJackState } from '../../../domain/games/mr-jack/index.js';
import { isExit } from '../../../domain/games/mr-jack/rules/board.js';
import type { CharacterId } from '../../../domain/games/mr-jack/rules/characters.js';
import { witnessCall } from '../../../domain/games/mr-jack/rules/flow.js';
import type { Scenario } from '../../support/games/game-spec.js';
import { DETECTIVE, JACK, eventTypes, given, newGame, roundStart, scenario, sorted, type MrJack } from './helpers.js';

/**
 * Picks `character` with the seat whose pick it is, then plays that seat's first listed step
 * (never an accusation, exit or resignation) until the activation ends.
 */
function activate(start: Scenario<MrJack>, character: CharacterId): { seat: number; at: Scenario<MrJack>; events: MrJackEvent[] } {
  const picker = mrJack.pending(start.state)[0]!;
  expect(picker.kind).toBe('pick');
  let at = start.when(picker.seat, { type: 'pick', character }).accepted();
  const events = [...at.events];
  while (at.state.activation !== null && at.state.outcome === null) {
    const seat = mrJack.pending(at.state)[0]!.seat;
    const step = at.legal(seat).find((c) => c.type !== 'accuse' && c.type !== 'resign' && !(c.type === 'move' && isExit(c.to)))!;
    at = at.when(seat, step).accepted();
    events.push(...at.events);
  }
  return { seat: picker.seat, at, events };
}

/** The first card of the round not played yet. */
const nextCard = (s: MrJackState) => s.roundCards.find((c) => !s.used.includes(c))!;

describe('picking characters: 1-2-1, alternating by round (rules §3.1)', () => {
  it('odd rounds: Detective, Jack, Jack, Detective; even rounds: Jack, Detective, Detective, Jack', () => {
    let s = given(newGame({}, 'order').state);
    const pickers: number[] = [];
    for (let round = 1; round <= 2; round++) {
      for (let i = 0; i < 4; i++) {
        const out = activate(s, nextCard(s.state));
        pickers.push(out.seat);
        s = out.at;
      }
    }
    expect(pickers).toEqual([DETECTIVE, JACK, JACK, DETECTIVE, JACK, DETECTIVE, DETECTIVE, JACK]);
    expect(s.state.round).toBe(3);
  });

  it('only the round’s revealed, unused cards can be picked, by the seat whose pick it is', () => {
    const s = given(roundStart(['holmes', 'watson', 'smith', 'lestrade'], { used: ['holmes'] }));
    s.when(JACK, { type: 'pick', character: 'gull' }).thenRejected('character-not-revealed');
    s.when(JACK, { type: 'pick', character: 'holmes' }).thenRejected('character-already-used');
    s.when(DETECTIVE, { type: 'pick', character: 'watson' }).thenRejected('not-your-turn');
    expect(sorted(s.legal(JACK).flatMap((c) => (c.type === 'pick' ? [c.character] : [])))).toEqual(['lestrade', 'smith', 'watson']);
    expect(mrJack.pending(s.state)).toEqual([{ seat: JACK, kind: 'pick', prompt: 'Round 1: pick a character to activate' }]);
  });

  it('whoever picks a card activates that character, Jack’s own included', () => {
    given(roundStart(['holmes', 'watson', 'smith', 'lestrade'], { jack: 'holmes' }))
      .when(DETECTIVE, { type: 'pick', character: 'holmes' })
      .thenState((state) => expect(state.activation).toMatchObject({ character: 'holmes', seat: DETECTIVE }));
  });
});

describe('the character deck (rules §3.1, §3.4)', () => {
  it('rounds come in pairs: 4 cards, then the other 4; reshuffled after even rounds', () => {
    const { state, events: setupEvents } = newGame({}, 'deck');
    let s = given(state);
    const seen: MrJackEvent[] = [...setupEvents];
    while (s.state.outcome === null) {
      const out = activate(s, nextCard(s.state));
      seen.push(...out.events);
      s = out.at;
    }
    const started = seen.filter((e) => e.type === 'RoundStarted');
    expect(started.map((e) => e.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (let pair = 0; pair < 4; pair++) {
      expect(sorted([...started[2 * pair]!.cards, ...started[2 * pair + 1]!.cards])).toEqual(sorted(s.state.pool));
    }
    const shuffledBefore = seen.flatMap((e, i) => {
      const next = seen[i + 1];
      return e.type === 'CharacterDeckShuffled' && next?.type === 'RoundStarted' ? [next.round] : [];
    });
    expect(shuffledBefore).toEqual([1, 3, 5, 7]);
    expect(mrJack.result(s.state)).toMatchObject({ reason: 'round-8', winner: 'jack' });
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
    expect(witnessCall(scenario({ jack: 'gull', cleared: ['holmes', 'smith'] }))).toMatchObject({ cleared: ['lestrade', 'bert'] });
  });

  it('comes after the fourth activation, turns the Witness card and flips the cleared without moving them', () => {
    given(roundStart(['holmes', 'watson', 'smith', 'stealthy'], { used: ['holmes', 'watson', 'smith'], jack: 'gull' }))
      .when(DETECTIVE, { type: 'pick', character: 'stealthy' })
      .then((events) => expect(eventTypes(events)).toEqual(['CharacterPicked']))
      .when(DETECTIVE, { type: 'move', to: 'a5' })
      .then((events, state) => {
        expect(eventTypes(events)).toEqual(['CharacterMoved', 'ActivationEnded', 'WitnessCalled', 'GaslightRemoved', 'RoundStarted']);
        expect(state.witness).toBe('invisible');
        expect(sorted(state.cleared)).toEqual(['bert', 'holmes', 'lestrade', 'smith']);
        expect(state.positions.holmes).toBe('g5');
      })
      .thenView(DETECTIVE, (view) => {
        expect(view.witness).toBe('invisible');
        expect(view.characters.find((c) => c.id === 'holmes')?.side).toBe('cleared');
        expect(view.characters.find((c) => c.id === 'gull')?.side).toBe('suspect');
      });
  });
});

describe('closing a gaslight (rules §3.3)', () => {
  const lastPick = (round: number, patch: Partial<MrJackState> = {}) =>
    given(roundStart(['holmes', 'watson', 'smith', 'stealthy'], { round, used: ['holmes', 'watson', 'smith'], jack: 'gull', ...patch }))
      .when(round % 2 === 1 ? DETECTIVE : JACK, { type: 'pick', character: 'stealthy' })
      .when(round % 2 === 1 ? DETECTIVE : JACK, { type: 'move', to: 'a5' });

  it.each([1, 2, 3, 4])('at the end of round %i the tile of that number goes out', (round) => {
    const removed = { 1: 'b2', 2: 'l11', 3: 'c7', 4: 'k6' }[round];
    lastPick(round).then((events, state) => {
      expect(events).toContainEqual({ type: 'GaslightRemoved', round, tile: round, hex: removed });
      expect(state.gaslights.map((g) => g.hex)).not.toContain(removed);
      expect(state.gaslights).toHaveLength(5);
    });
  });

  it('follows a tile Smith moved', () => {
    const gaslights = [{ hex: 'f9', tile: 1 }, { hex: 'l11', tile: 2 }, { hex: 'c7', tile: 3 }, { hex: 'k6', tile: 4 }, { hex: 'f5', tile: null }, { hex: 'h8', tile: null }];
    lastPick(1, { gaslights }).then((events, state) => {
      expect(events).toContainEqual({ type: 'GaslightRemoved', round: 1, tile: 1, hex: 'f9' });
      expect(state.gaslights.map((g) => g.hex)).toEqual(['l11', 'c7', 'k6', 'f5', 'h8']);
    });
  });

  it('nothing more goes out in rounds 5–8', () => {
    lastPick(5, { gaslights: [{ hex: 'f5', tile: null }, { hex: 'h8', tile: null }] }).then((events) => {
      expect(eventTypes(events)).not.toContain('GaslightRemoved');
      expect(eventTypes(events)).toContain('RoundStarted');
    });
  });
});

describe('the end (rules §7)', () => {
  it('Jack wins when not arrested by the end of round 8', () => {
    const over = given(roundStart(['holmes', 'watson', 'smith', 'stealthy'], { round: 8, used: ['holmes', 'watson', 'smith'], jack: 'gull', gaslights: [] }))
      .when(JACK, { type: 'pick', character: 'stealthy' })
      .when(JACK, { type: 'move', to: 'a5' })
      .then((events, state) => {
        expect(eventTypes(events).slice(-2)).toEqual(['WitnessCalled', 'GameEnded']);
        expect(mrJack.result(state)).toMatchObject({ winners: [JACK], winner: 'jack', reason: 'round-8', jack: 'gull' });
        expect(mrJack.pending(state)).toEqual([]);
      });
    expect(over.legal(JACK)).toEqual([]);
    over.when(JACK, { type: 'resign' }).thenRejected('game-over');
  });

  // Holmes next to Lestrade (e4, e5).
  const accusing = (jack: MrJackState['jack']) =>
    given(roundStart(['holmes', 'watson', 'smith', 'lestrade'], { jack, positions: { holmes: 'e4' } }))
      .when(DETECTIVE, { type: 'pick', character: 'holmes' })
      .accepted();

  it('a right accusation wins for the Detective', () => {
    accusing('lestrade')
      .when(DETECTIVE, { type: 'accuse', suspect: 'lestrade' })
      .then((events, state) => {
        expect(events[0]).toEqual({ type: 'Accused', character: 'holmes', suspect: 'lestrade', from: 'e4', to: 'e5', right: true });
        expect(mrJack.result(state)).toMatchObject({ winners: [DETECTIVE], winner: 'detective', reason: 'accused-right', jack: 'lestrade' });
      });
  });

  it('a wrong accusation wins for Jack', () => {
    accusing('gull')
      .when(DETECTIVE, { type: 'accuse', suspect: 'lestrade' })
      .thenState((state) => expect(mrJack.result(state)).toMatchObject({ winners: [JACK], winner: 'jack', reason: 'accused-wrong', jack: 'gull', suspect: 'lestrade' }));
  });

  it('an accusation is a move: in reach, by the Detective, of another character', () => {
    const s = accusing('gull');
    s.when(DETECTIVE, { type: 'accuse', suspect: 'goodley' }).thenRejected('out-of-reach');
    s.when(DETECTIVE, { type: 'accuse', suspect: 'holmes' }).thenRejected('accuse-another-character');
    const byJack = given(roundStart(['holmes', 'watson', 'smith', 'lestrade'], { round: 2, positions: { holmes: 'e4' } }))
      .when(JACK, { type: 'pick', character: 'holmes' })
      .accepted();
    byJack.when(JACK, { type: 'accuse', suspect: 'lestrade' }).thenRejected('only-detective-accuses');
    expect(byJack.legal(JACK).some((c) => c.type === 'accuse')).toBe(false);
  });

  it('a cleared character can still be accused (wrongly)', () => {
    const s = given({ ...accusing('gull').state, cleared: ['lestrade'] });
    expect(s.legal(DETECTIVE)).toContainEqual({ type: 'accuse', suspect: 'lestrade' });
  });

  it('an accusation may use the sewers', () => {
    // g5 → g6 (open manhole) → sewer → k9, where Goodley stands.
    given(roundStart(['holmes', 'watson', 'smith', 'lestrade'], { jack: 'goodley', positions: { goodley: 'k9' } }))
      .when(DETECTIVE, { type: 'pick', character: 'holmes' })
      .when(DETECTIVE, { type: 'accuse', suspect: 'goodley' })
      .thenState((state) => expect(mrJack.result(state)?.reason).toBe('accused-right'));
  });
});

describe('resigning and running out of time', () => {
  it('the acting seat may resign; the other role wins', () => {
    const s = given(newGame().state);
    expect(s.legal(DETECTIVE)).toContainEqual({ type: 'resign' });
    s.when(JACK, { type: 'resign' }).thenRejected('not-your-turn');
    s.when(DETECTIVE, { type: 'resign' }).then((events, state) => {
      expect(eventTypes(events)).toEqual(['Resigned', 'GameEnded']);
      expect(mrJack.result(state)).toMatchObject({ winners: [JACK], winner: 'jack', reason: 'resigned' });
    });
  });

  it('the timeout command is a resignation the late seat may post', () => {
    const { state } = newGame();
    const s = given(state).when(DETECTIVE, { type: 'pick', character: state.roundCards[0]! }).accepted();
    const late = mrJack.pending(s.state)[0]!.seat;
    const command = mrJack.timeoutCommand(s.state, late);
    expect(command).toEqual({ type: 'resign' });
    expect(mrJack.timeoutDescription?.('turn')).toMatch(/forfeit/);
    expect(mrJack.timeoutDescription?.('pick')).toMatch(/forfeit/);
    expect(s.legal(late)).toContainEqual(command);
    s.when(late, command).thenState((over) => expect(mrJack.result(over)).toMatchObject({ winner: 'jack', reason: 'resigned' }));
  });
});

describe('commands out of order', () => {
  it('a move, ability or facing before a character is picked names the missing step', () => {
    const s = given(roundStart(['holmes', 'watson', 'smith', 'lestrade']));
    s.when(DETECTIVE, { type: 'move', to: 'g4' }).thenRejected('pick-a-character-first');
    s.when(DETECTIVE, { type: 'move-cordon', from: 'NE', to: 'NW' }).thenRejected('pick-a-character-first');
    s.when(DETECTIVE, { type: 'face', direction: 'S' }).thenRejected('facing-not-due');
    s.when(JACK, { type: 'pick', character: 'holmes' }).thenRejected('not-your-turn');
  });
});
